import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EntityManager } from '@mikro-orm/postgresql';
import { FieldErrorBag, GRID_LIBERACOES, LISTAS, NotFoundError, validarLista, ValidationError, type GridSpec, type LinhaLista } from '@gr/domain';
import { consultarGrid, kx, SqlListaRepository, type ColunasSql } from '@gr/infrastructure';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { GridPageDto, responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { Booleano, Campo, CampoNulo, Envelope, Id, IdObrigatorio, Inteiro, Texto } from '../comum/dto.js';
import { idDaQuery } from '../comum/escopo.js';
import { gridDaLista, type ListaConfig } from '../referencias/lista.controller.js';
import { ALERTAS_CHECKLIST, SITUACAO_ACOES } from '../referencias/listas.js';

/** Grid, one row and the writer of a list whose calls have the spec's own paths. */
class ListaSql {
  readonly spec: GridSpec;
  readonly sql: ColunasSql;
  constructor(private readonly em: EntityManager, readonly cfg: ListaConfig) {
    ({ spec: this.spec, sql: this.sql } = gridDaLista(cfg));
  }
  get def() {
    return LISTAS[this.cfg.lista];
  }
  repo(): SqlListaRepository {
    return new SqlListaRepository(this.em, { tabela: this.cfg.tabela, chave: 'id', def: this.def, referencias: this.cfg.referencias, indiceUnico: this.cfg.indiceUnico });
  }
  private base() {
    const db = kx(this.em);
    return this.cfg.de ? this.cfg.de(db) : db(`${this.cfg.tabela} as t`);
  }
  private selecionar = (qb: ReturnType<Knex['queryBuilder']>) => qb.select(Object.entries(this.sql).map(([k, v]) => kx(this.em).raw(`${v} as ${k}`)));
  grid(query: Record<string, unknown>, eu: UsuarioAutenticado, res: Response) {
    return responderGrid({
      raw: query, spec: this.spec, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: this.cfg.tabela,
      consultar: (q, exportar) => consultarGrid(() => this.base(), this.selecionar, q, this.sql, { semPaginacao: exportar, desempate: 't.id' }),
    });
  }
  async linha(id: number): Promise<Record<string, unknown>> {
    const p = await consultarGrid<Record<string, unknown>>(() => this.base().where('t.id', id), this.selecionar, { page: 1, rows: 1, offset: 0, ordem: this.spec.ordemPadrao, filtros: [] }, this.sql);
    if (!p.rows[0]) throw new NotFoundError(this.def.mensagens.naoEncontrado);
    return p.rows[0];
  }
}
type Knex = ReturnType<typeof kx>;

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
  private readonly l: ListaSql;
  constructor(private readonly em: EntityManager) {
    this.l = new ListaSql(em, SITUACAO_ACOES);
  }

  @Get()
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Situações da viagem (com tecla de atalho)' })
  @ApiOkResponse({ type: [SituacaoViagemDto] })
  situacoes(): Promise<SituacaoViagemDto[]> {
    return kx(this.em)('situacoes_viagem').orderBy('id').select('id', 'descricao', 'tecla');
  }

  @Get('acoes')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Grid das ações por situação (15 linhas)' })
  @ApiGrid(gridDaLista(SITUACAO_ACOES).spec, SituacaoAcaoPageDto)
  acoes(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.l.grid(q, eu, res);
  }

  private async validar(dados: Record<string, unknown>, atual: LinhaLista | null): Promise<LinhaLista> {
    const linha = validarLista(this.l.def, dados, atual);
    const db = kx(this.em);
    const bag = new FieldErrorBag();
    if (!(await db('situacoes_viagem').where({ id: linha.situacao_viagem_id }).first('id'))) bag.add('situacao_viagem_id', 'não encontrado');
    if (!(await db('acoes_pgr').where({ id: linha.acoes_pgr_id }).first('id'))) bag.add('acoes_pgr_id', 'não encontrado');
    bag.throwIfAny();
    return linha;
  }

  @Post('create_situacao_acao')
  @Acesso('monitoramentos', 'create')
  @ApiOperation({ summary: 'Cadastra ação PGR numa situação da viagem, com tempos de execução e tolerância' })
  @ApiCreatedResponse({ type: SituacaoAcaoDto })
  @ApiErrosCampos('Campos obrigatórios, tempos HH:mm:ss, situação ou ação PGR não encontradas')
  async create(@Body() body: SituacaoAcaoBodyDto) {
    const criada = await this.l.repo().inserir(await this.validar(body.situacao_viagem_acoes_pgr as unknown as Record<string, unknown>, null));
    return this.l.linha(criada.id as number);
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
    const repo = this.l.repo();
    const atual = await repo.find(id);
    if (!atual) throw new NotFoundError(this.l.def.mensagens.naoEncontrado);
    await repo.atualizar(id, await this.validar(body.situacao_viagem_acoes_pgr as unknown as Record<string, unknown>, atual));
    return this.l.linha(id);
  }

  @Delete('remove_situacao_acao')
  @Acesso('monitoramentos', 'destroy')
  @ApiOperation({ summary: 'Remove a ação da situação `id` (na query)' })
  @ApiQuery({ name: 'id', type: Number, required: true })
  @ApiOkResponse({ type: MensagemDto, description: "'Situação removida com sucesso'" })
  @ApiErrosCampos('id ausente ou inválido')
  @ApiNaoEncontrado(LISTAS[SITUACAO_ACOES.lista].mensagens.naoEncontrado)
  async destroy(@Query('id') idBruto: unknown): Promise<MensagemDto> {
    const id = exigirId(idBruto);
    const repo = this.l.repo();
    if (!(await repo.find(id))) throw new NotFoundError(this.l.def.mensagens.naoEncontrado);
    await repo.excluir(id);
    return { message: this.l.def.mensagens.removido };
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
  private readonly l: ListaSql;
  constructor(em: EntityManager) {
    this.l = new ListaSql(em, ALERTAS_CHECKLIST);
  }

  @Get('grid_alertas')
  @Acesso('check_lists', 'gerenciar')
  @ApiOperation({ summary: 'Grid dos alertas de checklist (15 linhas)' })
  @ApiGrid(gridDaLista(ALERTAS_CHECKLIST).spec, AlertaChecklistPageDto)
  grid(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.l.grid(q, eu, res);
  }

  @Get('carregar_alerta/:id')
  @Acesso('check_lists', 'gerenciar')
  @ApiOperation({ summary: 'Alerta de checklist pelo id (para o formulário)' })
  @ApiIds()
  @ApiOkResponse({ type: AlertaChecklistDto })
  @ApiNaoEncontrado(LISTAS[ALERTAS_CHECKLIST.lista].mensagens.naoEncontrado)
  carregar(@Param('id', IdPipe) id: number) {
    return this.l.linha(id);
  }

  @Post('create_alerta')
  @Acesso('check_lists', 'gerenciar')
  @ApiOperation({ summary: 'Cadastra alerta de checklist' })
  @ApiCreatedResponse({ type: AlertaChecklistDto })
  @ApiErrosCampos()
  async create(@Body() body: AlertaChecklistBodyDto) {
    const criada = await this.l.repo().inserir(validarLista(this.l.def, body.check_list_alerta as unknown as Record<string, unknown>, null));
    return this.l.linha(criada.id as number);
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
    const repo = this.l.repo();
    const atual = await repo.find(id);
    if (!atual) throw new NotFoundError(this.l.def.mensagens.naoEncontrado);
    await repo.atualizar(id, validarLista(this.l.def, corpo, atual));
    return this.l.linha(id);
  }

  @Delete('remover_alerta/:id')
  @Acesso('check_lists', 'gerenciar')
  @ApiOperation({ summary: 'Remove alerta de checklist' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado(LISTAS[ALERTAS_CHECKLIST.lista].mensagens.naoEncontrado)
  @ApiRegraNegocio('Registro em uso: nada é removido')
  async destroy(@Param('id', IdPipe) id: number): Promise<MensagemDto> {
    const repo = this.l.repo();
    if (!(await repo.find(id))) throw new NotFoundError(this.l.def.mensagens.naoEncontrado);
    await repo.excluir(id);
    return { message: this.l.def.mensagens.removido };
  }
}

// ---- Release log -----------------------------------------------------------------------------

const SQL_LIBERACOES: ColunasSql = Object.fromEntries(Object.keys(GRID_LIBERACOES.colunas).map((c) => [c, c === 'id' ? 'l.id::int' : `l.${c}`]));

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
  constructor(private readonly em: EntityManager) {}

  @Get()
  @Acesso('cadastros_basicos', 'index')
  @ApiOperation({ summary: 'Log de liberações (18 linhas, mais recentes primeiro)' })
  @ApiGrid(GRID_LIBERACOES, LiberacoesPageDto)
  index(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    const db = kx(this.em);
    return responderGrid({
      raw: q, spec: GRID_LIBERACOES, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'liberacoes',
      consultar: (g, exportar) =>
        consultarGrid(() => db('liberacoes as l'), (qb) => qb.select(Object.entries(SQL_LIBERACOES).map(([k, v]) => db.raw(`${v} as ${k}`))), g, SQL_LIBERACOES, {
          semPaginacao: exportar, desempate: 'l.id',
        }),
    });
  }
}

