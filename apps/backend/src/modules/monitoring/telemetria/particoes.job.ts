import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { TelemetriaUseCases } from './telemetria.providers.js';

/**
 * Keeps the daily partitions of `posicoes`: today and the next days created ahead, those past the
 * retention (POSITIONS_RETENTION_DAYS) dropped (ManterParticoesPosicoes). Every process runs it;
 * creating and dropping take an advisory lock and are idempotent, so two processes running it at
 * once do the work once.
 */
@Injectable()
export class ParticoesPosicoesJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('ParticoesPosicoes');

  constructor(private readonly casos: TelemetriaUseCases) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.manter();
  }

  @Cron(CronExpression.EVERY_HOUR)
  async manter(agora = new Date()): Promise<{ descartadas: string[] }> {
    const r = await this.casos.manterParticoes().executar(agora);
    if (r.descartadas.length) this.logger.log(`partições de posições descartadas: ${r.descartadas.join(', ')}`);
    return r;
  }
}
