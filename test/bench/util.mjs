import { spawn } from 'node:child_process';
import pg from 'pg';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function percentil(valores, p) {
  const v = [...valores].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.floor((p / 100) * v.length))];
}

export async function esperar(fn, limiteMs, passoMs = 50) {
  const fim = Date.now() + limiteMs;
  while (Date.now() < fim) {
    try {
      if (await fn()) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, passoMs));
  }
  return false;
}

export function subir(args, env) {
  return spawn(process.execPath, args, { cwd: RAIZ, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
}

export async function parar(proc) {
  if (proc.exitCode !== null) return;
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
}

/** One statement on its own connection (creating and dropping the bench's databases). */
export async function sql(url, texto) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(texto);
  } finally {
    await c.end();
  }
}
