import { formatarPlaca, somenteDigitos } from '@gr/domain';

/**
 * Input masks of spec 03 §5 "Masks", applied while typing (the server stores documents and phones
 * as digits and repeats the validation). The domain library validates; these only shape the text.
 * Each mask takes what is in the box and returns what the box should show.
 */
export type Mascara = (valor: string) => string;

function aplicar(digitos: string, molde: string): string {
  let saida = '';
  let i = 0;
  for (const c of molde) {
    if (i >= digitos.length) break;
    if (c === '9') saida += digitos[i++];
    else saida += c;
  }
  return saida;
}

/** 999.999.999-99 */
export const mascaraCpf: Mascara = (v) => aplicar(somenteDigitos(v).slice(0, 11), '999.999.999-99');

/** 99.999.999/9999-99 */
export const mascaraCnpj: Mascara = (v) => aplicar(somenteDigitos(v).slice(0, 14), '99.999.999/9999-99');

/** 99999-999 */
export const mascaraCep: Mascara = (v) => aplicar(somenteDigitos(v).slice(0, 8), '99999-999');

/** 99.999-999 (the client form's CEP). */
export const mascaraCepPontuado: Mascara = (v) => aplicar(somenteDigitos(v).slice(0, 8), '99.999-999');

/** (99)9999-9999 with an optional ninth digit: (99)99999-9999. */
export const mascaraTelefone: Mascara = (v) => {
  const d = somenteDigitos(v).slice(0, 11);
  return aplicar(d, d.length > 10 ? '(99)99999-9999' : '(99)9999-9999');
};

/** Digits only, at most `n` (CNH register and RENAVAM: 11). */
export const mascaraDigitos =
  (n: number): Mascara =>
  (v) =>
    somenteDigitos(v).slice(0, n);

/** Plates, uppercased: AAA-9999, or a Mercosul AAA9A99 without the dash (the domain's display rule). */
export const mascaraPlaca: Mascara = (v) => formatarPlaca(v);

/** dd/mm/aaaa (spec 03 §5 "Masks": date dd/mm/yyyy); a stored day (2028-05-31) shows as 31/05/2028. */
export const mascaraData: Mascara = (v) => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  return aplicar(somenteDigitos(v).slice(0, 8), '99/99/9999');
};

/**
 * Money in R$ (spec 03 §5 "Masks": '.' thousands, ',' decimal): typed digits fill from the cents,
 * as in a cash register ('123456' → 'R$ 1.234,56'). A value from the API is shown first with
 * formatarReais, which this mask keeps as it is.
 */
export const mascaraMoeda: Mascara = (v) => {
  const digitos = somenteDigitos(String(v)).replace(/^0+/, '').slice(0, 14);
  if (digitos === '') return String(v).trim() === '' ? '' : 'R$ 0,00';
  return formatarReais(Number(digitos) / 100);
};

/** 1234.5 → 'R$ 1.234,50' (pt-BR, 2 decimals). */
export function formatarReais(valor: number | string | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const n = typeof valor === 'number' ? valor : Number(valor);
  if (!Number.isFinite(n)) return String(valor);
  return n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u00a0/g, ' ');
}

/** 412.34 → '412,3 km' (pt-BR, one decimal). */
export function formatarKm(km: number | string | null | undefined): string {
  if (km === null || km === undefined || km === '') return '';
  const n = Number(km);
  if (!Number.isFinite(n)) return '';
  return `${n.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}

/** 'R$ 1.234,56' → 1234.56; empty → null; anything else → NaN (the server answers 400). */
export function lerReais(texto: string): number | null {
  const t = texto.replace(/R\$/g, '').replace(/\s/g, '');
  if (t === '') return null;
  if (!/^-?[\d.]*(,\d{1,2})?$/.test(t)) return Number.NaN;
  return Number(t.replace(/\./g, '').replace(',', '.'));
}

/** Running hours 'HH:mm - HH:mm' (spec 03 §3 "Client PGR"). */
export const mascaraIntervaloHoras: Mascara = (v) => aplicar(somenteDigitos(v).slice(0, 8), '99:99 - 99:99');

/** Time of day 'HH:mm:ss' (trip-situation execution and tolerance times). */
export const mascaraHora: Mascara = (v) => aplicar(somenteDigitos(v).slice(0, 6), '99:99:99');

/** Date and time 'dd/mm/aaaa HH:mm' (spec 02 §3 previsao_inicio_data, previsao_fim_data). */
export const mascaraDataHora: Mascara = (v) => aplicar(somenteDigitos(v).slice(0, 12), '99/99/9999 99:99');

/** Uppercase as typed (names, codes). */
export const mascaraMaiusculas: Mascara = (v) => v.toUpperCase();

export const MASCARAS = {
  cpf: mascaraCpf,
  cnpj: mascaraCnpj,
  cep: mascaraCep,
  cepPontuado: mascaraCepPontuado,
  telefone: mascaraTelefone,
  placa: mascaraPlaca,
  cnh: mascaraDigitos(11),
  renavam: mascaraDigitos(11),
  data: mascaraData,
  maiusculas: mascaraMaiusculas,
  moeda: mascaraMoeda,
  intervaloHoras: mascaraIntervaloHoras,
  hora: mascaraHora,
  dataHora: mascaraDataHora,
} as const;
export type NomeMascara = keyof typeof MASCARAS;

/** Masks whose text is all digits (numeric keyboard on phones). */
export const MASCARAS_NUMERICAS: readonly NomeMascara[] = ['cpf', 'cnpj', 'cep', 'cepPontuado', 'telefone', 'cnh', 'renavam', 'data', 'moeda', 'intervaloHoras', 'hora', 'dataHora'];

/** Stored values shown masked in grids and read-only places. */
export function exibir(nome: NomeMascara, valor: string | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  return MASCARAS[nome](String(valor));
}
