import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { StatusExportacao } from '@gr/domain';
import { APP_CONFIG, type AppConfig } from '../../../config.js';
import { CadastroConsultaPortas } from '../cadastro-consulta.providers.js';
import { RelatoriosService } from './relatorios.service.js';

/**
 * Builds the registration reports asked for (ARCHITECTURE.md "long reports run as jobs with their
 * progress stored and shown"): every RELATORIO_JOB_SECONDS (default 5; 0 off) a round takes the
 * queued jobs one at a time until none is left. Each job is claimed by one statement with
 * `for update skip locked` (FilaRelatorios.reivindicar), so with several backend processes each
 * job is built once and no connection stays held between statements. Once an hour a round also
 * drops the jobs finished more than 7 days ago, files included.
 */
@Injectable()
export class RelatoriosJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('RelatoriosJob');
  private rodando = false;
  private limpoEm = 0;

  constructor(
    private readonly portas: CadastroConsultaPortas,
    private readonly servico: RelatoriosService,
    private readonly agenda: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.cfg.intervaloRelatoriosSegundos <= 0) return;
    const timer = setInterval(() => void this.rodada(), this.cfg.intervaloRelatoriosSegundos * 1000);
    timer.unref();
    // The schedule module clears it on shutdown.
    this.agenda.addInterval('relatorios-cadastro', timer);
  }

  /** Every queued job, one after another; a round still running when the timer fires again is left alone. */
  async rodada(): Promise<number> {
    if (this.rodando) return 0;
    this.rodando = true;
    let feitos = 0;
    try {
      while ((await this.rodar()) !== null) feitos++;
      if (Date.now() - this.limpoEm > 3_600_000) {
        this.limpoEm = Date.now();
        await this.portas.emContextoProprio(() => this.servico.apagarAntigos());
      }
    } catch (e) {
      this.logger.error(`relatórios: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      this.rodando = false;
    }
    return feitos;
  }

  /** One job: claims the next and builds it; null when there was none to take. */
  async rodar(): Promise<{ id: number; status: StatusExportacao } | null> {
    return this.portas.emContextoProprio(async () => {
      const feito = await this.servico.proximo();
      if (!feito) return null;
      this.logger.log(`relatório ${feito.id} (${feito.formato}): ${feito.status}`);
      return { id: feito.id, status: feito.status };
    });
  }
}
