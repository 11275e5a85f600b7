/**
 * The telemetry pipeline (ARCHITECTURE.md "Telemetry"): every door hands its parsed positions
 * here. Validate, de-duplicate on (terminal, fix time), find each terminal's vehicle, store in
 * bulk, move each vehicle's last position forward (never back). The answer counts what was
 * stored and why the rest was not.
 */
import type { Clock } from '../identity/ports.js';
import { motivoDeRecusa, REGRAS_POSICAO_PADRAO, type Lido, type MotivoRecusa, type PosicaoRecebida, type RegrasPosicao } from './posicao.js';

/** The vehicle a terminal is installed in. */
export interface TerminalConhecido {
  veiculo_id: number;
  tecnologia_id: number | null;
}

export type PosicaoDeVeiculo = PosicaoRecebida & TerminalConhecido;

export interface TelemetriaRepositorio {
  /** The vehicles of these terminals; a terminal in no vehicle is absent from the map. */
  terminais(terminais: readonly string[]): Promise<Map<string, TerminalConhecido>>;
  /**
   * Stores the positions in one transaction, durable when it returns, skipping those already
   * stored (same terminal and fix time); moves each vehicle's last position and readings forward
   * only. Returns how many were new.
   */
  gravar(posicoes: readonly PosicaoDeVeiculo[]): Promise<number>;
}

export interface ResultadoRecebimento {
  recebidas: number;
  gravadas: number;
  /** Positions not stored, per reason (absent reasons: none). */
  recusadas: Partial<Record<MotivoRecusa, number>>;
}

/**
 * Each position's fate, in the order received: the reason it was refused, or null when it reached
 * storage (stored, or found already stored: both are safe for its sender to forget).
 */
export interface RecebimentoDetalhado extends ResultadoRecebimento {
  porPosicao: Array<MotivoRecusa | null>;
}

/** Positions per batch call; a larger batch is refused whole (413). */
export const MAXIMO_POSICOES_LOTE = 2000;

export class ReceberPosicoes {
  constructor(
    private readonly repo: TelemetriaRepositorio,
    private readonly clock: Clock,
    private readonly regras: RegrasPosicao = REGRAS_POSICAO_PADRAO,
  ) {}

  async executar(lidas: ReadonlyArray<Lido<PosicaoRecebida>>): Promise<RecebimentoDetalhado> {
    const recusadas: Partial<Record<MotivoRecusa, number>> = {};
    const porPosicao: Array<MotivoRecusa | null> = lidas.map(() => null);
    const contar = (m: MotivoRecusa, n = 1) => {
      if (n > 0) recusadas[m] = (recusadas[m] ?? 0) + n;
    };
    const agora = this.clock.now();
    /** Each (terminal, fix time) once, with every index that sent it. */
    const unicas = new Map<string, { p: PosicaoRecebida; indices: number[] }>();
    lidas.forEach((lida, i) => {
      const motivo = lida.ok ? motivoDeRecusa(lida.posicao, agora, this.regras) : lida.motivo;
      if (motivo || !lida.ok) {
        contar(motivo!);
        porPosicao[i] = motivo;
        return;
      }
      const chave = `${lida.posicao.terminal}\u0000${lida.posicao.data_posicao.getTime()}`;
      const ja = unicas.get(chave);
      if (ja) {
        contar('duplicada');
        ja.indices.push(i);
      } else unicas.set(chave, { p: lida.posicao, indices: [i] });
    });
    const validas = [...unicas.values()];
    const conhecidos = validas.length ? await this.repo.terminais([...new Set(validas.map((v) => v.p.terminal))]) : new Map<string, TerminalConhecido>();
    const gravar: PosicaoDeVeiculo[] = [];
    for (const { p, indices } of validas) {
      const v = conhecidos.get(p.terminal);
      // Field by field, not `{ ...p, ...v }`: one shape for every row, and spreading 2,000 objects
      // was a measurable part of a batch.
      if (v) {
        gravar.push({
          terminal: p.terminal, data_posicao: p.data_posicao, latitude: p.latitude, longitude: p.longitude, velocidade: p.velocidade, direcao: p.direcao,
          ignicao: p.ignicao, altitude: p.altitude, precisao: p.precisao, bateria: p.bateria, leituras: p.leituras, atributos: p.atributos,
          veiculo_id: v.veiculo_id, tecnologia_id: v.tecnologia_id,
        });
      } else {
        contar('terminal_desconhecido');
        for (const i of indices) porPosicao[i] = 'terminal_desconhecido';
      }
    }
    const gravadas = gravar.length ? await this.repo.gravar(gravar) : 0;
    contar('duplicada', gravar.length - gravadas);
    return { recebidas: lidas.length, gravadas, recusadas, porPosicao };
  }
}
