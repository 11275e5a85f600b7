/**
 * Integration availability (spec 02 §9, spec 03 §3 "Integration availability", §8): how well each
 * tracking technology's feed is delivering positions, from real arrivals. Only ONIXSAT, SASCAR,
 * OMNILINK, MEU BRUTO and LOGÍSTICO count.
 */

/** The technologies that count, by their fixed ids (constantes.ts TECNOLOGIAS_PADRAO). */
export const TECNOLOGIAS_DISPONIBILIDADE: readonly number[] = [2, 3, 4, 10, 11];

/** A position that arrived within this many minutes is recent. */
export const JANELA_POSICAO_RECENTE_MIN = 60;

/** A vehicle that reported within this many hours is in service: its feed should be delivering. */
export const JANELA_VEICULO_ATIVO_H = 24;

/**
 * Health of one feed: of its vehicles in service (a position in the last 24 h), the percentage
 * (0–100) whose last position arrived within the last hour — how much of what this feed usually
 * delivers it is delivering now. -1 when it has vehicles but none reported in 24 h (the feed is
 * down: an average below 0 shows 'Verifique as integrações'); null without vehicles to judge by.
 */
export function saudePosicionamento(veiculos: number, ativos: number, comPosicaoRecente: number): number | null {
  if (veiculos <= 0) return null;
  if (ativos <= 0) return -1;
  return Math.round((100 * Math.min(comPosicaoRecente, ativos)) / ativos);
}

/** The busy tone (spec 02 §9): only one technology above 10, or the mean under 30. */
export function tomDeOcupado(saudes: ReadonlyArray<number | null>): boolean {
  const medidas = saudes.filter((s): s is number => s !== null);
  if (!medidas.length) return false;
  const media = medidas.reduce((a, b) => a + b, 0) / medidas.length;
  return medidas.filter((s) => s > 10).length === 1 || media < 30;
}
