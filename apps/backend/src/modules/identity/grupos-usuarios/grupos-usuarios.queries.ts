import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MENSAGENS_GRUPO_USUARIO, NotFoundError, type GridPage, type GridQuery } from '@gr/domain';
import { consultarGrid, kx, type ColunasSql } from '@gr/infrastructure';

const SQL: ColunasSql = { id: 'g.id', descricao: 'g.descricao', usuarios: '(select count(*) from usuarios u where u.grupo_usuario_id = g.id)::int', created_at: 'g.created_at' };

/** Read side of user groups: the picker list, the grid (with how many users each has) and one group. */
@Injectable()
export class GruposUsuariosQueries {
  constructor(private readonly em: EntityManager) {}

  lista(): Promise<Array<{ id: number; descricao: string }>> {
    return kx(this.em)('grupos_usuarios').orderBy('id').select('id', 'descricao');
  }

  grid<T>(q: GridQuery, exportar: boolean): Promise<GridPage<T>> {
    return consultarGrid<T>(() => kx(this.em)('grupos_usuarios as g'), (qb) => qb.select(Object.entries(SQL).map(([k, v]) => kx(this.em).raw(`${v} as ${k}`))), q, SQL, {
      semPaginacao: exportar,
    });
  }

  async detalhe(id: number): Promise<{ id: number; descricao: string }> {
    const g = await kx(this.em)('grupos_usuarios').where({ id }).first('id', 'descricao');
    if (!g) throw new NotFoundError(MENSAGENS_GRUPO_USUARIO.naoEncontrado);
    return g;
  }
}
