import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GRID_LIBERACOES, type GridPage, type GridQuery } from '@gr/domain';
import { consultarGrid, kx, type ColunasSql } from '@gr/infrastructure';

const SQL_LIBERACOES: ColunasSql = Object.fromEntries(Object.keys(GRID_LIBERACOES.colunas).map((c) => [c, c === 'id' ? 'l.id::int' : `l.${c}`]));

/** Read side of the operation's lists: the trip situations and the release log. */
@Injectable()
export class OperacaoQueries {
  constructor(private readonly em: EntityManager) {}

  situacoes(): Promise<Array<{ id: number; descricao: string; tecla: string | null }>> {
    return kx(this.em)('situacoes_viagem').orderBy('id').select('id', 'descricao', 'tecla');
  }

  liberacoes(q: GridQuery, exportar: boolean): Promise<GridPage<Record<string, unknown>>> {
    const db = kx(this.em);
    return consultarGrid(() => db('liberacoes as l'), (qb) => qb.select(Object.entries(SQL_LIBERACOES).map(([k, v]) => db.raw(`${v} as ${k}`))), q, SQL_LIBERACOES, {
      semPaginacao: exportar, desempate: 'l.id',
    });
  }
}
