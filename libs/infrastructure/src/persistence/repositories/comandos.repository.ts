import type { EntityManager } from '@mikro-orm/postgresql';
import type { CanalComando, CanalSaida, ComandoAEnviar, ComandoPendente, ComandoRegistrado, FilaComandos, NovoComando, VezDaFila } from '@gr/domain';
import { kx } from '../knex.js';

/** RASTREADOR commands wait this long for an OsmAnd device to fetch them before the tracker's adapter sends them. */
export const ESPERA_OSMAND_S = 60;

/** Each channel's way out, inside the worker's transaction. */
export type CanaisSaida = (canal: CanalComando, em: EntityManager) => CanalSaida;

/** The outbox of commands and messages (`comandos`). */
export class SqlComandos implements FilaComandos {
  /** `canais`: the offline default of every channel unless told otherwise. */
  constructor(private readonly em: EntityManager, private readonly canais: CanaisSaida = (_canal, em) => new CanalOffline(em)) {}

  async registrar(c: NovoComando): Promise<ComandoRegistrado> {
    const [r] = await kx(this.em)('comandos').insert(c).returning(['id', 'estado', 'criado_em']);
    return { id: Number(r.id), estado: r.estado, criado_em: new Date(r.criado_em).toISOString() };
  }

  async terminaisComEspera(terminais: readonly string[]): Promise<Set<string>> {
    if (!terminais.length) return new Set();
    const r = await kx(this.em).raw<{ rows: Array<{ terminal: string }> }>(
      `select distinct terminal from comandos where canal = 'RASTREADOR' and estado in ('FILA', 'ENVIADO') and terminal = any(?::text[])`,
      [terminais as string[]],
    );
    return new Set(r.rows.map((l) => l.terminal));
  }

  /**
   * For an OsmAnd device's request: what it was sent before is delivered (it came back), and its
   * oldest queued command goes out in this answer (null when none).
   */
  async paraODispositivo(terminal: string): Promise<string | null> {
    // Asked only for a terminal terminaisComEspera found (the use case reads the group first).
    return this.em.transactional(async (tem) => {
      const db = kx(tem);
      await db('comandos').where({ terminal, canal: 'RASTREADOR', estado: 'ENVIADO' }).update({ estado: 'ENTREGUE', entregue_em: db.raw('clock_timestamp()') });
      const r = await db.raw<{ rows: Array<{ mensagem: string }> }>(
        `update comandos set estado = 'ENVIADO', enviado_em = clock_timestamp(), tentativas = tentativas + 1
         where id = (select id from comandos where terminal = ? and canal = 'RASTREADOR' and estado = 'FILA' order by criado_em limit 1 for update skip locked)
         returning mensagem`,
        [terminal],
      );
      return r.rows[0]?.mensagem ?? null;
    });
  }

  /**
   * The worker's turn: up to `limite` due commands (a tracker command only after OsmAnd had its
   * chance), locked with `for update skip locked` (rows locked by another process are its turn),
   * each outcome recorded in the same transaction as the sending.
   */
  async naVez<T>(limite: number, turno: (vez: VezDaFila) => Promise<T>): Promise<T> {
    return this.em.transactional(async (tem) => {
      const db = kx(tem);
      const due = await db.raw<{ rows: Array<Omit<ComandoPendente, 'id'> & { id: string }> }>(
        `select id, canal, terminal, telefone, mensagem, acao, tentativas from comandos
         where estado = 'FILA' and proxima_tentativa <= clock_timestamp()
           and (canal <> 'RASTREADOR' or criado_em <= clock_timestamp() - make_interval(secs => ?))
         order by proxima_tentativa limit ? for update skip locked`,
        [ESPERA_OSMAND_S, limite],
      );
      return turno({
        pendentes: due.rows.map((c) => ({ ...c, id: Number(c.id) })),
        canal: (canal) => this.canais(canal, tem),
        enviado: async (id, tentativas) => {
          await db('comandos').where('id', id).update({ estado: 'ENVIADO', enviado_em: db.raw('clock_timestamp()'), tentativas, erro: null });
        },
        falhou: async (id, f) => {
          await db('comandos').where('id', id).update({ estado: f.estado, tentativas: f.tentativas, erro: f.erro, proxima_tentativa: f.proxima_tentativa });
        },
      });
    });
  }
}

/** Offline default of every channel (no network here): records what it would send in `mensagens_enviadas`. */
export class CanalOffline implements CanalSaida {
  constructor(private readonly em: EntityManager) {}

  async enviar(c: ComandoAEnviar): Promise<void> {
    await kx(this.em)('mensagens_enviadas').insert({ canal: c.canal.toLowerCase(), destinatario: c.destino, assunto: c.acao ?? c.canal, corpo: c.mensagem });
  }
}
