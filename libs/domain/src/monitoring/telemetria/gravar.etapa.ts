import type { EtapaTelemetria, LoteTelemetria } from './pipeline.js';
import type { GravacaoPosicoes } from './telemetria.ports.js';

/**
 * Stage 4: the fixes of known devices stored in one write, durable when it returns; those
 * already stored by an earlier batch count as `duplicada` (their sender may forget them too).
 */
export class GravarPosicoes implements EtapaTelemetria {
  readonly nome = 'gravar';
  readonly essencial = true;

  constructor(private readonly repo: GravacaoPosicoes) {}

  async executar(lote: LoteTelemetria): Promise<void> {
    if (!lote.paraGravar.length) return;
    lote.gravadas = await this.repo.gravar(lote.paraGravar);
    lote.contar('duplicada', lote.paraGravar.length - lote.gravadas);
  }
}
