// Issue 12's figure: the operator checklist grid's p95 under 32 concurrent clients with 100,000
// checklists, as a ratio to the bare-handler baseline of the request-path benchmark (pg-puro.mjs:
// node:http + node-postgres running the users grid's page on 100,000 users, no framework, no auth).
// Three product calls: the queue as the screen opens it (blank status, this month's registration
// dates), every status (TODOS) paged 1–20 by 100, and a plate filter. Prints req/s, p50/p95 and the
// ratios (also against the bare handler running the grid's own SQL, 100 rows); never fails on speed. Own database on DATABASE_URL's server, dropped at the end.
//   node test/bench/checklists.bench.mjs      (after npm run build)
import { cargaHttp, tokenDe, esperar, parar, sql, subir } from './util.mjs';

const servidor = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const banco = `gr_bench_checklists_${Date.now().toString(36)}`;
const portaApp = Number(process.env.BENCH_PORT ?? 3196);
const portaPuro = portaApp + 1;
const CLIENTES = 32;
const REQUISICOES = Number(process.env.BENCH_REQUISICOES ?? 2000);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 15);
const TOTAL = 100_000;

const { agente, get, medir, linha: linhaBase } = cargaHttp({ clientes: CLIENTES, requisicoes: REQUISICOES, segundos: SEGUNDOS });
const linha = (rotulo, r) => linhaBase(rotulo, r, 52);

const u = new URL(servidor);
u.pathname = `/${banco}`;
const urlBanco = u.toString();
await sql(servidor, `create database ${banco}`);
const app = subir(['apps/backend/dist/main.js'], {
  PORT: String(portaApp), HOST: '127.0.0.1', DATABASE_URL: urlBanco, DEMO: '1', JWT_SECRET: 'bench', LOG_LEVEL: '', SIMULATOR: 'off', OSMAND_PORT: 'off', CHECKLIST_JOB_SECONDS: '0',
});
app.stdout.resume();
let puro;
try {
  if (!(await esperar(async () => (await get(portaApp, '/api/health')).status === 200, 90_000))) throw new Error('o backend não subiu');
  const t0 = performance.now();
  // 100,000 checklists over the demo's linked vehicles, a year of requests, mostly finished, ~1% in the queue.
  await sql(urlBanco, `
    with l as (select array_agg(id order by id) as ids, count(*)::int as n from clientes_veiculos where ativo)
    insert into check_lists (status, cliente_id, pgr_cliente_id, veiculo_id, placa, terminal, tecnologia_id, vinculo, carroceria, protocolo, username_add, data_cadastro, data_verificacao, data_em_teste, data_finalizado, data_validade)
    select case when g % 100 = 0 then 'VERIFICANDO' when g % 100 = 1 then 'EM_TESTE' when g % 7 = 0 then 'REPROVADO' when g % 11 = 0 then 'EXPIRADO' else 'APROVADO' end,
           cv.cliente_id, null, cv.veiculo_id, v.placa, v.terminal, v.tecnologia_id, cv.tipo, case when g % 2 = 0 then 'ABERTA' else 'FECHADA' end,
           'BK' || lpad(g::text, 12, '0'), 'CENTRAL', d, d + interval '10 minutes', d + interval '15 minutes',
           case when g % 100 > 1 then d + interval '40 minutes' end, case when g % 7 <> 0 then d + interval '30 days' end
    from generate_series(1, ${TOTAL}) g
    cross join l
    cross join lateral (select now() - ((g * 317) % 525600 || ' minutes')::interval as d) t
    join clientes_veiculos cv on cv.id = l.ids[1 + (g % l.n)]
    join veiculos v on v.id = cv.veiculo_id;`);
  const demoUsuarios = Number((await sql(urlBanco, 'select count(*)::int as n from usuarios')).rows[0].n);
  await sql(urlBanco, `
    insert into usuarios (username, email, grupo_usuario_id, cliente_id, password_hash, data_cadastro, updated_at)
    select 'USUARIO' || g, 'usuario' || g || '@bench.com.br', 3 + (g % 15), case when g % 15 = 5 then 1 else null end, null, now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${TOTAL - demoUsuarios}) g;`);
  await sql(urlBanco, 'vacuum analyze check_lists');
  await sql(urlBanco, 'vacuum analyze usuarios');
  const n = Number((await sql(urlBanco, 'select count(*)::int as n from check_lists')).rows[0].n);
  console.log(`${n.toLocaleString('pt-BR')} checklists e ${TOTAL.toLocaleString('pt-BR')} usuários prontos em ${((performance.now() - t0) / 1000).toFixed(1)} s; ${CLIENTES} clientes concorrentes, até ${REQUISICOES} requisições ou ${SEGUNDOS} s por medida`);

  puro = subir(['test/bench/pg-puro.mjs'], { PORT: String(portaPuro), DATABASE_URL: urlBanco });
  puro.stdout.resume();
  if (!(await esperar(async () => (await get(portaPuro, '/pagina')).status === 200, 30_000))) throw new Error('o handler pg puro não subiu');

  const token = await tokenDe(portaApp, 'OPERADOR');
  const auth = { authorization: `Bearer ${token}` };
  const hoje = new Date();
  const dd = (d) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  const mes = encodeURIComponent(`${dd(new Date(hoje.getFullYear(), hoje.getMonth(), 1))} - ${dd(hoje)}`);

  console.log('\nLinha de base (o handler puro do caminho da requisição: página do grid de usuários, 100 mil linhas, 15 por página):');
  const base = await medir(portaPuro, (i) => `/pagina?page=${1 + (i % 20)}&rows=15`, {});
  console.log(linha('pg puro: só a página', base));

  console.log('\nGrid do operador (GET /api/check_lists/operador), 100 mil checklists:');
  const fila = await medir(portaApp, () => `/api/check_lists/operador?page=1&rows=100&sidx=id&sord=desc&data_cadastro=${mes}`, auth);
  console.log(linha(`fila (status vazio, mês corrente): ${fila.ultima?.records ?? '?'} registros`, fila));
  const todos = await medir(portaApp, (i) => `/api/check_lists/operador?page=${1 + (i % 20)}&rows=100&sidx=id&sord=desc&status=TODOS`, auth);
  console.log(linha(`todos os status, páginas 1–20 de 100: ${todos.ultima?.records ?? '?'}${todos.ultima?.records_estimado ? ' (estimado)' : ''}`, todos));
  const placa = await medir(portaApp, () => `/api/check_lists/operador?page=1&rows=100&status=TODOS&placa=${encodeURIComponent(todos.ultima?.rows?.[0]?.placa?.slice(0, 4) ?? 'A')}`, auth);
  console.log(linha('filtro por placa (4 caracteres), todos os status', placa));

  console.log('\nO mesmo SQL do grid (todos os status, 100 linhas) no handler puro:');
  const mesmoSql = await medir(portaPuro, (i) => `/checklists?page=${1 + (i % 20)}&rows=100`, {});
  console.log(linha('pg puro: página de 100 checklists', mesmoSql));

  const r = (x, b = base) => (x.p95 / b.p95).toFixed(2);
  console.log(`\nResumo (p95 do produto / p95 da linha de base do caminho): fila ${r(fila)}; todos os status ${r(todos)}; placa ${r(placa)}`);
  console.log(`        (p95 do produto / p95 do handler puro com o mesmo SQL de 100 linhas): todos os status ${r(todos, mesmoSql)}`);
} finally {
  agente.destroy();
  if (puro) await parar(puro);
  await parar(app);
  await sql(servidor, `drop database if exists ${banco} with (force)`);
}
