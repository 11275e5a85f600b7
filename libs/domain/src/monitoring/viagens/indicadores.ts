/**
 * What the trip lists show about a row (spec 02 §4, §9): the scheduled distance badge, the
 * progress bar and arrival text, the situation function keys and the text the situation
 * selector copies. Pure functions: the screens call them, the tests pin them.
 */

/** Distance from the origin above which a scheduled trip is flagged (spec 02 §9). */
export const DISTANCIA_LIMITE_KM = 15;
/** How long after the planned start a far vehicle becomes a danger (spec 02 §9). */
export const JANELA_ATRASO_MS = 2 * 60 * 60 * 1000;

export type EstiloSelo = 'perigo' | 'info' | 'aviso';

/**
 * Scheduled distance badge (spec 02 §4): above 15 km a danger when the planned start was more
 * than 2 hours ago, otherwise info; at or below 15 km info; no distance 'Sem posição' as warning.
 */
export function seloDistancia(distanciaKm: number | null | undefined, previsaoInicio: string | Date | null | undefined, agora: Date = new Date()): {
  estilo: EstiloSelo;
  texto: string;
} {
  if (distanciaKm === null || distanciaKm === undefined || !Number.isFinite(Number(distanciaKm))) return { estilo: 'aviso', texto: 'Sem posição' };
  const km = Number(distanciaKm);
  const texto = textoDistancia(km);
  if (km <= DISTANCIA_LIMITE_KM) return { estilo: 'info', texto };
  const inicio = previsaoInicio ? new Date(previsaoInicio).getTime() : NaN;
  const atrasada = Number.isFinite(inicio) && agora.getTime() - inicio > JANELA_ATRASO_MS;
  return { estilo: atrasada ? 'perigo' : 'info', texto };
}

/** Distance shown in KM when over 1, else in metres (spec 02 §9). */
export function textoDistancia(km: number): string {
  if (km > 1) return `${km.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KM`;
  return `${Math.round(km * 1000)} m`;
}

/**
 * Progress bar (spec 02 §4): late (red) when the distance covered is below the estimate, on time
 * (green) otherwise; the percentage rounded and capped at 100.
 */
export function progressoViagem(p: {
  percentual?: number | null;
  distancia_percorrida?: number | null;
  distancia_percorrida_estimada?: number | null;
}): { percentual: number; atrasada: boolean } {
  const bruto = Number(p.percentual ?? 0);
  const percentual = Math.max(0, Math.min(100, Math.round(Number.isFinite(bruto) ? bruto : 0)));
  const feita = Number(p.distancia_percorrida ?? 0);
  const estimada = Number(p.distancia_percorrida_estimada ?? 0);
  return { percentual, atrasada: feita < estimada };
}

/** Arrival text (spec 02 §4): under one hour (rounded hours 0) the vehicle is near its destination. */
export function textoChegada(horas: number | null | undefined): string | null {
  if (horas === null || horas === undefined || !Number.isFinite(Number(horas))) return null;
  const n = Math.round(Number(horas));
  if (n <= 0) return 'Veículo próximo ao destino';
  return `Tempo estimado para chegada de ${n} horas`;
}

/** F1 to F12 set these situation ids on the focused in-transit row (spec 02 §4). */
export const TECLAS_SITUACAO: Readonly<Record<string, number>> = {
  F1: 1, F2: 4, F3: 9, F4: 1, F5: 6, F6: 7, F7: 11, F8: 10, F9: 8, F10: 5, F11: 3, F12: 12,
};

/** The situation the selector shows: 2 when the trip is in transit and its situation is still 1 (spec 02 §4). */
export function situacaoExibida(status: number, situacaoId: number | null | undefined): number | null {
  if (status === 2 && situacaoId === 1) return 2;
  return situacaoId ?? null;
}

/** What the selector copies after a change: 'situação HH:mm DD-MM' in Brasília time (spec 02 §4). */
export function textoCopiaSituacao(situacao: string, quando: Date = new Date()): string {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', hourCycle: 'h23' })
      .formatToParts(quando)
      .map((p) => [p.type, p.value]),
  );
  return `${situacao} ${partes.hour}:${partes.minute} ${partes.day}-${partes.month}`;
}
