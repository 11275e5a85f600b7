import type { AppDeTeste } from './support/app.js';
import { auth, usarDemo, veiculoSoDe, type Demo } from './support/masters.js';

/**
 * The API's edge (issue 9): the malformed requests a new consumer sent, each answered 4xx with a
 * Portuguese message naming the field, never 500, and nothing written.
 */
let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => ((t = app), (d = demo)));

const aninhado = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const contar = async (tabela: string) => Number((await t.sql<{ n: string }>(`select count(*) as n from ${tabela}`))[0]!.n);

describe('corpo: tamanho e aninhamento', () => {
  it.each(['/api/sessions', '/api/users/recuperar_senha'])('JSON aninhado 20.000 níveis em %s (pública) → 400 no corpo', async (url) => {
    const r = await t.http.post(url).set('Content-Type', 'application/json').send(aninhado(20_000));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: { corpo: ['tem níveis demais (máximo 16)'] } });
  });

  it('corpo acima de 1 MB → 413 com mensagem em português', async () => {
    const r = await t.http.post('/api/sessions').set('Content-Type', 'application/json').send(JSON.stringify({ x: 'y'.repeat(1_100_000) }));
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ error: 'A requisição é grande demais' });
  });

  it('JSON malformado → 400', async () => {
    const r = await t.http.post('/api/sessions').set('Content-Type', 'application/json').send('{"session":');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: { corpo: ['JSON malformado no corpo da requisição'] } });
  });
});

describe('textos: NUL e surrogates', () => {
  it('NUL num filtro de grid → 400 no campo', async () => {
    const r = await t.http.get('/api/veiculos?modelo_descricao=%00').set(auth(d.admin));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ modelo_descricao: ['não pode conter o caractere NUL'] });
  });

  it('surrogate sem par no e-mail de users/create → 400 no campo e nenhum usuário criado', async () => {
    const antes = await contar('usuarios');
    const r = await t.http.post('/api/users/create').set(auth(d.admin)).send({ user: { username: 'SURROGATE', email: '\ud800x', grupo: 6, password: 'segredo123' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ email: ['contém caracteres inválidos (UTF-16 incompleto)'] });
    expect(await contar('usuarios')).toBe(antes);
  });

  it('NUL num parâmetro de caminho → 400', async () => {
    const r = await t.http.get('/api/clientes/consultar_cnpj/%00').set(auth(d.admin));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ caminho: ['não pode conter o caractere NUL'] });
  });
});

describe('nulos', () => {
  it('username nulo em users/create → 400 no campo, não 500', async () => {
    const r = await t.http.post('/api/users/create').set(auth(d.admin)).send({ user: { username: null, grupo: 4 } });
    expect(r.status).toBe(400);
    expect(r.body.errors.username).toEqual(['não pode ficar em branco']);
  });
});

describe('inteiros no intervalo da coluna', () => {
  it('cliente_id além de int4 no grid de usuários → 400 no campo', async () => {
    const r = await t.http.get('/api/users?cliente_id=99999999999').set(auth(d.admin));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ cliente_id: ['deve ser um número inteiro'] });
  });

  it('cavalo_id 2147483648 em adicionar_carreta → 400 no campo, nada gravado', async () => {
    const antes = await contar('veiculos_carretas');
    const r = await t.http.post('/api/veiculos/adicionar_carreta').set(auth(d.admin)).send({ cavalo_id: 2147483648, carreta_id: 1 });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ cavalo_id: ['deve estar entre -2147483648 e 2147483647'] });
    expect(await contar('veiculos_carretas')).toBe(antes);
  });

  it('1e308 num id → 400', async () => {
    const r = await t.http.post('/api/veiculos/adicionar_carreta').set(auth(d.admin)).send({ cavalo_id: 1e308, carreta_id: 1 });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors)).toEqual(['cavalo_id']);
  });
});

