import { data } from '@remix-run/node';
import type { ResultadoFormulario } from '~/components/form';
import type { RespostaApi } from './api.server';

/**
 * Server half of the form kit: an API failure becomes `{ errors, error }` for the form — a 400's
 * field errors, a 5xx as 'Erro interno do servidor!' (spec 03 §8), otherwise the server's text.
 */
export function falhaFormulario(r: Extract<RespostaApi<unknown>, { ok: false }>, padrao = 'Não foi possível salvar') {
  const corpo: ResultadoFormulario =
    r.status >= 500 ? { error: 'Erro interno do servidor!' } : { errors: r.errors, error: r.error ?? (r.errors ? undefined : padrao) };
  return data(corpo, { status: r.status });
}

export function texto(form: FormData, nome: string): string {
  const v = form.get(nome);
  return typeof v === 'string' ? v.trim() : '';
}

export function booleano(form: FormData, nome: string): boolean {
  return form.getAll(nome).includes('true');
}

export function inteiroOuNulo(form: FormData, nome: string): number | null {
  const v = texto(form, nome);
  return /^\d+$/.test(v) ? Number(v) : null;
}

export function inteiros(form: FormData, nome: string): number[] {
  return form
    .getAll(nome)
    .map(String)
    .filter((v) => /^\d+$/.test(v))
    .map(Number);
}
