import { marcasDoPreTeste } from './pre-teste.js';
import type { ChecklistsRepository, PessoaChecklist } from './ports.js';
import type { AvaliarTestes } from './consultas.js';
import { transicionar, type Transicao } from './transicao.js';

/**
 * Applying the pre-test (preteste_usado): each item keeps its pre-test status, the decided ones
 * become the checklist's marks (PRÉ-APROVADO → APROVADO, -1/-2 → REPROVADO), the watch ends.
 */
export class UsarPreTeste {
  constructor(private readonly repo: ChecklistsRepository, private readonly testes: AvaliarTestes, private readonly agora: () => Date) {}

  async executar(id: number, quem: PessoaChecklist): Promise<Transicao> {
    const r = await this.testes.preTeste(id, this.agora());
    const marcas = marcasDoPreTeste(r.itens);
    return transicionar(this.repo, id, 'PRE_TESTE', quem, { detalhe: { preteste_usado: true, itens: Object.fromEntries(marcas) } }, async (_c, u) => {
      await u.atualizarItens(id, r.itens.map((i) => ({ id: i.id, status_preteste: i.status })));
      await u.atualizarItens(id, [...marcas].map(([item, status]) => ({ id: item, status })));
      return { preteste_usado: true, monitorando_preteste: false };
    });
  }
}
