import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTAGEM_ESTIMADA_ACIMA_DE } from '@gr/domain';

/** Repository root, found from this file (apps/backend/{src,dist}/config.*). */
export const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  databaseUrl?: string;
  /** Connections the backend keeps to DATABASE_URL's server at most (DATABASE_POOL_MAX, default 20; the embedded database has one). */
  poolMax: number;
  dataDir: string;
  jwtSecret: string;
  /** Signs and encrypts the browser's session cookie (SESSION_SECRET). */
  sessionSecret: string;
  /** Lets our frontend server tell the API the visitor's address (PROXY_SECRET; see shared/http/origem.ts). */
  proxySecret: string;
  /** Express's `trust proxy` (TRUST_PROXY): the proxies in front whose X-Forwarded-For is believed; false when none. */
  trustProxy: false | number | string;
  sessaoHoras: number;
  demo: boolean;
  /** Public address used in e-mailed links. */
  publicUrl: string;
  /** Built Remix app to serve at `/` (absent in API-only tests). */
  frontendBuild?: string;
  logRequests: boolean;
  /** OSRM-compatible routing server (ROUTING_URL); absent → the offline geodesic router. */
  routingUrl?: string;
  /** Map tile URL template for the frontend's maps; empty → no tile layer (blank background). */
  mapTilesUrl: string;
  mapTilesAttribution: string;
  /** Redis (REDIS_URL): tells every backend process when a session or user changes. */
  redisUrl?: string;
  /** Seconds between two heartbeats of a live-desk stream, each also re-reading its session (LIVE_HEARTBEAT_SECONDS, default 15). */
  batidaAoVivoSegundos: number;
  /** How long a session's principal is reused without reading the database (0: never). */
  sessaoCacheSegundos: number;
  /** Unfiltered grids above this many estimated rows answer the planner's estimate (0: always exact). */
  gridEstimativaAcimaDe: number;
  /** Port of the OsmAnd listener (OSMAND_PORT, default 5055; 0: any free port; null: off). */
  osmandPort: number | null;
  /** Days of positions kept (POSITIONS_RETENTION_DAYS); older partitions are dropped. */
  retencaoPosicoesDias: number;
  /** The demo fleet simulator (SIMULATOR; on by default in demo mode, 'off' turns it off). */
  simulador: boolean;
  /** Seconds between two rounds of the checklists' jobs: expiry and automatic tests (CHECKLIST_JOB_SECONDS; 0: off). */
  intervaloChecklistsSegundos: number;
  /** Seconds between two rounds of the registration reports' job (RELATORIO_JOB_SECONDS, default 5; 0: off). */
  intervaloRelatoriosSegundos: number;
  /** Seconds between two runs of the commands outbox worker (COMMAND_WORKER_SECONDS; 0: off). */
  intervaloComandosSegundos: number;
  /** Seconds between two rounds of the trips' signal-loss watch (SIGNAL_LOSS_JOB_SECONDS, default 60; 0: off). */
  intervaloPerdaSinalSegundos: number;
}

