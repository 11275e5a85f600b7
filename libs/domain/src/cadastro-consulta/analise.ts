import { BusinessRuleError, diaEmBrasilia } from '../shared/index.js';
import type { Laudo } from './regras.js';

/**
 * The analysis of an item and what trips read (spec 03 §4 "Registration": an observation is
 * APROVADO, REPROVADO or CANCELADO by the button pressed; approving sets RETIFICADO).
 */
export const STATUS_ANALISE = ['APROVADO', 'REPROVADO', 'CANCELADO'] as const;
export type StatusAnalise = (typeof STATUS_ANALISE)[number];

export const STATUS_REGISTRO = ['ACORDO', 'RETIFICADO', 'REQUER ATENÇÃO', 'RENOVAÇÃO', 'CANCELADO'] as const;
export type StatusRegistro = (typeof STATUS_REGISTRO)[number];

/** Only these laudos let a driver or vehicle load (the due date shows only for them too). */
export const LAUDOS_FAVORAVEIS: readonly Laudo[] = ['ACORDO', 'RETIFICADO'];

export interface ItemAnalisado {
  laudo: Laudo;
  bloqueado: boolean;
  motivo: string | null;
}

/**
 * What an observation does to its item: approving clears it as RETIFICADO; reproving marks it
 * REQUER ATENÇÃO and blocks it with the observation as the reason; cancelling records only.
 */
export function aplicarAnalise(item: ItemAnalisado, status: StatusAnalise, descricao: string): ItemAnalisado {
  if (status === 'APROVADO') return { laudo: 'RETIFICADO', bloqueado: false, motivo: null };
  if (status === 'REPROVADO') return { laudo: 'REQUER ATENÇÃO', bloqueado: true, motivo: descricao };
  return item;
}

/**
 * The registration's status from its items: any item still needing attention keeps it REQUER
 * ATENÇÃO; an analysed (RETIFICADO) item makes it RETIFICADO; otherwise it keeps its own
 * (ACORDO, or RENOVAÇÃO for a renewal). A cancelled registration stays cancelled.
 */
export function statusDoRegistro(atual: StatusRegistro, itens: ReadonlyArray<Pick<ItemAnalisado, 'laudo' | 'bloqueado'>>): StatusRegistro {
  if (atual === 'CANCELADO') return atual;
  if (itens.some((i) => i.laudo === 'REQUER ATENÇÃO' || i.bloqueado)) return 'REQUER ATENÇÃO';
  if (itens.some((i) => i.laudo === 'RETIFICADO')) return 'RETIFICADO';
  return atual === 'REQUER ATENÇÃO' || atual === 'RETIFICADO' ? 'ACORDO' : atual;
}

export const MENSAGENS_ANALISE = {
  cancelado: 'Registro cancelado não pode ser analisado',
  itemInexistente: 'Item não pertence a este registro',
} as const;

export function exigirAnalisavel(status: StatusRegistro): void {
  if (status === 'CANCELADO') throw new BusinessRuleError(MENSAGENS_ANALISE.cancelado);
}

/** One known protocol of a driver or vehicle for a client (a registration item or a profile). */
export interface ProtocoloConhecido {
  protocolo: string;
  validade: Date;
  laudo: Laudo;
  bloqueado: boolean;
  motivo: string | null;
  data: Date;
}

export interface SituacaoCadastral {
  valido: boolean;
  protocolo: string | null;
  validade: string | null;
  bloqueado: boolean;
  motivo: string | null;
}

/**
 * What a trip reads for a driver or a vehicle at a date (issue 13 "trip-side reads"): a valid
 * protocol is a favourable, unblocked one whose validity reaches the date; the profile analysis
 * blocks when the latest analysis blocked it, and the blacklist always blocks.
 */
