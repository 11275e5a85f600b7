import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  exigirLeituraViagem, fonteDaPosicao, MAPA_VIAGEM, mapaCompleto, MENSAGENS_VIAGEM, NotFoundError, pontosProximos,
  type GeometriaRota, type JanelaHistorico, type LeitorViagem, type StatusViagem, type TempoDaViagem,
} from '@gr/domain';
import { dataPg, kx } from '@gr/infrastructure';
import type { DesvioRotaDto, ParadaDoMapaDto, PontoDoMapaDto, PontosProximosDto, PosicaoDoHistoricoDto, PosicaoDoMapaDto, PosicaoMapaDto } from './mapas.dto.js';

/** Positions per history answer at most (24 h of a fix every 10 s is 8,640). */
const MAXIMO_POSICOES = 10_000;
/** Deviations per answer at most, newest first. */
const MAXIMO_DESVIOS = 500;
/** Degrees of latitude per km (the box that narrows the nearby-point search before the exact distance). */
const GRAUS_POR_KM = 1 / 111.32;

/** The trip as every map call needs it. */
export interface ViagemDoMapa extends TempoDaViagem {
  id: number;
  cliente_id: number;
  embarcador_id: number | null;
  placa: string | null;
  veiculo_id: number | null;
  /** The trip's terminal and the vehicle's (they differ when the tracker was swapped since the trip was saved). */
  terminais: string[];
  rota_id: number | null;
}

const data = (v: unknown): Date | null => (v === null || v === undefined ? null : dataPg(v));
export const iso = (v: unknown): string | null => data(v)?.toISOString() ?? null;
export const numOuNulo = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const COLUNAS_POSICAO = ['data_posicao', 'latitude', 'longitude', 'velocidade', 'direcao', 'ignicao'] as const;
export const posicaoJson = (p: Record<string, unknown>): PosicaoDoHistoricoDto => ({
  data_posicao: iso(p.data_posicao)!,
  latitude: Number(p.latitude),
  longitude: Number(p.longitude),
  velocidade: numOuNulo(p.velocidade),
  direcao: numOuNulo(p.direcao),
  ignicao: (p.ignicao as boolean | null) ?? null,
});
const pontoJson = (p: Record<string, unknown>): PontoDoMapaDto => ({
  id: Number(p.id), descricao: String(p.descricao), latitude: Number(p.latitude), longitude: Number(p.longitude), raio_ponto: Number(p.raio_ponto),
});

/**
 * The position map's reads (spec 02 §3 "Map data", §7 "Maps"): the trip (404, or 403 outside the
 * reader's scope by the domain's exigirLeituraViagem), the vehicle's position, the route with its
 * points and line, the nearby points, the deviations and the history of the trip's vehicle —
 * positions only of the trip's own time (fonteDaPosicao, janelaDoHistoricoDaViagem).
 */
