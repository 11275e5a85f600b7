import { GRUPO } from '../../identity/index.js';
import { ForbiddenError } from '../../shared/index.js';
import { lerHorasHistorico, type JanelaHistorico } from '../historico.js';
import { STATUS_VIAGEM, type StatusViagem } from './estados.js';

/**
 * The trip's position map (spec 02 §2 "/monitoramento/posicionamento/{id}", §3 "Map data", §6
 * group 8, §7 "Maps", §9; spec 03 §2 "Route-on-map screen for a trip", §9 "Map and route"): what
 * it shows, to whom, and over which stretch of time. The backend's reads and the page both take
 * their figures from here.
 */
export const MAPA_VIAGEM = {
  /** The position map opens at zoom 9 on the vehicle (the family's maps open at 7 to 9). */
  zoom: 9,
  /** Registered points this close to the vehicle are its nearby points. */
  raioPontosProximosKm: 5,
  /** Each fix of the history is drawn as a circle of this radius, in metres. */
  raioPontoHistoricoM: 100,
} as const;

export const MENSAGENS_MAPA = {
  /** Group 8 asking for nearby points or deviations (the page never asks: it shows neither). */
  restrito: 'O usuário cliente não vê a rota, os pontos próximos nem os desvios no mapa',
} as const;

/**
 * Group 8 (client) sees the vehicle and the route's points on the map, but cannot load the route
 * line, the nearby points or the deviations (spec 02 §6). Every other group that may read the trip
 * sees them all.
 */
export function mapaCompleto(grupoUsuarioId: number): boolean {
  return grupoUsuarioId !== GRUPO.CLIENTE;
}

/** 403 for what group 8 may not load on the map. */
export function exigirMapaCompleto(grupoUsuarioId: number): void {
  if (!mapaCompleto(grupoUsuarioId)) throw new ForbiddenError(MENSAGENS_MAPA.restrito);
}

/** The trip as the map's time rules see it. */
export interface TempoDaViagem {
  status: StatusViagem;
  data_inicio: Date | null;
  previsao_inicio: Date | null;
  data_fim: Date | null;
  data_cancelamento: Date | null;
}

/**
 * The stretch of time that is the trip's: from its start to its end (finish or cancel), or to now
 * while it runs. A trip in transit without a recorded start counts from its planned start. A trip
 * that never started (scheduled, or cancelled while scheduled) has none: null.
 */
export function periodoDaViagem(v: TempoDaViagem, agora: Date): JanelaHistorico | null {
  const inicio = v.data_inicio ?? (v.status === STATUS_VIAGEM.EM_VIAGEM ? v.previsao_inicio : null);
  if (!inicio) return null;
  const termino = v.data_fim ?? v.data_cancelamento;
  const fim = termino && termino < agora ? termino : agora;
  return { inicio, fim: fim < inicio ? inicio : fim };
}

/**
 * The positions of the map's history: the last `horas` (1, 2, 4, 6 or 24; a 400 naming them
 * otherwise) of the trip's own time — ending now while it runs, at its end once finished or
 * cancelled — and never before it started. Null when the trip never started: no fix is its.
 */
export function janelaDoHistoricoDaViagem(horas: unknown, v: TempoDaViagem, agora: Date): { horas: number; janela: JanelaHistorico | null } {
  const h = horas === undefined || horas === '' ? 1 : lerHorasHistorico(horas);
  const periodo = periodoDaViagem(v, agora);
  if (!periodo) return { horas: h, janela: null };
  const desde = new Date(periodo.fim.getTime() - h * 3600_000);
  return { horas: h, janela: { inicio: desde > periodo.inicio ? desde : periodo.inicio, fim: periodo.fim } };
}

/**
 * Where the vehicle's position on the map comes from: a scheduled trip or one in transit shows the
 * vehicle's last position (the one its list row shows); a finished or cancelled trip, its last fix
 * within its own time (the vehicle has moved on since, maybe for someone else); a trip cancelled
 * before it started, none.
 */
export type FonteDaPosicao = { tipo: 'ultima' } | { tipo: 'periodo'; janela: JanelaHistorico } | { tipo: 'nenhuma' };

export function fonteDaPosicao(v: TempoDaViagem, agora: Date): FonteDaPosicao {
  if (v.status === STATUS_VIAGEM.AGENDADA || v.status === STATUS_VIAGEM.EM_VIAGEM) return { tipo: 'ultima' };
  const periodo = periodoDaViagem(v, agora);
  return periodo ? { tipo: 'periodo', janela: periodo } : { tipo: 'nenhuma' };
}

/**
 * A distance as the map shows it (spec 02 §9): in KM above 1 km ('12,35 KM'), else in metres
 * ('850 metros'). Null or not a number: '—'.
 */
export function formatarDistancia(km: number | null | undefined): string {
  if (km === null || km === undefined || !Number.isFinite(km)) return '—';
  if (km > 1) return `${km.toFixed(2).replace('.', ',')} KM`;
  const m = Math.round(Math.max(0, km) * 1000);
  return `${m} ${m === 1 ? 'metro' : 'metros'}`;
}
