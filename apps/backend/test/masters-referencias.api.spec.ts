import type { AppDeTeste } from './support/app.js';
import { auth, usarDemo, type Demo } from './support/masters.js';

let t: AppDeTeste;
let d: Demo;
usarDemo((app, demo) => ((t = app), (d = demo)));

describe('tecnologias /api/tecnologias', () => {
  it('lista as tecnologias da especificação 18 por página com os ids fixos 2, 4 e 13', async () => {
    const r = await t.http.get('/api/tecnologias').set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.rows).toHaveLength(15);
    expect(r.body.records).toBe(15);
    const porId = Object.fromEntries(r.body.rows.map((x: { id: number; descricao: string }) => [x.id, x.descricao]));
    expect(porId).toMatchObject({ 2: 'ONIXSAT', 4: 'OMNILINK', 13: 'TELEMONITORADO' });
    expect(Object.values(porId)).toEqual(expect.arrayContaining(['SASCAR', 'AUTOTRAC', 'JABURSAT', 'RODOSIS', 'POSITRON', 'CONTROLLOC', 'GLOBALSAT', 'MEU BRUTO', 'LOGÍSTICO']));
    const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from tecnologias');
    await t.sql(`insert into tecnologias (descricao) select 'EXTRA ' || g from generate_series(1, 10) g`);
    expect((await t.http.get('/api/tecnologias').set(auth(d.admin))).body.rows).toHaveLength(18);
    await t.sql(`delete from tecnologias where descricao like 'EXTRA %'`);
    expect(n).toBe(15);
  });

  it('cria, edita e remove; duplicadas são 400; tecnologias em uso ou citadas em regras são 422', async () => {
    const criada = await t.http.post('/api/tecnologias').set(auth(d.admin)).send({ tecnologia: { descricao: ' trucks control ' } });
    expect(criada.status).toBe(201);
    expect(criada.body).toMatchObject({ descricao: 'TRUCKS CONTROL', veiculos: 0 });
    expect(criada.body.id).toBeGreaterThanOrEqual(100);
    const dup = await t.http.post('/api/tecnologias').set(auth(d.admin)).send({ tecnologia: { descricao: 'Sascar' } });
    expect(dup.body).toEqual({ errors: { descricao: ['já está em uso'] } });
    expect((await t.http.post('/api/tecnologias').set(auth(d.admin)).send({ tecnologia: { descricao: '' } })).body).toEqual({ errors: { descricao: ['não pode ficar em branco'] } });
    const editada = await t.http.patch(`/api/tecnologias/${criada.body.id}`).set(auth(d.admin)).send({ tecnologia: { descricao: 'Truck Control' } });
    expect(editada.body.descricao).toBe('TRUCK CONTROL');
    const sistema = await t.http.delete('/api/tecnologias/13').set(auth(d.admin));
    expect(sistema.status).toBe(422);
    expect(sistema.body.error).toMatch(/regras do sistema/);
    const usada = await t.http.delete('/api/tecnologias/3').set(auth(d.admin));
    expect(usada.status).toBe(422);
    expect(usada.body.error).toBe('Não é possível excluir a tecnologia: existem veículos ligados a este registro. Nada foi removido.');
    expect((await t.http.get('/api/tecnologias/3').set(auth(d.admin))).status).toBe(200);
    const ok = await t.http.delete(`/api/tecnologias/${criada.body.id}`).set(auth(d.admin));
    expect(ok.body).toEqual({ message: 'Tecnologia removida com sucesso' });
    expect((await t.http.get(`/api/tecnologias/${criada.body.id}`).set(auth(d.admin))).body).toEqual({ error: 'Tecnologia não encontrada' });
  });

  it('segue as regras de acesso: um operador lê mas não grava; um usuário de cliente não faz nenhum dos dois', async () => {
    const operador = await t.login('OPERADOR');
    expect((await t.http.get('/api/tecnologias').set(auth(operador))).status).toBe(200);
    expect((await t.http.post('/api/tecnologias').set(auth(operador)).send({ tecnologia: { descricao: 'X' } })).status).toBe(403);
    expect((await t.http.get('/api/tecnologias').set(auth(d.cliente))).status).toBe(403);
    expect((await t.http.get('/api/fabricantes').set(auth(d.cliente))).status).toBe(403);
  });
});

