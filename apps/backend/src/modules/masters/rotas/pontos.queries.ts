import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  ForbiddenError, MENSAGENS_ROTA_EXTRA, NotFoundError, podeLer, RAIO_PONTO_MAXIMO_KM, type Coordenada, type EscopoTenant, type GridPage, type GridQuery,
} from '@gr/domain';
import { consultarGrid, kx, likeContem, linhaJson, type ColunasSql } from '@gr/infrastructure';
import type { PontoBuscaDto, PontoDto } from './pontos.dto.js';
import { filtrarClienteOuGlobal } from '../comum/escopo.js';
import { sqlAuditoria } from '../comum/grid.js';

const COLUNAS: ColunasSql = {
  id: 'p.id',
  descricao: 'p.descricao',
  latitude: 'p.latitude',
  longitude: 'p.longitude',
  tipo: 'p.tipo',
  nivel: 'p.nivel',
  raio_ponto: 'p.raio_ponto',
  cliente_id: 'p.cliente_id',
  cliente_razao: 'cl.razao_social',
  ...sqlAuditoria('p'),
  updated_at: 'p.updated_at',
};

/**
 * The points the user may see (global ones and its clients') whose largest possible area
 * (radius ≤ 50 km) could hold `perto`: what the offline geocoder names a clicked stop from.
 */
export function pontosQuePodemConter(em: EntityManager, escopo: EscopoTenant, perto: Coordenada) {
  const dLat = RAIO_PONTO_MAXIMO_KM / 111.2;
  const dLng = dLat / Math.max(0.1, Math.cos((perto.latitude * Math.PI) / 180));
  const qb = kx(em)('pontos')
    .select('descricao', 'latitude', 'longitude', 'raio_ponto')
    .whereBetween('latitude', [perto.latitude - dLat, perto.latitude + dLat])
    .whereBetween('longitude', [perto.longitude - dLng, perto.longitude + dLng]);
  filtrarClienteOuGlobal(qb, escopo, 'cliente_id');
  return qb;
}

/** numeric columns arrive as text: the API answers numbers. */
export function pontoJson(row: Record<string, unknown>): PontoDto {
  const r = linhaJson(row) as Record<string, unknown>;
  return { ...(r as unknown as PontoDto), latitude: Number(r.latitude), longitude: Number(r.longitude), raio_ponto: Number(r.raio_ponto), nivel: Number(r.nivel) };
}

/** Read side of points, within the caller's tenant scope. */
@Injectable()
export class PontosQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base(escopo: EscopoTenant, usadas?: ReadonlySet<string>) {
    const qb = this.db('pontos as p');
    if (!usadas || usadas.has('cliente_razao')) qb.leftJoin('clientes as cl', 'cl.id', 'p.cliente_id');
    return filtrarClienteOuGlobal(qb, escopo, 'p.cliente_id');
  }

  grid(q: GridQuery, escopo: EscopoTenant, exportar: boolean): Promise<GridPage<PontoDto>> {
    return consultarGrid<Record<string, unknown>>(
      (u) => this.base(escopo, u),
      (qb) => qb.select(Object.entries(COLUNAS).map(([k, v]) => this.db.raw(`${v} as ${k}`))),
      q,
      COLUNAS,
      { semPaginacao: exportar, desempate: 'p.id' },
    ).then((p) => ({ ...p, rows: p.rows.map(pontoJson) }));
  }

  /** The point; 404 when missing, 403 'Não há permissão' for another client's point. */
  async detalhe(id: number, escopo: EscopoTenant): Promise<PontoDto> {
    const row = await this.base({ tipo: 'todos' }).where('p.id', id).first(Object.entries(COLUNAS).map(([k, v]) => `${v} as ${k}`));
    if (!row) throw new NotFoundError(MENSAGENS_ROTA_EXTRA.pontoNaoEncontrado);
    if (!podeLer(escopo, row.cliente_id)) throw new ForbiddenError(MENSAGENS_ROTA_EXTRA.semPermissao);
    return pontoJson(row);
  }

  /**
   * `verificar_ponto`: a point the user may update at these coordinates. A client user: only its
   * client's points; staff: the given client's (else the global one first, then any).
   */
  async naCoordenada(c: Coordenada, escopo: EscopoTenant, clienteId: number | null): Promise<PontoDto | null> {
    const qb = this.base({ tipo: 'todos' }).where({ 'p.latitude': c.latitude.toFixed(6), 'p.longitude': c.longitude.toFixed(6) });
    if (escopo.tipo === 'clientes') qb.whereIn('p.cliente_id', clienteId ? [clienteId] : escopo.ids);
    else if (clienteId) qb.where((w) => w.where('p.cliente_id', clienteId).orWhereNull('p.cliente_id'));
    // The client's own point first when a client is given, else the global one.
    const row = await qb.orderByRaw(clienteId || escopo.tipo === 'clientes' ? 'p.cliente_id is null, p.id' : 'p.cliente_id is not null, p.id').first(Object.entries(COLUNAS).map(([k, v]) => `${v} as ${k}`));
    return row ? pontoJson(row) : null;
  }

  /** `find_pontos`: up to 20 points by description, of the client given (and global ones). */
  async buscar(escopo: EscopoTenant, termo: string, clienteId: number | null): Promise<PontoBuscaDto[]> {
    const qb = this.db('pontos as p').orderBy('p.descricao').limit(20).select('p.id', 'p.descricao', 'p.latitude', 'p.longitude', 'p.tipo', 'p.raio_ponto', 'p.cliente_id');
    if (termo) qb.whereRaw(`p.descricao ilike ? escape '\\'`, [likeContem(termo)]);
    if (clienteId) qb.where((w) => w.whereNull('p.cliente_id').orWhere('p.cliente_id', clienteId));
    filtrarClienteOuGlobal(qb, escopo, 'p.cliente_id');
    return (await qb).map((r: Record<string, unknown>) => ({ ...(r as unknown as PontoBuscaDto), latitude: Number(r.latitude), longitude: Number(r.longitude), raio_ponto: Number(r.raio_ponto) }));
  }
}
