import { GravarPosicoes } from './gravar.etapa.js';
import { LoteTelemetria } from './pipeline.js';
import type { PosicaoDeVeiculo } from './telemetria.ports.js';

describe('GravarPosicoes', () => {
  it('grava as posições dos veículos e conta como duplicadas as que já estavam gravadas', async () => {
    const recebidas: PosicaoDeVeiculo[][] = [];
    const lote = new LoteTelemetria([], new Date());
    lote.paraGravar = [{ terminal: 'T1' }, { terminal: 'T2' }, { terminal: 'T3' }] as PosicaoDeVeiculo[];
    await new GravarPosicoes({ gravar: async (ps) => (recebidas.push([...ps]), 1) }).executar(lote);
    expect(recebidas).toEqual([lote.paraGravar]);
    expect(lote.gravadas).toBe(1);
    expect(lote.recusadas).toEqual({ duplicada: 2 });
  });

  it('nada a gravar: não chama o repositório', async () => {
    const lote = new LoteTelemetria([], new Date());
    await new GravarPosicoes({ gravar: () => Promise.reject(new Error('não devia')) }).executar(lote);
    expect(lote.gravadas).toBe(0);
  });
});
