import { ForbiddenError, ValidationError } from '../../shared/index.js';
import { GRUPO } from '../../identity/index.js';
import { lerHorasHistorico } from '../historico.js';
import { STATUS_VIAGEM } from './estados.js';
import {
  exigirMapaCompleto, fonteDaPosicao, formatarDistancia, janelaDoHistoricoDaViagem, MAPA_VIAGEM, mapaCompleto, MENSAGENS_MAPA, periodoDaViagem, type TempoDaViagem,
} from './mapa.js';

const AGORA = new Date('2026-11-26T12:00:00Z');
const h = (n: number) => new Date(AGORA.getTime() - n * 3600_000);
const viagem = (extra: Partial<TempoDaViagem>): TempoDaViagem => ({
  status: STATUS_VIAGEM.EM_VIAGEM, data_inicio: h(3), previsao_inicio: h(4), data_fim: null, data_cancelamento: null, ...extra,
});
const erroDe = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
};

describe('mapa da viagem: quem vê o quê (spec 02 §6 grupo 8)', () => {
  it('o cliente (grupo 8) não carrega a rota, os pontos próximos nem os desvios; a equipe e os gestores sim', () => {
    expect(mapaCompleto(GRUPO.CLIENTE)).toBe(false);
    for (const g of [GRUPO.ADMINISTRADOR, GRUPO.OPERADOR, GRUPO.MONITOR, GRUPO.EMBARCADOR, GRUPO.GESTOR_CORRETORA]) expect(mapaCompleto(g)).toBe(true);
    const e = erroDe(() => exigirMapaCompleto(GRUPO.CLIENTE));
    expect(e).toBeInstanceOf(ForbiddenError);
    expect((e as Error).message).toBe(MENSAGENS_MAPA.restrito);
    expect(erroDe(() => exigirMapaCompleto(GRUPO.OPERADOR))).toBeUndefined();
  });

  it('as constantes do mapa: zoom 9 na posição, pontos próximos a 5 km, ponto do histórico de 100 m (spec 02 §9)', () => {
    expect(MAPA_VIAGEM).toEqual({ zoom: 9, raioPontosProximosKm: 5, raioPontoHistoricoM: 100 });
  });
});

describe('o tempo da viagem no mapa', () => {
  it('o período vai do início ao fim; em trânsito, até agora; sem início registrado em trânsito, desde a previsão', () => {
    expect(periodoDaViagem(viagem({}), AGORA)).toEqual({ inicio: h(3), fim: AGORA });
    expect(periodoDaViagem(viagem({ status: STATUS_VIAGEM.FINALIZADA, data_fim: h(1) }), AGORA)).toEqual({ inicio: h(3), fim: h(1) });
    expect(periodoDaViagem(viagem({ status: STATUS_VIAGEM.CANCELADA, data_cancelamento: h(2) }), AGORA)).toEqual({ inicio: h(3), fim: h(2) });
    expect(periodoDaViagem(viagem({ data_inicio: null }), AGORA)).toEqual({ inicio: h(4), fim: AGORA });
    // A planned end in the future (clock skew) never goes past now.
    expect(periodoDaViagem(viagem({ status: STATUS_VIAGEM.FINALIZADA, data_fim: new Date(AGORA.getTime() + 60_000) }), AGORA)).toEqual({ inicio: h(3), fim: AGORA });
  });

  it('uma viagem que nunca começou (agendada, cancelada antes de iniciar) não tem período', () => {
    expect(periodoDaViagem(viagem({ status: STATUS_VIAGEM.AGENDADA, data_inicio: null }), AGORA)).toBeNull();
    expect(periodoDaViagem(viagem({ status: STATUS_VIAGEM.CANCELADA, data_inicio: null, data_cancelamento: h(1) }), AGORA)).toBeNull();
  });

  it('o histórico: as últimas N horas da viagem, nunca antes do início; finalizada, as N horas até o fim', () => {
    expect(janelaDoHistoricoDaViagem('2', viagem({}), AGORA)).toEqual({ horas: 2, janela: { inicio: h(2), fim: AGORA } });
    // 24 h asked, the trip started 3 h ago: from its start.
    expect(janelaDoHistoricoDaViagem(24, viagem({}), AGORA)).toEqual({ horas: 24, janela: { inicio: h(3), fim: AGORA } });
    const finalizada = viagem({ status: STATUS_VIAGEM.FINALIZADA, data_inicio: h(30), data_fim: h(10) });
    expect(janelaDoHistoricoDaViagem('4', finalizada, AGORA)).toEqual({ horas: 4, janela: { inicio: h(14), fim: h(10) } });
    // Nothing asked: the last hour.
    expect(janelaDoHistoricoDaViagem(undefined, viagem({}), AGORA)).toEqual({ horas: 1, janela: { inicio: h(1), fim: AGORA } });
    expect(janelaDoHistoricoDaViagem('6', viagem({ status: STATUS_VIAGEM.AGENDADA, data_inicio: null }), AGORA)).toEqual({ horas: 6, janela: null });
  });

  it.each(['3', '0', '1.5', '48', 'uma', '-1', ['1']])('janela %p fora de 1, 2, 4, 6, 24 → 400 em horas com os valores aceitos', (horas) => {
    const e = erroDe(() => janelaDoHistoricoDaViagem(horas, viagem({}), AGORA));
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as ValidationError).errors).toEqual({ horas: ['deve ser 1, 2, 4, 6 ou 24'] });
  });

  it('lerHorasHistorico aceita cada janela da spec, em texto ou número', () => {
    for (const n of [1, 2, 4, 6, 24]) {
      expect(lerHorasHistorico(n)).toBe(n);
      expect(lerHorasHistorico(String(n))).toBe(n);
    }
  });

  it('a posição no mapa: agendada e em trânsito, a última do veículo; finalizada, a última dentro da viagem; cancelada antes de iniciar, nenhuma', () => {
    expect(fonteDaPosicao(viagem({ status: STATUS_VIAGEM.AGENDADA, data_inicio: null }), AGORA)).toEqual({ tipo: 'ultima' });
    expect(fonteDaPosicao(viagem({}), AGORA)).toEqual({ tipo: 'ultima' });
    expect(fonteDaPosicao(viagem({ status: STATUS_VIAGEM.FINALIZADA, data_fim: h(1) }), AGORA)).toEqual({ tipo: 'periodo', janela: { inicio: h(3), fim: h(1) } });
    expect(fonteDaPosicao(viagem({ status: STATUS_VIAGEM.CANCELADA, data_inicio: null, data_cancelamento: h(1) }), AGORA)).toEqual({ tipo: 'nenhuma' });
  });
});

describe('formatarDistancia (spec 02 §9: KM acima de 1, senão metros)', () => {
  it.each([
    [12.345, '12,35 KM'],
    [1.01, '1,01 KM'],
    [1, '1000 metros'],
    [0.85, '850 metros'],
    [0.0004, '0 metros'],
    [0.001, '1 metro'],
    [null, '—'],
    [Number.NaN, '—'],
  ])('%p km → %p', (km, texto) => {
    expect(formatarDistancia(km)).toBe(texto);
  });
});
