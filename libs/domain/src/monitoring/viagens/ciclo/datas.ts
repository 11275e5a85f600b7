import { ValidationError } from '../../../shared/index.js';

/** What the trip windows send: ISO 8601, or the spec's 'yyyy-MM-dd HH:mm:00.000-0300' (spec 02 §5). */
const FORMATO = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A moment of a trip window (start, finish, cancel), or null when absent; a date without an
 * offset is Brasília's (-03:00). Anything else is a 400 on `campo`.
 */
export function lerMomentoViagem(valor: unknown, campo: string): Date | null {
  if (valor === undefined || valor === null || valor === '') return null;
  const m = typeof valor === 'string' ? FORMATO.exec(valor.trim()) : null;
  if (!m) throw ValidationError.campo(campo, 'não é uma data válida (use yyyy-MM-dd HH:mm:00.000-0300)');
  const offset = !m[3] ? '-03:00' : m[3] === 'Z' ? 'Z' : `${m[3].slice(0, 3)}:${m[3].slice(-2)}`;
  const d = new Date(`${m[1]}T${m[2]}${offset}`);
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 2100) throw ValidationError.campo(campo, 'não é uma data válida (use yyyy-MM-dd HH:mm:00.000-0300)');
  return d;
}
