// Trip lists under load (issue 21 "Figures"): GET /api/monitoramentos/index_emviagens pages with
// 10,000 trips in transit, each vehicle with its last position, at 32 concurrent clients, beside a
// bare node-postgres handler (viagens-pg-puro.mjs) running the same SQL the product sends (captured
// here from the product's own query code). Prints req/s, p50/p95 and the ratio (goal >= 0.8);
// never fails on speed. Own database on DATABASE_URL's server, dropped at the end.
//   node test/bench/viagens-grid.bench.mjs      (after npm run build:libs && tsc -b apps/backend)
import knexFactory from 'knex';
import { cargaHttp, tokenDe, esperar, parar, RAIZ, redisLocal, sql, subir } from './util.mjs';

const servidor = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const banco = `gr_bench_viagens_${Date.now().toString(36)}`;
const portaApp = Number(process.env.BENCH_PORT ?? 3194);
const portaPuro = portaApp + 1;
const CLIENTES = 32;
const VIAGENS = Number(process.env.BENCH_VIAGENS ?? 10_000);
const REQUISICOES = Number(process.env.BENCH_REQUISICOES ?? 3000);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 15);
const LINHAS = 50;

const { agente, get, medir, linha } = cargaHttp({ clientes: CLIENTES, requisicoes: REQUISICOES, segundos: SEGUNDOS, aquecimento: 1000 });

/** The SQL the product runs for the list's page and count, from its own query code (knex's query events). */
async function sqlDoProduto(url) {
  const { ListasViagensQueries } = await import(`${RAIZ}/apps/backend/dist/modules/monitoring/viagens/listas.queries.js`);
  const { GRID_VIAGENS_EM_VIAGEM, parseGridQuery } = await import('@gr/domain');
  const { configurarContagemGrid } = await import('@gr/infrastructure');
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
  const vistas = [];
  knex.on('query', (q) => vistas.push(q));
  const em = { getTransactionContext: () => undefined, getKnex: () => knex };
  const q = parseGridQuery({ rows: String(LINHAS) }, GRID_VIAGENS_EM_VIAGEM);
  // Once with the count forced, once as the product runs (estimate above the threshold).
  configurarContagemGrid({ estimarAcimaDe: 0 });
  await new ListasViagensQueries(em).lista(GRID_VIAGENS_EM_VIAGEM, q, false, { tipo: 'todos' }, { status: 2 });
  await knex.destroy();
  const contagem = vistas.find((v) => v.sql.startsWith('select count(*) as "count"'));
  const pagina = vistas.find((v) => v !== contagem && /limit \$\d+$/.test(v.sql));
  // The page as the product sends an unfiltered one: its SQL with limit and offset appended.
  const bindings = pagina.bindings.slice(0, -1);
  const sqlPagina = `${pagina.sql.replace(/ limit \$\d+$/, '')} limit $${bindings.length + 1} offset $${bindings.length + 2}`;
  return { pagina: sqlPagina, contagem: contagem.sql, bindingsContagem: contagem.bindings, bindings };
}

