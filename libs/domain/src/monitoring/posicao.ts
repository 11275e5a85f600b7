/**
 * A position as the telemetry doors hand it to the pipeline (ARCHITECTURE.md "Telemetry"): the
 * batch call of integration adapters, the OsmAnd protocol of Traccar Client and Traccar's server,
 * and Traccar's JSON forwarding each only parse into `PosicaoRecebida`; validation, de-duplication
 * and storage are one (`telemetria.casos.ts`). Speeds are km/h everywhere past the doors.
 */
import { lerNumeroCoordenada, lerLigado, perifericoPorChave, perifericoPorId, type Leitura } from '../shared/index.js';

export type ValorAtributo = string | number | boolean | string[];

export interface PosicaoRecebida {
  /** The on-board unit's number (OsmAnd `id`, Traccar `uniqueId`). */
  terminal: string;
  /** Fix time (when the unit measured the position), not the arrival time. */
  data_posicao: Date;
  latitude: number;
  longitude: number;
  /**
   * false when the unit said its fix is not valid (OsmAnd `valid=false`, Traccar `valid`): stored
   * flagged, its readings count, but it never becomes the vehicle's last position (Traccar's
   * invalid-fix filter).
   */
  valida: boolean;
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
  /** Whatever else the unit sent, kept as it came (OsmAnd keys, Traccar attributes); numbers as numbers. */
  atributos: Record<string, ValorAtributo>;
}

/**
 * What a door read of a request that is not a fix to store: enough to find the device, keep its
 * contact (a heartbeat: battery, charge, alarms) and show the operator what was filtered.
 */
export interface LidoSemPosicao {
  terminal: string;
  /** The unit's time, when it sent a readable one. */
  data: Date | null;
  latitude: number | null;
  longitude: number | null;
  bateria: number | null;
  leituras: Leitura[];
  atributos: Record<string, ValorAtributo>;
}

/** Why a position was not stored; the answer counts each. */
export type MotivoRecusa =
  | 'formato_invalido'
  | 'sem_coordenadas'
  | 'coordenada_invalida'
  | 'velocidade_invalida'
  | 'data_futura'
  | 'data_antiga'
  | 'terminal_desconhecido'
  | 'duplicada';

export const MOTIVOS_RECUSA: Record<MotivoRecusa, string> = {
  formato_invalido: 'Posição malformada: terminal, data, latitude e longitude são obrigatórios e numéricos',
  sem_coordenadas: 'Sem coordenadas (batimento ou só antenas): guardado como último contato, a posição do veículo não muda',
  coordenada_invalida: 'Coordenadas impossíveis (fora de -90..90 / -180..180, ou 0,0)',
  velocidade_invalida: 'Velocidade negativa ou acima de 400 km/h',
  data_futura: 'Data da posição adiante do relógio do servidor além da tolerância',
  data_antiga: 'Data da posição anterior ao período guardado',
  terminal_desconhecido: 'Terminal não cadastrado em nenhum veículo',
  duplicada: 'Posição já recebida (mesmo terminal e mesma data)',
};

/** Why a fix of a known device was kept out of the vehicle's positions, as the operator sees it. */
export type MotivoFiltro = Exclude<MotivoRecusa, 'terminal_desconhecido' | 'duplicada' | 'sem_coordenadas'> | 'posicao_invalida';

export const MOTIVOS_FILTRO: Record<MotivoFiltro, string> = {
  formato_invalido: 'Posição malformada (data ou coordenadas ilegíveis)',
  coordenada_invalida: 'Coordenadas impossíveis (fora do globo ou 0,0)',
  velocidade_invalida: 'Velocidade negativa ou acima de 400 km/h',
  data_futura: 'Data mais de 10 minutos adiante do relógio do servidor',
  data_antiga: 'Data anterior ao período guardado',
  posicao_invalida: 'O rastreador marcou a posição como inválida: guardada, mas não vira a última posição',
};

export type Lido<T> = { ok: true; posicao: T } | { ok: false; motivo: MotivoRecusa; lido?: LidoSemPosicao };

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

