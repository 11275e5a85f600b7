import { iniciarApp, type AppDeTeste } from './support/app.js';

/**
 * Grids count exactly when filtered or small, and answer the planner's estimate, marked
 * records_estimado, when unfiltered over many rows (decisoes.md, "contagem estimada"). The limit is
 * lowered to 50 rows so a demo database plus a few hundred users is "large"; ANALYZE gives the
 * planner its numbers, as autovacuum would.
 */
let t: AppDeTeste;
let admin: string;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await iniciarApp({ gridEstimativaAcimaDe: 50 });
  admin = await t.login('ADMIN');
  await t.sql(`
    insert into usuarios (username, email, grupo_usuario_id, password_hash, data_cadastro, updated_at)
    select 'CONTAGEM' || g, 'contagem' || g || '@exemplo.com.br', 7, null, now(), now() from generate_series(1, 300) g`);
  await t.sql('analyze usuarios');
  await t.sql('analyze clientes');
});
afterAll(() => t?.fechar());

async function totalUsuarios(): Promise<number> {
  return Number((await t.sql<{ n: string }>('select count(*) as n from usuarios'))[0]!.n);
}

describe('contagens do grid', () => {
  it('responde um grid grande sem filtro com a estimativa, marcada, no mesmo formato', async () => {
    const n = await totalUsuarios();
    const r = await t.http.get('/api/users?page=2&rows=15').set(auth(admin));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ page: 2, total: expect.any(Number), records: expect.any(Number), rows: expect.any(Array), records_estimado: true });
    expect(r.body.rows).toHaveLength(15);
    // After ANALYZE the planner's figure is the table's size, give or take.
    expect(Math.abs(r.body.records - n)).toBeLessThanOrEqual(n * 0.1);
    expect(r.body.total).toBe(Math.ceil(r.body.records / 15));
  });

  it('conta exatamente quando filtrado', async () => {
    const r = await t.http.get('/api/users?username=CONTAGEM1&rows=15').set(auth(admin));
    expect(r.status).toBe(200);
    expect(r.body).not.toHaveProperty('records_estimado');
    expect(r.body.records).toBe(Number((await t.sql<{ n: string }>(`select count(*) as n from usuarios where username ilike '%CONTAGEM1%'`))[0]!.n));
  });

  it('é exato na última página, cujas linhas dizem o total', async () => {
    const n = await totalUsuarios();
    const ultima = Math.ceil(n / 100);
    const r = await t.http.get(`/api/users?page=${ultima}&rows=100`).set(auth(admin));
    expect(r.body).not.toHaveProperty('records_estimado');
    expect(r.body.records).toBe(n);
    expect(r.body.total).toBe(ultima);
  });

  it('estima o que o grid devolveria, com seu escopo: um cliente com poucos motoristas conta exatamente', async () => {
    await t.sql('analyze clientes_funcionarios');
    await t.sql('analyze funcionarios');
    const porCliente = await t.sql<{ cliente_id: number; n: string }>('select cliente_id, count(*) as n from clientes_funcionarios group by 1 order by 2 desc, 1');
    const muitos = porCliente[0]!;
    const poucos = porCliente[porCliente.length - 1]!;
    expect(Number(muitos.n)).toBeGreaterThan(200);
    expect(Number(poucos.n)).toBeLessThan(15);

    const grande = await t.http.get(`/api/clientes/${muitos.cliente_id}/funcionarios?rows=15`).set(auth(admin));
    expect(grande.status).toBe(200);
    expect(grande.body.records_estimado).toBe(true);
    const pequeno = await t.http.get(`/api/clientes/${poucos.cliente_id}/funcionarios?rows=15`).set(auth(admin));
    expect(pequeno.status).toBe(200);
    expect(pequeno.body).not.toHaveProperty('records_estimado');
    expect(pequeno.body.records).toBe(Number(poucos.n));
  });

  it('é a regra única de todo grid: o grid de clientes também estima', async () => {
    const r = await t.http.get('/api/clientes?rows=15').set(auth(admin));
    expect(r.status).toBe(200);
    expect(r.body.records_estimado).toBe(true);
    const filtrado = await t.http.get('/api/clientes?rows=15&nome=RODOVALE').set(auth(admin));
    expect(filtrado.body).not.toHaveProperty('records_estimado');
  });

  it('mantém as exportações inteiras e exatas', async () => {
    const r = await t.http.get('/api/users?formato=xlsx').set(auth(admin)).buffer(true).parse((res, cb) => {
      const partes: Buffer[] = [];
      res.on('data', (p: Buffer) => partes.push(p));
      res.on('end', () => cb(null, Buffer.concat(partes)));
    });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/spreadsheetml/);
  });
});
