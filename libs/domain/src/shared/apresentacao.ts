/**
 * Presentation rules both the server and the screens follow (spec 01 §2.2, §9; spec 03 §9
 * "Time and notices"): breadcrumbs, notice durations, grid dates, the empty-grid row and the pager's texts.
 */

/** Breadcrumbs hold at most 3 entries; one with a description already there replaces it in place. */
export interface Breadcrumb {
  descricao: string;
  url: string;
}
export const MAX_BREADCRUMBS = 3;

export function adicionarBreadcrumb(lista: readonly Breadcrumb[], item: Breadcrumb, max = MAX_BREADCRUMBS): Breadcrumb[] {
  const i = lista.findIndex((b) => b.descricao === item.descricao);
  if (i >= 0) return lista.map((b, j) => (j === i ? item : b));
  return [...lista, item].slice(-max);
}

/** Notice (toast) durations in milliseconds. */
export const DURACAO = {
  padrao: 5000,
  acessoNegado: 4000,
  copiado: 1200,
  confirmacao: 3000,
  salvar: 3000,
  recuperarSenha: 8000,
} as const;

/**
 * Made on first use, not when the module loads: building an Intl formatter costs a phone tens of
 * milliseconds, and a grid page that has no date to show yet should not pay it before it settles.
 */
let formatoDataHora: Intl.DateTimeFormat | undefined;
const FORMATO_DATA_HORA = () =>
  (formatoDataHora ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

/** Dates in grids: dd/mm/yyyy HH:mm:ss in America/Sao_Paulo. */
export function formatarDataHora(valor: string | number | Date | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const data = valor instanceof Date ? valor : new Date(valor);
  if (Number.isNaN(data.getTime())) return String(valor);
  const p = Object.fromEntries(FORMATO_DATA_HORA().formatToParts(data).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** A day as dd/mm/yyyy: a calendar day ('2026-03-01') as it is, an instant as its day in America/Sao_Paulo. */
export function formatarData(valor: string | number | Date | null | undefined): string {
  if (typeof valor === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(valor)) return `${valor.slice(8, 10)}/${valor.slice(5, 7)}/${valor.slice(0, 4)}`;
  return formatarDataHora(valor).slice(0, 10);
}

/** The empty-grid row: 'NENHUM USUÁRIO FOI ENCONTRADO NESTA PESQUISA...' (NENHUMA ... ENCONTRADA for feminine nouns). */
export function textoGridVazio(substantivo: string, feminino = false): string {
  return feminino
    ? `NENHUMA ${substantivo} FOI ENCONTRADA NESTA PESQUISA...`
    : `NENHUM ${substantivo} FOI ENCONTRADO NESTA PESQUISA...`;
}

/** A whole number with pt-BR thousands (1.234.567), as Intl.NumberFormat('pt-BR') writes it, without building one (every grid's pager shows these). */
const NUMERO = { format: (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.') };

/** An estimate as people say it: two significant digits (100.234 → 100.000, 6.563 → 6.600). */
export function arredondarEstimativa(n: number): number {
  if (n < 100) return Math.round(n);
  const escala = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / escala) * escala;
}

/**
 * The grid pager's texts. With an estimated total (records_estimado) they say so: "de ~6.667"
 * pages and "Exibindo 31 - 45 de cerca de 100.000", so nobody reads the estimate as a count.
 */
export function textosPaginador(p: { page: number; rows: number; total: number; records: number; estimado?: boolean }): {
  paginas: string;
  info: string;
  dica?: string;
} {
  const total = Math.max(1, p.total || 1);
  if (p.records === 0) return { paginas: `de ${NUMERO.format(total)}`, info: 'Nenhum registro' };
  const de = (p.page - 1) * p.rows + 1;
  const ate = Math.min(p.page * p.rows, p.records);
  if (!p.estimado) return { paginas: `de ${NUMERO.format(total)}`, info: `Exibindo ${NUMERO.format(de)} - ${NUMERO.format(ate)} de ${NUMERO.format(p.records)}` };
  return {
    paginas: `de ~${NUMERO.format(total)}`,
    info: `Exibindo ${NUMERO.format(de)} - ${NUMERO.format(ate)} de cerca de ${NUMERO.format(arredondarEstimativa(p.records))}`,
    dica: 'Total estimado pelo banco de dados; filtre a lista para ver a contagem exata.',
  };
}

/** One formatter for every call (a grid's default filter asks for today on each render), made on first use. */
let formatoDia: Intl.DateTimeFormat | undefined;

/** The day of an instant in Brasília (America/Sao_Paulo) as 'yyyy-mm-dd': "today" for every rule and screen. */
export function diaEmBrasilia(data: Date = new Date()): string {
  return (formatoDia ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' })).format(data);
}
