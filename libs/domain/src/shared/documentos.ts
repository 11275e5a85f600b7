/** Brazilian document and plate rules (spec 01 §5, spec 03 §5 "Documents", "Masks"). */

export function somenteDigitos(valor: string | null | undefined): string {
  return (valor ?? '').replace(/\D+/g, '');
}

function digitoVerificador(base: string, pesoInicial: number): number {
  let soma = 0;
  let peso = pesoInicial;
  for (const c of base) {
    soma += Number(c) * peso;
    peso -= 1;
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function cpfValido(valor: string | null | undefined): boolean {
  const cpf = somenteDigitos(valor);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const d1 = digitoVerificador(cpf.slice(0, 9), 10);
  const d2 = digitoVerificador(cpf.slice(0, 10), 11);
  return d1 === Number(cpf[9]) && d2 === Number(cpf[10]);
}

function digitoCnpj(base: string): number {
  const pesos = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const soma = [...base].reduce((acc, c, i) => acc + Number(c) * pesos[i]!, 0);
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** Completes a 12-digit CNPJ base with its two check digits (demo data and tests). */
export function completarCnpj(base12: string): string {
  const d1 = digitoCnpj(base12);
  return `${base12}${d1}${digitoCnpj(base12 + d1)}`;
}

/** Completes a 9-digit CPF base with its two check digits (demo data and tests). */
export function completarCpf(base9: string): string {
  const d1 = digitoVerificador(base9, 10);
  return `${base9}${d1}${digitoVerificador(base9 + d1, 11)}`;
}

export function cnpjValido(valor: string | null | undefined): boolean {
  const cnpj = somenteDigitos(valor);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  return digitoCnpj(cnpj.slice(0, 12)) === Number(cnpj[12]) && digitoCnpj(cnpj.slice(0, 13)) === Number(cnpj[13]);
}

/** Old (ABC-1234 / ABC1234) and Mercosul (ABC1D23) plates, normalised without the dash. */
export function normalizarPlaca(valor: string | null | undefined): string {
  return (valor ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}
export function placaValida(valor: string | null | undefined): boolean {
  return /^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(normalizarPlaca(valor));
}
/**
 * A plate as shown (spec mask aaa-9999): the old format with its dash (ABC-1234); a Mercosul plate
 * (ABC1D23), with a letter in the fifth place, keeps none. Also shapes a plate being typed.
 */
export function formatarPlaca(valor: string | null | undefined): string {
  const p = normalizarPlaca(valor).slice(0, 7);
  if (p.length <= 3) return p;
  const quinto = p[4];
  if (quinto !== undefined && /[A-Z]/.test(quinto)) return p;
  return `${p.slice(0, 3)}-${p.slice(3)}`;
}

/** A stored phone (digits) as shown, (99)9999-9999 or (99)99999-9999; another length as it came. */
export function formatarTelefone(valor: string | null | undefined): string {
  const d = somenteDigitos(valor ?? '');
  if (d.length === 10) return `(${d.slice(0, 2)})${d.slice(2, 6)}-${d.slice(6)}`;
  if (d.length === 11) return `(${d.slice(0, 2)})${d.slice(2, 7)}-${d.slice(7)}`;
  return valor ?? '';
}

export function formatarCpf(valor: string): string {
  const d = somenteDigitos(valor);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : valor;
}
export function formatarCnpj(valor: string): string {
  const d = somenteDigitos(valor);
  return d.length === 14 ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : valor;
}

/** A CPF or a CNPJ by its number of digits (registrations hold either); anything else as it came. */
export function formatarDocumento(valor: string | null | undefined): string {
  const d = somenteDigitos(valor ?? '');
  return d.length === 11 ? formatarCpf(d) : d.length === 14 ? formatarCnpj(d) : (valor ?? '');
}

/** Every run of 11 or 14 digits in a text shown as CPF or CNPJ ('MOTORISTA 52998224725' → '… 529.982.247-25'). */
export function formatarDocumentosNoTexto(texto: string | null | undefined): string {
  return (texto ?? '').replace(/(?<!\d)(\d{14}|\d{11})(?!\d)/g, (d) => formatarDocumento(d));
}

export const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function emailValido(valor: string | null | undefined): boolean {
  return EMAIL_REGEX.test((valor ?? '').trim());
}
