import { openDatabase, sincronizarCatalogo } from '@gr/infrastructure';
import { carregarConfig } from '../config.js';

/** Applies pending migrations and syncs reference data, without starting the server. */
const cfg = carregarConfig();
const db = await openDatabase({ url: cfg.databaseUrl, dataDir: cfg.dataDir });
await sincronizarCatalogo(db.orm.em.fork());
await db.close();
console.log('Banco migrado.');
