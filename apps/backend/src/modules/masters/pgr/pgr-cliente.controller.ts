import { Body, Controller, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { exigirCliente, ForbiddenError, GRID_PGRS_CLIENTE, MENSAGENS_PGR, pode, ValidationError } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { idDaQuery } from '../comum/escopo.js';
import { MastersUseCases } from '../masters.providers.js';
import {
  AnotacoesPgrDto, AvisoValidadePgrDto, HistoricoPgrDto, PgrClienteBodyDto, PgrClienteDto, PgrClienteLinhaDto, PgrClientePageDto,
} from './pgr-cliente.dto.js';
import { PgrClienteQueries } from './pgr-cliente.queries.js';

/**
 * Client PGRs (spec 03 §3 "Client PGR", §7 "PGR, risk, master data"): a client's copies of a
 * catalogue PGR with its own limits and validity, every change kept in a history. Access rule
 * `pgrs`; a client user reaches only its own client's PGRs (403 'Não há permissão' otherwise).
 */
@ApiTags('PGR')
@Autenticado()
@Controller('pgr_cliente')
export class PgrClienteController {
  constructor(private readonly queries: PgrClienteQueries, private readonly casos: MastersUseCases) {}

  @Get('avisos_validade')
  @Acesso('pgrs', 'index')
  @ApiOperation({ summary: 'PGRs dos clientes do usuário que vencem em até 15 dias ou já venceram (aviso de 9 s ao usuário de cliente)' })
  @ApiOkResponse({ type: [AvisoValidadePgrDto] })
  avisos(@UsuarioAtual() eu: UsuarioAutenticado): Promise<AvisoValidadePgrDto[]> {
    // Staff see every client's; a scoped user only its own clients'.
    return this.queries.avisos(eu.escopo);
  }

  @Get('anotacoes')
  @ApiOperation({ summary: 'Orientações do PGR do cliente (spec 01 §7.2): o PGR informado ou o padrão do cliente; para quem lê PGRs (pgrs#show) ou pede checklists (check_lists#create), dentro do alcance' })
  @ApiProibido('Sem as regras pgrs#show e check_lists#create')
  @ApiQuery({ name: 'clienteid', type: Number, required: true })
  @ApiQuery({ name: 'pgrclienteid', type: Number, required: false })
  @ApiQuery({ name: 'configuracao', required: false, enum: ['alertas', 'temperatura', 'limites', 'todas'], description: 'Parte da configuração (padrão todas)' })
  @ApiOkResponse({ type: AnotacoesPgrDto })
  @ApiErrosCampos("clienteid ausente ('Cliente não selecionado'), ids inválidos ou configuracao desconhecida")
  @ApiProibido("'Não há permissão': cliente fora do alcance do usuário")
  async anotacoes(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<AnotacoesPgrDto> {
    // The checklist wizard shows them to the client who asks for a checklist (spec 01 §2.5).
    if (!pode(eu.acessos, 'pgrs', 'show') && !pode(eu.acessos, 'check_lists', 'create')) throw new ForbiddenError('Acesso não autorizado');
    const clienteId = idDaQuery(q.clienteid, 'clienteid');
    if (!clienteId) throw ValidationError.campo('clienteid', MENSAGENS_PGR.clienteNaoSelecionado);
    exigirCliente(eu.escopo, clienteId);
    const pgrId = idDaQuery(q.pgrclienteid, 'pgrclienteid');
    const parte = typeof q.configuracao === 'string' && q.configuracao ? q.configuracao : 'todas';
    if (!['alertas', 'temperatura', 'limites', 'todas'].includes(parte)) throw ValidationError.campo('configuracao', 'deve ser alertas, temperatura, limites ou todas');
    return this.queries.anotacoes(clienteId, pgrId, parte);
  }

  @Get(':clienteId/index')
  @Acesso('pgrs', 'index')
  @ApiOperation({ summary: 'Grid dos PGRs do cliente (18 linhas)' })
  @ApiIds('clienteId')
  @ApiGrid(GRID_PGRS_CLIENTE, PgrClientePageDto)
  @ApiProibido("'Não há permissão': cliente fora do alcance do usuário")
  index(@Param('clienteId', IdPipe) clienteId: number, @Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    exigirCliente(eu.escopo, clienteId);
    return responderGrid<PgrClienteLinhaDto>({
      raw: query,
      spec: GRID_PGRS_CLIENTE,
      grupoUsuarioId: eu.grupo_usuario_id,
      res,
      nomeArquivo: 'pgr_cliente',
      consultar: (q, exportar) => this.queries.grid(clienteId, q, exportar),
    });
  }

  @Get(':id/show')
  @Acesso('pgrs', 'show')
  @ApiOperation({ summary: 'PGR do cliente pelo id, com o aviso de validade e os nomes das partes' })
  @ApiIds()
  @ApiOkResponse({ type: PgrClienteDto })
  @ApiNaoEncontrado(MENSAGENS_PGR.naoEncontrado)
  @ApiProibido("'Não há permissão': PGR de cliente fora do alcance do usuário")
  show(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PgrClienteDto> {
    return this.queries.detalhe(id, eu.escopo);
  }

  @Get(':id/diff_history')
  @Acesso('pgrs', 'show')
  @ApiOperation({ summary: 'Histórico de alterações do PGR do cliente: quem, quando, campo, antes e depois (mais recentes primeiro; numa mesma gravação, na ordem do formulário)' })
  @ApiIds()
  @ApiOkResponse({ type: [HistoricoPgrDto] })
  @ApiNaoEncontrado(MENSAGENS_PGR.naoEncontrado)
  @ApiProibido("'Não há permissão': PGR de cliente fora do alcance do usuário")
  async diffHistory(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<HistoricoPgrDto[]> {
    await this.queries.detalhe(id, eu.escopo);
    return this.queries.historico(id);
  }

  @Post(':clienteId/create')
  @Acesso('pgrs', 'create')
  @ApiOperation({ summary: "Cria PGR do cliente (validade padrão: hoje + 1 ano). 'PGR salvo com sucesso'" })
  @ApiIds('clienteId')
  @ApiCreatedResponse({ type: PgrClienteDto })
  @ApiErrosCampos('Erros por campo (rótulos Pgr = pgr_id, Validade = validade)')
  @ApiProibido("'Não há permissão': cliente fora do alcance do usuário")
  @ApiNaoEncontrado('Cliente não encontrado')
  async create(@Param('clienteId', IdPipe) clienteId: number, @Body() body: PgrClienteBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PgrClienteDto> {
    exigirCliente(eu.escopo, clienteId);
    await this.queries.exigirClienteExiste(clienteId);
    const { id, ...dados } = body.pgr_cliente;
    const salvo = await this.casos.salvarPgrCliente().executar(clienteId, dados, { usuario_id: eu.id, username: eu.username }, id ?? undefined);
    return this.queries.apresentar(salvo);
  }

  @Patch(':clienteId/update')
  @Acesso('pgrs', 'update')
  @ApiOperation({ summary: "Altera o PGR `pgr_cliente.id` do cliente; cada campo alterado vai ao histórico. 'PGR atualizado com sucesso'" })
  @ApiIds('clienteId')
  @ApiOkResponse({ type: PgrClienteDto })
  @ApiErrosCampos("Erros por campo; sem pgr_cliente.id: 'PGR não selecionado'")
  @ApiProibido("'Não há permissão': cliente fora do alcance do usuário")
  @ApiNaoEncontrado(MENSAGENS_PGR.naoEncontrado)
  @ApiConflito('updated_at lido é antigo: outro usuário alterou o PGR')
  async update(@Param('clienteId', IdPipe) clienteId: number, @Body() body: PgrClienteBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PgrClienteDto> {
    exigirCliente(eu.escopo, clienteId);
    const { id, ...dados } = body.pgr_cliente;
    if (!id) throw ValidationError.campo('id', MENSAGENS_PGR.naoSelecionado);
    const salvo = await this.casos.salvarPgrCliente().executar(clienteId, dados, { usuario_id: eu.id, username: eu.username }, id);
    return this.queries.apresentar(salvo);
  }
}
