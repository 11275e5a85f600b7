import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { GRIDS_LISTAS, LISTAS, NotFoundError, type GridPage, type GridQuery, type GridSpec, type NomeLista } from '@gr/domain';
import { consultarGrid, kx, type ColunasSql, type Referencia, type TabelaLista } from '@gr/infrastructure';

/**
 * One controller shape for the simple reference lists (technologies, makers, models, functions,
 * kinds of loss, contact groups, e-mail layouts, states): grid, show, create, update, delete and a
 * plain list for pickers. The fields, their rules and the messages come from the domain's LISTAS;
 * the DTOs Swagger documents are built from the same definition.
 */
export interface ListaConfig {
  lista: NomeLista;
  /** Route under /api and the class name prefix ('Tecnologias' → TecnologiasController). */
  rota: string;
  classe: string;
  /** Swagger tag (declared in shared/http/api-tags.ts) and the plural the summaries use ('tecnologias'). */
  tag: string;
  plural: string;
  /** The row in the summaries when the domain's noun is too short for the API ('grupo' → 'grupo de contatos'). */
  singular?: string;
  /** Payload wrapper of the spec: `{ tecnologia: {...} }`. */
  envelope: string;
  /** Access-rule controller (libs/domain/src/identity/acessos.ts). */
  acesso: string;
  tabela: string;
  chave: 'id' | 'uf';
  indiceUnico: string;
  /**
   * The SQL of the grid's columns that are not fields of the list (GRIDS_LISTAS declares them,
   * with their titles, page size and order): name → SQL over alias `t` and the joins of `de`.
   */
  extras?: Record<string, string>;
  de?: (db: Knex) => Knex.QueryBuilder;
  referencias: readonly Referencia[];
  /** GET <rota>/<listar>: every row, for pickers (needs only a session); no such call when absent. */
  listar?: string;
  /** An optional query parameter of the pickers' call that narrows its rows (one of `valores`). */
  filtroListar?: { nome: string; descricao: string; valores: readonly string[]; onde: (qb: Knex.QueryBuilder, valor: string) => void };
}

/** The list's grid (declared in the domain, GRIDS_LISTAS) and the SQL of each of its columns. */
export function gridDaLista(cfg: ListaConfig): { spec: GridSpec; sql: ColunasSql } {
  const spec: GridSpec = GRIDS_LISTAS[cfg.lista];
  const extras = cfg.extras ?? {};
  const foraDoGrid = Object.keys(extras).filter((nome) => !Object.hasOwn(spec.colunas, nome));
  if (foraDoGrid.length) throw new Error(`Lista ${cfg.lista}: colunas extras fora do grid: ${foraDoGrid.join(', ')}`);
  const dinheiro = new Set(LISTAS[cfg.lista].campos.filter((c) => c.tipo === 'dinheiro').map((c) => c.nome));
  const sql: ColunasSql = {};
  for (const nome of Object.keys(spec.colunas)) sql[nome] = extras[nome] ?? (dinheiro.has(nome) ? `t.${nome}::float8` : `t.${nome}`);
  return { spec, sql };
}

/** Where the list's rows live, for its writer (SqlListaRepository). */
export function tabelaDaLista(cfg: ListaConfig): TabelaLista {
  return { tabela: cfg.tabela, chave: cfg.chave, def: LISTAS[cfg.lista], referencias: cfg.referencias, indiceUnico: cfg.indiceUnico };
}

/** Read side of the reference lists: a list's grid, one row as the grid shows it, and every row for pickers. */
@Injectable()
export class ListasQueries {
  constructor(private readonly em: EntityManager) {}

  private base(cfg: ListaConfig): Knex.QueryBuilder {
    const db = kx(this.em);
    return cfg.de ? cfg.de(db) : db(`${cfg.tabela} as t`);
  }
  private selecionar(sql: ColunasSql) {
    return (qb: Knex.QueryBuilder) => qb.select(Object.entries(sql).map(([k, v]) => kx(this.em).raw(`${v} as ${k}`)));
  }

  grid(cfg: ListaConfig, q: GridQuery, exportar: boolean): Promise<GridPage<Record<string, unknown>>> {
    const { sql } = gridDaLista(cfg);
    return consultarGrid(() => this.base(cfg), this.selecionar(sql), q, sql, { semPaginacao: exportar, desempate: `t.${cfg.chave}` });
  }

  /** One row with the grid's columns; 404 with the list's message when absent. */
  async linha(cfg: ListaConfig, chave: string | number): Promise<Record<string, unknown>> {
    const { spec, sql } = gridDaLista(cfg);
    const pagina = await consultarGrid<Record<string, unknown>>(
      () => this.base(cfg).where(`t.${cfg.chave}`, chave),
      this.selecionar(sql),
      { page: 1, rows: 1, offset: 0, ordem: spec.ordemPadrao, filtros: [] },
      sql,
    );
    if (!pagina.rows[0]) throw new NotFoundError(LISTAS[cfg.lista].mensagens.naoEncontrado);
    return pagina.rows[0];
  }

  /** Every row, ordered by the list's first field (the pickers' call). */
  async listar(cfg: ListaConfig, filtro?: string): Promise<Record<string, unknown>[]> {
    const { sql } = gridDaLista(cfg);
    const campoOrdem = LISTAS[cfg.lista].campos[0]!.nome;
    return (await consultarGrid<Record<string, unknown>>(
      () => {
        const qb = this.base(cfg);
        if (filtro !== undefined) cfg.filtroListar?.onde(qb, filtro);
        return qb;
      },
      this.selecionar(sql),
      { page: 1, rows: 10_000, offset: 0, ordem: { campo: campoOrdem, direcao: 'asc' }, filtros: [] },
      sql,
      { semPaginacao: true, limite: 10_000 },
    )).rows;
  }
}
