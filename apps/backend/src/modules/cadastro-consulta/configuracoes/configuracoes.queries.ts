import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { exigirCliente, MENSAGENS_CONFIGURACAO, NotFoundError, type EscopoTenant, type GridQuery } from '@gr/domain';
import { consultarGrid, kx, likeContem, linhaJson, selecionarColunas, type ColunasSql } from '@gr/infrastructure';
import { filtrarCliente } from '../../masters/comum/escopo.js';

const COLUNAS: ColunasSql = {
  id: 'c.id',
  cliente_id: 'c.cliente_id',
  razao_social: 'coalesce(cl.razao_social, cl.nome)',
  criterio: 'c.criterio',
  validade_em_dias: 'c.validade_em_dias',
  data_cadastro: 'c.data_cadastro',
  updated_at: 'c.updated_at',
};
const selecionar = selecionarColunas(COLUNAS);

/** Read side of the clients' validity configurations: the grid, the search and one row, within the user's clients. */
@Injectable()
export class ConfiguracoesQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base(escopo: EscopoTenant): Knex.QueryBuilder {
    return filtrarCliente(this.db('configuracoes_cadastro as c').join('clientes as cl', 'cl.id', 'c.cliente_id'), escopo, 'c.cliente_id');
  }

  grid(q: GridQuery, escopo: EscopoTenant, exportar: boolean) {
    return consultarGrid(() => this.base(escopo), selecionar, q, COLUNAS, { semPaginacao: exportar, desempate: 'c.id' });
  }

  /** Configurations whose client (razão social, nome or CNPJ) or criterion contains the term; up to 50. */
  async buscar(termo: string, escopo: EscopoTenant): Promise<Array<Record<string, unknown>>> {
    const qb = selecionar(this.base(escopo)).orderBy('cl.razao_social').orderBy('c.criterio').limit(50);
    if (termo) {
      const like = likeContem(termo);
      qb.where((w) => w.whereRaw(`cl.razao_social ilike ? escape '\\'`, [like]).orWhereRaw(`cl.nome ilike ? escape '\\'`, [like])
        .orWhereRaw(`cl.cnpj like ? escape '\\'`, [likeContem(termo.replace(/\D/g, '') || termo)]).orWhereRaw(`c.criterio ilike ? escape '\\'`, [like]));
    }
    return ((await qb) as Array<Record<string, unknown>>).map(linhaJson);
  }

  /** One configuration the user may read: 404 when missing, 403 when another client's. */
  async uma(id: number, escopo: EscopoTenant): Promise<Record<string, unknown>> {
    const linha = (await selecionar(this.db('configuracoes_cadastro as c').join('clientes as cl', 'cl.id', 'c.cliente_id')).where('c.id', id).first()) as Record<string, unknown> | undefined;
    if (!linha) throw new NotFoundError(MENSAGENS_CONFIGURACAO.naoEncontrada);
    exigirCliente(escopo, linha.cliente_id as number);
    return linhaJson(linha);
  }
}
