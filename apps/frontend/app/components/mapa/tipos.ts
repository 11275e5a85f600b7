import type { Coordenada } from '@gr/domain';

export type { Coordenada };

/** Tiles of the map (lib/mapa.server.ts reads them from the environment); '' → no tile layer. */
export interface ConfigMapa {
  tiles: string;
  atribuicao: string;
}

/**
 * A marker: the route's origin (green), destination (red), a numbered stop, a point, the vehicle
 * (its last position), a point near it, where the vehicle was when it left the route, another
 * event of the trip's timeline (its letter in `texto`), a panic, or the item the user picked.
 */
export interface MarcadorMapa extends Coordenada {
  chave: string;
  tipo: 'origem' | 'destino' | 'parada' | 'ponto' | 'veiculo' | 'proximo' | 'desvio' | 'evento' | 'panico' | 'selecionado';
  /** Name shown on hover and given to assistive technology. */
  rotulo: string;
  /** Stop number (1, 2...). */
  numero?: number;
  /** The letter drawn in the marker, in place of its type's. */
  texto?: string;
}

/** A line besides the route: the vehicle's track (history) or a deviation (position → route point). */
export interface LinhaMapa {
  chave: string;
  tipo: 'historico' | 'desvio';
  pontos: readonly Coordenada[];
  rotulo?: string;
}

/** A circle in metres: a fix of the vehicle's history. */
export interface CirculoMapa {
  chave: string;
  centro: Coordenada;
  raioM: number;
  rotulo?: string;
}

export interface PropsMapa {
  config: ConfigMapa;
  /** Accessible name of the map region. */
  rotulo: string;
  marcadores: readonly MarcadorMapa[];
  /** The traced line, in order. */
  linha?: readonly Coordenada[] | null;
  /** A point's area (radius in km). */
  circulo?: { centro: Coordenada; raioKm: number } | null;
  /** Other lines, over the route. */
  linhas?: readonly LinhaMapa[];
  /** Small circles (the history's fixes). */
  circulos?: readonly CirculoMapa[];
  /** Where the map looks when there is nothing to show yet. */
  centro?: Coordenada;
  zoom?: number;
  /** The map recentres on these (500 ms after they change); default the markers. */
  enquadrar?: readonly Coordenada[];
  onClick?: (c: Coordenada) => void;
  className?: string;
  /** A marker that moves often (a replay's vehicle): drawn apart, so the other layers are not redrawn with it. */
  movel?: MarcadorMapa | null;
}

/** São Paulo: where a new route or point starts. */
export const CENTRO_PADRAO: Coordenada = { latitude: -23.55, longitude: -46.63 };
/** Route map zoom (spec 03 §9 "Map and route"). */
export const ZOOM_PADRAO = 9;

/** Corners of the square around a circle, so the map can fit a point's whole area. */
export function cantosDoCirculo(c: Coordenada, raioKm: number): Coordenada[] {
  const dLat = raioKm / 111.32;
  const dLng = raioKm / (111.32 * Math.max(0.01, Math.cos((c.latitude * Math.PI) / 180)));
  return [
    { latitude: c.latitude - dLat, longitude: c.longitude - dLng },
    { latitude: c.latitude + dLat, longitude: c.longitude + dLng },
  ];
}
