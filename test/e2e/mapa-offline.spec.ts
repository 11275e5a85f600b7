import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, SENHA_DEMO, test } from './fixtures';

/**
 * Maps with the default configuration and no internet (issue 19): the tile URL points at a server
 * that cannot be reached, and the offline basemap (public/mapa-base.json) must appear under the
 * markers instead of grey. The suite's server runs without tiles (MAP_TILES_URL=''), so this file
 * starts its own app with a tile URL on a local port that accepts connections and never answers,
 * as a tile server out of reach may hang rather than fail. On the suite's PostgreSQL server it
 * shares the suite's database (a second process, its jobs off); on the embedded one it needs a
 * data folder of its own, which takes a fresh seed (slow on a busy machine).
 */
const RAIZ = join(import.meta.dirname, '../..');

function portaLivre(): Promise<number> {
  return new Promise((ok, erro) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const porta = (s.address() as { port: number }).port;
      s.close(() => ok(porta));
    });
    s.on('error', erro);
  });
}

let app: ChildProcess | undefined;
let mudo: Server | undefined;
const presos: Socket[] = [];
let dados = '';
let base = '';
let tiles = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const banco = process.env.E2E_DATABASE_URL ?? '';
  // Accepts every tile request and never answers.
  mudo = createServer((s) => presos.push(s));
  await new Promise<void>((ok) => mudo!.listen(0, '127.0.0.1', ok));
  tiles = `http://127.0.0.1:${(mudo.address() as { port: number }).port}`;
  const porta = await portaLivre();
  base = `http://127.0.0.1:${porta}`;
  dados = mkdtempSync(join(tmpdir(), 'gr-e2e-mapa-'));
  app = spawn(process.execPath, ['apps/backend/dist/main.js'], {
    cwd: RAIZ,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(porta),
      DATABASE_URL: banco,
      DEMO: banco ? '' : '1',
      DATA_DIR: dados,
      JWT_SECRET: 'segredo-e2e-mapa',
      LOG_LEVEL: 'warn',
      MAP_TILES_URL: `${tiles}/{z}/{x}/{y}.png`,
      OSMAND_PORT: 'off',
      SIMULATOR: 'off',
      RELATORIO_JOB_SECONDS: '0',
      CHECKLIST_JOB_SECONDS: '0',
      COMMAND_WORKER_SECONDS: '0',
    },
  });
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok ?? false, { timeout: 230_000, intervals: [500] })
    .toBe(true);
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((ok) => app!.once('exit', ok));
  }
  for (const s of presos) s.destroy();
  await new Promise((ok) => mudo?.close(ok));
  rmSync(dados, { recursive: true, force: true });
});

for (const caso of ['não responde', 'recusa a conexão'] as const) {
  test(`servidor de tiles que ${caso}: o mapa-base offline aparece sob os marcadores`, async ({ page }) => {
    if (caso === 'recusa a conexão') await page.route(`${tiles}/**`, (r) => r.abort('connectionrefused'));
    const mapaBase = page.waitForRequest((r) => r.url().endsWith('/mapa-base.json'));
    await page.goto(`${base}/login`);
    await page.getByLabel('Usuário').fill('ADMIN');
    await page.getByLabel('Senha').fill(SENHA_DEMO);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${base}/ponto`);
    const mapa = page.getByRole('region', { name: 'Mapa do ponto' });
    await expect(mapa.locator('.leaflet-container')).toBeVisible();
    // The tile layer is there (default configuration), its tiles never arrive.
    await expect(mapa.locator('.leaflet-tile-pane img').first()).toBeAttached();
    await mapaBase;
    await expect(mapa).toHaveAttribute('data-mapa-base', 'sim');
    await expect.poll(() => mapa.locator('.leaflet-mapa-base-pane path').count()).toBeGreaterThan(27);
  });
}
