import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { clienteParaGravar, exigirCliente, GRID_FUNCIONARIOS, MENSAGENS_FUNCIONARIO, somenteDigitos, validarPerfis } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGridPorCliente } from '../comum/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { idDaQuery, termoDeBusca } from '../comum/escopo.js';
import { ApiPorId } from '../comum/dto.js';
import { MastersUseCases } from '../masters.providers.js';
import {
  ConsultaCpfDto, FuncionarioBodyDto, FuncionarioBuscaDto, FuncionarioDetalheDto, FuncionariosPageDto, PerfisBodyDto,
} from './funcionarios.dto.js';
import { FuncionariosQueries } from './funcionarios.queries.js';


/** Employees and drivers (spec 03 §2 "Employees", §5 "Employee", §7). */
@ApiTags('Funcionários')
@Autenticado()
@Controller('funcionarios')
export class FuncionariosController {
  constructor(private readonly casos: MastersUseCases, private readonly queries: FuncionariosQueries) {}

  @Get()
  @Acesso('funcionarios', 'index')
  @ApiOperation({ summary: 'Grid de funcionários (15 linhas; 15/200/300/500/1000); usuário de cliente vê só os vinculados ao seu cliente' })
  @ApiGrid(GRID_FUNCIONARIOS, FuncionariosPageDto)
  @ApiQuery({ name: 'cliente_id', required: false, type: Number, description: 'Só funcionários vinculados (ativos) a este cliente' })
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGridPorCliente({
      query, eu, res, spec: GRID_FUNCIONARIOS, nomeArquivo: 'funcionarios',
      consultar: (q, clienteId, exportar) => this.queries.grid(q, eu.escopo, clienteId, exportar),
    });
  }

  @Get('consultar_cpf/:cpf')
  @Acesso('funcionarios', 'index')
  @ApiOperation({
    summary: 'CPF livre, já cadastrado (oferece criar o vínculo) ou já vinculado ao cliente',
    description: 'Usuário de cliente ou gestor não recebe id nem nome de funcionário de outro cliente: o vínculo oferecido vai pelo CPF (vincular_motorista com cpf)',
  })
  @ApiParam({ name: 'cpf', type: String, example: '529.982.247-25' })
  @ApiQuery({ name: 'cliente_id', required: false, type: Number, description: 'Cliente do vínculo (usuário de cliente: o próprio)' })
  @ApiOkResponse({ type: ConsultaCpfDto })
  @ApiErrosCampos('"CPF NÃO PODE SER NULO" ou "CPF inválido"')
  consultarCpf(@Param('cpf') cpf: string | undefined, @Query('cliente_id') clienteId: unknown, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ConsultaCpfDto> {
    return this.casos.consultarCpf().executar(cpf, clienteParaGravar(eu.escopo, idDaQuery(clienteId, 'cliente_id')), eu.escopo);
  }

  /** The form's check with the field empty (`consultar_cpf/`): the spec's message, not a 404. */
  @Get('consultar_cpf')
  @Acesso('funcionarios', 'index')
  @ApiOperation({ summary: 'Consulta de CPF sem o número (campo vazio): responde sempre 400 "CPF NÃO PODE SER NULO"' })
  @ApiQuery({ name: 'cliente_id', required: false, type: Number, description: 'Cliente do vínculo (usuário de cliente: o próprio)' })
  @ApiErrosCampos('"CPF NÃO PODE SER NULO"')
  consultarCpfVazio(@Query('cliente_id') clienteId: unknown, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ConsultaCpfDto> {
    return this.consultarCpf(undefined, clienteId, eu);
  }

  @Get('find_funcionario')
  @ApiOperation({ summary: 'Busca funcionários por nome ou CPF e pelos telefones (até 30)' })
  @ApiQuery({ name: 'funcionario', required: false, type: String, description: 'Nome ou início do CPF' })
  @ApiQuery({ name: 'cliente_id', required: false, type: Number })
  @ApiQuery({ name: 'fone1', required: false, type: String, description: 'Telefone (2 dígitos ou mais)' })
  @ApiQuery({ name: 'fone2', required: false, type: String })
  @ApiQuery({ name: 'fone3', required: false, type: String })
  @ApiOkResponse({ type: [FuncionarioBuscaDto] })
  @ApiErrosCampos('cliente_id inválido')
  @ApiProibido('cliente_id de um cliente fora do escopo do usuário')
  find(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<FuncionarioBuscaDto[]> {
    const fones = [q.fone1, q.fone2, q.fone3].map((f) => somenteDigitos(typeof f === 'string' ? f : '')).filter((f) => f.length >= 2);
    return this.queries.buscar(eu.escopo, { texto: termoDeBusca(q.funcionario, q.term, q.search), clienteId: idDaQuery(q.cliente_id, 'cliente_id'), fones });
  }

  @Get(':id')
  @Acesso('funcionarios', 'show')
  @ApiOperation({ summary: 'Funcionário pelo id, com vínculos e perfis' })
  @ApiPorId(FuncionarioDetalheDto, { naoEncontrado: MENSAGENS_FUNCIONARIO.naoEncontrado })
  show(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<FuncionarioDetalheDto> {
    return this.queries.detalhe(id, eu.escopo);
  }

  @Get(':id/:clienteId')
  @Acesso('funcionarios', 'show')
  @ApiOperation({ summary: 'Funcionário com o seu vínculo com o cliente informado' })
  @ApiPorId(FuncionarioDetalheDto, { ids: ['id', 'clienteId'], naoEncontrado: MENSAGENS_FUNCIONARIO.naoEncontrado })
  showPorCliente(@Param('id', IdPipe) id: number, @Param('clienteId', IdPipe) clienteId: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<FuncionarioDetalheDto> {
    return this.queries.detalhe(id, eu.escopo, clienteId);
  }

  @Post()
  @Acesso('funcionarios', 'create')
  @ApiOperation({ summary: 'Cadastra funcionário e, com `vinculo`, o vincula ao cliente (usuário de cliente: o próprio, obrigatório)' })
  @ApiCreatedResponse({ type: FuncionarioDetalheDto })
  @ApiErrosCampos()
  @ApiRegraNegocio('Vínculo recusado: "VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE" e outros')
  async create(@Body() body: FuncionarioBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<FuncionarioDetalheDto> {
    const f = await this.casos.salvarFuncionario().executar(body.funcionario, body.vinculo, eu.escopo);
    return this.queries.detalhe(f.id, eu.escopo);
  }

  @Patch(':id')
  @Acesso('funcionarios', 'update')
  @ApiOperation({ summary: 'Altera funcionário (e o tipo do vínculo, se enviado); updated_at lido → 409 se mudou' })
  @ApiIds()
  @ApiOkResponse({ type: FuncionarioDetalheDto })
  @ApiErrosCampos()
  @ApiNaoEncontrado(MENSAGENS_FUNCIONARIO.naoEncontrado)
  @ApiConflito()
  @ApiRegraNegocio('Vínculo recusado: "VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE" e outros')
  async update(@Param('id', IdPipe) id: number, @Body() body: FuncionarioBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<FuncionarioDetalheDto> {
    await this.casos.salvarFuncionario().executar(body.funcionario, body.vinculo, eu.escopo, id);
    return this.queries.detalhe(id, eu.escopo, body.vinculo?.cliente_id ?? undefined);
  }

  @Post(':id/update_perfis')
  @HttpCode(200)
  @Acesso('funcionarios', 'update')
  @ApiOperation({ summary: 'Substitui os perfis (cliente, protocolo, validade) do funcionário; usuário de cliente: só os do seu cliente' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiErrosCampos()
  @ApiNaoEncontrado(MENSAGENS_FUNCIONARIO.naoEncontrado)
  async updatePerfis(@Param('id', IdPipe) id: number, @Body() body: PerfisBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.queries.detalhe(id, eu.escopo);
    const perfis = validarPerfis(body.perfis);
    for (const p of perfis) exigirCliente(eu.escopo, p.cliente_id);
    await this.casos.funcionarios.atualizarPerfis(id, eu.escopo.tipo === 'clientes' ? eu.escopo.ids : null, perfis);
    return { message: MENSAGENS_FUNCIONARIO.perfisAtualizados };
  }

  @Delete(':id')
  @Acesso('funcionarios', 'destroy')
  @ApiOperation({ summary: 'Remove funcionário sem vínculo ativo' })
  @ApiPorId(MensagemDto, { naoEncontrado: MENSAGENS_FUNCIONARIO.naoEncontrado })
  @ApiRegraNegocio('Funcionário com vínculo ativo: nada é removido')
  async destroy(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.queries.detalhe(id, eu.escopo);
    await this.casos.funcionarios.excluir(id);
    return { message: MENSAGENS_FUNCIONARIO.removido };
  }
}
