import type { EtapaTelemetria, LoteTelemetria } from './pipeline.js';
import type { UltimasPosicoes } from './telemetria.ports.js';

/**
 * Stage 6: each vehicle's last position and readings move forward to the batch's newest fix
 * (never back; a fix flagged invalid never). Every fix that reached storage counts, the already
 * stored included: a resend after a failure here moves what the first attempt could not. Not
 * essential: the fixes are durable already, so a failure is counted and the request acknowledged.
 */
export class MoverUltimaPosicao implements EtapaTelemetria {
  readonly nome = 'mover_ultima_posicao';
  readonly essencial = false;

  constructor(private readonly repo: UltimasPosicoes) {}

  async executar(lote: LoteTelemetria): Promise<void> {
    if (lote.paraGravar.length) await this.repo.moverUltimas(lote.paraGravar);
  }
}
