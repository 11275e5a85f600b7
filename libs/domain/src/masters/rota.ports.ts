/**
 * Ports of the route registry (spec 03 §3 Route/Point, §8 route messages). The route geometry comes
 * from a routing engine and place names from a geocoder; both are adapters in libs/infrastructure
 * (an OSRM-compatible HTTP router when configured, offline defaults otherwise).
 */

import type { Coordenada, GeometriaRota } from '../shared/index.js';

// Coordinates and lines are shared geometry (shared/ depends on no context); re-exported for
// the route registry's users.
export type { Coordenada, GeometriaRota };

/** One stop handed to the router, in route order (origin first, destination last). */
export interface ParadaRoteamento extends Coordenada {
  /** The point's description, used in 'Erro no ponto {descricao} (...)'. */
  descricao: string;
}

export interface RotaTracada {
  geometria: GeometriaRota;
  /** Length of the whole line, in km. */
  distancia_km: number;
  /** Driving time estimate in seconds (offline: distance at a nominal truck speed). */
  duracao_s: number;
  /** Length of each leg between consecutive stops, in km (stops.length - 1 entries). */
  trechos_km: number[];
  /** Which engine drew it ('offline', 'osrm'), kept in the route's serialised `route`. */
  motor: string;
}

/**
 * Why a stop could not be routed, as spec 03 §8 words it:
 * 'nao_encontrado' → '(ponto não foi encontrado para roteamento)',
 * 'dados_incorretos' → '(ponto com dados incorretos)'.
 */
export type MotivoFalhaRoteamento = 'nao_encontrado' | 'dados_incorretos';

export type ResultadoRoteamento =
  | { ok: true; rota: RotaTracada }
  | { ok: false; indice: number; motivo: MotivoFalhaRoteamento }
  /** The engine itself failed (down, timeout, answer with `message`/hints): 'verifique os dados da rota'. */
  | { ok: false; indice: null; motivo: 'indisponivel'; detalhe: string };

export interface Roteador {
  /** Draws a driving route through the stops in order (at least two). Never throws for bad stops. */
  tracar(paradas: ParadaRoteamento[]): Promise<ResultadoRoteamento>;
}

export interface Geocodificador {
  /** A human name for the place at the coordinate ('POSTO GRAAL - REGISTRO/SP', 'Curitiba/PR'), or null. */
  nomear(coordenada: Coordenada): Promise<string | null>;
}
