import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GRID_LIBERACOES, LISTAS, ValidationError } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { GridPageDto, responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { Booleano, Campo, CampoNulo, Envelope, Id, IdObrigatorio, Inteiro, Texto } from '../comum/dto.js';
import { idDaQuery } from '../comum/escopo.js';
import { MastersUseCases } from '../masters.providers.js';
import { gridDaLista, ListasQueries, tabelaDaLista } from '../referencias/lista.queries.js';
import { ALERTAS_CHECKLIST, SITUACAO_ACOES } from '../referencias/listas.js';
import { OperacaoQueries } from './operacao.queries.js';

// ---- Trip-situation actions ------------------------------------------------------------------

export class SituacaoViagemDto {
  @Campo() id!: number;
  @Campo({ example: 'PARADO' }) descricao!: string;
  @CampoNulo(String, { example: 'F3', description: 'Tecla de atalho na tela de situações' }) tecla!: string | null;
}
export class SituacaoAcaoInputDto {
  @IdObrigatorio() situacao_viagem_id!: number;
  @IdObrigatorio() acoes_pgr_id!: number;
  @Texto({ example: '00:10:00', description: 'HH:mm:ss (obrigatório)' }) tempo_execucao?: string | null;
  @Texto({ example: '00:05:00', description: 'HH:mm:ss (obrigatório)' }) tempo_tolerancia?: string | null;
  @Booleano({ description: "true: 'Veiculo > Central'; false: 'Central > Veiculo'" }) acao_modifica?: boolean;
  @Booleano({ default: true }) ativo?: boolean;
}
export class SituacaoAcaoBodyDto {
  @Envelope(SituacaoAcaoInputDto) situacao_viagem_acoes_pgr!: SituacaoAcaoInputDto;
}
export class SituacaoAcaoDto {
  @Campo() id!: number;
  @Campo() situacao_viagem_id!: number;
  @Campo() situacao_viagem!: string;
  @Campo() acoes_pgr_id!: number;
  @Campo() acao_pgr!: string;
  @Campo({ example: '00:10:00' }) tempo_execucao!: string;
  @Campo({ example: '00:05:00' }) tempo_tolerancia!: string;
  @Campo() acao_modifica!: boolean;
  @Campo({ enum: ['Veiculo > Central', 'Central > Veiculo'] }) acao_modifica_descricao!: string;
  @Campo() ativo!: boolean;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
}
export class SituacaoAcaoPageDto extends GridPageDto {
  @ApiProperty({ type: [SituacaoAcaoDto] }) rows!: SituacaoAcaoDto[];
}

/**
 * /api/situacao_viagem (spec 02 §7 "Situations", spec 03 §7): the trip situations and, per
 * situation, the PGR actions an operator must carry out with execution and tolerance times.
 * Access rule `monitoramentos`.
 */
@ApiTags('Situações da viagem')
@Autenticado()
@Controller('situacao_viagem')
export class SituacaoViagemController {
  constructor(private readonly listas: ListasQueries, private readonly casos: MastersUseCases, private readonly queries: OperacaoQueries) {}

  @Get()
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Situações da viagem (com tecla de atalho)' })
  @ApiOkResponse({ type: [SituacaoViagemDto] })
  situacoes(): Promise<SituacaoViagemDto[]> {
    return this.queries.situacoes();
  }

  @Get('acoes')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Grid das ações por situação (15 linhas)' })
  @ApiGrid(gridDaLista(SITUACAO_ACOES).spec, SituacaoAcaoPageDto)
  acoes(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({
      raw: q, spec: gridDaLista(SITUACAO_ACOES).spec, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: SITUACAO_ACOES.tabela,
      consultar: (g, exportar) => this.listas.grid(SITUACAO_ACOES, g, exportar),
    });
  }

  @Post('create_situacao_acao')
  @Acesso('monitoramentos', 'create')
  @ApiOperation({ summary: 'Cadastra ação PGR numa situação da viagem, com tempos de execução e tolerância' })
  @ApiCreatedResponse({ type: SituacaoAcaoDto })
  @ApiErrosCampos('Campos obrigatórios, tempos HH:mm:ss, situação ou ação PGR não encontradas')
  async create(@Body() body: SituacaoAcaoBodyDto) {
    const criada = await this.casos.salvarSituacaoAcao(tabelaDaLista(SITUACAO_ACOES)).criar(body.situacao_viagem_acoes_pgr as unknown as Record<string, unknown>);
    return this.listas.linha(SITUACAO_ACOES, criada.id as number);
  }

  @Post('update_situacao_acao')
  @Acesso('monitoramentos', 'update')
  @ApiOperation({ summary: 'Altera a ação da situação `id` (na query); responde 201 como o create' })
  @ApiQuery({ name: 'id', type: Number, required: true })
  @ApiCreatedResponse({ type: SituacaoAcaoDto })
  @ApiErrosCampos('id ausente, campos obrigatórios, tempos HH:mm:ss, situação ou ação PGR não encontradas')
  @ApiNaoEncontrado(LISTAS[SITUACAO_ACOES.lista].mensagens.naoEncontrado)
  async update(@Query('id') idBruto: unknown, @Body() body: SituacaoAcaoBodyDto) {
    const id = exigirId(idBruto);
    await this.casos.salvarSituacaoAcao(tabelaDaLista(SITUACAO_ACOES)).alterar(id, body.situacao_viagem_acoes_pgr as unknown as Record<string, unknown>);
    return this.listas.linha(SITUACAO_ACOES, id);
  }

  @Delete('remove_situacao_acao')
  @Acesso('monitoramentos', 'destroy')
  @ApiOperation({ summary: 'Remove a ação da situação `id` (na query)' })
  @ApiQuery({ name: 'id', type: Number, required: true })
  @ApiOkResponse({ type: MensagemDto, description: "'Situação removida com sucesso'" })
  @ApiErrosCampos('id ausente ou inválido')
  @ApiNaoEncontrado(LISTAS[SITUACAO_ACOES.lista].mensagens.naoEncontrado)
  async destroy(@Query('id') idBruto: unknown): Promise<MensagemDto> {
    await this.casos.excluirItemLista(tabelaDaLista(SITUACAO_ACOES)).executar(exigirId(idBruto));
    return { message: LISTAS[SITUACAO_ACOES.lista].mensagens.removido };
  }
}

function exigirId(valor: unknown): number {
  const id = idDaQuery(valor, 'id');
  if (!id) throw ValidationError.campo('id', 'não pode ficar em branco');
  return id;
}

// ---- Checklist alerts ------------------------------------------------------------------------

export class AlertaChecklistInputDto {
  @Id({ description: 'No update_alerta: o alerta alterado (ou ?id=)' }) id?: number | null;
  @Texto({ maxLength: 150, description: 'Obrigatória' }) descricao?: string | null;
  @Inteiro({ description: 'Minutos (1 a 1440); obrigatório' }) periodo?: number | null;
  @Texto({ maxLength: 2000 }) sugestao?: string | null;
  @Inteiro({ description: 'Quantas vezes repete (0 a 100); padrão 1' }) repeticao?: number | null;
  @Booleano({ default: true }) ativo?: boolean;
}
export class AlertaChecklistBodyDto {
  @Envelope(AlertaChecklistInputDto) check_list_alerta!: AlertaChecklistInputDto;
}
export class AlertaChecklistDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @Campo({ description: 'Minutos' }) periodo!: number;
  @CampoNulo(String) sugestao!: string | null;
  @Campo() repeticao!: number;
  @Campo() ativo!: boolean;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
}
export class AlertaChecklistPageDto extends GridPageDto {
  @ApiProperty({ type: [AlertaChecklistDto] }) rows!: AlertaChecklistDto[];
}

