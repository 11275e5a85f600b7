/**
 * Route and point rules of the masters context (spec 03 §3 Route/Point, §4 Point/Route, §5 Route,
 * §8 route messages, §9 "Map and route" and "Other").
 */
import type { MotivoFalhaRoteamento, RotaTracada } from './rota.ports.js';

/** Stop types with fixed ids: the `tipos_paradas` table is seeded from this list. */
export const TIPOS_PARADA: ReadonlyArray<{ id: number; descricao: string }> = [
  { id: 1, descricao: 'COLETA' },
  { id: 2, descricao: 'ENTREGA' },
  { id: 3, descricao: 'PASSAGEM' },
  { id: 4, descricao: 'DESCANSO' },
  { id: 5, descricao: 'ABASTECIMENTO' },
  { id: 6, descricao: 'PERNOITE' },
  { id: 7, descricao: 'ALIMENTAÇÃO' },
  { id: 8, descricao: 'FISCALIZAÇÃO' },
];

/** Default stop type of a stop added from the point list (spec 03 §3 Route: "id 2 in the point-list form"). */
export const TIPO_PARADA_LISTA = 2;
/** Default stop type of a stop clicked on the map (spec 03 §3 Route: "stops added from the map default to 3"). */
export const TIPO_PARADA_MAPA = 3;

/** Point kinds (spec 03 §3 Point); a new point is MANUAL (spec 03 §9 "Other"). */
export const TIPOS_PONTO = ['MANUAL', 'CONTROLE'] as const;
export type TipoPonto = (typeof TIPOS_PONTO)[number];

/** A point's level follows its kind: CONTROLE → 1, MANUAL (and anything else) → 0 (spec 03 §3, §9). */
export function nivelDoPonto(tipo: string | null | undefined): 0 | 1 {
  return (tipo ?? '').toUpperCase() === 'CONTROLE' ? 1 : 0;
}

/** Default point area radius in km (spec 03 §9 "Map and route"). */
export const RAIO_PONTO_PADRAO_KM = 2;
/** The largest area a point may have (the geocoder looks no farther for a point holding a place). */
export const RAIO_PONTO_MAXIMO_KM = 50;

/**
 * A route's deviation corridor (issue 22, "off-route beyond a corridor, per route, with a
 * default"; decision 44): empty takes the default of live monitoring (PARAMETROS_ACOMPANHAMENTO,
 * 1 km); a route through a city or a port may want it narrower, one through open country wider.
 */
export const CORREDOR_MINIMO_KM = 0.1;
export const CORREDOR_MAXIMO_KM = 20;

/**
 * Most intermediate stops a route may have. Not in the spec: it keeps a route within what an
 * OSRM-compatible engine accepts in one request (origin + 25 + destination waypoints).
 */
export const MAX_PARADAS = 25;

/** The 'Erro no ponto ...' message of spec 03 §8 for a stop the router refused. */
export function mensagemErroPonto(descricao: string, motivo: MotivoFalhaRoteamento): string {
  const porque = motivo === 'nao_encontrado' ? 'ponto não foi encontrado para roteamento' : 'ponto com dados incorretos';
  return `Erro no ponto ${(descricao ?? '').trim().toUpperCase()} (${porque})`;
}

/** Route messages (spec 03 §8). */
export const MENSAGENS_ROTA = {
  salva: 'Rota salva com sucesso',
  atualizada: 'Rota atualizada com sucesso',
  removida: 'Rota removida com sucesso',
  processando: 'A rota está sendo processada, aguarde...',
  enviada: 'Dados enviados para processamento, rota estará disponível em alguns segundos',
  verifique: 'verifique os dados da rota',
  naoAtualiza: 'Não é possível atualizar esta rota',
  erroAtualizar: 'Erro ao atualizar',
  emUso: 'Rota utilizada em viagens não pode ser removida',
} as const;

/** Point messages (spec 03 §8). */
export const MENSAGENS_PONTO = {
  salvo: 'Ponto salvo com sucesso',
  atualizado: 'Ponto atualizado com sucesso',
  removido: 'Ponto removido com sucesso',
  indisponivel: 'Ponto indisponivel para remoção',
} as const;

/** What the `route` text column keeps of a traced route (spec 03 §3 Route "route (serialised text)"). */
export interface RouteSerializada {
  motor: string;
  distancia_km: number;
  duracao_s: number;
  trechos_km: number[];
}

const duasCasas = (n: number) => Math.round(n * 100) / 100;

/**
 * The route's `route` column: a JSON summary of how it was traced. The geometry itself goes to
 * the `geojson` column, so it is not repeated here. Distances are rounded to 10 m (2 decimals,
 * as `distancia_km numeric(10,2)`), the duration to whole seconds.
 */
export function serializarRoute(t: RotaTracada): string {
  const r: RouteSerializada = {
    motor: t.motor,
    distancia_km: duasCasas(t.distancia_km),
    duracao_s: Math.round(t.duracao_s),
    trechos_km: t.trechos_km.map(duasCasas),
  };
  return JSON.stringify(r);
}
