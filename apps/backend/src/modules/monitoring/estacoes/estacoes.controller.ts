import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  GRID_ESTACAO_AGENDADAS, GRID_ESTACAO_EM_VIAGEM, GRID_ESTACOES, GRID_VIAGENS_SEM_ESTACAO, GRUPOS_STAFF, lerClientesDaEstacao, lerEstacao, MENSAGENS_ESTACAO,
  NotFoundError, STATUS_VIAGEM, type GridSpec, type StatusViagem,
} from '@gr/domain';
import { Acesso, Autenticado, SomenteGrupos, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe, lerId } from '../../../shared/http/validation.js';
import { responderListaViagens } from '../viagens/listas.controller.js';
import { ViagensPageDto } from '../viagens/listas.dto.js';
import { ListasViagensQueries } from '../viagens/listas.queries.js';
import {
  EntrarBodyDto, EstacaoBodyDto, EstacaoClientesBodyDto, EstacaoDetalheDto, EstacaoResumoDto, EstacoesPageDto, SessaoEstacaoDto, ViagensDesvinculadasDto,
} from './estacoes.dto.js';
import { EstacoesCasos } from './estacoes.providers.js';
import { EstacoesQueries } from './estacoes.queries.js';

type Consulta = Record<string, unknown>;
const INEXISTENTE = 'Tecnologia ou cliente inexistente: O registro informado em tecnologia_id (cliente_id) não existe';
const SO_EQUIPE = `${MENSAGENS_ESTACAO.naoPodeUsar}; estação inativa: '${MENSAGENS_ESTACAO.inativa}'`;
const sessaoJson = (s: { inicio: Date; fim: Date | null }) => ({ ...s, inicio: s.inicio.toISOString(), fim: s.fim?.toISOString() ?? null });

/**
 * Stations and their sessions (issue 23; spec 02 §2 "Stations", §3, §4, §7; decision 46): the list,
 * one station, create, edit, delete, its clients (estacoes_clientes), enter, leave, 'enter and
 * remove others', the open sessions by station and by user, the station's scheduled and in-transit
 * grids (the staff lists narrowed by the station's rule, for the operator seated there), the
 * station-less grid, and the unlinked SMs the desk polls.
 */
@ApiTags('Estações')
@Autenticado()
@Controller()
export class EstacoesController {
  constructor(private readonly queries: EstacoesQueries, private readonly listas: ListasViagensQueries, private readonly casos: EstacoesCasos) {}

  @Get('estacoes')
  @Acesso('estacoes', 'index')
  @ApiOperation({ summary: 'Estações (ID, descrição, ativa, data de cadastro), 15 por página' })
  @ApiGrid(GRID_ESTACOES, EstacoesPageDto)
  index(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({ raw: query, spec: GRID_ESTACOES, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'estacoes', consultar: (q, exportar) => this.queries.grid(q, exportar) });
  }

  @Get('estacoes/todas_estacoes')
  @Acesso('estacoes', 'index')
  @ApiOperation({ summary: 'Todas as estações (id, descrição, ativa), pela descrição' })
  @ApiOkResponse({ type: [EstacaoResumoDto] })
  todas() {
    return this.queries.todas();
  }

  @Get('estacoes/index_sem_estacoes')
  @Acesso('estacoes', 'index')
  @ApiOperation({ summary: 'SM agendadas e em viagem de nenhuma estação ativa (spec 02 §3 "Station-less trip"), 100 por página' })
  @ApiGrid(GRID_VIAGENS_SEM_ESTACAO, ViagensPageDto)
  semEstacoes(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderListaViagens(this.listas, query, eu, res, GRID_VIAGENS_SEM_ESTACAO, 'sm-sem-estacao', { statusEm: [STATUS_VIAGEM.AGENDADA, STATUS_VIAGEM.EM_VIAGEM], semEstacao: true });
  }

