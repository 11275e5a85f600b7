import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import {
  ConflictError, type Acessos, type CadastroReferencias, type FuncaoAcesso, type NovoUsuario, type PasswordResetStore, type RegrasAcessoRepository, type Usuario,
  type UsuarioRepository,
} from '@gr/domain';
import { dataPg, kx } from '../knex.js';

function paraUsuario(row: Record<string, unknown>, clientes_gerenciados: number[]): Usuario {
  return {
    ...(row as unknown as UsuarioRow),
    data_cadastro: dataPg(row.data_cadastro),
    updated_at: dataPg(row.updated_at),
    clientes_gerenciados,
  };
}

/** updated_at is kept at millisecond precision so the value a client read compares exactly. */
const AGORA_MS = "date_trunc('milliseconds', greatest(clock_timestamp(), updated_at + interval '1 millisecond'))";

type UsuarioRow = Omit<Usuario, 'clientes_gerenciados'>;

const COLUNAS = [
  'id', 'username', 'email', 'grupo_usuario_id', 'cliente_id', 'ativo', 'alterar_password', 'administrativo',
  'liberativo', 'assinatura_email', 'password_hash', 'layouts', 'data_cadastro', 'updated_at',
] as const;

/**
 * Told after a user's row (and with it its managed clients or access rules) was changed or deleted
 * and committed, so whoever caches that user's sessions drops them (the backend's PrincipalCache).
 * Called after the repository's own transaction: a caller that wraps update/delete in a wider
 * transaction tells the cache itself after committing.
 */
export type AoMudarUsuario = (usuarioId: number) => Promise<void> | void;

/** UsuarioRepository and the identity look-ups, on PostgreSQL through MikroORM's connection. */
export class SqlUsuarioRepository implements UsuarioRepository, CadastroReferencias, PasswordResetStore, RegrasAcessoRepository {
  constructor(private readonly em: EntityManager, private readonly aoMudar?: AoMudarUsuario) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private async comGerenciados(row: Record<string, unknown> | undefined): Promise<Usuario | null> {
    if (!row) return null;
    const ger = await this.db('usuarios_clientes_gerenciados').where({ usuario_id: row.id as number }).orderBy('cliente_id').pluck('cliente_id');
    return paraUsuario(row, ger as number[]);
  }

  async findById(id: number): Promise<Usuario | null> {
    return this.comGerenciados(await this.db('usuarios').select(COLUNAS).where({ id }).first());
  }
  async findByUsername(username: string): Promise<Usuario | null> {
    return this.comGerenciados(await this.db('usuarios').select(COLUNAS).where({ username }).first());
  }
  async findByEmail(email: string): Promise<Usuario | null> {
    return this.comGerenciados(await this.db('usuarios').select(COLUNAS).whereRaw('lower(email) = ?', [email.toLowerCase()]).first());
  }

  async create(dados: NovoUsuario): Promise<Usuario> {
    return this.em.transactional(async (tem) => {
      const db = kx(tem);
      const { clientes_gerenciados, layouts, ...resto } = dados;
      const agora = new Date();
      const [row] = await db('usuarios')
        .insert({ ...resto, layouts: JSON.stringify(layouts ?? {}), data_cadastro: agora, updated_at: agora })
        .returning(COLUNAS);
      if (clientes_gerenciados.length) {
        await db('usuarios_clientes_gerenciados').insert(clientes_gerenciados.map((cliente_id) => ({ usuario_id: row.id, cliente_id })));
      }
      // A new user starts with its group's default access rules.
      await db.raw(
        'insert into usuarios_funcoes (usuario_id, funcao_id) select ?, funcao_id from grupos_funcoes where grupo_usuario_id = ?',
        [row.id, row.grupo_usuario_id],
      );
      return paraUsuario(row, clientes_gerenciados);
    });
  }

  /** Writes the user; a row changed since `usuario.updated_at` was read is a conflict (409). */
  async update(usuario: Usuario): Promise<Usuario> {
    const salvo = await this.em.transactional(async (tem) => {
      const db = kx(tem);
      const { id, clientes_gerenciados, layouts, data_cadastro: _d, updated_at, ...resto } = usuario;
      const anterior = await db('usuarios').select('grupo_usuario_id').where({ id }).forUpdate().first();
      const [row] = await db('usuarios')
        .update({ ...resto, layouts: JSON.stringify(layouts ?? {}), updated_at: db.raw(AGORA_MS) })
        .where({ id })
        .andWhere('updated_at', updated_at.toISOString())
        .returning(COLUNAS);
      if (!row) throw new ConflictError();
      await db('usuarios_clientes_gerenciados').where({ usuario_id: id }).delete();
      if (clientes_gerenciados.length) {
        await db('usuarios_clientes_gerenciados').insert(clientes_gerenciados.map((cliente_id) => ({ usuario_id: id, cliente_id })));
      }
      if (anterior && anterior.grupo_usuario_id !== row.grupo_usuario_id) {
        // Changing group resets the access rules to the new group's defaults.
        await db('usuarios_funcoes').where({ usuario_id: id }).delete();
        await db.raw(
          'insert into usuarios_funcoes (usuario_id, funcao_id) select ?, funcao_id from grupos_funcoes where grupo_usuario_id = ?',
          [id, row.grupo_usuario_id],
        );
      }
      return paraUsuario(row, clientes_gerenciados);
    });
    await this.aoMudar?.(salvo.id);
    return salvo;
  }

