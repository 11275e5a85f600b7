import type { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';
import { initOrm, migrar } from './orm.js';

export interface Database {
  orm: MikroORM;
  embedded: EmbeddedPostgres | null;
  close(): Promise<void>;
}

/** Opens DATABASE_URL, or the embedded PostgreSQL in DATA_DIR when it is unset, and migrates. */
export async function openDatabase(opts: { url?: string; dataDir: string; migrate?: boolean; poolMax?: number; avisar?: (texto: string) => void }): Promise<Database> {
  const embedded = opts.url ? null : await startEmbeddedPostgres(opts.dataDir);
  try {
    const orm = await initOrm({ url: opts.url ?? embedded!.url, embedded: !!embedded, poolMax: opts.poolMax, avisar: opts.avisar });
    if (opts.migrate !== false) await migrar(orm);
    return {
      orm,
      embedded,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
}
