import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessoesRepositorio } from '@gr/domain';
import { kx } from '../knex.js';

/** SessoesRepositorio on PostgreSQL (`sessoes`, and the password-reset links it forgets with them). */
export class SqlSessoesRepository implements SessoesRepositorio {
  constructor(private readonly em: EntityManager) {}

  async abrir(s: { id: string; usuarioId: number; expiraEm: Date; origem: string }): Promise<void> {
    await kx(this.em)('sessoes').insert({ id: s.id, usuario_id: s.usuarioId, expira_em: s.expiraEm, origem: s.origem.slice(0, 100) });
  }

  async revogar(sessaoId: string, agora: Date): Promise<boolean> {
    const n = await kx(this.em)('sessoes').where({ id: sessaoId }).whereNull('revogado_em').update({ revogado_em: agora });
    return n > 0;
  }

  async revogarDoUsuario(usuarioId: number, agora: Date, exceto?: string): Promise<void> {
    const q = kx(this.em)('sessoes').where({ usuario_id: usuarioId }).whereNull('revogado_em');
    if (exceto) q.whereNot({ id: exceto });
    await q.update({ revogado_em: agora });
  }

  async esquecerExpiradas(limite: Date): Promise<number> {
    const db = kx(this.em);
    const n = await db('sessoes').where('expira_em', '<', limite).delete();
    await db('recuperacoes_senha').where('expira_em', '<', limite).delete();
    return n;
  }
}
