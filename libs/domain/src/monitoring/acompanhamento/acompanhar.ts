/**
 * Live monitoring of a trip (issue 22; spec 02 §3 trip-row position and progress fields, route
 * deviation; §4 progress bar, arrival text): what one fix of a vehicle in transit means for its
 * trip. A pure function over the trip's kept state and the fix: the figures the lists show
 * (progress, covered and expected distance, arrival estimate, distance from the route) and the
 * events it raises, each once — a deviation when the truck has been outside the corridor long
 * enough, the return only well inside it (hysteresis: a truck on the shoulder does not flap), an
 * unplanned stop, a negative peripheral switching on, the arrival, an ignition change.
 * The telemetry stage that applies fixes to trips gathers the state and stores what comes out.
 */
import { distanciaAteRota, distanciaKm, violacao, type Coordenada, type Leitura, type LinhaPreparada } from '../../shared/index.js';

export interface ParametrosAcompanhamento {
  /** Off-route beyond this distance from the line (the route's corridor, else the default), km. */
  corredorKm: number;
  /** Back on route only nearer than corredorKm × this. */
  fracaoRetorno: number;
  /** Outside the corridor at least this long before the deviation is raised. */
  desvioAposMs: number;
  /** At or below this speed the truck is stopped, km/h. */
  velocidadeParadoKmH: number;
  /** Stopped this long away from every planned stop is an unplanned stop. */
  paradaAposMs: number;
  /** Within this of the destination the trip has arrived, km. */
  raioChegadaKm: number;
  /** The recent speed of the arrival estimate is measured over this window. */
  janelaVelocidadeMs: number;
  /**
   * Kept speed samples are at least this far apart (the newest one always moves with the last
   * fix): the state stays a few samples long whatever the device's rate, instead of one per fix
   * of the window — the state is written for every fix (issue 22, decision 45).
   */
  passoAmostraMs: number;
}

export const PARAMETROS_ACOMPANHAMENTO: Readonly<ParametrosAcompanhamento> = Object.freeze({
  corredorKm: 1,
  fracaoRetorno: 0.5,
  desvioAposMs: 2 * 60_000,
  velocidadeParadoKmH: 3,
  paradaAposMs: 15 * 60_000,
  raioChegadaKm: 2,
  janelaVelocidadeMs: 30 * 60_000,
  passoAmostraMs: 5 * 60_000,
});

/** The trip's route as monitoring measures it: the traced line and the places a stop is planned (origin, stops, destination). */
export interface RotaAcompanhada {
  linha: LinhaPreparada;
  paradas: ReadonlyArray<Coordenada & { raio_km?: number | null }>;
  destino: Coordenada & { raio_km?: number | null };
  /** The route's own corridor, km (null: the default). */
  corredorKm?: number | null;
}

/** What is kept per trip between fixes (JSON in the trip's row). */
export interface EstadoAcompanhamento {
  /** Time of the newest fix applied (ISO); older fixes are stored for the vehicle and not applied. */
  ultimaEm: string | null;
  emDesvio: boolean;
  /** Since when the truck is outside the corridor without the deviation raised yet (ISO). */
  foraDesde: string | null;
  /** Since when the truck is stopped away from a planned stop (ISO). */
  paradoDesde: string | null;
  paradaAvisada: boolean;
  chegou: boolean;
  /** Negative peripherals reading 1 at the last fix: an event when one switches on, not while it stays on. */
  violacoes: number[];
  ignicao: 0 | 1 | null;
  /**
   * Recent (time ms, km along the route to the metre) samples of the speed estimate, oldest first:
   * at least `passoAmostraMs` apart but the newest, and covering the window.
   */
  amostras: Array<[number, number]>;
}

export function estadoInicial(): EstadoAcompanhamento {
  return { ultimaEm: null, emDesvio: false, foraDesde: null, paradoDesde: null, paradaAvisada: false, chegou: false, violacoes: [], ignicao: null, amostras: [] };
}

export interface FixAcompanhado extends Coordenada {
  instante: Date;
  /** km/h, when the device sent it. */
  velocidade?: number | null;
  ignicao?: 0 | 1 | null;
  leituras?: readonly Leitura[];
}

export interface JanelaViagem {
  /** When the trip started (data_inicio), else its planned start. */
  inicio: Date;
  previsaoFim: Date;
}

