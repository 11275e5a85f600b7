import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import { exigirCliente, MENSAGENS_CONTATO, NotFoundError, type EscopoTenant, type GridPage, type GridQuery } from '@gr/domain';
import { consultarGrid, kx, likeContem, linhaJson, selecionarColunas, type ColunasSql } from '@gr/infrastructure';
import { filtrarCliente } from '../comum/escopo.js';
import type { ContatoDto } from './contatos.dto.js';

const SQL: ColunasSql = {
  id: 'ct.id',
  cliente_id: 'ct.cliente_id',
  razao_social_cliente: 'c.razao_social',
  nome: 'ct.nome',
  telefone: 'ct.telefone',
  email: 'ct.email',
  tipo: 'ct.tipo',
  prioridade: 'ct.prioridade',
  data_cadastro: 'ct.data_cadastro',
};
const SELECT = Object.entries(SQL).map(([k, v]) => `${v} as ${k}`);

/** Read side of contacts; a client user sees only its own client's. */
@Injectable()
export class ContatosQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  private base(escopo: EscopoTenant, grupoId: number | null) {
    const qb = this.db('contatos as ct').join('clientes as c', 'c.id', 'ct.cliente_id');
    if (grupoId) qb.whereExists((w) => w.select(this.db.raw('1')).from('grupos_contatos as gc').whereRaw('gc.contato_id = ct.id').andWhere('gc.grupo_id', grupoId));
    return filtrarCliente(qb, escopo, 'ct.cliente_id');
  }

  grid(q: GridQuery, escopo: EscopoTenant, grupoId: number | null, exportar: boolean): Promise<GridPage<ContatoDto>> {
    return consultarGrid<ContatoDto>(() => this.base(escopo, grupoId), selecionarColunas(SQL), q, SQL, { semPaginacao: exportar, desempate: 'ct.id' });
  }

  async detalhe(id: number, escopo: EscopoTenant): Promise<ContatoDto> {
    const row = await this.base({ tipo: 'todos' }, null).where('ct.id', id).first(SELECT);
    if (!row) throw new NotFoundError(MENSAGENS_CONTATO.naoEncontrado);
    exigirCliente(escopo, row.cliente_id);
    return linhaJson(row) as ContatoDto;
  }

  /** Autocomplete by name (30 at most). */
  async porNome(escopo: EscopoTenant, texto: string): Promise<ContatoDto[]> {
    const qb = this.base(escopo, null).orderBy('ct.nome').limit(30).select(SELECT);
    if (texto) qb.whereRaw(`ct.nome ilike ? escape '\\'`, [likeContem(texto)]);
    return (await qb).map((r: Record<string, unknown>) => linhaJson(r) as unknown as ContatoDto);
  }

  /** A client's contacts: its own and those of its active contact groups, by priority. */
  async doCliente(clienteId: number): Promise<ContatoDto[]> {
    const qb = this.base({ tipo: 'todos' }, null)
      .where((w) =>
        w.where('ct.cliente_id', clienteId).orWhereExists((x) =>
          x.select(this.db.raw('1')).from('grupos_contatos as gc').join('clientes_grupos as cg', 'cg.grupo_id', 'gc.grupo_id')
            .whereRaw('gc.contato_id = ct.id').andWhere({ 'cg.cliente_id': clienteId, 'cg.ativo': true }),
        ),
      )
      .orderBy([{ column: 'ct.prioridade' }, { column: 'ct.nome' }])
      .select(SELECT);
    return (await qb).map((r: Record<string, unknown>) => linhaJson(r) as unknown as ContatoDto);
  }

  async grupoExiste(id: number): Promise<boolean> {
    return !!(await kx(this.em)('grupos').where({ id }).first('id'));
  }
}
