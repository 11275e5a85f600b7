import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: PGlite (PostgreSQL in WASM) with its
 * data folder on disk, served on 127.0.0.1 by pglite-socket so the ordinary `pg` driver connects
 * (STACK-NOTES.md). One connection only; a pid lock keeps a second process off the same folder.
 */
export interface EmbeddedPostgres {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

function processoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startEmbeddedPostgres(dataDirInformado: string): Promise<EmbeddedPostgres> {
  const dataDir = resolve(dataDirInformado);
  mkdirSync(dataDir, { recursive: true });
  const lock = join(dataDir, 'gr.pid');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    if (pid && pid !== process.pid && processoVivo(pid)) {
      throw new Error(`A pasta de dados ${dataDir} já está em uso pelo processo ${pid}. Encerre-o ou use outra pasta (DATA_DIR).`);
    }
  }
  writeFileSync(lock, String(process.pid));

  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const conn = server.getServerConn(); // "127.0.0.1:PORT"
  const url = `postgresql://postgres:postgres@${conn}/postgres`;
  let parado = false;
  return {
    url,
    dataDir,
    async stop() {
      if (parado) return;
      parado = true;
      await server.stop();
      await db.close();
      rmSync(lock, { force: true });
    },
  };
}
