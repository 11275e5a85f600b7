import { BusinessRuleError } from '../../shared/index.js';
import type { AssinaturaLinks } from './ports.js';

export const MENSAGENS_PRONTA_RESPOSTA = {
  liberada: 'Pronta resposta liberada com sucesso',
  autorizado: 'Autorizado',
  linkInvalido: 'Link de autorização inválido',
  linkExpirado: 'Link de autorização expirado',
  linkUsado: 'Link de autorização já utilizado ou expirado',
  status: 'A pronta resposta só pode ser liberada para SM agendada ou em viagem',
  semOcorrencia: 'Ocorrência 249 (liberação de pronta resposta) não cadastrada',
  nome: 'Informe o nome de quem autoriza',
} as const;

export const PRONTA_RESPOSTA = {
  /** Spec 02 §6, §9: rapid response groups 3, 5, 6. */
  grupos: [3, 5, 6] as readonly number[],
  /** How long an authorisation link is good for. */
  validadeLinkMin: 60,
  /** The link goes by e-mail to at most this many of the client's contacts. */
  maximoEmails: 5,
} as const;

/**
 * The token of an authorisation link: `<id>.<expiry in epoch seconds>.<signature>`, the signature
 * an HMAC of the first two parts. The id names the link row (whose use the database records once);
 * the expiry is checked here and again by the database when the link is used.
 */
export function montarTokenLink(id: number, validaAte: Date, assinatura: AssinaturaLinks): string {
  const conteudo = `${id}.${Math.floor(validaAte.getTime() / 1000)}`;
  return `${conteudo}.${assinatura.assinar(`pronta_resposta:${conteudo}`)}`;
}

/** The link's id and expiry, or a 422: a malformed or forged token, or a past expiry. */
export function lerTokenLink(token: unknown, assinatura: AssinaturaLinks, agora: Date): { id: number; validaAte: Date } {
  const m = typeof token === 'string' ? /^(\d{1,9})\.(\d{9,11})\.([A-Za-z0-9_-]{20,100})$/.exec(token.trim()) : null;
  if (!m || !assinatura.confere(`pronta_resposta:${m[1]}.${m[2]}`, m[3]!)) throw new BusinessRuleError(MENSAGENS_PRONTA_RESPOSTA.linkInvalido);
  const validaAte = new Date(Number(m[2]) * 1000);
  if (validaAte.getTime() <= agora.getTime()) throw new BusinessRuleError(MENSAGENS_PRONTA_RESPOSTA.linkExpirado);
  return { id: Number(m[1]), validaAte };
}
