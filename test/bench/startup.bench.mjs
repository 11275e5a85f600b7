// Cold `npm start` on the embedded database (new data folder): time to a served login page and to a
// first login. The build is done beforehand (npm start only checks it), so this measures boot.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esperar, parar, subir } from './util.mjs';

const porta = process.env.BENCH_PORT ?? '3190';
const base = `http://127.0.0.1:${porta}`;

async function medir(dataDir, rotulo) {
  const t0 = performance.now();
  const proc = subir(['scripts/start.mjs'], { PORT: porta, DATA_DIR: dataDir, DATABASE_URL: '' });
  proc.stdout.resume();
  const okPagina = await esperar(async () => (await fetch(`${base}/login`)).status === 200, 120_000);
  const tPagina = performance.now() - t0;
  let tLogin = NaN;
  await esperar(async () => {
    const r = await fetch(`${base}/api/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: { username: 'ADMIN', password: 'demo1234' } }) });
    if (r.status === 201) tLogin = performance.now() - t0;
    return r.status === 201;
  }, 60_000);
  await parar(proc);
  console.log(`${rotulo}: página de login servida em ${(tPagina / 1000).toFixed(2)} s${okPagina ? '' : ' (NÃO respondeu)'}; primeiro login em ${(tLogin / 1000).toFixed(2)} s`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'gr-bench-start-'));
try {
  await medir(dataDir, 'npm start a frio, pasta de dados nova (migra + semeia)');
  await medir(dataDir, 'npm start com pasta de dados existente');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
