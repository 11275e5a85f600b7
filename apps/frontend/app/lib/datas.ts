import { diaEmBrasilia } from '@gr/domain';
// Grid date format: one home in the domain library.
export { formatarData, formatarDataHora } from '@gr/domain';

/** A calendar day as the API sends it ('2028-05-31') shown as 31/05/2028. */
export function formatarDia(valor: string | null | undefined): string {
  if (!valor) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(valor);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : valor;
}

/** Today as 'yyyy-mm-dd' in America/Sao_Paulo (for date inputs). */
export function hojeIso(): string {
  return diaEmBrasilia();
}