const u = new URL(servidor);
u.pathname = `/${banco}`;
const urlBanco = u.toString();
const redis = await redisLocal();
await sql(servidor, `create database ${banco}`);
// BENCH_PERFIL=<dir>: the product runs with --cpu-prof there (the profile of the grid path, written at exit).
const perfil = process.env.BENCH_PERFIL ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PERFIL}`] : [];
const app = subir([...perfil, 'apps/backend/dist/main.js'], { PORT: String(portaApp), HOST: '127.0.0.1', DATABASE_URL: urlBanco, DEMO: '1', JWT_SECRET: 'bench', REDIS_URL: redis, LOG_LEVEL: '', SIMULATOR: 'off', OSMAND_PORT: 'off' });
app.stdout.resume();
let puro;
try {
  if (!(await esperar(async () => (await get(portaApp, '/api/health')).status === 200, 120_000))) throw new Error('o backend não subiu');
  const t0 = performance.now();
  // 10,000 vehicles of the demo's clients, each with a trip in transit on one of its client's routes,
  // a driver, and a last position near the route's origin.
  await sql(urlBanco, `
    insert into veiculos (placa, tipo, tecnologia_id, terminal)
    select 'ZZ' || chr(65 + g / 1000) || ((g / 100) % 10) || 'X' || lpad((g % 100)::text, 2, '0'), 'CAVALO',
           (select id from tecnologias order by id limit 1), 'BENCH' || g
    from generate_series(0, ${VIAGENS - 1}) g;`);
  await sql(urlBanco, `
    insert into clientes_veiculos (cliente_id, veiculo_id, tipo)
    select (array(select id from clientes where exists (select 1 from rotas r where r.cliente_id = clientes.id) order by id))[1 + (v.id % (select count(*) from clientes where exists (select 1 from rotas r where r.cliente_id = clientes.id)))::int],
           v.id, 'FROTA'
    from veiculos v where v.terminal like 'BENCH%';`);
  await sql(urlBanco, `
    insert into monitoramentos (cliente_id, veiculo_id, placa, rota_id, funcionario_id, status, tipo_viagem_id, valor_embarque, username_add, previsao_inicio, previsao_fim, data_inicio, terminal)
    select cv.cliente_id, v.id, v.placa,
           (select r.id from rotas r where r.cliente_id = cv.cliente_id order by r.id limit 1),
           (select cf.funcionario_id from clientes_funcionarios cf where cf.cliente_id = cv.cliente_id order by cf.id limit 1),
           2, 1, 10000, 'BENCH', now() - interval '3 hours', now() + interval '1 day', now() - interval '2 hours', v.terminal
    from veiculos v join clientes_veiculos cv on cv.veiculo_id = v.id where v.terminal like 'BENCH%';`);
  await sql(urlBanco, `
    insert into ultimas_posicoes (veiculo_id, terminal, tecnologia_id, data_posicao, data_recebida, latitude, longitude, velocidade, direcao, ignicao)
    select m.veiculo_id, m.terminal, null, now() - interval '1 minute', now() - interval '50 seconds',
           p.latitude::float8 + ((m.id % 100) - 50) * 0.001, p.longitude::float8 + ((m.id % 70) - 35) * 0.001, 60, 90, (m.id % 2 = 0)
    from monitoramentos m join rotas r on r.id = m.rota_id join pontos p on p.id = r.ponto_origem_id
    where m.username_add = 'BENCH'
    on conflict (veiculo_id) do nothing;`);
  for (const t of ['veiculos', 'monitoramentos', 'ultimas_posicoes', 'clientes_veiculos']) await sql(urlBanco, `vacuum analyze ${t}`);
  const n = Number((await sql(urlBanco, 'select count(*)::int as n from monitoramentos where status = 2 and excluida_em is null')).rows[0].n);
  console.log(`${n.toLocaleString('pt-BR')} viagens em andamento com última posição, prontas em ${((performance.now() - t0) / 1000).toFixed(1)} s; ${CLIENTES} clientes concorrentes, até ${REQUISICOES} requisições ou ${SEGUNDOS} s por medida`);

  const capturado = await sqlDoProduto(urlBanco);
  if (process.env.BENCH_MANTER === '1') console.log(JSON.stringify(capturado));
  puro = subir(['test/bench/viagens-pg-puro.mjs'], { PORT: String(portaPuro), DATABASE_URL: urlBanco, BENCH_SQL: JSON.stringify(capturado) });
  puro.stdout.resume();
  if (!(await esperar(async () => (await get(portaPuro, '/pagina')).status === 200, 30_000))) throw new Error('o handler pg puro não subiu');

  const token = await tokenDe(portaApp, 'ADMIN');
  const auth = { authorization: `Bearer ${token}` };
  const paginas = (prefixo) => (i) => `${prefixo}page=${1 + (i % 20)}&rows=${LINHAS}`;
  const produto = await medir(portaApp, paginas('/api/monitoramentos/index_emviagens?'), auth);
  const estimado = produto.ultima?.records_estimado === true;
  const mesmoSql = await medir(portaPuro, paginas(`/pagina?contar=${estimado ? 0 : 1}&`), {});
  console.log(`\nGET /api/monitoramentos/index_emviagens, páginas 1–20 de ${LINHAS} linhas (records ${estimado ? 'estimado' : 'exato'}):`);
  console.log(linha(`pg puro: mesmo SQL${estimado ? ' (só a página)' : ' (count + página)'}`, mesmoSql));
  console.log(linha('produto: GET /api/monitoramentos/index_emviagens', produto));
  console.log(`  razão produto / pg puro com o mesmo SQL: ${(produto.rps / mesmoSql.rps).toFixed(2)} (meta >= 0.8)`);
} finally {
  agente.destroy();
  if (puro) await parar(puro);
  await parar(app);
  // BENCH_MANTER=1 keeps the database (its name is printed) to EXPLAIN the captured SQL by hand.
  if (process.env.BENCH_MANTER === '1') console.log(`banco mantido: ${banco}`);
  else await sql(servidor, `drop database if exists ${banco} with (force)`);
}
