import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  AUTOR_ALERTA,
  codigoOcorrenciaDoEvento, descricaoDoEvento, estadoInicial, pontosDaOcorrencia, prepararLinha,
  type AplicacaoViagem, type AvisosViagens, type EstadoAcompanhamento, type EventoDeFix, type GeometriaRota, type RotaAcompanhada, type ViagemAcompanhada, type ViagensAcompanhadas,
} from '@gr/domain';
import { kx, literal } from '../knex.js';

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

/** What applying a fix reads of a trip (the row as `m`, its route as `r`). */
const COLUNAS_VIAGEM = `m.veiculo_id, m.placa, m.rota_id, r.updated_at::text as rota_versao, m.acompanhamento,
  (extract(epoch from coalesce(m.data_inicio, m.previsao_inicio)) * 1000)::float8 as inicio_ms,
  (extract(epoch from coalesce(m.previsao_fim, m.data_inicio, m.previsao_inicio)) * 1000)::float8 as fim_ms`;

interface LinhaViagem {
  id: number;
  veiculo_id: number;
  cliente_id: number;
  placa: string | null;
  rota_id: number | null;
  rota_versao: string | null;
  /** When the trip started, else its planned start (epoch ms; null: neither). */
  inicio_ms: number | null;
  /** Its planned end, else its start (epoch ms). */
  fim_ms: number | null;
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
 * The adapter of the stage that applies fixes to trips (AplicarAViagem): trips read, routes
 * prepared, results written in one statement over the version read, or — with an event, or when
 * the row changed meanwhile — under the row's lock in one transaction. Every scheduled or in-transit trip of the batch's
 * vehicles is then told to the live desk (`avisos`): its list row shows the vehicle's last
 * position, which the stage before this one has just moved, whether or not the fix changed the
 * trip itself.
 */
export class SqlViagensAcompanhadas implements ViagensAcompanhadas {
  constructor(private readonly em: EntityManager, private readonly avisos?: AvisosViagens) {}

  async acompanhar(veiculoIds: readonly number[], aplicar: (viagens: ViagemAcompanhada[]) => AplicacaoViagem[]): Promise<void> {
    if (!veiculoIds.length) return;
    // One plain read of the batch's scheduled and in-transit trips, with what applying a fix needs
    // and each row's version (xmin): most trackers are in no trip, and most fixes raise no event.
    const { rows: ativas } = await kx(this.em).raw<{ rows: Array<LinhaViagem & { status: number; embarcador_id: number | null; versao: string }> }>(
      `select m.id, m.status, m.cliente_id, m.embarcador_id, ${COLUNAS_VIAGEM}, m.xmin::text as versao
       from monitoramentos m left join rotas r on r.id = m.rota_id and m.status = 2
       where m.status in (1, 2) and m.excluida_em is null and m.veiculo_id = any(?::int[])`,
      [literal(veiculoIds, (v) => v)],
    );
    if (!ativas.length) return;
    try {
      const emViagem = ativas.filter((a) => a.status === 2);
      if (emViagem.length) await this.aplicarNasEmViagem(emViagem, aplicar);
    } finally {
      // After the commit (or a failure of it: the last position moved all the same).
      this.avisos?.mudaram(ativas.map((a) => ({ id: Number(a.id), cliente_id: a.cliente_id, embarcador_id: a.embarcador_id, mudouDeLista: false })));
    }
  }

  /**
   * Trips whose fixes raised no event are written in one statement, each only if its row is still
   * the version read (`xmin`): no transaction, no row locks (a lock is itself a write of every
   * row). The others — an event to record with the state, or a row changed meanwhile by another
   * batch, process or the signal watcher — go through the locked transaction, which reads them
   * again and applies their fixes to what it finds.
   */
  private async aplicarNasEmViagem(linhas: ReadonlyArray<LinhaViagem & { versao: string }>, aplicar: (viagens: ViagemAcompanhada[]) => AplicacaoViagem[]): Promise<void> {
    const db = kx(this.em);
    const aplicacoes = aplicar(await this.viagensDe(db, linhas));
    const versao = new Map(linhas.map((l) => [l.id, l.versao]));
    const simples = aplicacoes.filter((a) => !a.eventos.length);
    const gravadas = simples.length ? await this.gravar(db, simples, null, versao) : new Set<number>();
    if (gravadas.size === aplicacoes.length) return;
    const veiculo = new Map(linhas.map((l) => [l.id, l.veiculo_id]));
    const resto = aplicacoes.filter((a) => !gravadas.has(a.viagem_id)).map((a) => veiculo.get(a.viagem_id)!);
    await this.aplicarTravadas(resto, aplicar);
  }

