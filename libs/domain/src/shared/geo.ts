/**
 * Spherical geometry for routes and points (spec 03 §3 Route/Point, §9 "Map and route"; spec 02 §3
 * map data). Pure functions over WGS84 degrees: the offline router draws with them, the point
 * radius and the nearby-point search measure with them, and trip monitoring asks how far a
 * position is from the traced route and how much of it is done.
 *
 * Distances are great-circle (haversine) on the IUGG mean Earth radius; across Brazil that stays
 * within about 0.5 % of the ellipsoidal distance, which is well inside what a point radius
 * (default 2 km) or a route deviation needs.
 */
/** A WGS84 coordinate in decimal degrees. */
export interface Coordenada {
  latitude: number;
  longitude: number;
}

/** A routed line: GeoJSON LineString coordinates are [longitude, latitude]. */
export interface GeometriaRota {
  type: 'LineString';
  coordinates: Array<[number, number]>;
}

/** IUGG mean Earth radius, in km. */
export const RAIO_TERRA_KM = 6371.0088;

const RAD = Math.PI / 180;

function rad(graus: number): number {
  return graus * RAD;
}

/** Longitude difference folded into [-180, 180], so a segment crossing the antimeridian stays short. */
function deltaLongitude(de: number, para: number): number {
  let d = (para - de) % 360;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return d;
}

/** Great-circle distance in km between two coordinates (haversine). */
export function distanciaKm(a: Coordenada, b: Coordenada): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(deltaLongitude(a.longitude, b.longitude));
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding just above 1 for antipodal points.
  return 2 * RAIO_TERRA_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// ---------------------------------------------------------------------------------------------
// Validation (spec 03 §4 Point: latitude/longitude are required numbers within range)
// ---------------------------------------------------------------------------------------------

export const MENSAGENS_COORDENADA = {
  branco: 'não pode ficar em branco',
  numero: 'deve ser um número',
  latitude: 'deve estar entre -90 e 90',
  longitude: 'deve estar entre -180 e 180',
} as const;

/**
 * Reads a coordinate component as it arrives from a form, a query string or JSON: a number or a
 * numeric string (a decimal comma is accepted, as pt-BR users type it). Blank → null; anything
 * else that is not a finite number → NaN.
 */
export function lerNumeroCoordenada(valor: unknown): number | null {
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : Number.NaN;
  if (typeof valor === 'string') {
    const t = valor.trim();
    if (t === '') return null;
    const n = Number(t.replace(',', '.'));
    return Number.isFinite(n) ? n : Number.NaN;
  }
  return Number.NaN;
}

/** True for finite numbers with latitude in [-90, 90] and longitude in [-180, 180]. */
export function coordenadaValida(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= -90 &&
    latitude <= 90 &&
    longitude >= -180 &&
    longitude <= 180
  );
}

/**
 * Field errors for a coordinate pair in the ARCHITECTURE error shape (`{ latitude: [...] }`);
 * an empty object when both are valid. Numeric strings are accepted (see lerNumeroCoordenada).
 */
export function errosCoordenadas(valores: { latitude?: unknown; longitude?: unknown }): Record<string, string[]> {
  const erros: Record<string, string[]> = {};
  const campo = (nome: 'latitude' | 'longitude', limite: number) => {
    const n = lerNumeroCoordenada(valores[nome]);
    if (n === null) erros[nome] = [MENSAGENS_COORDENADA.branco];
    else if (Number.isNaN(n)) erros[nome] = [MENSAGENS_COORDENADA.numero];
    else if (n < -limite || n > limite) erros[nome] = [MENSAGENS_COORDENADA[nome]];
  };
  campo('latitude', 90);
  campo('longitude', 180);
  return erros;
}

// ---------------------------------------------------------------------------------------------
// Polylines
// ---------------------------------------------------------------------------------------------

/** The vertices of a line as coordinates; GeoJSON positions are [longitude, latitude]. */
export function pontosDaLinha(linha: GeometriaRota | readonly Coordenada[]): Coordenada[] {
  if (Array.isArray(linha)) return linha as Coordenada[];
  return (linha as GeometriaRota).coordinates.map(([longitude, latitude]) => ({ latitude, longitude }));
}

