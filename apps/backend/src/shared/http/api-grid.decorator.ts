import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { GridSpec } from '@gr/domain';
import { ErrosCamposDto } from './dto.js';
import { PARAMETROS_GRID } from './grid.js';

/** Documents a grid endpoint: shared paging parameters plus one per filterable column. */
export function ApiGrid(spec: GridSpec) {
  const filtros = Object.entries(spec.colunas)
    .filter(([, c]) => c.filtravel !== false)
    .map(([nome, c]) =>
      ApiQuery({
        name: nome,
        required: false,
        description: c.tipo === 'data' ? 'Período dd/mm/aaaa - dd/mm/aaaa' : `Filtro (${c.tipo})`,
        schema: c.tipo === 'enum' ? { type: 'string', enum: [...(c.valores ?? [])] } : { type: c.tipo === 'inteiro' ? 'integer' : c.tipo === 'numero' ? 'number' : 'string' },
      }),
    );
  return applyDecorators(
    ...PARAMETROS_GRID.map((p) => ApiQuery(p as Parameters<typeof ApiQuery>[0])),
    ...filtros,
    ApiProduces('application/json', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ApiBadRequestResponse({ description: 'Parâmetro de grid inválido ou coluna desconhecida', type: ErrosCamposDto }),
  );
}
