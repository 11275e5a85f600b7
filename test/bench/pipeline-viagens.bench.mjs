// The whole telemetry pipeline with 10,000 trips in transit (issue 22), side by side in one run on
// DATABASE_URL's server: the batch door (POST /api/telemetria/posicoes, 2,000 a call, 4 in flight)
// fed by BENCH_VIAGENS vehicles each in a trip in transit on the demo's longest traced route, their
// fixes walking along it (so every fix is matched to the route, measured and kept); then the same
// count of fixes from as many vehicles in no trip (ingestion with no trip applied).
// Prints positions/s of both and their ratio (goal: ≥ 30,000/s and ≥ 0.6), and the CPU each phase
// took per 1,000 positions (backend and this database's PostgreSQL backends; steadier than wall
// time on a shared machine); never fails on speed.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { esperar, parar, redisLocal, sql, subir, tokenDe } from './util.mjs';

const servidor = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const banco = `gr_bench_pipe_${Date.now().toString(36)}`;
const porta = Number(process.env.BENCH_PORT ?? 3198);
const VIAGENS = Number(process.env.BENCH_VIAGENS ?? 10_000);
const RODADAS = Number(process.env.BENCH_RODADAS ?? 10);
const LOTE = 2000;
const EM_VOO = 4;

const u = new URL(servidor);
u.pathname = `/${banco}`;
const url = u.toString();
await sql(servidor, `create database ${banco}`);
const app = subir([...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), 'apps/backend/dist/main.js'], {
  PORT: String(porta), OSMAND_PORT: 'off', HOST: '127.0.0.1', DATABASE_URL: url, DEMO: '1', JWT_SECRET: 'bench', SIMULATOR: 'off', LOG_LEVEL: '',
  REDIS_URL: await redisLocal(), SIGNAL_LOSS_JOB_SECONDS: '0',
});
app.stdout.resume();
const db = new pg.Client({ connectionString: url });

