import type { Knex } from '@mikro-orm/knex';
import type { FiltroGrid, GridPage, GridQuery } from '@gr/domain';
import { CONTAGEM_ESTIMADA_ACIMA_DE, gridPage, gridPageEstimada, modoContagem } from '@gr/domain';
import { likeContem, linhaJson } from './knex.js';

/**
 * Applies a parsed grid query (filters, order, page) to a base query. `colunas` maps each
 * whitelisted column of the grid to its SQL expression, written in code, never taken from input;
 * values always travel as bound parameters.
 */
export type ColunasSql = Record<string, string>;

function aplicarFiltro(qb: Knex.QueryBuilder, expr: string, f: FiltroGrid): void {
  switch (f.tipo) {
    case 'texto':
      // Text columns only (the grid spec says which): a trigram index can serve the ILIKE.
      qb.whereRaw(`${expr} ilike ? escape '\\'`, [likeContem(f.valor)]);
      break;
    case 'inteiro':
    case 'numero':
    case 'booleano':
    case 'enum':
      qb.whereRaw(`${expr} = ?`, [f.valor]);
      break;
    case 'data':
      qb.whereRaw(`${expr} between ? and ?`, [f.de, f.ate]);
      break;
  }
}

export function filtrarGrid(qb: Knex.QueryBuilder, query: Pick<GridQuery, 'filtros'>, colunas: ColunasSql): Knex.QueryBuilder {
  for (const f of query.filtros) {
    const expr = colunas[f.campo];
    if (!expr) throw new Error(`coluna sem expressão SQL: ${f.campo}`);
    aplicarFiltro(qb, expr, f);
  }
  return qb;
}

let limiteEstimativa = CONTAGEM_ESTIMADA_ACIMA_DE;

/** Sets, for the process, above how many estimated rows unfiltered grids answer an estimate (0: never). */
export function configurarContagemGrid(opts: { estimarAcimaDe: number }): void {
  limiteEstimativa = opts.estimarAcimaDe;
}

/** How long a planner estimate is reused: it moves only with ANALYZE and the table's growth. */
const VALIDADE_ESTIMATIVA_MS = 10_000;
const MAXIMO_ESTIMATIVAS = 1_000;
const estimativas = new Map<string, { linhas: number; ate: number }>();

/**
 * The planner's estimate of the rows `qb` returns (EXPLAIN, nothing is read): it follows the
 * grid's own joins and its scope conditions, and costs a plan, not a scan. Reused for a few
 * seconds per SQL text and values, so most pages pay no round trip for it. Undefined when the
 * plan cannot be read.
 */
export async function estimarLinhas(qb: Knex.QueryBuilder): Promise<number | undefined> {
  const { sql, bindings } = qb.toSQL();
  const chave = `${sql}\u0000${JSON.stringify(bindings)}`;
  const agora = Date.now();
  const guardada = estimativas.get(chave);
  if (guardada && guardada.ate > agora) return guardada.linhas;
  const cliente = (qb as unknown as { client: Knex.Client }).client;
  const r = (await cliente.raw(`explain (format json) ${sql}`, bindings as Knex.RawBinding[])) as { rows?: Array<Record<string, unknown>> };
  const plano = r.rows?.[0]?.['QUERY PLAN'] as Array<{ Plan?: { 'Plan Rows'?: unknown } }> | undefined;
  const linhas = Number(plano?.[0]?.Plan?.['Plan Rows']);
  if (!Number.isFinite(linhas)) return undefined;
  if (estimativas.size >= MAXIMO_ESTIMATIVAS) estimativas.delete(estimativas.keys().next().value!);
  estimativas.set(chave, { linhas, ate: agora + VALIDADE_ESTIMATIVA_MS });
  return linhas;
}

/**
 * Runs count and page. `base` selects from and joins the tables; it receives the columns the
 * query needs (only the filtered ones for the count, undefined for the page) so a grid can leave
 * out joins the count does not need. `select` lists the row columns.
 * An unfiltered grid whose planner estimate is above the limit answers that estimate
 * (`records_estimado`) instead of paying count(*) on every page (decisoes.md, "contagem estimada").
 * With `semPaginacao` (exports) it returns up to `limite` rows.
 */
export async function consultarGrid<T>(
  base: (colunasUsadas?: ReadonlySet<string>) => Knex.QueryBuilder,
  select: (qb: Knex.QueryBuilder) => Knex.QueryBuilder,
  query: GridQuery,
  colunas: ColunasSql,
  opts: { semPaginacao?: boolean; limite?: number; desempate?: string } = {},
): Promise<GridPage<T>> {
  const filtrada = (usadas?: ReadonlySet<string>) => filtrarGrid(base(usadas), query, colunas);
  const filtradas = new Set(query.filtros.map((f) => f.campo));
  const ordem = colunas[query.ordem.campo];
  if (!ordem) throw new Error(`coluna sem expressão SQL: ${query.ordem.campo}`);
  const dir = query.ordem.direcao === 'desc' ? 'desc' : 'asc';
  // No "nulls last": it would stop PostgreSQL from walking the column's index.
  const paginada = select(filtrada()).orderByRaw(`${ordem} ${dir}${opts.desempate && opts.desempate !== ordem ? `, ${opts.desempate} ${dir}` : ''}`);
  const linhas = (rows: unknown) => (rows as Array<Record<string, unknown>>).map(linhaJson) as T[];
  if (opts.semPaginacao) {
    const rows = linhas(await paginada.limit(opts.limite ?? 100_000));
    return { page: 1, total: 1, records: rows.length, rows };
  }
  const comFiltro = query.filtros.length > 0;
  const estimativa = comFiltro || limiteEstimativa <= 0 ? undefined : await estimarLinhas(filtrada(filtradas).clearSelect().clearOrder());
  if (modoContagem({ filtrada: comFiltro, estimativa, limite: limiteEstimativa }) === 'estimada') {
    return gridPageEstimada(query, estimativa!, linhas(await paginada.limit(query.rows).offset(query.offset)));
  }
  const [contagem, rows] = await Promise.all([
    filtrada(filtradas).clearSelect().clearOrder().count<{ count: string }[]>({ count: '*' }).first(),
    paginada.limit(query.rows).offset(query.offset),
  ]);
  return gridPage(query, Number((contagem as unknown as { count: string } | undefined)?.count ?? 0), linhas(rows));
}
