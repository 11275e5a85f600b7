import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventoAuditoria, RegistroAuditoria } from '@gr/domain';
import { kx } from '../knex.js';

/** RegistroAuditoria on PostgreSQL: one insert into `auditoria`, the only statement the table accepts. */
export class SqlRegistroAuditoria implements RegistroAuditoria {
  constructor(private readonly em: EntityManager) {}

  async registrar(e: EventoAuditoria): Promise<void> {
    await kx(this.em)('auditoria').insert({
      quando: e.quando,
      acao: e.acao,
      usuario_id: e.usuario_id,
      username: e.username?.slice(0, 60) ?? null,
      ip: e.ip.slice(0, 64),
      objeto_tipo: e.objeto_tipo?.slice(0, 60) ?? null,
      objeto_id: e.objeto_id?.slice(0, 100) ?? null,
      detalhe: e.detalhe === null ? null : JSON.stringify(e.detalhe),
    });
  }
}