/** What the operator is shown of a fix that did not pass (`motivoDeRecusa`). */
export function semPosicao(p: PosicaoRecebida): LidoSemPosicao {
  const finito = (n: number) => (Number.isFinite(n) ? n : null);
  return {
    terminal: p.terminal,
    data: Number.isFinite(p.data_posicao.getTime()) ? p.data_posicao : null,
    latitude: finito(p.latitude),
    longitude: finito(p.longitude),
    bateria: p.bateria,
    leituras: p.leituras,
    atributos: p.atributos,
  };
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

function atributo(valor: unknown): ValorAtributo | undefined {
  if (typeof valor === 'string') return valor.slice(0, 200);
  if (typeof valor === 'number' && Number.isFinite(valor)) return valor;
  if (typeof valor === 'boolean') return valor;
  if (Array.isArray(valor)) return valor.filter((v) => typeof v === 'string').slice(0, 20).map((v: string) => v.slice(0, 200));
  return undefined;
}

/** At most this many extra attributes per position are kept (a unit cannot fill the table). */
export const MAXIMO_ATRIBUTOS = 40;

function guardarAtributo(destino: Record<string, ValorAtributo>, chave: string, valor: unknown): void {
  const v = atributo(valor);
  if (v !== undefined && Object.keys(destino).length < MAXIMO_ATRIBUTOS && chave.length <= 60 && !(chave in Object.prototype)) destino[chave] = v;
}

const NUMERO_TEXTO = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** A text parameter as its value: numbers as numbers and true/false as booleans (Traccar does the same), other text as sent. */
export function valorDoTexto(t: string): string | number | boolean {
  const s = t.trim();
  // Codes are not quantities: long digit strings (ICCIDs) would lose digits, and `0042` its zeros.
  if (NUMERO_TEXTO.test(s) && !/^-?\d{16,}$/.test(s) && !/^-?0\d/.test(s)) {
    const n = Number(s);
    if (Number.isFinite(n)) return n;
  }
  if (s === 'true' || s === 'false') return s === 'true';
  return t;
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

// ---------------------------------------------------------------------------------------------
// Alarms (Traccar's alarm names, one or a comma-separated list: "powerCut,sos")
// ---------------------------------------------------------------------------------------------

/**
 * Alarms that are a peripheral of ours (shared/perifericos.ts): the alarm sets it to 1. Others
 * (powerCut, lowBattery, overspeed...) stay in the position's `alarm` attribute. No alarm, or an
 * alarm list without it, leaves a peripheral as it was: only the sensor's own reading clears it.
 */
export const ALARMES_PERIFERICOS: Readonly<Record<string, number>> = {
  sos: 11, // botão de pânico
  tampering: 10, // violação do painel
  door: 1, // porta (do motorista: a única que o alarme nomeia)
  jamming: 44, // detector de jammer
};

/** The alarm names of `alarm=powerCut,sos` or `["powerCut","sos"]`, as sent, at most 20. */
export function lerAlarmes(valor: unknown): string[] {
  const partes = Array.isArray(valor) ? valor : typeof valor === 'string' ? valor.split(',') : [];
  return partes.filter((a): a is string => typeof a === 'string').map((a) => a.trim()).filter((a) => a && a.length <= 40).slice(0, 20);
}

/** Adds the readings of `alarmes` (set to 1) over `leituras`, and keeps the list as the `alarm` attribute. */
function aplicarAlarmes(leituras: Leitura[], atributos: Record<string, ValorAtributo>, alarmes: string[]): Leitura[] {
  if (!alarmes.length) return leituras;
  atributos.alarm = alarmes.join(',');
  const porId = new Map(leituras.map((l) => [l.periferico_id, l.valor]));
  for (const a of alarmes) {
    const id = ALARMES_PERIFERICOS[a] ?? ALARMES_PERIFERICOS[a.toLowerCase()];
    if (id !== undefined) porId.set(id, 1);
  }
  return [...porId].sort((x, y) => x[0] - y[0]).map(([periferico_id, valor]) => ({ periferico_id, valor }));
}

function posicaoVazia(terminal: string, data: Date, latitude: number, longitude: number): PosicaoRecebida {
  return { terminal, data_posicao: data, latitude, longitude, valida: true, velocidade: null, direcao: null, ignicao: null, altitude: null, precisao: null, bateria: null, leituras: [], atributos: {} };
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

/**
 * A door's reading as the pipeline takes it. No coordinates at all (a heartbeat, `cell`/`wifi`
 * only, Traccar's `outdated`): `sem_coordenadas`, kept as the device's contact. Coordinates or a
 * time that cannot be read: `formato_invalido`, with what was read so a known device's request is
 * still answered and shown to the operator.
 */
function resultado(p: PosicaoRecebida, semCoordenadas = false): Lido<PosicaoRecebida> {
  if (!p.terminal) return { ok: false, motivo: 'formato_invalido' };
  if (semCoordenadas) return { ok: false, motivo: 'sem_coordenadas', lido: semPosicao(acertarIgnicao(p)) };
  if (Number.isNaN(p.latitude) || Number.isNaN(p.longitude) || !Number.isFinite(p.data_posicao.getTime())) return { ok: false, motivo: 'formato_invalido', lido: semPosicao(p) };
  return { ok: true, posicao: acertarIgnicao(p) };
}

// ---------------------------------------------------------------------------------------------
// OsmAnd (Traccar Client; Traccar's osmand protocol on port 5055)
// ---------------------------------------------------------------------------------------------

/** A request's parameters; a key sent more than once (`cell`, `wifi`) keeps every value. */
export type ParametrosOsmAnd = Record<string, string | string[] | undefined>;

const CHAVES_OSMAND = new Set(['id', 'deviceid', 'lat', 'lon', 'location', 'timestamp', 'speed', 'bearing', 'heading', 'altitude', 'accuracy', 'batt', 'ignition', 'valid', 'alarm', 'cell', 'wifi']);
/** Kept as lists even when sent once: a phone sees several cells and access points. */
const CHAVES_LISTA = ['cell', 'wifi'];

/**
 * One OsmAnd request's parameters (query string or form body): `id`/`deviceid`, `lat` and `lon`
 * or `location=lat,lon` (neither: a heartbeat), `timestamp` (see `lerDataHora`; absent → arrival
 * time), `speed` in knots, `bearing`/`heading`, `altitude`, `accuracy`, `batt`, `ignition`,
 * `valid`, `alarm` (see `lerAlarmes`), repeated `cell`/`wifi` (lists); any other key is kept as an
 * attribute, numbers and booleans as such (and a peripheral's name or id becomes its reading).
 */
export function lerOsmAnd(params: ParametrosOsmAnd, agora: Date): Lido<PosicaoRecebida> {
  const um = (k: string): string | undefined => {
    const v = params[k];
    return Array.isArray(v) ? v[v.length - 1] : v;
  };
  const terminal = terminalDe(um('id') ?? um('deviceid'));
  let lat = numero(um('lat'));
  let lon = numero(um('lon'));
  const location = um('location');
  if (location !== undefined) {
    const partes = location.split(',');
    lat = partes.length === 2 ? numero(partes[0]) : Number.NaN;
    lon = partes.length === 2 ? numero(partes[1]) : Number.NaN;
  }
  const timestamp = um('timestamp');
  const data = timestamp === undefined ? agora : lerDataHora(timestamp);
  const p = posicaoVazia(terminal, data, lat ?? Number.NaN, lon ?? Number.NaN);
  const valida = um('valid');
  if (valida !== undefined) p.valida = lerLigado(valida) === 1;
  p.velocidade = medida(um('speed'), NOS_PARA_KMH);
  p.direcao = direcao(um('bearing') ?? um('heading'));
  p.altitude = numero(um('altitude')) ?? null;
  if (Number.isNaN(p.altitude)) p.altitude = null;
  p.precisao = medida(um('accuracy'));
  p.bateria = medida(um('batt'));
  const ignicao = lerLigado(um('ignition'));
  p.ignicao = ignicao === null ? null : ignicao === 1;
  const extras: Record<string, string> = {};
  for (const k of Object.keys(params)) if (!CHAVES_OSMAND.has(k) && um(k) !== undefined) extras[k] = um(k)!;
  p.leituras = lerLeituras(extras);
  for (const [k, v] of Object.entries(extras)) if (!perifericoPorChave(k) && !perifericoPorId(Number(k))) guardarAtributo(p.atributos, k, valorDoTexto(v));
  for (const k of CHAVES_LISTA) {
    const v = params[k];
    if (v !== undefined) guardarAtributo(p.atributos, k, Array.isArray(v) ? v : [v]);
  }
  p.leituras = aplicarAlarmes(p.leituras, p.atributos, lerAlarmes(params.alarm));
  return resultado(p, lat === null || lon === null);
}

const objeto = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * The JSON body of newer Traccar Clients: `{ device_id, location: { timestamp, coords: { latitude,
 * longitude, speed (m/s), heading, altitude, accuracy }, battery: { level (0..1), is_charging },
 * is_moving, event, odometer, activity: { type }, mock, alarm, extras: {...} } }`. No `coords`:
 * a heartbeat. `extras` are kept as attributes (numbers, booleans, text), peripheral names as readings.
 */
export function lerOsmAndJson(corpo: unknown, agora: Date): Lido<PosicaoRecebida> {
  if (!corpo || typeof corpo !== 'object') return { ok: false, motivo: 'formato_invalido' };
  const c = corpo as Record<string, unknown>;
  const loc = objeto(c.location);
  const temCoords = loc.coords !== undefined && loc.coords !== null;
  const coords = objeto(loc.coords);
  const data = loc.timestamp === undefined ? agora : lerDataHora(loc.timestamp);
  const p = posicaoVazia(terminalDe(c.device_id ?? c.deviceid ?? c.id), data, numero(coords.latitude) ?? Number.NaN, numero(coords.longitude) ?? Number.NaN);
  p.velocidade = medida(coords.speed, MS_PARA_KMH);
  p.direcao = direcao(coords.heading);
  const alt = numero(coords.altitude);
  p.altitude = alt === null || Number.isNaN(alt) ? null : alt;
  p.precisao = medida(coords.accuracy);
  const bateria = objeto(loc.battery);
  const nivel = numero(bateria.level);
  p.bateria = nivel === null || Number.isNaN(nivel) || nivel < 0 ? null : Math.round(nivel * 100);
  if (typeof bateria.is_charging === 'boolean') p.atributos.charge = bateria.is_charging;
  for (const k of ['is_moving', 'event', 'odometer', 'mock']) guardarAtributo(p.atributos, k, loc[k]);
  guardarAtributo(p.atributos, 'activity', objeto(loc.activity).type);
  const extras = objeto(loc.extras);
  p.leituras = lerLeituras(extras);
  for (const [k, v] of Object.entries(extras)) {
    if (k !== 'alarm' && !perifericoPorChave(k) && !perifericoPorId(Number(k)) && !Array.isArray(v)) guardarAtributo(p.atributos, k, v);
  }
  p.leituras = aplicarAlarmes(p.leituras, p.atributos, lerAlarmes(loc.alarm ?? extras.alarm));
  return resultado(p, !temCoords);
}

// ---------------------------------------------------------------------------------------------
// Traccar's position forwarding (forward.type=json)
// ---------------------------------------------------------------------------------------------

/** Traccar attribute → peripheral id, for the attributes Traccar's decoders set. */
const ATRIBUTOS_TRACCAR: Record<string, number> = { ignition: 6, blocked: 7, door: 1 };

/**
 * `{ position: { fixTime, latitude, longitude, valid, outdated, speed (knots), course, altitude,
 * accuracy, attributes }, device: { uniqueId } }`. `valid: false` is a fix flagged invalid;
 * `outdated: true` carries the last known coordinates, not a new fix (a heartbeat). The attribute
 * `alarm` is a list (`"powerCut,sos"`): see `ALARMES_PERIFERICOS`. `network` becomes `cell`/`wifi`.
 */
export function lerTraccar(corpo: unknown): Lido<PosicaoRecebida> {
  if (!corpo || typeof corpo !== 'object') return { ok: false, motivo: 'formato_invalido' };
  const c = corpo as Record<string, unknown>;
  const pos = objeto(c.position);
  const dev = objeto(c.device);
  const p = posicaoVazia(terminalDe(dev.uniqueId), lerDataHora(pos.fixTime ?? pos.deviceTime), numero(pos.latitude) ?? Number.NaN, numero(pos.longitude) ?? Number.NaN);
  if (pos.valid === false) p.valida = false;
  p.velocidade = medida(pos.speed, NOS_PARA_KMH);
  p.direcao = direcao(pos.course);
  const alt = numero(pos.altitude);
  p.altitude = alt === null || Number.isNaN(alt) ? null : alt;
  p.precisao = medida(pos.accuracy);
  const attrs = objeto(pos.attributes);
  const leituras: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(attrs)) {
    if (k in ATRIBUTOS_TRACCAR) leituras[String(ATRIBUTOS_TRACCAR[k])] = v;
    else if (k === 'batteryLevel') p.bateria = medida(v);
    else if (k !== 'alarm') guardarAtributo(p.atributos, k, v);
  }
  p.leituras = aplicarAlarmes(lerLeituras(leituras), p.atributos, lerAlarmes(attrs.alarm));
  redeDoTraccar(pos.network, p.atributos);
  return resultado(p, pos.outdated === true);
}

/**
 * Traccar's `network` (the cell towers and Wi-Fi points a device saw, for a position by network)
 * kept as the OsmAnd door keeps `cell` and `wifi`: lists of 'mcc,mnc,lac,cid[,sinal]' and
 * 'mac,sinal', so every door leaves the same attributes for the same facts.
 */
function redeDoTraccar(rede: unknown, atributos: Record<string, ValorAtributo>): void {
  const r = objeto(rede);
  const partes = (...v: unknown[]) => v.filter((x) => typeof x === 'number' || (typeof x === 'string' && x !== '')).join(',');
  const celulas = (Array.isArray(r.cellTowers) ? r.cellTowers : [])
    .map(objeto)
    .filter((c) => c.cellId !== undefined)
    .map((c) => partes(c.mobileCountryCode, c.mobileNetworkCode, c.locationAreaCode, c.cellId, c.signalStrength));
  const wifi = (Array.isArray(r.wifiAccessPoints) ? r.wifiAccessPoints : [])
    .map(objeto)
    .filter((w) => typeof w.macAddress === 'string')
    .map((w) => partes(w.macAddress, w.signalStrength));
  if (celulas.length) guardarAtributo(atributos, 'cell', celulas);
  if (wifi.length) guardarAtributo(atributos, 'wifi', wifi);
}

// ---------------------------------------------------------------------------------------------
// The batch call of integration adapters
// ---------------------------------------------------------------------------------------------

/**
 * One item of `POST /api/telemetria/posicoes`: `{ terminal, data_posicao, latitude, longitude,
 * valida, velocidade (km/h), direcao, ignicao, altitude, precisao, bateria, perifericos, alarme,
 * atributos }`, where `perifericos` maps ids (1–28, 44) or flag names to on/off and `alarme` is
 * Traccar's alarm list (or `atributos.alarm`).
 */
export function lerItemLote(item: unknown): Lido<PosicaoRecebida> {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return { ok: false, motivo: 'formato_invalido' };
  const i = item as Record<string, unknown>;
  const data = typeof i.data_posicao === 'string' || typeof i.data_posicao === 'number' ? lerDataHora(i.data_posicao) : new Date(Number.NaN);
  const p = posicaoVazia(terminalDe(i.terminal), data, numero(i.latitude) ?? Number.NaN, numero(i.longitude) ?? Number.NaN);
  if (i.valida === false) p.valida = false;
  const vel = numero(i.velocidade);
  p.velocidade = vel === null ? null : vel; // negative or NaN → refused by the rules, not silently dropped
  p.direcao = direcao(i.direcao);
  const alt = numero(i.altitude);
  p.altitude = alt === null || Number.isNaN(alt) ? null : alt;
  p.precisao = medida(i.precisao);
  p.bateria = medida(i.bateria);
  const ignicao = lerLigado(i.ignicao);
  p.ignicao = ignicao === null ? null : ignicao === 1;
  p.leituras = lerLeituras(i.perifericos);
  const atributos = objeto(i.atributos);
  for (const [k, v] of Object.entries(atributos)) if (k !== 'alarm') guardarAtributo(p.atributos, k, v);
  p.leituras = aplicarAlarmes(p.leituras, p.atributos, lerAlarmes(i.alarme ?? atributos.alarm));
  if (Number.isNaN(vel)) return { ok: false, motivo: 'formato_invalido', ...(p.terminal ? { lido: semPosicao(p) } : {}) };
  return resultado(p);
}
