import net from 'node:net';
import http from 'node:http';
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

/**
 * Closed-loop HTTP load on loopback: `clientes` loops, each sending its next request when the last
 * one answered, until `requisicoes` are done or `segundos` pass. `medir` warms up first (V8 and
 * the pools) and then measures. Answers req/s, p50/p95 (ms), the count, errors and the last body.
 */
export function cargaHttp({ clientes = 32, requisicoes = 2000, segundos = 15, aquecimento = 500, segundosAquecimento = 5 } = {}) {
  const agente = new http.Agent({ keepAlive: true, maxSockets: clientes });
  const get = (porta, caminho, headers = {}) =>
    new Promise((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: porta, path: caminho, headers, agent: agente }, (res) => {
        const partes = [];
        res.on('data', (p) => partes.push(p));
        res.on('end', () => resolve({ status: res.statusCode, corpo: Buffer.concat(partes) }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  async function carga(porta, caminho, headers, n = requisicoes, s = segundos) {
    const tempos = [];
    let proxima = 0;
    let erros = 0;
    let ultima;
    const fim = performance.now() + s * 1000;
    const inicio = performance.now();
    await Promise.all(
      Array.from({ length: clientes }, async () => {
        while (proxima < n && performance.now() < fim) {
          const i = proxima++;
          const t = performance.now();
          const r = await get(porta, caminho(i), headers);
          tempos.push(performance.now() - t);
          if (r.status !== 200) erros++;
          else ultima = r.corpo;
        }
      }),
    );
    const dur = (performance.now() - inicio) / 1000;
    return { rps: tempos.length / dur, p50: percentil(tempos, 50), p95: percentil(tempos, 95), n: tempos.length, erros, ultima: ultima ? JSON.parse(ultima) : undefined };
  }
  const medir = async (porta, caminho, headers) => {
    await carga(porta, caminho, headers, aquecimento, segundosAquecimento);
    return carga(porta, caminho, headers);
  };
  const linha = (rotulo, r, largura = 46) =>
    `  ${rotulo.padEnd(largura)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (${r.n} req${r.erros ? `, ${r.erros} ERROS` : ''})`;
  return { agente, get, carga, medir, linha };
}

/** A session token of the product on `porta` (POST /api/sessions). */
export async function tokenDe(porta, username, password = 'demo1234') {
  const r = await fetch(`http://127.0.0.1:${porta}/api/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: { username, password } }) });
  return (await r.json()).token;
}

/**
 * Redis for the session cache, as the product runs deployed (without it every call reads its
 * session from the database): REDIS_URL, else the machine's on 6379 when it answers.
 */
export async function redisLocal() {
  if (process.env.REDIS_URL !== undefined) return process.env.REDIS_URL;
  const ok = await new Promise((r) => {
    const s = net.connect(6379, '127.0.0.1', () => (s.end(), r(true)));
    s.on('error', () => r(false));
    s.setTimeout(500, () => (s.destroy(), r(false)));
  });
  return ok ? 'redis://127.0.0.1:6379' : '';
}
