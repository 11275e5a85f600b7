import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { ValidationError, type ContatoRepository, type ContatoValidado } from '@gr/domain';
import { kx } from '../knex.js';
import { erroPg } from '../escrita.js';

const COLUNAS = ['id', 'cliente_id', 'nome', 'telefone', 'email', 'tipo', 'prioridade'] as const;

/** Contacts and their contact-group memberships (a deleted contact leaves its groups). */
export class SqlContatoRepository implements ContatoRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async find(id: number): Promise<(ContatoValidado & { id: number }) | null> {
    return (await this.db('contatos').where({ id }).first(COLUNAS)) ?? null;
  }

  private async gravando<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (erroPg(e)?.code === '23503') throw ValidationError.campo('cliente_id', 'cliente não encontrado');
      throw e;
    }
  }
  async inserir(c: ContatoValidado): Promise<number> {
    const [row] = await this.gravando(() => this.db('contatos').insert(c).returning(['id']));
    return row.id;
  }
  async atualizar(id: number, c: ContatoValidado): Promise<void> {
    await this.gravando(() => this.db('contatos').where({ id }).update({ ...c, updated_at: new Date() }));
  }
  async excluir(id: number): Promise<void> {
    await this.db('contatos').where({ id }).delete();
  }

  async grupoExiste(id: number): Promise<boolean> {
    return !!(await this.db('grupos').where({ id }).first('id'));
  }
  /** Adds the contact to the group; false when it was there already. */
  async vincularAoGrupo(grupoId: number, contatoId: number): Promise<boolean> {
    const r = await this.db('grupos_contatos').insert({ grupo_id: grupoId, contato_id: contatoId }).onConflict(['grupo_id', 'contato_id']).ignore().returning(['grupo_id']);
    return r.length > 0;
  }
  async desvincularDoGrupo(grupoId: number, contatoId: number): Promise<boolean> {
    return (await this.db('grupos_contatos').where({ grupo_id: grupoId, contato_id: contatoId }).delete()) > 0;
  }
}
