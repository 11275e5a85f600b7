import { iniciarApp, type AppDeTeste } from './support/app.js';
import { baixarPlanilha } from './support/planilha.js';

let t: AppDeTeste;
let admin: string;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await iniciarApp();
  admin = await t.login('ADMIN');
});
afterAll(async () => {
  await t?.fechar();
});

async function clienteId(nomeParcial: string): Promise<number> {
  const [row] = await t.sql<{ id: number }>(`select id from clientes where nome ilike $1`, [`%${nomeParcial}%`]);
  return row!.id;
}

describe('grid de usuários GET /api/users', () => {
  it('pagina, ordena e responde { page, total, records, rows }', async () => {
    const r = await t.http.get('/api/users?page=2&rows=4&sidx=username&sord=asc').set(auth(admin));
    expect(r.status).toBe(200);
    expect(r.body.page).toBe(2);
    expect(r.body.records).toBe(9);
    expect(r.body.total).toBe(3);
    expect(r.body.rows.map((u: { username: string }) => u.username)).toEqual(['EMBARCADOR', 'GESTOR', 'MONITOR', 'OPERADOR']);
  });

  it('filtra por texto, grupo, booleano e intervalo de datas', async () => {
    const texto = await t.http.get('/api/users?username=oPeR').set(auth(admin));
    expect(texto.body.rows.map((u: { username: string }) => u.username)).toEqual(['OPERADOR']);
    const grupo = await t.http.get('/api/users?grupo_usuario_id=8').set(auth(admin));
    expect(grupo.body.records).toBe(1);
    expect(grupo.body.rows[0]).toMatchObject({ username: 'CLIENTE', grupo_usuario: 'CLIENTE', cliente: expect.stringContaining('RODOVALE') });
    const inativos = await t.http.get('/api/users?ativo=false').set(auth(admin));
    expect(inativos.body.records).toBe(0);
    const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const periodo = await t.http.get(`/api/users?data_cadastro=${encodeURIComponent(`${hoje} - ${hoje}`)}`).set(auth(admin));
    expect(periodo.body.records).toBe(9);
    const antigo = await t.http.get(`/api/users?data_cadastro=${encodeURIComponent('01/01/2020 - 31/01/2020')}`).set(auth(admin));
    expect(antigo.body.records).toBe(0);
  });

  it('trata aspas e SQL nos valores de filtro como dados', async () => {
    for (const valor of ["' or 1=1 --", "%", "_", "ADMIN'; drop table usuarios; --"]) {
      const r = await t.http.get(`/api/users?username=${encodeURIComponent(valor)}`).set(auth(admin));
      expect(r.status).toBe(200);
      expect(r.body.records).toBe(0);
    }
    const [{ n }] = await t.sql<{ n: string }>('select count(*) as n from usuarios');
    expect(Number(n)).toBeGreaterThanOrEqual(9);
  });

  it('responde 400 para uma coluna desconhecida, uma ordenação ruim, page -1 e rows fora do intervalo', async () => {
    const col = await t.http.get('/api/users?senha=x').set(auth(admin));
    expect(col.status).toBe(400);
    expect(col.body.errors.senha).toEqual(['coluna desconhecida para filtro']);
    const sidx = await t.http.get('/api/users?sidx=password_hash').set(auth(admin));
    expect(sidx.status).toBe(400);
    expect(sidx.body.errors.sidx[0]).toMatch(/coluna desconhecida/);
    const sord = await t.http.get('/api/users?sord=sideways').set(auth(admin));
    expect(sord.status).toBe(400);
    const page = await t.http.get('/api/users?page=-1').set(auth(admin));
    expect(page.status).toBe(400);
    expect(page.body.errors.page).toBeDefined();
    const rows = await t.http.get('/api/users?rows=100000').set(auth(admin));
    expect(rows.status).toBe(400);
    const data = await t.http.get('/api/users?data_cadastro=31/02/2026').set(auth(admin));
    expect(data.status).toBe(400);
    const bool = await t.http.get('/api/users?ativo=talvez').set(auth(admin));
    expect(bool.status).toBe(400);
    // Names every object inherits are not columns either (they used to reach the SQL or crash).
    const herdadas = await t.http.get('/api/users?sidx=constructor&toString=x&formato=xlsx&colunas=hasOwnProperty').set(auth(admin));
    expect(herdadas.status).toBe(400);
    expect(herdadas.body.errors).toEqual({ sidx: ['coluna desconhecida para ordenação: constructor'], toString: ['coluna desconhecida para filtro'] });
  });

  it('exporta a lista filtrada para Excel só para a equipe', async () => {
    const r = await t.http
      .get('/api/users?formato=xlsx&colunas=id:ID,username:Usuário,data_cadastro:Cadastro&grupo_usuario_id=6')
      .set(auth(admin))
      .buffer(true)
      .parse((res, cb) => {
        const partes: Buffer[] = [];
        res.on('data', (c: Buffer) => partes.push(c));
        res.on('end', () => cb(null, Buffer.concat(partes)));
      });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.body as Buffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, 'ID', 'Usuário', 'Cadastro']);
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(2).value).toBe('OPERADOR');

    const bad = await t.http.get('/api/users?formato=xlsx&colunas=password_hash:Senha').set(auth(admin));
    expect(bad.status).toBe(400);
  });

  it("exporta as colunas da tela, na sua ordem, sob seus títulos em português quando nenhuma é nomeada", async () => {
    const p = await baixarPlanilha(t, '/api/users?formato=xlsx&grupo_usuario_id=8', admin);
    expect(p.status).toBe(200);
    expect(p.cabecalho).toEqual(['Código', 'Usuário', 'E-mail', 'Grupo', 'Cliente', 'Ativo', 'Data de cadastro']);
    expect(p.linhas).toHaveLength(1);
    expect(p.linhas[0]!.slice(1, 6)).toEqual(['CLIENTE', 'cliente@rodovale.com.br', 'CLIENTE', expect.stringContaining('RODOVALE'), 'SIM']);
    // A column named without a title takes the grid's; a hidden one can still be asked for.
    const nomeadas = await baixarPlanilha(t, '/api/users?formato=xlsx&colunas=username,grupo_usuario_id,updated_at:Alterado&grupo_usuario_id=8', admin);
    expect(nomeadas.cabecalho).toEqual(['Usuário', 'Código do grupo', 'Alterado']);
    expect(nomeadas.linhas[0]!.slice(0, 2)).toEqual(['CLIENTE', 8]);
  });

  it('é recusado (403) a um usuário de cliente e a um operador sem a regra', async () => {
    const cliente = await t.login('CLIENTE');
    const r = await t.http.get('/api/users').set(auth(cliente));
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: 'Acesso não autorizado' });
    const operador = await t.login('OPERADOR');
    expect((await t.http.get('/api/users').set(auth(operador))).status).toBe(403);
    expect((await t.http.post('/api/users/create').set(auth(cliente)).send({ user: { username: 'X' } })).status).toBe(403);
  });
});

