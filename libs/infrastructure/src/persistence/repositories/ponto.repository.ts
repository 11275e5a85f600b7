import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { BusinessRuleError, erroPontoExistente, MENSAGENS_PONTO, type CamposPonto, type Ponto, type PontoRepository } from '@gr/domain';
import { dataPg, kx } from '../knex.js';
import { AGORA_VERSAO, atualizarVersionado, erroPg, traduzindoUnicos } from '../escrita.js';

export const COLUNAS_PONTO = [
  'id', 'cliente_id', 'descricao', 'latitude', 'longitude', 'tipo', 'nivel', 'raio_ponto', 'username_add', 'data_cadastro', 'username_update', 'data_alteracao', 'updated_at',
] as const;

/** A pontos row (numeric as text, timestamps as text) to the domain's shape. */
export function paraPonto(row: Record<string, unknown>): Ponto {
  return {
    ...(row as unknown as Ponto),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    raio_ponto: Number(row.raio_ponto),
    nivel: Number(row.nivel),
    data_cadastro: dataPg(row.data_cadastro),
    data_alteracao: row.data_alteracao ? dataPg(row.data_alteracao) : null,
    updated_at: dataPg(row.updated_at),
  };
}

/** Where a point is referred to by routes. */
export function pontoEmUsoSql(db: Knex, id: number) {
  return db.raw(
    `select exists (select 1 from rotas where ponto_origem_id = ? or ponto_destino_id = ?) or exists (select 1 from pontos_rotas where ponto_id = ?) as em_uso`,
    [id, id, id],
  );
}

/** Inserts a point; the same coordinates in the same scope → the rule's 422 naming the existing one. */
export async function inserirPonto(db: Knex, dados: CamposPonto, autor: string): Promise<Ponto> {
  try {
    const [row] = await db('pontos').insert({ ...dados, username_add: autor }).returning(COLUNAS_PONTO as unknown as string[]);
    return paraPonto(row);
  } catch (e) {
    if (erroPg(e)?.constraint === 'pontos_coordenadas_unique') {
      const outro = await db('pontos').whereRaw('coalesce(cliente_id, 0) = ?', [dados.cliente_id ?? 0]).where({ latitude: dados.latitude, longitude: dados.longitude }).first('id', 'descricao');
      if (outro) throw erroPontoExistente(outro);
    }
    throw e;
  }
}

/** PontoRepository on PostgreSQL. */
export class SqlPontoRepository implements PontoRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async findById(id: number): Promise<Ponto | null> {
    const row = await this.db('pontos').where({ id }).first(COLUNAS_PONTO as unknown as string[]);
    return row ? paraPonto(row) : null;
  }
  async findByIds(ids: number[]): Promise<Ponto[]> {
    if (!ids.length) return [];
    return (await this.db('pontos').whereIn('id', ids).select(COLUNAS_PONTO as unknown as string[])).map(paraPonto);
  }
  async naCoordenada(clienteId: number | null, latitude: number, longitude: number): Promise<Ponto | null> {
    const qb = this.db('pontos').where({ latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) });
    if (clienteId === null) qb.whereNull('cliente_id');
    else qb.where({ cliente_id: clienteId });
    const row = await qb.first(COLUNAS_PONTO as unknown as string[]);
    return row ? paraPonto(row) : null;
  }
  criar(dados: CamposPonto, autor: string): Promise<Ponto> {
    return inserirPonto(this.db, dados, autor);
  }
  async atualizar(id: number, lido: Date | null, dados: CamposPonto, autor: string): Promise<Ponto> {
    const db = this.db;
    const unicos = { pontos_coordenadas_unique: () => new BusinessRuleError('Já existe um ponto nestas coordenadas') };
    const gravar = { ...dados, username_update: autor, data_alteracao: db.raw('now()') };
    if (lido) return paraPonto(await atualizarVersionado(db, { tabela: 'pontos', id, lido, colunas: COLUNAS_PONTO, unicos }, gravar));
    const [row] = await traduzindoUnicos(
      () => db('pontos').where({ id }).update({ ...gravar, updated_at: db.raw(AGORA_VERSAO) }).returning(COLUNAS_PONTO as unknown as string[]),
      unicos,
    );
    return paraPonto(row);
  }
  async emUso(id: number): Promise<boolean> {
    const r = await pontoEmUsoSql(this.db, id);
    return !!r.rows[0]?.em_uso;
  }
  async excluir(id: number): Promise<void> {
    try {
      await this.db('pontos').where({ id }).delete();
    } catch (e) {
      if (erroPg(e)?.code === '23503') throw new BusinessRuleError(MENSAGENS_PONTO.indisponivel);
      throw e;
    }
  }
}
