import { RegistrarOcorrencia } from '../viagens/ciclo/registrar-ocorrencia.js';
import { CLIENTE, OPERADOR, OUTRO_CLIENTE, umaViagem, ViagensEmMemoria } from '../viagens/ciclo/testes/viagens-em-memoria.js';
import { FAIXAS_TEMPO_ALERTA, faixaDoTempo, nivelDoAlerta, nomeDoTipoAlerta } from './alertas.js';
import { ConcluirAlerta } from './concluir-alerta.js';
import { mesCorrente, periodoDoDashboard } from './periodo.js';

const tipo = (grau_risco: number, pontuacao_alta = 10) => ({ grau_risco, pontuacao_baixa: 1, pontuacao_media: 2, pontuacao_alta });

describe('níveis e faixas de tempo dos alertas (spec 02 §4, §9)', () => {
  it('grau 3 com 15 pontos ou mais é gravíssimo (0), grau 3 grave (1), 2 médio, 1 baixo', () => {
    expect([nivelDoAlerta(tipo(3, 15)), nivelDoAlerta(tipo(3, 14)), nivelDoAlerta(tipo(2, 99)), nivelDoAlerta(tipo(1, 99))]).toEqual([0, 1, 2, 3]);
  });

  it('onze faixas: menos de 5, 5 a 10 … 75 a 90, 90 ou mais; o limite cai na faixa de cima', () => {
    expect(FAIXAS_TEMPO_ALERTA.map((f) => f.tempo)).toEqual([
      'Menos de 5 min', '5 a 10 min', '10 a 15 min', '15 a 20 min', '20 a 25 min', '25 a 30 min', '30 a 45 min', '45 a 60 min', '60 a 75 min', '75 a 90 min', '90 min ou mais',
    ]);
    expect([-1, 0, 4.99, 5, 44, 45, 89.9, 90, 10_000].map((m) => faixaDoTempo(m).indice)).toEqual([0, 0, 0, 1, 6, 7, 9, 10, 10]);
  });

  it('agrupa pelo nome do tipo, OUTROS quando não há', () => {
    expect([nomeDoTipoAlerta(' risco '), nomeDoTipoAlerta(null), nomeDoTipoAlerta('  ')]).toEqual(['RISCO', 'OUTROS', 'OUTROS']);
  });
});

describe('período dos dashboards', () => {
  const agora = new Date('2026-11-26T01:00:00Z'); // 25/11 22:00 in São Paulo

  it('sem datas: o mês corrente de São Paulo', () => {
    expect(periodoDoDashboard(undefined, '', agora)).toEqual(mesCorrente(agora));
    expect(mesCorrente(agora)).toEqual({ de: new Date('2026-11-01T03:00:00Z'), ate: new Date('2026-12-01T02:59:59.999Z') });
  });

  it('aceita dd/mm/aaaa e aaaa-mm-dd; um ano inteiro passa, um dia a mais é 400', () => {
    expect(periodoDoDashboard('01/01/2026', '2026-12-31', agora)).toEqual({ de: new Date('2026-01-01T03:00:00Z'), ate: new Date('2027-01-01T02:59:59.999Z') });
    expect(() => periodoDoDashboard('01/01/2026', '01/01/2027', agora)).toThrow(expect.objectContaining({ errors: { final_periodo: ['o período deve ter no máximo um ano'] } }));
    expect(() => periodoDoDashboard('10/11/2026', '09/11/2026', agora)).toThrow(expect.objectContaining({ errors: { final_periodo: [expect.stringContaining('posterior')] } }));
    expect(() => periodoDoDashboard('31/02/2026', undefined, agora)).toThrow(expect.objectContaining({ errors: { inicio_periodo: [expect.any(String)] } }));
    expect(() => periodoDoDashboard(['01/01/2026'], undefined, agora)).toThrow(expect.objectContaining({ errors: { inicio_periodo: [expect.any(String)] } }));
  });
});

describe('concluir alerta', () => {
  const SISTEMA = { ...OPERADOR, usuario: { ...OPERADOR.usuario, username: 'SISTEMA' } };

  it('conclui um alerta do sistema uma vez; ocorrência de pessoa é 404; cliente 403; a segunda é 409', async () => {
    const repo = new ViagensEmMemoria().com(umaViagem({ status: 2 }));
    const alerta = await new RegistrarOcorrencia(repo).executar(1, { ocorrencia_id: 1 }, SISTEMA);
    const deOperador = await new RegistrarOcorrencia(repo).executar(1, { ocorrencia_id: 1 }, OPERADOR);
    await expect(new ConcluirAlerta(repo).executar(deOperador.id, OPERADOR)).rejects.toMatchObject({ kind: 'nao_encontrado' });
    await expect(new ConcluirAlerta(repo).executar(alerta.id, OUTRO_CLIENTE)).rejects.toMatchObject({ kind: 'proibido' });
    await expect(new ConcluirAlerta(repo).executar(alerta.id, CLIENTE)).rejects.toMatchObject({ kind: 'proibido' });
    await expect(new ConcluirAlerta(repo).executar(alerta.id, OPERADOR)).resolves.toEqual({ id: alerta.id, viagemId: 1 });
    expect(repo.ocorrencias.find((o) => o.id === alerta.id)).toMatchObject({ conferida: true });
    expect(repo.eventos.at(-1)).toMatchObject({ acao: 'CONFERENCIA', detalhe: { monitoramento_ocorrencia_id: alerta.id, alerta: true } });
    await expect(new ConcluirAlerta(repo).executar(alerta.id, OPERADOR)).rejects.toMatchObject({ kind: 'conflito' });
  });
});
