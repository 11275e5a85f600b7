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

/** Positions per batch call; a larger batch is refused whole (413). */
export const MAXIMO_POSICOES_LOTE = 2000;

export class ReceberPosicoes {
  constructor(
    private readonly repo: TelemetriaRepositorio,
    private readonly clock: Clock,
    private readonly regras: RegrasPosicao = REGRAS_POSICAO_PADRAO,
  ) {}

  async executar(lidas: ReadonlyArray<Lido<PosicaoRecebida>>): Promise<ResultadoRecebimento> {
    const recusadas: Partial<Record<MotivoRecusa, number>> = {};
    const recusar = (m: MotivoRecusa, n = 1) => {
      if (n > 0) recusadas[m] = (recusadas[m] ?? 0) + n;
    };
    const agora = this.clock.now();
    const vistas = new Map<string, PosicaoRecebida>();
    for (const lida of lidas) {
      if (!lida.ok) {
        recusar(lida.motivo);
        continue;
      }
      const motivo = motivoDeRecusa(lida.posicao, agora, this.regras);
      if (motivo) {
        recusar(motivo);
        continue;
      }
      const chave = `${lida.posicao.terminal}\u0000${lida.posicao.data_posicao.getTime()}`;
      if (vistas.has(chave)) recusar('duplicada');
      else vistas.set(chave, lida.posicao);
    }
    const validas = [...vistas.values()];
    const conhecidos = validas.length ? await this.repo.terminais([...new Set(validas.map((p) => p.terminal))]) : new Map<string, TerminalConhecido>();
    const gravar: PosicaoDeVeiculo[] = [];
    for (const p of validas) {
      const v = conhecidos.get(p.terminal);
      if (v) gravar.push({ ...p, ...v });
      else recusar('terminal_desconhecido');
    }
    const gravadas = gravar.length ? await this.repo.gravar(gravar) : 0;
    recusar('duplicada', gravar.length - gravadas);
    return { recebidas: lidas.length, gravadas, recusadas };
  }
}
