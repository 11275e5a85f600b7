// The bare reference of viagens-grid.bench.mjs: node:http + node-postgres, no framework, no auth,
// running the page SQL (and the count, when the product counts) of GET /api/monitoramentos/index_emviagens
// exactly as the product sends it, captured by the bench (BENCH_SQL: { pagina, contagem, bindings }).
//   GET /pagina?page=&rows=&contar=1
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const { pagina, contagem, bindingsContagem, bindings } = JSON.parse(process.env.BENCH_SQL);

const servidor = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://x');
    const rows = Number(url.searchParams.get('rows') ?? 50);
    const page = Number(url.searchParams.get('page') ?? 1);
    const contar = url.searchParams.get('contar') === '1';
    const [c, p] = await Promise.all([contar ? pool.query(contagem, bindingsContagem) : undefined, pool.query(pagina, [...bindings, rows, (page - 1) * rows])]);
    const records = c ? Number(c.rows[0].count) : (page - 1) * rows + p.rows.length;
    const corpo = JSON.stringify({ page, total: Math.max(1, Math.ceil(records / rows)), records, rows: p.rows });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(corpo) }).end(corpo);
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
});
servidor.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('pronto'));
process.on('SIGTERM', () => servidor.close(() => pool.end().then(() => process.exit(0))));
