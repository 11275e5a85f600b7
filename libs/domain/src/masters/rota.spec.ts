import {
  MAX_PARADAS, mensagemErroPonto, MENSAGENS_PONTO, MENSAGENS_ROTA, nivelDoPonto, RAIO_PONTO_PADRAO_KM, serializarRoute, TIPO_PARADA_LISTA, TIPO_PARADA_MAPA,
  TIPOS_PARADA, TIPOS_PONTO,
} from './rota.js';
import type { RotaTracada } from './rota.ports.js';

describe('tipos de parada (spec 03 §3 Route)', () => {
  it('tem oito ids fixos, as paradas da lista usam 2 por padrão e as do mapa 3', () => {
    expect(TIPOS_PARADA.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(TIPOS_PARADA.find((t) => t.id === TIPO_PARADA_LISTA)?.descricao).toBe('ENTREGA');
    expect(TIPOS_PARADA.find((t) => t.id === TIPO_PARADA_MAPA)?.descricao).toBe('PASSAGEM');
    expect(TIPOS_PARADA.map((t) => t.descricao)).toContain('ALIMENTAÇÃO');
    expect(TIPOS_PARADA.map((t) => t.descricao)).toContain('FISCALIZAÇÃO');
  });
});

describe('pontos (spec 03 §3 Point, §9)', () => {
  it('MANUAL é nível 0, CONTROLE nível 1; raio padrão 2 km', () => {
    expect(TIPOS_PONTO).toEqual(['MANUAL', 'CONTROLE']);
    expect(nivelDoPonto('CONTROLE')).toBe(1);
    expect(nivelDoPonto('controle')).toBe(1);
    expect(nivelDoPonto('MANUAL')).toBe(0);
    expect(nivelDoPonto(null)).toBe(0);
    expect(nivelDoPonto(undefined)).toBe(0);
    expect(RAIO_PONTO_PADRAO_KM).toBe(2);
    expect(MAX_PARADAS).toBe(25);
  });
});

describe('mensagens (spec 03 §8)', () => {
  it('nomeia o ponto para o qual não foi possível traçar a rota, com o motivo', () => {
    expect(mensagemErroPonto('Posto Graal', 'nao_encontrado')).toBe('Erro no ponto POSTO GRAAL (ponto não foi encontrado para roteamento)');
    expect(mensagemErroPonto('CD CAJAMAR ', 'dados_incorretos')).toBe('Erro no ponto CD CAJAMAR (ponto com dados incorretos)');
  });

  it('mantém o texto da especificação', () => {
    expect(MENSAGENS_ROTA.salva).toBe('Rota salva com sucesso');
    expect(MENSAGENS_ROTA.atualizada).toBe('Rota atualizada com sucesso');
    expect(MENSAGENS_ROTA.removida).toBe('Rota removida com sucesso');
    expect(MENSAGENS_ROTA.processando).toBe('A rota está sendo processada, aguarde...');
    expect(MENSAGENS_ROTA.enviada).toBe('Dados enviados para processamento, rota estará disponível em alguns segundos');
    expect(MENSAGENS_ROTA.verifique).toBe('verifique os dados da rota');
    expect(MENSAGENS_ROTA.naoAtualiza).toBe('Não é possível atualizar esta rota');
    expect(MENSAGENS_ROTA.erroAtualizar).toBe('Erro ao atualizar');
    expect(MENSAGENS_ROTA.emUso).toBe('Rota utilizada em viagens não pode ser removida');
    expect(MENSAGENS_PONTO).toEqual({
      salvo: 'Ponto salvo com sucesso',
      atualizado: 'Ponto atualizado com sucesso',
      removido: 'Ponto removido com sucesso',
      indisponivel: 'Ponto indisponivel para remoção',
    });
  });
});

describe('serializarRoute (a coluna de texto da rota)', () => {
  it('mantém o motor, as distâncias arredondadas e a duração, não a geometria', () => {
    const t: RotaTracada = {
      geometria: { type: 'LineString', coordinates: [[-46.63, -23.55], [-49.27, -25.43]] },
      distancia_km: 408.123456,
      duracao_s: 24487.4,
      trechos_km: [200.004, 208.119456],
      motor: 'osrm',
    };
    const texto = serializarRoute(t);
    expect(JSON.parse(texto)).toEqual({ motor: 'osrm', distancia_km: 408.12, duracao_s: 24487, trechos_km: [200, 208.12] });
    expect(texto).not.toContain('coordinates');
  });
});

describe('tipos de parada e pontos, por completo', () => {
  it('nomeia todo tipo de parada com que a tabela tipos_paradas é semeada', () => {
    expect(TIPOS_PARADA).toEqual([
      { id: 1, descricao: 'COLETA' }, { id: 2, descricao: 'ENTREGA' }, { id: 3, descricao: 'PASSAGEM' }, { id: 4, descricao: 'DESCANSO' },
      { id: 5, descricao: 'ABASTECIMENTO' }, { id: 6, descricao: 'PERNOITE' }, { id: 7, descricao: 'ALIMENTAÇÃO' }, { id: 8, descricao: 'FISCALIZAÇÃO' },
    ]);
  });
  it('dá nível 0 a um ponto sem tipo e nomeia como vazia uma parada sem nome', () => {
    expect(nivelDoPonto(null)).toBe(0);
    expect(nivelDoPonto(undefined)).toBe(0);
    expect(nivelDoPonto('controle')).toBe(1);
    expect(mensagemErroPonto(null as unknown as string, 'dados_incorretos')).toBe('Erro no ponto  (ponto com dados incorretos)');
  });
});
