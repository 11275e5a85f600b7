import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/knex';
import type { GridQuery } from '@gr/domain';
import { consultarGrid, entradasDaBlacklist, kx, likeContem, linhaJson, selecionarColunas, type ColunasSql } from '@gr/infrastructure';

const COLUNAS: ColunasSql = {
  id: 'b.id',
  tipo_documento: 'b.tipo_documento',
  tipo_registro: 'b.tipo_registro',
  documento: 'b.documento',
  nome: 'b.nome',
  placa: 'b.placa',
  motivo: 'b.motivo',
  usuario_que_cadastrou: 'b.usuario_que_cadastrou',
  data_cadastro: 'b.data_cadastro',
};
const selecionar = selecionarColunas(COLUNAS);

/** Read side of the blacklist: the grid, the check of a document or plate, the autocomplete. */
@Injectable()
export class BlacklistQueries {
  constructor(private readonly em: EntityManager) {}

  private get db(): Knex {
    return kx(this.em);
  }

  grid(q: GridQuery, exportar: boolean) {
    return consultarGrid(() => this.db('blacklist as b'), selecionar, q, COLUNAS, { semPaginacao: exportar, desempate: 'b.id' });
  }

  /** The entries that name the document and/or the plate, as grid rows. */
  async entradas(alvo: { documentos: string[]; placas: string[] }): Promise<Array<Record<string, unknown>>> {
    const achadas = await entradasDaBlacklist(this.db, alvo);
    if (!achadas.length) return [];
    return ((await selecionar(this.db('blacklist as b')).whereIn('b.id', achadas.map((a) => a.id)).orderBy('b.id')) as Array<Record<string, unknown>>).map(linhaJson);
  }

  /** Up to 20 entries by the name, or by the digits of the document or the plate when the term looks like one. */
  async buscar(termo: string, digitos: string, placa: string): Promise<Array<Record<string, unknown>>> {
    const qb = selecionar(this.db('blacklist as b'))
      .where((w) => {
        w.whereRaw(`b.nome ilike ? escape '\\'`, [likeContem(termo)]);
        if (/^\d{3,14}$/.test(digitos)) w.orWhereRaw(`b.documento like ? escape '\\'`, [likeContem(digitos)]);
        if (/^[A-Z0-9]{3,7}$/.test(placa)) w.orWhereRaw(`b.placa like ? escape '\\'`, [likeContem(placa)]);
      })
      .orderBy('b.id', 'desc')
      .limit(20);
    return ((await qb) as Array<Record<string, unknown>>).map(linhaJson);
  }
}
