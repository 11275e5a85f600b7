import { MoverUltimaPosicao } from './mover-ultima-posicao.etapa.js';
import { LoteTelemetria } from './pipeline.js';
import type { PosicaoDeVeiculo } from './telemetria.ports.js';

describe('MoverUltimaPosicao', () => {
  it('move a última posição com tudo o que chegou ao armazenamento, já gravadas incluídas', async () => {
    const movidas: PosicaoDeVeiculo[][] = [];
    const lote = new LoteTelemetria([], new Date());
    lote.paraGravar = [{ terminal: 'T1' }, { terminal: 'T2' }] as PosicaoDeVeiculo[];
    lote.gravadas = 0;
    await new MoverUltimaPosicao({ moverUltimas: async (ps) => void movidas.push([...ps]) }).executar(lote);
    expect(movidas).toEqual([lote.paraGravar]);
  });

  it('não é essencial: a posição já está gravada quando ela roda', () => {
    expect(new MoverUltimaPosicao({ moverUltimas: async () => {} }).essencial).toBe(false);
  });

  it('nada gravado: não chama o repositório', async () => {
    await expect(new MoverUltimaPosicao({ moverUltimas: () => Promise.reject(new Error('x')) }).executar(new LoteTelemetria([], new Date()))).resolves.toBeUndefined();
  });
});
