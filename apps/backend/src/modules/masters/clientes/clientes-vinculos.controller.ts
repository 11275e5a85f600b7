import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  BusinessRuleError, clienteParaGravar, exigirCliente, GRID_GRUPOS_CLIENTE, GRID_MOTORISTAS_CLIENTE, GRID_VEICULOS_CLIENTE, MENSAGENS_VINCULO, NotFoundError, ValidationError, campos, type EscopoTenant, type GridSpec, type GridPage, type GridQuery,
} from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { MensagemDto } from '../../../shared/http/dto.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { MastersUseCases } from '../masters.providers.js';
import {
  ClienteGrupoDto, DesvincularMotoristaDto, DesvincularVeiculoDto, GetVinculoDto, GruposDoClientePageDto, MotoristaVinculadoDto, VincularMotoristaDto, VincularVeiculoDto,
  VinculoCriadoDto, VinculosMotoristasPageDto, VinculosVeiculosPageDto,
} from './clientes.dto.js';
import { ClientesQueries } from './clientes.queries.js';

/**
 * A client's links (spec 03 §3 "Client", §4, §5 "Vehicle-client link"; spec 01 §5, §7.2): vehicles
 * (FROTA, AGREGADO, AUTONOMO, inactivated with their age shown), drivers and contact groups.
 * Vehicle and driver links follow the vehicles' and employees' access rules, since a client user
 * links its own fleet from the checklist and employee screens.
 */
@ApiTags('Clientes')
@Autenticado()
@Controller('clientes')
export class ClientesVinculosController {
  constructor(private readonly casos: MastersUseCases, private readonly queries: ClientesQueries) {}

  /** The client exists (404) and is within the user's scope (403 'Não há permissão'). */
  private async cliente(id: number, escopo: EscopoTenant): Promise<number> {
    await this.queries.detalhe(id, escopo);
    return id;
  }

  private grid<T>(spec: GridSpec, nome: string, query: Record<string, unknown>, eu: UsuarioAutenticado, res: Response, consultar: (q: GridQuery, exportar: boolean) => Promise<GridPage<T>>) {
    return responderGrid({ raw: query, spec, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: nome, consultar });
  }

  // --- vehicles ---------------------------------------------------------------------------------