/** Length of a polyline in km (sum of the great-circle lengths of its segments). */
export function comprimentoKm(linha: GeometriaRota | readonly Coordenada[]): number {
  const pts = pontosDaLinha(linha);
  let total = 0;
  for (let i = 1; i < pts.length; i++) total += distanciaKm(pts[i - 1]!, pts[i]!);
  return total;
}

export interface DistanciaAteRota {
  /** Great-circle distance from the position to the nearest point of the line, in km. */
  distancia_km: number;
  /** That nearest point. */
  ponto: Coordenada;
  /** How far along the line (from its first vertex) the nearest point lies, in km. */
  km_na_rota: number;
}

/**
 * Nearest point of a polyline to a position. Each segment is projected in a local equirectangular
 * frame centred on the position (x = Δλ·cos φ₀, y = Δφ): over the few hundred metres that matter
 * for a deviation, and even over the ~5 km segments of the offline router, the error of that
 * plane is far below a point's radius, and it avoids spherical cross-track formulas that break
 * down for segments behind the position. The distance returned is then great-circle.
 * A prepared line that is asked more than once answers from a grid of its segments (see
 * `IndiceSegmentos`): the same segment as the full scan, found among a few dozen instead of all.
 * Throws RangeError for an empty line (there is nothing to be near to).
 */
export function distanciaAteRota(posicao: Coordenada, linha: GeometriaRota | readonly Coordenada[] | LinhaPreparada): DistanciaAteRota {
  const preparada = prepararLinha(linha);
  const { pontos: pts, acumuladoKm } = preparada;
  if (pts.length === 0) throw new RangeError('linha sem pontos');
  if (pts.length === 1) {
    const p = pts[0]!;
    return { distancia_km: distanciaKm(posicao, p), ponto: { latitude: p.latitude, longitude: p.longitude }, km_na_rota: 0 };
  }
  const busca = new BuscaSegmento(posicao, pts);
  const indice = indiceDaLinha(preparada);
  if (!indice || !indice.buscar(busca)) busca.varrer();
  const melhorI = busca.melhorI;
  const melhorT = busca.melhorT;
  const a = pts[melhorI - 1]!;
  const b = pts[melhorI]!;
  const ponto: Coordenada = {
    latitude: a.latitude + melhorT * (b.latitude - a.latitude),
    longitude: normalizarLongitude(a.longitude + melhorT * deltaLongitude(a.longitude, b.longitude)),
  };
  const trecho = acumuladoKm[melhorI]! - acumuladoKm[melhorI - 1]!;
  return { distancia_km: distanciaKm(posicao, ponto), ponto, km_na_rota: acumuladoKm[melhorI - 1]! + melhorT * trecho };
}

/**
 * The nearest segment found so far for one position, in the position's planar frame; the
 * trigonometry is spent once, on the winning segment. Segment i joins vertices i-1 and i. On equal
 * distances the lower index wins, so any order of visiting gives the full scan's answer.
 */
class BuscaSegmento {
  melhorI = 1;
  melhorT = 0;
  melhorPlano = Infinity;
  private readonly cosLat: number;

  constructor(
    readonly posicao: Coordenada,
    private readonly pts: readonly Coordenada[],
  ) {
    this.cosLat = Math.cos(rad(posicao.latitude));
  }

  get cosLatitude(): number {
    return this.cosLat;
  }

  /**
   * Segment i, from the grid: near the position, where longitudes within the grid's band need no
   * folding (the grid is not used across the antimeridian).
   */
  avaliar(i: number): void {
    const a = this.pts[i - 1]!;
    const b = this.pts[i]!;
    const p = this.posicao;
    const ax = (a.longitude - p.longitude) * this.cosLat;
    const ay = a.latitude - p.latitude;
    const dx = (b.longitude - p.longitude) * this.cosLat - ax;
    const dy = b.latitude - p.latitude - ay;
    this.considerar(i, ax, ay, dx, dy);
  }

  /** Every segment in order, each vertex projected once. */
  varrer(): void {
    const pts = this.pts;
    const p = this.posicao;
    let ax = deltaLongitude(p.longitude, pts[0]!.longitude) * this.cosLat;
    let ay = pts[0]!.latitude - p.latitude;
    for (let i = 1; i < pts.length; i++) {
      const b = pts[i]!;
      const bx = deltaLongitude(p.longitude, b.longitude) * this.cosLat;
      const by = b.latitude - p.latitude;
      this.considerar(i, ax, ay, bx - ax, by - ay);
      ax = bx;
      ay = by;
    }
  }

