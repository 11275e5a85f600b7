import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@gr/infrastructure';
import { carregarConfig } from '../src/config.js';
import { criarApp } from '../src/app.factory.js';
import { ChecklistsJob } from '../src/modules/checklists/checklists.job.js';
import { clienteHttp } from './support/app.js';
import { abrirFluxo, enderecoDe } from './support/fluxo.js';

/** The default without DATABASE_URL: embedded PostgreSQL in a data folder that survives a restart. */
describe('PostgreSQL embutido por padrão', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gr-embutido-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function subir() {
    const cfg = carregarConfig({ DATA_DIR: dataDir, PORT: '0', OSMAND_PORT: '0', SIMULATOR: 'off', FRONTEND_BUILD: '/nao-existe' } as unknown as NodeJS.ProcessEnv);
    expect(cfg.databaseUrl).toBeUndefined();
    expect(cfg.demo).toBe(true);
    const app = await criarApp(cfg, { logger: ['error'] });
    await app.init();
    return app;
  }

  it('migra, semeia os usuários de demonstração e mantém os dados após reiniciar', async () => {
    let app = await subir();
    const login = await clienteHttp(app.getHttpServer()).post('/api/sessions').send({ session: { username: 'ADMIN', password: 'demo1234' } });
    expect(login.status).toBe(201);
    const criado = await clienteHttp(app.getHttpServer())
      .post('/api/users/create')
      .set('Authorization', `Bearer ${login.body.token}`)
      .send({ user: { username: 'PERSISTENTE', grupo: 4 } });
    expect(criado.status).toBe(201);
    // Telemetry's partitioned table and bulk writes work on the embedded database too.
    const veiculo = await clienteHttp(app.getHttpServer()).get('/api/veiculos?rows=1').set('Authorization', `Bearer ${login.body.token}`);
    const comTerminal = await clienteHttp(app.getHttpServer())
      .patch(`/api/veiculos/${veiculo.body.rows[0].id}`)
      .set('Authorization', `Bearer ${login.body.token}`)
      .send({ veiculo: { numero: 'EMB-001', updated_at: veiculo.body.rows[0].updated_at } });
    expect([comTerminal.status, comTerminal.body]).toEqual([200, expect.objectContaining({ numero: 'EMB-001' })]);
    const lote = await clienteHttp(app.getHttpServer())
      .post('/api/telemetria/posicoes')
      .set('Authorization', `Bearer ${login.body.token}`)
      .send({ posicoes: [{ terminal: 'EMB-001', data_posicao: new Date(Date.now() - 60_000).toISOString(), latitude: -23.5, longitude: -46.6, velocidade: 40 }] });
    expect(lote.body).toEqual({ recebidas: 1, gravadas: 1, recusadas: {} });
    // The checklists' round runs on the single embedded connection without starving the API.
    const rodada = app.get(ChecklistsJob).rodar();
    const durante = await clienteHttp(app.getHttpServer()).get('/api/check_lists/operador?rows=1&status=TODOS').set('Authorization', `Bearer ${login.body.token}`);
    expect(durante.status).toBe(200);
    expect(await rodada).toEqual({ expirados: expect.any(Number), testes: expect.any(Number) });
    // The demo trips are seeded in every list, and a lifecycle step holds on the one embedded
    // connection: two desks finishing the same trip at once, one finishes and the other gets 409.
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const listas: Record<string, number> = {};
    for (const lista of ['index_agendada', 'index_emviagens', 'index_finalizadas', 'index_canceladas']) {
      const r = await clienteHttp(app.getHttpServer()).get(`/api/monitoramentos/${lista}?rows=1`).set(auth);
      listas[lista] = r.status === 200 ? r.body.records : -r.status;
    }
    expect(Object.values(listas).every((n) => n > 0)).toBe(true);
    expect(Object.values(listas).reduce((a, b) => a + b)).toBeGreaterThan(300);
    const emViagem = (await clienteHttp(app.getHttpServer()).get('/api/monitoramentos/index_emviagens?rows=1').set(auth)).body.rows[0];
    const supervisor = (await clienteHttp(app.getHttpServer()).post('/api/sessions').send({ session: { username: 'SUPERVISOR', password: 'demo1234' } })).body.token;
    // The live desk in the one embedded process (no Redis): the finish reaches an open stream, and
    // closing the app ends the stream instead of waiting on it.
    const mesa = await abrirFluxo(await enderecoDe({ app }), '/api/monitoramentos/atualizacoes', auth);
    await mesa.esperar((e) => e.event === 'pronto');
    const fins = await Promise.all(
      [login.body.token, supervisor].map((tk) => clienteHttp(app.getHttpServer()).patch(`/api/monitoramentos/${emViagem.id}/finalizarviagem`).set('Authorization', `Bearer ${tk}`).send({ monitoramento: {} })),
    );
    expect(fins.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await clienteHttp(app.getHttpServer()).get(`/api/monitoramentos/${emViagem.id}`).set(auth)).body.monitoramento.status).toBe(3);
    expect((await mesa.esperar((e) => e.event === 'viagens' && (e.data as { ids: number[] }).ids.includes(emViagem.id))).data).toMatchObject({ lista: true });
    await app.close();
    await mesa.terminou;

    app = await subir();
    const token = (await clienteHttp(app.getHttpServer()).post('/api/sessions').send({ session: { username: 'ADMIN', password: 'demo1234' } })).body.token;
    const r = await clienteHttp(app.getHttpServer()).get('/api/users?username=PERSISTENTE').set('Authorization', `Bearer ${token}`);
    expect(r.body.records).toBe(1);
    const todos = await clienteHttp(app.getHttpServer()).get('/api/users').set('Authorization', `Bearer ${token}`);
    expect(todos.body.records).toBe(10);
    await app.close();
  }, 120_000);

  it('recusa uma pasta de dados ocupada por outro processo vivo', async () => {
    const pasta = mkdtempSync(join(tmpdir(), 'gr-lock-'));
    writeFileSync(join(pasta, 'gr.pid'), String(process.ppid));
    await expect(startEmbeddedPostgres(pasta)).rejects.toThrow(/já está em uso/);
    rmSync(pasta, { recursive: true, force: true });
  });
});
