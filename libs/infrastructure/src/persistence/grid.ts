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

/** EXPLAIN's row estimate of a query (nothing is read); undefined when the plan cannot be read. */
async function explicar(qb: Knex.QueryBuilder): Promise<number | undefined> {
  const { sql, bindings } = qb.toSQL();
  const cliente = (qb as unknown as { client: Knex.Client }).client;
  const r = (await cliente.raw(`explain (format json) ${sql}`, bindings as Knex.RawBinding[])) as { rows?: Array<Record<string, unknown>> };
  const plano = r.rows?.[0]?.['QUERY PLAN'] as Array<{ Plan?: { 'Plan Rows'?: unknown } }> | undefined;
  const linhas = Number(plano?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(linhas) ? linhas : undefined;
}

async function estimativaGuardada(chave: string, consulta: () => Knex.QueryBuilder): Promise<number | undefined> {
  const agora = Date.now();
  const guardada = estimativas.get(chave);
  if (guardada && guardada.ate > agora) return guardada.linhas;
  const linhas = await explicar(consulta());
  if (linhas === undefined) return undefined;
  if (estimativas.size >= MAXIMO_ESTIMATIVAS) estimativas.delete(estimativas.keys().next().value!);
  estimativas.set(chave, { linhas, ate: agora + VALIDADE_ESTIMATIVA_MS });
  return linhas;
}

/**
 * The planner's estimate of the rows `qb` returns (EXPLAIN, nothing is read): it follows the
 * grid's own joins and its scope conditions, and costs a plan, not a scan. Reused for a few
 * seconds per SQL text and values. Undefined when the plan cannot be read.
 */
export async function estimarLinhas(qb: Knex.QueryBuilder): Promise<number | undefined> {
  const { sql, bindings } = qb.toSQL();
  return estimativaGuardada(`${sql}\u0000${JSON.stringify(bindings)}`, () => qb);
}

/** The select list of a grid's columns, written once per grid: knex need not parse and quote it on every page. */
const listasSelect = new WeakMap<ColunasSql, string>();
export function selecionarColunas(colunas: ColunasSql): (qb: Knex.QueryBuilder) => Knex.QueryBuilder {
  let lista = listasSelect.get(colunas);
  if (lista === undefined) {
    lista = Object.entries(colunas)
      .map(([nome, expr]) => `${expr} as "${nome}"`)
      .join(', ');
    listasSelect.set(colunas, lista);
  }
  const texto = lista;
  return (qb) => qb.select((qb as unknown as { client: Knex.Client }).client.raw(texto));
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
  const contar = () => filtrada(filtradas).clearSelect().clearOrder().count<{ count: string }[]>({ count: '*' }).first();
  const comFiltro = query.filtros.length > 0;
  if (comFiltro || limiteEstimativa <= 0) {
    const [contagem, rows] = await Promise.all([contar(), paginada.limit(query.rows).offset(query.offset)]);
    return gridPage(query, Number((contagem as unknown as { count: string } | undefined)?.count ?? 0), linhas(rows));
  }
  // Unfiltered: the page's SQL, compiled once, is both the estimate's key (every page of one grid
  // and scope shares it) and what runs, with limit and offset appended as knex would.
  const { sql, bindings } = paginada.toSQL();
  // Raw SQL with literal question marks would be read as placeholders: such a grid takes knex's own path.
  if (/\\\?|\?\?/.test(sql)) {
    const [contagem, rows] = await Promise.all([contar(), paginada.limit(query.rows).offset(query.offset)]);
    return gridPage(query, Number((contagem as unknown as { count: string } | undefined)?.count ?? 0), linhas(rows));
  }
  const cliente = (paginada as unknown as { client: Knex.Client }).client;
  const pagina = async () =>
    ((await cliente.raw(`${sql} limit ? offset ?`, [...(bindings as Knex.RawBinding[]), query.rows, query.offset])) as { rows: unknown[] }).rows;
  const estimativa = await estimativaGuardada(`${sql}\u0000${JSON.stringify(bindings)}`, () => filtrada(filtradas).clearSelect().clearOrder());
  if (modoContagem({ filtrada: false, estimativa, limite: limiteEstimativa }) === 'estimada') {
    return gridPageEstimada(query, estimativa!, linhas(await pagina()));
  }
  const [contagem, rows] = await Promise.all([contar(), pagina()]);
  return gridPage(query, Number((contagem as unknown as { count: string } | undefined)?.count ?? 0), linhas(rows));
}
