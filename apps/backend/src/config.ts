import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTAGEM_ESTIMADA_ACIMA_DE } from '@gr/domain';

/** Repository root, found from this file (apps/backend/{src,dist}/config.*). */
export const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
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
  /** How long a session's principal is reused without reading the database (0: never). */
  sessaoCacheSegundos: number;
  /** Unfiltered grids above this many estimated rows answer the planner's estimate (0: always exact). */
  gridEstimativaAcimaDe: number;
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

export function carregarConfig(env: NodeJS.ProcessEnv = process.env, extra: Partial<AppConfig> = {}): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(env.DATA_DIR ?? join(RAIZ, '.data'));
  if (databaseUrl && !env.JWT_SECRET && env.NODE_ENV === 'production') {
    throw new Error('JWT_SECRET é obrigatório em produção (DATABASE_URL definido e NODE_ENV=production).');
  }
  const frontend = env.FRONTEND_BUILD ?? join(RAIZ, 'apps/frontend/build');
  return {
    port,
    databaseUrl,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? segredoPersistido(dataDir),
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
    gridEstimativaAcimaDe: inteiroNaoNegativo(env.GRID_ESTIMATED_COUNT_ABOVE, CONTAGEM_ESTIMADA_ACIMA_DE, 'GRID_ESTIMATED_COUNT_ABOVE'),
    ...extra,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
