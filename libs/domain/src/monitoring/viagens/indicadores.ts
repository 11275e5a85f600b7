/**
 * The situation selector of the in-transit lists (spec 02 §4): the function keys and the
 * situation it shows. (The distance badge, progress bar and arrival text are grids.ts's; the
 * copied time is ciclo's horaDaSituacao.)
 */

/** F1 to F12 set these situation ids on the focused in-transit row (spec 02 §4). */
export const TECLAS_SITUACAO: Readonly<Record<string, number>> = {
  F1: 1, F2: 4, F3: 9, F4: 1, F5: 6, F6: 7, F7: 11, F8: 10, F9: 8, F10: 5, F11: 3, F12: 12,
};

/** The situation the selector shows: 2 when the trip is in transit and its situation is still 1 (spec 02 §4). */
export function situacaoExibida(status: number, situacaoId: number | null | undefined): number | null {
  if (status === 2 && situacaoId === 1) return 2;
  return situacaoId ?? null;
}
