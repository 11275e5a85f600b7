import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import type { RegraRiscoGravada, RegraRiscoRepository, RegraRiscoValida } from '@gr/domain';
import { kx } from '../knex.js';

const COLUNAS = ['id', 'cliente_id', 'descricao', 'definicao', 'referencias', 'parametros', 'pontos', 'ativo'] as const;

/** The one place a regras_risco row becomes a RegraRiscoGravada. */
function paraRegraRisco(row: Record<string, unknown>): RegraRiscoGravada {
  return {
    id: Number(row.id),
    cliente_id: Number(row.cliente_id),
    descricao: (row.descricao as string | null) ?? null,
    definicao: String(row.definicao),
    referencias: (row.referencias as number[] | null) ?? [],
    parametros: (row.parametros as RegraRiscoGravada['parametros'] | null) ?? [],
    pontos: Number(row.pontos),
    ativo: Boolean(row.ativo),
  };
}

function linha(clienteId: number, r: RegraRiscoValida) {
  return { ...r, cliente_id: clienteId, referencias: JSON.stringify(r.referencias), parametros: JSON.stringify(r.parametros) };
}

/** Risk rules (regras_risco) on PostgreSQL. */
export class SqlRegraRiscoRepository implements RegraRiscoRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  async findById(id: number): Promise<RegraRiscoGravada | null> {
    const row = await this.db('regras_risco').where({ id }).first(COLUNAS);
    return row ? paraRegraRisco(row) : null;
  }
  async criar(clienteId: number, regra: RegraRiscoValida): Promise<number> {
    const [row] = await this.db('regras_risco').insert(linha(clienteId, regra)).returning('id');
    return Number(row.id);
  }
  async alterar(id: number, clienteId: number, regra: RegraRiscoValida): Promise<void> {
    await this.db('regras_risco').where({ id }).update({ ...linha(clienteId, regra), updated_at: this.db.raw('now()') });
  }
  async excluir(id: number): Promise<void> {
    await this.db('regras_risco').where({ id }).delete();
  }
}
