/**
 * A position as the telemetry doors hand it to the pipeline (ARCHITECTURE.md "Telemetry"): the
 * batch call of integration adapters, the OsmAnd protocol of Traccar Client and Traccar's server,
 * and Traccar's JSON forwarding each only parse into `PosicaoRecebida`; validation, de-duplication
 * and storage are one (`telemetria.casos.ts`). Speeds are km/h everywhere past the doors.
 */
import { lerNumeroCoordenada } from '../shared/geo.js';
import { lerLigado, perifericoPorChave, perifericoPorId, type Leitura } from '../shared/perifericos.js';

export interface PosicaoRecebida {
  /** The on-board unit's number (OsmAnd `id`, Traccar `uniqueId`). */
  terminal: string;
  /** Fix time (when the unit measured the position), not the arrival time. */
  data_posicao: Date;
  latitude: number;
  longitude: number;
  /** km/h. */
  velocidade: number | null;
  /** Degrees clockwise from north, [0, 360). */
  direcao: number | null;
  ignicao: boolean | null;
  altitude: number | null;
  /** Metres. */
  precisao: number | null;
  /** Percent. */
  bateria: number | null;
  leituras: Leitura[];
  /** Whatever else the unit sent, kept as it came (OsmAnd keys, Traccar attributes). */
  atributos: Record<string, string | number | boolean>;
}

/** Why a position was not stored; the answer counts each. */
export type MotivoRecusa =
  | 'formato_invalido'
  | 'coordenada_invalida'
  | 'velocidade_invalida'
  | 'data_futura'
  | 'data_antiga'
  | 'terminal_desconhecido'
  | 'duplicada';

export const MOTIVOS_RECUSA: Record<MotivoRecusa, string> = {
  formato_invalido: 'Posição malformada: terminal, data, latitude e longitude são obrigatórios e numéricos',
  coordenada_invalida: 'Coordenadas impossíveis (fora de -90..90 / -180..180, ou 0,0)',
  velocidade_invalida: 'Velocidade negativa ou acima de 400 km/h',
  data_futura: 'Data da posição adiante do relógio do servidor além da tolerância',
  data_antiga: 'Data da posição anterior ao período guardado',
  terminal_desconhecido: 'Terminal não cadastrado em nenhum veículo',
  duplicada: 'Posição já recebida (mesmo terminal e mesma data)',
};

export type Lido<T> = { ok: true; posicao: T } | { ok: false; motivo: MotivoRecusa };

export const NOS_PARA_KMH = 1.852;
export const MS_PARA_KMH = 3.6;
export const VELOCIDADE_MAXIMA_KMH = 400;

export interface RegrasPosicao {
  /** A fix time up to this far ahead of the server's clock is accepted (unit clocks drift). */
  toleranciaFuturoMs: number;
  /** Older fixes are refused: they would land in a partition already dropped. */
  retencaoMs: number;
}

export const REGRAS_POSICAO_PADRAO: RegrasPosicao = { toleranciaFuturoMs: 10 * 60_000, retencaoMs: 90 * 24 * 3600_000 };