@Injectable()
export class MapasViagemQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  /** The trip (not deleted) the reader may read: 404 / 403. */
  async viagem(id: number, leitor: LeitorViagem): Promise<ViagemDoMapa> {
    const r = (await this.db('monitoramentos as m')
      .leftJoin('veiculos as v', 'v.id', 'm.veiculo_id')
      .where('m.id', id)
      .whereNull('m.excluida_em')
      .first(
        'm.id', 'm.cliente_id', 'm.embarcador_id', 'm.status', 'm.placa', 'm.veiculo_id', 'm.terminal', 'v.terminal as veiculo_terminal', 'm.rota_id',
        'm.data_inicio', 'm.previsao_inicio', 'm.data_fim', 'm.data_cancelamento',
      )) as Record<string, unknown> | undefined;
    if (!r) throw new NotFoundError(MENSAGENS_VIAGEM.naoEncontrada);
    const v: ViagemDoMapa = {
      id: Number(r.id),
      cliente_id: Number(r.cliente_id),
      embarcador_id: numOuNulo(r.embarcador_id),
      status: Number(r.status) as StatusViagem,
      placa: (r.placa as string | null) ?? null,
      veiculo_id: numOuNulo(r.veiculo_id),
      terminais: [...new Set([r.terminal, r.veiculo_terminal].filter((t): t is string => typeof t === 'string' && t !== ''))],
      rota_id: numOuNulo(r.rota_id),
      data_inicio: data(r.data_inicio),
      previsao_inicio: data(r.previsao_inicio),
      data_fim: data(r.data_fim),
      data_cancelamento: data(r.data_cancelamento),
    };
    exigirLeituraViagem(leitor, v);
    return v;
  }

  /** The trip's fixes of a window (valid ones, of its vehicle), in `ordem` of fix time. */
  fixes(v: ViagemDoMapa, janela: JanelaHistorico, ordem: 'asc' | 'desc'): Knex.QueryBuilder {
    return this.db('posicoes')
      .whereIn('terminal', v.terminais)
      .where('veiculo_id', v.veiculo_id!)
      .where('valida', true)
      .whereBetween('data_posicao', [janela.inicio, janela.fim])
      .orderBy('data_posicao', ordem)
      .select(...COLUNAS_POSICAO);
  }

  /** Where the vehicle of the trip is on its map (fonteDaPosicao), or null. */
  async posicao(v: ViagemDoMapa, agora: Date): Promise<PosicaoDoMapaDto | null> {
    if (v.veiculo_id === null) return null;
    const fonte = fonteDaPosicao(v, agora);
    if (fonte.tipo === 'nenhuma') return null;
    if (fonte.tipo === 'ultima') {
      const u = (await this.db('ultimas_posicoes').where('veiculo_id', v.veiculo_id).first(...COLUNAS_POSICAO)) as Record<string, unknown> | undefined;
      return u ? posicaoJson(u) : null;
    }
    if (!v.terminais.length) return null;
    const p = (await this.fixes(v, fonte.janela, 'desc').first()) as Record<string, unknown> | undefined;
    return p ? posicaoJson(p) : null;
  }

  /** posicao_mapa: the position, the route's origin, destination and stops, and its line unless the reader is group 8. */
  async posicaoMapa(v: ViagemDoMapa, grupoUsuarioId: number, agora: Date): Promise<PosicaoMapaDto> {
    const completo = mapaCompleto(grupoUsuarioId);
    const [posicao, cliente, rota, paradas] = await Promise.all([
      this.posicao(v, agora),
      this.db('clientes').where('id', v.cliente_id).first('razao_social') as Promise<{ razao_social: string } | undefined>,
      v.rota_id === null
        ? undefined
        : (this.db('rotas as r')
            .join('pontos as po', 'po.id', 'r.ponto_origem_id')
            .join('pontos as pd', 'pd.id', 'r.ponto_destino_id')
            .where('r.id', v.rota_id)
            .first(
              'r.descricao', ...(completo ? ['r.geojson', 'r.distancia_km', 'r.corredor_km'] : []),
              'po.id as o_id', 'po.descricao as o_descricao', 'po.latitude as o_latitude', 'po.longitude as o_longitude', 'po.raio_ponto as o_raio_ponto',
              'pd.id as d_id', 'pd.descricao as d_descricao', 'pd.latitude as d_latitude', 'pd.longitude as d_longitude', 'pd.raio_ponto as d_raio_ponto',
            ) as Promise<Record<string, unknown> | undefined>),
      v.rota_id === null
        ? []
        : (this.db('pontos_rotas as pr')
            .join('pontos as p', 'p.id', 'pr.ponto_id')
            .join('tipos_paradas as tp', 'tp.id', 'pr.tipo_parada_id')
            .where('pr.rota_id', v.rota_id)
            .orderBy('pr.ordem')
            .select('pr.ordem', 'pr.tipo_parada_id', 'tp.descricao as tipo_parada', 'p.id', 'p.descricao', 'p.latitude', 'p.longitude', 'p.raio_ponto') as Promise<Array<Record<string, unknown>>>),
    ]);
    const extremo = (prefixo: 'o' | 'd') =>
      rota ? pontoJson({ id: rota[`${prefixo}_id`], descricao: rota[`${prefixo}_descricao`], latitude: rota[`${prefixo}_latitude`], longitude: rota[`${prefixo}_longitude`], raio_ponto: rota[`${prefixo}_raio_ponto`] }) : null;
    const linha = completo ? (rota?.geojson as GeometriaRota | null | undefined) : null;
    return {
      id: v.id,
      placa: v.placa,
      status: v.status,
      veiculo_id: v.veiculo_id,
      terminal_id: v.terminais[0] ?? null,
      rota_id: v.rota_id,
      rota: (rota?.descricao as string | undefined) ?? null,
      cliente: cliente?.razao_social ?? null,
      distancia_km: completo ? numOuNulo(rota?.distancia_km) : null,
      corredor_km: completo ? numOuNulo(rota?.corredor_km) : null,
      posicao,
      origem: extremo('o'),
      destino: extremo('d'),
      pontos: paradas.map((p): ParadaDoMapaDto => ({ ...pontoJson(p), ordem: Number(p.ordem), tipo_parada_id: Number(p.tipo_parada_id), tipo_parada: String(p.tipo_parada) })),
      mapa_completo: completo,
      geojson: linha?.type === 'LineString' && Array.isArray(linha.coordinates) ? { type: 'LineString', coordinates: linha.coordinates } : null,
      zoom: MAPA_VIAGEM.zoom,
    };
  }

  /** The trip client's points and the global ones within 5 km of the map's position, nearest first. */
  async pontosProximos(v: ViagemDoMapa, agora: Date): Promise<PontosProximosDto> {
    const raio = MAPA_VIAGEM.raioPontosProximosKm;
    const posicao = await this.posicao(v, agora);
    if (!posicao) return { raio_km: raio, posicao: null, pontos: [] };
    const dLat = raio * GRAUS_POR_KM;
    const dLng = dLat / Math.max(0.01, Math.cos((posicao.latitude * Math.PI) / 180));
    const candidatos = (await this.db('pontos')
      .where((w) => w.where('cliente_id', v.cliente_id).orWhereNull('cliente_id'))
      .whereBetween('latitude', [posicao.latitude - dLat, posicao.latitude + dLat])
      .whereBetween('longitude', [posicao.longitude - dLng, posicao.longitude + dLng])
      .select('id', 'descricao', 'latitude', 'longitude', 'raio_ponto', 'tipo', 'cliente_id')) as Array<Record<string, unknown>>;
    const pontos = pontosProximos(
      posicao,
      candidatos.map((p) => ({ ...pontoJson(p), tipo: String(p.tipo), cliente_id: numOuNulo(p.cliente_id) })),
      raio,
    );
    return {
      raio_km: raio,
      posicao,
      pontos: pontos.map(({ distancia_km, ...p }) => ({ ...p, distancia: Math.round(distancia_km * 1000) / 1000 })),
    };
  }

  /** The trip's deviations from its route, newest first. */
  async desvios(v: ViagemDoMapa): Promise<DesvioRotaDto[]> {
    const rows = (await this.db('monitoramento_desvios')
      .where('solicitacao_monitoramento_id', v.id)
      .orderBy('inicio', 'desc')
      .orderBy('id', 'desc')
      .limit(MAXIMO_DESVIOS)
      .select('id', 'inicio', 'fim', 'latitude_atual', 'longitude_atual', 'latitude_rota', 'longitude_rota', 'distancia')) as Array<Record<string, unknown>>;
    return rows.map((d) => ({
      id: Number(d.id),
      inicio: iso(d.inicio)!,
      fim: iso(d.fim),
      latitude_atual: Number(d.latitude_atual),
      longitude_atual: Number(d.longitude_atual),
      latitude_rota: Number(d.latitude_rota),
      longitude_rota: Number(d.longitude_rota),
      distancia: Number(d.distancia),
    }));
  }

  /** The vehicle's valid fixes in the window of the trip's history (null window: the trip never started), oldest first. */
  async historico(v: ViagemDoMapa, janela: JanelaHistorico | null): Promise<PosicaoDoHistoricoDto[]> {
    if (!janela || v.veiculo_id === null || !v.terminais.length) return [];
    const rows = (await this.fixes(v, janela, 'asc').limit(MAXIMO_POSICOES)) as Array<Record<string, unknown>>;
    return rows.map(posicaoJson);
  }
}
