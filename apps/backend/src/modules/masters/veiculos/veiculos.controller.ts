import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { exigirCavalo, exigirCliente, GRID_VEICULOS, MENSAGENS_VEICULO, NotFoundError, placaParaVerificacao, ValidationError, type TipoVeiculo } from '@gr/domain';
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
  AdicionarCarretaDto, CarretaAdicionadaDto, CarretaDto, VeiculoBodyDto, VeiculoBuscaDto, VeiculoDetalheDto, VeiculosPageDto, VerificaPlacaDto,
} from './veiculos.dto.js';
import { VeiculosQueries, type FiltroBusca } from './veiculos.queries.js';

const PLACA = { name: 'term', required: false, type: String, description: 'Parte da placa' } as const;
const CLIENTE = { name: 'cliente_id', required: false, type: Number, description: 'Só veículos vinculados (ativos) a este cliente' } as const;
const CLIENTE_FORA = 'cliente_id de um cliente fora do escopo do usuário';


/** Vehicles (spec 03 §2 "Vehicles", §7): grid, form, plate check, pickers and the trailers tab. */
@ApiTags('Veículos')
@Autenticado()
@Controller('veiculos')
export class VeiculosController {
  constructor(private readonly casos: MastersUseCases, private readonly queries: VeiculosQueries) {}

