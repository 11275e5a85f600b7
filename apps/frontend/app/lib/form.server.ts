import { data } from '@remix-run/node';
import type { ResultadoFormulario } from '~/components/form';
import type { RespostaApi } from './api.server';

/** Server half of the form kit: an API failure becomes `{ errors, error }` for the form. */
export function falhaFormulario(r: Extract<RespostaApi<unknown>, { ok: false }>) {
  const corpo: ResultadoFormulario = { errors: r.errors, error: r.error };
  if (!r.errors && !r.error) corpo.error = 'Não foi possível salvar';
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
