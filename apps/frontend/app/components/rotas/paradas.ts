import type { Coordenada } from '~/components/mapa/Mapa';
import type { OpcaoBusca } from '~/components/seletor';

/* The places of a route and its stops as the route form (routes/rota.tsx) keeps them. */

/** A place on the route: a registered point, or (stops only) coordinates clicked on the map. */
export interface Lugar extends Coordenada {
  ponto_id?: number;
  descricao: string;
}
export interface Parada extends Lugar {
  chave: string;
  tipo_parada_id: number;
  doMapa?: boolean;
}
/** A stop as the API takes it (pontos_rotas, tracar). */
export type ParadaApi = { ponto_id: number; tipo_parada_id?: number } | { latitude: number; longitude: number; tipo_parada_id?: number };

/** A route's save error (a stop the router refuses) stays 10 s (spec 03 §8). */
export const DURACAO_ERRO_ROTA = 10_000;

export const paraApi = (l: Lugar, tipo?: number): ParadaApi =>
  l.ponto_id ? { ponto_id: l.ponto_id, tipo_parada_id: tipo } : { latitude: Number(l.latitude.toFixed(6)), longitude: Number(l.longitude.toFixed(6)), tipo_parada_id: tipo };

export const lugarDaOpcao = (o: OpcaoBusca): Lugar => ({ ponto_id: o.id, descricao: o.rotulo, latitude: o.latitude ?? Number.NaN, longitude: o.longitude ?? Number.NaN });

export const coordenadaTexto = (c: Coordenada) =>
  `${c.latitude.toLocaleString('pt-BR', { maximumFractionDigits: 5 })}; ${c.longitude.toLocaleString('pt-BR', { maximumFractionDigits: 5 })}`;

let sequencial = 0;
export const novaChave = () => `p${Date.now().toString(36)}${(sequencial++).toString(36)}`;

export function pontoResumo(p: { descricao: string; latitude: number | string; longitude: number | string }, descricao?: string): Omit<Lugar, 'ponto_id'> {
  return { descricao: descricao || p.descricao, latitude: Number(p.latitude), longitude: Number(p.longitude) };
}