  private considerar(i: number, ax: number, ay: number, dx: number, dy: number): void {
    const len2 = dx * dx + dy * dy;
    // The position is the origin of the frame, so t minimises |A + t·(B − A)|.
    const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / len2));
    const px = ax + t * dx;
    const py = ay + t * dy;
    const plano = px * px + py * py;
    if (plano < this.melhorPlano || (plano === this.melhorPlano && i < this.melhorI)) {
      this.melhorPlano = plano;
      this.melhorI = i;
      this.melhorT = t;
    }
  }
}

/** Lines shorter than this are scanned whole: the grid would not pay for itself. */
const VERTICES_PARA_INDICE = 256;
/** Smallest cell side, in degrees (~1.1 km): a position on the road visits a few cells of a few dozen segments, one 3 km off a few rings more. */
const CELULA_MINIMA_GRAUS = 0.01;
/** Beyond this longitude the grid is not used: its degree arithmetic does not fold the antimeridian. */
const LONGITUDE_MAXIMA_INDICE = 170;

/**
 * The segments of a line bucketed in a grid of square cells (degrees). A query visits rings of
 * cells around the position, nearest first, and stops when the best segment found is nearer than
 * anything outside the rings can be: every segment lies inside the cells its bounding box covers,
 * so a segment not met yet is wholly outside the visited block, at a planar distance of at least
 * the position's distance to that block's edge. Far from the line (more rings than the line has
 * segments) the caller scans the whole line instead.
 */
class IndiceSegmentos {
  private readonly celulas = new Map<number, Int32Array>();
  private readonly visto: Uint32Array;
  private rodada = 0;
  private readonly maxAneis: number;

  private constructor(
    private readonly lado: number,
    private readonly latMin: number,
    private readonly lngMin: number,
    private readonly colunas: number,
    private readonly linhas: number,
    segmentos: number,
  ) {
    this.visto = new Uint32Array(segmentos + 1);
    // (2r+1)² cells visited against n segments scanned: past that the full scan is cheaper.
    this.maxAneis = Math.max(2, Math.floor((Math.sqrt(segmentos) - 1) / 2));
  }

  static construir(pts: readonly Coordenada[]): IndiceSegmentos | undefined {
    let latMin = Infinity;
    let latMax = -Infinity;
    let lngMin = Infinity;
    let lngMax = -Infinity;
    let soma = 0;
    for (let i = 0; i < pts.length; i++) {
      const p = pts[i]!;
      if (!(Math.abs(p.longitude) <= LONGITUDE_MAXIMA_INDICE) || !Number.isFinite(p.latitude)) return undefined;
      if (p.latitude < latMin) latMin = p.latitude;
      if (p.latitude > latMax) latMax = p.latitude;
      if (p.longitude < lngMin) lngMin = p.longitude;
      if (p.longitude > lngMax) lngMax = p.longitude;
      if (i > 0) soma += Math.max(Math.abs(p.latitude - pts[i - 1]!.latitude), Math.abs(p.longitude - pts[i - 1]!.longitude));
    }
    const lado = Math.max(CELULA_MINIMA_GRAUS, (2 * soma) / (pts.length - 1));
    const colunas = Math.floor((lngMax - lngMin) / lado) + 1;
    const linhas = Math.floor((latMax - latMin) / lado) + 1;
    const indice = new IndiceSegmentos(lado, latMin, lngMin, colunas, linhas, pts.length - 1);
    const listas = new Map<number, number[]>();
    for (let i = 1; i < pts.length; i++) {
      const a = pts[i - 1]!;
      const b = pts[i]!;
      const l0 = indice.linha(Math.min(a.latitude, b.latitude));
      const l1 = indice.linha(Math.max(a.latitude, b.latitude));
      const c0 = indice.coluna(Math.min(a.longitude, b.longitude));
      const c1 = indice.coluna(Math.max(a.longitude, b.longitude));
      for (let l = l0; l <= l1; l++)
        for (let c = c0; c <= c1; c++) {
          const k = l * colunas + c;
          const lista = listas.get(k);
          if (lista) lista.push(i);
          else listas.set(k, [i]);
        }
    }
    for (const [k, lista] of listas) indice.celulas.set(k, Int32Array.from(lista));
    return indice;
  }

