import { CABECALHO_CHAVE_PROXY, CABECALHO_CLIENTE_IP } from '../src/shared/http/origem.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { baixarPlanilha } from './support/planilha.js';

/** The audit trail (issue 24, decision 50): what is recorded, by whom, from where; append-only; who reads it. */
let t: AppDeTeste;
let admin: string;
let adminId: number;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Linha {
  acao: string;
  usuario_id: number | null;
  username: string | null;
  ip: string;
  objeto_tipo: string | null;
  objeto_id: string | null;
  detalhe: Record<string, unknown> | null;
  quando: Date;
}
const linhas = (onde: string, params: unknown[] = []) =>
  t.sql<Linha>(`select acao, usuario_id, username, ip, objeto_tipo, objeto_id, detalhe, quando from auditoria where ${onde} order by id`, params);
const ultimoId = async () => Number((await t.sql<{ m: string | null }>('select max(id) as m from auditoria'))[0]!.m ?? 0);

beforeAll(async () => {
  t = await iniciarApp();
  admin = await t.login('ADMIN');
  adminId = (await t.sql<{ id: number }>(`select id from usuarios where username = 'ADMIN'`))[0]!.id;
});
afterAll(async () => {
  await t?.fechar();
});

describe('o que a auditoria registra', () => {
  it('um login: uma linha com o usuário, o IP do visitante (pela chave do proxy do frontend) e a hora', async () => {
    const antes = await ultimoId();
    const r = await t.http
      .post('/api/sessions')
      .set({ [CABECALHO_CLIENTE_IP]: '200.150.10.1', [CABECALHO_CHAVE_PROXY]: t.cfg.proxySecret })
      .send({ session: { username: 'supervisor', password: 'demo1234' } });
    expect(r.status).toBe(201);
    const novas = await linhas('id > $1', [antes]);
    expect(novas).toEqual([
      { acao: 'LOGIN', usuario_id: r.body.id, username: 'SUPERVISOR', ip: '200.150.10.1', objeto_tipo: 'sessao', objeto_id: null, detalhe: null, quando: expect.any(Date) },
    ]);
    expect(Math.abs(novas[0]!.quando.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('um login recusado: o nome tentado, sem usuário e sem a senha', async () => {
    const antes = await ultimoId();
    const r = await t.http.post('/api/sessions').send({ session: { username: 'operador', password: 'senha-errada-123' } });
    expect(r.status).toBe(401);
    const novas = await linhas('id > $1', [antes]);
    expect(novas).toEqual([
      { acao: 'LOGIN_FALHOU', usuario_id: null, username: 'OPERADOR', ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/), objeto_tipo: 'sessao', objeto_id: null, detalhe: { motivo: 'credenciais' }, quando: expect.any(Date) },
    ]);
    expect(JSON.stringify(await t.sql('select * from auditoria'))).not.toContain('senha-errada-123');
  });

  it('uma exclusão: o recurso e o id da rota; uma exclusão recusada não registra nada', async () => {
    const novo = await t.http.post('/api/grupos_usuarios').set(auth(admin)).send({ grupo_usuario: { descricao: 'Grupo da auditoria' } });
    expect(novo.status).toBe(201);
    const antes = await ultimoId();
    expect((await t.http.delete('/api/grupos_usuarios/999999').set(auth(admin))).status).toBe(404);
    expect((await t.http.delete(`/api/grupos_usuarios/${novo.body.id}`).set(auth(admin))).status).toBe(200);
    expect(await linhas('id > $1', [antes])).toEqual([
      {
        acao: 'EXCLUSAO', usuario_id: adminId, username: 'ADMIN', ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/), objeto_tipo: 'grupos_usuarios',
        objeto_id: String(novo.body.id), detalhe: { rota: 'DELETE /api/grupos_usuarios/:id' }, quando: expect.any(Date),
      },
    ]);
  });

  it('uma alteração de regras de acesso: o usuário alterado', async () => {
    const [operador] = await t.sql<{ id: number }>(`select id from usuarios where username = 'OPERADOR'`);
    const funcoes = (await t.sql<{ funcao_id: number }>('select funcao_id from usuarios_funcoes where usuario_id = $1', [operador!.id])).map((f) => f.funcao_id);
    const antes = await ultimoId();
    const r = await t.http.post(`/api/users/update_regras_acesso/${operador!.id}`).set(auth(admin)).send({ funcoes: funcoes.slice(1) });
    expect(r.status).toBe(200);
    expect(await linhas('id > $1', [antes])).toEqual([
      {
        acao: 'PERMISSAO', usuario_id: adminId, username: 'ADMIN', ip: expect.any(String), objeto_tipo: 'usuario', objeto_id: String(operador!.id),
        detalhe: { rota: 'POST /api/users/update_regras_acesso/:id' }, quando: expect.any(Date),
      },
    ]);
  });

  it('uma leitura comum não registra nada', async () => {
    const antes = await ultimoId();
    expect((await t.http.get('/api/users').set(auth(admin))).status).toBe(200);
    expect(await linhas('id > $1', [antes])).toEqual([]);
  });
});

describe('só inclusão, garantido pelo banco', () => {
  it('UPDATE, DELETE e TRUNCATE falham e a linha fica como estava', async () => {
    const [linha] = await t.sql<{ id: string; username: string }>('select id, username from auditoria order by id limit 1');
    await expect(t.sql(`update auditoria set username = 'OUTRO' where id = $1`, [linha!.id])).rejects.toThrow(/só aceita inclusões: UPDATE/);
    await expect(t.sql('delete from auditoria where id = $1', [linha!.id])).rejects.toThrow(/só aceita inclusões: DELETE/);
    await expect(t.sql('truncate auditoria')).rejects.toThrow(/só aceita inclusões: TRUNCATE/);
    expect(await t.sql('select username from auditoria where id = $1', [linha!.id])).toEqual([{ username: linha!.username }]);
  });
});

describe('GET /api/auditoria e /api/auditoria/excel', () => {
  it('o supervisor filtra por ação, usuário e período, mais novos primeiro', async () => {
    const supervisor = await t.login('SUPERVISOR');
    const hoje = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const r = await t.http.get(`/api/auditoria?acao=LOGIN&username=admin&quando=${encodeURIComponent(`${hoje} - ${hoje}`)}`).set(auth(supervisor));
    expect(r.status).toBe(200);
    expect(r.body.records).toBeGreaterThanOrEqual(1);
    for (const row of r.body.rows) expect(row).toMatchObject({ acao: 'LOGIN', username: 'ADMIN', usuario_id: adminId, objeto_tipo: 'sessao' });
    const todas = await t.http.get('/api/auditoria?rows=100').set(auth(supervisor));
    const quando = todas.body.rows.map((x: { quando: string }) => x.quando);
    expect(quando).toEqual([...quando].sort().reverse());
    expect((await t.http.get('/api/auditoria?acao=APAGAR').set(auth(supervisor))).status).toBe(400);
  });

  it('recusa os outros grupos com 403: cliente (8) e operador (6)', async () => {
    for (const usuario of ['CLIENTE', 'OPERADOR']) {
      const token = await t.login(usuario);
      for (const url of ['/api/auditoria', '/api/auditoria/excel']) {
        const r = await t.http.get(url).set(auth(token));
        expect([usuario, url, r.status]).toEqual([usuario, url, 403]);
      }
    }
  });

  it('exporta para Excel com os títulos da tela, e a exportação fica registrada', async () => {
    const antes = await ultimoId();
    const p = await baixarPlanilha(t, '/api/auditoria/excel?acao=EXCLUSAO', admin);
    expect(p.status).toBe(200);
    expect(p.tipo).toContain('spreadsheetml');
    expect(p.cabecalho).toEqual(['Data/hora', 'Ação', 'Usuário', 'IP', 'Objeto', 'Código do objeto', 'Detalhe']);
    expect(p.linhas.length).toBe(1);
    expect(p.linhas[0]![1]).toBe('EXCLUSAO');
    expect(await linhas('id > $1', [antes])).toEqual([
      { acao: 'EXPORTACAO', usuario_id: adminId, username: 'ADMIN', ip: expect.any(String), objeto_tipo: 'auditoria', objeto_id: null, detalhe: { rota: 'GET /api/auditoria/excel' }, quando: expect.any(Date) },
    ]);
  });
});
