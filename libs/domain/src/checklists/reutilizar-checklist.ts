import { exigirCliente } from '../identity/index.js';
import { BusinessRuleError, NotFoundError } from '../shared/index.js';
import { exigirAcaoChecklist, MENSAGENS_ESTADO, STATUS_VALIDOS, type StatusChecklist } from './estados.js';
import { MENSAGENS_CHECKLIST, protocoloChecklist } from './regras.js';
import { AGORA_DO_BANCO, type ChecklistsRepository, type PessoaChecklist } from './ports.js';

/**
 * Reuse by plate (spec 01 §4.4): another client's valid checklist of the vehicle, copied for this
 * client (linked to the vehicle) with the same validity and marks; once per client, since a
 * second copy would only duplicate the valid checklist it already has.
 */
export class ReutilizarChecklist {
  constructor(private readonly repo: ChecklistsRepository, private readonly agora: () => Date) {}

  async executar(id: number, clienteId: number, quem: PessoaChecklist): Promise<{ id: number; protocolo: string; status: StatusChecklist }> {
    exigirCliente(quem.usuario.escopo, clienteId);
    return this.repo.transacao(async (u) => {
      const origem = await u.travar(id);
      if (!origem) throw new NotFoundError(MENSAGENS_CHECKLIST.naoEncontrado);
      const vinculo = await u.vinculoAtivo(clienteId, origem.veiculo_id);
      const agora = this.agora();
      const valida = STATUS_VALIDOS.includes(origem.status) && !!origem.data_validade && origem.data_validade > agora;
      exigirAcaoChecklist(origem.status, 'REUTILIZAR');
      if (!vinculo || !valida) throw new BusinessRuleError(MENSAGENS_ESTADO.REUTILIZAR);
      if (await u.temValido(origem.veiculo_id, clienteId)) throw new BusinessRuleError(MENSAGENS_ESTADO.REUTILIZAR);
      const pgr = await u.pgrPadrao(clienteId);
      const novo = await u.novoId();
      const protocolo = protocoloChecklist(novo, agora);
      await u.inserir({
        id: novo, status: origem.status, cliente_id: clienteId, pgr_cliente_id: pgr, veiculo_id: origem.veiculo_id, placa: origem.placa, terminal: origem.terminal,
        tecnologia_id: origem.tecnologia_id, vinculo, carroceria: origem.carroceria, protocolo, usuario_id: quem.usuario.id, username_add: quem.usuario.username,
        data_validade: origem.data_validade, data_finalizado: AGORA_DO_BANCO, reutilizado: true, reutilizado_de: origem.id,
      });
      await u.copiarItensDe(novo, origem.id);
      await u.registrarEvento({ checklistId: novo, acao: 'REUTILIZADO', antes: null, depois: origem.status, autor: quem, detalhe: { de: origem.id } });
      return { id: novo, protocolo, status: origem.status };
    });
  }
}