describe('CRUD de usuários', () => {
  it('cria um usuário com o username em maiúsculas e os padrões do grupo como regras', async () => {
    const r = await t.http.post('/api/users/create').set(auth(admin)).send({
      user: { username: '  joao.silva ', email: 'Joao.Silva@Exemplo.com.br', grupo: 6, password: 'segredo1', password_confirmation: 'segredo1' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ username: 'JOAO.SILVA', email: 'joao.silva@exemplo.com.br', grupo_usuario_id: 6, grupo_usuario: 'OPERADOR', ativo: true });
    const token = await t.login('joao.silva', 'segredo1');
    const eu = await t.http.get('/api/users/usuario_logado').set(auth(token));
    expect(eu.body.acessos.monitoramentos).toContain('index');
    expect(eu.body.acessos.usuarios).toBeUndefined();
  });

  it('exige senha para novos usuários dos grupos 6, 10, 11, 16, 17 mas não dos outros', async () => {
    for (const grupo of [6, 10, 16, 17]) {
      const r = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: `SEMSENHA${grupo}`, grupo } });
      expect(r.status).toBe(400);
      expect(r.body.errors.password).toEqual(['não pode ficar em branco']);
    }
    const ok = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'SUPERV2', grupo: 4 } });
    expect(ok.status).toBe(201);
  });

  it('responde 400 por campo para dados faltando, duplicados e inconsistentes', async () => {
    const vazio = await t.http.post('/api/users/create').set(auth(admin)).send({ user: {} });
    expect(vazio.status).toBe(400);
    expect(vazio.body.errors).toMatchObject({ username: ['não pode ficar em branco'], grupo: ['não pode ficar em branco'] });

    const dup = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'admin', grupo: 4 } });
    expect(dup.status).toBe(400);
    expect(dup.body.errors.username).toEqual(['já está em uso']);

    const emailDup = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'OUTRO1', grupo: 4, email: 'ADMIN@demo.gr.com.br' } });
    expect(emailDup.body.errors.email).toEqual(['já está em uso']);

    const confirma = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'OUTRO2', grupo: 6, password: 'abcdef', password_confirmation: 'abcdeg' } });
    expect(confirma.body.errors.password_confirmation).toEqual(['não confere com a senha']);

    const curta = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'OUTRO3', grupo: 6, password: 'abc' } });
    expect(curta.body.errors.password).toEqual(['deve ter no mínimo 8 caracteres']);
    const vazada = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'OUTRO4', grupo: 6, password: 'Senha123' } });
    expect(vazada.status).toBe(400);
    expect(vazada.body.errors.password).toEqual(['está entre as senhas mais usadas em vazamentos conhecidos; escolha outra']);

    const semCliente = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'OUTRO4', grupo: 8 } });
    expect(semCliente.body.errors.cliente_id).toBeDefined();

    const semGerenciados = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'OUTRO5', grupo: 11, password: 'segredo1' } });
    expect(semGerenciados.body.errors.clientes_gerenciados).toBeDefined();

    const grupoInvalido = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'OUTRO6', grupo: 999 } });
    expect(grupoInvalido.body.errors.grupo).toEqual(['grupo de usuário inexistente']);

    const tipo = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'OUTRO7', grupo: '6' } });
    expect(tipo.status).toBe(400);
    expect(tipo.body.errors.grupo).toEqual(['deve ser um número inteiro']);
  });

  it('edita com bloqueio otimista: um updated_at desatualizado é 409', async () => {
    const criado = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'EDITAVEL', grupo: 7, password: 'segredo1' } });
    const id = criado.body.id;
    const lido = criado.body.updated_at;
    const ok = await t.http.patch(`/api/users/${id}`).set(auth(admin)).send({ user: { email: 'editavel@exemplo.com.br', updated_at: lido } });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe('editavel@exemplo.com.br');
    expect(ok.body.updated_at).not.toBe(lido);
    const velho = await t.http.patch(`/api/users/${id}`).set(auth(admin)).send({ user: { email: 'outro@exemplo.com.br', updated_at: lido } });
    expect(velho.status).toBe(409);
    expect(velho.body.error).toMatch(/alterado por outro usuário/);
    const depois = await t.http.get(`/api/users/${id}`).set(auth(admin));
    expect(depois.body.email).toBe('editavel@exemplo.com.br');
  });

  it('desconecta um usuário quando ele é inativado', async () => {
    const criado = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'TEMPORARIO', grupo: 7, password: 'segredo1' } });
    const token = await t.login('TEMPORARIO', 'segredo1');
    await t.http.patch(`/api/users/${criado.body.id}`).set(auth(admin)).send({ user: { ativo: false } }).expect(200);
    expect((await t.http.get('/api/users/usuario_logado').set(auth(token))).status).toBe(401);
  });

  it('remove com uma mensagem de confirmação; 404 para id inexistente; 400 para id ruim; nunca a si mesmo', async () => {
    const criado = await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'APAGAVEL', grupo: 7, password: 'segredo1' } });
    const r = await t.http.delete(`/api/users/${criado.body.id}`).set(auth(admin));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Usuário removido com sucesso' });
    expect((await t.http.get(`/api/users/${criado.body.id}`).set(auth(admin))).status).toBe(404);
    expect((await t.http.delete('/api/users/abc').set(auth(admin))).status).toBe(400);
    const eu = await t.http.get('/api/users/show_user_basico').set(auth(admin));
    const self = await t.http.delete(`/api/users/${eu.body.id}`).set(auth(admin));
    expect(self.status).toBe(422);
    expect(self.body.error).toBe('Você não pode excluir o seu próprio usuário');
  });

  it('só administradores gerenciam administradores', async () => {
    const supervisor = await t.login('SUPERVISOR');
    const r = await t.http.post('/api/users/create').set(auth(supervisor)).send({ user: { username: 'NOVOADMIN', grupo: 3 } });
    expect(r.status).toBe(403);
    const adm = await t.http.get('/api/users?username=ADMIN&grupo_usuario_id=3').set(auth(supervisor));
    const promove = await t.http.patch(`/api/users/${adm.body.rows[0].id}`).set(auth(supervisor)).send({ user: { ativo: false } });
    expect(promove.status).toBe(403);
  });
});

