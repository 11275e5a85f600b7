import { formatarReais } from '~/lib/mascaras';

/** How a chart's values read (pt-BR): whole numbers with thousands, or reais. */
export type FormatoValor = 'numero' | 'moeda';

const NUMERO = new Intl.NumberFormat('pt-BR');
const MOEDA_CURTA = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

const comoNumero = (v: unknown) => (typeof v === 'number' ? v : v === null || v === undefined || v === '' ? NaN : Number(v));

export function formatarValor(v: unknown, formato: FormatoValor = 'numero'): string {
  const n = comoNumero(v);
  if (!Number.isFinite(n)) return '—';
  return formato === 'moeda' ? formatarReais(n) : NUMERO.format(n);
}

/** An axis tick: short money (R$ 1,2 mil), numbers as they are. */
export function formatarEixo(v: unknown, formato: FormatoValor = 'numero'): string {
  const n = comoNumero(v);
  if (!Number.isFinite(n)) return '';
  return formato === 'moeda' ? MOEDA_CURTA.format(n).replace(/\u00a0/g, ' ') : NUMERO.format(n);
}

/** 'aaaa-mm-dd' of the API's day series → 'dd/mm'. */
export function diaCurto(dia: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia);
  return m ? `${m[3]}/${m[2]}` : dia;
}
