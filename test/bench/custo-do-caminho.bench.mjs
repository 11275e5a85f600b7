// "The cost of the path, measured": in one run and under the same 32 concurrent clients, the
// product's users grid (GET /api/users, authenticated) beside a bare node-postgres handler that
// runs the same SQL (pg-puro.mjs), on a 100,000-row table and on a 10,000-row one; then an
// authenticated call that does nothing beside GET /api/health. Prints req/s, p50/p95 and the
// ratios; never fails on speed. Own database on DATABASE_URL's server, dropped at the end;
// loopback only. Each phase stops at BENCH_REQUISICOES requests or BENCH_SEGUNDOS seconds.
//   node test/bench/custo-do-caminho.bench.mjs      (after npm run build:libs && tsc -b apps/backend)
import { existsSync } from 'node:fs';
import { cargaHttp, tokenDe, esperar, parar, RAIZ, redisLocal, sql, subir } from './util.mjs';

const servidor = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const banco = `gr_bench_caminho_${Date.now().toString(36)}`;
const portaApp = Number(process.env.BENCH_PORT ?? 3192);
const portaPuro = portaApp + 1;
const CLIENTES = 32;
const REQUISICOES = Number(process.env.BENCH_REQUISICOES ?? 3000);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 15);
const AQUECIMENTO = 1000; // or 5 s: the product has more code for V8 to optimise than the bare handler
const GRANDE = 100_000;
const PEQUENA = 10_000;

const { agente, get, medir, linha } = cargaHttp({ clientes: CLIENTES, requisicoes: REQUISICOES, segundos: SEGUNDOS, aquecimento: AQUECIMENTO });

const u = new URL(servidor);
u.pathname = `/${banco}`;
const urlBanco = u.toString();
const redis = await redisLocal();
await sql(servidor, `create database ${banco}`);
const app = subir(['apps/backend/dist/main.js'], { PORT: String(portaApp), HOST: '127.0.0.1', DATABASE_URL: urlBanco, DEMO: '1', JWT_SECRET: 'bench', REDIS_URL: redis, LOG_LEVEL: '', SIMULATOR: 'off', OSMAND_PORT: 'off' });
app.stdout.resume();
let puro;
try {
  if (!(await esperar(async () => (await get(portaApp, '/api/health')).status === 200, 90_000))) throw new Error('o backend não subiu');
  puro = subir(['test/bench/pg-puro.mjs'], { PORT: String(portaPuro), DATABASE_URL: urlBanco });
  puro.stdout.resume();
  if (!(await esperar(async () => (await get(portaPuro, '/pagina')).status === 200, 30_000))) throw new Error('o handler pg puro não subiu');

  const demo = Number((await sql(urlBanco, 'select count(*)::int as n from usuarios')).rows[0].n);
  const t0 = performance.now();
  await sql(urlBanco, `
    insert into usuarios (username, email, grupo_usuario_id, cliente_id, password_hash, data_cadastro, updated_at)
    select 'USUARIO' || g, 'usuario' || g || '@bench.com.br', 3 + (g % 15), case when g % 15 = 5 then 1 else null end, null,
           now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${GRANDE - demo}) g;`);
  await sql(urlBanco, 'vacuum analyze usuarios'); // what autovacuum does after a bulk load
  console.log(`${GRANDE} usuários prontos em ${((performance.now() - t0) / 1000).toFixed(1)} s; Redis ${redis ? `em ${redis}` : 'não configurado'}; frontend ${existsSync(`${RAIZ}/apps/frontend/build/server/index.js`) ? 'montado' : 'não compilado'}; ${CLIENTES} clientes concorrentes, até ${REQUISICOES} requisições ou ${SEGUNDOS} s por medida`);

  const token = await tokenDe(portaApp, 'ADMIN');
  const auth = { authorization: `Bearer ${token}` };
  const paginas = (prefixo) => (i) => `${prefixo}page=${1 + (i % 20)}&rows=15`;

  const resumo = [];
  for (const tamanho of [GRANDE, PEQUENA]) {
    if (tamanho !== GRANDE) {
      await sql(urlBanco, `delete from usuarios where id > (select id from usuarios order by id offset ${tamanho - 1} limit 1)`);
      await sql(urlBanco, 'vacuum analyze usuarios');
    }
    const n = Number((await sql(urlBanco, 'select count(*)::int as n from usuarios')).rows[0].n);
    console.log(`\nGrid de usuários, ${n.toLocaleString('pt-BR')} linhas, páginas 1–20 de 15 linhas, ordem padrão (id desc):`);
    const exato = await medir(portaPuro, paginas('/grid?'), {});
    console.log(linha('pg puro: count(*) exato + página', exato));
    const soPagina = await medir(portaPuro, paginas('/pagina?'), {});
    console.log(linha('pg puro: só a página (contagem estimada)', soPagina));
    const produto = await medir(portaApp, paginas('/api/users?'), auth);
    const estimado = produto.ultima?.records_estimado === true;
    console.log(linha(`produto: GET /api/users (records ${estimado ? 'estimado' : 'exato'})`, produto));
    const mesmoSql = estimado ? soPagina : exato;
    console.log(`  razão produto / pg puro com o mesmo SQL: ${(produto.rps / mesmoSql.rps).toFixed(2)}   produto / pg puro com count exato: ${(produto.rps / exato.rps).toFixed(2)}`);
    resumo.push(`${n} linhas: ${(produto.rps / mesmoSql.rps).toFixed(2)}`);
  }

  console.log('\nChamada autenticada que não faz nada, ao lado da pública:');
  const saude = await medir(portaApp, () => '/api/health', {});
  console.log(linha('GET /api/health (pública)', saude));
  const vazia = await medir(portaApp, () => '/api/users/is_grupo/3', auth);
  console.log(linha('GET /api/users/is_grupo/3 (só autenticação)', vazia));
  const logado = await medir(portaApp, () => '/api/users/usuario_logado', auth);
  console.log(linha('GET /api/users/usuario_logado', logado));
  console.log(`  razão autenticada / health: ${(vazia.rps / saude.rps).toFixed(2)}`);
  console.log(`\nResumo (produto / pg puro, mesmo SQL): ${resumo.join('; ')}; autenticada vazia / health: ${(vazia.rps / saude.rps).toFixed(2)}`);
} finally {
  agente.destroy();
  if (puro) await parar(puro);
  await parar(app);
  await sql(servidor, `drop database if exists ${banco} with (force)`);
}
