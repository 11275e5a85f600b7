import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { TIPOS_VIAGEM, type EscopoTenant, type GridPage, type GridQuery } from '@gr/domain';
import { consultarGrid, kx, linhaJson, selecionarColunas, SQL_VIAGEM_DA_ESTACAO } from '@gr/infrastructure';

const COLUNAS_ESTACAO = { id: 'e.id', descricao: 'e.descricao', ativa: 'e.ativa', data_cadastro: 'e.data_cadastro' } as const;

export interface FiltroSessoes {
  estacaoId?: number;
  userId?: number;
}

/** Read side of stations (spec 02 §2, §3, §7): the list, one station, open sessions, the unlinked SMs. */
@Injectable()
export class EstacoesQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  grid(q: GridQuery, exportar: boolean): Promise<GridPage<Record<string, unknown>>> {
    return consultarGrid(() => this.db('estacoes as e'), selecionarColunas(COLUNAS_ESTACAO), q, COLUNAS_ESTACAO, { desempate: 'e.id', semPaginacao: exportar });
  }

  async todas(): Promise<Array<{ id: number; descricao: string; ativa: boolean }>> {
    return (await this.db('estacoes').orderBy('descricao').select('id', 'descricao', 'ativa')) as Array<{ id: number; descricao: string; ativa: boolean }>;
  }

  async detalhe(id: number): Promise<Record<string, unknown> | null> {
    const e = (await this.db('estacoes').where({ id }).first('id', 'descricao', 'ativa', 'data_cadastro', 'username_add')) as Record<string, unknown> | undefined;
    if (!e) return null;
    const [tecnologias, tipos, clientes, sessoes] = await Promise.all([
      this.db('estacoes_tecnologias as et').join('tecnologias as t', 't.id', 'et.tecnologia_id').where('et.estacao_id', id).orderBy('t.id').select('t.id', 't.descricao'),
      this.db('estacoes_tipos_viagens').where({ estacao_id: id }).orderBy('tipo_viagem_id').pluck('tipo_viagem_id'),
      this.db('estacoes_clientes as ec').join('clientes as c', 'c.id', 'ec.cliente_id').where('ec.estacao_id', id).orderBy('c.id')
        .select('c.id', this.db.raw('coalesce(c.nome_fantasia, c.nome) as descricao')),
      this.sessoes({ estacaoId: id }),
    ]);
    const tiposIds = (tipos as number[]).map(Number);
    return {
      ...linhaJson(e),
      tecnologias: (tecnologias as Array<{ id: number }>).map((t) => t.id),
      tipos_viagens: tiposIds,
      clientes: (clientes as Array<{ id: number }>).map((c) => c.id),
      tecnologias_nomes: tecnologias,
      tipos_viagens_nomes: TIPOS_VIAGEM.filter((t) => tiposIds.includes(t.id)).map((t) => ({ id: t.id, descricao: t.descricao })),
      clientes_nomes: clientes,
      sessoes,
    };
  }

  /** Open sessions, by station and/or by user (spec 02 §7 "lists by station and by user"). */
  async sessoes(f: FiltroSessoes): Promise<Array<Record<string, unknown>>> {
    const qb = this.db('estacao_sessoes as s').join('estacoes as e', 'e.id', 's.estacao_id').whereNull('s.fim')
      .select('s.id', 's.estacao_id', 'e.descricao as estacao', 's.user_id', 's.username', 's.inicio', 's.fim').orderBy('s.id');
    if (f.estacaoId !== undefined) qb.where('s.estacao_id', f.estacaoId);
    if (f.userId !== undefined) qb.where('s.user_id', f.userId);
    return ((await qb) as Array<Record<string, unknown>>).map(linhaJson);
  }

  /**
   * Unlinked SMs (spec 02 §7 `viagens_desvinculadas`: status, quantidade, estacoes): scheduled and
   * in-transit trips not yet linked to their technology, per status, with the active stations
   * they fall in ('SEM ESTAÇÃO' when some fall in none), within the caller's scope.
   */
  async desvinculadas(escopo: EscopoTenant): Promise<Array<{ status: string; quantidade: number; estacoes: string[] }>> {
    const qb = this.db('monitoramentos as m')
      .leftJoin('veiculos as v', 'v.id', 'm.veiculo_id')
      .leftJoin(this.db.raw(`estacoes e on e.ativa and ${SQL_VIAGEM_DA_ESTACAO}`))
      .whereNull('m.excluida_em').whereIn('m.status', [1, 2]).where('m.vinculado_tecnologia', false)
      .groupBy('m.status').orderBy('m.status')
      .select(
        'm.status',
        this.db.raw('count(distinct m.id)::int as quantidade'),
        this.db.raw(`coalesce(array_agg(distinct e.descricao) filter (where e.id is not null), '{}') as estacoes`),
        this.db.raw('bool_or(e.id is null) as alguma_sem'),
      );
    if (escopo.tipo === 'clientes') qb.whereIn('m.cliente_id', escopo.ids.length ? escopo.ids : [0]);
    const rows = (await qb) as Array<{ status: number; quantidade: number; estacoes: string[]; alguma_sem: boolean }>;
    return rows.map((r) => ({
      status: r.status === 1 ? 'AGENDADA' : 'EM_VIAGEM',
      quantidade: r.quantidade,
      estacoes: [...r.estacoes.sort(), ...(r.alguma_sem ? ['SEM ESTAÇÃO'] : [])],
    }));
  }
}
