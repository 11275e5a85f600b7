import { validadeAprovado } from './regras.js';
import type { StatusChecklist } from './estados.js';
import type { ResultadoTesteAutomatico } from './teste-automatico.js';
import type { AutorChecklist, ChecklistsRepository } from './ports.js';
import type { AvaliarTestes } from './consultas.js';
import { transicionar } from './transicao.js';

/**
 * Applies the automatic test (analise_checklist, and the job): the items' tracking is saved and,
 * once the test is over, the result moves the checklist (approved for 30 days, or rejected).
 */
export class AplicarTesteAutomatico {
  constructor(private readonly repo: ChecklistsRepository, private readonly testes: AvaliarTestes) {}

  async executar(id: number, autor: AutorChecklist, agora: Date): Promise<{ resultado: ResultadoTesteAutomatico | null; status: StatusChecklist | null }> {
    const resultado = await this.testes.testeAutomatico(id, agora);
    if (!resultado) return { resultado, status: null };
    await this.repo.atualizarItens(id, resultado.itens.map((i) => ({
      id: i.id, status_teste: i.status, valor: i.valor, violacao: i.violacao, quantidade: i.quantidade, data_posicao: i.data_posicao,
      ...(resultado.concluido ? { status: i.estado === 'OK' ? ('APROVADO' as const) : ('REPROVADO' as const) } : {}),
    })));
    if (!resultado.concluido) return { resultado, status: null };
    const r = await transicionar(this.repo, id, 'REGISTRAR_RESULTADO', autor, { aprovado: !!resultado.aprovado, detalhe: { automatico: true, tempo_esgotado: resultado.tempo_esgotado } }, (_c, _u, proximo) => ({
      data_validade: proximo === 'APROVADO' ? validadeAprovado(agora) : null, reteste_pendente: false,
    }));
    return { resultado, status: r.status };
  }
}
