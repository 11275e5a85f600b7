import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  AUTOR_ALERTA,
  codigoOcorrenciaDoEvento, descricaoDoEvento, estadoInicial, pontosDaOcorrencia, prepararLinha,
  type AplicacaoViagem, type AvisosViagens, type EstadoAcompanhamento, type EventoDeFix, type GeometriaRota, type RotaAcompanhada, type ViagemAcompanhada, type ViagensAcompanhadas,
} from '@gr/domain';
import { dataPg, kx, literal, type Escalar } from '../knex.js';

/** The timeline's name of each event (monitoramento_eventos.acao, 20 characters at most). */
const ACAO_DO_EVENTO: Record<EventoDeFix['tipo'], string> = {
  DESVIO_ROTA: 'DESVIO_ROTA',
  RETORNO_ROTA: 'RETORNO_ROTA',
  PARADA_NAO_PROGRAMADA: 'PARADA',
  PERIFERICO: 'PERIFERICO',
  CHEGADA: 'CHEGADA',
  IGNICAO: 'IGNICAO',
};

/** Who the system's own records are by. */
export const USUARIO_SISTEMA = AUTOR_ALERTA;

/**
 * Prepared route lines, per route and its version (updated_at): a route's line is read and
 * prepared once per process, not on every fix; an edited route is prepared again. A cache of
 * what the database holds, never a source of truth.
 */
const rotasPreparadas = new Map<number, { versao: string; rota: RotaAcompanhada | null }>();
const MAXIMO_ROTAS = 5_000;

interface LinhaViagem {
  id: number;
  veiculo_id: number;
  cliente_id: number;
  placa: string | null;
  rota_id: number | null;
  rota_versao: unknown;
  data_inicio: unknown;
  previsao_inicio: unknown;
  previsao_fim: unknown;
  acompanhamento: Partial<EstadoAcompanhamento> | null;
}

const num = (v: unknown) => Number(v);

/** Occurrence types by code, read once per transaction (null: the catalogue lacks it). */
export type TiposOcorrencia = Map<number, { id: number; pontos: number } | null>;

/** A line of the trip's history (monitoramento_eventos) written by the system (or by whom asked for it). */
export async function naLinhaDoTempo(db: Knex, viagemId: number, acao: string, detalhe: Record<string, unknown>, instante: Date, username = USUARIO_SISTEMA): Promise<void> {
  await db('monitoramento_eventos').insert({ solicitacao_monitoramento_id: viagemId, acao, username, detalhe: JSON.stringify(detalhe), data_cadastro: instante });
}

/**
 * An occurrence the system records on a trip, when the catalogue has the code; returns the points
 * of its risk level, which the caller adds to the trip's score (0 when the type is not registered).
 */
export async function ocorrenciaDoSistema(
  db: Knex,
  v: { id: number; cliente_id: number; veiculo_id: number | null; placa: string | null },
  codigo: number,
  descricao: string,
  instante: Date,
  latLng: string | null,
  tipos: TiposOcorrencia,
): Promise<number> {
  if (!tipos.has(codigo)) {
    const t = (await db('ocorrencias').where({ codigo }).first('id', 'grau_risco', 'pontuacao_baixa', 'pontuacao_media', 'pontuacao_alta')) as
      | { id: number; grau_risco: number; pontuacao_baixa: number; pontuacao_media: number; pontuacao_alta: number }
      | undefined;
    tipos.set(codigo, t ? { id: t.id, pontos: pontosDaOcorrencia(t) } : null);
  }
  const tipo = tipos.get(codigo);
  if (!tipo) return 0;
  await db('monitoramento_ocorrencias').insert({
    solicitacao_monitoramento_id: v.id,
    ocorrencia_id: tipo.id,
    cliente_id: v.cliente_id,
    veiculo_id: v.veiculo_id,
    placa: v.placa,
    status_viagem: 2,
    descricao,
    lat_lng: latLng,
    username_add: USUARIO_SISTEMA,
    data_cadastro: instante,
  });
  return tipo.pontos;
}

/**
 * The adapter of the stage that applies fixes to trips (AplicarAViagem): trip rows locked, routes
 * prepared, results written in one transaction. Every scheduled or in-transit trip of the batch's
 * vehicles is then told to the live desk (`avisos`): its list row shows the vehicle's last
 * position, which the stage before this one has just moved, whether or not the fix changed the
 * trip itself.
 */
export class SqlViagensAcompanhadas implements ViagensAcompanhadas {
  constructor(private readonly em: EntityManager, private readonly avisos?: AvisosViagens) {}

