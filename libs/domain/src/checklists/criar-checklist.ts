import { clienteParaGravar } from '../identity/index.js';
import { BusinessRuleError } from '../shared/index.js';
import { MENSAGENS_CHECKLIST, permiteNovo, protocoloChecklist, validarPedido, verificarVeiculo, type PedidoChecklist } from './regras.js';
import { AGORA_DO_BANCO, type ChecklistsRepository, type PessoaChecklist } from './ports.js';
import { operacoesDoCliente, type VerificarVeiculoChecklist } from './consultas.js';
import type { StatusChecklist } from './estados.js';

/**
 * A new request from the wizard (spec 01 §5, §4.6): every rule of step 1 and 3, the client's PGR,
 * the vehicle check, then one transaction that holds the vehicle so two wizards saving at once
 * cannot both open a request, copies the PGR's items and writes the history.
 */
export class CriarChecklist {
  constructor(private readonly repo: ChecklistsRepository, private readonly verificacao: VerificarVeiculoChecklist, private readonly agora: () => Date) {}

  async executar(pedido: PedidoChecklist, quem: PessoaChecklist): Promise<{ id: number; protocolo: string; status: StatusChecklist }> {
    const { usuario } = quem;
    const clienteId = clienteParaGravar(usuario.escopo, pedido.cliente_id);
    const p = { ...pedido, cliente_id: clienteId };
    const ops = clienteId ? await operacoesDoCliente(this.repo, usuario.escopo, clienteId) : { reteste: false, expresso: false };
    const { carroceria, fila_expressa } = validarPedido(p, ops.expresso);
    // validarPedido refused a request without client, PGR or vehicle.
    const cliente = clienteId!;
    const veiculoId = p.veiculo_id!;
    if (!(await this.repo.pgrDoCliente(p.pgr_cliente_id!, cliente))) throw new BusinessRuleError(`${MENSAGENS_CHECKLIST.naoRegistrado} ${MENSAGENS_CHECKLIST.pgr}`);
    const agora = this.agora();
    const verificacao = verificarVeiculo(await this.verificacao.fatos(cliente, veiculoId, agora));
    if (!permiteNovo(verificacao)) throw new BusinessRuleError(`${MENSAGENS_CHECKLIST.naoRegistrado} ${verificacao.mensagem}`, { codigo: verificacao.codigo });
    return this.repo.transacao(async (u) => {
      await u.travarVeiculo(veiculoId);
      if (await u.emAndamento(veiculoId)) throw new BusinessRuleError(`${MENSAGENS_CHECKLIST.naoRegistrado} ${MENSAGENS_CHECKLIST.andamento}`, { codigo: 'CHECKLIST_ANDAMENTO' });
      const v = await u.veiculo(veiculoId, cliente);
      const id = await u.novoId();
      const protocolo = protocoloChecklist(id, agora);
      await u.inserir({
        id, status: 'VERIFICANDO', cliente_id: cliente, pgr_cliente_id: p.pgr_cliente_id, veiculo_id: veiculoId, placa: v.placa, terminal: v.terminal,
        tecnologia_id: v.tecnologia_id, vinculo: v.vinculo, carroceria, protocolo, usuario_id: usuario.id, username_add: usuario.username,
        fila_expressa, data_fila_expressa: fila_expressa ? AGORA_DO_BANCO : null, nome_contato: p.nome_contato?.trim() || null,
        telefone_contato1: p.telefones[0] || null, telefone_contato2: p.telefones[1] || null, telefone_contato3: p.telefones[2] || null,
      });
      await u.copiarItensDoPgr(id);
      await u.registrarEvento({ checklistId: id, acao: 'CRIADO', antes: null, depois: 'VERIFICANDO', autor: quem, detalhe: { fila_expressa } });
      return { id, protocolo, status: 'VERIFICANDO' as StatusChecklist };
    });
  }
}
