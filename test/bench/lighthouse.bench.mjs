// Lighthouse performance of every grid page (paginas-grid.mjs: the routes that render the grid
// kit), plus /login and a record form (/veiculo/1) for reference, on mobile and desktop settings,
// with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Starts the built app on the
// embedded PostgreSQL with demo data, signs in as ADMIN (or the demo user a page is for), prints score, FCP, LCP, TBT and CLS per
// page. Goal (issue 19, item 10): ≥ 90 on mobile for every grid page. Never fails on the scores.
//
//   npm run bench lighthouse                        every page, mobile then desktop
//   npm run bench lighthouse checklist /veiculos    the pages whose path contains a word, or this path
//   BENCH_VEZES=3 BENCH_PERFIS=mobile npm run bench lighthouse checklist_manage
//     BENCH_VEZES runs per page (the median run is printed, with the spread of the scores);
//     BENCH_PERFIS mobile, desktop or both (default); BENCH_URL an app already running;
//     BENCH_JSON a folder where each page's (median) Lighthouse report is written, to read its audits.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { paginasGrid } from './paginas-grid.mjs';
import { esperar, parar, subir } from './util.mjs';

const porta = process.env.BENCH_PORT ?? '3192';
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${porta}`;
const vezes = Math.max(1, Number(process.env.BENCH_VEZES ?? 1));
const perfis = [['mobile', undefined], ['desktop', desktop]].filter(([p]) => (process.env.BENCH_PERFIS ?? 'mobile,desktop').split(',').includes(p));
const filtros = process.argv.slice(2);
const grids = await paginasGrid();
// A word names the pages that contain it; a path ('/veiculos') names that page only.
const paginas = ['/login', '/veiculo/1', ...grids].filter((p) => !filtros.length || filtros.some((f) => (f.startsWith('/') ? p === f : p.includes(f))));
if (!paginas.length) throw new Error(`nenhuma página com ${filtros.join(', ')}`);

const dados = mkdtempSync(join(tmpdir(), 'gr-lighthouse-'));
const proc = process.env.BENCH_URL ? null : subir(['apps/backend/dist/main.js'], { PORT: porta, DATA_DIR: dados, DATABASE_URL: '', DEMO: '1', MAP_TILES_URL: '', SIMULATOR: 'off', OSMAND_PORT: 'off' });
proc?.stdout.resume();

/** What a user brings to a page that opens only from another (the report's filter). */
const CONSULTA = { '/relatorios': '?is_todos_clientes=true&is_todos_parametros=true&periodo=ANO_ATUAL' };
/** A page is measured as the first of these demo users it opens for (/checklist_operador sends staff managers to /checklist_manage). */
const USUARIOS = ['ADMIN', 'OPERADOR', 'CLIENTE', 'CADASTRO'];

/** The session cookie of a form login, as a browser would get it. */
async function entrar(username) {
  const form = new URLSearchParams({ username, password: 'demo1234' });
  const r = await fetch(`${base}/login`, { method: 'POST', body: form, redirect: 'manual', headers: { Origin: base } });
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith('__gr_sessao='));
  if (!cookie) throw new Error(`login falhou: ${r.status}`);
  return cookie.split(';')[0];
}

/**
 * The browser's cookie jar holds exactly this session (or none): Lighthouse keeps cookies between
 * runs, and a header given to it is not sent again after a redirect, where a page then met the
 * login's empty session and kept it for every later page.
 */
async function usarSessao(cdp, cookie) {
  await cdp.send('Storage.clearCookies');
  if (!cookie) return;
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  await cdp.send('Storage.setCookies', { cookies: [{ name, value, url: base, path: '/', httpOnly: true, sameSite: 'Lax' }] });
}

const mediana = (v) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];
const ms = (a) => `${(a.numericValue / 1000).toFixed(1)} s`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const navegador = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` }).catch(async (e) => {
  await chrome.kill();
  throw e;
});
const cdp = await navegador.target().createCDPSession();
try {
  if (!(await esperar(async () => (await fetch(`${base}/api/health`)).ok, 90_000))) throw new Error('servidor não subiu');
  const cookies = {};
  for (const u of USUARIOS) cookies[u] = await entrar(u);
  /**
   * The cookie of the first user the page opens for; this also warms the route on the server. A
   * page that sends every user elsewhere (an alias: /a/agenda is /a/agendadas) answers where to.
   */
  const cookieDe = async (url) => {
    const destinos = new Set();
    for (const u of USUARIOS) {
      const r = await fetch(url, { headers: { Cookie: cookies[u] }, redirect: 'manual' });
      if (r.status === 200) return { cookie: cookies[u] };
      destinos.add(new URL(r.headers.get('location') ?? url, url).pathname);
    }
    const [destino] = destinos;
    return destinos.size === 1 && destino !== '/login' && destino !== new URL(url).pathname ? { apelido: destino } : { cookie: cookies.ADMIN };
  };
  // 'máquina' is Lighthouse's benchmark index of the run (higher is faster): the simulated phone's
  // times are this machine's times slowed down, so a busy machine scores lower.
  console.log(`${grids.length} páginas de grid; medidas ${paginas.length} página(s), ${vezes} vez(es) cada, ${perfis.map(([p]) => p).join(' e ')}; mediana por página`);
  const abaixo = [];
  for (const [perfil, config] of perfis) {
    for (const pagina of paginas) {
      const url = base + pagina + (CONSULTA[pagina] ?? '');
      // The server's first answer of a route (module load, caches) is not what a user waits for twice.
      let { cookie, apelido } = pagina === '/login' ? {} : await cookieDe(url);
      if (apelido) {
        console.log(`${perfil.padEnd(7)} ${pagina.padEnd(27)} é ${apelido} (o servidor redireciona todo usuário)`);
        continue;
      }
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const execucoes = [];
      let falha;
      let perdidas = 0;
      for (let i = 0; i < vezes && !falha; i++) {
        await usarSessao(cdp, cookie);
        let { lhr } = await lighthouse(url, flags, config);
        // A session the server dropped (a restart of BENCH_URL's app): sign in again, once.
        if (cookie && lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname === '/login') {
          const u = Object.keys(cookies).find((k) => cookies[k] === cookie);
          await usarSessao(cdp, (cookie = cookies[u] = await entrar(u)));
          ({ lhr } = await lighthouse(url, flags, config));
        }
        // A trace Lighthouse lost (NO_NAVSTART on a busy machine) asks to be run again: once; a run
        // lost twice is left out, and the page is not measured only when every run is.
        if (lhr.runtimeError) ({ lhr } = await lighthouse(url, flags, config));
        if (lhr.runtimeError) {
          if (++perdidas === vezes) falha = lhr.runtimeError.message;
        } else if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== pagina) falha = `foi para ${lhr.finalDisplayedUrl}`;
        else execucoes.push(lhr);
      }
      if (falha) {
        console.log(`${perfil.padEnd(7)} ${pagina.padEnd(27)} NÃO MEDIDA: ${falha}`);
        if (perfil === 'mobile' && grids.includes(pagina)) abaixo.push(`${pagina} (não medida)`);
        continue;
      }
      const notas = execucoes.map((l) => Math.round(l.categories.performance.score * 100));
      const lhr = execucoes.find((l) => Math.round(l.categories.performance.score * 100) === mediana(notas));
      const a = lhr.audits;
      if (process.env.BENCH_JSON) writeFileSync(join(process.env.BENCH_JSON, `${perfil}${pagina.replaceAll('/', '_')}.json`), JSON.stringify(lhr));
      const kib = Math.round((a['total-byte-weight']?.numericValue ?? 0) / 1024);
      const nota = Math.round(lhr.categories.performance.score * 100);
      if (perfil === 'mobile' && grids.includes(pagina) && nota < 90) abaixo.push(`${pagina} ${nota}`);
      console.log(
        `${perfil.padEnd(7)} ${pagina.padEnd(27)} desempenho ${String(nota).padStart(3)}${vezes > 1 ? ` (${Math.min(...notas)}–${Math.max(...notas)}${notas.length < vezes ? `, ${notas.length} de ${vezes}` : ''})` : ''}` +
          `  FCP ${ms(a['first-contentful-paint'])}  LCP ${ms(a['largest-contentful-paint'])}` +
          `  TBT ${String(Math.round(a['total-blocking-time'].numericValue)).padStart(4)} ms  CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)}  transferido ${kib} KiB` +
          `  máquina ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
    }
  }
  if (perfis.some(([p]) => p === 'mobile')) console.log(abaixo.length ? `Abaixo de 90 no celular: ${abaixo.join(', ')}` : 'Toda página de grid medida tem 90 ou mais no celular.');
} finally {
  await navegador.disconnect();
  await chrome.kill();
  if (proc) await parar(proc);
  rmSync(dados, { recursive: true, force: true });
}
