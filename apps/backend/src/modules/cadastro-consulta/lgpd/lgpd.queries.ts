import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { GridQuery } from '@gr/domain';
import { COLUNAS_TRATAMENTOS_LGPD, consultarGrid, kx, selecionarTratamentosLgpd, tratamentosDoDocumento } from '@gr/infrastructure';

/** Read side of the data subject's service: the processing history of a document as a grid. */
@Injectable()
export class LgpdQueries {
  constructor(private readonly em: EntityManager) {}

  tratamentos(q: GridQuery, documento: string, exportar: boolean) {
    return consultarGrid(() => tratamentosDoDocumento(kx(this.em), documento), selecionarTratamentosLgpd, q, COLUNAS_TRATAMENTOS_LGPD, { semPaginacao: exportar, desempate: 't.id' });
  }
}
