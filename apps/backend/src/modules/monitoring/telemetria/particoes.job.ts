import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/postgresql';
import { ParticoesPosicoes } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../../config.js';

const DIA_MS = 86_400_000;
/** Days created ahead, so the first positions of a day never wait for DDL. */
const DIAS_ADIANTE = 3;

/**
 * Keeps the daily partitions of `posicoes`: today and the next days created ahead, those past the
 * retention (POSITIONS_RETENTION_DAYS) dropped. Every process runs it; creating and dropping take
 * an advisory lock and are idempotent, so two processes running it at once do the work once.
 */
@Injectable()
export class ParticoesPosicoesJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('ParticoesPosicoes');

  constructor(private readonly orm: MikroORM, @Inject(APP_CONFIG) private readonly cfg: AppConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.manter();
  }

  @Cron(CronExpression.EVERY_HOUR)
  async manter(agora = new Date()): Promise<{ descartadas: string[] }> {
    const particoes = new ParticoesPosicoes(this.orm.em.fork());
    await particoes.garantir(Array.from({ length: DIAS_ADIANTE + 1 }, (_, i) => new Date(agora.getTime() + i * DIA_MS)));
    const descartadas = await particoes.descartarAntesDe(new Date(agora.getTime() - this.cfg.retencaoPosicoesDias * DIA_MS));
    if (descartadas.length) this.logger.log(`partições de posições descartadas: ${descartadas.join(', ')}`);
    return { descartadas };
  }
}
