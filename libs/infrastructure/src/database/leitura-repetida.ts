import type { Knex } from '@mikro-orm/knex';

/**
 * A read that meets a dead connection is tried once more (issue 24: with the server's connections
 * terminated under load, 9 reads that arrived afterwards answered 500). The pool already drops a
 * connection whose socket reported the end; a connection picked before that news arrives, or
 * whose query was under way when the server ended it, fails — a SELECT of its own (outside any
 * transaction) is then safe to run again on another connection. Writes are never repeated: whether
 * the server committed before the connection died is unknown, and the caller must decide.
 */

/** SQLSTATE of a connection ended by the server: admin_shutdown, crash_shutdown, cannot_connect_now, and class 08. */
const CODIGOS_CONEXAO = /^(57P0[123]|08...)$/;
/** node-postgres' own messages for a socket that closed under it. */
const MENSAGENS_CONEXAO = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|ECONNRESET|EPIPE/;

export function conexaoPerdida(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CODIGOS_CONEXAO.test(code) || code === 'ECONNRESET' || code === 'EPIPE')) return true;
  return typeof message === 'string' && MENSAGENS_CONEXAO.test(message);
}

const LEITURA = /^\s*(select|with)\b/i;
/** A SELECT can still change something: data-modifying CTEs, SELECT INTO, sequences, locks, notifications, settings. */
const EFEITO = /\b(insert|update|delete|merge|into|nextval|setval|pg_(try_)?advisory_\w+|pg_notify|set_config|pg_terminate_backend|pg_cancel_backend|lo_\w+)\b/i;

/** Only one plain SELECT (or WITH ... SELECT) that changes nothing. */
export function somenteLeitura(sql: unknown): boolean {
  return typeof sql === 'string' && LEITURA.test(sql) && !EFEITO.test(sql);
}

interface Construtor {
  toSQL(): { sql?: string } | Array<{ sql?: string }>;
  _connection?: unknown;
}
interface Execucao {
  run(): Promise<unknown>;
  connection?: { __knex__disposed?: unknown };
  client: { transacting?: boolean };
}
interface ClienteKnex {
  runner(builder: Construtor): Execucao;
  acquireRawConnection(): Promise<unknown>;
  destroyRawConnection(conexao: unknown): Promise<void>;
  transacting?: boolean;
}

/**
 * Wraps the pool's own client (a transaction's client is made from the class, not from this
 * instance, so queries in a transaction keep the plain runner). The repetition runs on a new
 * connection of its own, closed after it: the pool's other idle connections may have been ended by
 * the same server action without their sockets saying so yet. `avisar` hears each repetition.
 */
export function repetirLeiturasUmaVez(knex: Knex, avisar: (texto: string) => void = () => {}): void {
  const cliente = knex.client as unknown as ClienteKnex;
  const criar = cliente.runner.bind(cliente);
  cliente.runner = (builder) => {
    const execucao = criar(builder);
    const rodar = execucao.run.bind(execucao);
    execucao.run = async () => {
      try {
        return await rodar();
      } catch (e) {
        if (!conexaoPerdida(e)) throw e;
        // Back in the pool already: marked, so the pool's check on the next acquire destroys it.
        if (execucao.connection && !execucao.connection.__knex__disposed) execucao.connection.__knex__disposed = e;
        if (execucao.client.transacting || builder._connection) throw e;
        const sql = builder.toSQL();
        if (Array.isArray(sql) || !somenteLeitura(sql.sql)) throw e;
        avisar(`leitura repetida em uma conexão nova após conexão perdida (${(e as Error).message})`);
        const nova = await cliente.acquireRawConnection();
        try {
          builder._connection = nova;
          return await criar(builder).run();
        } finally {
          builder._connection = undefined;
          await cliente.destroyRawConnection(nova).catch(() => {});
        }
      }
    };
    return execucao;
  };
}
