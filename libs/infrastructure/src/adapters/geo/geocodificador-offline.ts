import { coordenadaValida, distanciaKm, RAIO_PONTO_PADRAO_KM, type Coordenada, type Geocodificador } from '@gr/domain';
import { CIDADES_BR, type CidadeBr } from './cidades-br.js';

/** A known point as the points table gives it (numeric columns may arrive as strings from pg). */
export interface PontoConhecido {
  descricao: string;
  latitude: number | string;
  longitude: number | string;
  raio_ponto: number | string | null;
}

export interface OpcoesGeocodificadorOffline {
  /** Cities to fall back on (default CIDADES_BR). */
  cidades?: ReadonlyArray<CidadeBr>;
  /** How far a city still names a place, in km (default 60). */
  raioCidadeKm?: number;
}

/**
 * Offline default of the Geocodificador port: names a stop clicked on the route map (spec 03 §3
 * Route, §7 "a maps geocoding service (by latlng)") without a geocoding service. The desk's own
 * points come first — the nearest one whose area (raio_ponto, default 2 km, spec 03 §9) holds the
 * coordinate — then the nearest city of CIDADES_BR within 60 km, as 'Registro/SP'; else null.
 */
export class GeocodificadorOffline implements Geocodificador {
  private readonly cidades: ReadonlyArray<CidadeBr>;
  private readonly raioCidadeKm: number;

  /**
   * `pontosConhecidos(perto)` gives the points whose area may hold `perto` (a source on a table
   * narrows them to a box around it, so a click never reads every point).
   */
  constructor(
    private readonly pontosConhecidos: (perto: Coordenada) => Promise<PontoConhecido[]> = async () => [],
    opcoes: OpcoesGeocodificadorOffline = {},
  ) {
    this.cidades = opcoes.cidades ?? CIDADES_BR;
    this.raioCidadeKm = opcoes.raioCidadeKm ?? 60;
  }

  async nomear(coordenada: Coordenada): Promise<string | null> {
    if (!coordenada || !coordenadaValida(coordenada.latitude, coordenada.longitude)) return null;

    let melhorPonto: { descricao: string; d: number } | null = null;
    for (const p of await this.pontosConhecidos(coordenada)) {
      const latitude = Number(p.latitude);
      const longitude = Number(p.longitude);
      if (!coordenadaValida(latitude, longitude) || !p.descricao) continue;
      const raio = Number(p.raio_ponto);
      const alcance = Number.isFinite(raio) && raio > 0 ? raio : RAIO_PONTO_PADRAO_KM;
      const d = distanciaKm(coordenada, { latitude, longitude });
      if (d <= alcance && (!melhorPonto || d < melhorPonto.d)) melhorPonto = { descricao: p.descricao, d };
    }
    if (melhorPonto) return melhorPonto.descricao;

    const cidade = cidadeMaisProxima(coordenada, this.cidades);
    return cidade && cidade.distancia_km <= this.raioCidadeKm ? `${cidade.nome}/${cidade.uf}` : null;
  }
}

/** The nearest city of a list (default CIDADES_BR) and its distance, or null for an empty list. */
export function cidadeMaisProxima(
  coordenada: Coordenada,
  cidades: ReadonlyArray<CidadeBr> = CIDADES_BR,
): (CidadeBr & { distancia_km: number }) | null {
  let melhor: (CidadeBr & { distancia_km: number }) | null = null;
  for (const c of cidades) {
    const d = distanciaKm(coordenada, c);
    if (!melhor || d < melhor.distancia_km) melhor = { ...c, distancia_km: d };
  }
  return melhor;
}
