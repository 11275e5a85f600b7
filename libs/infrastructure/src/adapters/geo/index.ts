import type { Roteador } from '@gr/domain';
import { RoteadorOffline, type OpcoesRoteadorOffline } from './roteador-offline.js';
import { RoteadorOsrm } from './roteador-osrm.js';

export * from './cidades-br.js';
export * from './geocodificador-offline.js';
export * from './roteador-offline.js';
export * from './roteador-osrm.js';

export interface ConfigRoteador {
  /** ROUTING_URL: base URL of an OSRM-compatible server; unset or blank → offline router. */
  routingUrl?: string | null;
  /** fetch implementation for the OSRM router (default the global fetch). */
  fetch?: typeof fetch;
  /** OSRM request timeout in ms (default 10000). */
  timeoutMs?: number;
  /** Options of the offline router. */
  offline?: OpcoesRoteadorOffline;
}

/** The router the app uses (contract "Config"): OSRM when ROUTING_URL is set, the offline one otherwise. */
export function criarRoteador(config: ConfigRoteador = {}): Roteador {
  const url = config.routingUrl?.trim();
  if (url) return new RoteadorOsrm(url, config.fetch ?? globalThis.fetch, config.timeoutMs ?? 10000);
  return new RoteadorOffline(config.offline);
}
