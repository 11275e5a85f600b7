import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { exigirCliente, exigirLeituraViagem, MENSAGENS_VIAGEM, NotFoundError, NOMES_STATUS_VIAGEM, type EscopoTenant, type GridPage, type GridQuery, type LeitorViagem, type StatusViagem } from '@gr/domain';
import { consultarGrid, kx, likeContem, linhaJson, type ColunasSql } from '@gr/infrastructure';

const OCORRENCIAS: ColunasSql = {
  id: 'mo.id::int',
  ocorrencia_id: 'mo.ocorrencia_id',
  codigo: 'o.codigo',
  descricao: 'o.descricao',
  grau_risco: 'o.grau_risco',
  observacao: 'mo.descricao',
  username_add: 'mo.username_add',
  data_cadastro: 'mo.data_cadastro',
  conferida: 'mo.conferida',
  username_conferencia: 'mo.username_conferencia',
  data_conferencia: 'mo.data_conferencia',
  observacao_conferencia: 'mo.observacao_conferencia',
  lat_lng: 'mo.lat_lng',
};

const OBSERVACOES: ColunasSql = {
  id: 'ob.id::int',
  observacao: 'ob.observacao',
  lat_lng: 'ob.lat_lng',
  username_add: 'ob.username_add',
  data_cadastro: 'ob.data_cadastro',
};

const selecionar = (db: Knex, colunas: ColunasSql) => (qb: Knex.QueryBuilder) => qb.select(Object.entries(colunas).map(([k, v]) => db.raw(`${v} as ${k}`)));

/**
 * The lifecycle's reads: a trip's occurrences and observations (grids), its history, the
 * situation screen's plate search, each within the person's scope (403 otherwise): the trip's
 * own reads admit the shipper manager of its shipper too (viagemLegivel).
 */
@Injectable()
export class CicloViagemQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private async viagem(id: number): Promise<{ cliente_id: number; embarcador_id: number | null; status: StatusViagem }> {
    const r = (await this.db('monitoramentos').where('id', id).whereNull('excluida_em').first('cliente_id', 'embarcador_id', 'status')) as
      { cliente_id: number; embarcador_id: number | null; status: StatusViagem } | undefined;
    if (!r) throw new NotFoundError(MENSAGENS_VIAGEM.naoEncontrada);
    return r;
  }

  /** The trip (not deleted) within the carrier's scope, for a step of a write (the cancel window's reasons): its status, or 404/403. */
  async viagemVisivel(id: number, escopo: EscopoTenant): Promise<{ status: StatusViagem }> {
    const r = await this.viagem(id);
    exigirCliente(escopo, r.cliente_id);
    return { status: r.status };
  }

  /**
   * The trip (not deleted) for a read of its own (occurrences, observations, history): its
   * carrier's scope, or the shipper manager of its shipper (exigirLeituraViagem). 404/403.
   */
  async viagemLegivel(id: number, leitor: LeitorViagem): Promise<{ status: StatusViagem }> {
    const r = await this.viagem(id);
    exigirLeituraViagem(leitor, r);
    return { status: r.status };
  }

  ocorrencias(viagemId: number, q: GridQuery): Promise<GridPage<Record<string, unknown>>> {
    return consultarGrid(
      () => this.db('monitoramento_ocorrencias as mo').join('ocorrencias as o', 'o.id', 'mo.ocorrencia_id').where('mo.solicitacao_monitoramento_id', viagemId),
      selecionar(this.db, OCORRENCIAS), q, OCORRENCIAS, { desempate: 'mo.id' },
    );
  }

  observacoes(viagemId: number, q: GridQuery): Promise<GridPage<Record<string, unknown>>> {
    return consultarGrid(
      () => this.db('monitoramento_observacoes as ob').where('ob.solicitacao_monitoramento_id', viagemId),
      selecionar(this.db, OBSERVACOES), q, OBSERVACOES, { desempate: 'ob.id' },
    );
  }

  async eventos(viagemId: number): Promise<Array<Record<string, unknown>>> {
    const rows = (await this.db('monitoramento_eventos').where('solicitacao_monitoramento_id', viagemId).orderBy('id')
      .select('id', 'acao', 'status_antes', 'status_depois', 'username', 'ip', 'detalhe', 'data_cadastro')
      .limit(1000)) as Array<Record<string, unknown>>;
    return rows.map((r) => ({ ...linhaJson(r), id: Number(r.id) }));
  }

  /** Trips scheduled or in transit whose plate (or a trailer's) contains `placa`, within scope (the situation screen). */
  async pesquisaPlaca(placa: string, escopo: EscopoTenant): Promise<Array<Record<string, unknown>>> {
    const qb = this.db('monitoramentos as m').leftJoin('situacoes_viagem as s', 's.id', 'm.situacao_viagem_id').whereNull('m.excluida_em').whereIn('m.status', [1, 2])
      .where((w) => w.where('m.placa', 'like', likeContem(placa)).orWhere('m.placa_carreta1', 'like', likeContem(placa)))
      .orderBy('m.id', 'desc').limit(50)
      .select('m.id', 'm.placa', 'm.status', 'm.cliente_id', 'm.situacao_viagem_id', 's.descricao as situacao_viagem', 'm.previsao_inicio', 'm.previsao_fim');
    if (escopo.tipo === 'clientes') qb.whereIn('m.cliente_id', escopo.ids);
    const rows = (await qb) as Array<Record<string, unknown>>;
    return rows.map((r) => ({ ...linhaJson(r), status_nome: NOMES_STATUS_VIAGEM[r.status as StatusViagem] }));
  }
}
