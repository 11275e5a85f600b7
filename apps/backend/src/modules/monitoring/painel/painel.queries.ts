import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  alcanceLeituraViagens, AUTOR_ALERTA, FAIXAS_TEMPO_ALERTA, LIMITES_TEMPO_ALERTA, NIVEIS_ALERTA, nivelDoAlerta, nomeDoTipoAlerta, TIPOS_VIAGEM,
  type LeitorViagem, type NivelAlerta, type PeriodoDashboard,
} from '@gr/domain';
import { kx } from '@gr/infrastructure';

/** What the dashboards read of one client or of everything the reader may read. */
export interface FiltroPainel {
  leitor: LeitorViagem;
  clienteId: number | null;
}

type TipoOcorrencia = { grau_risco: number; pontuacao_baixa: number; pontuacao_media: number; pontuacao_alta: number };
const nivel = (r: TipoOcorrencia) => nivelDoAlerta({ grau_risco: Number(r.grau_risco), pontuacao_baixa: Number(r.pontuacao_baixa), pontuacao_media: Number(r.pontuacao_media), pontuacao_alta: Number(r.pontuacao_alta) });
const DESCRICAO_TIPO_VIAGEM = new Map<number, string>(TIPOS_VIAGEM.map((t) => [t.id, t.descricao]));
const SEM_VINCULO = 'SEM VÍNCULO';

/**
 * Read side of the dashboards and the desk's alerts (issue 23; spec 02 §3 "Dashboard data",
 * "Pending alert", §7 "Dashboard", alertas_pendentes, alertas_agregados_por_tempo; docs/decisoes.md
 * 47). Every figure is an aggregate of the stored trips, occurrences and checklists, within the
 * caller's tenant scope; a trip counts in a period by when it started (or was planned to).
 */