  private async aplicarTravadas(veiculoIds: readonly number[], aplicar: (viagens: ViagemAcompanhada[]) => AplicacaoViagem[]): Promise<void> {
    await this.em.transactional(async (tem) => {
      const db = kx(tem);
      const { rows: linhas } = await db.raw<{ rows: LinhaViagem[] }>(
        `select m.id, m.cliente_id, ${COLUNAS_VIAGEM} from monitoramentos m left join rotas r on r.id = m.rota_id
         where m.status = 2 and m.excluida_em is null and m.veiculo_id = any(?::int[]) order by m.id for update of m`,
        [literal(veiculoIds, (v) => v)],
      );
      if (!linhas.length) return;
      const porId = new Map(linhas.map((l) => [l.id, l]));
      const aplicacoes = aplicar(await this.viagensDe(db, linhas));
      if (!aplicacoes.length) return;
      const tipos: TiposOcorrencia = new Map();
      const pontos: number[] = [];
      for (const a of aplicacoes) {
        const v = porId.get(a.viagem_id)!;
        let soma = 0;
        for (const e of a.eventos) soma += await this.registrarEvento(db, v, e, tipos);
        pontos.push(soma);
      }
      await this.gravar(db, aplicacoes, pontos, null);
    });
  }

  private async viagensDe(db: Knex, linhas: readonly LinhaViagem[]): Promise<ViagemAcompanhada[]> {
    const viagens: ViagemAcompanhada[] = [];
    for (const l of linhas) {
      viagens.push({
        id: l.id,
        veiculo_id: l.veiculo_id,
        janela: { inicio: new Date(l.inicio_ms ?? 0), previsaoFim: new Date(l.fim_ms ?? 0) },
        rota: l.rota_id ? await this.rota(db, l.rota_id, String(l.rota_versao)) : null,
        estado: { ...estadoInicial(), ...(l.acompanhamento ?? {}) },
      });
    }
    return viagens;
  }

  /**
   * State and figures of every trip in one statement (a batch of 2,000 fixes is 2,000 trips; a
   * round trip per trip was most of the stage's time), the rows sent as one JSON text — one native
   * `JSON.stringify`, where array literals had every quote of every state escaped by hand; with
   * `versao`, only the rows still at the version read. Returns the ids written.
   */
  private async gravar(db: Knex, aplicacoes: readonly AplicacaoViagem[], pontos: readonly number[] | null, versao: Map<number, string> | null): Promise<Set<number>> {
    const linhas = aplicacoes.map((a, i) => ({
      id: a.viagem_id,
      estado: a.estado,
      em: a.figurasEm,
      desvio: a.estado.emDesvio,
      tem: a.figuras !== null,
      pct: a.figuras?.percentual ?? null,
      dp: a.figuras?.distancia_percorrida ?? null,
      dpe: a.figuras?.distancia_percorrida_estimada ?? null,
      prev: a.figuras?.previsao_de_chegada ?? null,
      drota: a.figuras?.distancia_rota_km ?? null,
      pontos: pontos?.[i] ?? 0,
      // xid 0 is no row's version: a trip not read is never written unlocked.
      versao: versao ? (versao.get(a.viagem_id) ?? '0') : null,
    }));
    const { rows } = await db.raw<{ rows: Array<{ id: number }> }>(
      `update monitoramentos m set
         acompanhamento = v.estado, acompanhado_em = v.em, em_desvio = v.desvio,
         percentual = case when v.tem then v.pct else m.percentual end,
         distancia_percorrida = case when v.tem then v.dp else m.distancia_percorrida end,
         distancia_percorrida_estimada = case when v.tem then v.dpe else m.distancia_percorrida_estimada end,
         previsao_de_chegada = case when v.tem then v.prev else m.previsao_de_chegada end,
         distancia_rota = case when v.tem then v.drota else m.distancia_rota end,
         pontuacao_risco = m.pontuacao_risco + v.pontos
       from json_to_recordset(?::json)
         as v(id int, estado jsonb, em timestamptz, desvio boolean, tem boolean, pct smallint, dp numeric, dpe numeric, prev numeric, drota numeric, pontos int, versao xid)
       where m.id = v.id and (v.versao is null or (m.xmin = v.versao and m.status = 2 and m.excluida_em is null))
       returning m.id`,
      [JSON.stringify(linhas)],
    );
    return new Set(rows.map((r) => Number(r.id)));
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
