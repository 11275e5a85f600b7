import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';

/**
 * The query builder bound to the em's open transaction, when there is one. Queries inside
 * `em.transactional()` must use it: the embedded database has one connection, and a query outside
 * the transaction would wait forever for it.
 */
export function kx(em: EntityManager): Knex {
  return (em.getTransactionContext<Knex.Transaction>() ?? em.getKnex()) as Knex;
}

/** Escapes LIKE wildcards so a filter value is matched as typed. */
export function likeContem(valor: string): string {
  return `%${valor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const TIMESTAMP_PG = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}(:\d{2})?$/;

/**
 * MikroORM keeps PostgreSQL timestamps as text; rows read through knex get ISO-8601 strings here
 * (the API's date format) so every reader sees one shape.
 */
/** A timestamp as PostgreSQL sends it as text, or a Date, to a Date. */
export function dataPg(v: unknown): Date {
  if (v instanceof Date) return v;
  return new Date(String(v).replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
}

export function linhaJson<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const [k, v] of Object.entries(out)) {
    if (typeof v === 'string' && TIMESTAMP_PG.test(v)) out[k] = dataPg(v).toISOString();
  }
  return out as T;
}