describe('estados /api/estados', () => {
  it('lista os 27 estados; um estado referenciado não é removido; um livre é, e volta com POST', async () => {
    const r = await t.http.get('/api/estados?rows=30').set(auth(d.admin));
    expect(r.body.records).toBe(27);
    expect(r.body.rows[0]).toMatchObject({ uf: 'AC', nome: 'Acre' });
    const sp = await t.http.delete('/api/estados/sp').set(auth(d.admin));
    expect(sp.status).toBe(422);
    expect(sp.body.error).toMatch(/^Não é possível excluir o estado: existem clientes e funcionários/);
    expect((await t.http.delete('/api/estados/S1').set(auth(d.admin))).status).toBe(400);
    await t.sql(`update clientes set uf = 'SP' where uf = 'RR'`);
    await t.sql(`update funcionarios set uf = 'SP' where uf = 'RR'`);
    expect((await t.http.delete('/api/estados/RR').set(auth(d.admin))).body).toEqual({ message: 'Estado removido com sucesso' });
    expect((await t.http.get('/api/estados/RR').set(auth(d.admin))).status).toBe(404);
    const volta = await t.http.post('/api/estados').set(auth(d.admin)).send({ estado: { uf: 'rr', nome: 'Roraima' } });
    expect(volta.status).toBe(201);
    expect(volta.body).toMatchObject({ uf: 'RR', nome: 'Roraima' });
    expect((await t.http.post('/api/estados').set(auth(d.admin)).send({ estado: { uf: 'SP', nome: 'São Paulo' } })).body).toEqual({ errors: { uf: ['já está em uso'] } });
    expect((await t.http.post('/api/estados').set(auth(d.admin)).send({ estado: { uf: 'XX', nome: 'Nada' } })).body).toEqual({ errors: { uf: ['UF inválida'] } });
  });
});

describe('fabricantes e modelos', () => {
  it('lista os fabricantes com seus modelos para o formulário de veículo e protege um fabricante em uso', async () => {
    const lista = await t.http.get('/api/fabricantes/get_fabricantes').set(auth(d.cliente));
    expect(lista.body.map((f: { nome: string }) => f.nome)).toEqual(expect.arrayContaining(['SCANIA', 'VOLVO', 'MERCEDES-BENZ', 'DAF', 'IVECO', 'VOLKSWAGEN', 'FORD', 'RANDON', 'LIBRELATO', 'FACCHINI', 'GUERRA', 'NOMA']));
    const scania = lista.body.find((f: { nome: string }) => f.nome === 'SCANIA');
    const modelos = await t.http.get(`/api/fabricantes/${scania.id}/modelos`).set(auth(d.cliente));
    expect(modelos.body.map((m: { nome: string }) => m.nome)).toContain('R 450');
    const r = await t.http.delete(`/api/fabricantes/${scania.id}`).set(auth(d.admin));
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('Não é possível excluir o fabricante: existem modelos e veículos ligados a este registro. Nada foi removido.');
  });

  it('faz o CRUD de modelos com o nome do fabricante no grid; o mesmo nome sob um fabricante é 400', async () => {
    const fab = (await t.http.post('/api/fabricantes').set(auth(d.admin)).send({ fabricante: { nome: 'agrale' } })).body;
    expect(fab.nome).toBe('AGRALE');
    const m = await t.http.post('/api/modelos').set(auth(d.admin)).send({ modelo: { nome: 'a10', fabricante_id: fab.id } });
    expect(m.status).toBe(201);
    expect(m.body).toMatchObject({ nome: 'A10', fabricante_id: fab.id, fabricante: 'AGRALE' });
    expect((await t.http.post('/api/modelos').set(auth(d.admin)).send({ modelo: { nome: 'A10', fabricante_id: fab.id } })).body).toEqual({ errors: { nome: ['já está em uso'] } });
    expect((await t.http.post('/api/modelos').set(auth(d.admin)).send({ modelo: { nome: 'A8' } })).body).toEqual({ errors: { fabricante_id: ['não pode ficar em branco'] } });
    const grid = await t.http.get('/api/modelos?fabricante=agra').set(auth(d.admin));
    expect(grid.body.rows).toEqual([expect.objectContaining({ id: m.body.id, fabricante: 'AGRALE' })]);
    expect((await t.http.get('/api/modelos').set(auth(d.admin))).body.rows).toHaveLength(18);
    expect((await t.http.patch(`/api/modelos/${m.body.id}`).set(auth(d.admin)).send({ modelo: { nome: 'a10 turbo' } })).body.nome).toBe('A10 TURBO');
    expect((await t.http.delete(`/api/fabricantes/${fab.id}`).set(auth(d.admin))).status).toBe(422);
    expect((await t.http.delete(`/api/modelos/${m.body.id}`).set(auth(d.admin))).body).toEqual({ message: 'Modelo removido com sucesso' });
    expect((await t.http.delete(`/api/fabricantes/${fab.id}`).set(auth(d.admin))).body).toEqual({ message: 'Fabricante removido com sucesso' });
  });
});