  @Patch('vincular_veiculo')
  @Acesso('veiculos', 'update')
  @ApiOperation({ summary: 'Vincula veículo ao cliente (CARRETA sempre AUTONOMO; veículo já vinculado é recusado)' })
  @ApiOkResponse({ type: VinculoCriadoDto })
  @ApiErrosCampos('"Tipo vínculo: não pode ser vazio" e outros campos')
  @ApiNaoEncontrado('Cliente ou veículo não encontrado')
  @ApiRegraNegocio('Já vinculado, troca de tipo ou FROTA de outro cliente')
  async vincularVeiculo(@Body() body: VincularVeiculoDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<VinculoCriadoDto> {
    await this.cliente(clienteParaGravar(eu.escopo, body.cliente_id)!, eu.escopo);
    const { id } = await this.casos.vincularVeiculo().executar(body, eu.escopo);
    return { message: MENSAGENS_VINCULO.atualizado, vinculo: (await this.queries.vinculoPorId(id))! };
  }

  @Patch('desvincular_veiculo')
  @Acesso('veiculos', 'update')
  @ApiOperation({ summary: 'Inativa o vínculo (o registro fica, com a data de inativação)' })
  @ApiOkResponse({ type: VinculoCriadoDto })
  @ApiErrosCampos('id do vínculo ausente ou inválido')
  @ApiNaoEncontrado('Vínculo não encontrado')
  @ApiRegraNegocio('Este vínculo já está inativo')
  async desvincularVeiculo(@Body() body: DesvincularVeiculoDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<VinculoCriadoDto> {
    const vinculo = await this.queries.vinculoPorId(body.id);
    if (!vinculo) throw new NotFoundError('Vínculo não encontrado');
    exigirCliente(eu.escopo, vinculo.cliente_id);
    if (!(await this.casos.vinculos.inativarVinculoVeiculo(body.id))) throw new BusinessRuleError('Este vínculo já está inativo');
    return { message: MENSAGENS_VINCULO.inativado, vinculo: (await this.queries.vinculoPorId(body.id))! };
  }

  @Get('get_vinculo/:cliente_id/:veiculo_id')
  @Acesso('veiculos', 'show')
  @ApiOperation({ summary: 'Vínculo ativo do veículo com o cliente, com a faixa de idade (até 30, 60, 90, mais de 90 dias)' })
  @ApiIds('cliente_id', 'veiculo_id')
  @ApiOkResponse({ type: GetVinculoDto })
  @ApiNaoEncontrado('Cliente não encontrado')
  async getVinculo(@Param('cliente_id', IdPipe) clienteId: number, @Param('veiculo_id', IdPipe) veiculoId: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<GetVinculoDto> {
    await this.cliente(clienteId, eu.escopo);
    return { vinculo: (await this.queries.vinculoAtivo(clienteId, veiculoId)) ?? undefined, confirmacao: MENSAGENS_VINCULO.confirmarInativacao };
  }

  @Get(':id/get_veiculos_transportador')
  @Acesso('veiculos', 'index')
  @ApiOperation({ summary: 'Veículos do cliente (10 linhas; 10/20/30/50/100), ativos e inativos, com a idade do vínculo' })
  @ApiIds({ name: 'id', description: 'id do cliente' })
  @ApiGrid(GRID_VEICULOS_CLIENTE, VinculosVeiculosPageDto)
  @ApiNaoEncontrado('Cliente não encontrado')
  async veiculos(@Param('id', IdPipe) id: number, @Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    await this.cliente(id, eu.escopo);
    return this.grid(GRID_VEICULOS_CLIENTE, 'veiculos_cliente', query, eu, res, (q, x) => this.queries.veiculosDoCliente(id, q, x));
  }

  // --- drivers ----------------------------------------------------------------------------------

  @Post('vincular_motorista')
  @HttpCode(200)
  @Acesso('funcionarios', 'update')
  @ApiOperation({ summary: 'Vincula motorista (por id ou cpf) ao cliente (criar_vinculo) ou altera o tipo do vínculo ativo' })
  @ApiOkResponse({ type: MotoristaVinculadoDto })
  @ApiErrosCampos()
  @ApiNaoEncontrado('Cliente ou motorista não encontrado')
  @ApiRegraNegocio('"VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE", "MOTORISTA JÁ VINCULADO A ESTE CLIENTE" e outros')
  async vincularMotorista(@Body() body: VincularMotoristaDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MotoristaVinculadoDto> {
    const clienteId = clienteParaGravar(eu.escopo, body.cliente_id);
    if (clienteId) await this.cliente(clienteId, eu.escopo);
    return this.casos.vincularMotorista().executar(body, eu.escopo);
  }

  @Post('desvincular_motorista')
  @HttpCode(200)
  @Acesso('funcionarios', 'update')
  @ApiOperation({ summary: 'Inativa o vínculo do motorista com o cliente' })
  @ApiOkResponse({ type: MensagemDto })
  @ApiErrosCampos('cliente_id ou funcionario_id ausentes')
  @ApiNaoEncontrado('Cliente não encontrado')
  @ApiRegraNegocio('Não há vínculo ativo com este cliente')
  async desvincularMotorista(@Body() body: DesvincularMotoristaDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    const clienteId = clienteParaGravar(eu.escopo, body.cliente_id);
    if (!clienteId) throw ValidationError.campo('cliente_id', campos.MSG.obrigatorio);
    await this.cliente(clienteId, eu.escopo);
    if (!(await this.casos.vinculos.inativarVinculoMotorista(clienteId, body.funcionario_id))) throw new BusinessRuleError(MENSAGENS_VINCULO.naoVinculado);
    return { message: MENSAGENS_VINCULO.inativado };
  }

  @Get(':id/funcionarios')
  @Acesso('funcionarios', 'index')
  @ApiOperation({ summary: 'Motoristas do cliente (vínculos ativos e inativos)' })
  @ApiIds({ name: 'id', description: 'id do cliente' })
  @ApiGrid(GRID_MOTORISTAS_CLIENTE, VinculosMotoristasPageDto)
  @ApiNaoEncontrado('Cliente não encontrado')
  async motoristas(@Param('id', IdPipe) id: number, @Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    await this.cliente(id, eu.escopo);
    return this.grid(GRID_MOTORISTAS_CLIENTE, 'motoristas_cliente', query, eu, res, (q, x) => this.queries.motoristasDoCliente(id, q, x));
  }

  // --- contact groups ---------------------------------------------------------------------------

  @Patch('vincular_grupo')
  @Acesso('clientes', 'update')
  @ApiOperation({ summary: 'Vincula (ou reativa) um grupo de contatos ao cliente' })
  @ApiOkResponse({ type: MensagemDto })
  @ApiErrosCampos('cliente_id ou grupo_id ausentes')
  @ApiNaoEncontrado('Cliente ou grupo não encontrado')
  async vincularGrupo(@Body() body: ClienteGrupoDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.casos.clientes.vincularGrupo(await this.cliente(body.cliente_id, eu.escopo), body.grupo_id);
    return { message: 'Grupo vinculado com sucesso' };
  }

  @Patch('desvincular_grupo')
  @Acesso('clientes', 'update')
  @ApiOperation({ summary: 'Inativa o vínculo do grupo de contatos com o cliente' })
  @ApiOkResponse({ type: MensagemDto })
  @ApiErrosCampos('cliente_id ou grupo_id ausentes')
  @ApiNaoEncontrado('Cliente não encontrado')
  @ApiRegraNegocio('O grupo não está vinculado a este cliente')
  async desvincularGrupo(@Body() body: ClienteGrupoDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.casos.clientes.desvincularGrupo(await this.cliente(body.cliente_id, eu.escopo), body.grupo_id);
    return { message: 'Grupo desvinculado com sucesso' };
  }

  @Get(':id/grupo_contatos')
  @Acesso('clientes', 'show')
  @ApiOperation({ summary: 'Grupos de contatos, marcando os vinculados ao cliente (1000 linhas)' })
  @ApiIds({ name: 'id', description: 'id do cliente' })
  @ApiGrid(GRID_GRUPOS_CLIENTE, GruposDoClientePageDto)
  @ApiNaoEncontrado('Cliente não encontrado')
  async grupos(@Param('id', IdPipe) id: number, @Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    await this.cliente(id, eu.escopo);
    return this.grid(GRID_GRUPOS_CLIENTE, 'grupos_cliente', query, eu, res, (q) => this.queries.gruposDoCliente(id, q));
  }
}
