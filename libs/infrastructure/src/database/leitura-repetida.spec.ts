import { conexaoPerdida, somenteLeitura } from './leitura-repetida.js';

describe('conexaoPerdida: o erro de uma conexão que o servidor encerrou', () => {
  it.each([
    [{ code: '57P01', severity: 'FATAL', message: 'terminating connection due to administrator command' }],
    [{ code: '57P02', message: 'terminating connection due to crash of another server process' }],
    [{ code: '57P03', message: 'the database system is starting up' }],
    [{ code: '08006', message: 'connection failure' }],
    [{ code: '08003', message: 'connection does not exist' }],
    [new Error('select 1 - Connection terminated unexpectedly')],
    [new Error('Client has encountered a connection error and is not queryable')],
    [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
  ])('%o', (e) => expect(conexaoPerdida(e)).toBe(true));

  it.each([
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }],
    [{ code: '57014', message: 'canceling statement due to statement timeout' }],
    [{ code: '40001', message: 'could not serialize access' }],
    [new Error('relation "x" does not exist')],
    [null],
    ['Connection terminated'],
  ])('não: %o', (e) => expect(conexaoPerdida(e)).toBe(false));
});

describe('somenteLeitura: só um SELECT que não muda nada é repetido', () => {
  it.each([
    'select * from "usuarios" as "u" where "u"."id" = ?',
    '  SELECT count(*) from posicoes',
    'with x as (select id from viagens) select * from x',
    'select "u"."updated_at" from usuarios u',
  ])('%s', (sql) => expect(somenteLeitura(sql)).toBe(true));

  it.each([
    'insert into comandos (x) values (?)',
    'update comandos set estado = ?',
    'delete from sessoes where id = ?',
    'with n as (insert into t values (1) returning id) select * from n',
    'with n as (update t set a = 1 returning id) select * from n',
    'select * from comandos where id = ? for update skip locked',
    'select * into copia from usuarios',
    "select nextval('viagens_id_seq')",
    'select pg_try_advisory_lock(42)',
    'select pg_advisory_unlock(42)',
    "select pg_notify('canal', 'x')",
    "select set_config('search_path', 'x', false)",
    'begin',
    undefined,
  ])('não: %s', (sql) => expect(somenteLeitura(sql)).toBe(false));
});
