/**
 * The dashboards' period (spec 02 §7 "Dashboard": inicio_periodo and final_periodo, the current
 * month by default; issue 23: a period over a year is refused).
 */
import { parseDataBr, ValidationError } from '../../shared/index.js';

/** The same day a year later, in São Paulo: 01/01/2026 to 31/12/2026 passes, to 01/01/2027 does not. */
function umAnoDepois(de: Date): Date {
  const sp = new Date(de.getTime() - 3 * 3_600_000);
  return new Date(Date.UTC(sp.getUTCFullYear() + 1, sp.getUTCMonth(), sp.getUTCDate(), 3));
}

export const MENSAGENS_PERIODO = {
  data: 'deve ser uma data dd/mm/aaaa',
  ordem: 'deve ser igual ou posterior ao início do período',
  ano: 'o período deve ter no máximo um ano',
} as const;

export interface PeriodoDashboard {
  de: Date;
  ate: Date;
}

/** 'dd/mm/aaaa' (the API's dates) or 'aaaa-mm-dd' (a date input's), in America/Sao_Paulo. */
function lerData(valor: string, fimDoDia: boolean): Date | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor.trim());
  return parseDataBr(iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : valor, fimDoDia);
}

/** The month of `agora` in São Paulo: its first day at 00:00 to its last at 23:59:59.999. */
export function mesCorrente(agora: Date): PeriodoDashboard {
  const sp = new Date(agora.getTime() - 3 * 3_600_000);
  const ano = sp.getUTCFullYear(), mes = sp.getUTCMonth();
  return { de: new Date(Date.UTC(ano, mes, 1, 3)), ate: new Date(Date.UTC(ano, mes + 1, 1, 3) - 1) };
}

/**
 * The period asked for: either end may be left out (the current month's); a date that does not
 * parse, an end before the start or more than a year are 400 with the field's message.
 */
export function periodoDoDashboard(inicio: unknown, final: unknown, agora: Date): PeriodoDashboard {
  const padrao = mesCorrente(agora);
  // Absent or blank: the month's end; anything but one string (a repeated parameter, an object): refused.
  const texto = (v: unknown): string | undefined | null => (v === undefined || v === '' ? undefined : typeof v === 'string' ? v : null);
  const i = texto(inicio), f = texto(final);
  const de = i === undefined ? padrao.de : i === null ? undefined : lerData(i, false);
  const ate = f === undefined ? padrao.ate : f === null ? undefined : lerData(f, true);
  if (!de) throw ValidationError.campo('inicio_periodo', MENSAGENS_PERIODO.data);
  if (!ate) throw ValidationError.campo('final_periodo', MENSAGENS_PERIODO.data);
  if (ate < de) throw ValidationError.campo('final_periodo', MENSAGENS_PERIODO.ordem);
  if (ate >= umAnoDepois(de)) throw ValidationError.campo('final_periodo', MENSAGENS_PERIODO.ano);
  return { de, ate };
}
