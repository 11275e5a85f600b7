// Shared helpers of the run and test scripts: builds only what changed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function executar(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: RAIZ, stdio: 'inherit', env: { ...process.env, ...(opts.env ?? {}) } });
  return r.status ?? 1;
}

/** Runs one SQL statement on `url` with a client of its own (creating and dropping test databases). */
export async function pg(url, sql) {
  const { default: pgmod } = await import('pg');
  const c = new pgmod.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Polls `url` every 0.5 s until it answers 2xx or `ms` pass; true when it answered. */
export async function esperar(url, ms) {
  const fim = Date.now() + ms;
  while (Date.now() < fim) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

export function iniciar(cmd, args, opts = {}) {
  return spawn(cmd, args, { cwd: RAIZ, stdio: opts.stdio ?? 'inherit', env: { ...process.env, ...(opts.env ?? {}) } });
}

function maisNovo(caminho) {
  if (!existsSync(caminho)) return 0;
  const st = statSync(caminho);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const nome of readdirSync(caminho)) {
    if (nome === 'node_modules' || nome === 'build' || nome === 'dist') continue;
    max = Math.max(max, maisNovo(join(caminho, nome)));
  }
  return max;
}

/** Compiles libs and backend (incremental) and the Remix app when its sources are newer than its build. */
export function compilar({ forcarFrontend = false } = {}) {
  console.log('> compilando bibliotecas e backend (tsc -b)');
  if (executar('npx', ['tsc', '-b', 'libs/domain', 'libs/infrastructure', 'apps/backend']) !== 0) return 1;
  const saida = join(RAIZ, 'apps/frontend/build/server/index.js');
  const fontes = Math.max(
    maisNovo(join(RAIZ, 'apps/frontend/app')),
    maisNovo(join(RAIZ, 'apps/frontend/vite.config.ts')),
    maisNovo(join(RAIZ, 'libs/domain/src')),
  );
  if (forcarFrontend || !existsSync(saida) || statSync(saida).mtimeMs < fontes) {
    console.log('> compilando o frontend (remix vite:build)');
    if (executar('npm', ['run', 'build', '-w', '@gr/frontend']) !== 0) return 1;
  } else {
    console.log('> frontend já compilado');
  }
  return 0;
}