describe('funções, tipos de perda e layouts de e-mail', () => {
  it('funções: get_funcoes para os seletores; MOTORISTA em uso não é removida', async () => {
    const lista = await t.http.get('/api/funcoes/get_funcoes').set(auth(d.cliente));
    const motorista = lista.body.find((f: { descricao: string }) => f.descricao === 'MOTORISTA');
    expect(motorista).toBeDefined();
    const r = await t.http.delete(`/api/funcoes/${motorista.id}`).set(auth(d.admin));
    expect(r.body.error).toBe('Não é possível excluir a função: existem funcionários ligados a este registro. Nada foi removido.');
    const nova = (await t.http.post('/api/funcoes').set(auth(d.admin)).send({ funcao: { descricao: 'Escolta' } })).body;
    expect((await t.http.delete(`/api/funcoes/${nova.id}`).set(auth(d.admin))).body).toEqual({ message: 'Função removida com sucesso' });
  });
  it('tipos de perda: grid de 18 e CRUD', async () => {
    const grid = await t.http.get('/api/sinistros').set(auth(d.admin));
    expect(grid.body.rows.map((s: { descricao: string }) => s.descricao)).toEqual(expect.arrayContaining(['ROUBO DE CARGA', 'TOMBAMENTO']));
    const novo = await t.http.post('/api/sinistros').set(auth(d.admin)).send({ sinistro: { descricao: 'alagamento' } });
    expect(novo.body.descricao).toBe('ALAGAMENTO');
    expect((await t.http.delete(`/api/sinistros/${novo.body.id}`).set(auth(d.admin))).body).toEqual({ message: 'Sinistro removido com sucesso' });
  });
  it('layouts de e-mail guardam o texto como digitado; get_emails os lista; remover diz "Layout removido com sucesso"', async () => {
    const texto = 'Prezados,\n\nO veículo {placa} chegou ao destino.\n\nAtenciosamente';
    const r = await t.http.post('/api/emails').set(auth(d.admin)).send({ email: { descricao: 'chegada ao destino', assunto: 'Chegada - {placa}', texto } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ descricao: 'CHEGADA AO DESTINO', assunto: 'Chegada - {placa}', texto });
    expect((await t.http.post('/api/emails').set(auth(d.admin)).send({ email: { descricao: 'x' } })).body.errors).toEqual({ assunto: ['não pode ficar em branco'], texto: ['não pode ficar em branco'] });
    const lista = await t.http.get('/api/emails/get_emails').set(auth(d.admin));
    expect(lista.body.map((e: { descricao: string }) => e.descricao)).toContain('CHEGADA AO DESTINO');
    expect((await t.http.get('/api/emails?texto=x').set(auth(d.admin))).status).toBe(400);
    expect((await t.http.delete(`/api/emails/${r.body.id}`).set(auth(d.admin))).body).toEqual({ message: 'Layout removido com sucesso' });
  });
});

