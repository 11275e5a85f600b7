import { resultadoManual, validadeAprovado } from './regras.js';
import type { ChecklistsRepository, PessoaChecklist } from './ports.js';
import { transicionar, type Transicao } from './transicao.js';

/**
 * The manual test's marks (spec 01 §4.7, tratamento): every item marked, REPROVADO if any is
 * rejected; an approval is valid for 30 days; the retest, if pending, is done.
 */
export class RegistrarResultadoManual {
  constructor(private readonly repo: ChecklistsRepository, private readonly agora: () => Date) {}

  async executar(id: number, marcas: ReadonlyMap<number, unknown>, observacao: string | null, versao: string | null, quem: PessoaChecklist): Promise<Transicao> {
    const r = resultadoManual((await this.repo.idsDosItens(id)).map((i) => ({ id: i })), marcas);
    return transicionar(this.repo, id, 'REGISTRAR_RESULTADO', quem, { versao, aprovado: r.aprovado, detalhe: { itens: Object.fromEntries(r.marcas) } }, async (_c, u, proximo) => {
      await u.atualizarItens(id, [...r.marcas].map(([item, status]) => ({ id: item, status })));
      return { observacao: observacao ?? undefined, reteste_pendente: false, data_validade: proximo === 'APROVADO' ? validadeAprovado(this.agora()) : null };
    });
  }
}
