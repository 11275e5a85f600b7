import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContadorJanela, Janela } from '@gr/domain';
import { kx } from '../persistence/knex.js';

function chaveHash(chave: string): Buffer {
  return createHash('sha256').update(chave).digest();
}

function janela(row: { total: number; restante: number } | undefined): Janela {
  return row ? { total: Number(row.total), restanteSegundos: Math.max(0, Number(row.restante)) } : { total: 0, restanteSegundos: 0 };
}

/**
 * The throttling counter in PostgreSQL (`limites_janela`), so every backend process counts the same
 * failures. One statement per count, atomic under concurrency; the database's clock decides when
 * a window closes, so processes with skewed clocks agree.
 */
export class SqlContadorJanela implements ContadorJanela {
  constructor(private readonly em: EntityManager) {}

  async ler(chave: string): Promise<Janela> {
    const r = await kx(this.em).raw<{ rows: Array<{ total: number; restante: number }> }>(
      'select total, extract(epoch from fim - clock_timestamp())::float8 as restante from limites_janela where chave = ? and fim > clock_timestamp()',
      [chaveHash(chave)],
    );
    return janela(r.rows[0]);
  }

  async somar(chave: string, janelaSegundos: number): Promise<Janela> {
    const r = await kx(this.em).raw<{ rows: Array<{ total: number; restante: number }> }>(
      `insert into limites_janela as l (chave, total, fim) values (?, 1, clock_timestamp() + make_interval(secs => ?))
       on conflict (chave) do update set
         total = case when l.fim <= clock_timestamp() then 1 else l.total + 1 end,
         fim = case when l.fim <= clock_timestamp() then excluded.fim else l.fim end
       returning total, extract(epoch from fim - clock_timestamp())::float8 as restante`,
      [chaveHash(chave), janelaSegundos],
    );
    return janela(r.rows[0]);
  }

  async limpar(chave: string): Promise<void> {
    await kx(this.em)('limites_janela').where('chave', chaveHash(chave)).delete();
  }

  /** Forgets closed windows (the hourly clean-up job). */
  static async esquecerFechadas(em: EntityManager): Promise<number> {
    return kx(em)('limites_janela').where('fim', '<', kx(em).raw('clock_timestamp()')).delete();
  }
}
