import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ReceberPosicoes, REGRAS_POSICAO_PADRAO, type ObservadorTelemetria, type RegrasPosicao, type ResultadoRecebimento } from '@gr/domain';
import { SqlTelemetriaRepository, SystemClock } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../../config.js';

/** Wires the telemetry pipeline to its adapters; each door passes the EntityManager it runs in. */
@Injectable()
export class TelemetriaUseCases {
  readonly clock = new SystemClock();
  readonly regras: RegrasPosicao;
  private readonly logger = new Logger('Telemetria');
  /** Failures per pipeline stage since the process started, each one logged with the running count. */
  readonly falhasPorEtapa = new Map<string, number>();
  private readonly observador: ObservadorTelemetria = {
    falhou: (etapa, e) => {
      const n = (this.falhasPorEtapa.get(etapa) ?? 0) + 1;
      this.falhasPorEtapa.set(etapa, n);
      this.logger.error(`etapa ${etapa} do pipeline de telemetria falhou (${n} desde o início): ${e instanceof Error ? e.stack : String(e)}`);
    },
  };

  constructor(@Inject(APP_CONFIG) cfg: AppConfig) {
    this.regras = { ...REGRAS_POSICAO_PADRAO, retencaoMs: cfg.retencaoPosicoesDias * 86_400_000 };
  }

  receberPosicoes(em: EntityManager): ReceberPosicoes {
    return new ReceberPosicoes(new SqlTelemetriaRepository(em), this.clock, this.regras, this.observador);
  }
}

/** The answer of the HTTP doors: the counts, without each position's fate. */
export function resumo({ recebidas, gravadas, recusadas }: ResultadoRecebimento): ResultadoRecebimento {
  return { recebidas, gravadas, recusadas };
}
