import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { erroDuplicado, exigirExclusaoPermitida, ValidationError, type LinhaLista, type ListaDef, type ListaRepository } from '@gr/domain';
import { kx, linhaJson } from '../knex.js';
import { excluirSemReferencias, traduzindoUnicos, type Referencia } from '../escrita.js';

/** Where a reference list lives: its table, key column and who refers to its rows. */
export interface TabelaLista {
  tabela: string;
  chave: 'id' | 'uf';
  def: ListaDef;
  referencias: readonly Referencia[];
  /** The unique index on the list's natural key (migration 3: `<tabela>_<coluna>_unique`). */
  indiceUnico: string;
}

/**
 * The simple reference lists (technologies, makers, models, functions, kinds of loss, contact
 * groups, e-mail layouts, states): one writer for all, the rules in the domain's LISTAS.
 */
export class SqlListaRepository implements ListaRepository {
  constructor(private readonly em: EntityManager, private readonly t: TabelaLista) {}

  private get db(): Knex {
    return kx(this.em);
  }
  private get colunas(): string[] {
    return [this.t.chave, ...this.t.def.campos.map((c) => c.nome).filter((c) => c !== this.t.chave), 'data_cadastro'];
  }

  async find(chave: string | number): Promise<LinhaLista | null> {
    const row = await this.db(this.t.tabela).where(this.t.chave, chave).first(this.colunas);
    return row ? linhaJson(row) : null;
  }

  /** The key of another row with the same natural key (case-insensitive), if any. */
  private async duplicada(linha: LinhaLista, chave?: string | number): Promise<boolean> {
    const qb = this.db(this.t.tabela).first(this.t.chave);
    for (const campo of this.t.def.unico) {
      const v = linha[campo];
      if (typeof v === 'string') qb.whereRaw(`upper(${campo}) = upper(?)`, [v]);
      else qb.where(campo, v ?? null);
    }
    if (chave !== undefined) qb.whereNot(this.t.chave, chave);
    return !!(await qb);
  }

  private unicos(): Record<string, () => Error> {
    return { [this.t.indiceUnico]: () => new ValidationError(erroDuplicado(this.t.def)) };
  }

  async inserir(linha: LinhaLista): Promise<LinhaLista> {
    if (await this.duplicada(linha)) throw new ValidationError(erroDuplicado(this.t.def));
    const [row] = await traduzindoUnicos(() => this.db(this.t.tabela).insert(linha).returning(this.colunas), this.unicos());
    return linhaJson(row);
  }

  async atualizar(chave: string | number, linha: LinhaLista): Promise<LinhaLista> {
    if (await this.duplicada(linha, chave)) throw new ValidationError(erroDuplicado(this.t.def));
    const [row] = await traduzindoUnicos(
      () => this.db(this.t.tabela).where(this.t.chave, chave).update({ ...linha, updated_at: new Date() }).returning(this.colunas),
      this.unicos(),
    );
    return linhaJson(row);
  }

  async excluir(chave: string | number): Promise<void> {
    exigirExclusaoPermitida(this.t.def, chave);
    await excluirSemReferencias(this.db, { tabela: this.t.tabela, chave: this.t.chave, valor: chave, oQue: this.t.def.artigo, refs: this.t.referencias });
  }
}
