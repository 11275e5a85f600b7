/**
 * The telemetry pipeline (ARCHITECTURE.md "Telemetry"; Traccar's chain of position handlers is
 * the model): every door parses, then hands its batch to one ordered list of small stages, each
 * with one job, all working on the same batch (`LoteTelemetria`). The pipeline runs them in order
 * and catches each one's failure: it is counted in the batch's result and told to the observer
 * (the backend logs it with a running count). A stage the request's acknowledgement depends on —
 * up to and including what makes the batch durable — is `essencial`: its failure also stops the
 * pipeline and reaches the door, which does not acknowledge, so the sender resends. A failure of
 * any later stage (moving the last position, and later applying the fix to the trip) is counted
 * and the pipeline goes on: the stored fix is never lost to it.
 */
import type { Lido, LidoSemPosicao, MotivoRecusa, PosicaoRecebida } from '../posicao.js';
import type { PosicaoDeVeiculo, TerminalConhecido } from './telemetria.ports.js';

/** A fix that passed validation, with the index of every request item that sent it. */
export interface Candidata {
  p: PosicaoRecebida;
  indices: number[];
}

/** What a device sent that is not a fix to store (heartbeat or refused fix), with its vehicle once known. */
export interface SemFix {
  i: number;
  motivo: MotivoRecusa;
  lido: LidoSemPosicao;
  veiculo?: TerminalConhecido;
}

/** One batch on its way through the stages: what came in, what each stage decided, the counts. */
export class LoteTelemetria {
  /** Each item's fate, in the order received: the reason it was refused, or null when it reached storage. */
  readonly porPosicao: Array<MotivoRecusa | null>;
  /** Items not stored, per reason (absent reasons: none). */
  readonly recusadas: Partial<Record<MotivoRecusa, number>> = {};
  /** Failures per stage name (absent: none). */
  readonly falhas: Record<string, number> = {};
  /** Valid fixes, each (terminal, fix time) once after de-duplication. */
  candidatas: Candidata[] = [];
  semFix: SemFix[] = [];
  /** The vehicle of each terminal of the batch that one has. */
  conhecidos = new Map<string, TerminalConhecido>();
  /** The fixes of known devices, with their vehicle: what storage receives. */
  paraGravar: PosicaoDeVeiculo[] = [];
  /** How many of them were new. */
  gravadas = 0;

  constructor(readonly lidas: ReadonlyArray<Lido<PosicaoRecebida>>, readonly agora: Date) {
    this.porPosicao = lidas.map(() => null);
  }

  contar(motivo: MotivoRecusa, n = 1): void {
    if (n > 0) this.recusadas[motivo] = (this.recusadas[motivo] ?? 0) + n;
  }
}

export interface EtapaTelemetria {
  /** Its name in counts and logs. */
  readonly nome: string;
  /** The request's acknowledgement depends on it: a failure stops the pipeline and reaches the door. */
  readonly essencial: boolean;
  executar(lote: LoteTelemetria): Promise<void> | void;
}

/** Told of every stage failure (the backend logs it and keeps a running count per stage). */
export interface ObservadorTelemetria {
  falhou(etapa: string, erro: unknown): void;
}

export class PipelineTelemetria {
  constructor(
    readonly etapas: readonly EtapaTelemetria[],
    private readonly observador?: ObservadorTelemetria,
  ) {}

  async executar(lote: LoteTelemetria): Promise<LoteTelemetria> {
    for (const etapa of this.etapas) {
      try {
        await etapa.executar(lote);
      } catch (e) {
        lote.falhas[etapa.nome] = (lote.falhas[etapa.nome] ?? 0) + 1;
        this.observador?.falhou(etapa.nome, e);
        if (etapa.essencial) throw e;
      }
    }
    return lote;
  }
}