describe('escopo de clientes', () => {
  it('um usuário de cliente com a regra de usuários ainda vê só usuários do próprio cliente', async () => {
    const cliente = await t.login('CLIENTE');
    const [u] = await t.sql<{ id: number; cliente_id: number }>(`select id, cliente_id from usuarios where username = 'CLIENTE'`);
    await t.sql(
      `insert into usuarios_funcoes (usuario_id, funcao_id) select $1, f.id from funcoes_controladores f join controladores c on c.id = f.controlador_id where c.nome = 'usuarios' and f.nome in ('index','show')`,
      [u!.id],
    );
    const r = await t.http.get('/api/users').set(auth(cliente));
    expect(r.status).toBe(200);
    expect(r.body.rows.every((x: { cliente_id: number }) => x.cliente_id === u!.cliente_id)).toBe(true);
    const adminRow = await t.sql<{ id: number }>(`select id from usuarios where username = 'ADMIN'`);
    const outro = await t.http.get(`/api/users/${adminRow[0]!.id}`).set(auth(cliente));
    expect(outro.status).toBe(403);
    expect(outro.body.error).toBe('Não há permissão');
    const clientes = await t.http.get('/api/clientes/find_cliente').set(auth(cliente));
    expect(clientes.body.map((c: { id: number }) => c.id)).toEqual([u!.cliente_id]);
  });

  it('um gestor de embarcador encontra só os clientes que gerencia', async () => {
    const gestor = await t.login('GESTOR');
    const r = await t.http.get('/api/clientes/find_cliente').set(auth(gestor));
    expect(r.body.map((c: { nome: string }) => c.nome).sort()).toEqual(['ALIMENTOS SERRA GAÚCHA S.A.', 'METALÚRGICA VALE DO AÇO LTDA']);
  });
});

