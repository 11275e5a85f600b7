import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { ChecklistsCasos } from './checklists.providers.js';

/**
 * Scheduled jobs of the checklists (issue 12): checklists past validity expire; automatic tests
 * are evaluated on the readings that arrived and closed at the 24-minute limit. Safe with two
 * backend processes: a round claims the PostgreSQL window `job|checklists` (limites_janela, the
 * same fixed-window counter as login throttling), and a process that is not the first in the
 * window skips it. No connection is held for it, so the embedded database's single connection
 * stays free; every change also locks its row and re-checks the state machine, so even
 * overlapping rounds change a checklist once.
 */
@Injectable()
export class ChecklistsJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ChecklistsJob');
  private timer?: NodeJS.Timeout;

  constructor(private readonly casos: ChecklistsCasos, @Inject(APP_CONFIG) private readonly cfg: AppConfig) {}

  onApplicationBootstrap(): void {
    if (this.cfg.intervaloChecklistsSegundos <= 0) return;
    this.timer = setInterval(() => {
      this.rodar().catch((e: unknown) => this.logger.error(`checklists: ${e instanceof Error ? e.message : String(e)}`));
    }, this.cfg.intervaloChecklistsSegundos * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async rodar(agora = new Date()): Promise<{ expirados: number; testes: number } | null> {
    const rodada = Math.max(1, this.cfg.intervaloChecklistsSegundos - 1);
    return this.casos.rodadaExclusiva('job|checklists', rodada, async () => {
      const expirados = await this.casos.expirarVencidos().executar();
      const testes = await this.casos.avaliarTestesEmAndamento().executar(agora);
      if (expirados || testes) this.logger.log(`checklists expirados: ${expirados}; testes automáticos concluídos: ${testes}`);
      return { expirados, testes };
    });
  }
}
