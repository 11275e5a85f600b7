import type { PosicaoRecebida } from '../posicao.js';
import { LoteTelemetria } from './pipeline.js';
import { ResolverTerminais } from './resolver-terminal.etapa.js';
import type { TerminalConhecido } from './telemetria.ports.js';

const p = (terminal: string, valida = true) =>
  ({ terminal, data_posicao: new Date(0), latitude: -23.5, longitude: -46.6, valida, velocidade: 1, direcao: 2, ignicao: true, altitude: 3, precisao: 4, bateria: 5, leituras: [], atributos: { a: 1 } }) as PosicaoRecebida;
const lido = (terminal: string) => ({ terminal, data: null, latitude: null, longitude: null, bateria: null, leituras: [], atributos: {} });

const frota: Record<string, TerminalConhecido> = { T1: { veiculo_id: 10, tecnologia_id: 2 } };
const repo = (consultas: string[][]) => ({
  async terminais(ts: readonly string[]) {
    consultas.push([...ts]);
    return new Map(ts.filter((t) => frota[t]).map((t) => [t, frota[t]!]));
  },
});

describe('ResolverTerminais', () => {
  it('procura todos os terminais do lote numa consulta e põe o veículo em cada posição a gravar', async () => {
    const consultas: string[][] = [];
    const lote = new LoteTelemetria([], new Date());
    lote.porPosicao.push(null, null, null, null);
    lote.candidatas = [{ p: p('T1'), indices: [0] }, { p: p('T9'), indices: [1, 3] }];
    lote.semFix = [{ i: 2, motivo: 'data_futura', lido: lido('T8') }];
    await new ResolverTerminais(repo(consultas)).executar(lote);
    expect(consultas).toEqual([['T1', 'T9', 'T8']]);
    expect(lote.paraGravar).toEqual([{ ...p('T1'), veiculo_id: 10, tecnologia_id: 2 }]);
    expect(lote.porPosicao).toEqual([null, 'terminal_desconhecido', 'terminal_desconhecido', 'terminal_desconhecido']);
    // One unknown fix (sent twice) and one unknown refused item.
    expect(lote.recusadas).toEqual({ terminal_desconhecido: 2 });
  });

  it('do dispositivo conhecido, o recusado conta pelo seu motivo e leva o veículo', async () => {
    const lote = new LoteTelemetria([], new Date());
    lote.porPosicao.push('sem_coordenadas');
    lote.semFix = [{ i: 0, motivo: 'sem_coordenadas', lido: lido('T1') }];
    await new ResolverTerminais(repo([])).executar(lote);
    expect(lote.semFix[0]!.veiculo).toEqual({ veiculo_id: 10, tecnologia_id: 2 });
    expect(lote.recusadas).toEqual({ sem_coordenadas: 1 });
    expect(lote.porPosicao).toEqual(['sem_coordenadas']);
  });

  it('sem terminais, não consulta', async () => {
    const consultas: string[][] = [];
    await new ResolverTerminais(repo(consultas)).executar(new LoteTelemetria([], new Date()));
    expect(consultas).toEqual([]);
  });
});
