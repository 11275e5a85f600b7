import { coordenadaValida, type GeometriaRota, type ParadaRoteamento, type ResultadoRoteamento, type Roteador } from '@gr/domain';

/** The parts of an OSRM `route` service answer this adapter reads (OSRM HTTP API v5). */
interface RespostaOsrm {
  code?: string;
  message?: string;
  routes?: Array<{
    geometry?: GeometriaRota;
    distance?: number;
    duration?: number;
    legs?: Array<{ distance?: number; duration?: number }>;
  }>;
  waypoints?: Array<{ distance?: number; location?: [number, number] } | null>;
}

/** Codes with which OSRM says a stop could not be placed on (or joined through) its road graph. */
const CODIGOS_NAO_ENCONTRADO = new Set(['NoSegment', 'NoRoute']);

const seis = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Roteador over an OSRM-compatible HTTP server (ROUTING_URL): one `route` request with the
 * origin, the stops and the destination, full overview as GeoJSON (spec 03 §7 "Routes and
 * points"). Errors are mapped onto the port's reasons so the route form can say which stop
 * failed (spec 03 §8); the engine being down, slow or answering with a `message` is
 * 'indisponivel' ('verifique os dados da rota').
 */
export class RoteadorOsrm implements Roteador {
  readonly motor = 'osrm';
  private readonly base: string;

  constructor(
    baseUrl: string,
    private readonly fetchImpl: typeof fetch = globalThis.fetch,
    private readonly timeoutMs = 10000,
    private readonly perfil = 'driving',
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  /** The request URL (exposed for tests and logs). */
  url(paradas: ParadaRoteamento[]): string {
    const coords = paradas.map((p) => `${seis(p.longitude)},${seis(p.latitude)}`).join(';');
    return `${this.base}/route/v1/${encodeURIComponent(this.perfil)}/${coords}?overview=full&geometries=geojson&steps=false`;
  }

  async tracar(paradas: ParadaRoteamento[]): Promise<ResultadoRoteamento> {
    // Checked here rather than left to the engine: OSRM answers bad coordinates with a generic
    // InvalidQuery/InvalidValue that does not say which stop it was.
    if (!Array.isArray(paradas) || paradas.length < 2) return { ok: false, indice: 0, motivo: 'dados_incorretos' };
    for (let i = 0; i < paradas.length; i++) {
      const p = paradas[i];
      if (!p || !coordenadaValida(p.latitude, p.longitude)) return { ok: false, indice: i, motivo: 'dados_incorretos' };
    }

    const controle = new AbortController();
    const timer = setTimeout(() => controle.abort(), this.timeoutMs);
    let status: number;
    let corpo: RespostaOsrm;
    try {
      const resposta = await this.fetchImpl(this.url(paradas), { signal: controle.signal, headers: { accept: 'application/json' } });
      status = resposta.status;
      if (status >= 500) return indisponivel(`HTTP ${status}`);
      const texto = await resposta.text();
      try {
        corpo = JSON.parse(texto) as RespostaOsrm;
      } catch {
        return indisponivel(`HTTP ${status}: resposta não é JSON`);
      }
    } catch (e) {
      const abortado = controle.signal.aborted;
      return indisponivel(abortado ? `tempo esgotado após ${this.timeoutMs} ms` : `falha de rede: ${(e as Error)?.message ?? String(e)}`);
    } finally {
      clearTimeout(timer);
    }

    if (!corpo || typeof corpo !== 'object') return indisponivel(`HTTP ${status}: resposta vazia`);
    if (corpo.code && CODIGOS_NAO_ENCONTRADO.has(corpo.code)) {
      return { ok: false, indice: indiceCulpado(corpo, paradas.length), motivo: 'nao_encontrado' };
    }
    // Spec 03 §7: an answer carrying a message (and hints) is an error, whatever its code says.
    if (corpo.code !== 'Ok' || corpo.message !== undefined) {
      return indisponivel(`${corpo.code ?? `HTTP ${status}`}${corpo.message !== undefined ? `: ${corpo.message}` : ''}`);
    }
    const rota = corpo.routes?.[0];
    const coords = rota?.geometry?.coordinates;
    if (!rota || !Array.isArray(coords) || coords.length < 2 || typeof rota.distance !== 'number') {
      return indisponivel('Ok sem rota utilizável');
    }
    const legs = rota.legs ?? [];
    return {
      ok: true,
      rota: {
        geometria: { type: 'LineString', coordinates: coords.map(([lng, lat]) => [lng, lat] as [number, number]) },
        distancia_km: rota.distance / 1000,
        duracao_s: Math.round(rota.duration ?? 0),
        trechos_km: legs.length === paradas.length - 1 ? legs.map((l) => (l.distance ?? 0) / 1000) : [rota.distance / 1000],
        motor: this.motor,
      },
    };
  }
}

function indisponivel(detalhe: string): ResultadoRoteamento {
  return { ok: false, indice: null, motivo: 'indisponivel', detalhe };
}

/**
 * Which stop OSRM could not route. NoSegment says "Could not find a matching segment for
 * coordinate N" (0-based) in current versions; failing that, a waypoints list with a null entry
 * or one snapped far from its stop (> 1 km) points at it; otherwise the destination is blamed,
 * since the route is drawn towards it.
 */
function indiceCulpado(corpo: RespostaOsrm, n: number): number {
  const m = /coordinate\s+(\d+)/i.exec(corpo.message ?? '');
  if (m) {
    const i = Number(m[1]);
    if (i >= 0 && i < n) return i;
  }
  const wps = corpo.waypoints;
  if (Array.isArray(wps) && wps.length === n) {
    const nulo = wps.findIndex((w) => w === null);
    if (nulo >= 0) return nulo;
    let pior = -1;
    let maior = 1000;
    wps.forEach((w, i) => {
      if (w && typeof w.distance === 'number' && w.distance > maior) {
        maior = w.distance;
        pior = i;
      }
    });
    if (pior >= 0) return pior;
  }
  return n - 1;
}
