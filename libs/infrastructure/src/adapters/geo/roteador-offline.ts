import {
  coordenadaValida, distanciaKm, interpolarGeodesica, type GeometriaRota, type ParadaRoteamento, type ResultadoRoteamento, type Roteador,
} from '@gr/domain';

/** A latitude/longitude box; stops outside it are "not found for routing" (spec 03 §8). */
export interface CaixaCobertura {
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

/** South America, generously: the desk's trips run in Brazil and its neighbours. */
export const COBERTURA_AMERICA_DO_SUL: CaixaCobertura = { latMin: -56, latMax: 13, lngMin: -82, lngMax: -34 };

export interface OpcoesRoteadorOffline {
  /** Area the router pretends to have roads in (default South America). */
  cobertura?: CaixaCobertura;
  /** Spacing of the intermediate points of each leg, in km (default 5). */
  passoKm?: number;
  /** Nominal truck speed for the duration estimate, in km/h (default 60). */
  velocidadeKmH?: number;
}

/** GeoJSON coordinates with 6 decimals (~0.1 m), the precision of the points table (numeric(9,6)). */
const seis = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Offline default of the Roteador port (used when ROUTING_URL is unset): draws the great circle
 * through the stops, so the route form, its map and the saved geometry work without a routing
 * engine. Lengths are haversine, the duration assumes a constant truck speed. It refuses the
 * same stops a real engine would (spec 03 §8): bad coordinates → 'dados_incorretos', a stop
 * outside the area it covers → 'nao_encontrado'.
 */
export class RoteadorOffline implements Roteador {
  readonly motor = 'offline';
  private readonly cobertura: CaixaCobertura;
  private readonly passoKm: number;
  private readonly velocidadeKmH: number;

  constructor(opcoes: OpcoesRoteadorOffline = {}) {
    this.cobertura = opcoes.cobertura ?? COBERTURA_AMERICA_DO_SUL;
    this.passoKm = opcoes.passoKm ?? 5;
    this.velocidadeKmH = opcoes.velocidadeKmH ?? 60;
  }

  async tracar(paradas: ParadaRoteamento[]): Promise<ResultadoRoteamento> {
    if (!Array.isArray(paradas) || paradas.length < 2) return { ok: false, indice: 0, motivo: 'dados_incorretos' };
    for (let i = 0; i < paradas.length; i++) {
      const p = paradas[i];
      if (!p || !coordenadaValida(p.latitude, p.longitude)) return { ok: false, indice: i, motivo: 'dados_incorretos' };
    }
    const c = this.cobertura;
    const fora = paradas.findIndex((p) => p.latitude < c.latMin || p.latitude > c.latMax || p.longitude < c.lngMin || p.longitude > c.lngMax);
    if (fora >= 0) return { ok: false, indice: fora, motivo: 'nao_encontrado' };

    const coordinates: GeometriaRota['coordinates'] = [];
    const trechos_km: number[] = [];
    for (let i = 1; i < paradas.length; i++) {
      const a = paradas[i - 1]!;
      const b = paradas[i]!;
      trechos_km.push(distanciaKm(a, b));
      const pts = interpolarGeodesica(a, b, this.passoKm);
      // Each leg starts where the previous one ended: skip the repeated vertex.
      for (const p of i === 1 ? pts : pts.slice(1)) coordinates.push([seis(p.longitude), seis(p.latitude)]);
    }
    const distancia_km = trechos_km.reduce((s, d) => s + d, 0);
    return {
      ok: true,
      rota: {
        geometria: { type: 'LineString', coordinates },
        distancia_km,
        duracao_s: Math.round((distancia_km / this.velocidadeKmH) * 3600),
        trechos_km,
        motor: this.motor,
      },
    };
  }
}
