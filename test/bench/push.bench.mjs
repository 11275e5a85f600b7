// The live desk's push latency (issue 22 "Figures": p95 from a fix's arrival to the browser's row
// update, with 200 open desk connections, goal < 1 s). The product as deployed: the built backend on
// its own database on DATABASE_URL's server, with Redis when one answers (REDIS_URL, else the local
// 6379), the frontend when built. 200 desks hold the stream the browser holds — through the
// frontend's /recursos/atualizacoes with a session cookie when the frontend is built, else the API's
// stream with the token —, 4 of every 5 as staff (every trip) and 1 as the CLIENTE user (its own
// trips). One fix at a time goes to POST /api/telemetria/posicoes for a trip in transit; the time
// is from just before the call to each desk that may read the trip getting an event with its id.
// The browser's reload of the row (300 ms of gathering in the page, then its loader) comes on top.
// Prints p50/p95/max; never fails on speed.
//   node test/bench/push.bench.mjs      (after npm run build)
import http from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { esperar, parar, percentil, RAIZ, redisLocal, sql, subir } from './util.mjs';

const servidor = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const banco = `gr_bench_push_${Date.now().toString(36)}`;
const porta = Number(process.env.BENCH_PORT ?? 3198);
const CONEXOES = Number(process.env.BENCH_CONEXOES ?? 200);
const FIXES = Number(process.env.BENCH_FIXES ?? 150);
const VIAGENS = 40;
const INTERVALO_MS = 150;

const u = new URL(servidor);
u.pathname = `/${banco}`;
const url = u.toString();
const redis = await redisLocal();
const comFrontend = existsSync(join(RAIZ, 'apps/frontend/build/server/index.js'));
await sql(servidor, `create database ${banco}`);
const app = subir(['apps/backend/dist/main.js'], {
  PORT: String(porta), OSMAND_PORT: 'off', HOST: '127.0.0.1', DATABASE_URL: url, DEMO: '1', JWT_SECRET: 'bench', SIMULATOR: 'off', LOG_LEVEL: '', REDIS_URL: redis,
  SIGNAL_LOSS_JOB_SECONDS: '0', MAP_TILES_URL: '',
});
app.stdout.resume();
const db = new pg.Client({ connectionString: url });
const agente = new http.Agent({ keepAlive: true, maxSockets: CONEXOES + 16 });
const fluxos = [];

