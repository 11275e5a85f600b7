import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config.js';
import { PerdaSinalCasos } from './perda-sinal.providers.js';

/**
 * The signal-loss watch of trips (issue 22, decision 39): every SIGNAL_LOSS_JOB_SECONDS (default
 * 60; 0 off) the watched trips whose vehicle is silent past the PGR's time get their loss recorded
 * once (VerificarPerdaDeSinal). Safe with two backend processes: each loss is marked on its trip
 * by a conditional update, so only one process records it; no connection is held between rounds.
 */
@Injectable()
export class PerdaSinalJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PerdaSinal');
  private timer?: NodeJS.Timeout;
  private rodando = false;

  constructor(private readonly casos: PerdaSinalCasos, @Inject(APP_CONFIG) private readonly cfg: AppConfig) {}

  onApplicationBootstrap(): void {
    if (this.cfg.intervaloPerdaSinalSegundos <= 0) return;
    this.timer = setInterval(() => void this.rodar(), this.cfg.intervaloPerdaSinalSegundos * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async rodar(agora = new Date()): Promise<number> {
    if (this.rodando) return 0;
    this.rodando = true;
    try {
      const n = await this.casos.verificar(agora);
      if (n) this.logger.log(`perda de sinal registrada em ${n} viagem(ns)`);
      return n;
    } catch (e) {
      this.logger.error(`perda de sinal: ${e instanceof Error ? e.message : String(e)}`);
      return 0;
    } finally {
      this.rodando = false;
    }
  }
}