/**
 * Checklist alert definitions (spec 01 §2.7, §7.1: base /api/check_lists): grid_alertas,
 * carregar_alerta/{id}, create_alerta, update_alerta and remover_alerta/{id} (not named by the
 * spec). Access rule check_lists/gerenciar.
 */
@ApiTags('Alertas de checklist')
@Autenticado()
@Controller('check_lists')
export class AlertasChecklistController {
  constructor(private readonly listas: ListasQueries, private readonly casos: MastersUseCases) {}

  @Get('grid_alertas')
  @Acesso('check_lists', 'gerenciar')
  @ApiOperation({ summary: 'Grid dos alertas de checklist (15 linhas)' })
  @ApiGrid(gridDaLista(ALERTAS_CHECKLIST).spec, AlertaChecklistPageDto)
  grid(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({
      raw: q, spec: gridDaLista(ALERTAS_CHECKLIST).spec, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: ALERTAS_CHECKLIST.tabela,
      consultar: (g, exportar) => this.listas.grid(ALERTAS_CHECKLIST, g, exportar),
    });
  }

  @Get('carregar_alerta/:id')
  @Acesso('check_lists', 'gerenciar')
  @ApiOperation({ summary: 'Alerta de checklist pelo id (para o formulário)' })
  @ApiIds()
  @ApiOkResponse({ type: AlertaChecklistDto })
  @ApiNaoEncontrado(LISTAS[ALERTAS_CHECKLIST.lista].mensagens.naoEncontrado)
  carregar(@Param('id', IdPipe) id: number) {
    return this.listas.linha(ALERTAS_CHECKLIST, id);
  }

