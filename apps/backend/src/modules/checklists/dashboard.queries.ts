import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import type { EscopoTenant, PeriodoDashboard } from '@gr/domain';
import { kx } from '@gr/infrastructure';

/**
 * The online checklist dashboard (issue 23; spec 01 §2 /dashboard_checklist): the period's
 * checklists by status, day by day, by operator, and the queue now — aggregates of the stored
 * checklists within the caller's tenant scope.
 */
@Injectable()
export class DashboardChecklistQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private doAlcance(qb: Knex.QueryBuilder, escopo: EscopoTenant, clienteId: number | null): Knex.QueryBuilder {
    if (clienteId) qb.where('c.cliente_id', clienteId);
    if (escopo.tipo === 'clientes') qb.whereIn('c.cliente_id', escopo.ids.length ? escopo.ids : [0]);
    return qb;
  }

  async dashboard(p: PeriodoDashboard, escopo: EscopoTenant, clienteId: number | null) {
    const db = this.db;
    const doPeriodo = () => this.doAlcance(db('check_lists as c').whereBetween('c.data_cadastro', [p.de, p.ate]), escopo, clienteId);
    const [resumo] = (await doPeriodo().select(
      db.raw('count(*)::int as total'),
      db.raw(`count(*) filter (where c.status in ('APROVADO', 'LIBERADO'))::int as aprovados`),
      db.raw(`count(*) filter (where c.status = 'REPROVADO')::int as reprovados`),
      db.raw(`count(*) filter (where c.status = 'CANCELADO')::int as cancelados`),
      db.raw(`count(*) filter (where c.fila_expressa)::int as fila_expressa`),
      db.raw('round(avg(extract(epoch from (c.data_finalizado - c.data_cadastro)) / 60) filter (where c.data_finalizado is not null))::int as minutos_medios'),
    )) as Array<Record<string, number | null>>;
    const porStatus = (await doPeriodo().select('c.status', db.raw('count(*)::int as quantidade')).groupBy('c.status').orderBy('quantidade', 'desc')) as Array<{ status: string; quantidade: number }>;
    const porDia = (await doPeriodo()
      .select(
        db.raw(`to_char(c.data_cadastro at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as dia`), db.raw('count(*)::int as quantidade'),
        db.raw(`count(*) filter (where c.status in ('APROVADO', 'LIBERADO'))::int as aprovados`), db.raw(`count(*) filter (where c.status = 'REPROVADO')::int as reprovados`),
      )
      .groupBy('dia').orderBy('dia')) as Array<{ dia: string; quantidade: number; aprovados: number; reprovados: number }>;
    const porOperador = (await doPeriodo().whereNotNull('c.operador_username')
      .select('c.operador_username as operador', db.raw('count(*)::int as quantidade'))
      .groupBy('c.operador_username').orderBy([{ column: 'quantidade', order: 'desc' }, { column: 'operador' }]).limit(15)) as Array<{ operador: string; quantidade: number }>;
    // The queue now, whatever the period: waiting for a test, being tested.
    const [fila] = (await this.doAlcance(db('check_lists as c'), escopo, clienteId).select(
      db.raw(`count(*) filter (where c.status in ('VERIFICANDO', 'PENDENTE'))::int as aguardando`),
      db.raw(`count(*) filter (where c.status = 'EM_TESTE')::int as em_teste`),
    )) as Array<{ aguardando: number; em_teste: number }>;
    return {
      inicio_periodo: p.de.toISOString(), final_periodo: p.ate.toISOString(), cliente_id: clienteId,
      resumo: { ...resumo!, ...fila! }, por_status: porStatus, por_dia: porDia, por_operador: porOperador,
    };
  }
}
