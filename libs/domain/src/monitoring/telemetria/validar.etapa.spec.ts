import type { Lido, PosicaoRecebida } from '../posicao.js';
import { LoteTelemetria } from './pipeline.js';
import { ValidarPosicoes } from './validar.etapa.js';

const AGORA = new Date('2026-11-22T12:00:00Z');
const fix = (terminal: string, minutosAtras: number, dados: Partial<PosicaoRecebida> = {}): Lido<PosicaoRecebida> => ({
  ok: true,
  posicao: {
    terminal, data_posicao: new Date(AGORA.getTime() - minutosAtras * 60_000), latitude: -23.5, longitude: -46.6, valida: true, velocidade: 50, direcao: 0, ignicao: true,
    altitude: null, precisao: null, bateria: null, leituras: [], atributos: {}, ...dados,
  },
});

describe('ValidarPosicoes', () => {
  it('separa as posições a gravar das recusadas, com o motivo de cada uma', () => {
    const lote = new LoteTelemetria([fix('T1', 1), fix('T1', -11), fix('T2', 1, { velocidade: 500 }), fix('T1', 1, { valida: false })], AGORA);
    new ValidarPosicoes().executar(lote);
    expect(lote.porPosicao).toEqual([null, 'data_futura', 'velocidade_invalida', null]);
    // A fix the unit flagged invalid is still stored (decision 29).
    expect(lote.candidatas.map((c) => [c.p.terminal, c.indices])).toEqual([['T1', [0]], ['T1', [3]]]);
    expect(lote.semFix.map((s) => [s.i, s.motivo, s.lido.terminal, s.lido.latitude])).toEqual([[1, 'data_futura', 'T1', -23.5], [2, 'velocidade_invalida', 'T2', -23.5]]);
    // Counted only once its device is known or not (ResolverTerminais).
    expect(lote.recusadas).toEqual({});
  });

  it('o que não diz de que dispositivo é só conta; o que diz espera pelo veículo', () => {
    const batimento = { terminal: 'T1', data: null, latitude: null, longitude: null, bateria: 30, leituras: [], atributos: {} };
    const lote = new LoteTelemetria([{ ok: false, motivo: 'formato_invalido' }, { ok: false, motivo: 'sem_coordenadas', lido: batimento }], AGORA);
    new ValidarPosicoes().executar(lote);
    expect(lote.recusadas).toEqual({ formato_invalido: 1 });
    expect(lote.porPosicao).toEqual(['formato_invalido', 'sem_coordenadas']);
    expect(lote.semFix).toEqual([{ i: 1, motivo: 'sem_coordenadas', lido: batimento }]);
  });

  it('usa as regras dadas: a retenção decide o que é antigo', () => {
    const lote = new LoteTelemetria([fix('T1', 120)], AGORA);
    new ValidarPosicoes({ toleranciaFuturoMs: 0, retencaoMs: 3600_000 }).executar(lote);
    expect(lote.porPosicao).toEqual(['data_antiga']);
  });
});
