import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { carregarConfig } from '../src/config.js';
import { criarApp } from '../src/app.factory.js';
import { clienteHttp, iniciarApp, type AppDeTeste } from './support/app.js';

/**
 * Two backend processes (two apps on one database and one Redis) with the session principal
 * cached: what one revokes or changes, the other refuses within ~2 s (decisoes.md, "cache do
 * principal"). Needs a database server (DATABASE_URL) and Redis (REDIS_URL, default the local one).
 */
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PRAZO_MS = 2_000;
const TTL_S = 3;
const descrever = process.env.DATABASE_URL ? describe : describe.skip;

let a: AppDeTeste;
let b: NestExpressApplication;
let dirB: string;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const httpA = () => a.http;
const httpB = () => clienteHttp(b.getHttpServer());

/** Polls `get` until it answers `status`; the time it took, or Infinity after `limite` ms. */
async function ate(status: number, get: () => Promise<{ status: number }>, limite = PRAZO_MS + 1_000): Promise<number> {
  const inicio = Date.now();
  while (Date.now() - inicio <= limite) {
    if ((await get()).status === status) return Date.now() - inicio;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Infinity;
}

descrever('session principal cached in two processes', () => {
  beforeAll(async () => {
    a = await iniciarApp({ redisUrl: REDIS, sessaoCacheSegundos: TTL_S });
    dirB = mkdtempSync(join(tmpdir(), 'gr-api-b-'));
    const cfgB = carregarConfig(
      { DATABASE_URL: a.url, DATA_DIR: dirB, DEMO: '1', JWT_SECRET: 'segredo-de-teste', PORT: '0', OSMAND_PORT: '0', SIMULATOR: 'off', FRONTEND_BUILD: '/nao-existe' } as unknown as NodeJS.ProcessEnv,
      { redisUrl: REDIS, sessaoCacheSegundos: TTL_S },
    );
    b = await criarApp(cfgB, { logger: ['error'] });
    await b.init();
  });
  afterAll(async () => {
    await b?.close();
    await a?.fechar();
    if (dirB) rmSync(dirB, { recursive: true, force: true });
  });

  it('caches: uma alteração feita por fora da aplicação só é vista quando a entrada expira', async () => {
    const token = await a.login('MONITOR');
    expect((await httpB().get('/api/users/show_user_basico').set(auth(token))).status).toBe(200);
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    await a.sql('update sessoes set revogado_em = now() where id = $1', [sid]);
    // Still served from B's cache (this is what saves the round trip) ...
    expect((await httpB().get('/api/users/show_user_basico').set(auth(token))).status).toBe(200);
    // ... and refused once the entry's few seconds are over.
    expect(await ate(401, () => httpB().get('/api/users/show_user_basico').set(auth(token)), TTL_S * 1000 + 1_000)).toBeLessThanOrEqual(TTL_S * 1000 + 500);
  });

  it('logout num processo: o outro recusa o token em ~2 s', async () => {
    const token = await a.login('OPERADOR');
    for (let i = 0; i < 3; i++) expect((await httpB().get('/api/users/show_user_basico').set(auth(token))).status).toBe(200);
    await httpA().delete(`/api/sessions/${token}`).set(auth(token)).expect(204);
    expect(await ate(401, () => httpB().get('/api/users/show_user_basico').set(auth(token)))).toBeLessThan(PRAZO_MS);
    expect((await httpA().get('/api/users/show_user_basico').set(auth(token))).status).toBe(401);
  });

  it('uma edição de regra de acesso num processo é vista pelo outro', async () => {
    const admin = await a.login('ADMIN');
    const supervisor = await a.login('SUPERVISOR');
    const eu = (await httpB().get('/api/users/show_user_basico').set(auth(supervisor))).body as { id: number };
    expect((await httpB().get('/api/users').set(auth(supervisor))).status).toBe(200);

    const regras = (await httpA().get(`/api/users/get_regras_acesso/${eu.id}`).set(auth(admin))).body as {
      controllers: Array<{ nome: string; funcoes_controller: Array<{ id: number; nome: string; selected: boolean }> }>;
    };
    const todas = regras.controllers.flatMap((c) => c.funcoes_controller.filter((f) => f.selected).map((f) => ({ ...f, controlador: c.nome })));
    const semIndex = todas.filter((f) => !(f.controlador === 'usuarios' && f.nome === 'index')).map((f) => f.id);
    expect(semIndex.length).toBe(todas.length - 1);

    await httpA().post(`/api/users/update_regras_acesso/${eu.id}`).set(auth(admin)).send({ funcoes: semIndex }).expect(200);
    expect(await ate(403, () => httpB().get('/api/users').set(auth(supervisor)))).toBeLessThan(PRAZO_MS);

    await httpA().post(`/api/users/update_regras_acesso/${eu.id}`).set(auth(admin)).send({ funcoes: todas.map((f) => f.id) }).expect(200);
    expect(await ate(200, () => httpB().get('/api/users').set(auth(supervisor)))).toBeLessThan(PRAZO_MS);
  });

  it('inativar um usuário num processo encerra suas sessões no outro', async () => {
    const admin = await a.login('ADMIN');
    const criado = await httpA().post('/api/users/create').set(auth(admin)).send({ user: { username: 'REPLICA1', grupo: 7, password: 'segredo1' } }).expect(201);
    const token = await a.login('REPLICA1', 'segredo1');
    expect((await httpB().get('/api/users/show_user_basico').set(auth(token))).status).toBe(200);
    await httpA().patch(`/api/users/${criado.body.id}`).set(auth(admin)).send({ user: { ativo: false } }).expect(200);
    expect(await ate(401, () => httpB().get('/api/users/show_user_basico').set(auth(token)))).toBeLessThan(PRAZO_MS);
  });

  it('uma troca de senha encerra as outras sessões em todo lugar, e mantém a que a trocou', async () => {
    const admin = await a.login('ADMIN');
    await httpA().post('/api/users/create').set(auth(admin)).send({ user: { username: 'REPLICA2', grupo: 7, password: 'segredo1' } }).expect(201);
    const aqui = await a.login('REPLICA2', 'segredo1');
    const outra = await a.login('REPLICA2', 'segredo1');
    const eu = (await httpB().get('/api/users/show_user_basico').set(auth(outra))).body as { id: number };
    await httpA()
      .patch(`/api/users/atualizar_senha/${eu.id}`)
      .set(auth(aqui))
      .send({ user: { password_atual: 'segredo1', password: 'segredo2', password_confirmation: 'segredo2' } })
      .expect(200);
    expect(await ate(401, () => httpB().get('/api/users/show_user_basico').set(auth(outra)))).toBeLessThan(PRAZO_MS);
    expect((await httpB().get('/api/users/show_user_basico').set(auth(aqui))).status).toBe(200);
  });

  it('conta as falhas de login uma vez para os dois processos: cinco espalhadas entre A e B bloqueiam o endereço em ambos', async () => {
    const visitante = (ip: string) => ({ 'X-GR-Cliente-Ip': ip, 'X-GR-Proxy-Chave': a.cfg.proxySecret });
    for (let i = 0; i < 5; i++) {
      const http = i % 2 ? httpB() : httpA();
      expect((await http.post('/api/sessions').set(visitante('203.0.113.77')).send({ session: { username: 'CADASTRO', password: 'errada' } })).status).toBe(401);
    }
    for (const http of [httpA(), httpB()]) {
      expect((await http.post('/api/sessions').set(visitante('203.0.113.77')).send({ session: { username: 'CADASTRO', password: 'demo1234' } })).status).toBe(429);
    }
    expect((await httpB().post('/api/sessions').set(visitante('203.0.113.78')).send({ session: { username: 'CADASTRO', password: 'demo1234' } })).status).toBe(201);
  });
});

descrever('REDIS_URL set but Redis unreachable', () => {
  let t: AppDeTeste;
  beforeAll(async () => {
    // Nothing listens on port 9: the channel never hears, so no process caches and every call reads the database.
    t = await iniciarApp({ redisUrl: 'redis://127.0.0.1:9', sessaoCacheSegundos: TTL_S });
  });
  afterAll(() => t?.fechar());

  it('continua atendendo, e um logout é recusado na hora', async () => {
    const token = await t.login('OPERADOR');
    expect((await t.http.get('/api/users/show_user_basico').set(auth(token))).status).toBe(200);
    await t.http.delete(`/api/sessions/${token}`).set(auth(token)).expect(204);
    expect((await t.http.get('/api/users/show_user_basico').set(auth(token))).status).toBe(401);
  });

  it('vê na hora uma alteração feita por fora: nada fica em cache', async () => {
    const token = await t.login('MONITOR');
    expect((await t.http.get('/api/users/show_user_basico').set(auth(token))).status).toBe(200);
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    await t.sql('update sessoes set revogado_em = now() where id = $1', [sid]);
    expect((await t.http.get('/api/users/show_user_basico').set(auth(token))).status).toBe(401);
  });
});
