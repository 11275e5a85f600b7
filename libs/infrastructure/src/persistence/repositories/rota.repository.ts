import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  BusinessRuleError, ConflictError, MENSAGENS_ROTA, type CamposPonto, type CamposRota, type GeometriaGravar, type ParadaGravar, type Rota, type RotaRepository,
} from '@gr/domain';
import { dataPg, kx } from '../knex.js';
import { AGORA_VERSAO, erroPg } from '../escrita.js';

export const COLUNAS_ROTA = [
  'id', 'descricao', 'ativa', 'cliente_id', 'ponto_origem_id', 'ponto_destino_id', 'route', 'geojson', 'geojson_disponivel', 'distancia_km', 'duracao_s',
  'processamento', 'erro_processamento', 'corredor_km', 'updated_at',
] as const;

export function paraRota(row: Record<string, unknown>): Rota {
  return {
    ...(row as unknown as Rota),
    distancia_km: row.distancia_km === null || row.distancia_km === undefined ? null : Number(row.distancia_km),
    duracao_s: row.duracao_s === null || row.duracao_s === undefined ? null : Number(row.duracao_s),
    corredor_km: row.corredor_km === null || row.corredor_km === undefined ? null : Number(row.corredor_km),
    updated_at: dataPg(row.updated_at),
  };
}

/**
 * The id of a MANUAL point at these coordinates in this scope: the existing one, or a new one
 * (inserted without a unique violation, which would abort the surrounding transaction).
 */
export async function pontoNaCoordenada(db: Knex, novo: CamposPonto, autor: string): Promise<number> {
  const [row] = await db('pontos')
    .insert({ ...novo, username_add: autor })
    .onConflict(db.raw('(coalesce(cliente_id, 0), latitude, longitude)'))
    .ignore()
    .returning(['id']);
  if (row) return row.id;
  const existente = await db('pontos').whereRaw('coalesce(cliente_id, 0) = ?', [novo.cliente_id ?? 0]).where({ latitude: novo.latitude.toFixed(6), longitude: novo.longitude.toFixed(6) }).first('id');
  return existente.id;
}

/** Writes a route's stops (replacing the old ones), creating the MANUAL points of coordinate stops. */
export async function gravarParadas(db: Knex, rotaId: number, paradas: ParadaGravar[], autor: string): Promise<void> {
  await db('pontos_rotas').where({ rota_id: rotaId }).delete();
  const linhas = [];
  for (const [i, p] of paradas.entries()) {
    const pontoId = 'id' in p.ponto ? p.ponto.id : await pontoNaCoordenada(db, p.ponto.novo, autor);
    linhas.push({ rota_id: rotaId, ordem: i + 1, ponto_id: pontoId, tipo_parada_id: p.tipo_parada_id });
  }
  if (linhas.length) await db('pontos_rotas').insert(linhas);
}

/** RotaRepository on PostgreSQL; a save (points, route, stops) is one transaction. */
export class SqlRotaRepository implements RotaRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async findById(id: number): Promise<Rota | null> {
    const row = await this.db('rotas').where({ id }).first(COLUNAS_ROTA as unknown as string[]);
    return row ? paraRota(row) : null;
  }
  async paradas(rotaId: number): Promise<Array<{ ordem: number; ponto_id: number; tipo_parada_id: number }>> {
    return this.db('pontos_rotas').where({ rota_id: rotaId }).orderBy('ordem').select('ordem', 'ponto_id', 'tipo_parada_id');
  }
  async viagens(rotaId: number): Promise<number> {
    const r = await this.db('monitoramentos').where({ rota_id: rotaId }).count<{ n: string }[]>({ n: '*' }).first();
    return Number((r as unknown as { n: string } | undefined)?.n ?? 0);
  }

  async gravar(dados: CamposRota, paradas: ParadaGravar[], autor: string, alvo?: { id: number; lido: Date | null }): Promise<Rota> {
    return this.em.transactional(async (tem) => {
      const db = kx(tem);
      const linha = {
        ...dados,
        geojson: JSON.stringify(dados.geojson),
        geojson_disponivel: true,
        processamento: 'PRONTA',
        erro_processamento: null,
      };
      let row: Record<string, unknown> | undefined;
      if (alvo) {
        const qb = db('rotas').where({ id: alvo.id });
        if (alvo.lido) qb.andWhere('updated_at', alvo.lido.toISOString());
        [row] = await qb.update({ ...linha, username_update: autor, data_alteracao: db.raw('now()'), updated_at: db.raw(AGORA_VERSAO) }).returning(COLUNAS_ROTA as unknown as string[]);
        if (!row) throw new ConflictError();
      } else {
        [row] = await db('rotas').insert({ ...linha, username_add: autor }).returning(COLUNAS_ROTA as unknown as string[]);
      }
      await gravarParadas(db, row!.id as number, paradas, autor);
      return paraRota(row!);
    });
  }

  async gravarGeometria(id: number, g: GeometriaGravar, autor: string): Promise<Rota> {
    const db = this.db;
    const [row] = await db('rotas')
      .where({ id })
      .update({
        route: g.route, geojson: JSON.stringify(g.geojson), distancia_km: g.distancia_km, duracao_s: g.duracao_s, geojson_disponivel: true, processamento: 'PRONTA', erro_processamento: null,
        username_update: autor, data_alteracao: db.raw('now()'), updated_at: db.raw(AGORA_VERSAO),
      })
      .returning(COLUNAS_ROTA as unknown as string[]);
    return paraRota(row);
  }
  /** Routes left PROCESSANDO (a previous process stopped before re-tracing them), oldest first. */
  async emProcessamento(limite: number): Promise<number[]> {
    return (await this.db('rotas').where({ processamento: 'PROCESSANDO' }).orderBy('id').limit(limite).pluck('id')) as number[];
  }
  async marcarProcessando(id: number, autor: string): Promise<void> {
    const db = this.db;
    await db('rotas').where({ id }).update({
      processamento: 'PROCESSANDO', geojson_disponivel: false, erro_processamento: null, username_update: autor, data_alteracao: db.raw('now()'), updated_at: db.raw(AGORA_VERSAO),
    });
  }
  async concluirProcessamento(id: number, resultado: { geometria: GeometriaGravar } | { erro: string }): Promise<boolean> {
    const db = this.db;
    const campos =
      'geometria' in resultado
        ? {
            route: resultado.geometria.route, geojson: JSON.stringify(resultado.geometria.geojson), distancia_km: resultado.geometria.distancia_km,
            duracao_s: resultado.geometria.duracao_s, geojson_disponivel: true, processamento: 'PRONTA', erro_processamento: null,
          }
        : { processamento: 'ERRO', geojson_disponivel: false, erro_processamento: resultado.erro };
    const n = await db('rotas').where({ id, processamento: 'PROCESSANDO' }).update({ ...campos, updated_at: db.raw(AGORA_VERSAO) });
    return Number(n) > 0;
  }
  async excluir(id: number): Promise<void> {
    try {
      await this.db('rotas').where({ id }).delete();
    } catch (e) {
      if (erroPg(e)?.code === '23503') throw new BusinessRuleError(MENSAGENS_ROTA.emUso);
      throw e;
    }
  }
}
