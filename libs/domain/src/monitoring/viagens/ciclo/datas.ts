import { ValidationError } from '../../../shared/index.js';
import { lerDataViagem } from '../salvar/pedido.js';

/**
 * A moment of a trip window (start, finish, cancel), or null when absent: the form's one reader
 * (ISO 8601 or the spec's 'yyyy-MM-dd HH:mm:00.000-0300', Brasília without an offset), with this
 * century as the bound. Anything else is a 400 on `campo`.
 */
export function lerMomentoViagem(valor: unknown, campo: string): Date | null {
  if (valor === undefined || valor === null || valor === '') return null;
  const d = lerDataViagem(valor);
  if (!d || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 2100) throw ValidationError.campo(campo, 'não é uma data válida (use yyyy-MM-dd HH:mm:00.000-0300)');
  return d;
}
