// Telemetry in, measured (issue 11), side by side in one run on DATABASE_URL's server:
//   1. the batch door (POST /api/telemetria/posicoes, 2,000 a call, 4 in flight) with last positions
//      updated, against a plain PostgreSQL COPY of the same rows into a plain table;
//   2. the OsmAnd door with 1,000 concurrent devices, one position each per round;
//   3. the p95 of GET /api/veiculos/posicoes for 24 h of one terminal with BENCH_POSICOES positions
//      stored (default 1,000,000; the figure is 10 million: BENCH_POSICOES=10000000).
// Prints positions/s and their ratio; never fails on speed.
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { esperar, parar, percentil, sql, subir } from './util.mjs';

const servidor = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const banco = `gr_bench_tel_${Date.now().toString(36)}`;
const porta = Number(process.env.BENCH_PORT ?? 3196);
const portaOsmand = porta + 1;
const TOTAL = Number(process.env.BENCH_LOTE_TOTAL ?? 200_000);
const LOTE = 2000;
const DISPOSITIVOS = 1000;
const RODADAS = Number(process.env.BENCH_RODADAS ?? 5);
const HISTORICO = Number(process.env.BENCH_POSICOES ?? 1_000_000);

const u = new URL(servidor);
u.pathname = `/${banco}`;
const url = u.toString();
await sql(servidor, `create database ${banco}`);
const app = subir(['apps/backend/dist/main.js'], { PORT: String(porta), OSMAND_PORT: String(portaOsmand), HOST: '127.0.0.1', DATABASE_URL: url, DEMO: '1', JWT_SECRET: 'bench', SIMULATOR: 'off', LOG_LEVEL: '' });
app.stdout.resume();
const db = new pg.Client({ connectionString: url });
try {
  if (!(await esperar(async () => (await fetch(`http://127.0.0.1:${porta}/api/health`)).ok, 90_000))) throw new Error('o backend não subiu');
  await db.connect();
  // Enough vehicles with a terminal of their own for 1,000 devices.
  await db.query(`update veiculos set terminal = 'B' || id where id in (select id from veiculos order by id limit ${DISPOSITIVOS})`);
  const terminais = (await db.query(`select terminal from veiculos where terminal like 'B%' order by id`)).rows.map((r) => r.terminal);
  const { token } = await (await fetch(`http://127.0.0.1:${porta}/api/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: { username: 'ADMIN', password: 'demo1234' } }) })).json();
  const base = Date.now() - 20 * 3600_000;
  const posicao = (i) => ({ terminal: terminais[i % terminais.length], data_posicao: new Date(base + Math.floor(i / terminais.length) * 1000).toISOString(), latitude: -23.5 + (i % 100) / 1000, longitude: -46.6, velocidade: 60, direcao: 90, ignicao: true, perifericos: { 1: 0, 8: 0 } });

  // 1a. The batch door.
  let proximo = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (proximo < TOTAL) {
      const inicio = proximo;
      proximo += LOTE;
      const posicoes = Array.from({ length: Math.min(LOTE, TOTAL - inicio) }, (_, k) => posicao(inicio + k));
      const r = await fetch(`http://127.0.0.1:${porta}/api/telemetria/posicoes`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ posicoes }) });
      const corpo = await r.json();
      if (corpo.gravadas !== posicoes.length) throw new Error(`lote: ${JSON.stringify(corpo)}`);
    }
  }));
  const porta1 = TOTAL / ((performance.now() - t0) / 1000);

  // 1b. COPY of the same rows into a plain table.
  await db.query('create table copia_posicoes (terminal varchar(30), data_posicao timestamptz, veiculo_id int, latitude float8, longitude float8, velocidade real, direcao real, ignicao boolean, leituras jsonb)');
  const linhas = function* () {
    for (let i = 0; i < TOTAL; i++) {
      const p = posicao(i);
      yield `${p.terminal}\t${p.data_posicao}\t${i % 1000}\t${p.latitude}\t${p.longitude}\t60\t90\tt\t{"1":0,"8":0}\n`;
    }
  };
  const t1 = performance.now();
  await pipeline(Readable.from(linhas()), db.query(copyStreams.from('copy copia_posicoes from stdin')));
  const copia = TOTAL / ((performance.now() - t1) / 1000);
  console.log(`Porta de lote (${LOTE}/chamada, 4 em paralelo, últimas posições atualizadas): ${porta1.toFixed(0)} posições/s`);
  console.log(`COPY puro das mesmas ${TOTAL} linhas:                                      ${copia.toFixed(0)} posições/s`);
  console.log(`Razão lote/COPY: ${(porta1 / copia).toFixed(2)} (meta: ≥ 0,5 e 30.000/s)`);

  // 2. OsmAnd with 1,000 concurrent devices.
  const agente = new http.Agent({ keepAlive: true, maxSockets: DISPOSITIVOS });
  const enviar = (caminho) => new Promise((ok, erro) => {
    const req = http.request({ host: '127.0.0.1', port: portaOsmand, path: caminho, method: 'POST', agent: agente }, (res) => {
      res.resume();
      res.on('end', () => ok(res.statusCode));
    });
    req.on('error', erro);
    req.end();
  });
  let aceitas = 0;
  const t2 = performance.now();
  for (let r = 0; r < RODADAS; r++) {
    const quando = Math.floor((base + 19 * 3600_000) / 1000) + r;
    const status = await Promise.all(terminais.map((t) => enviar(`/?id=${t}&timestamp=${quando}&lat=-23.5&lon=-46.6&speed=30`)));
    aceitas += status.filter((s) => s === 200).length;
  }
  const osmand = aceitas / ((performance.now() - t2) / 1000);
  console.log(`Porta OsmAnd, ${DISPOSITIVOS} dispositivos simultâneos × ${RODADAS} rodadas: ${osmand.toFixed(0)} posições/s (${aceitas} aceitas)`);

  // 3. The history of one terminal among HISTORICO positions.
  const alvo = terminais[0];
  await db.query(`
    insert into posicoes (terminal, data_posicao, veiculo_id, latitude, longitude, velocidade)
    select 'H' || (g % 500), now() - ((g / 500) || ' seconds')::interval * 30, 1, -23.5, -46.6, 50
    from generate_series(1, ${HISTORICO}) g on conflict do nothing`).catch((e) => console.log(`(carga do histórico: ${e.message})`));
  await db.query('analyze posicoes');
  const tempos = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    const r = await fetch(`http://127.0.0.1:${porta}/api/veiculos/posicoes?terminal_id=${alvo}&horas=24`, { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
    tempos.push(performance.now() - t);
  }
  const { rows: [{ n }] } = await db.query('select count(*)::int as n from posicoes');
  console.log(`GET /api/veiculos/posicoes (24 h de um terminal) com ${n} posições guardadas: p50 ${percentil(tempos, 50).toFixed(1)} ms, p95 ${percentil(tempos, 95).toFixed(1)} ms`);
} finally {
  await db.end().catch(() => {});
  await parar(app);
  await sql(servidor, `drop database if exists ${banco} with (force)`);
}