@Injectable()
export class PainelQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  /**
   * Trips (`m`) the reader may read — the lists' rule (alcanceLeituraViagens: a shipper manager
   * also the loads its managed clients ship) — and, with a client, those it carries or ships.
   */
  private dasViagens<T extends Knex.QueryBuilder>(qb: T, f: FiltroPainel): T {
    if (f.clienteId) qb.where((w) => w.where('m.cliente_id', f.clienteId!).orWhere('m.embarcador_id', f.clienteId!));
    const a = alcanceLeituraViagens(f.leitor);
    if (a.tipo !== 'todos') {
      qb.where((w) => {
        w.whereIn('m.cliente_id', a.clientes.length ? [...a.clientes] : [0]);
        if (a.embarcadores.length) w.orWhereIn('m.embarcador_id', [...a.embarcadores]);
      });
    }
    return qb;
  }

  /** Rows of a client's own (checklists): the client asked for, else the reader's scope. */
  private doCliente<T extends Knex.QueryBuilder>(qb: T, coluna: string, f: FiltroPainel): T {
    if (f.clienteId) qb.where(coluna, f.clienteId);
    if (f.leitor.escopo.tipo === 'clientes') qb.whereIn(coluna, f.leitor.escopo.ids.length ? f.leitor.escopo.ids : [0]);
    return qb;
  }

  /** Trips of the period: started (or planned to start) in it, not deleted. */
  private viagens(p: PeriodoDashboard, f: FiltroPainel): Knex.QueryBuilder {
    const qb = this.db('monitoramentos as m').whereNull('m.excluida_em').whereRaw('coalesce(m.data_inicio, m.previsao_inicio) between ? and ?', [p.de, p.ate]);
    return this.dasViagens(qb, f);
  }

  /** GET monitoramentos/dashboard: the month's figures of one client (or of the caller's scope). */
  async dashboard(p: PeriodoDashboard, f: FiltroPainel) {
    const db = this.db;
    const [resumo] = (await this.viagens(p, f).select(
      db.raw('count(*)::int as viagens'),
      db.raw('count(*) filter (where m.status = 1)::int as agendadas'),
      db.raw('count(*) filter (where m.status = 2)::int as em_viagem'),
      db.raw('count(*) filter (where m.status = 3)::int as finalizadas'),
      db.raw('count(*) filter (where m.status = 4)::int as canceladas'),
      db.raw('coalesce(sum(m.valor_embarque) filter (where m.status <> 4), 0)::float8 as valor_embarcado'),
    )) as Array<Record<string, number>>;

    const porTipo = (await this.viagens(p, f).whereNot('m.status', 4)
      .select('m.tipo_viagem_id', db.raw(`coalesce(m.vinculo, '${SEM_VINCULO}') as vinculo`), db.raw('count(*)::int as quantidade'))
      .groupByRaw(`m.tipo_viagem_id, coalesce(m.vinculo, '${SEM_VINCULO}')`)
      .orderBy([{ column: 'm.tipo_viagem_id' }, { column: 'vinculo' }])) as Array<{ tipo_viagem_id: number | null; vinculo: string; quantidade: number }>;

    const porSituacao = (await this.viagens(p, f).whereNot('m.status', 4)
      .leftJoin('situacoes_viagem as s', 's.id', 'm.situacao_viagem_id')
      .select(db.raw(`coalesce(s.descricao, 'SEM SITUAÇÃO') as situacao_viagem`), db.raw('count(*)::int as quantidade'), db.raw('coalesce(sum(m.valor_embarque), 0)::float8 as valor'))
      .groupByRaw(`coalesce(s.descricao, 'SEM SITUAÇÃO')`)
      .orderBy('quantidade', 'desc')) as Array<{ situacao_viagem: string; quantidade: number; valor: number }>;

    const entrega = (await this.viagens(p, f).whereIn('m.status', [2, 3])
      .select(
        db.raw(`coalesce(m.vinculo, '${SEM_VINCULO}') as tipo`),
        db.raw('count(*) filter (where m.status = 2 and (m.previsao_fim is null or m.previsao_fim >= now()))::int as em_transito'),
        db.raw('count(*) filter (where m.status = 3 and m.dentro_do_prazo is not false)::int as no_prazo'),
        db.raw('count(*) filter (where (m.status = 3 and m.dentro_do_prazo is false) or (m.status = 2 and m.previsao_fim < now()))::int as em_atrasado'),
      )
      .groupByRaw(`coalesce(m.vinculo, '${SEM_VINCULO}')`)
      .orderBy('tipo')) as Array<{ tipo: string; em_transito: number; no_prazo: number; em_atrasado: number }>;

    // Occurrences of the trips the reader may read (a standalone one, without a trip, is no dashboard figure).
    const ocorrencias = this.dasViagens(
      db('monitoramento_ocorrencias as o').join('ocorrencias as oc', 'oc.id', 'o.ocorrencia_id').join('monitoramentos as m', 'm.id', 'o.solicitacao_monitoramento_id')
        .whereNull('m.excluida_em').whereBetween('o.data_cadastro', [p.de, p.ate]),
      f,
    );
    // The cargo value exposed: each trip's once per degree, however many occurrences of it the trip had.
    const porNivel = (await db.queryBuilder()
      .from(ocorrencias.clone().select('oc.grau_risco', 'o.solicitacao_monitoramento_id as sm', db.raw('count(*)::int as n')).groupBy('oc.grau_risco', 'o.solicitacao_monitoramento_id').as('g'))
      .leftJoin('monitoramentos as m2', 'm2.id', 'g.sm')
      .select('g.grau_risco', db.raw('sum(g.n)::int as quantidade'), db.raw('coalesce(sum(m2.valor_embarque), 0)::float8 as valores'))
      .groupBy('g.grau_risco').orderBy('g.grau_risco', 'desc')) as Array<{ grau_risco: number; quantidade: number; valores: number }>;

    const checklists = (await this.doCliente(db('check_lists as c').whereBetween('c.data_cadastro', [p.de, p.ate]), 'c.cliente_id', f)
      .select(db.raw(`coalesce(c.vinculo, '${SEM_VINCULO}') as vinculo`), 'c.status', db.raw('count(*)::int as quantidade'))
      .groupByRaw(`coalesce(c.vinculo, '${SEM_VINCULO}'), c.status`)
      .orderBy([{ column: 'vinculo' }, { column: 'c.status' }])) as Array<{ vinculo: string; status: string; quantidade: number }>;

    const cliente = f.clienteId
      ? ((await db('clientes').where('id', f.clienteId).first(db.raw('coalesce(nome_fantasia, nome) as nome'))) as { nome: string } | undefined)?.nome ?? null
      : null;
    return {
      inicio_periodo: p.de.toISOString(),
      final_periodo: p.ate.toISOString(),
      cliente_id: f.clienteId,
      cliente,
      resumo: {
        ...resumo!,
        ocorrencias: porNivel.reduce((s, r) => s + r.quantidade, 0),
        checklists: checklists.reduce((s, r) => s + r.quantidade, 0),
      },
      checklists,
      viagens_por_tipo: porTipo.map((r) => ({ tipo: (r.tipo_viagem_id && DESCRICAO_TIPO_VIAGEM.get(Number(r.tipo_viagem_id))) || 'NÃO INFORMADO', vinculo: r.vinculo, quantidade: r.quantidade })),
      viagens_por_situacao_ag: porSituacao,
      viagens_estado_entrega_vinculo: entrega,
      ocorrencias_por_nivel: porNivel.map((r) => ({ grau_risco: Number(r.grau_risco), valores: r.valores, quantidade: r.quantidade })),
    };
  }

  /** GET monitoramentos/dashboard_admin: every client's figures side by side, and the trips day by day. */
  async dashboardAdmin(p: PeriodoDashboard, f: FiltroPainel) {
    const db = this.db;
    const porCliente = (await this.viagens(p, f)
      .select(
        'm.cliente_id',
        db.raw('(select coalesce(cl.nome_fantasia, cl.nome) from clientes cl where cl.id = m.cliente_id) as cliente'),
        db.raw('count(*)::int as viagens'),
        db.raw('count(*) filter (where m.status = 2)::int as em_viagem'),
        db.raw('count(*) filter (where m.status = 3)::int as finalizadas'),
        db.raw('count(*) filter (where m.status = 4)::int as canceladas'),
        db.raw('coalesce(sum(m.valor_embarque) filter (where m.status <> 4), 0)::float8 as valor_embarcado'),
        db.raw('(select count(*)::int from monitoramento_ocorrencias o where o.cliente_id = m.cliente_id and o.data_cadastro between ? and ?) as ocorrencias', [p.de, p.ate]),
      )
      .groupBy('m.cliente_id').orderBy([{ column: 'viagens', order: 'desc' }, { column: 'm.cliente_id' }]).limit(20)) as Array<Record<string, unknown>>;
    const porDia = (await this.viagens(p, f)
      .select(db.raw(`to_char(coalesce(m.data_inicio, m.previsao_inicio) at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as dia`), db.raw('count(*)::int as quantidade'),
        db.raw('count(*) filter (where m.status = 4)::int as canceladas'))
      .groupBy('dia').orderBy('dia')) as Array<{ dia: string; quantidade: number; canceladas: number }>;
    return { inicio_periodo: p.de.toISOString(), final_periodo: p.ate.toISOString(), por_cliente: porCliente, viagens_por_dia: porDia };
  }

  /** The pending alerts of the scope: occurrences the live monitoring recorded on a trip, not concluded yet. */
  private alertas(f: FiltroPainel): Knex.QueryBuilder {
    const qb = this.db('monitoramento_ocorrencias as o')
      .join('ocorrencias as oc', 'oc.id', 'o.ocorrencia_id')
      .join('monitoramentos as m', 'm.id', 'o.solicitacao_monitoramento_id')
      .whereNull('o.usuario_id').where('o.username_add', AUTOR_ALERTA).where('o.conferida', false).whereNull('m.excluida_em');
    return this.dasViagens(qb, f);
  }

  /** GET monitoramentos/alertas_pendentes: grouped by the type's name (OUTROS without one), most serious, then oldest, first. */
  async alertasPendentes(f: FiltroPainel, limite = 500) {
    const db = this.db;
    const rows = (await this.alertas(f)
      .select(
        'o.id as alerta_id', 'o.solicitacao_monitoramento_id as sm_id', 'o.placa', 'o.descricao', 'o.data_cadastro', 'm.cliente_id',
        'oc.codigo', 'oc.descricao as ocorrencia', 'oc.tipo', 'oc.grau_risco', 'oc.pontuacao_baixa', 'oc.pontuacao_media', 'oc.pontuacao_alta',
        db.raw('(select coalesce(cl.nome_fantasia, cl.nome) from clientes cl where cl.id = m.cliente_id) as cliente'),
        db.raw('floor(extract(epoch from (now() - o.data_cadastro)) / 60)::int as minutos'),
      )
      .orderBy([{ column: 'oc.grau_risco', order: 'desc' }, { column: 'o.data_cadastro' }, { column: 'o.id' }])
      .limit(limite)) as Array<TipoOcorrencia & Record<string, unknown>>;
    const grupos = new Map<string, Array<Record<string, unknown>>>();
    for (const r of rows) {
      const n = nivel(r);
      const nome = nomeDoTipoAlerta(r.tipo as string | null);
      const alerta = {
        alerta_id: Number(r.alerta_id), tipo: { nome, cor: NIVEIS_ALERTA[n]!.cor }, cor: NIVEIS_ALERTA[n]!.cor, titulo: `${r.ocorrencia} · ${r.placa ?? 'sem placa'}`,
        nivel: n, nivel_descricao: NIVEIS_ALERTA[n]!.descricao, codigo: Number(r.codigo), ocorrencia: r.ocorrencia, descricao: r.descricao ?? null,
        sm_id: Number(r.sm_id), placa: r.placa ?? null, cliente_id: r.cliente_id, cliente: r.cliente ?? null,
        data_cadastro: new Date(r.data_cadastro as string).toISOString(), minutos: Math.max(0, Number(r.minutos)),
      };
      grupos.set(nome, [...(grupos.get(nome) ?? []), alerta]);
    }
    const ordem = (a: Array<Record<string, unknown>>) => Math.min(...a.map((x) => x.nivel as number));
    return [...grupos.entries()]
      .map(([nome, alertas]) => ({ nome, quantidade: alertas.length, alertas: alertas.sort((a, b) => (a.nivel as number) - (b.nivel as number)) }))
      .sort((a, b) => ordem(a.alertas) - ordem(b.alertas) || b.quantidade - a.quantidade || a.nome.localeCompare(b.nome));
  }

  /** GET monitoramentos/alertas_agregados_por_tempo: pending alerts by level and by the age buckets of spec 02 §9. */
  async alertasAgregadosPorTempo(f: FiltroPainel) {
    const db = this.db;
    // width_bucket over the bucket limits: 0 under 5 minutes … 10 at 90 or more (FAIXAS_TEMPO_ALERTA's index).
    const rows = (await this.alertas(f)
      .select(
        'oc.grau_risco', 'oc.pontuacao_baixa', 'oc.pontuacao_media', 'oc.pontuacao_alta',
        db.raw('width_bucket(extract(epoch from (now() - o.data_cadastro)) / 60, ?::float8[]) as faixa', [`{${LIMITES_TEMPO_ALERTA.join(',')}}`]),
        db.raw('count(*)::int as quantidade'),
      )
      .groupBy('oc.grau_risco', 'oc.pontuacao_baixa', 'oc.pontuacao_media', 'oc.pontuacao_alta', 'faixa')) as Array<TipoOcorrencia & { faixa: number; quantidade: number }>;
    const porNivel = [0, 0, 0, 0];
    const tempos = FAIXAS_TEMPO_ALERTA.map((t) => ({ ...t, quantidade: 0, niveis: [0, 0, 0, 0] }));
    for (const r of rows) {
      const n: NivelAlerta = nivel(r);
      const t = tempos[Math.min(Math.max(0, Number(r.faixa)), tempos.length - 1)]!;
      porNivel[n]! += r.quantidade;
      t.niveis[n]! += r.quantidade;
      t.quantidade += r.quantidade;
    }
    return {
      total: porNivel.reduce((s, x) => s + x, 0),
      niveis: NIVEIS_ALERTA.map((x) => ({ ...x, quantidade: porNivel[x.nivel]! })),
      tempos: tempos.map(({ indice: _i, niveis, ...t }) => ({ ...t, nivel_0: niveis[0]!, nivel_1: niveis[1]!, nivel_2: niveis[2]!, nivel_3: niveis[3]! })),
    };
  }

  /** Who concluded an alert and when (the answer of conclui_alerta). */
  async conclusao(alertaId: number): Promise<{ username_conclusao: string | null; data_conclusao: string | null }> {
    const r = (await this.db('monitoramento_ocorrencias').where('id', alertaId).first('username_conferencia', 'data_conferencia')) as { username_conferencia: string | null; data_conferencia: Date | null } | undefined;
    return { username_conclusao: r?.username_conferencia ?? null, data_conclusao: r?.data_conferencia ? new Date(r.data_conferencia).toISOString() : null };
  }
}
