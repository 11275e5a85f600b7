import { distanciaKm, NOS_PARA_KMH, type Coordenada } from '@gr/domain';

/**
 * The demo fleet simulator (issue 11): drives vehicles along route lines and speaks OsmAnd, the
 * protocol of Traccar Client, to the product's own door — so a newcomer sees positions move right
 * after `npm start`. Pure stepping: the caller owns the clock, the randomness and the sending.
 */
export interface RotaSimulada {
  terminal: string;
  linha: readonly Coordenada[];
  /** Where along the line it starts (0 to 1: a trip's share already run); random when absent. */
  inicio?: number;
  /**
   * A scripted behaviour the desk must see (issue 22), repeating on the clock: 'desvio' leaves the
   * route 3 km to its side for 8 of every 30 minutes; 'parada' stops with the engine off for 20 of
   * every 60 minutes; 'panico' holds the panic button for 1 of every 45 minutes.
   */
  roteiro?: RoteiroSimulado;
}

export type RoteiroSimulado = 'desvio' | 'parada' | 'panico';

const MIN = 60_000;
/** Whether the clock is inside the scripted window of a behaviour (period and window in minutes). */
function naJanela(agora: number, periodo: number, de: number, ate: number): boolean {
  const fase = (agora % (periodo * MIN)) / MIN;
  return fase >= de && fase < ate;
}
export const JANELAS_ROTEIRO: Readonly<Record<RoteiroSimulado, readonly [number, number, number]>> = {
  desvio: [30, 10, 18],
  parada: [60, 20, 40],
  panico: [45, 5, 6],
};
/** How far the 'desvio' script takes the truck from its route, km. */
export const AFASTAMENTO_DESVIO_KM = 3;

interface Estado {
  terminal: string;
  linha: readonly Coordenada[];
  /** Cumulative km at each vertex. */
  marcos: number[];
  km: number;
  sentido: 1 | -1;
  velocidade: number;
  paradoAte: number;
  portaAberta: boolean;
  roteiro?: RoteiroSimulado;
}

function marcosDe(linha: readonly Coordenada[]): number[] {
  const m = [0];
  for (let i = 1; i < linha.length; i++) m.push(m[i - 1]! + distanciaKm(linha[i - 1]!, linha[i]!));
  return m;
}

/** Where `km` along the line falls, and the heading there (degrees from north). */
export function pontoNaLinha(linha: readonly Coordenada[], marcos: readonly number[], km: number): { ponto: Coordenada; rumo: number } {
  const total = marcos[marcos.length - 1]!;
  const alvo = Math.max(0, Math.min(total, km));
  let i = 1;
  while (i < marcos.length - 1 && marcos[i]! < alvo) i++;
  const a = linha[i - 1]!;
  const b = linha[i]!;
  const trecho = marcos[i]! - marcos[i - 1]!;
  const f = trecho > 0 ? (alvo - marcos[i - 1]!) / trecho : 0;
  const ponto = { latitude: a.latitude + (b.latitude - a.latitude) * f, longitude: a.longitude + (b.longitude - a.longitude) * f };
  const y = Math.sin(((b.longitude - a.longitude) * Math.PI) / 180) * Math.cos((b.latitude * Math.PI) / 180);
  const x = Math.cos((a.latitude * Math.PI) / 180) * Math.sin((b.latitude * Math.PI) / 180) - Math.sin((a.latitude * Math.PI) / 180) * Math.cos((b.latitude * Math.PI) / 180) * Math.cos(((b.longitude - a.longitude) * Math.PI) / 180);
  return { ponto, rumo: ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360 };
}

/** The point `km` to the right of a heading (degrees from north). */
function aoLado(p: Coordenada, rumo: number, km: number): Coordenada {
  const r = ((rumo + 90) * Math.PI) / 180;
  return { latitude: p.latitude + (km * Math.cos(r)) / 111.32, longitude: p.longitude + (km * Math.sin(r)) / (111.32 * Math.cos((p.latitude * Math.PI) / 180)) };
}

export class SimuladorFrota {
  private readonly estados: Estado[];

  constructor(rotas: readonly RotaSimulada[], private readonly aleatorio: () => number = Math.random) {
    this.estados = rotas
      .filter((r) => r.linha.length >= 2)
      .map((r) => {
        const marcos = marcosDe(r.linha);
        return { terminal: r.terminal, linha: r.linha, marcos, km: (r.inicio !== undefined ? Math.max(0, Math.min(1, r.inicio)) : aleatorio()) * marcos[marcos.length - 1]!, sentido: 1, velocidade: 0, paradoAte: 0, portaAberta: false, roteiro: r.roteiro };
      });
  }

