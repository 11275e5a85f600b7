import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { carregarConfig } from '../src/config.js';
import { criarApp } from '../src/app.factory.js';
import { clienteHttp, iniciarApp, type AppDeTeste } from './support/app.js';
import { abrirFluxo, enderecoDe, type EventoSse, type FluxoSse } from './support/fluxo.js';
import { auth, novaPlaca } from './support/masters.js';
import { viagemDe } from './support/viagens.js';

/**
 * The live desk across two backend processes (two apps on one database and one Redis; decisoes.md
 * "mesa ao vivo"): a fix applied by process A reaches a desk subscribed to process B, and a
 * lifecycle action on B reaches a desk on A, each only with the ids its session may read. Needs a
 * database server (DATABASE_URL) and Redis (REDIS_URL, default the local one).
 */
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const descrever = process.env.DATABASE_URL ? describe : describe.skip;

let a: AppDeTeste;
let b: NestExpressApplication;
let dirB: string;
let baseA: string;
let baseB: string;
let clienteId: number;
let outroClienteId: number;
const abertos: FluxoSse[] = [];

const comId = (id: number) => (e: EventoSse) => e.event === 'viagens' && (e.data as { ids: number[] }).ids.includes(id);

async function viagemComTerminal(cliente: number) {
  const placa = novaPlaca();
  const terminal = `RP${placa}`;
  const [v] = await a.sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, terminal]);
  await a.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [cliente, v!.id]);
  return { ...(await viagemDe(a, cliente, 2, { veiculo_id: v!.id, placa })), terminal };
}

async function fluxo(base: string, token: string): Promise<FluxoSse> {
  const f = await abrirFluxo(base, '/api/monitoramentos/atualizacoes', auth(token));
  abertos.push(f);
  expect(f.status).toBe(200);
  await f.esperar((e) => e.event === 'pronto');
  return f;
}

descrever('mesa ao vivo em dois processos', () => {
  beforeAll(async () => {
    a = await iniciarApp({ redisUrl: REDIS });
    dirB = mkdtempSync(join(tmpdir(), 'gr-api-b-'));
    const cfgB = carregarConfig(
      { DATABASE_URL: a.url, DATA_DIR: dirB, DEMO: '1', JWT_SECRET: 'segredo-de-teste', PORT: '0', OSMAND_PORT: '0', SIMULATOR: 'off', SIGNAL_LOSS_JOB_SECONDS: '0', FRONTEND_BUILD: '/nao-existe' } as unknown as NodeJS.ProcessEnv,
      { redisUrl: REDIS },
    );
    b = await criarApp(cfgB, { logger: ['error'] });
    await b.init();
    baseA = await enderecoDe(a);
    baseB = await enderecoDe({ app: b });
    [{ cliente_id: clienteId }] = await a.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
    [{ id: outroClienteId }] = await a.sql<{ id: number }>("select id from clientes where id <> $1 and nome ilike '%IRMÃOS ANDRADE%'", [clienteId]);
  });
  afterAll(async () => {
    for (const f of abertos) f.fechar();
    await b?.close();
    await a?.fechar();
    if (dirB) rmSync(dirB, { recursive: true, force: true });
  });

  it('uma posição aplicada no processo A chega ao assinante do processo B, só com os ids que ele lê', async () => {
    const minha = await viagemComTerminal(clienteId);
    const alheia = await viagemComTerminal(outroClienteId);
    const cliente = await a.login('CLIENTE');
    const noB = await fluxo(baseB, cliente);
    const equipeNoB = await fluxo(baseB, await a.login('MONITOR'));

    const agora = new Date().toISOString();
    const admin = await a.login('ADMIN');
    const r = await a.http.post('/api/telemetria/posicoes').set(auth(admin)).send({
      posicoes: [minha, alheia].map((v) => ({ terminal: v.terminal, data_posicao: agora, latitude: -23.55, longitude: -46.63, velocidade: 50, ignicao: true })),
    });
    expect(r.status).toBe(200);
    expect(r.body.gravadas).toBe(2);

    expect((await noB.esperar(comId(minha.id))).data).toEqual({ ids: [minha.id], lista: false });
    await equipeNoB.esperar(comId(alheia.id));
    expect(noB.corpo()).not.toContain(String(alheia.id));
    // The event ids are B's: a resume is asked of the process that numbered them.
    const [processoB] = noB.eventos.find((e) => e.event === 'pronto')!.id!.split('.');
    expect(noB.eventos.filter((e) => e.event === 'viagens').every((e) => e.id!.startsWith(`${processoB}.`))).toBe(true);
  });

  it('uma SM finalizada no processo B chega ao assinante do processo A com lista verdadeira', async () => {
    const v = await viagemComTerminal(clienteId);
    const noA = await fluxo(baseA, await a.login('CLIENTE'));
    const operador = await a.login('OPERADOR');
    const fim = await clienteHttp(b.getHttpServer()).patch(`/api/monitoramentos/${v.id}/finalizarviagem`).set(auth(operador)).send({ monitoramento: {} });
    expect(fim.status).toBe(200);
    expect((await noA.esperar(comId(v.id))).data).toEqual({ ids: [v.id], lista: true });
  });

  it('um id de evento do outro processo não é retomado: recarregar', async () => {
    const cliente = await a.login('CLIENTE');
    const noB = await fluxo(baseB, cliente);
    const { id } = noB.eventos.find((e) => e.event === 'pronto')!;
    noB.fechar();
    const f = await abrirFluxo(baseA, '/api/monitoramentos/atualizacoes', { ...auth(cliente), 'Last-Event-ID': id! });
    abertos.push(f);
    await f.esperar((e) => e.event === 'recarregar');
  });
});
