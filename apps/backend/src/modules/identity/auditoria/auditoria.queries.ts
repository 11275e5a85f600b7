import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { GridPage, GridQuery } from '@gr/domain';
import { consultarGrid, kx, selecionarColunas, type ColunasSql } from '@gr/infrastructure';
import type { EventoAuditoriaDto } from './auditoria.controller.js';

const SQL_AUDITORIA: ColunasSql = {
  quando: 'a.quando',
  acao: 'a.acao',
  username: 'a.username',
  ip: 'a.ip',
  objeto_tipo: 'a.objeto_tipo',
  objeto_id: 'a.objeto_id',
  detalhe: 'a.detalhe::text',
  // bigserial: the driver gives a bigint as text; the grid answers a number.
  id: 'a.id::float8',
  usuario_id: 'a.usuario_id',
};

/** Read side of the audit trail (/auditoria): no tenant scope, the screen is staff groups 3 and 4 only. */
@Injectable()
export class AuditoriaQueries {
  constructor(private readonly em: EntityManager) {}

  grid(q: GridQuery, exportar: boolean): Promise<GridPage<EventoAuditoriaDto>> {
    return consultarGrid<EventoAuditoriaDto>(() => kx(this.em)('auditoria as a'), selecionarColunas(SQL_AUDITORIA), q, SQL_AUDITORIA, {
      semPaginacao: exportar,
      desempate: 'a.id',
    });
  }
}
