import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { condicoesDaRegra, exigirCliente, MENSAGENS_REGRA_RISCO, NotFoundError, type CondicaoRegra, type EscopoTenant, type GridPage, type GridQuery, type RegraRisco, type RegraRiscoGravada } from '@gr/domain';
import { consultarGrid, kx, linhaJson, type ColunasSql } from '@gr/infrastructure';

const SQL: ColunasSql = {
  id: 'r.id', cliente_id: 'r.cliente_id', cliente: 'c.razao_social', descricao: 'r.descricao', definicao: 'r.definicao', referencias: 'r.referencias',
  parametros: 'r.parametros', pontos: 'r.pontos', ativo: 'r.ativo', data_cadastro: 'r.data_cadastro',
};

/** A rule as the API shows it: with its client's name and the builder's rows. */
export type RegraRiscoLinha = RegraRiscoGravada & { cliente: string; condicoes: CondicaoRegra[] | null; data_cadastro: string };

/** Read side of risk rules: one rule, a client's rules, the grid, and the rules a trip is scored by. */
@Injectable()
export class RegrasRiscoQueries {
  constructor(private readonly em: EntityManager) {}

  private apresentar(row: Record<string, unknown>): RegraRiscoLinha {
    const r = linhaJson(row) as unknown as RegraRiscoLinha;
    return { ...r, condicoes: condicoesDaRegra(r.definicao) };
  }
  private base() {
    return kx(this.em)('regras_risco as r').join('clientes as c', 'c.id', 'r.cliente_id');
  }
  private selecionar = (qb: Knex.QueryBuilder): Knex.QueryBuilder => qb.select(Object.entries(SQL).map(([k, v]) => kx(this.em).raw(`${v} as ${k}`)));

  /** The rule within the user's reach (404 unknown, 403 of a client out of scope). */
  async uma(id: number, escopo: EscopoTenant): Promise<RegraRiscoLinha> {
    const row = (await this.selecionar(this.base().where('r.id', id)).first()) as Record<string, unknown> | undefined;
    if (!row) throw new NotFoundError(MENSAGENS_REGRA_RISCO.naoEncontrada);
    exigirCliente(escopo, row.cliente_id as number);
    return this.apresentar(row);
  }

  async doCliente(clienteId: number): Promise<RegraRiscoLinha[]> {
    const rows = (await this.selecionar(this.base().where('r.cliente_id', clienteId).orderBy('r.id'))) as Array<Record<string, unknown>>;
    return rows.map((r) => this.apresentar(r));
  }

  async grid(q: GridQuery, escopo: EscopoTenant, exportar: boolean): Promise<GridPage<RegraRiscoLinha>> {
    const pagina = await consultarGrid<Record<string, unknown>>(
      () => (escopo.tipo === 'clientes' ? this.base().whereIn('r.cliente_id', escopo.ids) : this.base()),
      this.selecionar, q, SQL, { semPaginacao: exportar, desempate: 'r.id' },
    );
    return { ...pagina, rows: pagina.rows.map((r) => this.apresentar(r)) };
  }

  /** Every rule of the client, in order, as pontuarViagem reads them. */
  paraPontuar(clienteId: number): Promise<RegraRisco[]> {
    return kx(this.em)('regras_risco').where({ cliente_id: clienteId }).orderBy('id').select('id', 'definicao', 'pontos', 'ativo');
  }
}
