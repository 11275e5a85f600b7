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
/** What PostgreSQL sends for a timestamptz in a UTC session (MikroORM's forceUtcTimezone). */
const TIMESTAMP_PG_UTC = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.(\d{1,6}))?\+00$/;

/**
 * MikroORM keeps PostgreSQL timestamps as text; rows read through knex get ISO-8601 strings here
 * (the API's date format) so every reader sees one shape.
 */
/** A timestamp as PostgreSQL sends it as text, or a Date, to a Date. */
export function dataPg(v: unknown): Date {
  if (v instanceof Date) return v;
  return new Date(String(v).replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
}

/** The ISO-8601 text of a PostgreSQL timestamp text: by hand for UTC (every row of every grid), else through Date. */
function isoPg(v: string): string {
  const utc = TIMESTAMP_PG_UTC.exec(v);
  if (!utc) return dataPg(v).toISOString();
  // Date keeps milliseconds and drops the rest of the fraction; so does this.
  return `${v.slice(0, 10)}T${v.slice(11, 19)}.${((utc[1] ?? '') + '000').slice(0, 3)}Z`;
}

export function linhaJson<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const k in out) {
    const v = out[k];
    // Cheap shape check first: most strings are names and e-mails, not timestamps.
    if (typeof v === 'string' && v.length >= 22 && v.charCodeAt(10) === 32 && v.charCodeAt(4) === 45 && TIMESTAMP_PG.test(v)) out[k] = isoPg(v);
  }
  return out as T;
}

export type Escalar = string | number | boolean | null;

/**
 * A column of the batch as a PostgreSQL array literal, written here in one pass: node-postgres
 * would escape every element with regular expressions and knex would walk every element looking
 * for `undefined` — per batch, 27 arrays of up to 2,000 — which was a tenth of the app's time.
 * Text is quoted and escaped as node-postgres does; numbers as `String(n)`; null as NULL.
 */
export function literal<T>(linhas: readonly T[], f: (l: T) => Escalar): string {
  let s = '{';
  for (let i = 0; i < linhas.length; i++) {
    const v = f(linhas[i]!);
    if (i) s += ',';
    if (v === null || v === undefined) s += 'NULL';
    else if (typeof v === 'string') s += `"${v.replace(/["\\]/g, '\\$&')}"`;
    else if (typeof v === 'boolean') s += v ? 't' : 'f';
    else s += String(v);
  }
  return s + '}';
}
