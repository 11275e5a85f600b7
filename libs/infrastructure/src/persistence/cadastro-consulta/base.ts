import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import type { HistoricoTratamentos, TratamentoLgpd, Transacional } from '@gr/domain';
import { kx } from '../knex.js';
import { registrarTratamento } from '../repositories/cadastro-apoio.queries.js';

/**
 * What the registration context's adapters share: the query builder of the request (bound to its
 * open transaction, when there is one: inside `emTransacao` every call of every adapter built on
 * the same EntityManager joins it) and the LGPD record, written with the change.
 */
export abstract class SqlCadastroConsulta implements Transacional, HistoricoTratamentos {
  constructor(protected readonly em: EntityManager) {}

  protected get db(): Knex {
    return kx(this.em);
  }

  emTransacao<T>(fn: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => fn());
  }

  registrarTratamentos(t: readonly TratamentoLgpd[]): Promise<void> {
    return registrarTratamento(this.db, t);
  }
}
