import { StreamableFile } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { Response } from 'express';
import { colunasExportacao, ForbiddenError, isStaff, parseGridQuery, ValidationError, type GridPage, type GridQuery, type GridSpec } from '@gr/domain';
import { gerarPlanilha } from '@gr/infrastructure';

const LIMITE_EXPORTACAO = 100_000;

/**
 * The one way a grid endpoint answers: parses the query with the grid's whitelist, then returns
 * `{ page, total, records, rows }`, or with `formato=xlsx` the whole filtered list as a
 * spreadsheet (staff groups 3–7 only, spec 03 §6) with the columns asked for, or else the
 * screen's default view, under the grid's titles.
 */
export async function responderGrid<T>(args: {
  raw: Record<string, unknown>;
  spec: GridSpec;
  grupoUsuarioId: number;
  res: Response;
  nomeArquivo: string;
  consultar: (q: GridQuery, exportar: boolean) => Promise<GridPage<T>>;
}): Promise<GridPage<T> | StreamableFile> {
  const { formato, colunas, ...resto } = args.raw;
  const q = parseGridQuery(resto, args.spec);
  if (formato === undefined || formato === '' || formato === 'json') return args.consultar(q, false);
  if (formato !== 'xlsx') throw ValidationError.campo('formato', 'use json ou xlsx');
  if (!isStaff(args.grupoUsuarioId)) throw new ForbiddenError('Exportação para Excel disponível apenas para a equipe da gerenciadora');
  const cols = colunasExportacao(colunas, args.spec);
  const pagina = await args.consultar({ ...q, page: 1, offset: 0, rows: LIMITE_EXPORTACAO }, true);
  const buffer = await gerarPlanilha(args.nomeArquivo, cols, pagina.rows as Array<Record<string, unknown>>);
  args.res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  args.res.setHeader('Content-Disposition', `attachment; filename="${args.nomeArquivo}.xlsx"`);
  return new StreamableFile(buffer);
}

/** Swagger description of the shared grid query parameters. */
export const PARAMETROS_GRID = [
  { name: 'page', required: false, description: 'Página, a partir de 1', schema: { type: 'integer', minimum: 1 } },
  { name: 'rows', required: false, description: 'Linhas por página', schema: { type: 'integer', minimum: 1, maximum: 1000 } },
  { name: 'sidx', required: false, description: 'Coluna de ordenação', schema: { type: 'string' } },
  { name: 'sord', required: false, schema: { type: 'string', enum: ['asc', 'desc'] } },
  { name: '_search', required: false, schema: { type: 'string' } },
  { name: 'formato', required: false, description: 'xlsx exporta todas as linhas filtradas (equipe 3–7)', schema: { type: 'string', enum: ['json', 'xlsx'] } },
  { name: 'colunas', required: false, description: 'Exportação: campos separados por vírgula, cada um com :Título opcional (padrão: o título da coluna); sem ele, as colunas da tela com os títulos dela', schema: { type: 'string' } },
] as const;

export abstract class GridPageDto {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 3, description: 'Total de páginas' }) total!: number;
  @ApiProperty({ example: 42, description: 'Total de registros (estimado quando records_estimado é true)' }) records!: number;
  @ApiProperty({
    required: false,
    enum: [true],
    example: true,
    description:
      'Presente, e true, quando records (e total) é a estimativa do banco e não uma contagem exata: grid sem filtro ' +
      'com mais linhas estimadas que GRID_ESTIMATED_COUNT_ABOVE (10.000). Com filtro, ou na última página, a contagem é exata.',
  })
  records_estimado?: true;
}
