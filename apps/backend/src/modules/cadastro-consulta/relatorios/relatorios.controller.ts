import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { BLOQUEIOS_FILTRO, CAMPOS_FILTRO_RELATORIO, CRITERIOS, GRID_RELATORIO_CADASTRO, LAUDOS_FILTRO, PERIODOS_RELATORIO } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { ExportacaoCriadaDto, ExportacaoDto, ExportarRelatorioDto, RelatoriosPageDto } from './relatorios.dto.js';
import { RelatoriosQueries } from './relatorios.queries.js';
import { RelatoriosService } from './relatorios.service.js';

const ESCOPO = 'Cliente fora do alcance do usuário: Não há permissão';

/**
 * Registration reports (issue 13; spec 03 §2 /relatorios/filtro → /relatorios, §5 "Report
 * filter", §7 "Reports"): the report records of a filter as a grid, and the Excel (18 columns) or
 * PDF (landscape letter) export as a background job whose progress is polled and whose file is
 * downloaded when ready.
 */
@ApiTags('Cadastro e consulta: relatórios')
@Autenticado()
@Controller('registro/cadastro_consulta/relatorios')
export class RelatoriosController {
  constructor(private readonly servico: RelatoriosService, private readonly queries: RelatoriosQueries) {}

  @Get()
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({
    summary: 'Registros do relatório: um por item de registro (não cancelado) no filtro; laudo como exportado e vencimento mascarado fora de ACORDO/RETIFICADO',
  })
  @ApiQuery({ name: 'cliente_id', required: false, type: Number, description: 'Cliente (obrigatório sem is_todos_clientes; usuário de cliente: o próprio)' })
  @ApiQuery({ name: 'is_todos_clientes', required: false, schema: { type: 'string', enum: ['true', 'false'] }, description: 'Todos os clientes do alcance do usuário' })
  @ApiQuery({ name: 'parametro', required: false, schema: { type: 'string', enum: [...CRITERIOS] }, description: 'Critério (obrigatório sem is_todos_parametros)' })
  @ApiQuery({ name: 'is_todos_parametros', required: false, schema: { type: 'string', enum: ['true', 'false'] } })
  @ApiQuery({ name: 'periodo', required: true, schema: { type: 'string', enum: [...PERIODOS_RELATORIO] }, description: 'Período da data do registro; INFORMAR_DATA_VALIDADE: itens que vencem em data_inicio' })
  @ApiQuery({ name: 'data_inicio', required: false, schema: { type: 'string', example: '01/11/2026' }, description: 'dd/mm/aaaa: início do intervalo, ou a data de validade' })
  @ApiQuery({ name: 'data_fim', required: false, schema: { type: 'string', example: '30/11/2026' }, description: 'dd/mm/aaaa: fim do intervalo' })
  @ApiQuery({ name: 'laudo', required: false, schema: { type: 'string', enum: [...LAUDOS_FILTRO] }, description: 'Padrão TODOS' })
  @ApiQuery({ name: 'bloqueio', required: false, schema: { type: 'string', enum: [...BLOQUEIOS_FILTRO] }, description: 'Padrão TODOS' })
  @ApiGrid(GRID_RELATORIO_CADASTRO, RelatoriosPageDto)
  @ApiProibido(ESCOPO)
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    const filtro: Record<string, unknown> = {};
    const raw: Record<string, unknown> = {};
    // `formato` stays the grid's (json, or xlsx for the staff's spreadsheet of the list).
    for (const [k, v] of Object.entries(query)) {
      if (k !== 'formato' && (CAMPOS_FILTRO_RELATORIO as readonly string[]).includes(k)) filtro[k] = v;
      else Object.defineProperty(raw, k, { value: v, enumerable: true, writable: true, configurable: true });
    }
    const consulta = this.servico.consulta(filtro, eu, false);
    return responderGrid({
      raw, spec: GRID_RELATORIO_CADASTRO, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'relatorio-cadastro',
      consultar: (q) => this.queries.grid(q, consulta),
    });
  }

  @Post('exportar')
  @HttpCode(202)
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Pede a exportação do relatório (xlsx: 18 colunas; pdf: carta paisagem): um job em segundo plano; acompanhe em exportacoes/{id}' })
  @ApiAcceptedResponse({ type: ExportacaoCriadaDto })
  @ApiErrosCampos('Filtro inválido: formato ausente ou desconhecido, intervalo ou data de validade faltando, cliente ou parâmetro não selecionado')
  @ApiProibido(ESCOPO)
  @ApiRegraNegocio('Relatório grande demais para o formato (PDF até 5.000 linhas, Excel até 100.000)')
  exportar(@Body() body: ExportarRelatorioDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ExportacaoCriadaDto> {
    return this.servico.pedir({ ...body.relatorio }, eu);
  }

  @Get('exportacoes/:id')
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'Andamento de uma exportação: PENDENTE, PROCESSANDO (progresso de total linhas), PRONTO ou ERRO' })
  @ApiIds('id')
  @ApiOkResponse({ type: ExportacaoDto })
  @ApiNaoEncontrado('Relatório não encontrado (ou pedido por outro usuário)')
  exportacao(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ExportacaoDto> {
    return this.servico.exportacao(id, eu);
  }

  @Get('exportacoes/:id/arquivo')
  @Acesso('cadastro_consulta', 'index')
  @ApiOperation({ summary: 'O arquivo da exportação pronta (anexo xlsx ou pdf)' })
  @ApiIds('id')
  @ApiOkResponse({
    description: 'O arquivo',
    content: {
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiConflito('O relatório ainda está sendo gerado, ou falhou')
  @ApiNaoEncontrado('Relatório não encontrado (ou pedido por outro usuário)')
  async arquivo(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const a = await this.servico.arquivo(id, eu);
    res.setHeader('Content-Type', a.tipo);
    res.setHeader('Content-Disposition', `attachment; filename="${a.nome}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(a.conteudo);
  }
}
