import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { carregarConfig, type AppConfig } from '../../src/config.js';
import { criarApp } from '../../src/app.factory.js';
import { comContrato } from './openapi.js';

/**
 * One app per test file on its own fresh database: a new database on DATABASE_URL's server
 * (dropped at the end), or, without DATABASE_URL, the embedded PostgreSQL in a temp folder.
 */
export interface AppDeTeste {
  app: NestExpressApplication;
  /** supertest held to openapi/openapi.json: an answer the document does not describe fails the call. */
  http: ReturnType<typeof request>;
  url: string | undefined;
  cfg: AppConfig;
  login(username: string, password?: string): Promise<string>;
  sql<T = Record<string, unknown>>(texto: string, params?: unknown[]): Promise<T[]>;
  fechar(): Promise<void>;
}

/** supertest held to openapi/openapi.json, for a test that boots its own app (embedded, replicas). */
export function clienteHttp(servidor: Parameters<typeof request>[0]): ReturnType<typeof request> {
  return comContrato(request(servidor));
}

function comBanco(url: string, banco: string): string {
  const u = new URL(url);
  u.pathname = `/${banco}`;
  return u.toString();
}

export async function iniciarApp(extra: Partial<AppConfig> = {}): Promise<AppDeTeste> {
  const base = process.env.DATABASE_URL;
  const banco = `gr_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let url: string | undefined;
  let dataDir: string;
  if (base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${banco}`);
    await admin.end();
    url = comBanco(base, banco);
    dataDir = mkdtempSync(join(tmpdir(), 'gr-api-'));
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'gr-api-'));
  }
  const cfg = carregarConfig(
    { DATABASE_URL: url, DATA_DIR: dataDir, DEMO: '1', JWT_SECRET: 'segredo-de-teste', PORT: '0', OSMAND_PORT: '0', SIMULATOR: 'off', COMMAND_WORKER_SECONDS: '0', CHECKLIST_JOB_SECONDS: '0', RELATORIO_JOB_SECONDS: '0', SIGNAL_LOSS_JOB_SECONDS: '0', FRONTEND_BUILD: '/nao-existe' } as unknown as NodeJS.ProcessEnv,
    extra,
  );
  const app = await criarApp(cfg, { logger: ['error'] });
  await app.init();
  const http = clienteHttp(app.getHttpServer());
  let cliente: pg.Client | undefined;
  return {
    app,
    http,
    url,
    cfg,
    async login(username, password = 'demo1234') {
      const r = await http.post('/api/sessions').send({ session: { username, password } });
      if (r.status !== 201) throw new Error(`login ${username}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.token as string;
    },
    async sql(texto, params = []) {
      if (!url) throw new Error('sql() precisa de DATABASE_URL');
      if (!cliente) {
        cliente = new pg.Client({ connectionString: url });
        await cliente.connect();
      }
      return (await cliente.query(texto, params)).rows;
    },
    async fechar() {
      await cliente?.end();
      await app.close();
      if (base) {
        const admin = new pg.Client({ connectionString: base });
        await admin.connect();
        await admin.query(`drop database if exists ${banco} with (force)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
