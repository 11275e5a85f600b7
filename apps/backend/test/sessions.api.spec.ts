import { iniciarApp, type AppDeTeste } from './support/app.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await iniciarApp();
});
afterAll(async () => {
  await t?.fechar();
});

describe('POST /api/sessions', () => {
  it('devolve o objeto de sessão da especificação com um token assinado', async () => {
    const r = await t.http.post('/api/sessions').send({ session: { username: 'operador', password: 'demo1234' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ username: 'OPERADOR', grupo_usuario_id: 6, cliente_id: null, alterar_password: false, layouts: {} });
    expect(Object.keys(r.body).sort()).toEqual(['alterar_password', 'cliente_id', 'expira_em', 'grupo_usuario_id', 'id', 'layouts', 'token', 'username']);
    expect(r.body.token.split('.')).toHaveLength(3);
    expect(r.body).not.toHaveProperty('password_hash');
  });

  it('liga o usuário de cliente ao seu cliente', async () => {
    const r = await t.http.post('/api/sessions').send({ session: { username: 'CLIENTE', password: 'demo1234' } });
    expect(r.status).toBe(201);
    expect(r.body.grupo_usuario_id).toBe(8);
    expect(r.body.cliente_id).toEqual(expect.any(Number));
  });

  it('responde 401 com a mesma mensagem para senha errada e usuário desconhecido', async () => {
    const errada = await t.http.post('/api/sessions').send({ session: { username: 'ADMIN', password: 'errada' } });
    const inexistente = await t.http.post('/api/sessions').send({ session: { username: 'NINGUEM', password: 'errada' } });
    expect(errada.status).toBe(401);
    expect(errada.body).toEqual({ error: 'Usuário ou senha inválidos' });
    expect(inexistente.status).toBe(401);
    expect(inexistente.body).toEqual(errada.body);
  });

  it('responde 400 com erros por campo faltando', async () => {
    const r = await t.http.post('/api/sessions').send({ session: {} });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: { username: ['não pode ficar em branco'], password: ['não pode ficar em branco'] } });
    const semWrapper = await t.http.post('/api/sessions').send({ username: 'ADMIN', password: 'demo1234' });
    expect(semWrapper.status).toBe(400);
    expect(semWrapper.body.errors.session).toEqual(['não pode ficar em branco']);
  });

  it('responde 400 para tipo errado e para JSON malformado, nunca 500', async () => {
    const tipo = await t.http.post('/api/sessions').send({ session: { username: 123, password: ['x'] } });
    expect(tipo.status).toBe(400);
    expect(tipo.body.errors.username).toEqual(['deve ser um texto']);
    const malformado = await t.http.post('/api/sessions').set('Content-Type', 'application/json').send('{"session": {"username": ');
    expect(malformado.status).toBe(400);
    expect(malformado.body).toEqual({ errors: { corpo: ['JSON malformado no corpo da requisição'] } });
  });

  it('responde 413 para um corpo de 10 MB', async () => {
    const grande = JSON.stringify({ session: { username: 'A'.repeat(10 * 1024 * 1024), password: 'x' } });
    const r = await t.http.post('/api/sessions').set('Content-Type', 'application/json').send(grande);
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ error: 'A requisição é grande demais' });
  });

  it('responde 429 depois de logins falhos demais, mesmo com a senha certa', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await t.http.post('/api/sessions').send({ session: { username: 'MONITOR', password: `errada${i}` } });
      expect(r.status).toBe(401);
    }
    const bloqueado = await t.http.post('/api/sessions').send({ session: { username: 'MONITOR', password: 'demo1234' } });
    expect(bloqueado.status).toBe(429);
    expect(bloqueado.body.error).toMatch(/Muitas tentativas/);
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(0);
    // Another user from the same address is not locked out.
    const outro = await t.http.post('/api/sessions').send({ session: { username: 'CENTRAL', password: 'demo1234' } });
    expect(outro.status).toBe(201);
  });

  it('recusa um usuário inativo com a mensagem genérica', async () => {
    await t.sql(`update usuarios set ativo = false where username = 'CADASTRO'`);
    const r = await t.http.post('/api/sessions').send({ session: { username: 'CADASTRO', password: 'demo1234' } });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'Usuário ou senha inválidos' });
    await t.sql(`update usuarios set ativo = true where username = 'CADASTRO'`);
  });
});

