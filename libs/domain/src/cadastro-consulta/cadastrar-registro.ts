import { diaEmBrasilia, ValidationError } from '../shared/index.js';
import { clienteParaGravar, exigirCliente, type Clock } from '../identity/index.js';
import { statusDoRegistro } from './analise.js';
import { documentosDoPedido, lerPedidoRegistro } from './entradas.js';
import type { ConsultaDocumentosPort, PedidoConsultaDocumentos, RegistroRepository, RespostaConsultaDocumentos, UsuarioCadastro } from './ports.js';
import { gravarRegistro, itensDoPedido, MENSAGENS_REGISTRO, vigenteDoPrincipal } from './registro-escrita.js';
import { validadePesquisa } from './regras.js';

/**
 * A consultation from the wizard (spec 03 §4 "Registration", §5, §7): under a policy, the
 * registry port answers for each document, the blacklist blocks, the client's configuration or
 * the policy sets the validity. When the main document already has a valid search for the client
 * and the user did not ask for a new one, the current one is kept and returned (`reaproveitado`).
 * Every document consulted leaves an LGPD record with the purpose and legal basis, in the same
 * transaction.
 */
export class CadastrarRegistro {
  constructor(private readonly registros: RegistroRepository, private readonly consulta: ConsultaDocumentosPort, private readonly clock: Clock) {}

  /** The registry lookup the wizard makes on each document step (documents already validated). */
  async consultarDocumentos(usuario: Pick<UsuarioCadastro, 'escopo'>, pedido: PedidoConsultaDocumentos): Promise<RespostaConsultaDocumentos> {
    exigirCliente(usuario.escopo, pedido.cliente_id);
    return this.consulta.consultar(pedido);
  }

  async executar(usuario: UsuarioCadastro, corpo: Record<string, unknown>, novaPesquisa: boolean) {
    // A client user's own client when none is sent (spec 03 §6: the client is preset).
    const informado = typeof corpo.cliente_id === 'number' ? corpo.cliente_id : null;
    const pedido = lerPedidoRegistro({ ...corpo, cliente_id: clienteParaGravar(usuario.escopo, informado) ?? corpo.cliente_id });
    const clienteId = pedido.cliente_id;
    exigirCliente(usuario.escopo, clienteId);
    if (!(await this.registros.clienteExiste(clienteId))) throw ValidationError.campo('cliente_id', 'Cliente não encontrado');
    const agora = this.clock.now();
    const docs = documentosDoPedido(pedido);
    const resposta = await this.consulta.consultar({ cliente_id: clienteId, politica: pedido.politica, ...docs });
    const vigente = vigenteDoPrincipal(pedido, resposta);
    if (vigente && !novaPesquisa) {
      return { ...(await this.registros.resumo(vigente)), reaproveitado: true, message: MENSAGENS_REGISTRO.vigenteMantida, criado: false };
    }
    const itens = itensDoPedido(pedido, resposta, diaEmBrasilia(agora));
    return this.registros.emTransacao(async () => {
      const dias = await this.registros.validadeConfigurada(clienteId, pedido.politica);
      const r = await gravarRegistro(
        this.registros,
        {
          cliente_id: clienteId, politica: pedido.politica, status: statusDoRegistro('ACORDO', itens), validade: validadePesquisa(pedido.politica, agora, dias),
          is_pesquisa_conjunto: pedido.is_pesquisa_conjunto, fonte: null, protocolo: null, observacao: pedido.observacao, finalidade: pedido.finalidade,
          base_legal: pedido.base_legal, renovado_de: null, usuario: { id: usuario.id, username: usuario.username }, data: agora,
        },
        itens,
      );
      await this.registros.registrarTratamentos(
        [...docs.cpfs, ...docs.cnpjs].map((documento) => ({
          documento, operacao: 'CONSULTA' as const, finalidade: pedido.finalidade, base_legal: pedido.base_legal, registro_id: r.id, cliente_id: clienteId,
          usuario: { id: usuario.id, username: usuario.username },
        })),
      );
      return { ...r, reaproveitado: false, message: MENSAGENS_REGISTRO.registrado, criado: true };
    });
  }
}
