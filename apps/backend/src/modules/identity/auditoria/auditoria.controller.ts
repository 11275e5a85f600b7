import { applyDecorators, Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ACOES_AUDITORIA, GRID_AUDITORIA, GRUPOS_AUDITORIA } from '@gr/domain';
import { Acesso, Autenticado, SomenteGrupos, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid, filtrosDoGrid } from '../../../shared/http/api-grid.decorator.js';
import { GridPageDto, PARAMETROS_GRID, responderGrid } from '../../../shared/http/grid.js';
import { AuditoriaQueries } from './auditoria.queries.js';

export class EventoAuditoriaDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ format: 'date-time' }) quando!: string;
  @ApiProperty({ enum: Object.keys(ACOES_AUDITORIA), example: 'LOGIN' }) acao!: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Vazio num login recusado' }) usuario_id!: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'ADMIN', description: 'No login recusado, o nome tentado' }) username!: string | null;
  @ApiProperty({ example: '200.150.10.1' }) ip!: string;
  @ApiProperty({ nullable: true, type: String, example: 'usuario' }) objeto_tipo!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '42' }) objeto_id!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'JSON pequeno: a rota, o motivo de um login recusado' }) detalhe!: string | null;
}
class AuditoriaPageDto extends GridPageDto {
  @ApiProperty({ type: [EventoAuditoriaDto] }) rows!: EventoAuditoriaDto[];
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /auditoria (issue 24, decision 50): search and export of the audit trail, groups 3 and 4 only. */
@ApiTags('Auditoria')
@Autenticado()
@Controller('auditoria')
export class AuditoriaController {
  constructor(private readonly queries: AuditoriaQueries) {}

  @Get()
  @Acesso('auditoria', 'index')
  @SomenteGrupos(...GRUPOS_AUDITORIA)
  @ApiOperation({ summary: 'Grid da auditoria: logins, liberações, comandos, mensagens, exclusões, permissões e exportações; mais novos primeiro' })
  @ApiGrid(GRID_AUDITORIA, AuditoriaPageDto)
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({ raw: query, spec: GRID_AUDITORIA, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'auditoria', consultar: (q, exportar) => this.queries.grid(q, exportar) });
  }

  @Get('excel')
  @Acesso('auditoria', 'exportar')
  @SomenteGrupos(...GRUPOS_AUDITORIA)
  @ApiOperation({ summary: 'Exporta para Excel a auditoria filtrada (mesmos filtros do grid); a própria exportação é auditada' })
  @ApiQuery(PARAMETROS_GRID.find((p) => p.name === 'sidx')!)
  @ApiQuery(PARAMETROS_GRID.find((p) => p.name === 'sord')!)
  @ApiQuery(PARAMETROS_GRID.find((p) => p.name === 'colunas')!)
  @applyDecorators(...filtrosDoGrid(GRID_AUDITORIA))
  @ApiOkResponse({ description: 'Planilha de todas as linhas filtradas', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrosCampos('Filtro inválido ou coluna desconhecida')
  excel(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({
      raw: { ...query, formato: 'xlsx' },
      spec: GRID_AUDITORIA,
      grupoUsuarioId: eu.grupo_usuario_id,
      res,
      nomeArquivo: 'auditoria',
      consultar: (q, exportar) => this.queries.grid(q, exportar),
    });
  }
}
