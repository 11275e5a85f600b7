import { FieldErrorBag } from './errors.js';

/**
 * The one grid query parser (ARCHITECTURE.md "HTTP API"): `page` (1-based), `rows`, `sidx`, `sord`,
 * `_search` and one parameter per filtered column, checked against a per-grid whitelist.
 * An unknown column is a validation error (400), never SQL.
 */
export type ColunaTipo = 'texto' | 'inteiro' | 'numero' | 'data' | 'booleano' | 'enum';

export interface ColunaGrid {
  tipo: ColunaTipo;
  filtravel?: boolean;
  ordenavel?: boolean;
  /** For 'enum': the accepted values. */
  valores?: readonly string[];
}

export interface GridSpec {
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
    const col = spec.colunas[sidx];
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
    const col = spec.colunas[chave];
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
        const n = /^-?\d{1,15}$/.test(valor) ? Number(valor) : NaN;
        if (Number.isNaN(n)) erros.add(chave, 'deve ser um número inteiro');
        else filtros.push({ campo: chave, tipo: 'inteiro', valor: n });
        break;
      }
      case 'numero': {
        const n = Number(valor.replace(/\./g, '').replace(',', '.'));
        if (!Number.isFinite(n)) erros.add(chave, 'deve ser um número');
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

export function gridPage<T>(query: GridQuery, records: number, rows: T[]): GridPage<T> {
  return { page: query.page, total: Math.max(1, Math.ceil(records / query.rows)), records, rows };
}