  @Get()
  @Acesso('veiculos', 'index')
  @ApiOperation({ summary: 'Grid de veículos (15 linhas; 15/20/30/50/100); usuário de cliente vê só os vinculados ao seu cliente' })
  @ApiGrid(GRID_VEICULOS, VeiculosPageDto)
  @ApiQuery(CLIENTE)
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return responderGridPorCliente({
      query, eu, res, spec: GRID_VEICULOS, nomeArquivo: 'veiculos',
      consultar: (q, clienteId, exportar) => this.queries.grid(q, eu.escopo, clienteId, exportar),
    });
  }

  private buscar(q: Record<string, unknown>, eu: UsuarioAutenticado, filtro: FiltroBusca = {}): Promise<VeiculoBuscaDto[]> {
    return this.queries.buscar(eu.escopo, termoDeBusca(q.term, q.search, q.placa), { ...filtro, clienteId: filtro.clienteId === undefined ? idDaQuery(q.cliente_id, 'cliente_id') : filtro.clienteId });
  }

  @Get('find_veiculos')
  @ApiOperation({ summary: 'Busca veículos pela placa (do cliente informado, ou do alcance do usuário)' })
  @ApiQuery(PLACA)
  @ApiQuery(CLIENTE)
  @ApiOkResponse({ type: [VeiculoBuscaDto] })
  @ApiErrosCampos('cliente_id inválido')
  @ApiProibido(CLIENTE_FORA)
  findVeiculos(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.buscar(q, eu);
  }

  @Get('find_todos_veiculos')
  @ApiOperation({ summary: 'Busca veículos pela placa sem filtro de cliente (equipe: todos; usuário de cliente: os seus)' })
  @ApiQuery(PLACA)
  @ApiOkResponse({ type: [VeiculoBuscaDto] })
  findTodos(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.buscar(q, eu, { clienteId: null });
  }

  @Get('find_carretas')
  @ApiOperation({ summary: 'Busca carretas pela placa' })
  @ApiQuery(PLACA)
  @ApiQuery(CLIENTE)
  @ApiOkResponse({ type: [VeiculoBuscaDto] })
  @ApiErrosCampos('cliente_id inválido')
  @ApiProibido(CLIENTE_FORA)
  findCarretas(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.buscar(q, eu, { tipo: 'CARRETA' as TipoVeiculo });
  }

  @Get('find_veiculos_nao_carreta')
  @ApiOperation({ summary: 'Busca veículos que não são carretas pela placa' })
  @ApiQuery(PLACA)
  @ApiQuery(CLIENTE)
  @ApiOkResponse({ type: [VeiculoBuscaDto] })
  @ApiErrosCampos('cliente_id inválido')
  @ApiProibido(CLIENTE_FORA)
  findNaoCarreta(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.buscar(q, eu, { naoTipo: 'CARRETA' as TipoVeiculo });
  }

  @Get('verifica_placa/:placa/:cliente_id')
  @Acesso('veiculos', 'index')
  @ApiOperation({ summary: 'Disponibilidade da placa (7 primeiros caracteres): "placa já cadastrada" ou "placa disponivel"' })
  @ApiParam({ name: 'placa', type: String, example: 'ABC1D23' })
  @ApiIds('cliente_id')
  @ApiOkResponse({ type: VerificaPlacaDto })
  @ApiErrosCampos('Placa inválida')
  async verificaPlaca(@Param('placa') placa: string, @Param('cliente_id', IdPipe) clienteId: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<VerificaPlacaDto> {
    exigirCliente(eu.escopo, clienteId);
    const p7 = placaParaVerificacao(placa);
    if (p7.length < 7) throw ValidationError.campo('placa', 'Placa inválida');
    const r = await this.queries.verificarPlaca(p7, clienteId);
    return { ...r, disponivel: r.veiculo_id === null, message: r.veiculo_id === null ? MENSAGENS_VEICULO.placaDisponivel : MENSAGENS_VEICULO.placaCadastrada };
  }

  @Post('create')
  @Acesso('veiculos', 'create')
  @ApiOperation({ summary: 'Cadastra veículo; com cliente_id (usuário de cliente: o próprio) cria o vínculo do tipo informado' })
  @ApiCreatedResponse({ type: VeiculoDetalheDto })
  @ApiErrosCampos()
  @ApiRegraNegocio('Vínculo recusado: veículo já vinculado ou FROTA de outro cliente')
  async create(@Body() body: VeiculoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<VeiculoDetalheDto> {
    const v = await this.casos.salvarVeiculo().executar(body.veiculo, eu.escopo);
    return this.queries.detalhe(v.id, eu.escopo);
  }

  @Post('adicionar_carreta')
  @Acesso('veiculos', 'update')
  @ApiOperation({ summary: 'Engata uma carreta num cavalo (no máximo 3 por cavalo)' })
  @ApiCreatedResponse({ type: CarretaAdicionadaDto })
  @ApiErrosCampos('cavalo ou carreta ausentes')
  @ApiNaoEncontrado(MENSAGENS_VEICULO.naoEncontrado)
  @ApiRegraNegocio('"Este veiculo não é do tipo CAVALO!", carreta já engatada, limite de 3 carretas e outros')
  async adicionarCarreta(@Body() body: AdicionarCarretaDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<CarretaAdicionadaDto> {
    const id = await this.casos.adicionarCarreta().executar(body, eu.escopo);
    return { message: MENSAGENS_VEICULO.carretaAdicionada, carreta: (await this.queries.engate(id))! };
  }

  @Post(':id/remover_carreta')
  @HttpCode(200)
  @Acesso('veiculos', 'update')
  @ApiOperation({ summary: 'Desengata a carreta (id do engate)' })
  @ApiIds({ name: 'id', description: 'id do engate cavalo-carreta' })
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado('Engate não encontrado')
  async removerCarreta(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    const engate = await this.queries.engate(id);
    if (!engate) throw new NotFoundError('Engate não encontrado');
    await this.queries.detalhe(engate.cavalo_id, eu.escopo);
    await this.casos.veiculos.desengatar(id);
    return { message: MENSAGENS_VEICULO.carretaRemovida };
  }

  @Get(':id/listar_carretas')
  @Acesso('veiculos', 'show')
  @ApiOperation({ summary: 'Carretas engatadas no cavalo' })
  @ApiIds()
  @ApiOkResponse({ type: [CarretaDto] })
  @ApiNaoEncontrado(MENSAGENS_VEICULO.naoEncontrado)
  @ApiRegraNegocio('"Este veiculo não é do tipo CAVALO!"')
  async listarCarretas(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<CarretaDto[]> {
    exigirCavalo(await this.queries.detalhe(id, eu.escopo));
    return this.queries.carretas(id);
  }

  @Get(':id/por_cliente/:cliente_id')
  @Acesso('veiculos', 'show')
  @ApiOperation({ summary: 'Veículo com o seu vínculo com o cliente informado' })
  @ApiPorId(VeiculoDetalheDto, { ids: ['id', 'cliente_id'], naoEncontrado: MENSAGENS_VEICULO.naoEncontrado })
  porCliente(@Param('id', IdPipe) id: number, @Param('cliente_id', IdPipe) clienteId: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<VeiculoDetalheDto> {
    return this.queries.detalhe(id, eu.escopo, clienteId);
  }

  @Get(':id')
  @Acesso('veiculos', 'show')
  @ApiOperation({ summary: 'Veículo pelo id, com tecnologia, vínculos e carretas' })
  @ApiPorId(VeiculoDetalheDto, { naoEncontrado: MENSAGENS_VEICULO.naoEncontrado })
  show(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<VeiculoDetalheDto> {
    return this.queries.detalhe(id, eu.escopo);
  }

  @Patch(':id')
  @Acesso('veiculos', 'update')
  @ApiOperation({ summary: 'Altera veículo; o tipo do vínculo nunca muda (422); updated_at lido → 409 se mudou' })
  @ApiIds()
  @ApiOkResponse({ type: VeiculoDetalheDto })
  @ApiErrosCampos()
  @ApiNaoEncontrado(MENSAGENS_VEICULO.naoEncontrado)
  @ApiConflito()
  @ApiRegraNegocio('"PARA ALTERAR O VÍNCULO DESSE VEÍCULO, REMOVA O REGISTRO DO MESMO E CADASTRE NOVAMENTE" e outros')
  async update(@Param('id', IdPipe) id: number, @Body() body: VeiculoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<VeiculoDetalheDto> {
    await this.casos.salvarVeiculo().executar(body.veiculo, eu.escopo, id);
    return this.queries.detalhe(id, eu.escopo);
  }

  @Delete(':id')
  @Acesso('veiculos', 'destroy')
  @ApiOperation({ summary: 'Remove veículo sem vínculo ativo nem carretas' })
  @ApiPorId(MensagemDto, { naoEncontrado: MENSAGENS_VEICULO.naoEncontrado })
  @ApiRegraNegocio('Veículo com vínculo ativo ou carretas: nada é removido')
  async destroy(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MensagemDto> {
    await this.queries.detalhe(id, eu.escopo);
    await this.casos.veiculos.excluir(id);
    return { message: MENSAGENS_VEICULO.removido };
  }
}
