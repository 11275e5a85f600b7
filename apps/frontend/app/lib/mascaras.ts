import { normalizarPlaca, somenteDigitos } from '@gr/domain';

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

/**
 * Plates, uppercased: the old format shows as AAA-9999 (spec mask aaa-9999); a Mercosul plate
 * (AAA9A99) has a letter in the fifth place and keeps no dash.
 */
export const mascaraPlaca: Mascara = (v) => {
  const p = normalizarPlaca(v).slice(0, 7);
  if (p.length <= 3) return p;
  const quinto = p[4];
  if (quinto !== undefined && /[A-Z]/.test(quinto)) return p;
  return `${p.slice(0, 3)}-${p.slice(3)}`;
};

/** dd/mm/aaaa (spec 03 §5 "Masks": date dd/mm/yyyy); a stored day (2028-05-31) shows as 31/05/2028. */
export const mascaraData: Mascara = (v) => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  return aplicar(somenteDigitos(v).slice(0, 8), '99/99/9999');
};

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
} as const;
export type NomeMascara = keyof typeof MASCARAS;

/** Masks whose text is all digits (numeric keyboard on phones). */
export const MASCARAS_NUMERICAS: readonly NomeMascara[] = ['cpf', 'cnpj', 'cep', 'cepPontuado', 'telefone', 'cnh', 'renavam', 'data'];

/** Stored values shown masked in grids and read-only places. */
export function exibir(nome: NomeMascara, valor: string | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  return MASCARAS[nome](String(valor));
}
