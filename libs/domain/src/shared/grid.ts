import { FieldErrorBag, ValidationError } from './errors.js';

/**
 * The one grid query parser (ARCHITECTURE.md "HTTP API"): `page` (1-based), `rows`, `sidx`, `sord`,
 * `_search` and one parameter per filtered column, checked against a per-grid whitelist.
 * An unknown column is a validation error (400), never SQL.
 */
export type ColunaTipo = 'texto' | 'inteiro' | 'numero' | 'data' | 'booleano' | 'enum';

export interface ColunaGrid {
  tipo: ColunaTipo;
  /**
   * The column's title, declared once: the screen's header (the frontend grid takes it from here)
   * and the spreadsheet's header row.
   */
  titulo: string;
  filtravel?: boolean;
  ordenavel?: boolean;
  /** For 'enum': the accepted values. */
  valores?: readonly string[];
  /**
   * Outside the grid's default view: hidden on the screen until the user shows it (or not on the
   * screen at all, like an id behind a name), and left out of an export that names no columns.
   */
  oculta?: boolean;
}

export interface GridSpec {
  /** In the order of the screen's default view, which an export that names no columns follows. */
  colunas: Record<string, ColunaGrid>;
  ordemPadrao: { campo: string; direcao: 'asc' | 'desc' };
  tamanhoPadrao: number;
  /** Largest page a caller may ask for. */
  tamanhoMaximo?: number;
}

export type FiltroGrid =
  | { campo: string; tipo: 'texto'; valor: string }
  | { campo: string; tipo: 'inteiro' | 'numero'; valor: number }
  | { campo: string; tipo: 'booleano'; valor: boolean }
  | { campo: string; tipo: 'enum'; valor: string }
  | { campo: string; tipo: 'data'; de: Date; ate: Date };

export interface GridQuery {
  page: number;
  rows: number;
  offset: number;
  ordem: { campo: string; direcao: 'asc' | 'desc' };
  filtros: FiltroGrid[];
}

export interface GridPage<T> {
  page: number;
  total: number;
  records: number;
  rows: T[];
  /** Present (true) when `records` is the database planner's estimate, not an exact count. */
  records_estimado?: true;
}

/** Query keys that are about paging or transport, never columns. */
const RESERVADOS = new Set(['page', 'rows', 'sidx', 'sord', '_search', 'nd', '_', '_data', 'formato', 'colunas', 'index']);

function inteiroPositivo(valor: string): number | undefined {
  if (!/^\d{1,9}$/.test(valor.trim())) return undefined;
  return Number(valor);
}

/** Parses 'dd/mm/yyyy' (or 'dd/mm/yyyy HH:mm') in America/Sao_Paulo (-03:00). */
export function parseDataBr(valor: string, fimDoDia = false): Date | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(valor.trim());
  if (!m) return undefined;
  const [, dd, mm, yyyy, hh, mi, ss] = m;
  const dia = Number(dd), mes = Number(mm), ano = Number(yyyy);
  const h = hh !== undefined ? Number(hh) : fimDoDia ? 23 : 0;
  const mn = mi !== undefined ? Number(mi) : fimDoDia ? 59 : 0;
  const s = ss !== undefined ? Number(ss) : fimDoDia ? 59 : 0;
  // 31/02, 24:00 and 10:75 are refused, never rolled over into the next month, day or hour.
  const diasDoMes = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  if (mes < 1 || mes > 12 || dia < 1 || dia > diasDoMes || h > 23 || mn > 59 || s > 59) return undefined;
  return new Date(Date.UTC(ano, mes - 1, dia, h + 3, mn, s, fimDoDia && hh === undefined ? 999 : 0));
}

/** 'dd/mm/yyyy - dd/mm/yyyy' or a single day. */
export function parsePeriodoBr(valor: string): { de: Date; ate: Date } | undefined {
  // One blank each side is enough to split: parseDataBr trims the rest.
  const partes = valor.split(/\s-\s|\saté\s/i);
  if (partes.length > 2) return undefined;
  const de = parseDataBr(partes[0]!);
  const ate = parseDataBr(partes[1] ?? partes[0]!, true);
  if (!de || !ate || ate < de) return undefined;
  return { de, ate };
}

