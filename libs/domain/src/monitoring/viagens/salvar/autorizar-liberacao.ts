import { exigirCliente, isLiberativo } from '../../../identity/index.js';
import { BusinessRuleError, FieldErrorBag, NotFoundError, UnauthenticatedError } from '../../../shared/index.js';
import { idDoPedido } from './pedido.js';
import type { AutenticadorLiberacaoViagem, AutorViagem, FatosViagemPorta, ViagensRepository } from './ports.js';
import { MENSAGENS_SALVAR, REGRAS_VIAGEM } from './regras-salvar.js';

export const MENSAGENS_LIBERACAO_VIAGEM = {
  obrigatorio: 'Informe o usuário e a senha do autorizador',
  senha: 'Usuário ou senha do autorizador inválidos',
  grupo: 'Usuário sem permissão para liberar a SM',
  pgr: 'PGR não encontrado para este cliente',
  autorizada: (quem: string) => `SM liberada por ${quem}`,
  msg: 'Liberação autorizada',
} as const;

export interface PedidoLiberacaoViagem {
  username: string;
  password: string;
  cliente_id: number;
  pgr_cliente_id: number | null;
  veiculo_id: number;
}

/** The release window's body (spec 02 §3: username, password, _cliente_id, _pgr_cliente_id, _veiculo_id). */
export function lerLiberacaoViagem(corpo: Record<string, unknown>): PedidoLiberacaoViagem {
  const bag = new FieldErrorBag();
  const username = typeof corpo.username === 'string' ? corpo.username.trim() : '';
  const password = typeof corpo.password === 'string' ? corpo.password : '';
  if (!username) bag.add('username', MENSAGENS_LIBERACAO_VIAGEM.obrigatorio);
  if (!password) bag.add('password', MENSAGENS_LIBERACAO_VIAGEM.obrigatorio);
  const cliente = idDoPedido(bag, '_cliente_id', corpo._cliente_id, true);
  const veiculo = idDoPedido(bag, '_veiculo_id', corpo._veiculo_id, true);
  const pgr = idDoPedido(bag, '_pgr_cliente_id', corpo._pgr_cliente_id, false);
  bag.throwIfAny();
  return { username, password, cliente_id: cliente!, veiculo_id: veiculo!, pgr_cliente_id: pgr };
}

/**
 * The special release of a trip (spec 02 §4, §6 "Release requires the username and password of an
 * authorizer", §7 autenticacao_liberacao): the authoriser signs with username and password (the
 * login's rules: a wrong one is counted, past the limit 429) and must be allowed to release
 * (groups 3 and 4 or the user's own flag, as is_liberativo says). It yields a one-use token good
 * for `liberacaoMinutos` for that client and vehicle, written with who asked, who authorised,
 * from where and when. A refusal is a 422 with `error` and `mensagem`.
 */
export class AutorizarLiberacaoViagem {
  constructor(
    private readonly repo: ViagensRepository,
    private readonly fatos: FatosViagemPorta,
    private readonly autenticador: AutenticadorLiberacaoViagem,
    private readonly novoToken: () => string,
    private readonly agora: () => Date,
  ) {}

  async executar(pedido: PedidoLiberacaoViagem, quem: AutorViagem): Promise<{ liberacao: string; mensagem: string; msg: string }> {
    exigirCliente(quem.usuario.escopo, pedido.cliente_id);
    const recusa = (mensagem: string) => new BusinessRuleError(mensagem, { mensagem });
    const veiculo = await this.fatos.veiculo(pedido.veiculo_id, pedido.cliente_id);
    if (!veiculo) throw new NotFoundError(MENSAGENS_SALVAR.veiculoNaoEncontrado);
    if (!veiculo.vinculo) throw recusa(MENSAGENS_SALVAR.veiculoSemVinculo);
    if (pedido.pgr_cliente_id !== null && !(await this.fatos.pgrDoCliente(pedido.pgr_cliente_id, pedido.cliente_id))) throw recusa(MENSAGENS_LIBERACAO_VIAGEM.pgr);
    let autorizador;
    try {
      autorizador = await this.autenticador.executar({ username: pedido.username, password: pedido.password }, quem.origem);
    } catch (e) {
      if (e instanceof UnauthenticatedError) throw recusa(MENSAGENS_LIBERACAO_VIAGEM.senha);
      throw e;
    }
    if (!isLiberativo(autorizador)) throw recusa(MENSAGENS_LIBERACAO_VIAGEM.grupo);
    const token = this.novoToken();
    await this.repo.registrarAutorizacao({
      token, cliente_id: pedido.cliente_id, veiculo_id: pedido.veiculo_id, pgr_cliente_id: pedido.pgr_cliente_id,
      usuario_liberacao: autorizador.username, usuario_logado: quem.usuario.username, ip: quem.origem,
      valida_ate: new Date(this.agora().getTime() + REGRAS_VIAGEM.liberacaoMinutos * 60_000),
    });
    return { liberacao: token, mensagem: MENSAGENS_LIBERACAO_VIAGEM.autorizada(autorizador.username), msg: MENSAGENS_LIBERACAO_VIAGEM.msg };
  }
}
