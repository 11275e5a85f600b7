import { exigirCliente } from '../identity/index.js';
import { exigirReteste } from './regras.js';
import type { ChecklistsRepository, PessoaChecklist } from './ports.js';
import { checklistOu404, transicionar, type Transicao } from './transicao.js';

/**
 * Retest (spec 01 §4.3): a REPROVADO within 72 hours of creation, of a client with the operation,
 * goes back to VERIFICANDO with every mark and test reading cleared, flagged as a pending retest.
 */
export class SolicitarReteste {
  constructor(private readonly repo: ChecklistsRepository, private readonly agora: () => Date) {}

  async executar(id: number, quem: PessoaChecklist): Promise<Transicao> {
    const c = await checklistOu404(this.repo, id);
    exigirCliente(quem.usuario.escopo, c.cliente_id);
    exigirReteste(c, !!(await this.repo.cliente(c.cliente_id))?.reteste, this.agora());
    return transicionar(this.repo, id, 'RETESTE', quem, {}, async (_c, u) => {
      await u.atualizarTodosItens(id, { status: null, status_teste: 0, valor: null, violacao: false, quantidade: 0, data_posicao: null });
      return {
        reteste_pendente: true, data_finalizado: null, data_verificacao: null, data_em_teste: null, inicio_teste_online: null, operacao: null,
        operador_id: null, operador_username: null, data_validade: null,
      };
    });
  }
}
