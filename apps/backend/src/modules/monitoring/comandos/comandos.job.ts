import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config.js';
import { ComandosUseCases } from './comandos.providers.js';

/**
 * The outbox worker: every few seconds (COMMAND_WORKER_SECONDS, default 5; 0 off) it sends what is
 * due through each channel's adapter — offline here: it records what it would send — and records
 * the outcome, retrying a failure with back-off (EnviarComandosPendentes). Rows are taken with
 * `for update skip locked`, so several backend processes share the queue without sending anything twice.
 */
@Injectable()
export class ComandosJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Comandos');
  private timer?: NodeJS.Timeout;
  private rodando = false;

  constructor(private readonly casos: ComandosUseCases, @Inject(APP_CONFIG) private readonly cfg: AppConfig) {}

  onApplicationBootstrap(): void {
    if (this.cfg.intervaloComandosSegundos <= 0) return;
    this.timer = setInterval(() => void this.enviar(), this.cfg.intervaloComandosSegundos * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async enviar(): Promise<{ enviados: number; falhas: number }> {
    if (this.rodando) return { enviados: 0, falhas: 0 };
    this.rodando = true;
    try {
      const r = await this.casos.enviarPendentes().executar();
      if (r.falhas) this.logger.warn(`${r.falhas} comando(s) não enviado(s); nova tentativa depois`);
      return r;
    } catch (e) {
      this.logger.error(`fila de comandos: ${e instanceof Error ? e.message : String(e)}`);
      return { enviados: 0, falhas: 0 };
    } finally {
      this.rodando = false;
    }
  }
}