  get quantidade(): number {
    return this.estados.length;
  }

  /**
   * Moves every vehicle `segundos` ahead at `agora` and returns one OsmAnd request's parameters
   * each: id, timestamp, lat, lon, speed (knots), bearing, ignition, and the driver's door.
   */
  passo(agora: number, segundos: number): Array<Record<string, string>> {
    return this.estados.map((e) => {
      const total = e.marcos[e.marcos.length - 1]!;
      const emRoteiro = e.roteiro !== undefined && naJanela(agora, ...JANELAS_ROTEIRO[e.roteiro]);
      if (emRoteiro && e.roteiro === 'parada') e.paradoAte = Math.max(e.paradoAte, agora + segundos * 1000);
      const parado = agora < e.paradoAte;
      if (!parado) {
        // Highway speeds with some wander; now and then a stop (fuel, rest, a delivery).
        e.velocidade = Math.max(35, Math.min(90, (e.velocidade || 65) + (this.aleatorio() - 0.5) * 10));
        e.portaAberta = false;
        if (this.aleatorio() < 0.03 && e.roteiro === undefined) {
          e.paradoAte = agora + (60 + this.aleatorio() * 240) * 1000;
          e.velocidade = 0;
        } else {
          e.km += e.sentido * e.velocidade * (segundos / 3600);
          if (e.km >= total || e.km <= 0) {
            e.km = Math.max(0, Math.min(total, e.km));
            e.sentido = e.sentido === 1 ? -1 : 1;
          }
        }
      } else if (this.aleatorio() < 0.2) {
        e.portaAberta = !e.portaAberta; // the driver gets out and back in
      }
      const naLinha = pontoNaLinha(e.linha, e.marcos, e.km);
      const rumo = naLinha.rumo;
      const ponto = emRoteiro && e.roteiro === 'desvio' ? aoLado(naLinha.ponto, rumo, AFASTAMENTO_DESVIO_KM) : naLinha.ponto;
      const rumoReal = e.sentido === 1 ? rumo : (rumo + 180) % 360;
      const andando = agora >= e.paradoAte;
      return {
        id: e.terminal,
        timestamp: String(Math.floor(agora / 1000)),
        lat: ponto.latitude.toFixed(6),
        lon: ponto.longitude.toFixed(6),
        speed: (andando ? e.velocidade / NOS_PARA_KMH : 0).toFixed(1),
        bearing: rumoReal.toFixed(1),
        ignition: String(andando),
        sensor_porta_motorista: e.portaAberta ? '1' : '0',
        ...(e.roteiro === 'panico' && { botao_panico: emRoteiro ? '1' : '0' }),
      };
    });
  }
}

/** GeoJSON LineString coordinates ([lng, lat]) to coordinates. */
export function linhaDoGeojson(geojson: unknown): Coordenada[] {
  const g = geojson as { type?: string; coordinates?: unknown; geometry?: unknown; features?: unknown[] } | null;
  if (!g) return [];
  if (g.type === 'LineString' && Array.isArray(g.coordinates)) {
    return (g.coordinates as unknown[]).filter((c): c is [number, number] => Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number').map(([lng, lat]) => ({ latitude: lat, longitude: lng }));
  }
  if (g.type === 'Feature') return linhaDoGeojson(g.geometry);
  if (g.type === 'FeatureCollection' && Array.isArray(g.features)) {
    for (const f of g.features) {
      const l = linhaDoGeojson(f);
      if (l.length >= 2) return l;
    }
  }
  return [];
}

/**
 * Sends a round of OsmAnd requests to `destino` (http://host:port), `simultaneos` in flight at
 * once; counts the accepted ones and the rest, with the first network error seen.
 */
export async function enviarOsmAnd(destino: string, pedidos: ReadonlyArray<Record<string, string>>, simultaneos: number): Promise<{ aceitas: number; falhas: number; erro?: string }> {
  const fila = [...pedidos];
  const r: { aceitas: number; falhas: number; erro?: string } = { aceitas: 0, falhas: 0 };
  const enviar = async () => {
    for (let p = fila.shift(); p; p = fila.shift()) {
      try {
        if ((await fetch(`${destino}/?${new URLSearchParams(p)}`, { method: 'POST' })).ok) r.aceitas++;
        else r.falhas++;
      } catch (e) {
        r.falhas++;
        r.erro ??= e instanceof Error ? e.message : String(e);
      }
    }
  };
  await Promise.all(Array.from({ length: simultaneos }, enviar));
  return r;
}