describe('chamadas do usuário logado', () => {
  it('usuario_logado, is_grupo, is_liberativo, cliente_grupo', async () => {
    const cliente = await t.login('CLIENTE');
    const eu = await t.http.get('/api/users/usuario_logado').set(auth(cliente));
    expect(eu.body).toMatchObject({ username: 'CLIENTE', grupo_usuario_id: 8, grupo_usuario: 'CLIENTE', cliente: expect.stringContaining('RODOVALE') });
    expect((await t.http.get('/api/users/is_grupo/3,4').set(auth(cliente))).body).toEqual({ result: false });
    expect((await t.http.get('/api/users/is_grupo/8').set(auth(cliente))).body).toEqual({ result: true });
    expect((await t.http.get('/api/users/is_grupo/abc').set(auth(cliente))).status).toBe(400);
    expect((await t.http.get('/api/users/cliente_grupo/CLIENTE').set(auth(cliente))).body).toEqual({ result: true });
    expect((await t.http.get('/api/users/cliente_grupo/CLIENTE').set(auth(admin))).body).toEqual({ result: false });
    expect((await t.http.get('/api/users/is_liberativo').set(auth(admin))).body).toEqual({ result: true });
    expect((await t.http.get('/api/users/is_liberativo').set(auth(cliente))).body).toEqual({ result: false });
  });

  it('salva layouts de grid por usuário, mesclados por grid, e só os próprios', async () => {
    const token = await t.login('OPERADOR');
    const eu = (await t.http.get('/api/users/show_user_basico').set(auth(token))).body;
    await t.http.patch(`/api/users/${eu.id}/atualiza_layouts_usuario`).set(auth(token)).send({ layouts: { usuarios: { rows: 30 } } }).expect(200);
    const r = await t.http.patch(`/api/users/${eu.id}/atualiza_layouts_usuario`).set(auth(token)).send({ layouts: { grupos: { rows: 100 } } });
    expect(r.body.layouts).toEqual({ usuarios: { rows: 30 }, grupos: { rows: 100 } });
    const login = await t.http.post('/api/sessions').send({ session: { username: 'OPERADOR', password: 'demo1234' } });
    expect(login.body.layouts).toEqual({ usuarios: { rows: 30 }, grupos: { rows: 100 } });
    const alheio = await t.http.patch(`/api/users/1/atualiza_layouts_usuario`).set(auth(token)).send({ layouts: {} });
    expect(alheio.status).toBe(403);
  });
});

