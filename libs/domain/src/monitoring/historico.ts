/**
 * The windows of a vehicle's position history (spec 02 §9 "Trip history windows: 1, 2, 4, 6, 24
 * hours"): the last N hours, or a period of at most 24 hours given by its start and end.
 */
import { FieldErrorBag, ValidationError } from '../shared/index.js';
import { lerDataHora } from './posicao.js';

export const JANELAS_HISTORICO_HORAS: readonly number[] = [1, 2, 4, 6, 24];
export const PERIODO_MAXIMO_HISTORICO_MS = 24 * 3600_000;

export interface JanelaHistorico {
  inicio: Date;
  fim: Date;
}

export const MENSAGEM_HORAS_HISTORICO = 'deve ser 1, 2, 4, 6 ou 24';

/** One of the history windows, as a query gives it ('2' or 2); anything else is a 400 on `horas` naming the allowed values. */
export function lerHorasHistorico(valor: unknown): number {
  const h = Number(valor);
  const inteiro = (typeof valor === 'string' || typeof valor === 'number') && /^\d+$/.test(String(valor));
  if (!inteiro || !JANELAS_HISTORICO_HORAS.includes(h)) throw ValidationError.campo('horas', MENSAGEM_HORAS_HISTORICO);
  return h;
}

/**
 * `horas` (one of 1, 2, 4, 6, 24, ending now), or `inicio` and `fim` (ISO 8601 with a time zone,
 * fim after inicio, at most 24 h apart; `fim` alone defaults to now). Nothing given: the last hour.
 */
export function janelaHistorico(q: { horas?: unknown; inicio?: unknown; fim?: unknown }, agora: Date): JanelaHistorico {
  const bag = new FieldErrorBag();
  const vazio = (v: unknown) => v === undefined || v === null || v === '';
  if (!vazio(q.horas)) {
    const h = lerHorasHistorico(q.horas);
    return { inicio: new Date(agora.getTime() - h * 3600_000), fim: agora };
  }
  if (vazio(q.inicio) && vazio(q.fim)) return { inicio: new Date(agora.getTime() - 3600_000), fim: agora };
  const data = (campo: 'inicio' | 'fim', v: unknown): Date | null => {
    const d = typeof v === 'string' && /[zZ]|[+-]\d{2}:?\d{2}$/.test(v.trim()) ? lerDataHora(v) : new Date(Number.NaN);
    if (Number.isNaN(d.getTime())) {
      bag.add(campo, 'deve ser uma data e hora ISO 8601 com fuso (ex.: 2026-11-22T08:00:00-03:00)');
      return null;
    }
    return d;
  };
  if (vazio(q.inicio)) bag.add('inicio', 'não pode ficar em branco');
  const inicio = vazio(q.inicio) ? null : data('inicio', q.inicio);
  const fim = vazio(q.fim) ? agora : data('fim', q.fim);
  if (inicio && fim) {
    if (fim <= inicio) bag.add('fim', 'deve ser depois do início');
    else if (fim.getTime() - inicio.getTime() > PERIODO_MAXIMO_HISTORICO_MS) bag.add('fim', 'o período máximo é de 24 horas');
  }
  bag.throwIfAny();
  return { inicio: inicio!, fim: fim! };
}
