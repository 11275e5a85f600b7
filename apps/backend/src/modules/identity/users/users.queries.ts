import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { exigirCliente, NotFoundError, type EscopoTenant, type GridPage, type GridQuery } from '@gr/domain';
import { consultarGrid, kx, linhaJson, selecionarColunas, type ColunasSql } from '@gr/infrastructure';
import type { UsuarioDetalheDto, UsuarioDto, UsuarioLogadoDto } from './users.dto.js';

const SQL_USUARIOS: ColunasSql = {
  id: 'u.id',
  username: 'u.username',
  email: 'u.email',
  grupo_usuario_id: 'u.grupo_usuario_id',
  grupo_usuario: 'g.descricao',
  cliente_id: 'u.cliente_id',
  cliente: 'c.nome',
  ativo: 'u.ativo',
  alterar_password: 'u.alterar_password',
  administrativo: 'u.administrativo',
  data_cadastro: 'u.data_cadastro',
  updated_at: 'u.updated_at',
};

/** Read side of users: grid and detail, always within the caller's tenant scope. */
@Injectable()
export class UsersQueries {
  constructor(private readonly em: EntityManager) {}

  /** Joins only what the columns in use need (grupo_usuario_id is NOT NULL, so the count is the same). */
  private base(escopo: EscopoTenant, usadas?: ReadonlySet<string>) {
    const qb = kx(this.em)('usuarios as u');
    if (!usadas || usadas.has('grupo_usuario')) qb.join('grupos_usuarios as g', 'g.id', 'u.grupo_usuario_id');
    if (!usadas || usadas.has('cliente')) qb.leftJoin('clientes as c', 'c.id', 'u.cliente_id');
    if (escopo.tipo === 'clientes') qb.whereIn('u.cliente_id', escopo.ids);
    return qb;
  }

  grid(q: GridQuery, escopo: EscopoTenant, exportar: boolean): Promise<GridPage<UsuarioDto>> {
    return consultarGrid<UsuarioDto>(
      (usadas) => this.base(escopo, usadas),
      selecionarColunas(SQL_USUARIOS),
      q,
      SQL_USUARIOS,
      { semPaginacao: exportar, desempate: 'u.id' },
    );
  }

  async detalhe(id: number, escopo: EscopoTenant): Promise<UsuarioDetalheDto> {
    const row = await this.base({ tipo: 'todos' })
      .where('u.id', id)
      .first([...Object.entries(SQL_USUARIOS).map(([k, v]) => `${v} as ${k}`), 'u.liberativo', 'u.assinatura_email']);
    if (!row) throw new NotFoundError('Usuário não encontrado');
    if (escopo.tipo !== 'todos') exigirCliente(escopo, row.cliente_id);
    const gerenciados = await kx(this.em)('usuarios_clientes_gerenciados as ug')
      .join('clientes as c', 'c.id', 'ug.cliente_id')
      .where('ug.usuario_id', id)
      .orderBy('c.nome')
      .select('c.id', 'c.nome');
    return { ...linhaJson(row), clientes_gerenciados: gerenciados } as UsuarioDetalheDto;
  }

  /** The signed-in user's own record with its group's and client's names, in one round trip (every screen asks for it). */
  async usuarioLogado(id: number): Promise<Omit<UsuarioLogadoDto, 'acessos'> | null> {
    const db = kx(this.em);
    const row = await db('usuarios as u')
      .leftJoin('grupos_usuarios as g', 'g.id', 'u.grupo_usuario_id')
      .leftJoin('clientes as c', 'c.id', 'u.cliente_id')
      .where('u.id', id)
      .first(
        'u.id',
        'u.username',
        'u.email',
        'u.grupo_usuario_id',
        db.raw(`coalesce(g.descricao, '') as grupo_usuario`),
        'u.cliente_id',
        'c.nome as cliente',
        db.raw(`coalesce((select array_agg(m.cliente_id order by m.cliente_id) from usuarios_clientes_gerenciados m where m.usuario_id = u.id), '{}') as clientes_gerenciados`),
        'u.alterar_password',
        'u.layouts',
      );
    if (!row) return null;
    return { ...row, cliente: row.cliente ?? null, clientes_gerenciados: (row.clientes_gerenciados as unknown[]).map(Number), layouts: row.layouts ?? {} };
  }
}
