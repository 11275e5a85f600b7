import { AGORA_DO_BANCO, type ChecklistsRepository, type PessoaChecklist } from './ports.js';
import { transicionar, type Transicao } from './transicao.js';

/**
 * PATCH {id} with monitorando_preteste (spec 01 §4.9): the desk starts watching the pre-test (its
 * window opens now, the items' pre-test statuses start over and it counts as not applied), or stops.
 */
export class MonitorarPreTeste {
  constructor(private readonly repo: ChecklistsRepository) {}

  executar(id: number, monitorar: boolean, quem: PessoaChecklist): Promise<Transicao> {
    return transicionar(this.repo, id, 'PRE_TESTE', quem, { detalhe: { monitorando_preteste: monitorar } }, async (_c, u) => {
      if (!monitorar) return { monitorando_preteste: false };
      await u.atualizarTodosItens(id, { status_preteste: 0 });
      return { monitorando_preteste: true, inicio_preteste: AGORA_DO_BANCO, preteste_usado: false };
    });
  }
}
