import { Global, Inject, Logger, Module, type OnApplicationShutdown, type OnModuleDestroy } from '@nestjs/common';
import type { AvisosViagens } from '@gr/domain';
import { AvisosViagensPeloCanal, type CanalAvisos } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../../config.js';
import { criarCanal } from '../../../shared/canais.js';
import { AtualizacoesViagensController } from './atualizacoes.controller.js';
import { MesaAoVivo } from './mesa-ao-vivo.js';

/** The channel of trip changes among the backend's processes. */
export const CANAL_VIAGENS = Symbol('CANAL_VIAGENS');
/** The port every trip writer gets (AvisosViagens): publishes on CANAL_VIAGENS. */
export const AVISOS_VIAGENS = Symbol('AVISOS_VIAGENS');

const logger = new Logger('Mesa ao vivo');

/** At most one warning a minute about failed publications (Redis down): the desk reloads periodically anyway. */
function avisarFalha(): (e: unknown) => void {
  let ultimo = 0;
  let perdidas = 0;
  return (e) => {
    perdidas++;
    if (Date.now() - ultimo < 60_000) return;
    ultimo = Date.now();
    logger.warn(`mudança de viagens não publicada (${perdidas} desde o início): ${e instanceof Error ? e.message : String(e)}`);
  };
}

/**
 * The live desk (issue 22; docs/decisoes.md "mesa ao vivo"): the channel of trip changes (Redis
 * pub/sub with REDIS_URL; this process alone otherwise: the embedded database is one process, and
 * a database server without Redis pushes each process's own changes), the port that publishes on
 * it, this process's desk that streams them, and its SSE endpoint. Global: the trip writers of
 * every module (telemetry, lifecycle, form, signal loss) get AVISOS_VIAGENS.
 */
@Global()
@Module({
  controllers: [AtualizacoesViagensController],
  providers: [
    {
      provide: CANAL_VIAGENS,
      inject: [APP_CONFIG],
      useFactory: async (cfg: AppConfig) =>
        (await criarCanal(cfg, 'viagens', { semRedis: 'local', logger, semCanal: 'as listas se atualizam só pela recarga periódica', esperar: false }))!,
    },
    { provide: AVISOS_VIAGENS, inject: [CANAL_VIAGENS], useFactory: (canal: CanalAvisos): AvisosViagens => new AvisosViagensPeloCanal(canal, avisarFalha()) },
    {
      provide: MesaAoVivo,
      inject: [CANAL_VIAGENS],
      useFactory: (canal: CanalAvisos) => {
        const mesa = new MesaAoVivo();
        canal.aoReceber((m) => mesa.receber(m));
        return mesa;
      },
    },
  ],
  exports: [AVISOS_VIAGENS],
})
export class AoVivoModule implements OnModuleDestroy, OnApplicationShutdown {
  constructor(
    @Inject(CANAL_VIAGENS) private readonly canal: CanalAvisos,
    private readonly mesa: MesaAoVivo,
  ) {}

  /** Before the HTTP server closes: open streams would keep it waiting. */
  onModuleDestroy(): void {
    this.mesa.parar();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.canal.fechar();
  }
}
