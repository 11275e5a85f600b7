import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import type { GrupoUsuario, GrupoUsuarioRepository } from '@gr/domain';
import { kx } from '../knex.js';

const COLUNAS = ['id', 'descricao'] as const;

/** The one place a grupos_usuarios row becomes a GrupoUsuario. */
function paraGrupoUsuario(row: Record<string, unknown>): GrupoUsuario {
  return { id: Number(row.id), descricao: String(row.descricao) };
}

/** User groups (grupos_usuarios) on PostgreSQL. */
export class SqlGrupoUsuarioRepository implements GrupoUsuarioRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async findById(id: number): Promise<GrupoUsuario | null> {
    const row = await this.db('grupos_usuarios').where({ id }).first(COLUNAS);
    return row ? paraGrupoUsuario(row) : null;
  }
  async idPorDescricao(descricao: string): Promise<number | null> {
    const row = await this.db('grupos_usuarios').whereRaw('upper(descricao) = upper(?)', [descricao]).first('id');
    return row ? Number(row.id) : null;
  }
  async criar(descricao: string): Promise<GrupoUsuario> {
    const [row] = await this.db('grupos_usuarios').insert({ descricao }).returning(COLUNAS);
    return paraGrupoUsuario(row);
  }
  async alterar(id: number, descricao: string): Promise<GrupoUsuario> {
    const [row] = await this.db('grupos_usuarios').where({ id }).update({ descricao, updated_at: new Date() }).returning(COLUNAS);
    return paraGrupoUsuario(row);
  }
  async temUsuarios(id: number): Promise<boolean> {
    return !!(await this.db('usuarios').where({ grupo_usuario_id: id }).first('id'));
  }
  async excluir(id: number): Promise<void> {
    await this.db('grupos_usuarios').where({ id }).delete();
  }
}
