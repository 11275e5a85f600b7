import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LinhaPreFaturamento, PeriodoFinanceiro } from '@gr/domain';
import { kx } from '@gr/infrastructure';

/**
 * Read side of /api/financeiro: the pre-billing figures per client in a period. Only the release
 * log exists yet, so trips and checklists count 0 and values are R$ 0,00 until those contexts
 * write their tables (this query is the one place to extend).
 */
@Injectable()
export class FinanceiroQueries {
  constructor(private readonly em: EntityManager) {}

  async preFaturamento(p: PeriodoFinanceiro): Promise<LinhaPreFaturamento[]> {
    const db = kx(this.em);
    const rows = (await db('liberacoes as l')
      .leftJoin('clientes as c', 'c.cnpj', 'l.cnpj')
      .whereBetween('l.data_cadastro', [p.inicio, p.fim])
      // One line per client: a release names its client by CNPJ, with or without the trade name
      // (the rapid response's carry it), and those must not split the client in two. Releases of
      // no known client stay one line per CNPJ (or name).
      .groupByRaw('c.id, c.razao_social, c.cnpj, (case when c.id is null then coalesce(l.cnpj, l.nome_fantasia) end)')
      .orderByRaw('coalesce(c.razao_social, max(l.nome_fantasia), max(l.cnpj))')
      .select(
        'c.id as cliente_id',
        db.raw(`coalesce(c.razao_social, max(l.nome_fantasia), 'SEM CLIENTE') as cliente`),
        db.raw('coalesce(c.cnpj, max(l.cnpj)) as cnpj'),
        db.raw('count(*)::int as liberacoes'),
        db.raw(`count(*) filter (where l.tipo = 'PRONTA_RESPOSTA')::int as acionamentos_pronta_resposta`),
      )) as Array<Pick<LinhaPreFaturamento, 'cliente_id' | 'cliente' | 'cnpj' | 'liberacoes' | 'acionamentos_pronta_resposta'>>;
    return rows.map((r) => ({ ...r, viagens: 0, checklists: 0, valor_viagens: 0, valor_checklists: 0, valor_pronta_resposta: 0, valor_total: 0 }));
  }
}
