/**
 * TEMPORARY until main has H3's grids.ts and H4's ciclo (issue 21): the same signatures, so the
 * switch is an import change. Delete this file when '@gr/domain' exports them.
 */
export const LIMITE_DISTANCIA_ORIGEM_KM = 15;
const JANELA = 2 * 3_600_000;

export function badgeDistanciaAgendada(distanciaKm: number | null | undefined, previsaoInicio: Date | null, agora: Date): { texto: string; estilo: 'danger' | 'info' | 'warning' } {
  if (distanciaKm === null || distanciaKm === undefined || !Number.isFinite(distanciaKm)) return { texto: 'Sem posição', estilo: 'warning' };
  const texto = distanciaKm > 1 ? `${distanciaKm.toFixed(2).replace('.', ',')} KM` : `${Math.round(distanciaKm * 1000)} M`;
  if (distanciaKm <= LIMITE_DISTANCIA_ORIGEM_KM) return { texto, estilo: 'info' };
  return { texto, estilo: previsaoInicio !== null && agora.getTime() - previsaoInicio.getTime() > JANELA ? 'danger' : 'info' };
}

export function barraProgresso(percentual: number | null | undefined, feita: number | null | undefined, estimada: number | null | undefined) {
  if (percentual === null || percentual === undefined || !Number.isFinite(percentual)) return null;
  const atrasada = feita != null && estimada != null && feita < estimada;
  return { cor: atrasada ? ('vermelho' as const) : ('verde' as const), atrasada, percentual: Math.min(100, Math.max(0, Math.round(percentual))) };
}

export function textoChegada(horas: number | null | undefined): string | null {
  if (horas === null || horas === undefined || !Number.isFinite(horas)) return null;
  const n = Math.round(horas);
  return n <= 0 ? 'Veículo próximo ao destino' : `Tempo estimado para chegada de ${n} horas`;
}

export function horaDaSituacao(agora: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', hourCycle: 'h23' }).formatToParts(agora).map((x) => [x.type, x.value]),
  );
  return `${p.hour}:${p.minute} ${p.day}-${p.month}`;
}