  async delete(id: number): Promise<boolean> {
    const n = await this.db('usuarios').where({ id }).delete();
    await this.aoMudar?.(id);
    return n > 0;
  }

  async grupoExiste(id: number): Promise<boolean> {
    return !!(await this.db('grupos_usuarios').where({ id }).first('id'));
  }
  async clientesExistentes(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    return (await this.db('clientes').whereIn('id', ids).pluck('id')) as number[];
  }

  async funcoesExistentes(ids: number[]): Promise<FuncaoAcesso[]> {
    return this.db('funcoes_controladores as f').join('controladores as c', 'c.id', 'f.controlador_id').whereIn('f.id', ids)
      .select('f.id', 'c.nome as controlador', 'f.nome as funcao');
  }
  async substituirRegras(usuarioId: number, ids: number[]): Promise<void> {
    await this.em.transactional(async (tem) => {
      const db = kx(tem);
      await db('usuarios_funcoes').where({ usuario_id: usuarioId }).delete();
      if (ids.length) await db('usuarios_funcoes').insert(ids.map((funcao_id) => ({ usuario_id: usuarioId, funcao_id })));
    });
    await this.aoMudar?.(usuarioId); // committed: the user's sessions see the new rules in every process
  }

  /** controller → functions the user may call. */
  async acessos(usuarioId: number): Promise<Acessos> {
    const rows: Array<{ controlador: string; funcao: string }> = await this.db('usuarios_funcoes as uf')
      .join('funcoes_controladores as f', 'f.id', 'uf.funcao_id')
      .join('controladores as c', 'c.id', 'f.controlador_id')
      .where('uf.usuario_id', usuarioId)
      .select('c.nome as controlador', 'f.nome as funcao');
    const acessos: Acessos = {};
    for (const r of rows) (acessos[r.controlador] ??= []).push(r.funcao);
    return acessos;
  }

  /**
   * The signed-in user of a live session, with managed clients and access rules, in one round
   * trip (every authenticated request pays for it). Null when the session is revoked, expired or
   * the user inactive.
   */
  async principalDaSessao(sessaoId: string, usuarioId: number): Promise<
    { id: number; username: string; grupo_usuario_id: number; cliente_id: number | null; clientes_gerenciados: number[]; acessos: Acessos } | null
  > {
    const row = await this.db('sessoes as s')
      .join('usuarios as u', 'u.id', 's.usuario_id')
      .where({ 's.id': sessaoId, 's.usuario_id': usuarioId, 'u.ativo': true })
      .whereNull('s.revogado_em')
      .andWhereRaw('s.expira_em > now()')
      .first(
        'u.id',
        'u.username',
        'u.grupo_usuario_id',
        'u.cliente_id',
        this.db.raw(`coalesce((select array_agg(g.cliente_id order by g.cliente_id) from usuarios_clientes_gerenciados g where g.usuario_id = u.id), '{}') as gerenciados`),
        this.db.raw(`coalesce((select json_agg(json_build_array(c.nome, f.nome)) from usuarios_funcoes uf
           join funcoes_controladores f on f.id = uf.funcao_id join controladores c on c.id = f.controlador_id
           where uf.usuario_id = u.id), '[]'::json) as regras`),
      );
    if (!row) return null;
    const acessos: Acessos = {};
    for (const [controlador, funcao] of row.regras as Array<[string, string]>) (acessos[controlador] ??= []).push(funcao);
    return {
      id: row.id,
      username: row.username,
      grupo_usuario_id: row.grupo_usuario_id,
      cliente_id: row.cliente_id,
      clientes_gerenciados: (row.gerenciados as number[]).map(Number),
      acessos,
    };
  }

  async atualizarLayouts(usuarioId: number, layouts: Record<string, unknown>): Promise<Record<string, unknown>> {
    const [row] = await this.db('usuarios')
      .update({ layouts: this.db.raw(`layouts || ?::jsonb`, [JSON.stringify(layouts)]) })
      .where({ id: usuarioId })
      .returning(['layouts']);
    return (row?.layouts ?? {}) as Record<string, unknown>;
  }

  async criar(usuarioId: number, tokenHash: string, expiraEm: Date): Promise<void> {
    await this.db('recuperacoes_senha').insert({ usuario_id: usuarioId, token_hash: tokenHash, expira_em: expiraEm });
  }
  async consumir(tokenHash: string, agora: Date): Promise<number | null> {
    const [row] = await this.db('recuperacoes_senha')
      .update({ usado_em: agora })
      .where({ token_hash: tokenHash })
      .whereNull('usado_em')
      .andWhere('expira_em', '>', agora)
      .returning(['usuario_id']);
    return row?.usuario_id ?? null;
  }
}