/** A session for one desk: the frontend's cookie (the browser's path), or the API's token. */
async function sessao(username) {
  if (comFrontend) {
    const r = await fetch(`http://127.0.0.1:${porta}/login`, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://127.0.0.1:${porta}` },
      body: new URLSearchParams({ username, password: 'demo1234' }),
    });
    const cookie = r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    if (!cookie) throw new Error(`login ${username}: ${r.status}`);
    return { cookie };
  }
  const r = await fetch(`http://127.0.0.1:${porta}/api/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: { username, password: 'demo1234' } }) });
  return { authorization: `Bearer ${(await r.json()).token}` };
}

/** One desk's stream: every event's ids, with the time it arrived. */
function abrir(cabecalhos, quem) {
  return new Promise((resolver, rejeitar) => {
    const caminho = comFrontend ? '/recursos/atualizacoes' : '/api/monitoramentos/atualizacoes';
    const req = http.get({ host: '127.0.0.1', port: porta, path: caminho, agent: agente, headers: { accept: 'text/event-stream', ...cabecalhos } }, (res) => {
      if (res.statusCode !== 200) return rejeitar(new Error(`fluxo ${quem}: ${res.statusCode}`));
      const f = { quem, chegadas: new Map(), eventos: 0, fechou: false, req };
      let resto = '';
      res.setEncoding('utf8');
      res.on('data', (parte) => {
        const agora = performance.now();
        resto += parte;
        let i;
        while ((i = resto.indexOf('\n\n')) >= 0) {
          const bloco = resto.slice(0, i);
          resto = resto.slice(i + 2);
          if (!bloco.includes('event: viagens')) continue;
          f.eventos++;
          const dados = JSON.parse(bloco.split('\n').find((l) => l.startsWith('data: ')).slice(6));
          for (const id of dados.ids) (f.chegadas.get(id) ?? f.chegadas.set(id, []).get(id)).push(agora);
        }
      });
      res.on('close', () => (f.fechou = true));
      resolver(f);
    });
    req.on('error', rejeitar);
  });
}

try {
  if (!(await esperar(async () => (await fetch(`http://127.0.0.1:${porta}/api/health`)).ok, 120_000))) throw new Error('o backend não subiu');
  await db.connect();
  const [{ cliente_id: clienteId }] = (await db.query(`select cliente_id from usuarios where username = 'CLIENTE'`)).rows;
  // Trips in transit on vehicles of their own with a terminal: half the CLIENTE user's client's, half others'.
  const viagens = [];
  const outros = (await db.query(`select id from clientes where id <> $1 order by id limit 4`, [clienteId])).rows.map((r) => r.id);
  for (let i = 0; i < VIAGENS; i++) {
    const cliente = i % 2 ? clienteId : outros[i % outros.length];
    const placa = `PSH${String(i).padStart(4, '0')}`;
    const terminal = `PUSH${i}`;
    const [{ id: veiculo }] = (await db.query(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, terminal])).rows;
    await db.query(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [cliente, veiculo]);
    const [{ id }] = (await db.query(
      `insert into monitoramentos (cliente_id, veiculo_id, placa, status, tipo_viagem_id, valor_embarque, username_add, fone1, previsao_inicio, data_inicio, previsao_fim)
       values ($1, $2, $3, 2, 1, 1000, 'ADMIN', '11987654321', now() - interval '1 hour', now() - interval '1 hour', now() + interval '5 hours') returning id`,
      [cliente, veiculo, placa],
    )).rows;
    viagens.push({ id, terminal, doCliente: cliente === clienteId });
  }

  const equipe = ['ADMIN', 'SUPERVISOR', 'CENTRAL', 'OPERADOR', 'MONITOR'];
  const sessoes = {};
  for (const quem of [...equipe, 'CLIENTE']) sessoes[quem] = await sessao(quem);
  const t0 = performance.now();
  for (let i = 0; i < CONEXOES; i++) {
    const quem = i % 5 === 4 ? 'CLIENTE' : equipe[i % equipe.length];
    fluxos.push(await abrir(sessoes[quem], quem));
  }
  const abrirMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1_000));

  const { token } = await (await fetch(`http://127.0.0.1:${porta}/api/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: { username: 'ADMIN', password: 'demo1234' } }) })).json();
  const latencias = [];
  const chamadas = [];
  let perdidas = 0;
  const enviados = [];
  for (let k = 0; k < FIXES; k++) {
    const v = viagens[k % viagens.length];
    const inicio = performance.now();
    const r = await fetch(`http://127.0.0.1:${porta}/api/telemetria/posicoes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ posicoes: [{ terminal: v.terminal, data_posicao: new Date().toISOString(), latitude: -23.5 + k / 1e4, longitude: -46.6, velocidade: 60, ignicao: true }] }),
    });
    await r.arrayBuffer();
    chamadas.push(performance.now() - inicio);
    enviados.push({ v, inicio });
    await new Promise((ok) => setTimeout(ok, INTERVALO_MS));
  }
  await new Promise((r) => setTimeout(r, 2_000));
  // Each fix against each desk that may read its trip: the first event with the id after the call began.
  for (const { v, inicio } of enviados) {
    for (const f of fluxos) {
      if (f.quem === 'CLIENTE' && !v.doCliente) {
        if ((f.chegadas.get(v.id) ?? []).length) throw new Error(`o CLIENTE recebeu a SM ${v.id} de outro cliente`);
        continue;
      }
      const chegada = (f.chegadas.get(v.id) ?? []).find((t) => t >= inicio);
      if (chegada === undefined) perdidas++;
      else latencias.push(chegada - inicio);
    }
  }
  const fechadas = fluxos.filter((f) => f.fechou).length;
  const ms = (x) => `${x.toFixed(0).padStart(5)} ms`;
  console.log(`\nMesa ao vivo: ${CONEXOES} conexões abertas (${comFrontend ? 'pelo frontend, /recursos/atualizacoes com cookie' : 'na API, com token'}; ${redis ? 'Redis' : 'sem Redis'}), ${FIXES} posições, uma a cada ${INTERVALO_MS} ms`);
  console.log(`  abrir as ${CONEXOES} conexões                 ${ms(abrirMs)}`);
  console.log(`  POST /api/telemetria/posicoes       p50 ${ms(percentil(chamadas, 50))}   p95 ${ms(percentil(chamadas, 95))}`);
  console.log(`  posição → evento na mesa (${latencias.length} entregas)  p50 ${ms(percentil(latencias, 50))}   p95 ${ms(percentil(latencias, 95))}   máx ${ms(Math.max(...latencias))}   (meta p95 < 1000 ms)`);
  console.log(`  entregas que não chegaram: ${perdidas}; conexões que caíram: ${fechadas}`);
} finally {
  for (const f of fluxos) f.req.destroy();
  agente.destroy();
  await db.end().catch(() => {});
  await parar(app);
  await sql(servidor, `drop database if exists ${banco} with (force)`);
}
