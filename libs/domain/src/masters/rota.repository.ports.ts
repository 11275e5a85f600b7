import type { GeometriaRota } from './rota.ports.js';
import type { TipoPonto } from './rota.js';

/** Ports of the route registry's storage (spec 03 §3 Route/Point); libs/infrastructure implements them on PostgreSQL. */

export interface Ponto {
  id: number;
  /** null: a global point, offered to every client. */
  cliente_id: number | null;
  descricao: string;
  latitude: number;
  longitude: number;
  tipo: TipoPonto;
  /** 1 for CONTROLE, 0 for MANUAL. */
  nivel: number;
  /** km */
  raio_ponto: number;
  username_add: string | null;
  data_cadastro: Date;
  username_update: string | null;
  data_alteracao: Date | null;
  updated_at: Date;
}
export type CamposPonto = Pick<Ponto, 'cliente_id' | 'descricao' | 'latitude' | 'longitude' | 'tipo' | 'nivel' | 'raio_ponto'>;

export interface PontoRepository {
  findById(id: number): Promise<Ponto | null>;
  findByIds(ids: number[]): Promise<Ponto[]>;
  /** The point of exactly this scope (client, or global when null) at the coordinates (6 decimals). */
  naCoordenada(clienteId: number | null, latitude: number, longitude: number): Promise<Ponto | null>;
  criar(dados: CamposPonto, autor: string): Promise<Ponto>;
  /** Writes the point; a row changed since `lido` is a ConflictError (no check when null). */
  atualizar(id: number, lido: Date | null, dados: CamposPonto, autor: string): Promise<Ponto>;
  /** Whether a route uses the point (origin, destination or stop). */
  emUso(id: number): Promise<boolean>;
  /** Deletes the point; a route referring to it meanwhile → BusinessRuleError. */
  excluir(id: number): Promise<void>;
}

export type ProcessamentoRota = 'PRONTA' | 'PROCESSANDO' | 'ERRO';

export interface Rota {
  id: number;
  descricao: string;
  ativa: boolean;
  /** null: a route of every client. */
  cliente_id: number | null;
  ponto_origem_id: number;
  ponto_destino_id: number;
  route: string | null;
  geojson: GeometriaRota | null;
  geojson_disponivel: boolean;
  distancia_km: number | null;
  duracao_s: number | null;
  processamento: ProcessamentoRota;
  erro_processamento: string | null;
  /** Deviation corridor, km; null: the default of live monitoring. */
  corredor_km: number | null;
  updated_at: Date;
}

/** A stop as stored: an existing point, or a new MANUAL point created with the route. */
export interface ParadaGravar {
  ponto: { id: number } | { novo: CamposPonto };
  tipo_parada_id: number;
}

/** What a save writes on the route row besides its stops. */
export interface CamposRota {
  descricao: string;
  ativa: boolean;
  cliente_id: number | null;
  ponto_origem_id: number;
  ponto_destino_id: number;
  corredor_km: number | null;
  route: string;
  geojson: GeometriaRota;
  distancia_km: number;
  duracao_s: number;
}

/** The stored result of a (re)trace. */
export interface GeometriaGravar {
  route: string;
  geojson: GeometriaRota;
  distancia_km: number;
  duracao_s: number;
}

export interface RotaRepository {
  findById(id: number): Promise<Rota | null>;
  /** Stops in order (origin and destination excluded). */
  paradas(rotaId: number): Promise<Array<{ ordem: number; ponto_id: number; tipo_parada_id: number }>>;
  /** How many trips follow the route (`rota_utilizada` when > 0). */
  viagens(rotaId: number): Promise<number>;
  /**
   * Creates (no id) or rewrites (id; stale `lido` → ConflictError) the route with its stops, the new
   * MANUAL points of coordinate stops included, in one transaction.
   */
  gravar(dados: CamposRota, paradas: ParadaGravar[], autor: string, alvo?: { id: number; lido: Date | null }): Promise<Rota>;
  /** Stores a new geometry (route ready). */
  gravarGeometria(id: number, g: GeometriaGravar, autor: string): Promise<Rota>;
  /**
   * The background re-trace's result: stored only while the route is still PROCESSANDO, so a save
   * made meanwhile (with its own, newer line) is not overwritten. False when it was not stored.
   */
  concluirProcessamento(id: number, resultado: { geometria: GeometriaGravar } | { erro: string }): Promise<boolean>;
  /** Marks the route PROCESSANDO (geojson_disponivel false). */
  marcarProcessando(id: number, autor: string): Promise<void>;
  /** Deletes a route no trip uses (else BusinessRuleError). */
  excluir(id: number): Promise<void>;
}
