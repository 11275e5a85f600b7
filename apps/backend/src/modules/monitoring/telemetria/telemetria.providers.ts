import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ReceberPosicoes, REGRAS_POSICAO_PADRAO, type RegrasPosicao, type ResultadoRecebimento } from '@gr/domain';
import { SqlTelemetriaRepository, SystemClock } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../../config.js';

/** Wires the telemetry pipeline to its adapters; each door passes the EntityManager it runs in. */
@Injectable()
export class TelemetriaUseCases {
  readonly clock = new SystemClock();
  readonly regras: RegrasPosicao;

  constructor(@Inject(APP_CONFIG) cfg: AppConfig) {
    this.regras = { ...REGRAS_POSICAO_PADRAO, retencaoMs: cfg.retencaoPosicoesDias * 86_400_000 };
  }

  receberPosicoes(em: EntityManager): ReceberPosicoes {
    return new ReceberPosicoes(new SqlTelemetriaRepository(em), this.clock, this.regras);
  }
}

/** The answer of the HTTP doors: the counts, without each position's fate. */
export function resumo({ recebidas, gravadas, recusadas }: ResultadoRecebimento): ResultadoRecebimento {
  return { recebidas, gravadas, recusadas };
}
