import { exigirCliente, GRUPOS_STAFF } from '../../../identity/index.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../shared/index.js';
import { exigirGrupoParaAcao, MENSAGENS_VIAGEM, podeNoStatus, proximoStatusViagem, TRANSICOES_VIAGEM, type AcaoViagem, type StatusViagem } from '../estados.js';
import { AGORA_NO_BANCO, type MudancaViagem, type QuemViagem, type ViagemCiclo, type ViagensCicloEscrita, type ViagensCicloRepository } from './ports.js';

export interface OpcoesTransicaoViagem {
  /** The version the screen read (updated_at): another one is a 409. */
  versao?: string | null;
  /** What the history row keeps besides the action. */
  detalhe?: Record<string, unknown>;
}

/** The columns an action sets besides the status; it may refuse with a rule of its own. */
export type MudarViagem = (v: ViagemCiclo, unidade: ViagensCicloEscrita, proximo: StatusViagem) => Promise<MudancaViagem> | MudancaViagem;

/** A transition's answer: the trip, its new status, the one it left and its plate (for the messages). */
export interface TransicaoViagem {
  id: number;
  status: StatusViagem;
  antes: StatusViagem;
  placa: string | null;
}

/**
 * One action on a trip, in one transaction: lock the row (404 when missing or deleted), the
 * person's client scope (403), the group rule of the action (403), the version the screen read
 * (409), an action someone else already carried out while this one waited on the lock (409: two
 * operators finishing the same trip, one wins), the state machine (422 with the spec's wording),
 * then the change with who moved the status and when, and the history row with user and IP.
 * Every use case that changes a trip's lifecycle goes through here.
 */
export function transicionarViagem(
  repo: ViagensCicloRepository,
  id: number,
  acao: AcaoViagem,
  quem: QuemViagem,
  opts: OpcoesTransicaoViagem = {},
  mudar: MudarViagem = () => ({}),
): Promise<TransicaoViagem> {
  return repo.transacao(async (u) => {
    const v = await u.travar(id);
    if (!v) throw new NotFoundError(MENSAGENS_VIAGEM.naoEncontrada);
    exigirCliente(quem.usuario.escopo, v.cliente_id);
    exigirGrupoParaAcao(quem.usuario.grupo_usuario_id, acao);
    if (opts.versao && new Date(opts.versao).getTime() !== v.updated_at.getTime()) throw new ConflictError(MENSAGENS_VIAGEM.concorrente);
    if (jaFeita(v.status, acao)) throw new ConflictError(MENSAGENS_VIAGEM.concorrente);
    const proximo = proximoStatusViagem(v.status, acao);
    const extra = await mudar(v, u, proximo);
    const mudouStatus = proximo !== v.status;
    const mudanca: MudancaViagem = { ...(mudouStatus ? { status: proximo, username_add_status: quem.usuario.username, data_status: AGORA_NO_BANCO } : {}), ...extra };
    // Nothing to write (an observation): the version the forms hold stays.
    if (Object.values(mudanca).some((x) => x !== undefined)) await u.atualizar(id, mudanca);
    await u.registrarEvento({ viagemId: id, acao, antes: v.status, depois: proximo, autor: quem, detalhe: opts.detalhe });
    return { id, status: proximo, antes: v.status, placa: v.placa };
  });
}

/**
 * Whether the trip already is where the action leads while the action cannot run from there: the
 * move was made by someone else (the second of two finishes finds it FINALIZADA), a conflict, not
 * a wrong request.
 */
export function jaFeita(status: StatusViagem, acao: AcaoViagem): boolean {
  return !podeNoStatus(status, acao) && TRANSICOES_VIAGEM[acao].para === status;
}

/** Staff only (groups 3–7): occurrences, their conference and the standalone ones (spec 02 §6). */
export function exigirStaff(grupoUsuarioId: number): void {
  if (!GRUPOS_STAFF.includes(grupoUsuarioId)) throw new ForbiddenError(MENSAGENS_VIAGEM.permissaoNegada);
}

/** The trip within the person's scope, or 404/403. */
export async function viagemOu404(repo: Pick<ViagensCicloEscrita, 'buscar'>, id: number, quem: { escopo: QuemViagem['usuario']['escopo'] }): Promise<ViagemCiclo> {
  const v = await repo.buscar(id);
  if (!v) throw new NotFoundError(MENSAGENS_VIAGEM.naoEncontrada);
  exigirCliente(quem.escopo, v.cliente_id);
  return v;
}
