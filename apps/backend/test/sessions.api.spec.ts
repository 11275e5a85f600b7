import { iniciarApp, type AppDeTeste } from './support/app.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await iniciarApp();
});
afterAll(async () => {
  await t?.fechar();
});

describe('POST /api/sessions', () => {
  it('returns the session object of the spec with a signed token', async () => {
    const r = await t.http.post('/api/sessions').send({ session: { username: 'operador', password: 'demo1234' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ username: 'OPERADOR', grupo_usuario_id: 6, cliente_id: null, alterar_password: false, layouts: {} });
    expect(Object.keys(r.body).sort()).toEqual(['alterar_password', 'cliente_id', 'expira_em', 'grupo_usuario_id', 'id', 'layouts', 'token', 'username']);
    expect(r.body.token.split('.')).toHaveLength(3);
    expect(r.body).not.toHaveProperty('password_hash');
  });

  it('binds the client user to its client', async () => {
    const r = await t.http.post('/api/sessions').send({ session: { username: 'CLIENTE', password: 'demo1234' } });
    expect(r.status).toBe(201);
    expect(r.body.grupo_usuario_id).toBe(8);
    expect(r.body.cliente_id).toEqual(expect.any(Number));
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const errada = await t.http.post('/api/sessions').send({ session: { username: 'ADMIN', password: 'errada' } });
    const inexistente = await t.http.post('/api/sessions').send({ session: { username: 'NINGUEM', password: 'errada' } });
    expect(errada.status).toBe(401);
    expect(errada.body).toEqual({ error: 'Usuário ou senha inválidos' });
    expect(inexistente.status).toBe(401);
    expect(inexistente.body).toEqual(errada.body);
  });

  it('answers 400 with errors per missing field', async () => {
    const r = await t.http.post('/api/sessions').send({ session: {} });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: { username: ['não pode ficar em branco'], password: ['não pode ficar em branco'] } });
    const semWrapper = await t.http.post('/api/sessions').send({ username: 'ADMIN', password: 'demo1234' });
    expect(semWrapper.status).toBe(400);
    expect(semWrapper.body.errors.session).toEqual(['não pode ficar em branco']);
  });

  it('answers 400 for a wrong type and for malformed JSON, never 500', async () => {
    const tipo = await t.http.post('/api/sessions').send({ session: { username: 123, password: ['x'] } });
    expect(tipo.status).toBe(400);
    expect(tipo.body.errors.username).toEqual(['deve ser um texto']);
    const malformado = await t.http.post('/api/sessions').set('Content-Type', 'application/json').send('{"session": {"username": ');
    expect(malformado.status).toBe(400);
    expect(malformado.body).toEqual({ errors: { corpo: ['JSON malformado no corpo da requisição'] } });
  });

  it('answers 413 for a 10 MB body', async () => {
    const grande = JSON.stringify({ session: { username: 'A'.repeat(10 * 1024 * 1024), password: 'x' } });
    const r = await t.http.post('/api/sessions').set('Content-Type', 'application/json').send(grande);
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ error: 'A requisição é grande demais' });
  });

  it('answers 429 after too many failed logins, even with the right password', async () => {
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

  it('refuses an inactive user with the generic message', async () => {
    await t.sql(`update usuarios set ativo = false where username = 'CADASTRO'`);
    const r = await t.http.post('/api/sessions').send({ session: { username: 'CADASTRO', password: 'demo1234' } });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'Usuário ou senha inválidos' });
    await t.sql(`update usuarios set ativo = true where username = 'CADASTRO'`);
  });
});

describe('tokens', () => {
  it('accepts Bearer and bare tokens', async () => {
    const token = await t.login('SUPERVISOR');
    expect((await t.http.get('/api/users/show_user_basico').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    expect((await t.http.get('/api/users/show_user_basico').set('Authorization', token)).status).toBe(200);
  });

  it('answers 401 without, with a tampered, an expired or a revoked token', async () => {
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

  it('does not let a user revoke somebody else\'s session', async () => {
    const meu = await t.login('OPERADOR');
    const alheio = await t.login('SUPERVISOR');
    const r = await t.http.delete(`/api/sessions/${alheio}`).set('Authorization', `Bearer ${meu}`);
    expect(r.status).toBe(403);
    expect((await t.http.get('/api/users/show_user_basico').set('Authorization', `Bearer ${alheio}`)).status).toBe(200);
  });
});

describe('POST /api/oauth/authorize (chat sign-on)', () => {
  it('redirects staff to redirect_uri with code and state', async () => {
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

  it('refuses groups outside 3–7 with the spec message', async () => {
    const r = await t.http.post('/api/oauth/authorize').send({ session: { username: 'CLIENTE', password: 'demo1234' }, redirect_uri: 'https://chat.exemplo.com.br/cb', state: 's' });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: 'Você não tem permissão para usar o chat' });
  });

  it('refuses a redirect_uri that is not http(s)', async () => {
    const r = await t.http.post('/api/oauth/authorize').send({ session: { username: 'ADMIN', password: 'demo1234' }, redirect_uri: 'javascript:alert(1)' });
    expect(r.status).toBe(400);
    expect(r.body.errors.redirect_uri).toEqual(['não é uma URL válida']);
  });
});

describe('chat integration', () => {
  it('exchanges the oauth code for a chat token and lists the chat groups', async () => {
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

  it('refuses client users and codes of other users', async () => {
    const cliente = await t.login('CLIENTE');
    expect((await t.http.post('/api/integracao/chat/getToken').set('Authorization', `Bearer ${cliente}`).send({ authToken: cliente })).status).toBe(403);
    const op = await t.login('OPERADOR');
    const sup = await t.login('SUPERVISOR');
    expect((await t.http.post('/api/integracao/chat/getToken').set('Authorization', `Bearer ${op}`).send({ authToken: sup })).status).toBe(403);
  });
});