describe('ids só com dígitos decimais', () => {
  it.each(['0x2', '2e0', '2%20', '+2', '2.0', '%202'])('GET /api/rotas/%s → 400, nunca a rota 2', async (id) => {
    const r = await t.http.get(`/api/rotas/${id}`).set(auth(d.admin));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ id: ['deve ser um número inteiro'] });
  });

  it('a forma canônica continua respondendo', async () => {
    expect((await t.http.get('/api/rotas/2').set(auth(d.admin))).status).toBe(200);
  });

  it('id de consulta com forma frouxa → 400 no parâmetro', async () => {
    const v = await veiculoSoDe(t, d.rodovale);
    const r = await t.http.get(`/api/veiculos/${v.id}/por_cliente/0x1`).set(auth(d.admin));
    expect(r.status).toBe(400);
  });
});

describe('referências a registros inexistentes', () => {
  it('acoes_pgr com email_id que não existe → 422 nomeando o campo, nada gravado', async () => {
    const antes = await contar('acoes_pgr');
    const r = await t.http.post('/api/acoes_pgr').set(auth(d.admin)).send({ acaopgr: { descricao: 'AVISAR CENTRAL', tipo_acao_pgr_id: 1, email_id: 999999 } });
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('O registro informado em email_id não existe');
    expect(r.body.campo).toBe('email_id');
    expect(await contar('acoes_pgr')).toBe(antes);
  });

  it('acoes_pgr com tipo_acao_pgr_id nulo (o tipo é opcional) grava e continua legível no grid', async () => {
    const r = await t.http.post('/api/acoes_pgr').set(auth(d.admin)).send({ acaopgr: { descricao: 'AVISAR CENTRAL 2', tipo_acao_pgr_id: null } });
    expect(r.status).toBe(201);
    const g = await t.http.get('/api/acoes_pgr?descricao=AVISAR%20CENTRAL%202').set(auth(d.admin));
    expect(g.status).toBe(200);
    expect(g.body.rows).toEqual([expect.objectContaining({ descricao: 'AVISAR CENTRAL 2', tipo_acao_pgr_id: null })]);
  });

  it('acoes_pgr com tipo_acao_pgr_id fora de 1..99 → 400 no campo', async () => {
    const r = await t.http.post('/api/acoes_pgr').set(auth(d.admin)).send({ acaopgr: { descricao: 'AVISAR CENTRAL 3', tipo_acao_pgr_id: 2147483648 } });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors)).toEqual(['tipo_acao_pgr_id']);
  });
});

describe('datas', () => {
  it('perfis com protocolo e validade impossíveis, como usuário de cliente → 400, nunca 500', async () => {
    const [f] = await t.sql<{ id: number }>(
      `select funcionario_id as id from clientes_funcionarios where cliente_id = $1 and ativo order by id limit 1`, [d.rodovale],
    );
    const r = await t.http.post(`/api/funcionarios/${f!.id}/update_perfis`).set(auth(d.cliente))
      .send({ perfis: [{ cliente_id: d.rodovale, protocolo: '31/02/2025 - 99/99/9999', validade_protocolo: '31/02/2025' }] });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors)).toEqual(['perfis.0.validade_protocolo']);
  });

  it('período impossível num filtro de grid → 400', async () => {
    const r = await t.http.get(`/api/users?data_cadastro=${encodeURIComponent('31/02/2025 - 99/99/9999')}`).set(auth(d.admin));
    expect(r.status).toBe(400);
    expect(r.body.errors.data_cadastro).toEqual(['período inválido, use dd/mm/aaaa - dd/mm/aaaa']);
  });
});

describe('id da requisição', () => {
  it('toda resposta da API traz X-Request-Id; um id sensato do chamador é mantido', async () => {
    const r = await t.http.get('/api/health');
    expect(r.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const meu = await t.http.get('/api/health').set('X-Request-Id', 'proxy-trace-12345');
    expect(meu.headers['x-request-id']).toBe('proxy-trace-12345');
    const ruim = await t.http.get('/api/health').set('X-Request-Id', 'x'.repeat(500));
    expect(ruim.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
