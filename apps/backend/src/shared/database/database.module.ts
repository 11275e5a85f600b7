import { Global, Inject, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { configurarContagemGrid, openDatabase, sincronizarCatalogo, seedDemo, ScryptPasswordHasher, type Database } from '@gr/infrastructure';
import { APP_CONFIG, type AppConfig } from '../../config.js';

export const DATABASE = Symbol('DATABASE');

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
            const db = await openDatabase({ url: cfg.databaseUrl, dataDir: cfg.dataDir });
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
    consumer.apply((_req: unknown, _res: unknown, next: () => void) => RequestContext.create(this.db.orm.em, next)).forRoutes({ path: '{*caminho}', method: RequestMethod.ALL });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}
