/**
 * The outbox of commands and messages (`comandos`) as the commands' use cases see it: a command
 * is registered in it, an OsmAnd device takes its own in the answer to its next request, and the
 * worker takes its turn over what is due.
 */
import type { AcaoRastreador, CanalComando, CanalSaida, EstadoComando, NovoComando } from '../comandos.js';

export interface ComandoRegistrado {
  id: number;
  estado: string;
  criado_em: string;
}

/** A due command, locked for the worker's turn. */
export interface ComandoPendente {
  id: number;
  canal: CanalComando;
  terminal: string | null;
  telefone: string | null;
  mensagem: string;
  acao: AcaoRastreador | null;
  /** Tries so far. */
  tentativas: number;
}

/** One turn of the worker: the due commands and how to record each outcome, in one transaction. */
export interface VezDaFila {
  readonly pendentes: readonly ComandoPendente[];
  /** The way out of a channel, inside the turn (the offline one records in the same transaction). */
  canal(canal: CanalComando): CanalSaida;
  enviado(id: number, tentativas: number): Promise<void>;
  falhou(id: number, falha: { estado: EstadoComando; tentativas: number; erro: string; proxima_tentativa: Date }): Promise<void>;
}

export interface FilaComandos {
  registrar(c: NovoComando): Promise<ComandoRegistrado>;
  /**
   * For an OsmAnd device's request: what it was sent before is delivered (it came back), and its
   * oldest queued command goes out in this answer (its text; null when none). Asked for a
   * terminal `terminaisComEspera` found: it does not look first.
   */
  paraODispositivo(terminal: string): Promise<string | null>;
  /** Which of these terminals have a tracker command queued or sent and not yet delivered (one read). */
  terminaisComEspera(terminais: readonly string[]): Promise<Set<string>>;
  /**
   * Runs `turno` over up to `limite` due commands (a tracker's only after OsmAnd had its chance),
   * locked so another process skips them, in one transaction with the outcomes it records.
   */
  naVez<T>(limite: number, turno: (vez: VezDaFila) => Promise<T>): Promise<T>;
}
