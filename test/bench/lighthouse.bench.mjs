// Lighthouse performance of /login, a grid (/veiculos) and a record form (/veiculo/1), on
// desktop and mobile settings, with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Starts the built app on the embedded PostgreSQL with demo data, signs in as ADMIN, prints the
// scores and the main figures. Goals (issue 10): /veiculos ≥ 90 desktop, ≥ 75 mobile. Never fails
// on the scores.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { esperar, parar, subir } from './util.mjs';

const porta = process.env.BENCH_PORT ?? '3192';
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${porta}`;
const paginas = ['/login', '/veiculos', '/veiculo/1'];
const dados = mkdtempSync(join(tmpdir(), 'gr-lighthouse-'));
const proc = process.env.BENCH_URL ? null : subir(['apps/backend/dist/main.js'], { PORT: porta, DATA_DIR: dados, DATABASE_URL: '', DEMO: '1', MAP_TILES_URL: '', SIMULATOR: 'off', OSMAND_PORT: 'off' });
proc?.stdout.resume();

/** The session cookie of a form login, as a browser would get it. */
async function entrar() {
  const form = new URLSearchParams({ username: 'ADMIN', password: 'demo1234' });
  const r = await fetch(`${base}/login`, { method: 'POST', body: form, redirect: 'manual', headers: { Origin: base } });
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith('__gr_sessao='));
  if (!cookie) throw new Error(`login falhou: ${r.status}`);
  return cookie.split(';')[0];
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  if (!(await esperar(async () => (await fetch(`${base}/api/health`)).ok, 90_000))) throw new Error('servidor não subiu');
  const cookie = await entrar();
  const linhas = [];
  for (const [perfil, config] of [['desktop', desktop], ['mobile', undefined]]) {
    for (const pagina of paginas) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: pagina === '/login' ? undefined : { Cookie: cookie } };
      // The first visit warms the server (route modules, caches); the second is measured.
      await lighthouse(base + pagina, flags, config);
      const { lhr } = await lighthouse(base + pagina, flags, config);
      if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== pagina) throw new Error(`${pagina} foi para ${lhr.finalDisplayedUrl}`);
      const a = lhr.audits;
      const kib = Math.round((a['total-byte-weight']?.numericValue ?? 0) / 1024);
      linhas.push(
        `${perfil.padEnd(7)} ${pagina.padEnd(18)} desempenho ${String(Math.round(lhr.categories.performance.score * 100)).padStart(3)}` +
          `  FCP ${a['first-contentful-paint'].displayValue}  LCP ${a['largest-contentful-paint'].displayValue}` +
          `  TBT ${a['total-blocking-time'].displayValue}  CLS ${a['cumulative-layout-shift'].displayValue}  transferido ${kib} KiB`,
      );
      console.log(linhas.at(-1));
    }
  }
} finally {
  await chrome.kill();
  if (proc) await parar(proc);
  rmSync(dados, { recursive: true, force: true });
}