describe('contatos /api/contatos', () => {
  it('pagina 18 contatos, filtra por grupo e faz o grid por grupo', async () => {
    const r = await t.http.get('/api/contatos').set(auth(d.admin));
    expect(r.status).toBe(200);
    expect(r.body.rows).toHaveLength(18);
    const [grupo] = await t.sql<{ id: number; n: number }>(
      'select g.id, (select count(*)::int from grupos_contatos gc where gc.grupo_id = g.id) as n from grupos g order by 2 desc limit 1',
    );
    const porGrupo = await t.http.get(`/api/contatos/por_grupo/${grupo!.id}`).set(auth(d.admin));
    expect(porGrupo.body.records).toBe(grupo!.n);
    expect((await t.http.get(`/api/contatos?grupo_id=${grupo!.id}`).set(auth(d.admin))).body.records).toBe(grupo!.n);
    expect((await t.http.get('/api/contatos/por_grupo/999999').set(auth(d.admin))).status).toBe(404);
  });

  it('cria com OPERACIONAL por padrão; nome curto, telefone ruim e e-mail ruim são 400', async () => {
    const ruim = await t.http.post('/api/contatos').set(auth(d.admin)).send({ contato: { cliente_id: d.andrade, nome: 'Ana', telefone: '(11) 1234', email: 'ana@' } });
    expect(ruim.body.errors).toEqual({ nome: ['nome incompleto: informe ao menos 5 caracteres'], telefone: ['Telefone inválido'], email: ['não é um e-mail válido'] });
    const r = await t.http.post('/api/contatos').set(auth(d.admin)).send({ contato: { cliente_id: d.andrade, nome: 'Marcos Andrade', telefone: '(41) 99876-5432' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ nome: 'MARCOS ANDRADE', telefone: '41998765432', tipo: 'OPERACIONAL', prioridade: 1, razao_social_cliente: 'TRANSPORTES IRMÃOS ANDRADE LTDA' });
    const editado = await t.http.patch(`/api/contatos/${r.body.id}`).set(auth(d.admin)).send({ contato: { tipo: 'emergencia', prioridade: 2 } });
    expect(editado.body).toMatchObject({ tipo: 'EMERGENCIA', prioridade: 2, nome: 'MARCOS ANDRADE' });
    expect((await t.http.get('/api/contatos/get_contatos_nome/marcos%20andr').set(auth(d.admin))).body.map((c: { id: number }) => c.id)).toContain(r.body.id);
    expect((await t.http.post('/api/contatos').set(auth(d.admin)).send({ contato: { cliente_id: 99999999, nome: 'Fulano de Tal', email: 'f@t.com' } })).body.errors).toEqual({ cliente_id: ['cliente não encontrado'] });
    expect((await t.http.delete(`/api/contatos/${r.body.id}`).set(auth(d.admin))).body).toEqual({ message: 'Contato removido com sucesso' });
  });

  it('grupos: CRUD, participação dos contatos e os contatos do cliente pelos seus grupos ativos', async () => {
    const grupo = (await t.http.post('/api/grupos').set(auth(d.admin)).send({ grupo: { descricao: 'escolta armada' } })).body;
    expect(grupo).toMatchObject({ descricao: 'ESCOLTA ARMADA', contatos: 0, clientes: 0 });
    const contato = (await t.http.post('/api/contatos').set(auth(d.admin)).send({ contato: { cliente_id: d.andrade, nome: 'Central de Escolta', email: 'central@escolta.com.br' } })).body;
    expect((await t.http.post('/api/grupos/vincular_contato').set(auth(d.admin)).send({ grupo_id: grupo.id, contato_id: contato.id })).body).toEqual({ message: 'Contato vinculado ao grupo com sucesso' });
    expect((await t.http.post('/api/grupos/vincular_contato').set(auth(d.admin)).send({ grupo_id: grupo.id, contato_id: contato.id })).status).toBe(422);
    expect((await t.http.get(`/api/grupos/${grupo.id}`).set(auth(d.admin))).body.contatos).toBe(1);
    await t.http.patch('/api/clientes/vincular_grupo').set(auth(d.admin)).send({ cliente_id: d.rodovale, grupo_id: grupo.id }).expect(200);
    const doCliente = await t.http.get(`/api/get_contatos/${d.rodovale}`).set(auth(d.admin));
    expect(doCliente.body.map((c: { id: number }) => c.id)).toContain(contato.id);
    expect((await t.http.get('/api/grupos?rows=100').set(auth(d.admin))).body.rows).toEqual(expect.arrayContaining([expect.objectContaining({ id: grupo.id, clientes: 1 })]));
    expect((await t.http.post('/api/grupos/desvincular_contato').set(auth(d.admin)).send({ grupo_id: grupo.id, contato_id: contato.id })).body).toEqual({ message: 'Contato desvinculado do grupo com sucesso' });
    expect((await t.http.post('/api/grupos/desvincular_contato').set(auth(d.admin)).send({ grupo_id: grupo.id, contato_id: contato.id })).status).toBe(422);
    const dup = await t.http.post('/api/grupos').set(auth(d.admin)).send({ grupo: { descricao: 'Escolta Armada' } });
    expect(dup.body).toEqual({ errors: { descricao: ['já está em uso'] } });
  });

  it('um usuário de cliente com as regras de contatos ainda só alcança os contatos do próprio cliente', async () => {
    const [u] = await t.sql<{ id: number }>(`select id from usuarios where username = 'CLIENTE'`);
    await t.sql(
      `insert into usuarios_funcoes (usuario_id, funcao_id) select $1, f.id from funcoes_controladores f join controladores c on c.id = f.controlador_id where c.nome in ('contatos', 'grupos') on conflict do nothing`,
      [u!.id],
    );
    const token = await t.login('CLIENTE');
    const grid = await t.http.get('/api/contatos?rows=100').set(auth(token));
    expect(grid.status).toBe(200);
    expect(grid.body.records).toBeGreaterThan(0);
    expect(grid.body.rows.every((c: { cliente_id: number }) => c.cliente_id === d.rodovale)).toBe(true);
    const [alheio] = await t.sql<{ id: number }>('select id from contatos where cliente_id = $1 limit 1', [d.andrade]);
    const r = await t.http.get(`/api/contatos/${alheio!.id}`).set(auth(token));
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: 'Não há permissão' });
    expect((await t.http.patch(`/api/contatos/${alheio!.id}`).set(auth(token)).send({ contato: { nome: 'Outro nome' } })).status).toBe(403);
    expect((await t.http.delete(`/api/contatos/${alheio!.id}`).set(auth(token))).status).toBe(403);
    expect((await t.http.get('/api/contatos/get_contatos_nome/a').set(auth(token))).body.every((c: { cliente_id: number }) => c.cliente_id === d.rodovale)).toBe(true);
    expect((await t.http.get(`/api/get_contatos/${d.andrade}`).set(auth(token))).status).toBe(403);
    const [grupo] = await t.sql<{ id: number }>('select id from grupos limit 1');
    expect((await t.http.post('/api/grupos/vincular_contato').set(auth(token)).send({ grupo_id: grupo!.id, contato_id: alheio!.id })).status).toBe(403);
    const proprio = await t.http.post('/api/contatos').set(auth(token)).send({ contato: { nome: 'Plantão Rodovale', telefone: '11987654321' } });
    expect(proprio.body.cliente_id).toBe(d.rodovale);
    expect((await t.http.post('/api/contatos').set(auth(token)).send({ contato: { cliente_id: d.andrade, nome: 'Plantão Andrade', telefone: '11987654321' } })).status).toBe(403);
  });
});
