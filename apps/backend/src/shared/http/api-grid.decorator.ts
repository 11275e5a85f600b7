import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiQuery, getSchemaPath } from '@nestjs/swagger';
import { GRUPOS_STAFF, type GridSpec } from '@gr/domain';
import { ApiErrosCampos, ApiProibido } from './api-docs.decorator.js';
import { PARAMETROS_GRID } from './grid.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One query parameter per filterable column of the grid, as the shared parser reads it. */
export function filtrosDoGrid(spec: GridSpec) {
  return Object.entries(spec.colunas)
    .filter(([, c]) => c.filtravel !== false)
    .map(([nome, c]) =>
      ApiQuery({
        name: nome,
        required: false,
        description: c.tipo === 'data' ? 'Período dd/mm/aaaa - dd/mm/aaaa' : `Filtro (${c.tipo})`,
        schema: c.tipo === 'enum' ? { type: 'string', enum: [...(c.valores ?? [])] } : { type: c.tipo === 'inteiro' ? 'integer' : c.tipo === 'numero' ? 'number' : 'string' },
      }),
    );
}

/**
 * Documents a grid endpoint: shared paging parameters plus one per filterable column, and its
 * answer: the page `pagina` as JSON, or with `formato=xlsx` the spreadsheet (errors stay JSON).
 */
export function ApiGrid(spec: GridSpec, pagina: new () => object) {
  return applyDecorators(
    ...PARAMETROS_GRID.map((p) => ApiQuery(p as Parameters<typeof ApiQuery>[0])),
    ...filtrosDoGrid(spec),
    ApiExtraModels(pagina),
    ApiOkResponse({
      description: 'Página do grid; com formato=xlsx, a planilha de todas as linhas filtradas',
      content: {
        'application/json': { schema: { $ref: getSchemaPath(pagina) } },
        [XLSX]: { schema: { type: 'string', format: 'binary' } },
      },
    }),
    ApiErrosCampos('Parâmetro de grid inválido ou coluna desconhecida'),
    ApiProibido(`formato=xlsx: exportação só para a equipe da gerenciadora (grupos ${GRUPOS_STAFF.join(', ')})`),
  );
}