  @Get('estacoes/sessoes')
  @Acesso('estacoes', 'index')
  @ApiOperation({ summary: 'Sessões abertas, por estação e/ou por usuário' })
  @ApiQuery({ name: 'estacao_id', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiQuery({ name: 'user_id', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiOkResponse({ type: [SessaoEstacaoDto] })
  @ApiErrosCampos('estacao_id ou user_id inválido')
  sessoes(@Query('estacao_id') estacaoId: unknown, @Query('user_id') userId: unknown) {
    const opcional = (v: unknown, campo: string) => (v === undefined || v === '' ? undefined : lerId(v as string, campo));
    return this.queries.sessoes({ estacaoId: opcional(estacaoId, 'estacao_id'), userId: opcional(userId, 'user_id') });
  }

  @Get('estacoes/:id')
  @Acesso('estacoes', 'show')
  @ApiOperation({ summary: 'Uma estação: critérios (tecnologias, tipos de viagem, clientes) e a sessão aberta' })
  @ApiIds()
  @ApiOkResponse({ type: EstacaoDetalheDto })
  @ApiNaoEncontrado(MENSAGENS_ESTACAO.naoEncontrada)
  async show(@Param('id', IdPipe) id: number) {
    const e = await this.queries.detalhe(id);
    if (!e) throw new NotFoundError(MENSAGENS_ESTACAO.naoEncontrada);
    return e;
  }

  @Post('estacoes')
  @Acesso('estacoes', 'create')
  @ApiOperation({ summary: 'Cria uma estação com as tecnologias, os tipos de viagem e os clientes que agrupa (lista vazia: qualquer um)' })
  @ApiCreatedResponse({ type: EstacaoDetalheDto })
  @ApiErrosCampos('Descrição em branco, listas inválidas, nenhum critério')
  @ApiRegraNegocio(INEXISTENTE)
  async create(@Body() body: EstacaoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado) {
    const id = await this.casos.estacoes.salvar(lerEstacao({ ...body.estacao }), eu.username);
    return this.queries.detalhe(id!);
  }

  @Patch('estacoes/:id')
  @Acesso('estacoes', 'update')
  @ApiOperation({ summary: 'Altera uma estação (substitui as listas); inativar encerra a sessão aberta' })
  @ApiIds()
  @ApiOkResponse({ type: EstacaoDetalheDto })
  @ApiErrosCampos('Descrição em branco, listas inválidas, nenhum critério')
  @ApiRegraNegocio(INEXISTENTE)
  @ApiNaoEncontrado(MENSAGENS_ESTACAO.naoEncontrada)
  async update(@Param('id', IdPipe) id: number, @Body() body: EstacaoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado) {
    const salva = await this.casos.estacoes.salvar(lerEstacao({ ...body.estacao }), eu.username, id);
    if (salva === null) throw new NotFoundError(MENSAGENS_ESTACAO.naoEncontrada);
    return this.queries.detalhe(id);
  }

  @Delete('estacoes/:id')
  @Acesso('estacoes', 'destroy')
  @ApiOperation({ summary: 'Remove uma estação (e as suas sessões)' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado(MENSAGENS_ESTACAO.naoEncontrada)
  async destroy(@Param('id', IdPipe) id: number): Promise<MensagemDto> {
    if (!(await this.casos.estacoes.remover(id))) throw new NotFoundError(MENSAGENS_ESTACAO.naoEncontrada);
    return { message: MENSAGENS_ESTACAO.removida };
  }

  @Post('estacoes_clientes')
  @HttpCode(200)
  @Acesso('estacoes', 'update')
  @ApiOperation({ summary: 'Define os clientes de uma estação (substitui a lista)' })
  @ApiOkResponse({ type: EstacaoDetalheDto })
  @ApiErrosCampos('estacao_id ausente, clientes inválidos')
  @ApiRegraNegocio(INEXISTENTE)
  @ApiNaoEncontrado(MENSAGENS_ESTACAO.naoEncontrada)
  criarClientes(@Body() body: EstacaoClientesBodyDto) {
    return this.definirClientes(body);
  }

  @Patch('estacoes_clientes')
  @Acesso('estacoes', 'update')
  @ApiOperation({ summary: 'Altera os clientes de uma estação (substitui a lista)' })
  @ApiOkResponse({ type: EstacaoDetalheDto })
  @ApiErrosCampos('estacao_id ausente, clientes inválidos')
  @ApiRegraNegocio(INEXISTENTE)
  @ApiNaoEncontrado(MENSAGENS_ESTACAO.naoEncontrada)
  alterarClientes(@Body() body: EstacaoClientesBodyDto) {
    return this.definirClientes(body);
  }

  private async definirClientes(body: EstacaoClientesBodyDto) {
    const { estacao_id, clientes } = lerClientesDaEstacao({ ...body.estacoes_clientes });
    if (!(await this.casos.estacoes.definirClientes(estacao_id, clientes))) throw new NotFoundError(MENSAGENS_ESTACAO.naoEncontrada);
    return this.queries.detalhe(estacao_id);
  }

  @Post('estacoes/:id/entrar')
  @HttpCode(200)
  @Acesso('estacoes', 'show')
  @ApiOperation({ summary: "Entra na estação (abre a sessão do usuário; sai da estação em que estava). remover_outros: 'entrar e remover os outros'" })
  @ApiIds()
  @ApiOkResponse({ type: SessaoEstacaoDto })
  @ApiProibido(SO_EQUIPE)
  @ApiNaoEncontrado(MENSAGENS_ESTACAO.naoEncontrada)
  @ApiConflito("Estação ocupada por outro operador: 'Estação ocupada por {username}...'")
  async entrar(@Param('id', IdPipe) id: number, @Body() body: EntrarBodyDto, @UsuarioAtual() eu: UsuarioAutenticado) {
    const s = await this.casos.entrar(eu, id, body.remover_outros === true);
    return { ...sessaoJson(s), estacao: null };
  }

  @Post('estacoes/:id/sair')
  @HttpCode(200)
  @Acesso('estacoes', 'show')
  @ApiOperation({ summary: 'Sai da estação (encerra a sessão do usuário nela)' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiProibido(MENSAGENS_ESTACAO.naoPodeUsar)
  @ApiNaoEncontrado(MENSAGENS_ESTACAO.naoEncontrada)
  async sair(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.casos.sair(eu, id);
    return { message: MENSAGENS_ESTACAO.saiu };
  }

  private async daEstacao(id: number, query: Consulta, eu: UsuarioAutenticado, res: Response, spec: GridSpec, nome: string, status: StatusViagem) {
    await this.casos.exigirSessao(eu, id);
    return responderListaViagens(this.listas, query, eu, res, spec, `${nome}-estacao-${id}`, { status, estacaoId: id });
  }

  @Get('estacoes/:id/index_agendada')
  @Acesso('estacoes', 'show')
  @ApiOperation({ summary: 'SM agendadas da estação (100 por página), para quem está nela' })
  @ApiIds()
  @ApiGrid(GRID_ESTACAO_AGENDADAS, ViagensPageDto)
  @ApiProibido(`${SO_EQUIPE}; sem sessão aberta na estação: '${MENSAGENS_ESTACAO.foraDaSessao}'`)
  @ApiNaoEncontrado(MENSAGENS_ESTACAO.naoEncontrada)
  agendadas(@Param('id', IdPipe) id: number, @Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.daEstacao(id, query, eu, res, GRID_ESTACAO_AGENDADAS, 'agendadas', STATUS_VIAGEM.AGENDADA);
  }

  @Get('estacoes/:id/index_emviagens')
  @Acesso('estacoes', 'show')
  @ApiOperation({ summary: 'SM em viagem da estação (100 por página), para quem está nela' })
  @ApiIds()
  @ApiGrid(GRID_ESTACAO_EM_VIAGEM, ViagensPageDto)
  @ApiProibido(`${SO_EQUIPE}; sem sessão aberta na estação: '${MENSAGENS_ESTACAO.foraDaSessao}'`)
  @ApiNaoEncontrado(MENSAGENS_ESTACAO.naoEncontrada)
  emViagem(@Param('id', IdPipe) id: number, @Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.daEstacao(id, query, eu, res, GRID_ESTACAO_EM_VIAGEM, 'em-viagem', STATUS_VIAGEM.EM_VIAGEM);
  }

  @Get('monitoramentos/viagens_desvinculadas')
  @Acesso('monitoramentos', 'index')
  @SomenteGrupos(...GRUPOS_STAFF)
  @ApiOperation({ summary: 'SM agendadas e em viagem não vinculadas à tecnologia: quantidade por status e as estações delas (a mesa consulta 5 s após abrir, depois a cada 6 min)' })
  @ApiOkResponse({ type: [ViagensDesvinculadasDto] })
  desvinculadas(@UsuarioAtual() eu: UsuarioAutenticado) {
    return this.queries.desvinculadas(eu.escopo);
  }
}