  async acompanhar(veiculoIds: readonly number[], aplicar: (viagens: ViagemAcompanhada[]) => AplicacaoViagem[]): Promise<void> {
    if (!veiculoIds.length) return;
    // Most trackers are not in a trip: a plain look first, the transaction and its locks only when one is in transit.
    const ativas = (await kx(this.em)('monitoramentos')
      .whereIn('status', [1, 2])
      .whereNull('excluida_em')
      .whereIn('veiculo_id', [...veiculoIds])
      .select('id', 'status', 'cliente_id', 'embarcador_id')) as Array<{ id: number; status: number; cliente_id: number | null; embarcador_id: number | null }>;
    if (!ativas.length) return;
    try {
      if (ativas.some((a) => a.status === 2)) await this.aplicarNasEmViagem(veiculoIds, aplicar);
    } finally {
      // After the commit (or a failure of it: the last position moved all the same).
      this.avisos?.mudaram(ativas.map((a) => ({ id: Number(a.id), cliente_id: a.cliente_id, embarcador_id: a.embarcador_id, mudouDeLista: false })));
    }
  }

  private async aplicarNasEmViagem(veiculoIds: readonly number[], aplicar: (viagens: ViagemAcompanhada[]) => AplicacaoViagem[]): Promise<void> {
    await this.em.transactional(async (tem) => {
      const db = kx(tem);
      const linhas = (await db('monitoramentos as m')
        .leftJoin('rotas as r', 'r.id', 'm.rota_id')
        .where('m.status', 2)
        .whereNull('m.excluida_em')
        .whereIn('m.veiculo_id', [...veiculoIds])
        .orderBy('m.id')
        .forUpdate('m')
        .select(
          'm.id', 'm.veiculo_id', 'm.cliente_id', 'm.placa', 'm.rota_id', 'r.updated_at as rota_versao', 'm.data_inicio', 'm.previsao_inicio', 'm.previsao_fim',
          'm.acompanhamento',
        )) as LinhaViagem[];
      if (!linhas.length) return;
      const viagens: ViagemAcompanhada[] = [];
      const porId = new Map<number, LinhaViagem>();
      for (const l of linhas) {
        porId.set(l.id, l);
        const inicio = l.data_inicio ?? l.previsao_inicio;
        viagens.push({
          id: l.id,
          veiculo_id: l.veiculo_id,
          janela: {
            inicio: inicio ? dataPg(inicio) : new Date(0),
            previsaoFim: l.previsao_fim ? dataPg(l.previsao_fim) : inicio ? dataPg(inicio) : new Date(0),
          },
          rota: l.rota_id ? await this.rota(db, l.rota_id, String(l.rota_versao)) : null,
          estado: { ...estadoInicial(), ...(l.acompanhamento ?? {}) },
        });
      }
      const aplicacoes = aplicar(viagens);
      if (!aplicacoes.length) return;
      const tipos: TiposOcorrencia = new Map();
      const pontos: number[] = [];
      for (const a of aplicacoes) {
        const v = porId.get(a.viagem_id)!;
        let soma = 0;
        for (const e of a.eventos) soma += await this.registrarEvento(db, v, e, tipos);
        pontos.push(soma);
      }
      // Every trip of the batch in one statement: a batch of 2,000 fixes is 2,000 trips, and a
      // round trip per trip was most of the stage's time (bench pipeline-viagens).
      // Each column as one array literal (node-postgres would escape every element and format every Date itself).
      const col = (f: (a: AplicacaoViagem) => Escalar) => literal(aplicacoes, f);
      await db.raw(
        `update monitoramentos m set
           acompanhamento = v.estado::jsonb, acompanhado_em = v.em, em_desvio = v.desvio,
           percentual = case when v.tem then v.pct else m.percentual end,
           distancia_percorrida = case when v.tem then v.dp else m.distancia_percorrida end,
           distancia_percorrida_estimada = case when v.tem then v.dpe else m.distancia_percorrida_estimada end,
           previsao_de_chegada = case when v.tem then v.prev else m.previsao_de_chegada end,
           distancia_rota = case when v.tem then v.drota else m.distancia_rota end,
           pontuacao_risco = m.pontuacao_risco + v.pontos
         from unnest(?::int[], ?::text[], ?::timestamptz[], ?::boolean[], ?::boolean[], ?::smallint[], ?::numeric[], ?::numeric[], ?::numeric[], ?::numeric[], ?::int[])
           as v(id, estado, em, desvio, tem, pct, dp, dpe, prev, drota, pontos)
         where m.id = v.id`,
        [
          col((a) => a.viagem_id),
          col((a) => JSON.stringify(a.estado)),
          col((a) => a.figurasEm?.toISOString() ?? null),
          col((a) => a.estado.emDesvio),
          col((a) => a.figuras !== null),
          col((a) => a.figuras?.percentual ?? null),
          col((a) => a.figuras?.distancia_percorrida ?? null),
          col((a) => a.figuras?.distancia_percorrida_estimada ?? null),
          col((a) => a.figuras?.previsao_de_chegada ?? null),
          col((a) => a.figuras?.distancia_rota_km ?? null),
          literal(pontos, (n) => n),
        ],
      );
    });
  }