export function parseGridQuery(raw: Record<string, unknown>, spec: GridSpec): GridQuery {
  const erros = new FieldErrorBag();
  const texto = (chave: string): string | undefined => {
    const v = raw[chave];
    if (Array.isArray(v)) return String(v[v.length - 1]);
    // null is an object too: absent, like a nested value (?page[a]=1).
    if (v === undefined || typeof v === 'object') return undefined;
    return String(v);
  };

  const maximo = spec.tamanhoMaximo ?? 1000;
  let page = 1;
  const pageRaw = texto('page');
  if (pageRaw !== undefined && pageRaw !== '') {
    const p = inteiroPositivo(pageRaw);
    if (p === undefined || p < 1) erros.add('page', 'deve ser um número inteiro maior ou igual a 1');
    else page = p;
  }
  let rows = spec.tamanhoPadrao;
  const rowsRaw = texto('rows');
  if (rowsRaw !== undefined && rowsRaw !== '') {
    const r = inteiroPositivo(rowsRaw);
    if (r === undefined || r < 1 || r > maximo) erros.add('rows', `deve ser um número inteiro entre 1 e ${maximo}`);
    else rows = r;
  }

  let ordem = spec.ordemPadrao;
  const sidx = texto('sidx');
  if (sidx) {
    const col = Object.hasOwn(spec.colunas, sidx) ? spec.colunas[sidx] : undefined;
    if (!col || col.ordenavel === false) erros.add('sidx', `coluna desconhecida para ordenação: ${sidx}`);
    else ordem = { campo: sidx, direcao: ordem.direcao };
  }
  const sord = texto('sord');
  if (sord) {
    const s = sord.toLowerCase();
    if (s !== 'asc' && s !== 'desc') erros.add('sord', 'deve ser asc ou desc');
    else ordem = { campo: ordem.campo, direcao: s };
  }

  const filtros: FiltroGrid[] = [];
  for (const chave of Object.keys(raw)) {
    if (RESERVADOS.has(chave)) continue;
    const col = Object.hasOwn(spec.colunas, chave) ? spec.colunas[chave] : undefined;
    if (!col || col.filtravel === false) {
      erros.add(chave, 'coluna desconhecida para filtro');
      continue;
    }
    const valor = (texto(chave) ?? '').trim();
    if (valor === '') continue;
    switch (col.tipo) {
      case 'texto':
        filtros.push({ campo: chave, tipo: 'texto', valor: valor.slice(0, 200) });
        break;
      case 'inteiro': {
        // Integer columns are int4: a filter past that range matches nothing and must not reach SQL.
        const n = /^-?\d{1,10}$/.test(valor) ? Number(valor) : NaN;
        if (Number.isNaN(n) || n < -2147483648 || n > 2147483647) erros.add(chave, 'deve ser um número inteiro');
        else filtros.push({ campo: chave, tipo: 'inteiro', valor: n });
        break;
      }
      case 'numero': {
        const n = /^-?[\d.]{1,18}(,\d{1,6})?$/.test(valor) ? Number(valor.replace(/\./g, '').replace(',', '.')) : NaN;
        if (!Number.isFinite(n) || Math.abs(n) >= 1e15) erros.add(chave, 'deve ser um número');
        else filtros.push({ campo: chave, tipo: 'numero', valor: n });
        break;
      }
      case 'booleano': {
        const v = valor.toLowerCase();
        if (['true', '1', 'sim', 's'].includes(v)) filtros.push({ campo: chave, tipo: 'booleano', valor: true });
        else if (['false', '0', 'nao', 'não', 'n'].includes(v)) filtros.push({ campo: chave, tipo: 'booleano', valor: false });
        else erros.add(chave, 'deve ser sim ou não');
        break;
      }
      case 'enum': {
        const v = valor.toUpperCase();
        if (!col.valores?.includes(v)) erros.add(chave, `valor inválido: ${valor}`);
        else filtros.push({ campo: chave, tipo: 'enum', valor: v });
        break;
      }
      case 'data': {
        const periodo = parsePeriodoBr(valor);
        if (!periodo) erros.add(chave, 'período inválido, use dd/mm/aaaa - dd/mm/aaaa');
        else filtros.push({ campo: chave, tipo: 'data', ...periodo });
        break;
      }
    }
  }
  erros.throwIfAny();
  return { page, rows, offset: (page - 1) * rows, ordem, filtros };
}

