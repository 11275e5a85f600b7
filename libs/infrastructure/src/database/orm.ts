import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTIDADES } from '../persistence/entities/index.js';
import { MIGRACOES } from '../persistence/migrations/index.js';

export interface DatabaseConfig {
  url: string;
  /** The embedded database accepts a single connection. */
  embedded: boolean;
  debug?: boolean;
}

export function ormOptions(cfg: DatabaseConfig): Options {
  return {
    clientUrl: cfg.url,
    entities: ENTIDADES,
    extensions: [Migrator],
    debug: cfg.debug ?? false,
    forceUtcTimezone: true,
    allowGlobalContext: false,
    pool: cfg.embedded ? { min: 0, max: 1 } : { min: 0, max: 20 },
    migrations: {
      migrationsList: MIGRACOES,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      tableName: 'mikro_orm_migrations',
      silent: true,
    },
    discovery: { warnWhenNoEntities: false },
  };
}

export async function initOrm(cfg: DatabaseConfig): Promise<MikroORM> {
  return MikroORM.init(ormOptions(cfg));
}

export async function migrar(orm: MikroORM): Promise<string[]> {
  const feitas = await orm.getMigrator().up();
  return feitas.map((m) => m.name);
}
