import type { Lido, PosicaoRecebida } from './posicao.js';
import { etapasDaTelemetria, ReceberPosicoes, type ContatoDeVeiculo, type FiltradaDeVeiculo, type PosicaoDeVeiculo, type TelemetriaRepositorio, type TerminalConhecido } from './telemetria.casos.js';

const AGORA = new Date('2026-11-22T12:00:00Z');
const posicao = (terminal: string, minutosAtras: number, dados: Partial<PosicaoRecebida> = {}): Lido<PosicaoRecebida> => ({
  ok: true,
  posicao: {
    terminal, data_posicao: new Date(AGORA.getTime() - minutosAtras * 60_000), latitude: -23.5, longitude: -46.6, valida: true, velocidade: 50, direcao: 0, ignicao: true,
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
  contatos: ContatoDeVeiculo[] = [];
  filtradas: FiltradaDeVeiculo[] = [];
  async registrarContatos(c: readonly ContatoDeVeiculo[]) {
    this.contatos.push(...c);
  }
  async registrarFiltradas(f: readonly FiltradaDeVeiculo[]) {
    this.filtradas.push(...f);
  }
  async moverUltimas() {}
}

describe('ReceberPosicoes: um pipeline para toda porta', () => {
  const montar = () => {
    const repo = new Repo({ T1: { veiculo_id: 10, tecnologia_id: 2 }, T2: { veiculo_id: 11, tecnologia_id: null } });
    return { repo, caso: new ReceberPosicoes(repo, { now: () => AGORA }) };
  };

  it('grava as boas com seu veículo e conta o resto por motivo', async () => {
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
    // What a known device sent that was refused is logged for its vehicle, with the reason.
    expect(repo.filtradas.map((f) => [f.veiculo_id, f.motivo])).toEqual([[10, 'data_futura'], [10, 'coordenada_invalida']]);
  });

  it('um heartbeat de um dispositivo conhecido é seu último contato; de um desconhecido, terminal_desconhecido', async () => {
    const { repo, caso } = montar();
    const batimento = (terminal: string, data: Date | null) =>
      ({ ok: false, motivo: 'sem_coordenadas', lido: { terminal, data, latitude: null, longitude: null, bateria: 40, leituras: [{ periferico_id: 11, valor: 1 }], atributos: {} } }) as const;
    const r = await caso.executar([batimento('T1', new Date(AGORA.getTime() - 5000)), batimento('T2', new Date(AGORA.getTime() + 3600_000)), batimento('T9', null)]);
    expect(r).toEqual({ recebidas: 3, gravadas: 0, recusadas: { sem_coordenadas: 2, terminal_desconhecido: 1 }, porPosicao: ['sem_coordenadas', 'sem_coordenadas', 'terminal_desconhecido'] });
    // A unit time ahead of the clock would hold the contact back: the arrival time stands for it.
    expect(repo.contatos.map((c) => [c.veiculo_id, c.data_contato, c.bateria])).toEqual([[10, new Date(AGORA.getTime() - 5000), 40], [11, AGORA, 40]]);
    expect(repo.filtradas).toEqual([]);
  });

  it('uma posição marcada como inválida é gravada e registrada como posicao_invalida', async () => {
    const { repo, caso } = montar();
    expect(await caso.executar([posicao('T1', 1, { valida: false })])).toMatchObject({ gravadas: 1, recusadas: {} });
    expect([...repo.guardadas.values()].map((p) => p.valida)).toEqual([false]);
    expect(repo.filtradas.map((f) => f.motivo)).toEqual(['posicao_invalida']);
  });

  it('é idempotente: o mesmo lote de novo não grava nada e diz que eram duplicadas', async () => {
    const { caso } = montar();
    const lote = [posicao('T1', 3), posicao('T2', 3)];
    await caso.executar(lote);
    expect(await caso.executar(lote)).toEqual({ recebidas: 2, gravadas: 0, recusadas: { duplicada: 2 }, porPosicao: [null, null] });
  });

  it('repetições da posição de um terminal desconhecido são recusadas como ela', async () => {
    const { caso } = montar();
    expect(await caso.executar([posicao('T9', 1), posicao('T9', 1), posicao('T1', 1)])).toEqual({
      recebidas: 3, gravadas: 1, recusadas: { duplicada: 1, terminal_desconhecido: 1 }, porPosicao: ['terminal_desconhecido', 'terminal_desconhecido', null],
    });
  });

  it('um lote vazio, ou um de posições sem dispositivo, não chega ao repositório', async () => {
    const { repo, caso } = montar();
    expect(await caso.executar([])).toEqual({ recebidas: 0, gravadas: 0, recusadas: {}, porPosicao: [] });
    expect(await caso.executar([{ ok: false, motivo: 'formato_invalido' }])).toMatchObject({ recusadas: { formato_invalido: 1 } });
    expect(repo.consultas).toEqual([]);
    expect(await caso.executar([posicao('T1', 1, { velocidade: 500 })])).toEqual({ recebidas: 1, gravadas: 0, recusadas: { velocidade_invalida: 1 }, porPosicao: ['velocidade_invalida'] });
    expect(repo.filtradas.map((f) => f.motivo)).toEqual(['velocidade_invalida']);
  });

  it('as etapas, na ordem: validar, deduplicar, resolver o terminal, gravar, guardar o que não é posição, mover a última posição', () => {
    const etapas = etapasDaTelemetria(new Repo({}));
    expect(etapas.map((e) => [e.nome, e.essencial])).toEqual([
      ['validar', true], ['deduplicar', true], ['resolver_terminal', true], ['gravar', true], ['guardar_sem_posicao', true], ['mover_ultima_posicao', false],
    ]);
  });

  it('uma falha ao mover a última posição não perde a posição gravada: é contada, avisada, e o pedido é atendido', async () => {
    const repo = new Repo({ T1: { veiculo_id: 10, tecnologia_id: 2 } });
    repo.moverUltimas = () => Promise.reject(new Error('bloqueio'));
    const avisos: string[] = [];
    const caso = new ReceberPosicoes(repo, { now: () => AGORA }, undefined, { falhou: (etapa) => avisos.push(etapa) });
    expect(await caso.executar([posicao('T1', 1)])).toEqual({ recebidas: 1, gravadas: 1, recusadas: {}, porPosicao: [null], falhas: { mover_ultima_posicao: 1 } });
    expect(repo.guardadas.size).toBe(1);
    expect(avisos).toEqual(['mover_ultima_posicao']);
  });

  it('uma falha ao gravar chega à porta (o remetente reenvia) e também é avisada', async () => {
    const repo = new Repo({ T1: { veiculo_id: 10, tecnologia_id: 2 } });
    repo.gravar = () => Promise.reject(new Error('sem conexão'));
    const avisos: string[] = [];
    const caso = new ReceberPosicoes(repo, { now: () => AGORA }, undefined, { falhou: (etapa) => avisos.push(etapa) });
    await expect(caso.executar([posicao('T1', 1)])).rejects.toThrow('sem conexão');
    expect(avisos).toEqual(['gravar']);
  });
});