/** The figures of spec 02 §3's trip row, from one fix. */
export interface FigurasViagem {
  percentual: number;
  distancia_percorrida: number;
  distancia_percorrida_estimada: number;
  restante_km: number;
  distancia_rota_km: number;
  /** Hours to arrival (null: no speed to estimate with). */
  previsao_de_chegada: number | null;
  atrasada: boolean;
  /** The nearest point of the route, where the deviation is measured from. */
  ponto_rota: Coordenada;
}

export type EventoAcompanhamento =
  | { tipo: 'DESVIO_ROTA'; distancia_km: number; ponto_rota: Coordenada; desde: Date }
  | { tipo: 'RETORNO_ROTA'; distancia_km: number }
  | { tipo: 'PARADA_NAO_PROGRAMADA'; desde: Date }
  | { tipo: 'PERIFERICO'; periferico_id: number }
  | { tipo: 'CHEGADA' }
  | { tipo: 'IGNICAO'; ligada: boolean };

export interface ResultadoAcompanhamento {
  /** False when the fix is older than the last one applied: nothing changes. */
  aplicado: boolean;
  estado: EstadoAcompanhamento;
  figuras: FigurasViagem | null;
  eventos: EventoAcompanhamento[];
}

const arred2 = (n: number) => Math.round(n * 100) / 100;

/** What one fix means for a trip in transit (see the module's comment). */
export function acompanharFix(
  anterior: EstadoAcompanhamento,
  fix: FixAcompanhado,
  rota: RotaAcompanhada,
  janela: JanelaViagem,
  p: ParametrosAcompanhamento = PARAMETROS_ACOMPANHAMENTO,
): ResultadoAcompanhamento {
  const t = fix.instante.getTime();
  if (anterior.ultimaEm !== null && t <= Date.parse(anterior.ultimaEm)) return { aplicado: false, estado: anterior, figuras: null, eventos: [] };
  const eventos: EventoAcompanhamento[] = [];
  const estado: EstadoAcompanhamento = { ...anterior, ultimaEm: fix.instante.toISOString(), violacoes: [...anterior.violacoes], amostras: [...anterior.amostras] };

  const casado = distanciaAteRota(fix, rota.linha);
  const total = rota.linha.totalKm;
  const percorrido = Math.min(total, casado.km_na_rota);

  // Deviation with hysteresis.
  const corredor = rota.corredorKm && rota.corredorKm > 0 ? rota.corredorKm : p.corredorKm;
  if (!estado.emDesvio) {
    if (casado.distancia_km > corredor) {
      const desde = new Date((estado.foraDesde ??= estado.ultimaEm!));
      if (t - desde.getTime() >= p.desvioAposMs) {
        estado.emDesvio = true;
        estado.foraDesde = null;
        eventos.push({ tipo: 'DESVIO_ROTA', distancia_km: arred2(casado.distancia_km), ponto_rota: casado.ponto, desde });
      }
    } else estado.foraDesde = null;
  } else if (casado.distancia_km < corredor * p.fracaoRetorno) {
    estado.emDesvio = false;
    eventos.push({ tipo: 'RETORNO_ROTA', distancia_km: arred2(casado.distancia_km) });
  }

  // Unplanned stop: stopped long enough away from every planned stop (its radius, else the arrival radius).
  const parado = fix.velocidade != null && fix.velocidade <= p.velocidadeParadoKmH;
  const numaParada = rota.paradas.some((s) => distanciaKm(fix, s) <= (s.raio_km && s.raio_km > 0 ? s.raio_km : p.raioChegadaKm));
  if (parado && !numaParada) {
    const desde = (estado.paradoDesde ??= estado.ultimaEm!);
    if (!estado.paradaAvisada && t - Date.parse(desde) >= p.paradaAposMs) {
      estado.paradaAvisada = true;
      eventos.push({ tipo: 'PARADA_NAO_PROGRAMADA', desde: new Date(desde) });
    }
  } else {
    estado.paradoDesde = null;
    estado.paradaAvisada = false;
  }

  // Negative peripherals: an event when one switches on.
  if (fix.leituras) {
    const ligadas = fix.leituras.filter(violacao).map((l) => l.periferico_id).sort((a, b) => a - b);
    for (const id of ligadas) if (!anterior.violacoes.includes(id)) eventos.push({ tipo: 'PERIFERICO', periferico_id: id });
    estado.violacoes = ligadas;
  }

  // Ignition changes (the first reading is not a change).
  if (fix.ignicao === 0 || fix.ignicao === 1) {
    if (anterior.ignicao !== null && anterior.ignicao !== fix.ignicao) eventos.push({ tipo: 'IGNICAO', ligada: fix.ignicao === 1 });
    estado.ignicao = fix.ignicao;
  }

  // Arrival, once.
  const raioDestino = rota.destino.raio_km && rota.destino.raio_km > 0 ? rota.destino.raio_km : p.raioChegadaKm;
  if (!estado.chegou && distanciaKm(fix, rota.destino) <= raioDestino) {
    estado.chegou = true;
    eventos.push({ tipo: 'CHEGADA' });
  }

  // Recent speed along the route, for the arrival estimate.
  const amostra: [number, number] = [t, Math.round(percorrido * 1000) / 1000];
  const n = estado.amostras.length;
  // The newest sample moves with each fix until it is a step past the one before it; then it stays.
  if (n >= 2 && estado.amostras[n - 1]![0] - estado.amostras[n - 2]![0] < p.passoAmostraMs) estado.amostras[n - 1] = amostra;
  else estado.amostras.push(amostra);
  while (estado.amostras.length > 2 && t - estado.amostras[0]![0] > p.janelaVelocidadeMs) estado.amostras.shift();
  const restante = Math.max(0, total - percorrido);
  const estimada = distanciaEstimada(total, janela, fix.instante);
  return {
    aplicado: true,
    estado,
    eventos,
    figuras: {
      percentual: total > 0 ? Math.min(100, Math.max(0, Math.round((percorrido / total) * 100))) : 0,
      distancia_percorrida: arred2(percorrido),
      distancia_percorrida_estimada: arred2(estimada),
      restante_km: arred2(restante),
      distancia_rota_km: arred2(casado.distancia_km),
      previsao_de_chegada: previsaoDeChegada(restante, estado.amostras, total, janela),
      atrasada: percorrido < estimada,
      ponto_rota: casado.ponto,
    },
  };
}