  private linha(lat: number): number {
    return Math.floor((lat - this.latMin) / this.lado);
  }

  private coluna(lng: number): number {
    return Math.floor((lng - this.lngMin) / this.lado);
  }

  /** Visits the cells near the position; false when it is too far from the line for the grid to help. */
  buscar(busca: BuscaSegmento): boolean {
    const { latitude, longitude } = busca.posicao;
    if (!(Math.abs(longitude) <= LONGITUDE_MAXIMA_INDICE)) return false;
    const l0 = this.linha(latitude);
    const c0 = this.coluna(longitude);
    // Rings that lie wholly outside the grid hold nothing: start where the grid begins.
    const foraL = l0 < 0 ? -l0 : l0 >= this.linhas ? l0 - this.linhas + 1 : 0;
    const foraC = c0 < 0 ? -c0 : c0 >= this.colunas ? c0 - this.colunas + 1 : 0;
    const primeiro = Math.max(foraL, foraC);
    if (primeiro > this.maxAneis) return false;
    if (++this.rodada === 0xffffffff) {
      this.visto.fill(0);
      this.rodada = 1;
    }
    const cosLat = busca.cosLatitude;
    for (let r = 0; r <= this.maxAneis; r++) {
      if (r >= primeiro) {
        for (let l = l0 - r; l <= l0 + r; l++) {
          if (l < 0 || l >= this.linhas) continue;
          const borda = l === l0 - r || l === l0 + r;
          for (let c = c0 - r; c <= c0 + r; c += borda ? 1 : 2 * r || 1) {
            if (c < 0 || c >= this.colunas) continue;
            const lista = this.celulas.get(l * this.colunas + c);
            if (!lista) continue;
            for (let k = 0; k < lista.length; k++) {
              const i = lista[k]!;
              if (this.visto[i] === this.rodada) continue;
              this.visto[i] = this.rodada;
              busca.avaliar(i);
            }
          }
        }
      }
      // The nearest any unvisited segment can be: the edge of the (2r+1)² block around the position.
      const norte = this.latMin + (l0 + r + 1) * this.lado - latitude;
      const sul = latitude - (this.latMin + (l0 - r) * this.lado);
      const leste = (this.lngMin + (c0 + r + 1) * this.lado - longitude) * cosLat;
      const oeste = (longitude - (this.lngMin + (c0 - r) * this.lado)) * cosLat;
      const limite = Math.min(norte, sul, leste, oeste);
      if (busca.melhorPlano < limite * limite) return true;
      // The block covers the whole grid: every segment has been seen.
      if (l0 - r <= 0 && l0 + r >= this.linhas - 1 && c0 - r <= 0 && c0 + r >= this.colunas - 1) return true;
    }
    return false;
  }
}

/** Each prepared line's grid (null: none can be built), made on its second query: a line measured once is just scanned. */
const indices = new WeakMap<LinhaPreparada, IndiceSegmentos | null | number>();
function indiceDaLinha(linha: LinhaPreparada): IndiceSegmentos | undefined {
  if (linha.pontos.length < VERTICES_PARA_INDICE) return undefined;
  const estado = indices.get(linha);
  if (estado === undefined) {
    indices.set(linha, 1);
    return undefined;
  }
  if (typeof estado !== 'number') return estado ?? undefined;
  const indice = IndiceSegmentos.construir(linha.pontos) ?? null;
  indices.set(linha, indice);
  return indice ?? undefined;
}

/**
 * A line with its cumulative lengths computed once. Monitoring measures every position of a trip
 * against the same route, so it prepares the route once and passes the prepared line.
 */
export interface LinhaPreparada {
  readonly pontos: readonly Coordenada[];
  /** acumuladoKm[i] = length from the first vertex to vertex i. */
  readonly acumuladoKm: Float64Array;
  readonly totalKm: number;
}

function ehPreparada(linha: unknown): linha is LinhaPreparada {
  return typeof linha === 'object' && linha !== null && 'acumuladoKm' in linha;
}

