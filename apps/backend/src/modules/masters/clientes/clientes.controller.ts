import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GRID_CLIENTES, MENSAGENS_CLIENTE, TIPOS_CLIENTE, ValidationError, type TipoCliente } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { termoDeBusca } from '../comum/escopo.js';
import { ApiPorId } from '../comum/dto.js';
import { MastersUseCases } from '../masters.providers.js';
import { ClienteBodyDto, ClienteBuscaDto, ClienteDto, ClientesPageDto, ConsultaCnpjDto } from './clientes.dto.js';
import { ClientesQueries } from './clientes.queries.js';

const BUSCA = { name: 'term', required: false, type: String, description: 'Nome, nome fantasia ou início do CNPJ' } as const;

/** Clients (spec 03 §2 "Clients, contacts, groups", §7): grid, form, pickers and the CNPJ lookup. */
@ApiTags('Clientes')
@Autenticado()
@Controller('clientes')
export class ClientesController {
  constructor(private readonly casos: MastersUseCases, private readonly queries: ClientesQueries) {}

  @Get()
  @Acesso('clientes', 'index')
  @ApiOperation({ summary: 'Grid de clientes (15 linhas; 15/20/30/50/100)' })
  @ApiGrid(GRID_CLIENTES, ClientesPageDto)
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGrid({
      raw: query,
      spec: GRID_CLIENTES,
      grupoUsuarioId: eu.grupo_usuario_id,
      res,
      nomeArquivo: 'clientes',
      consultar: (q, exportar) => this.queries.grid(q, eu.escopo, exportar),
    });
  }

  @Get('find_cliente')
  @ApiOperation({ summary: 'Busca clientes ativos por nome, nome fantasia ou CNPJ (até 30); filtro opcional por tipo' })
  @ApiQuery(BUSCA)
  @ApiQuery({ name: 'search', required: false, type: String, description: 'Sinônimo de term' })
  @ApiQuery({ name: 'tipo', required: false, enum: TIPOS_CLIENTE })
  @ApiOkResponse({ type: [ClienteBuscaDto] })
  find(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ClienteBuscaDto[]> {
    // A type outside the list would silently find nothing: say so instead.
    if (q.tipo !== undefined && !TIPOS_CLIENTE.includes(q.tipo as TipoCliente)) {
      throw ValidationError.campo('tipo', `Tipo de cliente inválido: use ${TIPOS_CLIENTE.join(', ')}`);
    }
    const tipo = q.tipo as TipoCliente | undefined;
    return this.queries.buscar(eu.escopo, termoDeBusca(q.term, q.search), tipo ? [tipo] : undefined);
  }

  @Get('find_embarcador')
  @ApiOperation({ summary: 'Busca embarcadores (tipo EMBARCADOR)' })
  @ApiQuery({ name: 'embarcador', required: false, type: String, description: 'Nome, nome fantasia ou início do CNPJ' })
  @ApiQuery(BUSCA)
  @ApiOkResponse({ type: [ClienteBuscaDto] })
  findEmbarcador(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ClienteBuscaDto[]> {
    return this.queries.buscar(eu.escopo, termoDeBusca(q.embarcador, q.term, q.search), ['EMBARCADOR']);
  }

  @Get('find_corretor')
  @ApiOperation({ summary: 'Busca corretoras (tipo CORRETOR)' })
  @ApiQuery(BUSCA)
  @ApiOkResponse({ type: [ClienteBuscaDto] })
  findCorretor(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ClienteBuscaDto[]> {
    return this.queries.buscar(eu.escopo, termoDeBusca(q.term, q.search, q.corretor), ['CORRETOR']);
  }

  @Get('find_segurador')
  @ApiOperation({ summary: 'Busca seguradoras (tipo SEGURADOR)' })
  @ApiQuery(BUSCA)
  @ApiOkResponse({ type: [ClienteBuscaDto] })
  findSegurador(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ClienteBuscaDto[]> {
    return this.queries.buscar(eu.escopo, termoDeBusca(q.term, q.search, q.segurador), ['SEGURADOR']);
  }

  @Get('get_clientes_gerenciados')
  @ApiOperation({ summary: 'Clientes que o usuário pode escolher: o próprio e os gerenciados (equipe: todos os ativos)' })
  @ApiOkResponse({ type: [ClienteBuscaDto] })
  gerenciados(@UsuarioAtual() eu: UsuarioAutenticado): Promise<ClienteBuscaDto[]> {
    return this.queries.gerenciados(eu.escopo);
  }

  @Get('consultar_cnpj/:cnpj')
  @Acesso('clientes', 'show')
  @ApiOperation({
    summary: 'Consulta o CNPJ na base de registro (offline: os próprios clientes); tira a máscara',
    description: "Usuário de cliente ou gestor: CNPJ de um cliente fora do seu escopo responde só { encontrado: true, message: 'CNPJ já cadastrado na gerenciadora' }, sem os dados",
  })
  @ApiParam({ name: 'cnpj', type: String, example: '11.222.333/0001-81' })
  @ApiOkResponse({ type: ConsultaCnpjDto })
  @ApiErrosCampos('"CNPJ não pode ser nulo." ou "CNPJ inválido"')
  consultarCnpj(@Param('cnpj') cnpj: string | undefined, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ConsultaCnpjDto> {
    return this.casos.consultarCnpj().executar(cnpj, eu.escopo);
  }

  /** The form's lookup with the field empty (`consultar_cnpj/`): the spec's message, not a 404. */
  @Get('consultar_cnpj')
  @Acesso('clientes', 'show')
  @ApiOperation({ summary: 'Consulta de CNPJ sem o número (campo vazio): responde sempre 400 "CNPJ não pode ser nulo."' })
  @ApiErrosCampos('"CNPJ não pode ser nulo."')
  consultarCnpjVazio(@UsuarioAtual() eu: UsuarioAutenticado): Promise<ConsultaCnpjDto> {
    return this.consultarCnpj(undefined, eu);
  }

  @Get(':id')
  @Acesso('clientes', 'show')
  @ApiOperation({ summary: 'Cliente pelo id, com endereço, tipos, equipes de pronta resposta e auditoria' })
  @ApiPorId(ClienteDto, { naoEncontrado: 'Cliente não encontrado' })
  show(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ClienteDto> {
    return this.queries.detalhe(id, eu.escopo);
  }

  @Post()
  @Acesso('clientes', 'create')
  @ApiOperation({ summary: 'Cadastra cliente' })
  @ApiCreatedResponse({ type: ClienteDto })
  @ApiErrosCampos()
  async create(@Body() body: ClienteBodyDto): Promise<ClienteDto> {
    const id = await this.salvar(body.cliente);
    return this.queries.detalhe(id, { tipo: 'todos' });
  }

  @Patch(':id')
  @Acesso('clientes', 'update')
  @ApiOperation({ summary: 'Altera cliente; envie updated_at lido para detectar edição concorrente (409)' })
  @ApiIds()
  @ApiOkResponse({ type: ClienteDto })
  @ApiErrosCampos()
  @ApiConflito()
  @ApiNaoEncontrado('Cliente não encontrado')
  async update(@Param('id', IdPipe) id: number, @Body() body: ClienteBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ClienteDto> {
    await this.queries.detalhe(id, eu.escopo);
    await this.salvar(body.cliente, id);
    return this.queries.detalhe(id, eu.escopo);
  }

  /** Saves the client and, when sent, replaces its quick-response teams (ids checked first: 400). */
  private async salvar(cliente: ClienteBodyDto['cliente'], id?: number): Promise<number> {
    const { pronta_resposta_ids: prontas, ...dados } = cliente;
    if (prontas) await this.casos.prontaResposta.exigirExistentes(prontas);
    const c = await this.casos.salvarCliente().executar(dados, id);
    if (prontas) await this.casos.prontaResposta.substituir(c.id, prontas);
    return c.id;
  }

  @Delete(':id')
  @Acesso('clientes', 'destroy')
  @ApiOperation({ summary: 'Remove cliente sem usuários, vínculos, contatos nem grupos' })
  @ApiPorId(MensagemDto, { naoEncontrado: 'Cliente não encontrado' })
  @ApiRegraNegocio('Cliente com usuários, vínculos, contatos ou grupos: nada é removido')
  async destroy(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.queries.detalhe(id, eu.escopo);
    await this.casos.clientes.excluir(id);
    return { message: MENSAGENS_CLIENTE.removido };
  }
}
