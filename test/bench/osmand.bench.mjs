// The OsmAnd door with 1,000 devices at once (issue 22), side by side in one run: the product's
// listener (each answer only after its position is stored, group commit) against a bare Node HTTP
// server in its own process that reads the same query string and answers 200 without storing
// anything. Each round every device sends one position and waits for its answer; positions/s of
// both and their ratio (goal: ≥ 0.5). Never fails on speed.
import http from 'node:http';
import pg from 'pg';
import { esperar, parar, percentil, redisLocal, sql, subir } from './util.mjs';

const servidor = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const banco = `gr_bench_osm_${Date.now().toString(36)}`;
const porta = Number(process.env.BENCH_PORT ?? 3201);
const portaOsmand = porta + 1;
const portaPura = porta + 2;
const DISPOSITIVOS = Number(process.env.BENCH_DISPOSITIVOS ?? 1000);
const RODADAS = Number(process.env.BENCH_RODADAS ?? 10);

// The bare server: the same parsing of the request an OsmAnd listener needs at the least.
const PURO = `
  const http = require('node:http');
  http.createServer((req, res) => {
    const partes = [];
    req.on('data', (p) => partes.push(p));
    req.on('end', () => {
      const q = new URL(req.url, 'http://x').searchParams;
      const ok = q.get('id') && Number.isFinite(Number(q.get('lat'))) && Number.isFinite(Number(q.get('lon'))) && Number(q.get('timestamp')) > 0;
      res.writeHead(ok ? 200 : 400, { 'content-length': 0 });
      res.end();
    });
  }).listen(${portaPura}, '127.0.0.1');`;

const u = new URL(servidor);
u.pathname = `/${banco}`;
const url = u.toString();
await sql(servidor, `create database ${banco}`);
const app = subir([...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), 'apps/backend/dist/main.js'], {
  PORT: String(porta), OSMAND_PORT: String(portaOsmand), HOST: '127.0.0.1', DATABASE_URL: url, DEMO: '1', JWT_SECRET: 'bench', SIMULATOR: 'off', LOG_LEVEL: '',
  REDIS_URL: await redisLocal(), SIGNAL_LOSS_JOB_SECONDS: '0',
});
app.stdout.resume();
const puro = subir(['-e', PURO], {});
puro.stdout.resume();
const db = new pg.Client({ connectionString: url });
try {
  if (!(await esperar(async () => (await fetch(`http://127.0.0.1:${porta}/api/health`)).ok, 120_000))) throw new Error('o backend não subiu');
  await db.connect();
  await db.query(`update veiculos set terminal = 'O' || id where id in (select id from veiculos order by id limit ${DISPOSITIVOS})`);
  const terminais = (await db.query(`select terminal from veiculos where terminal like 'O%' order by id`)).rows.map((r) => r.terminal);

  // Each device keeps its connection between rounds, as a phone does (the agent keeps 256 idle by default).
  const agente = new http.Agent({ keepAlive: true, maxSockets: DISPOSITIVOS, maxFreeSockets: DISPOSITIVOS });
  const enviar = (p, caminho) =>
    new Promise((ok, erro) => {
      const req = http.request({ host: '127.0.0.1', port: p, path: caminho, method: 'POST', agent: agente }, (res) => {
        res.resume();
        res.on('end', () => ok(res.statusCode));
      });
      req.on('error', erro);
      req.end();
    });
  const base = Math.floor(Date.now() / 1000) - 3600;
  /** RODADAS rounds of every device at once against port `p`; answers positions/s and the 200s. */
  async function rodar(p, primeira) {
    let aceitas = 0;
    const t0 = performance.now();
    const tempos = [];
    for (let r = primeira; r < primeira + RODADAS; r++) {
      const tr = performance.now();
      const status = await Promise.all(terminais.map((t, i) => {
        const ti = performance.now();
        return enviar(p, `/?id=${t}&timestamp=${base + r}&lat=${(-23.5 + i / 10000).toFixed(5)}&lon=-46.6&speed=30&bearing=90`).then((s) => (tempos.push(performance.now() - ti), s));
      }));
      if (process.env.BENCH_RODADA) console.log(`  rodada ${r} na porta ${p}: ${(performance.now() - tr).toFixed(0)} ms`);
      aceitas += status.filter((s) => s === 200).length;
    }
    return { ps: (RODADAS * terminais.length) / ((performance.now() - t0) / 1000), aceitas, p50: percentil(tempos, 50), p95: percentil(tempos, 95) };
  }
  // Warm-up of both, then each measured.
  await rodar(portaOsmand, 0);
  await rodar(portaPura, 0);
  const produto = await rodar(portaOsmand, 100);
  const cru = await rodar(portaPura, 100);
  const { rows: [{ n }] } = await db.query(`select count(*)::int as n from posicoes where terminal like 'O%'`);
  console.log(`Porta OsmAnd, ${terminais.length} dispositivos ao mesmo tempo × ${RODADAS} rodadas:`);
  console.log(`  produto (grava cada posição antes de responder): ${produto.ps.toFixed(0)} posições/s, resposta p50 ${produto.p50.toFixed(0)} ms p95 ${produto.p95.toFixed(0)} ms (${produto.aceitas} respostas 200, ${n} posições guardadas)`);
  console.log(`  servidor Node puro (só lê e responde):           ${cru.ps.toFixed(0)} posições/s, resposta p50 ${cru.p50.toFixed(0)} ms p95 ${cru.p95.toFixed(0)} ms`);
  console.log(`Razão produto/puro: ${(produto.ps / cru.ps).toFixed(2)} (meta: ≥ 0,5)`);
} finally {
  await db.end().catch(() => {});
  await parar(puro);
  await parar(app);
  await sql(servidor, `drop database if exists ${banco} with (force)`);
}
