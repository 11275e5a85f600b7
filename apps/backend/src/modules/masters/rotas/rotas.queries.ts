import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { ForbiddenError, MENSAGENS_ROTA_EXTRA, NotFoundError, podeLer, type EscopoTenant, type GridPage, type GridQuery } from '@gr/domain';
import { consultarGrid, kx, likeContem, linhaJson, type ColunasSql } from '@gr/infrastructure';
import type { RotaBuscaDto, RotaDto, RotaLinhaDto } from './rotas.dto.js';
import { filtrarClienteOuGlobal } from '../comum/escopo.js';
import { sqlAuditoria } from '../comum/grid.js';

const SELECT: ColunasSql = {
  id: 'r.id',
  descricao: 'r.descricao',
  ativa: 'r.ativa',
  cliente_id: 'r.cliente_id',
  cliente_razao: 'cl.razao_social',
  origem: 'po.descricao',
  destino: 'pd.descricao',
  distancia_km: 'r.distancia_km',
  paradas: '(select count(*) from pontos_rotas pr where pr.rota_id = r.id)::int',
  geojson_disponivel: 'r.geojson_disponivel',
  rota_utilizada: 'exists (select 1 from monitoramentos m where m.rota_id = r.id)',
  ...sqlAuditoria('r'),
};
// Filters and sorting on the situation compare its label.
const FILTRO: ColunasSql = { ...SELECT, ativa: `(case when r.ativa then 'ATIVA' else 'DESATIVADA' end)` };

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Read side of routes, within the caller's tenant scope. */
@Injectable()
export class RotasQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base(escopo: EscopoTenant, usadas?: ReadonlySet<string>) {
    const qb = this.db('rotas as r');
    if (!usadas || usadas.has('cliente_razao')) qb.leftJoin('clientes as cl', 'cl.id', 'r.cliente_id');
    if (!usadas || usadas.has('origem')) qb.join('pontos as po', 'po.id', 'r.ponto_origem_id');
    if (!usadas || usadas.has('destino')) qb.join('pontos as pd', 'pd.id', 'r.ponto_destino_id');
    return filtrarClienteOuGlobal(qb, escopo, 'r.cliente_id');
  }

  async grid(q: GridQuery, escopo: EscopoTenant, exportar: boolean): Promise<GridPage<RotaLinhaDto>> {
    const p = await consultarGrid<Record<string, unknown>>(
      (u) => this.base(escopo, u),
      (qb) => qb.select(Object.entries(SELECT).map(([k, v]) => this.db.raw(`${v} as ${k}`))),
      q,
      FILTRO,
      { semPaginacao: exportar, desempate: 'r.id' },
    );
    return { ...p, rows: p.rows.map((r) => ({ ...(r as unknown as RotaLinhaDto), distancia_km: num(r.distancia_km) })) };
  }

  /** The route as the form reads it; 404 when missing, 403 'Não há permissão' for another client's. */
  async detalhe(id: number, escopo: EscopoTenant): Promise<RotaDto> {
    const db = this.db;
    const row = await db('rotas as r')
      .leftJoin('clientes as cl', 'cl.id', 'r.cliente_id')
      .join('pontos as po', 'po.id', 'r.ponto_origem_id')
      .join('pontos as pd', 'pd.id', 'r.ponto_destino_id')
      .where('r.id', id)
      .first(
        'r.id', 'r.descricao', 'r.ativa', 'r.cliente_id', 'cl.razao_social as cliente_razao', 'r.ponto_origem_id', 'r.ponto_destino_id', 'r.route', 'r.geojson',
        'r.geojson_disponivel', 'r.processamento', 'r.erro_processamento', 'r.distancia_km', 'r.duracao_s', 'r.corredor_km', 'r.username_add', 'r.data_cadastro', 'r.username_update',
        'r.data_alteracao', 'r.updated_at',
        'po.descricao as o_descricao', 'po.latitude as o_latitude', 'po.longitude as o_longitude',
        'pd.descricao as d_descricao', 'pd.latitude as d_latitude', 'pd.longitude as d_longitude',
        db.raw('exists (select 1 from monitoramentos m where m.rota_id = r.id) as rota_utilizada'),
      );
    if (!row) throw new NotFoundError(MENSAGENS_ROTA_EXTRA.rotaNaoEncontrada);
    if (!podeLer(escopo, row.cliente_id)) throw new ForbiddenError(MENSAGENS_ROTA_EXTRA.semPermissao);
    const paradas = await db('pontos_rotas as pr').join('pontos as p', 'p.id', 'pr.ponto_id').where('pr.rota_id', id).orderBy('pr.ordem')
      .select('pr.id', 'pr.ordem', 'pr.ponto_id', 'pr.tipo_parada_id', 'p.descricao', 'p.latitude', 'p.longitude');
    const r = linhaJson(row) as Record<string, any>;
    return {
      id: r.id,
      descricao: r.descricao,
      ativa: r.ativa,
      cliente: r.cliente_id ? { id: r.cliente_id, razao_social: r.cliente_razao } : null,
      cliente_id: r.cliente_id,
      cliente_razao: r.cliente_razao ?? null,
      ponto_origem_id: r.ponto_origem_id,
      ponto_destino_id: r.ponto_destino_id,
      ponto_origem: { id: r.ponto_origem_id, descricao: r.o_descricao, latitude: Number(r.o_latitude), longitude: Number(r.o_longitude) },
      ponto_destino: { id: r.ponto_destino_id, descricao: r.d_descricao, latitude: Number(r.d_latitude), longitude: Number(r.d_longitude) },
      pontos_rotas: paradas.map((p: Record<string, any>) => ({
        id: p.id, ordem: p.ordem, ponto_id: p.ponto_id, tipo_parada_id: p.tipo_parada_id, descricao: p.descricao,
        ponto: { id: p.ponto_id, descricao: p.descricao, latitude: Number(p.latitude), longitude: Number(p.longitude) },
      })),
      route: r.route ?? null,
      geojson: r.geojson ?? null,
      geojson_disponivel: r.geojson_disponivel,
      processamento: r.processamento,
      erro_processamento: r.erro_processamento ?? null,
      distancia_km: num(r.distancia_km),
      duracao_s: num(r.duracao_s),
      corredor_km: num(r.corredor_km),
      rota_utilizada: !!r.rota_utilizada,
      username_add: r.username_add ?? null,
      data_cadastro: r.data_cadastro,
      username_update: r.username_update ?? null,
      data_alteracao: r.data_alteracao ?? null,
      updated_at: r.updated_at,
    };
  }

  /** `find_rotas`: up to 20 active routes by description, of the client given (and the ones of every client). */
  async buscar(escopo: EscopoTenant, termo: string, clienteId: number | null): Promise<RotaBuscaDto[]> {
    const qb = this.db('rotas as r').where('r.ativa', true).orderBy('r.descricao').limit(20).select('r.id', 'r.descricao', 'r.cliente_id', 'r.distancia_km');
    if (termo) qb.whereRaw(`r.descricao ilike ? escape '\\'`, [likeContem(termo)]);
    if (clienteId) qb.where((w) => w.whereNull('r.cliente_id').orWhere('r.cliente_id', clienteId));
    filtrarClienteOuGlobal(qb, escopo, 'r.cliente_id');
    return (await qb).map((r: Record<string, unknown>) => ({ ...(r as unknown as RotaBuscaDto), distancia_km: num(r.distancia_km) }));
  }

  tiposParadas(): Promise<Array<{ id: number; descricao: string }>> {
    return this.db('tipos_paradas').orderBy('id').select('id', 'descricao');
  }
}
