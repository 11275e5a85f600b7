import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '@gr/domain';
import { kx } from '../knex.js';

/**
 * The quick-response teams a client may call (spec 03 §3 "Client": pronta_resposta_ids). The list
 * is replaced as a whole, in one transaction.
 */
export class SqlProntaRespostaClienteRepository {
  constructor(private readonly em: EntityManager) {}

  async idsDoCliente(clienteId: number): Promise<number[]> {
    const rows = await kx(this.em)('clientes_pronta_resposta').where({ cliente_id: clienteId }).orderBy('pronta_resposta_id').select('pronta_resposta_id');
    return rows.map((r: { pronta_resposta_id: number }) => r.pronta_resposta_id);
  }

  /** 400 on pronta_resposta_ids when any id does not exist (checked before the client is written). */
  async exigirExistentes(ids: readonly number[]): Promise<void> {
    const unicos = [...new Set(ids)];
    if (!unicos.length) return;
    const achados = await kx(this.em)('pronta_resposta').whereIn('id', unicos).select('id');
    if (achados.length !== unicos.length) throw ValidationError.campo('pronta_resposta_ids', 'pronta resposta não encontrada');
  }

  async substituir(clienteId: number, ids: readonly number[]): Promise<void> {
    const unicos = [...new Set(ids)];
    await this.em.transactional(async () => {
      const db = kx(this.em);
      await db('clientes_pronta_resposta').where({ cliente_id: clienteId }).delete();
      if (unicos.length) await db('clientes_pronta_resposta').insert(unicos.map((id) => ({ cliente_id: clienteId, pronta_resposta_id: id })));
    });
  }
}
