import type { PosicaoRecebida } from '../posicao.js';
import { DescartarRepetidas } from './deduplicar.etapa.js';
import { LoteTelemetria } from './pipeline.js';

const p = (terminal: string, t: number) => ({ terminal, data_posicao: new Date(t) }) as PosicaoRecebida;

describe('DescartarRepetidas', () => {
  it('uma posição é o seu (terminal, data): a repetida conta como duplicada e segue o destino da primeira', () => {
    const lote = new LoteTelemetria([], new Date());
    lote.candidatas = [{ p: p('T1', 1000), indices: [0] }, { p: p('T2', 1000), indices: [1] }, { p: p('T1', 1000), indices: [2] }, { p: p('T1', 2000), indices: [3] }];
    new DescartarRepetidas().executar(lote);
    expect(lote.candidatas.map((c) => [c.p.terminal, c.p.data_posicao.getTime(), c.indices])).toEqual([['T1', 1000, [0, 2]], ['T2', 1000, [1]], ['T1', 2000, [3]]]);
    expect(lote.recusadas).toEqual({ duplicada: 1 });
  });

  it('sem repetidas, nada muda e nada conta', () => {
    const lote = new LoteTelemetria([], new Date());
    const candidatas = [{ p: p('T1', 1000), indices: [0] }, { p: p('T1', 2000), indices: [1] }];
    lote.candidatas = candidatas;
    new DescartarRepetidas().executar(lote);
    expect(lote.candidatas).toBe(candidatas);
    expect(lote.recusadas).toEqual({});
  });
});