/** Copies of one row of `tabela`, `n` of them, with the columns in `trocar` computed from g (1..n). */
async function clonar(tabela, id, n, trocar) {
  const { rows } = await db.query(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`,
    [tabela],
  );
  const colunas = rows.map((r) => r.column_name);
  const valores = colunas.map((c) => (c in trocar ? trocar[c] : `o."${c}"`));
  await db.query(`insert into ${tabela} (${colunas.map((c) => `"${c}"`).join(', ')}) select ${valores.join(', ')} from ${tabela} o, generate_series(1, ${n}) g where o.id = ${id}`);
}

try {
  if (!(await esperar(async () => (await fetch(`http://127.0.0.1:${porta}/api/health`)).ok, 120_000))) throw new Error('o backend não subiu');
  await db.connect();
  const { rows: [modelo] } = await db.query(
    `select m.id, m.veiculo_id, r.geojson from monitoramentos m join rotas r on r.id = m.rota_id
     where m.status = 2 and m.excluida_em is null and r.geojson is not null order by length(r.geojson::text) desc limit 1`,
  );
  if (!modelo) throw new Error('a demonstração não tem viagem em trânsito com rota traçada');
  const geo = typeof modelo.geojson === 'string' ? JSON.parse(modelo.geojson) : modelo.geojson;
  const linha = (geo.type === 'Feature' ? geo.geometry : geo.type === 'FeatureCollection' ? geo.features[0].geometry : geo).coordinates;

  // 2 × VIAGENS vehicles of the bench (plates ZZA0001…, terminals PV1…): the first half in a trip each.
  await clonar('veiculos', modelo.veiculo_id, 2 * VIAGENS, {
    placa: `'ZZ' || chr(65 + g / 10000) || lpad((g % 10000)::text, 4, '0')`,
    terminal: `'PV' || g`,
  });
  const { rows: veiculos } = await db.query(`select id, terminal from veiculos where terminal like 'PV%' order by substr(terminal, 3)::int`);
  const { rows: cols } = await db.query(`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'monitoramentos'`);
  const existe = new Set(cols.map((c) => c.column_name));
  const trocarViagem = { veiculo_id: `(select id from veiculos where terminal = 'PV' || g)` };
  for (const c of ['acompanhamento', 'acompanhado_em', 'trafegus_id', 'percentual', 'previsao_de_chegada']) if (existe.has(c)) trocarViagem[c] = 'null';
  if (existe.has('em_desvio')) trocarViagem.em_desvio = 'false';
  await clonar('monitoramentos', modelo.id, VIAGENS, trocarViagem);
  await db.query('analyze');
  const token = await tokenDe(porta, 'ADMIN');

  const base = Date.now() - 60 * 60_000;
  const fix = (v, rodada, i) => {
    const [lon, lat] = linha[(i * 37 + rodada * 5) % linha.length];
    return { terminal: v.terminal, data_posicao: new Date(base + rodada * 60_000 + (i % 1000)).toISOString(), latitude: lat, longitude: lon, velocidade: 60, direcao: 90, ignicao: true, perifericos: { 1: 0, 8: 0 } };
  };
  /** RODADAS fixes of every vehicle in `grupo`, through the batch door; answers positions/s. */
  async function ingerir(grupo, rodadas, primeira = 0) {
    const todas = [];
    for (let r = primeira; r < primeira + rodadas; r++) grupo.forEach((v, i) => todas.push(fix(v, r, i)));
    let proximo = 0;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: EM_VOO }, async () => {
      while (proximo < todas.length) {
        const posicoes = todas.slice(proximo, (proximo += LOTE));
        const r = await fetch(`http://127.0.0.1:${porta}/api/telemetria/posicoes`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ posicoes }) });
        const corpo = await r.json();
        if (corpo.gravadas !== posicoes.length) throw new Error(`lote: ${JSON.stringify(corpo).slice(0, 300)}`);
      }
    }));
    return todas.length / ((performance.now() - t0) / 1000);
  }

  /**
   * CPU time (ms) of the backend and of this database's PostgreSQL backends so far: the machine is
   * shared, so wall time swings with others' work; CPU per position does much less.
   */
  const cpu = async () => {
    const { rows } = await db.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [banco]);
    const ms = (pid) => {
      try {
        const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return ((Number(campos[11]) + Number(campos[12])) * 1000) / 100;
      } catch {
        return 0;
      }
    };
    return { app: ms(app.pid), pg: rows.reduce((t, r) => t + ms(r.pid), 0) };
  };
  const porMil = (a, b, n) => ({ app: ((b.app - a.app) * 1000) / n, pg: ((b.pg - a.pg) * 1000) / n });
  const emViagem = veiculos.slice(0, VIAGENS);
  const semViagem = veiculos.slice(VIAGENS);
  // Warm-up (V8, pools, the route's index) on both halves, then the measured rounds.
  await ingerir(emViagem, 1, 0);
  await ingerir(semViagem, 1, 0);
  // BENCH_AMOSTRAR=1: what the database is busy with during the measured run (pg_stat_activity sampled).
  const amostras = new Map();
  let amostrando = process.env.BENCH_AMOSTRAR === '1';
  const amostrador = amostrando && (async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    while (amostrando) {
      const { rows } = await c.query(`select left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as q, coalesce(wait_event_type, 'CPU') as w from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()`, [banco]);
      for (const r of rows) amostras.set(`${r.w.padEnd(8)} ${r.q}`, (amostras.get(`${r.w.padEnd(8)} ${r.q}`) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    }
    await c.end();
  })();
  const cpu0 = await cpu();
  const comViagens = await ingerir(emViagem, RODADAS, 1);
  const cpuCom = porMil(cpu0, await cpu(), VIAGENS * RODADAS);
  amostrando = false;
  if (amostrador) {
    await amostrador;
    const { rows: [hot] } = await db.query(`select n_tup_upd, n_tup_hot_upd, pg_size_pretty(pg_relation_size('monitoramentos')) as tam, (select avg(pg_column_size(m.*))::int from monitoramentos m) as linha, (select avg(pg_column_size(acompanhamento))::int from monitoramentos) as estado from pg_stat_user_tables where relname = 'monitoramentos'`);
    console.log(`  monitoramentos: ${hot.n_tup_upd} atualizações, ${hot.n_tup_hot_upd} HOT; ${hot.tam}; linha média ${hot.linha} B, estado ${hot.estado} B`);
    for (const [q, n] of [...amostras].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${String(n).padStart(5)} ${q}`);
  }
  const cpu1 = await cpu();
  const semViagens = await ingerir(semViagem, RODADAS, 1);
  const cpuSem = porMil(cpu1, await cpu(), VIAGENS * RODADAS);
  const { rows: [aplicadas] } = await db.query(`select count(*)::int as n, round(avg(percentual))::int as pct from monitoramentos m join veiculos v on v.id = m.veiculo_id where v.terminal like 'PV%' and m.acompanhado_em is not null`);
  console.log(`Pipeline inteiro, ${VIAGENS} viagens em trânsito, rota de ${linha.length} vértices, ${RODADAS} posições por veículo:`);
  console.log(`  posições de veículos em viagem (aplicadas à SM): ${comViagens.toFixed(0)} posições/s (${aplicadas.n} SMs acompanhadas, percentual médio ${aplicadas.pct ?? '-'})`);
  console.log(`  posições de veículos sem viagem (só ingestão):    ${semViagens.toFixed(0)} posições/s`);
  console.log(`Razão com/sem viagem: ${(comViagens / semViagens).toFixed(2)} (meta: ≥ 30.000/s e ≥ 0,6)`);
  const f = (c) => `backend ${c.app.toFixed(0)} ms + PostgreSQL ${c.pg.toFixed(0)} ms`;
  console.log(`CPU por 1.000 posições: em viagem ${f(cpuCom)}; sem viagem ${f(cpuSem)}; razão de CPU sem/com ${((cpuSem.app + cpuSem.pg) / (cpuCom.app + cpuCom.pg)).toFixed(2)}`);
} finally {
  await db.end().catch(() => {});
  await parar(app);
  await sql(servidor, `drop database if exists ${banco} with (force)`);
}
