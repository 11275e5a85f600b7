import { exigirCliente } from '../identity/index.js';
import { BusinessRuleError } from '../shared/index.js';
import { MENSAGENS_CHECKLIST } from './regras.js';
import { AGORA_DO_BANCO, type ChecklistsRepository, type PessoaChecklist } from './ports.js';
import { checklistOu404, transicionar, type Transicao } from './transicao.js';

/**
 * The express queue (spec 01 §6): a client with the operation sends a checklist still being worked
 * on; the 45 minutes count from the first time it entered the queue.
 */
export class EnviarFilaExpressa {
  constructor(private readonly repo: ChecklistsRepository) {}

  async executar(id: number, quem: PessoaChecklist): Promise<Transicao> {
    const c = await checklistOu404(this.repo, id);
    exigirCliente(quem.usuario.escopo, c.cliente_id);
    if (!(await this.repo.cliente(c.cliente_id))?.expresso) throw new BusinessRuleError(MENSAGENS_CHECKLIST.expressoSemFlag);
    return transicionar(this.repo, id, 'FILA_EXPRESSA', quem, {}, () => (c.fila_expressa ? {} : { fila_expressa: true, data_fila_expressa: AGORA_DO_BANCO }));
  }
}