export function prepararLinha(linha: GeometriaRota | readonly Coordenada[] | LinhaPreparada): LinhaPreparada {
  if (ehPreparada(linha)) return linha;
  const pontos = pontosDaLinha(linha);
  const acumuladoKm = new Float64Array(pontos.length);
  for (let i = 1; i < pontos.length; i++) acumuladoKm[i] = acumuladoKm[i - 1]! + distanciaKm(pontos[i - 1]!, pontos[i]!);
  return { pontos, acumuladoKm, totalKm: pontos.length ? acumuladoKm[pontos.length - 1]! : 0 };
}

function normalizarLongitude(lng: number): number {
  if (lng > 180) return lng - 360;
  if (lng < -180) return lng + 360;
  return lng;
}

export interface ProgressoNaRota {
  percorrido_km: number;
  restante_km: number;
  total_km: number;
  /** percorrido / total, 0..1 (0 for a line of zero length). */
  fracao: number;
  /** How far the position is from the line (a deviation measure), in km. */
  distancia_da_rota_km: number;
}

/** How much of a route a vehicle at `posicao` has covered, taking its nearest point on the line. */
export function progressoNaRota(posicao: Coordenada, linha: GeometriaRota | readonly Coordenada[] | LinhaPreparada): ProgressoNaRota {
  const preparada = prepararLinha(linha);
  const total = preparada.totalKm;
  const { km_na_rota, distancia_km } = distanciaAteRota(posicao, preparada);
  const percorrido = Math.min(total, km_na_rota);
  return {
    percorrido_km: percorrido,
    restante_km: Math.max(0, total - percorrido),
    total_km: total,
    fracao: total > 0 ? Math.min(1, Math.max(0, percorrido / total)) : 0,
    distancia_da_rota_km: distancia_km,
  };
}

/**
 * The points within `raioKm` of a position (inclusive), nearest first, each with its distance.
 * Points with invalid coordinates are skipped (spec 03 §9: nearby-point radius 5 km, history 100 km).
 */
export function pontosProximos<T extends Coordenada>(posicao: Coordenada, pontos: readonly T[], raioKm: number): Array<T & { distancia_km: number }> {
  const saida: Array<T & { distancia_km: number }> = [];
  for (const p of pontos) {
    if (!coordenadaValida(p.latitude, p.longitude)) continue;
    const d = distanciaKm(posicao, p);
    if (d <= raioKm) saida.push({ ...p, distancia_km: d });
  }
  return saida.sort((x, y) => x.distancia_km - y.distancia_km);
}

/**
 * Points along the great circle from a to b, at most `passoKm` apart, both ends included
 * (spherical linear interpolation of the unit vectors). Identical ends give [a, b].
 */
export function interpolarGeodesica(a: Coordenada, b: Coordenada, passoKm: number): Coordenada[] {
  if (!(passoKm > 0) || !Number.isFinite(passoKm)) throw new RangeError('passoKm deve ser positivo');
  const d = distanciaKm(a, b);
  const n = Math.max(1, Math.ceil(d / passoKm));
  const delta = d / RAIO_TERRA_KM;
  const saida: Coordenada[] = [{ latitude: a.latitude, longitude: a.longitude }];
  if (delta > 1e-12) {
    const f1 = rad(a.latitude);
    const l1 = rad(a.longitude);
    const f2 = rad(b.latitude);
    const l2 = rad(b.longitude);
    const sinD = Math.sin(delta);
    for (let i = 1; i < n; i++) {
      const f = i / n;
      const A = Math.sin((1 - f) * delta) / sinD;
      const B = Math.sin(f * delta) / sinD;
      const x = A * Math.cos(f1) * Math.cos(l1) + B * Math.cos(f2) * Math.cos(l2);
      const y = A * Math.cos(f1) * Math.sin(l1) + B * Math.cos(f2) * Math.sin(l2);
      const z = A * Math.sin(f1) + B * Math.sin(f2);
      saida.push({ latitude: Math.atan2(z, Math.sqrt(x * x + y * y)) / RAD, longitude: Math.atan2(y, x) / RAD });
    }
  }
  saida.push({ latitude: b.latitude, longitude: b.longitude });
  return saida;
}
