import type { ChecklistsRepository, PessoaChecklist } from './ports.js';
import { transicionar, type Transicao } from './transicao.js';

/**
 * Cancelling (spec 01 §4.1): from VERIFICANDO, PENDENTE or EM_TESTE, with the note and the marks
 * the screen gave; only APROVADO and REPROVADO marks are kept.
 */
export class CancelarChecklist {
  constructor(private readonly repo: ChecklistsRepository) {}

  executar(id: number, observacao: string | null, itens: ReadonlyMap<number, unknown>, quem: PessoaChecklist): Promise<Transicao> {
    return transicionar(this.repo, id, 'CANCELAR', quem, { detalhe: { observacao } }, async (_c, u) => {
      const marcas = [...itens].filter((m): m is [number, 'APROVADO' | 'REPROVADO'] => m[1] === 'APROVADO' || m[1] === 'REPROVADO');
      await u.atualizarItens(id, marcas.map(([item, status]) => ({ id: item, status })));
      return { observacao_cancelamento: observacao };
    });
  }
}
