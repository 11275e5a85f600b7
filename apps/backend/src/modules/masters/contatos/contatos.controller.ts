import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GRID_CONTATOS, MENSAGENS_CONTATO, MENSAGENS_GRUPO_CONTATO, NotFoundError, type GridQuery } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { idDaQuery, termoDeBusca } from '../comum/escopo.js';
import { controllerDeLista } from '../referencias/lista.controller.js';
import { GRUPOS } from '../referencias/listas.js';
import { ClientesQueries } from '../clientes/clientes.queries.js';
import { MastersUseCases } from '../masters.providers.js';
import { ApiPorId } from '../comum/dto.js';
import { ContatoBodyDto, ContatoDto, ContatosPageDto, GrupoContatoDto } from './contatos.dto.js';
import { ContatosQueries } from './contatos.queries.js';

/** Contacts (spec 03 §2 "Clients, contacts, groups", §3 "Contact", §7): grid, per-group grid, CRUD. */
@ApiTags('Contatos e grupos')
@Autenticado()
@Controller('contatos')
export class ContatosController {
  constructor(private readonly casos: MastersUseCases, private readonly queries: ContatosQueries) {}

  private grid(query: Record<string, unknown>, eu: UsuarioAutenticado, res: Response, grupoId: number | null) {
    return responderGrid({
      raw: query,
      spec: GRID_CONTATOS,
      grupoUsuarioId: eu.grupo_usuario_id,
      res,
      nomeArquivo: 'contatos',
      consultar: (q: GridQuery, exportar: boolean) => this.queries.grid(q, eu.escopo, grupoId, exportar),
    });
  }

  @Get()
  @Acesso('contatos', 'index')
  @ApiOperation({ summary: 'Grid de contatos (18 linhas; 18/20/30/50/100), filtrável por grupo' })
  @ApiGrid(GRID_CONTATOS, ContatosPageDto)
  @ApiQuery({ name: 'grupo_id', required: false, type: Number, description: 'Só contatos deste grupo' })
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    const { grupo_id, ...raw } = query;
    return this.grid(raw, eu, res, idDaQuery(grupo_id, 'grupo_id'));
  }

  @Get('por_grupo/:grupo_id')
  @Acesso('contatos', 'index')
  @ApiOperation({ summary: 'Contatos de um grupo' })
  @ApiIds('grupo_id')
  @ApiGrid(GRID_CONTATOS, ContatosPageDto)
  @ApiNaoEncontrado('Grupo não encontrado')
  async porGrupo(@Param('grupo_id', IdPipe) grupoId: number, @Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    if (!(await this.queries.grupoExiste(grupoId))) throw new NotFoundError(MENSAGENS_GRUPO_CONTATO.grupoNaoEncontrado);
    return this.grid(query, eu, res, grupoId);
  }

  @Get('get_contatos_nome/:val')
  @ApiOperation({ summary: 'Busca contatos pelo nome (até 30)' })
  @ApiParam({ name: 'val', type: String, example: 'maria' })
  @ApiOkResponse({ type: [ContatoDto] })
  porNome(@Param('val') val: string, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ContatoDto[]> {
    return this.queries.porNome(eu.escopo, termoDeBusca(val));
  }

  @Get(':id')
  @Acesso('contatos', 'show')
  @ApiOperation({ summary: 'Contato pelo id' })
  @ApiPorId(ContatoDto, { naoEncontrado: MENSAGENS_CONTATO.naoEncontrado })
  show(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ContatoDto> {
    return this.queries.detalhe(id, eu.escopo);
  }

  @Post()
  @Acesso('contatos', 'create')
  @ApiOperation({ summary: 'Cadastra contato (usuário de cliente: do seu cliente)' })
  @ApiCreatedResponse({ type: ContatoDto })
  @ApiErrosCampos()
  async create(@Body() body: ContatoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ContatoDto> {
    const id = await this.casos.salvarContato().criar(eu.escopo, body.contato);
    return this.queries.detalhe(id, eu.escopo);
  }

  @Patch(':id')
  @Acesso('contatos', 'update')
  @ApiOperation({ summary: 'Altera contato' })
  @ApiIds()
  @ApiOkResponse({ type: ContatoDto })
  @ApiErrosCampos()
  @ApiNaoEncontrado(MENSAGENS_CONTATO.naoEncontrado)
  async update(@Param('id', IdPipe) id: number, @Body() body: ContatoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ContatoDto> {
    await this.casos.salvarContato().alterar(eu.escopo, id, body.contato);
    return this.queries.detalhe(id, eu.escopo);
  }

  @Delete(':id')
  @Acesso('contatos', 'destroy')
  @ApiOperation({ summary: 'Remove contato' })
  @ApiPorId(MensagemDto, { naoEncontrado: MENSAGENS_CONTATO.naoEncontrado })
  async destroy(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.casos.excluirContato().executar(eu.escopo, id);
    return { message: MENSAGENS_CONTATO.removido };
  }
}

/** /grupos (contact groups): CRUD plus the contact memberships (spec 03 §7). */
@Controller(GRUPOS.rota)
export class GruposController extends controllerDeLista(GRUPOS) {
  @Post('vincular_contato')
  @HttpCode(200)
  @Acesso('grupos', 'update')
  @ApiOperation({ summary: 'Inclui o contato no grupo' })
  @ApiOkResponse({ type: MensagemDto })
  @ApiErrosCampos('grupo_id ou contato_id ausentes')
  @ApiNaoEncontrado('Grupo ou contato não encontrado')
  @ApiRegraNegocio('O contato já está neste grupo')
  async vincularContato(@Body() body: GrupoContatoDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.casos.vincularContatoGrupo().vincular(eu.escopo, body.grupo_id, body.contato_id);
    return { message: 'Contato vinculado ao grupo com sucesso' };
  }

  @Post('desvincular_contato')
  @HttpCode(200)
  @Acesso('grupos', 'update')
  @ApiOperation({ summary: 'Retira o contato do grupo' })
  @ApiOkResponse({ type: MensagemDto })
  @ApiErrosCampos('grupo_id ou contato_id ausentes')
  @ApiNaoEncontrado('Grupo ou contato não encontrado')
  @ApiRegraNegocio('O contato não está neste grupo')
  async desvincularContato(@Body() body: GrupoContatoDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.casos.vincularContatoGrupo().desvincular(eu.escopo, body.grupo_id, body.contato_id);
    return { message: 'Contato desvinculado do grupo com sucesso' };
  }
}

/** GET /api/get_contatos/{id}: the contacts of a client, its own and those of its active groups. */
@ApiTags('Contatos e grupos')
@Autenticado()
@Controller()
export class ContatosDoClienteController {
  constructor(private readonly queries: ContatosQueries, private readonly clientes: ClientesQueries) {}

  @Get('get_contatos/:id')
  @Acesso('contatos', 'index')
  @ApiOperation({ summary: 'Contatos do cliente: os próprios e os dos seus grupos ativos, por prioridade' })
  @ApiIds({ name: 'id', description: 'id do cliente' })
  @ApiOkResponse({ type: [ContatoDto] })
  @ApiNaoEncontrado('Cliente não encontrado')
  async doCliente(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ContatoDto[]> {
    await this.clientes.detalhe(id, eu.escopo);
    return this.queries.doCliente(id);
  }
}
