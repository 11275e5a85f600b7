// On the embedded default (PGlite, one connection), a grid page's p95 at 4 concurrent clients with
// the demo simulator stopped and then running (issue 11: at most 1.5×; the simulator writes through
// the OsmAnd door, grouped, and must never starve the screens). Prints both and their ratio; never
// fails on speed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esperar, parar, percentil, subir } from './util.mjs';

const porta = process.env.BENCH_PORT ?? '3198';
const base = `http://127.0.0.1:${porta}`;
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 20);
const dados = mkdtempSync(join(tmpdir(), 'gr-bench-sim-'));

async function medir(simulador) {
  const app = subir(['apps/backend/dist/main.js'], { PORT: porta, OSMAND_PORT: String(Number(porta) + 1), DATA_DIR: dados, DATABASE_URL: '', DEMO: '1', SIMULATOR: simulador ? 'on' : 'off', FRONTEND_BUILD: '/nao-existe' });
  app.stdout.resume();
  try {
    if (!(await esperar(async () => (await fetch(`${base}/api/health`)).ok, 120_000))) throw new Error('o servidor não subiu');
    const { token } = await (await fetch(`${base}/api/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: { username: 'ADMIN', password: 'demo1234' } }) })).json();
    if (simulador) await new Promise((r) => setTimeout(r, 5000)); // its first round of positions
    const tempos = [];
    const fim = Date.now() + SEGUNDOS * 1000;
    let i = 0;
    await Promise.all(Array.from({ length: 4 }, async () => {
      while (Date.now() < fim) {
        const t = performance.now();
        const r = await fetch(`${base}/api/veiculos?page=${1 + (i++ % 20)}&rows=15`, { headers: { authorization: `Bearer ${token}` } });
        await r.arrayBuffer();
        tempos.push(performance.now() - t);
      }
    }));
    const posicoes = simulador ? (await (await fetch(`${base}/api/integracao/disponibilidade_integracoes`, { headers: { authorization: `Bearer ${token}` } })).json()).reduce((n, l) => n + l.veiculos_com_posicao, 0) : 0;
    return { p50: percentil(tempos, 50), p95: percentil(tempos, 95), n: tempos.length, posicoes };
  } finally {
    await parar(app);
  }
}

try {
  const sem = await medir(false);
  const com = await medir(true);
  const linha = (r) => `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (${r.n} páginas)`;
  console.log(`Grid de veículos no PGlite, 4 clientes, ${SEGUNDOS} s: sem o simulador ${linha(sem)}`);
  console.log(`                                          com o simulador ${linha(com)}; veículos reportando: ${com.posicoes}`);
  console.log(`Razão p95 com/sem: ${(com.p95 / sem.p95).toFixed(2)} (meta: ≤ 1,5)`);
} finally {
  rmSync(dados, { recursive: true, force: true });
}
