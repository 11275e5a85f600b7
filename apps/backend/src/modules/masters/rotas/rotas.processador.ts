import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MastersUseCases } from '../masters.providers.js';

/**
 * Re-traces routes in the background (`atualiza_rota` without a geometry): each job runs after the
 * answer, on an EntityManager fork of its own; a failure is recorded on the route
 * (processamento ERRO, erro_processamento) and never reaches the process. Shutdown waits for the
 * jobs under way; routes left PROCESSANDO by a previous process are taken up again at start.
 * Who asked is already on the route (username_update, written when it was marked PROCESSANDO).
 */
@Injectable()
export class RotasProcessador implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RotasProcessador');
  private readonly pendentes = new Set<Promise<void>>();

  constructor(private readonly casos: MastersUseCases) {}

  enfileirar(rotaId: number): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.casos.retracarEmSegundoPlano(rotaId))
      .then(
        () => undefined,
        (e: unknown) => this.logger.error(`rota ${rotaId}: ${e instanceof Error ? e.message : String(e)}`),
      )
      .finally(() => this.pendentes.delete(job));
    this.pendentes.add(job);
  }

  /** Resolves when every job queued so far has finished (tests, shutdown). */
  async aguardar(): Promise<void> {
    while (this.pendentes.size) await Promise.all([...this.pendentes]);
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      const ids = await this.casos.rotasEmProcessamento(1000);
      for (const id of ids) this.enfileirar(id);
    } catch (e) {
      this.logger.error(`retomada: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.aguardar();
  }
}