/** The rules every door's positions pass, in this order; null when the position may be stored. */
export function motivoDeRecusa(p: PosicaoRecebida, agora: Date, regras: RegrasPosicao = REGRAS_POSICAO_PADRAO): MotivoRecusa | null {
  if (!p.terminal || !Number.isFinite(p.data_posicao.getTime()) || !Number.isFinite(p.latitude) || !Number.isFinite(p.longitude)) return 'formato_invalido';
  if (Math.abs(p.latitude) > 90 || Math.abs(p.longitude) > 180 || (p.latitude === 0 && p.longitude === 0)) return 'coordenada_invalida';
  if (p.velocidade !== null && !(p.velocidade >= 0 && p.velocidade <= VELOCIDADE_MAXIMA_KMH)) return 'velocidade_invalida';
  const t = p.data_posicao.getTime();
  if (t > agora.getTime() + regras.toleranciaFuturoMs) return 'data_futura';
  if (t < agora.getTime() - regras.retencaoMs) return 'data_antiga';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Reading values as units send them
// ---------------------------------------------------------------------------------------------

/** A finite number from a number or a numeric string (a decimal comma too); null when blank; NaN otherwise. */
const numero = lerNumeroCoordenada;

/** An optional measurement: null when absent, unknown (negative, as some units send -1) or not a number. */
function medida(valor: unknown, fator = 1): number | null {
  const n = numero(valor);
  return n === null || Number.isNaN(n) || n < 0 ? null : n * fator;
}

function direcao(valor: unknown): number | null {
  const n = medida(valor);
  return n === null ? null : n % 360;
}

const DATA_HORA_SIMPLES = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?$/;

/**
 * A fix time as OsmAnd clients send it: epoch seconds or milliseconds (numbers below 2^31 are
 * seconds, as Traccar reads them), ISO 8601, or `yyyy-MM-dd HH:mm:ss` (UTC). Invalid → NaN date.
 */
export function lerDataHora(valor: unknown): Date {
  if (typeof valor === 'number') return new Date(valor < 2 ** 31 ? valor * 1000 : valor);
  if (typeof valor !== 'string' || !valor.trim()) return new Date(Number.NaN);
  const t = valor.trim();
  if (/^\d+(\.\d+)?$/.test(t)) return lerDataHora(Number(t));
  const simples = DATA_HORA_SIMPLES.exec(t);
  if (simples) {
    const [, a, m, d, h, mi, s, frac] = simples;
    const ms = frac ? Math.round(Number(frac) * 1000) : 0;
    const data = new Date(Date.UTC(Number(a), Number(m) - 1, Number(d), Number(h), Number(mi), Number(s), ms));
    // Date.UTC rolls 31/02 over to March: such a date is not a date.
    return data.getUTCDate() === Number(d) && data.getUTCMonth() === Number(m) - 1 ? data : new Date(Number.NaN);
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.exec(t);
  if (!iso) return new Date(Number.NaN);
  // JavaScript would roll 31/02 over to March: such a date is not a date.
  const [a, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  if (m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(a, m, 0)).getUTCDate()) return new Date(Number.NaN);
  return new Date(t);
}

function atributo(valor: unknown): string | number | boolean | undefined {
  if (typeof valor === 'string') return valor.slice(0, 200);
  if (typeof valor === 'number' && Number.isFinite(valor)) return valor;
  if (typeof valor === 'boolean') return valor;
  return undefined;
}

/** At most this many extra attributes per position are kept (a unit cannot fill the table). */
export const MAXIMO_ATRIBUTOS = 40;

function guardarAtributo(destino: Record<string, string | number | boolean>, chave: string, valor: unknown): void {
  const v = atributo(valor);
  if (v !== undefined && Object.keys(destino).length < MAXIMO_ATRIBUTOS && chave.length <= 60 && !(chave in Object.prototype)) destino[chave] = v;
}

/**
 * Peripheral readings from `{ "8": 1 }`, `{ "sensor_desengate1": true }` or a list of
 * `{ periferico_id, valor }`; unknown ids or names and values that are not on/off are skipped.
 */
export function lerLeituras(valor: unknown): Leitura[] {
  const leituras = new Map<number, 0 | 1>();
  const uma = (chave: unknown, v: unknown) => {
    const p = typeof chave === 'number' || /^\d+$/.test(String(chave)) ? perifericoPorId(Number(chave)) : perifericoPorChave(String(chave));
    const ligado = lerLigado(v);
    if (p && ligado !== null) leituras.set(p.id, ligado);
  };
  if (Array.isArray(valor)) {
    for (const item of valor) if (item && typeof item === 'object') uma((item as Record<string, unknown>).periferico_id, (item as Record<string, unknown>).valor);
  } else if (valor && typeof valor === 'object') {
    for (const [k, v] of Object.entries(valor)) uma(k, v);
  }
  return [...leituras].sort((a, b) => a[0] - b[0]).map(([periferico_id, v]) => ({ periferico_id, valor: v }));
}

function posicaoVazia(terminal: string, data: Date, latitude: number, longitude: number): PosicaoRecebida {
  return { terminal, data_posicao: data, latitude, longitude, velocidade: null, direcao: null, ignicao: null, altitude: null, precisao: null, bateria: null, leituras: [], atributos: {} };
}

function terminalDe(valor: unknown): string {
  if (typeof valor === 'number' && Number.isInteger(valor)) return String(valor);
  if (typeof valor !== 'string') return '';
  const t = valor.trim();
  return t.length <= 30 && /^[\w.:-]+$/.test(t) ? t : '';
}

/** Sets ignition from a reading of peripheral 6 or the reverse, so both say the same. */
function acertarIgnicao(p: PosicaoRecebida): PosicaoRecebida {
  const leitura = p.leituras.find((l) => l.periferico_id === 6);
  if (leitura && p.ignicao === null) p.ignicao = leitura.valor === 1;
  else if (!leitura && p.ignicao !== null) p.leituras = [...p.leituras, { periferico_id: 6, valor: p.ignicao ? 1 : 0 } as Leitura].sort((a, b) => a.periferico_id - b.periferico_id);
  return p;
}

function resultado(p: PosicaoRecebida): Lido<PosicaoRecebida> {
  if (!p.terminal || Number.isNaN(p.latitude) || Number.isNaN(p.longitude) || !Number.isFinite(p.data_posicao.getTime())) return { ok: false, motivo: 'formato_invalido' };
  return { ok: true, posicao: acertarIgnicao(p) };
}

// ---------------------------------------------------------------------------------------------
// OsmAnd (Traccar Client; Traccar's osmand protocol on port 5055)
// ---------------------------------------------------------------------------------------------

const CHAVES_OSMAND = new Set(['id', 'deviceid', 'lat', 'lon', 'location', 'timestamp', 'speed', 'bearing', 'heading', 'altitude', 'accuracy', 'batt', 'ignition']);

/**
 * One OsmAnd request's parameters (query string or form body): `id`/`deviceid`, `lat` and `lon`
 * or `location=lat,lon`, `timestamp` (see `lerDataHora`; absent → arrival time), `speed` in
 * knots, `bearing`/`heading`, `altitude`, `accuracy`, `batt`, `ignition`; any other key is kept
 * as an attribute (and a peripheral's name or id becomes its reading).
 */
export function lerOsmAnd(params: Record<string, string | undefined>, agora: Date): Lido<PosicaoRecebida> {
  const terminal = terminalDe(params.id ?? params.deviceid);
  let lat = numero(params.lat);
  let lon = numero(params.lon);
  if (params.location !== undefined) {
    const partes = params.location.split(',');
    lat = partes.length === 2 ? numero(partes[0]) : Number.NaN;
    lon = partes.length === 2 ? numero(partes[1]) : Number.NaN;
  }
  const data = params.timestamp === undefined ? agora : lerDataHora(params.timestamp);
  const p = posicaoVazia(terminal, data, lat ?? Number.NaN, lon ?? Number.NaN);
  p.velocidade = medida(params.speed, NOS_PARA_KMH);
  p.direcao = direcao(params.bearing ?? params.heading);
  p.altitude = numero(params.altitude) ?? null;
  if (Number.isNaN(p.altitude)) p.altitude = null;
  p.precisao = medida(params.accuracy);
  p.bateria = medida(params.batt);
  const ignicao = lerLigado(params.ignition);
  p.ignicao = ignicao === null ? null : ignicao === 1;
  const extras: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (!CHAVES_OSMAND.has(k)) extras[k] = v;
  p.leituras = lerLeituras(extras);
  for (const [k, v] of Object.entries(extras)) if (!perifericoPorChave(k) && !perifericoPorId(Number(k))) guardarAtributo(p.atributos, k, v);
  return resultado(p);
}

/**
 * The JSON body of newer Traccar Clients: `{ device_id, location: { timestamp, coords: { latitude,
 * longitude, speed (m/s), heading, altitude, accuracy }, battery: { level (0..1) }, is_moving,
 * event, odometer } }`.
 */
export function lerOsmAndJson(corpo: unknown, agora: Date): Lido<PosicaoRecebida> {
  if (!corpo || typeof corpo !== 'object') return { ok: false, motivo: 'formato_invalido' };
  const c = corpo as Record<string, unknown>;
  const loc = (c.location && typeof c.location === 'object' ? c.location : {}) as Record<string, unknown>;
  const coords = (loc.coords && typeof loc.coords === 'object' ? loc.coords : {}) as Record<string, unknown>;
  const data = loc.timestamp === undefined ? agora : lerDataHora(loc.timestamp);
  const p = posicaoVazia(terminalDe(c.device_id ?? c.deviceid ?? c.id), data, numero(coords.latitude) ?? Number.NaN, numero(coords.longitude) ?? Number.NaN);
  p.velocidade = medida(coords.speed, MS_PARA_KMH);
  p.direcao = direcao(coords.heading);
  const alt = numero(coords.altitude);
  p.altitude = alt === null || Number.isNaN(alt) ? null : alt;
  p.precisao = medida(coords.accuracy);
  const bateria = loc.battery && typeof loc.battery === 'object' ? numero((loc.battery as Record<string, unknown>).level) : null;
  p.bateria = bateria === null || Number.isNaN(bateria) || bateria < 0 ? null : Math.round(bateria * 100);
  for (const k of ['is_moving', 'event', 'odometer']) guardarAtributo(p.atributos, k, loc[k]);
  return resultado(p);
}

// ---------------------------------------------------------------------------------------------
// Traccar's position forwarding (forward.type=json)
// ---------------------------------------------------------------------------------------------

/** Traccar attribute → peripheral id, for the attributes Traccar's decoders set. */
const ATRIBUTOS_TRACCAR: Record<string, number> = { ignition: 6, blocked: 7, door: 1 };

/**
 * `{ position: { fixTime, latitude, longitude, speed (knots), course, altitude, accuracy,
 * attributes }, device: { uniqueId } }`. Attribute `alarm` 'sos' is the panic button.
 */
export function lerTraccar(corpo: unknown): Lido<PosicaoRecebida> {
  if (!corpo || typeof corpo !== 'object') return { ok: false, motivo: 'formato_invalido' };
  const c = corpo as Record<string, unknown>;
  const pos = (c.position && typeof c.position === 'object' ? c.position : {}) as Record<string, unknown>;
  const dev = (c.device && typeof c.device === 'object' ? c.device : {}) as Record<string, unknown>;
  const p = posicaoVazia(terminalDe(dev.uniqueId), lerDataHora(pos.fixTime ?? pos.deviceTime), numero(pos.latitude) ?? Number.NaN, numero(pos.longitude) ?? Number.NaN);
  p.velocidade = medida(pos.speed, NOS_PARA_KMH);
  p.direcao = direcao(pos.course);
  const alt = numero(pos.altitude);
  p.altitude = alt === null || Number.isNaN(alt) ? null : alt;
  p.precisao = medida(pos.accuracy);
  const attrs = (pos.attributes && typeof pos.attributes === 'object' ? pos.attributes : {}) as Record<string, unknown>;
  const leituras: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(attrs)) {
    if (k in ATRIBUTOS_TRACCAR) leituras[String(ATRIBUTOS_TRACCAR[k])] = v;
    else if (k === 'alarm') leituras['11'] = v === 'sos' ? 1 : 0;
    else if (k === 'batteryLevel') p.bateria = medida(v);
    else guardarAtributo(p.atributos, k, v);
  }
  p.leituras = lerLeituras(leituras);
  return resultado(p);
}

// ---------------------------------------------------------------------------------------------
// The batch call of integration adapters
// ---------------------------------------------------------------------------------------------

/**
 * One item of `POST /api/telemetria/posicoes`: `{ terminal, data_posicao, latitude, longitude,
 * velocidade (km/h), direcao, ignicao, altitude, precisao, bateria, perifericos, atributos }`,
 * where `perifericos` maps ids (1–28, 44) or flag names to on/off.
 */
export function lerItemLote(item: unknown): Lido<PosicaoRecebida> {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return { ok: false, motivo: 'formato_invalido' };
  const i = item as Record<string, unknown>;
  const data = typeof i.data_posicao === 'string' || typeof i.data_posicao === 'number' ? lerDataHora(i.data_posicao) : new Date(Number.NaN);
  const p = posicaoVazia(terminalDe(i.terminal), data, numero(i.latitude) ?? Number.NaN, numero(i.longitude) ?? Number.NaN);
  const vel = numero(i.velocidade);
  p.velocidade = vel === null ? null : vel; // negative or NaN → refused by the rules, not silently dropped
  if (Number.isNaN(vel)) return { ok: false, motivo: 'formato_invalido' };
  p.direcao = direcao(i.direcao);
  const alt = numero(i.altitude);
  p.altitude = alt === null || Number.isNaN(alt) ? null : alt;
  p.precisao = medida(i.precisao);
  p.bateria = medida(i.bateria);
  const ignicao = lerLigado(i.ignicao);
  p.ignicao = ignicao === null ? null : ignicao === 1;
  p.leituras = lerLeituras(i.perifericos);
  if (i.atributos && typeof i.atributos === 'object' && !Array.isArray(i.atributos)) {
    for (const [k, v] of Object.entries(i.atributos)) guardarAtributo(p.atributos, k, v);
  }
  return resultado(p);
}