  @Post('create_alerta')
  @Acesso('check_lists', 'gerenciar')
  @ApiOperation({ summary: 'Cadastra alerta de checklist' })
  @ApiCreatedResponse({ type: AlertaChecklistDto })
  @ApiErrosCampos()
  async create(@Body() body: AlertaChecklistBodyDto) {
    const criada = await this.casos.salvarItemLista(tabelaDaLista(ALERTAS_CHECKLIST)).criar(body.check_list_alerta as unknown as Record<string, unknown>);
    return this.listas.linha(ALERTAS_CHECKLIST, criada.id as number);
  }

  @Patch('update_alerta')
  @Acesso('check_lists', 'gerenciar')
  @ApiOperation({ summary: 'Altera o alerta `id` (na query, ou `check_list_alerta.id`)' })
  @ApiQuery({ name: 'id', type: Number, required: false })
  @ApiOkResponse({ type: AlertaChecklistDto })
  @ApiErrosCampos()
  @ApiNaoEncontrado(LISTAS[ALERTAS_CHECKLIST.lista].mensagens.naoEncontrado)
  async update(@Query('id') idQuery: unknown, @Body() body: AlertaChecklistBodyDto) {
    const corpo = body.check_list_alerta as unknown as Record<string, unknown>;
    const id = idQuery !== undefined ? exigirId(idQuery) : typeof corpo.id === 'number' ? corpo.id : exigirId(undefined);
    await this.casos.salvarItemLista(tabelaDaLista(ALERTAS_CHECKLIST)).alterar(id, corpo);
    return this.listas.linha(ALERTAS_CHECKLIST, id);
  }

  @Delete('remover_alerta/:id')
  @Acesso('check_lists', 'gerenciar')
  @ApiOperation({ summary: 'Remove alerta de checklist' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado(LISTAS[ALERTAS_CHECKLIST.lista].mensagens.naoEncontrado)
  @ApiRegraNegocio('Registro em uso: nada é removido')
  async destroy(@Param('id', IdPipe) id: number): Promise<MensagemDto> {
    await this.casos.excluirItemLista(tabelaDaLista(ALERTAS_CHECKLIST)).executar(id);
    return { message: LISTAS[ALERTAS_CHECKLIST.lista].mensagens.removido };
  }
}

// ---- Release log -----------------------------------------------------------------------------

export class LiberacaoDto {
  @Campo() id!: number;
  @CampoNulo(String) usuario_logado!: string | null;
  @Campo() usuario_liberacao!: string;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @CampoNulo(String) placa!: string | null;
  @Campo({ example: 'PRONTA_RESPOSTA', description: 'CHECKLIST, MONITORAMENTO, PRONTA_RESPOSTA...' }) tipo!: string;
  @CampoNulo(Number) check_list_id!: number | null;
  @CampoNulo(Number) solicitacao_monitoramento_id!: number | null;
  @CampoNulo(String) observacao!: string | null;
  @CampoNulo(String) nome_fantasia!: string | null;
  @CampoNulo(String) cnpj!: string | null;
  @CampoNulo(String) ip!: string | null;
}
export class LiberacoesPageDto extends GridPageDto {
  @ApiProperty({ type: [LiberacaoDto] }) rows!: LiberacaoDto[];
}

/**
 * GET /api/liberacoes: the release log, read-only and filterable (spec 03 §3 "Liberação"; spec
 * 02 reads it with tipo=PRONTA_RESPOSTA&solicitacao_monitoramento_id=). Checklist and trip
 * releases write it. Access rule cadastros_basicos/index.
 */
@ApiTags('Liberações')
@ApiExtraModels(LiberacaoDto)
@Autenticado()
@Controller('liberacoes')
export class LiberacoesController {
  constructor(private readonly queries: OperacaoQueries) {}

  @Get()
  @Acesso('cadastros_basicos', 'index')
  @ApiOperation({ summary: 'Log de liberações (18 linhas, mais recentes primeiro)' })
  @ApiGrid(GRID_LIBERACOES, LiberacoesPageDto)
  index(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({
      raw: q, spec: GRID_LIBERACOES, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'liberacoes',
      consultar: (g, exportar) => this.queries.liberacoes(g, exportar),
    });
  }
}

