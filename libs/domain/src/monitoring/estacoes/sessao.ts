import { ForbiddenError, ConflictError, NotFoundError } from '../../shared/index.js';
import { MENSAGENS_ESTACAO, podeUsarEstacoes } from './estacao.js';

/** A user's session on a station (spec 02 §3 "Station session": user_id, estacao_id). */
export interface SessaoEstacao {
  id: number;
  estacao_id: number;
  user_id: number;
  username: string;
  inicio: Date;
  fim: Date | null;
}

export interface UsuarioDaEstacao {
  id: number;
  username: string;
  grupo_usuario_id: number;
}

/**
 * The store of station sessions. `abrir` runs in one transaction: with `removerOutros` it first
 * closes every open session of the station; it closes the user's own open session on any other
 * station; then it opens the user's, unless another user holds the station (a unique index on the
 * station's open session decides, so two backend processes cannot both win).
 */
export interface SessoesEstacaoRepository {
  estacao(id: number): Promise<{ id: number; ativa: boolean } | null>;
  abrir(estacaoId: number, usuario: { id: number; username: string }, removerOutros: boolean): Promise<{ aberta: SessaoEstacao } | { ocupada: SessaoEstacao }>;
  /** Closes the user's open session on the station; false when there was none. */
  fechar(estacaoId: number, userId: number, username: string): Promise<boolean>;
  /** The user's open session on the station, if any. */
  sessaoAberta(estacaoId: number, userId: number): Promise<SessaoEstacao | null>;
}

async function estacaoUsavel(repo: SessoesEstacaoRepository, usuario: UsuarioDaEstacao, estacaoId: number) {
  if (!podeUsarEstacoes(usuario.grupo_usuario_id)) throw new ForbiddenError(MENSAGENS_ESTACAO.naoPodeUsar);
  const estacao = await repo.estacao(estacaoId);
  if (!estacao) throw new NotFoundError(MENSAGENS_ESTACAO.naoEncontrada);
  if (!estacao.ativa) throw new ForbiddenError(MENSAGENS_ESTACAO.inativa);
  return estacao;
}

/**
 * Enter a station (spec 02 §4 "Station session"): one operator per station. Entering a station
 * someone else holds is a 409 naming them; 'enter and remove others' (`removerOutros`) closes
 * their sessions first. Entering one's own station again keeps the session.
 */
export class EntrarNaEstacao {
  constructor(private readonly repo: SessoesEstacaoRepository) {}

  async executar(usuario: UsuarioDaEstacao, estacaoId: number, removerOutros: boolean): Promise<SessaoEstacao> {
    await estacaoUsavel(this.repo, usuario, estacaoId);
    const r = await this.repo.abrir(estacaoId, usuario, removerOutros);
    if ('ocupada' in r) throw new ConflictError(MENSAGENS_ESTACAO.ocupada(r.ocupada.username));
    return r.aberta;
  }
}

/** Leave a station: closes the user's session there (nothing to close is not an error). */
export class SairDaEstacao {
  constructor(private readonly repo: SessoesEstacaoRepository) {}

  async executar(usuario: UsuarioDaEstacao, estacaoId: number): Promise<boolean> {
    if (!podeUsarEstacoes(usuario.grupo_usuario_id)) throw new ForbiddenError(MENSAGENS_ESTACAO.naoPodeUsar);
    if (!(await this.repo.estacao(estacaoId))) throw new NotFoundError(MENSAGENS_ESTACAO.naoEncontrada);
    return this.repo.fechar(estacaoId, usuario.id, usuario.username);
  }
}

/**
 * The station's trip grids are for the operator seated there (decision 46): without an open
 * session on the station, 403. So 'enter and remove others' really takes the desk away.
 */
export async function exigirSessaoNaEstacao(repo: SessoesEstacaoRepository, usuario: UsuarioDaEstacao, estacaoId: number): Promise<SessaoEstacao> {
  await estacaoUsavel(repo, usuario, estacaoId);
  const sessao = await repo.sessaoAberta(estacaoId, usuario.id);
  if (!sessao) throw new ForbiddenError(MENSAGENS_ESTACAO.foraDaSessao);
  return sessao;
}
