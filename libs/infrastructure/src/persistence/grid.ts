import type { Knex } from '@mikro-orm/knex';
import type { FiltroGrid, GridPage, GridQuery } from '@gr/domain';
import { gridPage } from '@gr/domain';
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

/**
 * Runs count and page. `base` selects from and joins the tables; it receives the columns the
 * query needs (only the filtered ones for the count, undefined for the page) so a grid can leave
 * out joins the count does not need. `select` lists the row columns.
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
  if (opts.semPaginacao) {
    const rows = ((await paginada.limit(opts.limite ?? 100_000)) as Array<Record<string, unknown>>).map(linhaJson) as T[];
    return { page: 1, total: 1, records: rows.length, rows };
  }
  const [contagem, rows] = await Promise.all([
    filtrada(filtradas).clearSelect().clearOrder().count<{ count: string }[]>({ count: '*' }).first(),
    paginada.limit(query.rows).offset(query.offset),
  ]);
  return gridPage(query, Number((contagem as unknown as { count: string } | undefined)?.count ?? 0), (rows as Array<Record<string, unknown>>).map(linhaJson) as T[]);
}