/** How far the truck should be by `agora`: the route's length in proportion to the planned time elapsed. */
export function distanciaEstimada(totalKm: number, janela: JanelaViagem, agora: Date): number {
  const duracao = janela.previsaoFim.getTime() - janela.inicio.getTime();
  if (!(duracao > 0)) return totalKm;
  const fracao = Math.min(1, Math.max(0, (agora.getTime() - janela.inicio.getTime()) / duracao));
  return totalKm * fracao;
}

/** Below this the recent speed is a stop, not a pace to forecast with, km/h. */
const VELOCIDADE_MINIMA_PREVISAO = 5;

/**
 * Hours to arrival: the remaining route at the recent pace along it (at least 5 km/h over the
 * window), else at the planned average pace; null when neither exists. 0 when there is nothing left.
 */
export function previsaoDeChegada(restanteKm: number, amostras: ReadonlyArray<readonly [number, number]>, totalKm: number, janela: JanelaViagem): number | null {
  if (restanteKm <= 0) return 0;
  if (amostras.length >= 2) {
    const [t0, km0] = amostras[0]!;
    const [t1, km1] = amostras[amostras.length - 1]!;
    const horas = (t1 - t0) / 3_600_000;
    const ritmo = horas > 0 ? (km1 - km0) / horas : 0;
    if (ritmo >= VELOCIDADE_MINIMA_PREVISAO) return arred2(restanteKm / ritmo);
  }
  const horasPlanejadas = (janela.previsaoFim.getTime() - janela.inicio.getTime()) / 3_600_000;
  if (horasPlanejadas > 0 && totalKm > 0) return arred2(restanteKm / (totalKm / horasPlanejadas));
  return null;
}

/**
 * Signal loss (spec 02 §7 `notificacao_email_perda_sinal_agendamento`; the client PGR's
 * `tempo_perda_sinal_agendamento`, minutes): the last fix is older than the PGR allows. A PGR
 * without the time (null or 0) never raises it.
 */
export function sinalPerdido(ultimaEm: Date | null, agora: Date, minutosPgr: number | null | undefined): boolean {
  if (!minutosPgr || minutosPgr <= 0) return false;
  if (!ultimaEm) return true;
  return agora.getTime() - ultimaEm.getTime() > minutosPgr * 60_000;
}
