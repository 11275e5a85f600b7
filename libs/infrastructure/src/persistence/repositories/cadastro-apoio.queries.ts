import type { Knex } from '@mikro-orm/knex';
import type { TratamentoLgpd } from '@gr/domain';

/**
 * The reads and the one write that other parts of the registration context share (issue 13):
 * the blacklist's entries for documents and plates (the registration, the checklists and the
 * trips consult it before anything else) and the LGPD record of a processing of someone's data.
 */
export interface EntradaBlacklistLida {
  id: number;
  tipo_documento: 'PF' | 'PJ';
  tipo_registro: 'MOTORISTA_EMPRESA' | 'VEÍCULO';
  documento: string;
  nome: string;
  placa: string | null;
  motivo: string;
}

const COLUNAS_BLACKLIST = ['id', 'tipo_documento', 'tipo_registro', 'documento', 'nome', 'placa', 'motivo'] as const;

/** The blacklist's entries that name any of `documentos` (digits) or `placas` (normalised), oldest first. */
export async function entradasDaBlacklist(db: Knex, alvo: { documentos?: readonly string[]; placas?: readonly string[] }): Promise<EntradaBlacklistLida[]> {
  const documentos = [...new Set(alvo.documentos ?? [])].filter(Boolean);
  const placas = [...new Set(alvo.placas ?? [])].filter(Boolean);
  if (!documentos.length && !placas.length) return [];
  return (await db('blacklist')
    .where((q) => {
      if (documentos.length) q.whereIn('documento', documentos);
      if (placas.length) q.orWhereIn('placa', placas);
    })
    .orderBy('id')
    .select(...COLUNAS_BLACKLIST)) as EntradaBlacklistLida[];
}

/** The entry that blocks a vehicle by its plate, if any (checklists, trips). */
export async function placaNaBlacklist(db: Knex, placa: string | null | undefined): Promise<EntradaBlacklistLida | null> {
  if (!placa) return null;
  return (await entradasDaBlacklist(db, { placas: [placa] }))[0] ?? null;
}

/** One processing of someone's data: the domain's record (TratamentoLgpd). */
export type Tratamento = TratamentoLgpd;

/**
 * Records processings of people's data (LGPD, issue 13): one row per document, with its purpose
 * and legal basis. Pass the transaction's query builder so the record commits with the change.
 */
export async function registrarTratamento(db: Knex, t: Tratamento | readonly Tratamento[]): Promise<void> {
  const lista = (Array.isArray(t) ? t : [t]) as readonly Tratamento[];
  if (!lista.length) return;
  await db('lgpd_tratamentos').insert(
    lista.map((x) => ({
      documento: x.documento,
      operacao: x.operacao,
      finalidade: x.finalidade,
      base_legal: x.base_legal,
      registro_id: x.registro_id ?? null,
      cliente_id: x.cliente_id ?? null,
      usuario_id: x.usuario.id,
      usuario: x.usuario.username,
    })),
  );
}
