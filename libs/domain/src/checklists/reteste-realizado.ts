import { BusinessRuleError } from '../shared/index.js';
import type { ChecklistsRepository, PessoaChecklist } from './ports.js';
import { transicionar, type Transicao } from './transicao.js';

export const MENSAGEM_SEM_RETESTE = 'Não há reteste pendente neste checklist';

/** The operator gave the retest's result (reteste_realizado): the pending flag goes down. */
export class RetesteRealizado {
  constructor(private readonly repo: ChecklistsRepository) {}

  executar(id: number, quem: PessoaChecklist): Promise<Transicao> {
    return transicionar(this.repo, id, 'RETESTE_REALIZADO', quem, {}, (c) => {
      if (!c.reteste_pendente) throw new BusinessRuleError(MENSAGEM_SEM_RETESTE);
      return { reteste_pendente: false };
    });
  }
}
