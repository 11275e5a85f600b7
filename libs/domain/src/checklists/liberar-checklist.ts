import { exigirCliente, isStaff } from '../identity/index.js';
import { BusinessRuleError, UnauthenticatedError } from '../shared/index.js';
import { exigirAcaoChecklist } from './estados.js';
import { MENSAGENS_CHECKLIST, validadeLiberacao, type PedidoLiberacao } from './regras.js';
import type { AutenticadorLiberacao, ChecklistsRepository, PessoaChecklist } from './ports.js';
import { checklistOu404, transicionar, type Transicao } from './transicao.js';

/**
 * Release (spec 01 §3 "Checklist liberation"): an authoriser of the desk confirms with username
 * and password. A wrong password is refused (422, never 401: the asking user stays signed in),
 * written to the history, and counted by the authenticator: past the login's limit, 429. An
 * authoriser outside the desk's groups is refused and written too. The release is valid for the
 * days asked and goes to the releases' log with the address.
 */
export class LiberarChecklist {
  constructor(private readonly repo: ChecklistsRepository, private readonly autenticador: AutenticadorLiberacao, private readonly agora: () => Date) {}

  async executar(id: number, pedido: PedidoLiberacao, quem: PessoaChecklist): Promise<Transicao> {
    const c = await checklistOu404(this.repo, id);
    exigirCliente(quem.usuario.escopo, c.cliente_id);
    exigirAcaoChecklist(c.status, 'LIBERAR');
    const recusar = async (detalhe: Record<string, unknown>, mensagem: string) => {
      await this.repo.registrarEvento({ checklistId: id, acao: 'LIBERACAO_RECUSADA', antes: c.status, depois: c.status, autor: quem, detalhe });
      return new BusinessRuleError(mensagem);
    };
    let autorizador;
    try {
      autorizador = await this.autenticador.executar({ username: pedido.username, password: pedido.password }, quem.origem);
    } catch (e) {
      if (!(e instanceof UnauthenticatedError)) throw e;
      throw await recusar({ autorizador: pedido.username }, MENSAGENS_CHECKLIST.liberacaoSenha);
    }
    if (!isStaff(autorizador.grupo_usuario_id)) throw await recusar({ autorizador: autorizador.username, motivo: 'grupo' }, MENSAGENS_CHECKLIST.liberacaoGrupo);
    const validade = validadeLiberacao(this.agora(), pedido.tempo);
    return transicionar(this.repo, id, 'LIBERAR', quem, { detalhe: { autorizador: autorizador.username, tempo: pedido.tempo, observacao: pedido.observacao } }, async (linha, u) => {
      const cliente = (await u.cliente(linha.cliente_id))!;
      await u.registrarLiberacao({ checklistId: id, placa: linha.placa, usuarioLogado: quem.usuario.username, usuarioLiberacao: autorizador.username, observacao: pedido.observacao, ip: quem.origem }, cliente);
      return { data_validade: validade, observacao: pedido.observacao ?? undefined };
    });
  }
}
