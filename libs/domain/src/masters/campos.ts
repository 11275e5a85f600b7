import { cnpjValido, cpfValido, emailValido, normalizarPlaca, placaValida, somenteDigitos, type FieldErrorBag } from '../shared/index.js';
import { ESTADOS_BR } from './constantes.js';

/**
 * Field rules of the master-data forms (spec 03 §5 "Documents", "Masks", "Employee"): each reads
 * one input value, records the field's error in the bag and returns the value as stored
 * (documents and phones digits only, codes uppercased, blanks as null).
 */
export const MSG = {
  obrigatorio: 'não pode ficar em branco',
  cpfInvalido: 'CPF inválido',
  cnpjInvalido: 'CNPJ inválido',
  placaInvalida: 'Placa inválida',
  telefoneInvalido: 'Telefone inválido',
  foneMinimo: 'deve ter no mínimo 11 dígitos',
  cepInvalido: 'CEP inválido',
  ufInvalida: 'UF inválida',
  renavamInvalido: 'RENAVAM inválido',
  cnhInvalida: 'CNH inválida',
  emailInvalido: 'não é um e-mail válido',
  dataInvalida: 'data inválida',
  tipoVinculoVazio: 'Tipo vínculo: não pode ser vazio',
  emUso: 'já está em uso',
  inexistente: 'não encontrado',
} as const;

type Entrada = string | number | null | undefined;

function bruto(valor: Entrada): string {
  return valor === null || valor === undefined ? '' : String(valor).trim();
}

export interface OpcoesTexto {
  obrigatorio?: boolean;
  max: number;
  /** Names, codes and addresses are kept uppercased, as the desk types them. */
  maiusculas?: boolean;
  min?: number;
}

export function texto(bag: FieldErrorBag, campo: string, valor: Entrada, o: OpcoesTexto): string | null {
  let v = bruto(valor).replace(/\s+/g, ' ');
  if (o.maiusculas) v = v.toUpperCase();
  if (!v) {
    if (o.obrigatorio) bag.add(campo, MSG.obrigatorio);
    return null;
  }
  if (v.length > o.max) bag.add(campo, `deve ter no máximo ${o.max} caracteres`);
  if (o.min && v.length < o.min) bag.add(campo, `deve ter no mínimo ${o.min} caracteres`);
  return v;
}

/** A value of a fixed list (types, colours); the input is uppercased first. */
export function opcao<T extends string>(bag: FieldErrorBag, campo: string, valor: Entrada, lista: readonly T[], obrigatorio = false): T | null {
  const v = bruto(valor).toUpperCase();
  if (!v) {
    if (obrigatorio) bag.add(campo, MSG.obrigatorio);
    return null;
  }
  if (!lista.includes(v as T)) {
    bag.add(campo, `deve ser um de: ${lista.join(', ')}`);
    return null;
  }
  return v as T;
}

export function cpf(bag: FieldErrorBag, campo: string, valor: Entrada, obrigatorio = true): string | null {
  const d = somenteDigitos(bruto(valor));
  if (!d) {
    if (obrigatorio) bag.add(campo, MSG.obrigatorio);
    return null;
  }
  if (!cpfValido(d)) bag.add(campo, MSG.cpfInvalido);
  return d;
}

export function cnpj(bag: FieldErrorBag, campo: string, valor: Entrada, obrigatorio = true): string | null {
  const d = somenteDigitos(bruto(valor));
  if (!d) {
    if (obrigatorio) bag.add(campo, MSG.obrigatorio);
    return null;
  }
  if (!cnpjValido(d)) bag.add(campo, MSG.cnpjInvalido);
  return d;
}

/** Plates are stored without the dash, uppercased; old (ABC1234) and Mercosul (ABC1D23). */
export function placa(bag: FieldErrorBag, campo: string, valor: Entrada): string | null {
  const p = normalizarPlaca(bruto(valor));
  if (!p) {
    bag.add(campo, MSG.obrigatorio);
    return null;
  }
  if (!placaValida(p)) bag.add(campo, MSG.placaInvalida);
  return p;
}

/** Phone mask (99)9999-9999 with an optional ninth digit: 10 or 11 digits; `minimo` 11 for fone1. */
export function telefone(bag: FieldErrorBag, campo: string, valor: Entrada, o: { obrigatorio?: boolean; minimo?: 10 | 11 } = {}): string | null {
  const d = somenteDigitos(bruto(valor));
  if (!d) {
    if (o.obrigatorio) bag.add(campo, MSG.obrigatorio);
    return null;
  }
  const minimo = o.minimo ?? 10;
  if (d.length > 11 || /^0/.test(d) || /^(\d)\1+$/.test(d)) bag.add(campo, MSG.telefoneInvalido);
  else if (d.length < minimo) bag.add(campo, minimo === 11 ? MSG.foneMinimo : MSG.telefoneInvalido);
  return d;
}

