// GET /api/users pages with 100,000 users under 32 concurrent clients, on the local PostgreSQL
// server (DATABASE_URL, default the machine's). Prints p50/p95/p99 and throughput.
import { esperar, parar, percentil, sql, subir } from './util.mjs';

const servidor = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const banco = `gr_bench_${Date.now().toString(36)}`;
const porta = process.env.BENCH_PORT ?? '3191';
const base = `http://127.0.0.1:${porta}`;
const USUARIOS = Number(process.env.BENCH_USUARIOS ?? 100_000);
const CLIENTES = 32;
const REQUISICOES = Number(process.env.BENCH_REQUISICOES ?? 3200);

const u = new URL(servidor);
u.pathname = `/${banco}`;
await sql(servidor, `create database ${banco}`);
const proc = subir(['apps/backend/dist/main.js'], { PORT: porta, DATABASE_URL: u.toString(), DEMO: '1', JWT_SECRET: 'bench', SIMULATOR: 'off', OSMAND_PORT: 'off' });
proc.stdout.resume();
try {
  if (!(await esperar(async () => (await fetch(`${base}/api/health`)).ok, 60_000))) throw new Error('servidor não subiu');
  const t0 = performance.now();
  await sql(u.toString(), `
    insert into usuarios (username, email, grupo_usuario_id, cliente_id, password_hash, data_cadastro, updated_at)
    select 'USUARIO' || g, 'usuario' || g || '@bench.com.br', 3 + (g % 15), case when g % 15 = 5 then 1 else null end, null,
           now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${USUARIOS}) g;`);
  await sql(u.toString(), 'vacuum analyze usuarios'); // what autovacuum does after a bulk load
  console.log(`${USUARIOS} usuários inseridos em ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const login = await fetch(`${base}/api/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: { username: 'ADMIN', password: 'demo1234' } }) });
  const { token } = await login.json();
  const consultas = [
    (i) => `/api/users?page=${1 + (i % 500)}&rows=15`,
    (i) => `/api/users?page=${1 + (i % 50)}&rows=100&sidx=username&sord=asc`,
    (i) => `/api/users?username=USUARIO${i % 1000}&rows=15`,
    (i) => `/api/users?grupo_usuario_id=${3 + (i % 15)}&sidx=data_cadastro&sord=desc&rows=50`,
    () => `/api/users?email=bench&rows=15&page=3`,
  ];
  const tempos = { todas: [] };
  let proxima = 0;
  let erros = 0;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTES }, async () => {
      while (proxima < REQUISICOES) {
        const i = proxima++;
        const tipo = i % consultas.length;
        const t = performance.now();
        const r = await fetch(base + consultas[tipo](i), { headers: { Authorization: `Bearer ${token}` } });
        await r.arrayBuffer();
        const ms = performance.now() - t;
        if (r.status !== 200) erros++;
        tempos.todas.push(ms);
        (tempos[tipo] ??= []).push(ms);
      }
    }),
  );
  const total = (performance.now() - inicio) / 1000;
  const fmt = (v) => `p50 ${percentil(v, 50).toFixed(1)} ms, p95 ${percentil(v, 95).toFixed(1)} ms, p99 ${percentil(v, 99).toFixed(1)} ms`;
  console.log(`GET /api/users, ${USUARIOS} usuários, ${CLIENTES} clientes concorrentes, ${REQUISICOES} requisições: ${fmt(tempos.todas)}; ${(REQUISICOES / total).toFixed(0)} req/s; erros ${erros}`);
  const nomes = ['página simples (15)', 'ordenado por username (100)', 'filtro username', 'filtro grupo + ordem data (50)', 'filtro e-mail contém'];
  nomes.forEach((n, i) => console.log(`  ${n}: ${fmt(tempos[i])}`));
} finally {
  await parar(proc);
  await sql(servidor, `drop database if exists ${banco} with (force)`);
}