  /** The line of the trip's timeline, the deviation record, and the occurrence where its type is registered; returns the points it adds. */
  private async registrarEvento(db: Knex, v: LinhaViagem, e: EventoDeFix, tipos: TiposOcorrencia): Promise<number> {
    const descricao = descricaoDoEvento(e);
    const { instante, latitude, longitude, ...dados } = e;
    await naLinhaDoTempo(db, v.id, ACAO_DO_EVENTO[e.tipo], { ...dados, descricao, latitude, longitude }, instante);
    if (e.tipo === 'DESVIO_ROTA') {
      await db('monitoramento_desvios').insert({
        solicitacao_monitoramento_id: v.id,
        inicio: e.desde,
        latitude_atual: latitude,
        longitude_atual: longitude,
        latitude_rota: e.ponto_rota.latitude,
        longitude_rota: e.ponto_rota.longitude,
        distancia: e.distancia_km,
      });
    } else if (e.tipo === 'RETORNO_ROTA') {
      await db('monitoramento_desvios').where({ solicitacao_monitoramento_id: v.id }).whereNull('fim').update({ fim: instante });
    }
    const codigo = codigoOcorrenciaDoEvento(e);
    return codigo === null ? 0 : ocorrenciaDoSistema(db, v, codigo, descricao, instante, `${latitude.toFixed(6)},${longitude.toFixed(6)}`, tipos);
  }

  /** The route's line, prepared, with its planned stops (origin, stops, destination) and their radii; null without a traced line. */
  private async rota(db: Knex, rotaId: number, versao: string): Promise<RotaAcompanhada | null> {
    const guardada = rotasPreparadas.get(rotaId);
    if (guardada && guardada.versao === versao) return guardada.rota;
    const r = (await db('rotas as r')
      .join('pontos as o', 'o.id', 'r.ponto_origem_id')
      .join('pontos as d', 'd.id', 'r.ponto_destino_id')
      .where('r.id', rotaId)
      .first('r.geojson', 'r.corredor_km', 'o.latitude as o_lat', 'o.longitude as o_lng', 'o.raio_ponto as o_raio', 'd.latitude as d_lat', 'd.longitude as d_lng', 'd.raio_ponto as d_raio')) as
      | { geojson: GeometriaRota | null; corredor_km: unknown; o_lat: unknown; o_lng: unknown; o_raio: unknown; d_lat: unknown; d_lng: unknown; d_raio: unknown }
      | undefined;
    let rota: RotaAcompanhada | null = null;
    const coords = r?.geojson?.type === 'LineString' && Array.isArray(r.geojson.coordinates) ? r.geojson.coordinates : [];
    if (r && coords.length >= 2) {
      const paradas = (await db('pontos_rotas as pr').join('pontos as p', 'p.id', 'pr.ponto_id').where('pr.rota_id', rotaId).orderBy('pr.ordem').select('p.latitude', 'p.longitude', 'p.raio_ponto')) as Array<{
        latitude: unknown;
        longitude: unknown;
        raio_ponto: unknown;
      }>;
      const destino = { latitude: num(r.d_lat), longitude: num(r.d_lng), raio_km: num(r.d_raio) };
      rota = {
        linha: prepararLinha(r.geojson!),
        destino,
        corredorKm: r.corredor_km === null || r.corredor_km === undefined ? null : num(r.corredor_km),
        paradas: [
          { latitude: num(r.o_lat), longitude: num(r.o_lng), raio_km: num(r.o_raio) },
          ...paradas.map((p) => ({ latitude: num(p.latitude), longitude: num(p.longitude), raio_km: num(p.raio_ponto) })),
          destino,
        ],
      };
    }
    if (rotasPreparadas.size >= MAXIMO_ROTAS) rotasPreparadas.delete(rotasPreparadas.keys().next().value!);
    rotasPreparadas.set(rotaId, { versao, rota });
    return rota;
  }
}
