// The bare reference of custo-do-caminho.bench.mjs: node:http + node-postgres, no framework, no
// auth, running the SQL of the users grid's page as the product sends it (knex's text, same
// pool size as MikroORM's). Started as its own process so it and the product are measured alike.
//   GET /grid?page=&rows=        exact count(*) and the page, in parallel (the classic grid page)
//   GET /pagina?page=&rows=      the page alone (what a grid with an estimated count sends)
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const CONTAGEM = 'select count(*) as "count" from "usuarios" as "u"';
const PAGINA =
  'select "u"."id" as "id", "u"."username" as "username", "u"."email" as "email", "u"."grupo_usuario_id" as "grupo_usuario_id", ' +
  '"g"."descricao" as "grupo_usuario", "u"."cliente_id" as "cliente_id", "c"."nome" as "cliente", "u"."ativo" as "ativo", ' +
  '"u"."alterar_password" as "alterar_password", "u"."administrativo" as "administrativo", "u"."data_cadastro" as "data_cadastro", ' +
  '"u"."updated_at" as "updated_at" from "usuarios" as "u" inner join "grupos_usuarios" as "g" on "g"."id" = "u"."grupo_usuario_id" ' +
  'left join "clientes" as "c" on "c"."id" = "u"."cliente_id" order by u.id desc limit $1 offset $2';

// The checklist operator grid's page (checklists.bench.mjs), as the product sends it with every
// status and an estimated count: the page alone, 100 rows, the same columns.
const seg = (de, ate) => `case when ${de} is null then null else extract(epoch from (coalesce(${ate}, now()) - ${de}))::int end`;
const PAGINA_CHECKLISTS =
  'select c.id as id, c.status as status, c.placa as placa, c.terminal as terminal, te.descricao as tecnologia, c.tecnologia_id as tecnologia_id, ' +
  'c.vinculo as vinculo, cl.nome as cliente, c.cliente_id as cliente_id, c.data_cadastro as data_cadastro, c.username_add as username_add, ' +
  "c.data_validade as data_validade, c.protocolo as protocolo, (c.inicio_teste_online is not null and c.status = 'EM_TESTE') as online, " +
  `c.reutilizado as reutilizado, c.fila_expressa as fila_expressa, case when c.fila_expressa then ${seg('c.data_fila_expressa', 'c.data_finalizado')} end as tempo_em_fila_expressa, ` +
  'c.reteste_pendente as reteste_pendente, c.operador_username as operador_username, c.updated_at as updated_at, ' +
  `${seg('c.data_cadastro', 'c.data_verificacao')} as tempo_verificacao, ${seg('c.data_em_teste', 'c.data_finalizado')} as tempo_em_teste, ` +
  `${seg('c.data_cadastro', 'c.data_finalizado')} as tempo_decorrido ` +
  'from check_lists as c left join tecnologias as te on te.id = c.tecnologia_id left join clientes as cl on cl.id = c.cliente_id ' +
  'order by c.id desc limit $1 offset $2';

const servidor = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://x');
    const rows = Number(url.searchParams.get('rows') ?? 15);
    const page = Number(url.searchParams.get('page') ?? 1);
    let records;
    let linhas;
    if (url.pathname === '/grid') {
      const [c, p] = await Promise.all([pool.query(CONTAGEM), pool.query(PAGINA, [rows, (page - 1) * rows])]);
      records = Number(c.rows[0].count);
      linhas = p.rows;
    } else if (url.pathname === '/checklists') {
      linhas = (await pool.query(PAGINA_CHECKLISTS, [rows, (page - 1) * rows])).rows;
      records = (page - 1) * rows + linhas.length;
    } else if (url.pathname === '/pagina') {
      linhas = (await pool.query(PAGINA, [rows, (page - 1) * rows])).rows;
      records = (page - 1) * rows + linhas.length;
    } else {
      res.writeHead(404).end();
      return;
    }
    const corpo = JSON.stringify({ page, total: Math.max(1, Math.ceil(records / rows)), records, rows: linhas });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(corpo) }).end(corpo);
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
});
servidor.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('pronto'));
process.on('SIGTERM', () => servidor.close(() => pool.end().then(() => process.exit(0))));