describe('tokens', () => {
  it('aceita tokens Bearer e sem prefixo', async () => {
    const token = await t.login('SUPERVISOR');
    expect((await t.http.get('/api/users/show_user_basico').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    expect((await t.http.get('/api/users/show_user_basico').set('Authorization', token)).status).toBe(200);
  });

  it('responde 401 sem token, com token adulterado, expirado ou revogado', async () => {
    expect((await t.http.get('/api/users/usuario_logado')).status).toBe(401);
    const token = await t.login('SUPERVISOR');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const adulterado = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: 1 })).toString('base64url')}.${s}`;
    const r1 = await t.http.get('/api/users/usuario_logado').set('Authorization', `Bearer ${adulterado}`);
    expect(r1.status).toBe(401);
    expect(r1.body.error).toEqual(expect.any(String));

    await t.sql(`update sessoes set expira_em = now() - interval '1 minute' where id = $1`, [payload.sid]);
    expect((await t.http.get('/api/users/usuario_logado').set('Authorization', `Bearer ${token}`)).status).toBe(401);

    const outro = await t.login('SUPERVISOR');
    const del = await t.http.delete(`/api/sessions/${outro}`).set('Authorization', `Bearer ${outro}`);
    expect(del.status).toBe(204);
    expect((await t.http.get('/api/users/usuario_logado').set('Authorization', `Bearer ${outro}`)).status).toBe(401);
  });

  it('não deixa um usuário revogar a sessão de outra pessoa', async () => {
    const meu = await t.login('OPERADOR');
    const alheio = await t.login('SUPERVISOR');
    const r = await t.http.delete(`/api/sessions/${alheio}`).set('Authorization', `Bearer ${meu}`);
    expect(r.status).toBe(403);
    expect((await t.http.get('/api/users/show_user_basico').set('Authorization', `Bearer ${alheio}`)).status).toBe(200);
  });
});

describe('POST /api/oauth/authorize (login pelo chat)', () => {
  it('redireciona a equipe para redirect_uri com code e state', async () => {
    const r = await t.http.post('/api/oauth/authorize').send({
      session: { username: 'OPERADOR', password: 'demo1234' },
      redirect_uri: 'https://chat.exemplo.com.br/cb?x=1',
      state: 'abc',
    });
    expect(r.status).toBe(200);
    const url = new URL(r.body.redirect);
    expect(url.origin + url.pathname).toBe('https://chat.exemplo.com.br/cb');
    expect(url.searchParams.get('state')).toBe('abc');
    expect(url.searchParams.get('x')).toBe('1');
    const code = url.searchParams.get('code')!;
    expect((await t.http.get('/api/users/usuario_logado').set('Authorization', `Bearer ${code}`)).body.username).toBe('OPERADOR');
  });

  it('recusa grupos fora de 3–7 com a mensagem da especificação', async () => {
    const r = await t.http.post('/api/oauth/authorize').send({ session: { username: 'CLIENTE', password: 'demo1234' }, redirect_uri: 'https://chat.exemplo.com.br/cb', state: 's' });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: 'Você não tem permissão para usar o chat' });
  });

  it('recusa um redirect_uri que não seja http(s)', async () => {
    const r = await t.http.post('/api/oauth/authorize').send({ session: { username: 'ADMIN', password: 'demo1234' }, redirect_uri: 'javascript:alert(1)' });
    expect(r.status).toBe(400);
    expect(r.body.errors.redirect_uri).toEqual(['não é uma URL válida']);
  });
});

describe('integração com o chat', () => {
  it('troca o code do oauth por um token do chat e lista os grupos do chat', async () => {
    const r = await t.http.post('/api/oauth/authorize').send({ session: { username: 'SUPERVISOR', password: 'demo1234' }, redirect_uri: 'https://chat.exemplo.com.br/cb', state: 's' });
    const code = new URL(r.body.redirect).searchParams.get('code')!;
    const tk = await t.http.post('/api/integracao/chat/getToken').set('Authorization', `Bearer ${code}`).send({ authToken: code });
    expect(tk.status).toBe(200);
    expect(tk.body.userId).toMatch(/^gr-\d+-4$/);
    const grupos = await t.http.get(`/api/integracao/chat/getGroups/${tk.body.authToken}/${tk.body.userId}`).set('Authorization', `Bearer ${code}`);
    expect(grupos.status).toBe(200);
    expect(grupos.body.map((g: { nome: string }) => g.nome)).toContain('Supervisão');
    const adulterado = await t.http.get(`/api/integracao/chat/getGroups/${tk.body.authToken}x/${tk.body.userId}`).set('Authorization', `Bearer ${code}`);
    expect(adulterado.status).toBe(403);
  });

  it('recusa usuários de cliente e codes de outros usuários', async () => {
    const cliente = await t.login('CLIENTE');
    expect((await t.http.post('/api/integracao/chat/getToken').set('Authorization', `Bearer ${cliente}`).send({ authToken: cliente })).status).toBe(403);
    const op = await t.login('OPERADOR');
    const sup = await t.login('SUPERVISOR');
    expect((await t.http.post('/api/integracao/chat/getToken').set('Authorization', `Bearer ${op}`).send({ authToken: sup })).status).toBe(403);
  });
});
