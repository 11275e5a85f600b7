import { Migration20261122000001_identity } from './Migration20261122000001_identity.js';

/** Migrations in order; listed explicitly so the built app needs no file discovery. */
export const MIGRACOES = [{ name: 'Migration20261122000001_identity', class: Migration20261122000001_identity }];
