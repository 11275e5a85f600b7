/**
 * The telemetry pipeline's entry (ARCHITECTURE.md "Telemetry"): every door hands its parsed items
 * here, and they go through the stages below, in this order, each in its own file under
 * `telemetria/` with its spec. The answer counts what was stored and why the rest was not, and
 * says each item's fate so the door can acknowledge what its sender may forget. To add a stage,
 * write its class and add it to the list where it belongs; the last one applies each fix to its
 * vehicle's trip in transit (when the caller gives the trips' port).
 */
import type { Clock } from '../identity/index.js';
import { REGRAS_POSICAO_PADRAO, type Lido, type MotivoRecusa, type PosicaoRecebida, type RegrasPosicao } from './posicao.js';
import { DescartarRepetidas } from './telemetria/deduplicar.etapa.js';
import { GravarPosicoes } from './telemetria/gravar.etapa.js';
import { GuardarSemPosicao } from './telemetria/guardar-sem-posicao.etapa.js';
import { MoverUltimaPosicao } from './telemetria/mover-ultima-posicao.etapa.js';
import { LoteTelemetria, PipelineTelemetria, type EtapaTelemetria, type ObservadorTelemetria } from './telemetria/pipeline.js';
import { ResolverTerminais } from './telemetria/resolver-terminal.etapa.js';
import type { TelemetriaRepositorio } from './telemetria/telemetria.ports.js';
import { ValidarPosicoes } from './telemetria/validar.etapa.js';
import { AplicarAViagem, type ViagensAcompanhadas } from './telemetria/aplicar-viagem.etapa.js';

export type {
  ContatoDeVeiculo, FiltradaDeVeiculo, GravacaoPosicoes, PosicaoDeVeiculo, RegistroSemPosicao, TelemetriaRepositorio, TerminaisTelemetria,
  TerminalConhecido, UltimasPosicoes,
} from './telemetria/telemetria.ports.js';
export { LoteTelemetria, PipelineTelemetria, type EtapaTelemetria, type ObservadorTelemetria } from './telemetria/pipeline.js';
export * from './telemetria/aplicar-viagem.etapa.js';

/** The stages, in order. Up to `guardar_sem_posicao` they are essential: the acknowledgement waits for them. */
export function etapasDaTelemetria(repo: TelemetriaRepositorio, regras: RegrasPosicao = REGRAS_POSICAO_PADRAO, viagens?: ViagensAcompanhadas): EtapaTelemetria[] {
  return [
    new ValidarPosicoes(regras),
    new DescartarRepetidas(),
    new ResolverTerminais(repo),
    new GravarPosicoes(repo),
    new GuardarSemPosicao(repo, regras),
    new MoverUltimaPosicao(repo),
    ...(viagens ? [new AplicarAViagem(viagens)] : []),
  ];
}

export interface ResultadoRecebimento {
  recebidas: number;
  gravadas: number;
  /** Positions not stored, per reason (absent reasons: none). */
  recusadas: Partial<Record<MotivoRecusa, number>>;
}

/**
 * Each position's fate, in the order received: the reason it was refused, or null when it reached
 * storage (stored, or found already stored: both are safe for its sender to forget); and the
 * stages that failed without stopping the pipeline (absent: none).
 */
export interface RecebimentoDetalhado extends ResultadoRecebimento {
  porPosicao: Array<MotivoRecusa | null>;
  falhas?: Record<string, number>;
}

/** Positions per batch call; a larger batch is refused whole (413). */
export const MAXIMO_POSICOES_LOTE = 2000;

export class ReceberPosicoes {
  private readonly pipeline: PipelineTelemetria;

  constructor(
    repo: TelemetriaRepositorio,
    private readonly clock: Clock,
    regras: RegrasPosicao = REGRAS_POSICAO_PADRAO,
    observador?: ObservadorTelemetria,
    viagens?: ViagensAcompanhadas,
  ) {
    this.pipeline = new PipelineTelemetria(etapasDaTelemetria(repo, regras, viagens), observador);
  }

  async executar(lidas: ReadonlyArray<Lido<PosicaoRecebida>>): Promise<RecebimentoDetalhado> {
    const lote = await this.pipeline.executar(new LoteTelemetria(lidas, this.clock.now()));
    const r: RecebimentoDetalhado = { recebidas: lidas.length, gravadas: lote.gravadas, recusadas: lote.recusadas, porPosicao: lote.porPosicao };
    return Object.keys(lote.falhas).length ? { ...r, falhas: lote.falhas } : r;
  }
}
