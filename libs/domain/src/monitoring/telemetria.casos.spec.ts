import type { Lido, PosicaoRecebida } from './posicao.js';
import { ReceberPosicoes, type PosicaoDeVeiculo, type TelemetriaRepositorio, type TerminalConhecido } from './telemetria.casos.js';

const AGORA = new Date('2026-11-22T12:00:00Z');
const posicao = (terminal: string, minutosAtras: number, dados: Partial<PosicaoRecebida> = {}): Lido<PosicaoRecebida> => ({
  ok: true,
  posicao: {
    terminal, data_posicao: new Date(AGORA.getTime() - minutosAtras * 60_000), latitude: -23.5, longitude: -46.6, velocidade: 50, direcao: 0, ignicao: true,
    altitude: null, precisao: null, bateria: null, leituras: [], atributos: {}, ...dados,
  },
});

/** Stores like the SQL adapter: (terminal, fix time) unique. */
class Repo implements TelemetriaRepositorio {
  guardadas = new Map<string, PosicaoDeVeiculo>();
  consultas: string[][] = [];
  constructor(private readonly frota: Record<string, TerminalConhecido>) {}
  async terminais(terminais: readonly string[]) {
    this.consultas.push([...terminais]);
    return new Map(terminais.filter((t) => this.frota[t]).map((t) => [t, this.frota[t]!]));
  }
  async gravar(posicoes: readonly PosicaoDeVeiculo[]) {
    let novas = 0;
    for (const p of posicoes) {
      const k = `${p.terminal}|${p.data_posicao.getTime()}`;
      if (!this.guardadas.has(k)) {
        this.guardadas.set(k, p);
        novas++;
      }
    }
    return novas;
  }
}

describe('ReceberPosicoes: one pipeline for every door', () => {
  const montar = () => {
    const repo = new Repo({ T1: { veiculo_id: 10, tecnologia_id: 2 }, T2: { veiculo_id: 11, tecnologia_id: null } });
    return { repo, caso: new ReceberPosicoes(repo, { now: () => AGORA }) };
  };

  it('stores the good ones with their vehicle and counts the rest per reason', async () => {
    const { repo, caso } = montar();
    const r = await caso.executar([
      posicao('T1', 2),
      posicao('T1', 1),
      posicao('T2', 1),
      posicao('T1', 1), // repeated in the batch
      posicao('T9', 1), // no vehicle has it
      posicao('T1', -11), // 11 minutes ahead
      posicao('T1', 1, { latitude: 0, longitude: 0 }),
      { ok: false, motivo: 'formato_invalido' },
    ]);
    expect(r).toEqual({
      recebidas: 8,
      gravadas: 3,
      recusadas: { duplicada: 1, terminal_desconhecido: 1, data_futura: 1, coordenada_invalida: 1, formato_invalido: 1 },
      // The repeat reached storage as its first copy did: its sender may forget it too.
      porPosicao: [null, null, null, null, 'terminal_desconhecido', 'data_futura', 'coordenada_invalida', 'formato_invalido'],
    });
    expect([...repo.guardadas.values()].map((p) => [p.terminal, p.veiculo_id, p.tecnologia_id])).toEqual([['T1', 10, 2], ['T1', 10, 2], ['T2', 11, null]]);
    expect(repo.consultas).toEqual([['T1', 'T2', 'T9']]);
  });

  it('is idempotent: the same batch again stores nothing and says they were duplicates', async () => {
    const { caso } = montar();
    const lote = [posicao('T1', 3), posicao('T2', 3)];
    await caso.executar(lote);
    expect(await caso.executar(lote)).toEqual({ recebidas: 2, gravadas: 0, recusadas: { duplicada: 2 }, porPosicao: [null, null] });
  });

  it('repeats of an unknown terminal\'s position are refused like it', async () => {
    const { caso } = montar();
    expect(await caso.executar([posicao('T9', 1), posicao('T9', 1), posicao('T1', 1)])).toEqual({
      recebidas: 3, gravadas: 1, recusadas: { duplicada: 1, terminal_desconhecido: 1 }, porPosicao: ['terminal_desconhecido', 'terminal_desconhecido', null],
    });
  });

  it('an empty or all-bad batch does not reach the repository', async () => {
    const { repo, caso } = montar();
    expect(await caso.executar([])).toEqual({ recebidas: 0, gravadas: 0, recusadas: {}, porPosicao: [] });
    expect(await caso.executar([posicao('T1', 1, { velocidade: 500 })])).toEqual({ recebidas: 1, gravadas: 0, recusadas: { velocidade_invalida: 1 }, porPosicao: ['velocidade_invalida'] });
    expect(repo.consultas).toEqual([]);
  });
});