describe('senhas', () => {
  it('troca a própria senha com a atual', async () => {
    await t.http.post('/api/users/create').set(auth(admin)).send({ user: { username: 'TROCASENHA', grupo: 7, password: 'antiga-1x', alterar_password: true } }).expect(201);
    const token = await t.login('TROCASENHA', 'antiga-1x');
    const eu = (await t.http.get('/api/users/show_user_basico').set(auth(token))).body;
    const errada = await t.http.patch(`/api/users/atualizar_senha/${eu.id}`).set(auth(token)).send({ user: { password_atual: 'xxxxxx', password: 'nova-123x', password_confirmation: 'nova-123x' } });
    expect(errada.status).toBe(400);
    expect(errada.body.errors.password_atual).toEqual(['senha atual incorreta']);
    const ok = await t.http.patch(`/api/users/atualizar_senha/${eu.id}`).set(auth(token)).send({ user: { password_atual: 'antiga-1x', password: 'nova-123x', password_confirmation: 'nova-123x' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Senha alterada com sucesso!' });
    const login = await t.http.post('/api/sessions').send({ session: { username: 'TROCASENHA', password: 'nova-123x' } });
    expect(login.body.alterar_password).toBe(false);
  });

  it('recupera uma senha pelo link enviado por e-mail, uma vez', async () => {
    const r = await t.http.post('/api/users/recuperar_senha').send({ email: 'monitor@demo.gr.com.br' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Enviado com sucesso.' });
    const [msg] = await t.sql<{ corpo: string; destinatario: string }>(`select * from mensagens_enviadas where destinatario = 'monitor@demo.gr.com.br' order by id desc limit 1`);
    const token = /novasenha\?token=([\w-]+)/.exec(msg!.corpo)![1]!;
    const ok = await t.http.post('/api/users/nova_senha').send({ token, password: 'recuperada1', password_confirmation: 'recuperada1' });
    expect(ok.status).toBe(200);
    expect((await t.http.post('/api/sessions').send({ session: { username: 'MONITOR', password: 'recuperada1' } })).status).toBe(201);
    const denovo = await t.http.post('/api/users/nova_senha').send({ token, password: 'outra123', password_confirmation: 'outra123' });
    expect(denovo.status).toBe(422);
    expect(denovo.body).toEqual({ error: 'Link de recuperação inválido ou expirado' });
  });

  it('responde o mesmo para um e-mail desconhecido, e 400 para um malformado', async () => {
    const antes = await t.sql<{ n: string }>('select count(*) as n from mensagens_enviadas');
    const r = await t.http.post('/api/users/recuperar_senha').send({ email: 'ninguem@exemplo.com.br' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Enviado com sucesso.' });
    const depois = await t.sql<{ n: string }>('select count(*) as n from mensagens_enviadas');
    expect(depois[0]!.n).toBe(antes[0]!.n);
    const ruim = await t.http.post('/api/users/recuperar_senha').send({ email: 'nao-e-email' });
    expect(ruim.status).toBe(400);
    expect(ruim.body.errors.email).toEqual(['não é um e-mail válido']);
  });
});

describe('regras de acesso', () => {
  it('lista os controllers com as funções do usuário selecionadas e as substitui', async () => {
    const [op] = await t.sql<{ id: number }>(`select id from usuarios where username = 'OPERADOR'`);
    const r = await t.http.get(`/api/users/get_regras_acesso/${op!.id}`).set(auth(admin));
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ username: 'OPERADOR', grupo_usuario: 'OPERADOR' });
    const usuarios = r.body.controllers.find((c: { nome: string }) => c.nome === 'usuarios');
    expect(usuarios.funcoes_controller.every((f: { selected: boolean }) => !f.selected)).toBe(true);
    const index = usuarios.funcoes_controller.find((f: { nome: string }) => f.nome === 'index');
    const atuais = r.body.controllers.flatMap((c: { funcoes_controller: Array<{ id: number; selected: boolean }> }) => c.funcoes_controller.filter((f) => f.selected).map((f) => f.id));
    const up = await t.http.post(`/api/users/update_regras_acesso/${op!.id}`).set(auth(admin)).send({ funcoes: [...atuais, index.id] });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ message: 'Regras de acesso atualizadas com sucesso' });
    const token = await t.login('OPERADOR');
    expect((await t.http.get('/api/users').set(auth(token))).status).toBe(200);
    await t.http.post(`/api/users/update_regras_acesso/${op!.id}`).set(auth(admin)).send({ funcoes: atuais }).expect(200);
    expect((await t.http.get('/api/users').set(auth(token))).status).toBe(403);
  });

  it('responde 400 para ids de função desconhecidos e 403 para um cliente', async () => {
    const [op] = await t.sql<{ id: number }>(`select id from usuarios where username = 'OPERADOR'`);
    const r = await t.http.post(`/api/users/update_regras_acesso/${op!.id}`).set(auth(admin)).send({ funcoes: [999999] });
    expect(r.status).toBe(400);
    expect(r.body.errors.funcoes[0]).toMatch(/inexistentes/);
    const cliente = await t.login('CLIENTE');
    expect((await t.http.get('/api/get_controllers').set(auth(cliente))).status).toBe(403);
    const ctrls = await t.http.get('/api/get_controllers').set(auth(admin));
    const fn = await t.http.get(`/api/get_functions_controllers_by_controller/${ctrls.body[0].id}`).set(auth(admin));
    expect(fn.body[0]).toMatchObject({ controlador_id: ctrls.body[0].id, nome: expect.any(String) });
  });
});

describe('grupos de usuários', () => {
  it('lista os grupos semeados 3–17 com nomes em português e faz o CRUD deles', async () => {
    const lista = await t.http.get('/api/grupos_usuarios/get_grupos_de_usuarios').set(auth(admin));
    expect(lista.body.map((g: { id: number }) => g.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(lista.body[0]).toEqual({ id: 3, descricao: 'ADMINISTRADOR' });
    const novo = await t.http.post('/api/grupos_usuarios').set(auth(admin)).send({ grupo_usuario: { descricao: 'auditoria' } });
    expect(novo.status).toBe(201);
    expect(novo.body.descricao).toBe('AUDITORIA');
    const dup = await t.http.post('/api/grupos_usuarios').set(auth(admin)).send({ grupo_usuario: { descricao: 'Auditoria' } });
    expect(dup.body.errors.descricao).toEqual(['já está em uso']);
    const grid = await t.http.get('/api/grupos_usuarios?descricao=audit').set(auth(admin));
    expect(grid.body.records).toBe(1);
    expect((await t.http.delete('/api/grupos_usuarios/6').set(auth(admin))).status).toBe(422);
    expect((await t.http.delete(`/api/grupos_usuarios/${novo.body.id}`).set(auth(admin))).status).toBe(200);
  });
});
