/**
 * The desk's alerts (issue 23; spec 02 §3 "Pending alert", §4 "Alert levels", §9 "Alert time
 * buckets"; docs/decisoes.md 47). An alert is an occurrence the live monitoring recorded on a trip
 * by itself (deviation, unplanned stop, signal loss, negative peripheral); it is pending until
 * someone concludes it, which is the occurrence's conference (who and when), so a trip's
 * occurrence window and the desk's alert list never disagree.
 */
import { pontosDaOcorrencia } from '../acompanhamento/eventos.js';

export type NivelAlerta = 0 | 1 | 2 | 3;

/** Spec 02 §4: 0 very serious, 1 serious, 2 medium, 3 low; with the colour the desk paints them (white text on it passes WCAG AA). */
export const NIVEIS_ALERTA: ReadonlyArray<{ nivel: NivelAlerta; descricao: string; cor: string }> = [
  { nivel: 0, descricao: 'Gravíssimo', cor: '#8e1b1b' },
  { nivel: 1, descricao: 'Grave', cor: '#b83c14' },
  { nivel: 2, descricao: 'Médio', cor: '#8c6300' },
  { nivel: 3, descricao: 'Baixo', cor: '#2f6fb0' },
];

/** A high-degree occurrence worth this many points (violation, panic, coercion, robbery) is very serious. */
export const PONTOS_ALERTA_GRAVISSIMO = 15;

/**
 * The alert's level from its occurrence type: the catalogue has three risk degrees (1 low, 2
 * medium, 3 high) and the desk four levels; a high degree splits by the points it adds to the
 * trip's risk score.
 */
export function nivelDoAlerta(t: { grau_risco: number; pontuacao_baixa: number; pontuacao_media: number; pontuacao_alta: number }): NivelAlerta {
  if (t.grau_risco >= 3) return pontosDaOcorrencia(t) >= PONTOS_ALERTA_GRAVISSIMO ? 0 : 1;
  return t.grau_risco === 2 ? 2 : 3;
}

export function descricaoNivel(n: NivelAlerta): string {
  return NIVEIS_ALERTA[n]!.descricao;
}

/** Spec 02 §9: the ages (minutes) a pending alert is counted in; the last one is open. */
export const LIMITES_TEMPO_ALERTA: readonly number[] = [5, 10, 15, 20, 25, 30, 45, 60, 75, 90];

export interface FaixaTempoAlerta {
  indice: number;
  tempo: string;
  de_minutos: number;
  ate_minutos: number | null;
}

export const FAIXAS_TEMPO_ALERTA: readonly FaixaTempoAlerta[] = [0, ...LIMITES_TEMPO_ALERTA].map((de, indice) => {
  const ate = LIMITES_TEMPO_ALERTA[indice] ?? null;
  return { indice, de_minutos: de, ate_minutos: ate, tempo: de === 0 ? `Menos de ${ate} min` : ate === null ? `${de} min ou mais` : `${de} a ${ate} min` };
});

/** The bucket of an alert this many minutes old (a clock a little behind the database's counts as 0). */
export function faixaDoTempo(minutos: number): FaixaTempoAlerta {
  const i = LIMITES_TEMPO_ALERTA.findIndex((limite) => Math.max(0, minutos) < limite);
  return FAIXAS_TEMPO_ALERTA[i < 0 ? LIMITES_TEMPO_ALERTA.length : i]!;
}

/** Pending alerts are grouped by their occurrence type's name (tipo); one without a name is OUTROS. */
export const TIPO_ALERTA_PADRAO = 'OUTROS';
export function nomeDoTipoAlerta(tipo: string | null | undefined): string {
  return tipo?.trim() ? tipo.trim().toUpperCase() : TIPO_ALERTA_PADRAO;
}

export const MENSAGENS_ALERTA = {
  naoEncontrado: 'Alerta não encontrado',
  jaConcluido: 'Este alerta já foi concluído.',
  concluido: 'Alerta concluído com sucesso',
} as const;

/** Who recorded an alert: the live monitoring's own name on the occurrence (no user). */
export const AUTOR_ALERTA = 'SISTEMA';
