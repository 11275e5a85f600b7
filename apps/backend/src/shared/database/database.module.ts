import { Global, Inject, Logger, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { configurarContagemGrid, openDatabase, sincronizarCatalogo, seedDemo, ScryptPasswordHasher, type Database } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../config.js';

export const DATABASE = Symbol('DATABASE');

/** The forks of a request's context, made when first asked for. */
class ForksSobDemanda extends Map<string, EntityManager> {
  private forkando = false;
  constructor(private readonly raiz: EntityManager) {
    super();
  }
  override get(nome: string): EntityManager | undefined {
    let em = super.get(nome);
    // fork() itself looks the context up: answer it as RequestContext.create does, with no fork yet.
    if (!em && nome === this.raiz.name && !this.forkando) {
      this.forkando = true;
      try {
        em = this.raiz.fork({ useContext: true }) as EntityManager;
      } finally {
        this.forkando = false;
      }
      this.set(nome, em);
    }
    return em;
  }
}

/**
 * Each request its own identity map (RequestContext), but forked only when the request uses the
 * database: a call answered from the session cache and a health check skip the fork, which was
 * ~5% of such a call's CPU. MikroORM's RequestContext.create forks at once; this runs the same
 * context on the same AsyncLocalStorage with a lazy map (MikroORM pinned at 6.6.16), and falls
 * back to create() if that storage is not where it was.
 */
function contextoPorRequisicao(em: EntityManager) {
  const storage = (RequestContext as unknown as { storage?: { run?: (ctx: RequestContext, fn: () => void) => void } }).storage;
  if (typeof storage?.run !== 'function') return (_req: unknown, _res: unknown, next: () => void) => RequestContext.create(em, next);
  return (_req: unknown, _res: unknown, next: () => void) => storage.run!(new RequestContext(new ForksSobDemanda(em)), next);
}

/**
 * Our own MikroORM module (STACK-NOTES.md: @mikro-orm/nestjs refuses NestJS 12): opens the
 * database, migrates, syncs reference data, seeds demo data, and gives each request its own
 * identity map through RequestContext.
 */
@Global()
@Module({})
export class DatabaseModule implements NestModule, OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DATABASE,
          inject: [APP_CONFIG],
          useFactory: async (cfg: AppConfig): Promise<Database> => {
            configurarContagemGrid({ estimarAcimaDe: cfg.gridEstimativaAcimaDe });
            const logger = new Logger('Banco');
            const db = await openDatabase({ url: cfg.databaseUrl, dataDir: cfg.dataDir, poolMax: cfg.poolMax, avisar: (texto) => logger.warn(texto) });
            const em = db.orm.em.fork();
            await sincronizarCatalogo(em);
            if (cfg.demo) await seedDemo(em, new ScryptPasswordHasher());
            return db;
          },
        },
        { provide: MikroORM, inject: [DATABASE], useFactory: (db: Database) => db.orm },
        { provide: EntityManager, inject: [DATABASE], useFactory: (db: Database) => db.orm.em },
      ],
      exports: [DATABASE, MikroORM, EntityManager],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(contextoPorRequisicao(this.db.orm.em)).forRoutes({ path: '{*caminho}', method: RequestMethod.ALL });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}