export function situacaoCadastral(protocolos: readonly ProtocoloConhecido[], blacklist: { motivo: string } | null, data: Date): SituacaoCadastral {
  const ordenados = [...protocolos].sort((a, b) => b.data.getTime() - a.data.getTime());
  const ultimo = ordenados[0];
  const bloqueadoNaAnalise = !!ultimo && (ultimo.bloqueado || ultimo.laudo === 'REQUER ATENÇÃO');
  const vigente = bloqueadoNaAnalise
    ? undefined
    : ordenados.filter((p) => LAUDOS_FAVORAVEIS.includes(p.laudo) && !p.bloqueado && p.validade.getTime() >= data.getTime()).sort((a, b) => b.validade.getTime() - a.validade.getTime())[0];
  const bloqueado = !!blacklist || bloqueadoNaAnalise;
  const motivo = blacklist ? `CONSTA NA BLACKLIST: ${blacklist.motivo}` : bloqueadoNaAnalise ? `BLOQUEADO NA ANÁLISE DE PERFIL: ${ultimo!.motivo ?? 'REQUER ATENÇÃO'}` : vigente ? null : 'SEM PROTOCOLO VÁLIDO PARA O CLIENTE';
  return {
    valido: !bloqueado && !!vigente,
    protocolo: vigente?.protocolo ?? null,
    validade: vigente ? vigente.validade.toISOString() : null,
    bloqueado,
    motivo,
  };
}

/** The registration's protocol: CC + Brasília date + id (one rule for service and seed). */
export function protocoloRegistro(id: number, data: Date): string {
  const dia = diaEmBrasilia(data).replaceAll('-', '');
  return `CC${dia}${String(id).padStart(6, '0')}`;
}

/** Attachments of an item (spec 03 §5: png and jpeg are images, anything else travels as PDF). */
export const TIPOS_ANEXO = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type TipoAnexo = (typeof TIPOS_ANEXO)[number];
export const LIMITE_ANEXO_BYTES = 5 * 1024 * 1024;
export const MAXIMO_ANEXOS_POR_ENVIO = 5;

const ASSINATURAS: Record<TipoAnexo, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/pdf': [0x25, 0x50, 0x44, 0x46], // %PDF
};

/**
 * One attachment's checks: a name, an allowed type whose bytes really are that type (the first
 * bytes, not only the declared type), not empty and within the size limit. Returns the messages.
 */
export function errosDoAnexo(a: { nome: string; tipo: string; bytes: Uint8Array | null }): string[] {
  const erros: string[] = [];
  if (!a.nome.trim()) erros.push('Anexo sem nome');
  if (!(TIPOS_ANEXO as readonly string[]).includes(a.tipo)) {
    erros.push('Tipo de anexo não permitido: envie PNG, JPEG ou PDF');
    return erros;
  }
  if (!a.bytes || a.bytes.length === 0) erros.push('Anexo vazio ou com conteúdo inválido (base64)');
  else if (a.bytes.length > LIMITE_ANEXO_BYTES) erros.push(`Anexo maior que o limite de ${LIMITE_ANEXO_BYTES / 1024 / 1024} MB`);
  else if (!ASSINATURAS[a.tipo as TipoAnexo].every((b, i) => a.bytes![i] === b)) erros.push('O conteúdo do anexo não corresponde ao tipo informado');
  return erros;
}

/**
 * The laudo a consultation gives an item before anyone analyses it: a blacklist restriction blocks
 * it (REQUER ATENÇÃO, bloqueado); an expired CNH needs attention without blocking; else ACORDO.
 */
export function laudoInicial(f: { restricao: string | null; cnhValidade: string | null; hojeIso: string }): ItemAnalisado {
  if (f.restricao) return { laudo: 'REQUER ATENÇÃO', bloqueado: true, motivo: `CONSTA NA BLACKLIST: ${f.restricao}` };
  if (f.cnhValidade && f.cnhValidade < f.hojeIso) {
    const [a, m, d] = f.cnhValidade.split('-');
    return { laudo: 'REQUER ATENÇÃO', bloqueado: false, motivo: `CNH VENCIDA EM ${d}/${m}/${a}` };
  }
  return { laudo: 'ACORDO', bloqueado: false, motivo: null };
}

/** The blacklist's reasons for any of `chaves` (document digits or plates) in a lookup's answer, joined; null when none. */
export function motivoDasRestricoes(restricoes: ReadonlyArray<{ chave: string; motivo: string }>, ...chaves: Array<string | null | undefined>): string | null {
  const motivos = chaves.flatMap((c) => (c ? restricoes.filter((x) => x.chave === c).map((x) => x.motivo) : []));
  return motivos.length ? motivos.join('; ') : null;
}
