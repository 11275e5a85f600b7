import { GRUPO } from '../../identity/index.js';
import {
  acaoVisivelNaLinhaDoTempo, descricaoDaAcaoViagem, descricaoDoComando, lerLatLng, marcaDoEvento, MAXIMO_PONTOS_TRILHA, ordenarLinhaDoTempo, passoDaTrilha, type ItemLinhaDoTempo,
} from './linha-do-tempo.js';

const item = (chave: string, instante: string, tipo: ItemLinhaDoTempo['tipo']) => ({ chave, instante, tipo });

describe('linha do tempo da viagem', () => {
  it('ordena pelo instante; no mesmo instante o evento antes da ocorrência que ele gerou', () => {
    const itens = [
      item('OCORRENCIA-7', '2026-11-26T10:00:00Z', 'OCORRENCIA'),
      item('EVENTO-3', '2026-11-26T10:00:00Z', 'EVENTO'),
      item('OBSERVACAO-1', '2026-11-26T09:00:00Z', 'OBSERVACAO'),
      item('EVENTO-10', '2026-11-26T11:00:00.000Z', 'EVENTO'),
      item('EVENTO-9', '2026-11-26T11:00:00Z', 'EVENTO'),
    ];
    expect(ordenarLinhaDoTempo(itens).map((i) => i.chave)).toEqual(['OBSERVACAO-1', 'EVENTO-3', 'OCORRENCIA-7', 'EVENTO-9', 'EVENTO-10']);
  });

  it('o grupo 8 não recebe os eventos de desvio (decisão 41); ocorrência e observação vêm das suas tabelas', () => {
    expect(acaoVisivelNaLinhaDoTempo('DESVIO_ROTA', GRUPO.CLIENTE)).toBe(false);
    expect(acaoVisivelNaLinhaDoTempo('RETORNO_ROTA', GRUPO.CLIENTE)).toBe(false);
    expect(acaoVisivelNaLinhaDoTempo('PARADA', GRUPO.CLIENTE)).toBe(true);
    expect(acaoVisivelNaLinhaDoTempo('DESVIO_ROTA', GRUPO.OPERADOR)).toBe(true);
    expect(acaoVisivelNaLinhaDoTempo('OCORRENCIA', GRUPO.OPERADOR)).toBe(false);
    expect(acaoVisivelNaLinhaDoTempo('OBSERVACAO', GRUPO.ADMINISTRADOR)).toBe(false);
  });

  it('descreve em português o que a linha do histórico guardou', () => {
    expect(descricaoDaAcaoViagem('DESVIO_ROTA', { descricao: 'Desvio de rota: veículo a 5,10 km da rota.' })).toBe('Desvio de rota: veículo a 5,10 km da rota.');
    expect(descricaoDaAcaoViagem('INICIAR', {})).toBe('Viagem iniciada.');
    expect(descricaoDaAcaoViagem('CANCELAR', { motivos: 'Cliente desistiu', observacao: 'sem carga' })).toBe('SM cancelada. Motivos: Cliente desistiu. sem carga.');
    expect(descricaoDaAcaoViagem('SITUACAO', { situacao_viagem_id: 3 }, { situacao: 'PARADO EM POSTO' })).toBe('Situação alterada para PARADO EM POSTO.');
    expect(descricaoDaAcaoViagem('CRIAR', { pontuacao_risco: 12, liberacao: 'SUPERVISOR' })).toBe('SM cadastrada, pontuação de risco 12, liberação especial por SUPERVISOR.');
    expect(descricaoDoComando({ canal: 'RASTREADOR', acao: 'BLOQUEAR', estado: 'ENTREGUE', mensagem: 'engineStop' })).toEqual({ titulo: 'Comando: Bloqueio', descricao: 'Comando ao rastreador: Bloqueio (entregue).' });
    expect(descricaoDoComando({ canal: 'SMS', acao: null, estado: 'FILA', mensagem: 'Pare no posto' }).descricao).toBe('SMS: “Pare no posto” (na fila).');
  });

  it('marca no mapa o desvio, a parada e o pânico (periférico 11)', () => {
    expect(marcaDoEvento('DESVIO_ROTA', {})).toBe('DESVIO');
    expect(marcaDoEvento('PARADA', {})).toBe('PARADA');
    expect(marcaDoEvento('PERIFERICO', { periferico_id: 11 })).toBe('PANICO');
    expect(marcaDoEvento('PERIFERICO', { periferico_id: 8 })).toBe('PERIFERICO');
    expect(marcaDoEvento('INICIAR', {})).toBeNull();
  });

  it('lê lat,lng das ocorrências e observações', () => {
    expect(lerLatLng('-23.550000,-46.633300')).toEqual({ latitude: -23.55, longitude: -46.6333 });
    expect(lerLatLng('x')).toBeNull();
    expect(lerLatLng('95,10')).toBeNull();
    expect(lerLatLng(null)).toBeNull();
  });

  it('afina a trilha para no máximo 5.000 pontos, guardando o primeiro e o último', () => {
    for (const total of [1, 2, 5_000, 5_001, 9_999, 10_000, 86_400, 123_457]) {
      const passo = passoDaTrilha(total);
      let n = 0;
      for (let rn = 1; rn <= total; rn++) if ((rn - 1) % passo === 0 || rn === total) n++;
      expect(n).toBeLessThanOrEqual(MAXIMO_PONTOS_TRILHA);
      if (total <= MAXIMO_PONTOS_TRILHA) expect(n).toBe(total);
      else expect(n).toBeGreaterThan(MAXIMO_PONTOS_TRILHA / 2);
    }
  });
});
