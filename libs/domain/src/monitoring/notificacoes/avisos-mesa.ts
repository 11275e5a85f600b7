import { diaEmBrasilia, formatarData } from '../../shared/index.js';

/**
 * The desk's notices and their periods (spec 02 §6, §8, §9; spec 03 §6): one list, read by the
 * layout that polls them and by the tests.
 */
export const AVISOS_MESA = {
  /** Profile review: groups 3, 4, 6, 7; first poll after 20 s, then every 5 minutes. */
  revisaoPerfil: { grupos: [3, 4, 6, 7] as readonly number[], primeiraMs: 20_000, intervaloMs: 5 * 60_000, duracaoMs: 10_000 },
  /** Client PGR expiry (group 8): within 15 days or past, a notice of 9 s. */
  vencimentoPgr: { grupos: [8] as readonly number[], dias: 15, duracaoMs: 9_000 },
  /** Integration health (staff; not group 8): after 15 s, then every 10 minutes; 'Verifique as integrações' for 30 s. */
  integracoes: { primeiraMs: 15_000, intervaloMs: 10 * 60_000, duracaoMs: 30_000, mensagem: 'Verifique as integrações' },
} as const;

/** Days from today (Brasília) to a 'yyyy-mm-dd' date; negative when past. */
export function diasAte(validade: string, agora: Date): number {
  const hoje = Date.parse(`${diaEmBrasilia(agora)}T00:00:00Z`);
  return Math.round((Date.parse(`${validade.slice(0, 10)}T00:00:00Z`) - hoje) / 86_400_000);
}

/**
 * The notice of a client PGR expiring within 15 days or already past (spec 02 §6, §9), or null
 * when it is further away.
 */
export function avisoVencimentoPgr(pgr: { descricao: string; validade: string }, agora: Date): string | null {
  const dias = diasAte(pgr.validade, agora);
  if (dias > AVISOS_MESA.vencimentoPgr.dias) return null;
  const data = formatarData(pgr.validade.slice(0, 10));
  if (dias < 0) return `PGR vencido: ${data} (${pgr.descricao})`;
  // Most PGRs are named 'PGR ...': 'O PGR PGR ELETRÔNICOS' would repeat the word.
  const nome = /^PGR\b/i.test(pgr.descricao.trim()) ? pgr.descricao.trim() : `PGR ${pgr.descricao.trim()}`;
  if (dias === 0) return `O ${nome} vence hoje (${data})`;
  return `O ${nome} vence em ${dias} ${dias === 1 ? 'dia' : 'dias'} (${data})`;
}

/** The profile-review notice (spec 02 §6): how many registration items wait for an analysis. */
export function avisoRevisaoPerfil(quantidade: number): string | null {
  if (quantidade <= 0) return null;
  return quantidade === 1 ? '1 análise de perfil aguardando revisão' : `${quantidade} análises de perfil aguardando revisão`;
}

/** The mean positioning health of the counted technologies (null without figures); below 0 is 'Verifique as integrações'. */
export function mediaSaudeIntegracoes(saudes: ReadonlyArray<number | null | undefined>): number | null {
  const medidas = saudes.filter((s): s is number => typeof s === 'number');
  return medidas.length ? medidas.reduce((a, b) => a + b, 0) / medidas.length : null;
}