/** CEP 99999-999 (or 99.999-999): 8 digits. */
export function cep(bag: FieldErrorBag, campo: string, valor: Entrada): string | null {
  const d = somenteDigitos(bruto(valor));
  if (!d) return null;
  if (d.length !== 8 || /^0{8}$/.test(d)) bag.add(campo, MSG.cepInvalido);
  return d;
}

export function ufValida(valor: string): boolean {
  return ESTADOS_BR.some((e) => e.uf === valor);
}

export function uf(bag: FieldErrorBag, campo: string, valor: Entrada, obrigatorio = false): string | null {
  const v = bruto(valor).toUpperCase();
  if (!v) {
    if (obrigatorio) bag.add(campo, MSG.obrigatorio);
    return null;
  }
  if (!ufValida(v)) bag.add(campo, MSG.ufInvalida);
  return v;
}

export function email(bag: FieldErrorBag, campo: string, valor: Entrada): string | null {
  const v = bruto(valor).toLowerCase();
  if (!v) return null;
  if (v.length > 150) bag.add(campo, 'deve ter no máximo 150 caracteres');
  else if (!emailValido(v)) bag.add(campo, MSG.emailInvalido);
  return v;
}

/** RENAVAM: 11 digits, the last a check digit over the first ten (weights 3,2,9,8,7,6,5,4,3,2). */
export function renavamValido(valor: string | null | undefined): boolean {
  const d = somenteDigitos(valor);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  return digitoRenavam(d.slice(0, 10)) === Number(d[10]);
}
function digitoRenavam(base10: string): number {
  const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const soma = [...base10].reduce((acc, c, i) => acc + Number(c) * pesos[i]!, 0);
  const dv = (soma * 10) % 11;
  return dv === 10 ? 0 : dv;
}
/** Completes a 10-digit RENAVAM base with its check digit (demo data and tests). */
export function completarRenavam(base10: string): string {
  return `${base10}${digitoRenavam(base10)}`;
}

export function renavam(bag: FieldErrorBag, campo: string, valor: Entrada): string | null {
  const d = somenteDigitos(bruto(valor));
  if (!d) return null;
  if (!renavamValido(d)) bag.add(campo, MSG.renavamInvalido);
  return d;
}

/** CNH register: 11 digits (spec 03 §5 "Masks"), not all the same. */
export function registroCnh(bag: FieldErrorBag, campo: string, valor: Entrada, obrigatorio = false): string | null {
  const d = somenteDigitos(bruto(valor));
  if (!d) {
    if (obrigatorio) bag.add(campo, MSG.obrigatorio);
    return null;
  }
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) bag.add(campo, MSG.cnhInvalida);
  return d;
}

/** 'yyyy-mm-dd' or 'dd/mm/yyyy' to 'yyyy-mm-dd' (a calendar day, no time zone). */
export function dataDia(bag: FieldErrorBag, campo: string, valor: Entrada): string | null {
  const v = bruto(valor);
  if (!v) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(v);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  if (!iso && !br) {
    bag.add(campo, MSG.dataInvalida);
    return null;
  }
  const partes = iso ? [iso[1]!, iso[2]!, iso[3]!] : [br![3]!, br![2]!, br![1]!];
  const [ano, mes, dia] = partes.map(Number) as [number, number, number];
  // 31/02 is refused, not rolled over: the day must be within its month.
  if (ano < 1900 || ano > 2200 || mes < 1 || mes > 12 || dia < 1 || dia > new Date(Date.UTC(ano, mes, 0)).getUTCDate()) {
    bag.add(campo, MSG.dataInvalida);
    return null;
  }
  return partes.join('-');
}

/** An integer within a range, or null when blank. */
export function inteiro(bag: FieldErrorBag, campo: string, valor: Entrada, min: number, max: number, obrigatorio = false): number | null {
  const v = bruto(valor);
  if (!v) {
    if (obrigatorio) bag.add(campo, MSG.obrigatorio);
    return null;
  }
  if (!/^-?\d{1,9}$/.test(v) || Number(v) < min || Number(v) > max) {
    bag.add(campo, `deve ser um número inteiro entre ${min} e ${max}`);
    return null;
  }
  return Number(v);
}
