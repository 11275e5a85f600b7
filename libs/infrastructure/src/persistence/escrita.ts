import type { Knex } from '@mikro-orm/knex';
import { BusinessRuleError, ConflictError, exigirSemReferencias } from '@gr/domain';

/** A table that points at a row: `coluna` holds the row's key; `onde` narrows it (e.g. active links). */
export interface Referencia {
  tabela: string;
  coluna: string;
  rotulo: string;
  onde?: string;
}

/** The labels of the references that still hold rows pointing at `valor`. */
export async function referenciasDe(db: Knex, refs: readonly Referencia[], valor: string | number): Promise<string[]> {
  if (!refs.length) return [];
  const partes = refs.map((r, i) => `select ${i} as i where exists (select 1 from ${r.tabela} where ${r.coluna} = ?${r.onde ? ` and ${r.onde}` : ''})`);
  const rows = (await db.raw(partes.join(' union all '), refs.map(() => valor))).rows as Array<{ i: number }>;
  return rows.map((r) => refs[r.i]!.rotulo);
}

/** PostgreSQL error code and constraint of a failed statement, when it is one. */
export function erroPg(e: unknown): { code: string; constraint?: string } | null {
  const x = e as { code?: unknown; constraint?: unknown } | null;
  return x && typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code) ? { code: x.code, constraint: typeof x.constraint === 'string' ? x.constraint : undefined } : null;
}

/** Runs `fn`, turning a unique violation of a known constraint into the rule's own error. */
export async function traduzindoUnicos<T>(fn: () => Promise<T>, porConstraint: Record<string, () => Error>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const pg = erroPg(e);
    const traduzir = pg?.code === '23505' && pg.constraint ? porConstraint[pg.constraint] : undefined;
    throw traduzir ? traduzir() : e;
  }
}

/**
 * Deletes a row after checking who refers to it (422 with the list, nothing removed). A reference
 * written between the check and the delete still fails on its foreign key (23503): same answer.
 */
export async function excluirSemReferencias(db: Knex, alvo: { tabela: string; chave: string; valor: string | number; oQue: string; refs: readonly Referencia[] }): Promise<boolean> {
  exigirSemReferencias(alvo.oQue, await referenciasDe(db, alvo.refs, alvo.valor));
  try {
    return (await db(alvo.tabela).where(alvo.chave, alvo.valor).delete()) > 0;
  } catch (e) {
    if (erroPg(e)?.code === '23503') throw new BusinessRuleError(`Não é possível excluir ${alvo.oQue}: outros registros ainda dependem deste. Nada foi removido.`);
    throw e;
  }
}

/** updated_at at millisecond precision, always moving forward, so a value read compares exactly. */
export const AGORA_VERSAO = "date_trunc('milliseconds', greatest(clock_timestamp(), updated_at + interval '1 millisecond'))";

/**
 * Updates row `id` only if its updated_at is still the one read (else ConflictError, 409), moving
 * updated_at forward; returns the row's `colunas`.
 */
export async function atualizarVersionado(
  db: Knex,
  alvo: { tabela: string; id: number; lido: Date; colunas: readonly string[]; unicos?: Record<string, () => Error> },
  dados: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const [row] = await traduzindoUnicos(
    () => db(alvo.tabela).update({ ...dados, updated_at: db.raw(AGORA_VERSAO) }).where({ id: alvo.id }).andWhere('updated_at', alvo.lido.toISOString()).returning(alvo.colunas as string[]),
    alvo.unicos ?? {},
  );
  if (!row) throw new ConflictError();
  return row;
}
