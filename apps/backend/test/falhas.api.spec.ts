import { Logger } from '@nestjs/common';
import pg from 'pg';
import request from 'supertest';
import { ServidorOsmAnd } from '../src/modules/monitoring/telemetria/osmand.servidor.js';
import { TelemetriaUseCases } from '../src/modules/monitoring/telemetria/telemetria.providers.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';

/**
 * Issue 24, found from outside: with the database's connections terminated under load, reads
 * answered 500 (the pool handed out dead connections and nothing retried), and the OsmAnd door
 * answered 500 for positions it had already stored because the command look-up after the save
 * failed. Needs a database server (DATABASE_URL): the test terminates the app's connections.
 */
const descrever = process.env.DATABASE_URL ? describe : describe.skip;

let t: AppDeTeste;
let admin: string;
const auth = () => ({ Authorization: `Bearer ${admin}` });
const ler = () => t.http.get('/api/tecnologias/find_tecnologia?term=ONIX').set(auth());
/** Every connection of the app to its database (not this test's own). */
const encerrarConexoesDoApp = (poupar: number[] = []) =>
  t.sql<{ pg_terminate_backend: boolean }>(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and pid <> all($1::int[])',
    [poupar],
  );

async function ate<T>(f: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const limite = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v !== undefined) return v;
    if (Date.now() > limite) throw new Error('tempo esgotado');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * The app's connections ended while one of its queries waits: a transaction here takes `bloquear`,
 * `iniciar` sends the request, and once a query like `esperando` waits on the lock every connection
 * of the app is terminated (this one's spared) and the lock released.
 */
async function encerrarDuranteEspera<T>(bloquear: string, esperando: string, iniciar: () => Promise<T>): Promise<T> {
  const bloqueio = new pg.Client({ connectionString: t.url });
  await bloqueio.connect();
  try {
    const { pid } = (await bloqueio.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
    await bloqueio.query('begin');
    await bloqueio.query(bloquear);
    const pendente = iniciar();
    await ate(async () => {
      const r = await t.sql("select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike $1", [esperando]);
      return r.length ? true : undefined;
    });
    expect((await encerrarConexoesDoApp([pid])).length).toBeGreaterThan(0);
    await bloqueio.query('rollback');
    return await pendente;
  } finally {
    await bloqueio.end();
  }
}

descrever('falhas do banco (issue 24)', () => {
  beforeAll(async () => {
    t = await iniciarApp();
    admin = await t.login('ADMIN');
  });
  afterAll(async () => {
    await t?.fechar();
  });

  describe('uma leitura que encontra uma conexão encerrada é repetida uma vez em outra', () => {
    it('entre duas requisições: conexões do pool encerradas pelo servidor, a próxima leitura é 200', async () => {
      // Several connections in the pool, all of them then terminated.
      const antes = await Promise.all(Array.from({ length: 6 }, () => ler()));
      expect(antes.map((r) => r.status)).toEqual(Array(6).fill(200));
      expect((await encerrarConexoesDoApp()).length).toBeGreaterThan(0);
      const depois = await Promise.all(Array.from({ length: 6 }, () => ler()));
      expect(depois.map((r) => r.status)).toEqual(Array(6).fill(200));
      expect(depois[0]!.body.map((x: { descricao: string }) => x.descricao)).toContain('ONIXSAT');
    });

    it('durante a leitura: a conexão encerrada com a consulta em curso, a resposta ainda é 200', async () => {
      // The app's read waits on a lock held here; its connection is terminated while it waits.
      const r = await encerrarDuranteEspera('lock table tecnologias in access exclusive mode', '%tecnologias%', () => ler().then((x) => x));
      expect(r.status).toBe(200);
      expect(r.body.map((x: { descricao: string }) => x.descricao)).toContain('ONIXSAT');
    });

    it('uma escrita não é repetida às cegas: o cadastro cuja conexão cai no meio do INSERT é um erro, e nada fica gravado', async () => {
      // The same description inserted here and not committed: the app's INSERT waits on the unique
      // index (its read of the description before it does not see the row, so it does not wait).
      // Plain supertest: the 500 is what this test expects, and no call documents it.
      const r = await encerrarDuranteEspera("insert into tecnologias (descricao) values ('TEC FALHA 24')", 'insert into%tecnologias%', () =>
        request(t.app.getHttpServer()).post('/api/tecnologias').set(auth()).send({ tecnologia: { descricao: 'TEC FALHA 24' } }).then((x) => x),
      );
      expect(r.status).toBe(500);
      expect(await t.sql("select count(*)::int as n from tecnologias where descricao = 'TEC FALHA 24'")).toEqual([{ n: 0 }]);
      expect((await ler()).status).toBe(200);
    });
  });

  describe('porta OsmAnd: posição gravada é 200, falhe o que falhar depois', () => {
    it('a consulta de comandos falha depois da gravação: 200 sem comando, a posição guardada e a falha no log', async () => {
      const [{ id }] = (await t.sql<{ id: number }>('select id from veiculos order by id limit 1')) as [{ id: number }];
      await t.sql("update veiculos set terminal = 'T24-FALHA' where id = $1", [id]);
      const casos = t.app.get(TelemetriaUseCases);
      const original = casos.entregarComando;
      const erros: string[] = [];
      const logErro = Logger.prototype.error;
      casos.entregarComando = () => ({ executar: () => Promise.reject(new Error('Connection terminated unexpectedly')) }) as never;
      Logger.prototype.error = function (this: Logger, mensagem: unknown) {
        erros.push(String(mensagem));
      };
      const quando = Math.floor(Date.now() / 1000) - 30;
      try {
        const osmand = request(`http://127.0.0.1:${t.app.get(ServidorOsmAnd).porta}`);
        const r = await osmand.get(`/?id=T24-FALHA&timestamp=${quando}&lat=-23.5&lon=-46.6`);
        expect(r.status).toBe(200);
        expect(r.text).toBe('');
      } finally {
        casos.entregarComando = original;
        Logger.prototype.error = logErro;
      }
      expect(await t.sql('select latitude, longitude from posicoes where terminal = $1', ['T24-FALHA'])).toEqual([{ latitude: -23.5, longitude: -46.6 }]);
      expect(erros.join('\n')).toMatch(/T24-FALHA gravada, mas a consulta de comandos falhou.*Connection terminated unexpectedly/s);
    });
  });
});