/** A spreadsheet column: the row's field and its header. */
export interface ColunaExportada {
  campo: string;
  titulo: string;
}

/** The default view's columns, in order, with their titles. */
export function colunasPadrao(spec: GridSpec): ColunaExportada[] {
  return Object.entries(spec.colunas)
    .filter(([, c]) => !c.oculta)
    .map(([campo, c]) => ({ campo, titulo: c.titulo }));
}

/**
 * The columns of an export (`formato=xlsx`): the caller's `colunas=campo[:Título],...` in its
 * order (a title left out is the grid's), or the default view when it names none. A column
 * outside the grid is a 400, like a filter.
 */
export function colunasExportacao(raw: unknown, spec: GridSpec): ColunaExportada[] {
  if (raw === undefined || raw === '') return colunasPadrao(spec);
  if (typeof raw !== 'string') throw ValidationError.campo('colunas', 'formato inválido');
  const pedidas = raw.split(',').map((par) => {
    const [campo, ...titulo] = par.split(':');
    return { campo: (campo ?? '').trim(), titulo: titulo.join(':').trim() };
  });
  const desconhecidas = pedidas.filter((c) => !Object.hasOwn(spec.colunas, c.campo));
  if (desconhecidas.length) throw ValidationError.campo('colunas', `coluna desconhecida: ${desconhecidas.map((c) => c.campo).join(', ')}`);
  return pedidas.map((c) => ({ campo: c.campo, titulo: c.titulo || spec.colunas[c.campo]!.titulo }));
}

export function gridPage<T>(query: GridQuery, records: number, rows: T[]): GridPage<T> {
  return { page: query.page, total: Math.max(1, Math.ceil(records / query.rows)), records, rows };
}

/**
 * Above how many estimated rows an unfiltered grid answers the planner's estimate instead of an
 * exact count (configurable: GRID_ESTIMATED_COUNT_ABOVE).
 */
export const CONTAGEM_ESTIMADA_ACIMA_DE = 10_000;

/**
 * How a grid page counts its records. An exact count(*) reads every matching row on every page,
 * which on a large table costs more than the page itself; an unfiltered grid over many rows shows
 * the planner's estimate instead ("cerca de 100.000"). A filtered grid counts exactly (the user is
 * looking for something, and "3 encontrados" must be true), and so does a small one, where the
 * count is cheap. No estimate, or a limit of 0, means exact.
 */
export function modoContagem(a: { filtrada: boolean; estimativa: number | undefined; limite: number }): 'exata' | 'estimada' {
  if (a.filtrada || a.limite <= 0 || a.estimativa === undefined || !Number.isFinite(a.estimativa)) return 'exata';
  return a.estimativa > a.limite ? 'estimada' : 'exata';
}

/**
 * A page whose total was estimated. The rows themselves tell more than the estimate where they
 * can: a page that is not full is the last one, so the count is exact (offset + rows); a full page
 * proves at least one more row may follow; an empty page past the end bounds the total by its offset.
 */
export function gridPageEstimada<T>(query: GridQuery, estimativa: number, rows: T[]): GridPage<T> {
  const vistos = query.offset + rows.length;
  if (rows.length < query.rows && (rows.length > 0 || query.offset === 0)) return gridPage(query, vistos, rows);
  let records = Math.max(0, Math.round(estimativa));
  if (rows.length === 0) records = Math.min(records, query.offset);
  else records = Math.max(records, vistos + 1);
  return { ...gridPage(query, records, rows), records_estimado: true };
}
