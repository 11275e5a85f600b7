import type { FieldErrorBag } from '../shared/index.js';
import { MSG } from './campos.js';

/**
 * Values of the PGR and rapid-response forms (spec 03 §3 "Client PGR", "Quick response"): money
 * in R$ (numeric(14,2)), running hours 'HH:mm - HH:mm' and durations 'HH:mm:ss'.
 */
export const MSG_VALORES = {
  dinheiroInvalido: 'valor inválido (use 1.234,56)',
  dinheiroNegativo: 'não pode ser negativo',
  dinheiroMaximo: 'valor acima do permitido',
  horarioInvalido: "horário inválido (use 'HH:mm - HH:mm')",
  duracaoInvalida: "tempo inválido (use 'HH:mm:ss')",
} as const;

/** numeric(14,2): twelve digits before the decimal comma. */
export const DINHEIRO_MAXIMO = 999_999_999_999.99;

/**
 * Reads R$ from a number or a pt-BR text ('1.234,56', 'R$ 1.234,56', '1234,5', '1234'): the value
 * in reais rounded to cents, or null when blank; undefined when malformed. A text with a dot and no
 * comma is read as thousands only when the groups are of three digits ('1.234' is 1234); a lone
 * decimal dot ('12.5') is accepted as numbers typed by machines.
 */
export function parseDinheiro(valor: unknown): number | null | undefined {
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'number') return Number.isFinite(valor) ? Math.round(valor * 100) / 100 : undefined;
  if (typeof valor !== 'string') return undefined;
  let v = valor.trim().replace(/^R\$\s*/i, '');
  if (!v) return null;
  let sinal = 1;
  if (v.startsWith('-')) {
    sinal = -1;
    v = v.slice(1).trim();
  }
  let normal: string;
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(v) || /^\d+(,\d{1,2})?$/.test(v)) normal = v.replace(/\./g, '').replace(',', '.');
  else if (/^\d+\.\d{1,2}$/.test(v)) normal = v;
  else return undefined;
  const n = Number(normal);
  return Number.isFinite(n) ? sinal * Math.round(n * 100) / 100 : undefined;
}

/** A money field: non-negative, at most numeric(14,2); records its error in the bag. */
export function dinheiro(bag: FieldErrorBag, campo: string, valor: unknown, obrigatorio = false): number | null {
  const n = parseDinheiro(valor);
  if (n === undefined) {
    bag.add(campo, MSG_VALORES.dinheiroInvalido);
    return null;
  }
  if (n === null) {
    if (obrigatorio) bag.add(campo, MSG.obrigatorio);
    return null;
  }
  if (n < 0) bag.add(campo, MSG_VALORES.dinheiroNegativo);
  else if (n > DINHEIRO_MAXIMO) bag.add(campo, MSG_VALORES.dinheiroMaximo);
  return n;
}

/** R$ 1.234,56 (for exports and messages). */
export function formatarDinheiro(n: number): string {
  const [inteiro, centavos] = Math.abs(n).toFixed(2).split('.');
  return `${n < 0 ? '-' : ''}R$ ${inteiro!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${centavos}`;
}

/** 'HH:mm - HH:mm' with real hours (00–23) and minutes (00–59) on both sides of the dash. */
const HORARIO = /^((?:[01]\d|2[0-3]):[0-5]\d)\s*-\s*((?:[01]\d|2[0-3]):[0-5]\d)$/;

export interface HorarioRodagem {
  horario_rodagem: string;
  horario_rodagem_inicio: string;
  horario_rodagem_termino: string;
  /** Start after end: the window crosses midnight (e.g. '22:00 - 05:00'); flagged, not refused. */
  horario_rodagem_vira_dia: boolean;
}

/** 'HH:mm - HH:mm' (spaces around the dash optional); '25:00 - 07:00' is invalid. */
export function parseHorarioRodagem(valor: unknown): HorarioRodagem | null | undefined {
  if (valor === null || valor === undefined) return null;
  if (typeof valor !== 'string') return undefined;
  const v = valor.trim();
  if (!v) return null;
  const m = HORARIO.exec(v);
  if (!m) return undefined;
  const [inicio, termino] = [m[1]!, m[2]!];
  return { horario_rodagem: `${inicio} - ${termino}`, horario_rodagem_inicio: inicio, horario_rodagem_termino: termino, horario_rodagem_vira_dia: inicio > termino };
}

export function horarioRodagem(bag: FieldErrorBag, campo: string, valor: unknown): HorarioRodagem | null {
  const h = parseHorarioRodagem(valor);
  if (h === undefined) {
    bag.add(campo, MSG_VALORES.horarioInvalido);
    return null;
  }
  return h;
}

/** 'HH:mm:ss' (hours 00–99) as a duration; 'HH:mm' is completed with ':00'. */
export function duracao(bag: FieldErrorBag, campo: string, valor: unknown, obrigatorio = false): string | null {
  if (valor === null || valor === undefined || (typeof valor === 'string' && !valor.trim())) {
    if (obrigatorio) bag.add(campo, MSG.obrigatorio);
    return null;
  }
  const v = typeof valor === 'string' ? valor.trim() : '';
  const m = /^(\d{2}):([0-5]\d)(?::([0-5]\d))?$/.exec(v);
  if (!m) {
    bag.add(campo, MSG_VALORES.duracaoInvalida);
    return null;
  }
  return `${m[1]}:${m[2]}:${m[3] ?? '00'}`;
}