function segredoPersistido(dataDir: string): string {
  const arq = join(dataDir, 'jwt.secret');
  if (existsSync(arq)) return readFileSync(arq, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const s = randomBytes(48).toString('base64url');
  writeFileSync(arq, s, { mode: 0o600 });
  return s;
}

function inteiroNaoNegativo(valor: string | undefined, padrao: number, nome: string): number {
  if (valor === undefined || valor.trim() === '') return padrao;
  if (!/^\d{1,9}$/.test(valor.trim())) throw new Error(`${nome} deve ser um número inteiro maior ou igual a 0.`);
  return Number(valor);
}

/** A secret of its own for each use, derived from the persisted one when the environment gives none. */
function derivado(base: string, uso: string): string {
  return createHmac('sha256', base).update(uso).digest('base64url');
}

/**
 * TRUST_PROXY: unset or empty → trust no proxy (the socket's address); a hop count, or the
 * addresses/subnets of the proxies in front (Express's names loopback, linklocal, uniquelocal
 * allowed). `true` is refused: it would believe an X-Forwarded-For sent by anyone.
 */
function lerTrustProxy(valor: string | undefined): false | number | string {
  const v = valor?.trim() ?? '';
  if (!v || v === 'false') return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  if (v === 'true' || v === '*') throw new Error('TRUST_PROXY=true acreditaria no X-Forwarded-For de qualquer um: informe os endereços dos proxies (ex.: loopback, 10.0.0.0/8).');
  return v;
}

export function carregarConfig(env: NodeJS.ProcessEnv = process.env, extra: Partial<AppConfig> = {}): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(env.DATA_DIR ?? join(RAIZ, '.data'));
  if (env.NODE_ENV === 'production') {
    const faltam = ['JWT_SECRET', 'SESSION_SECRET'].filter((k) => !env[k]?.trim());
    if (faltam.length) throw new Error(`Em produção (NODE_ENV=production) defina ${faltam.join(' e ')}: a aplicação não inicia com segredos gerados.`);
  }
  const frontend = env.FRONTEND_BUILD ?? join(RAIZ, 'apps/frontend/build');
  const jwtSecret = env.JWT_SECRET?.trim() || segredoPersistido(dataDir);
  return {
    port,
    databaseUrl,
    poolMax: Math.max(1, inteiroNaoNegativo(env.DATABASE_POOL_MAX, 20, 'DATABASE_POOL_MAX')),
    dataDir,
    jwtSecret,
    sessionSecret: env.SESSION_SECRET?.trim() || derivado(jwtSecret, 'sessao-do-navegador'),
    proxySecret: env.PROXY_SECRET?.trim() || derivado(jwtSecret, 'proxy-do-frontend'),
    trustProxy: lerTrustProxy(env.TRUST_PROXY),
    sessaoHoras: Number(env.SESSION_TTL_HOURS ?? 12),
    demo: env.DEMO !== undefined ? env.DEMO === '1' || env.DEMO === 'true' : !databaseUrl,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    frontendBuild: existsSync(join(frontend, 'server/index.js')) ? frontend : undefined,
    logRequests: env.LOG_REQUESTS === '1',
    routingUrl: env.ROUTING_URL || undefined,
    mapTilesUrl: env.MAP_TILES_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapTilesAttribution: env.MAP_TILES_ATTRIBUTION ?? '© colaboradores do OpenStreetMap',
    redisUrl: env.REDIS_URL || undefined,
    sessaoCacheSegundos: inteiroNaoNegativo(env.SESSION_CACHE_SECONDS, 5, 'SESSION_CACHE_SECONDS'),
    batidaAoVivoSegundos: Math.max(1, inteiroNaoNegativo(env.LIVE_HEARTBEAT_SECONDS, 15, 'LIVE_HEARTBEAT_SECONDS')),
    gridEstimativaAcimaDe: inteiroNaoNegativo(env.GRID_ESTIMATED_COUNT_ABOVE, CONTAGEM_ESTIMADA_ACIMA_DE, 'GRID_ESTIMATED_COUNT_ABOVE'),
    osmandPort: env.OSMAND_PORT?.trim() === 'off' ? null : inteiroNaoNegativo(env.OSMAND_PORT, 5055, 'OSMAND_PORT'),
    retencaoPosicoesDias: Math.max(1, inteiroNaoNegativo(env.POSITIONS_RETENTION_DAYS, 90, 'POSITIONS_RETENTION_DAYS')),
    intervaloComandosSegundos: inteiroNaoNegativo(env.COMMAND_WORKER_SECONDS, 5, 'COMMAND_WORKER_SECONDS'),
    intervaloChecklistsSegundos: inteiroNaoNegativo(env.CHECKLIST_JOB_SECONDS, 30, 'CHECKLIST_JOB_SECONDS'),
    intervaloRelatoriosSegundos: inteiroNaoNegativo(env.RELATORIO_JOB_SECONDS, 5, 'RELATORIO_JOB_SECONDS'),
    intervaloPerdaSinalSegundos: inteiroNaoNegativo(env.SIGNAL_LOSS_JOB_SECONDS, 60, 'SIGNAL_LOSS_JOB_SECONDS'),
    simulador: env.SIMULATOR?.trim() ? env.SIMULATOR.trim() !== 'off' : env.DEMO !== undefined ? env.DEMO === '1' || env.DEMO === 'true' : !databaseUrl,
    ...extra,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
