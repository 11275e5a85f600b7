import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTIDADES } from '../persistence/entities/index.js';
import { MIGRACOES } from '../persistence/migrations/index.js';
import { repetirLeiturasUmaVez } from './leitura-repetida.js';

export interface DatabaseConfig {
  url: string;
  /** The embedded database accepts a single connection. */
  embedded: boolean;
  debug?: boolean;
  /** Connections to a server (DATABASE_POOL_MAX, default 20); the embedded database always has one. */
  poolMax?: number;
  /** Hears each read repeated after a lost connection. */
  avisar?: (texto: string) => void;
}

export const POOL_MAX_PADRAO = 20;

export function ormOptions(cfg: DatabaseConfig): Options {
  return {
    clientUrl: cfg.url,
    entities: ENTIDADES,
    extensions: [Migrator],
    debug: cfg.debug ?? false,
    forceUtcTimezone: true,
    allowGlobalContext: false,
    pool: cfg.embedded ? { min: 0, max: 1 } : { min: 0, max: cfg.poolMax ?? POOL_MAX_PADRAO },
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
  const orm = await MikroORM.init(ormOptions(cfg));
  repetirLeiturasUmaVez(orm.em.getKnex(), cfg.avisar);
  return orm;
}

export async function migrar(orm: MikroORM): Promise<string[]> {
  const feitas = await orm.getMigrator().up();
  return feitas.map((m) => m.name);
}
