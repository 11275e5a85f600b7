import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { clienteParaGravar, isTelemonitorado, permiteChecklistOnline } from '@gr/domain';
import { Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido } from '../../../shared/http/api-docs.decorator.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { Campo, CampoNulo } from '../comum/dto.js';
import { idDaQuery, termoDeBusca } from '../comum/escopo.js';
import { MastersUseCases } from '../masters.providers.js';
import { VeiculosQueries } from '../veiculos/veiculos.queries.js';
import { controllerDeLista } from './lista.controller.js';
import { ListasQueries } from './lista.queries.js';
import { ReferenciasQueries } from './referencias.queries.js';
import { EMAILS, ESTADOS, FABRICANTES, FUNCOES, MODELOS, SINISTROS, TECNOLOGIAS } from './listas.js';

export class TecnologiaResumoDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
}
export class TecnologiaDoClienteDto extends TecnologiaResumoDto {
  @Campo({ description: 'Veículos vinculados ao cliente com esta tecnologia' }) veiculos!: number;
}
export class TecnologiaDoVeiculoDto {
  @Campo() veiculo_id!: number;
  @Campo() placa!: string;
  @CampoNulo(Number) tecnologia_id!: number | null;
  @CampoNulo(String) descricao!: string | null;
  @CampoNulo(String, { description: 'Número do terminal' }) numero!: string | null;
  @Campo({ description: 'Tecnologias 2 e 4 permitem checklist online (spec 03 §9)' }) checklist_online!: boolean;
  @Campo({ description: 'Tecnologia 13: telemonitorado' }) telemonitorado!: boolean;
}
export class ModeloResumoDto {
  @Campo() id!: number;
  @Campo() nome!: string;
  @Campo() fabricante_id!: number;
}
export class EstadoDto {
  @Campo({ example: 'SP' }) uf!: string;
  @Campo({ example: 'São Paulo' }) nome!: string;
}

/** /tecnologias (spec 03 §7 "Vehicles", spec 01 §7.2): CRUD plus the lookups of the checklist and trip forms. */
@Controller(TECNOLOGIAS.rota)
export class TecnologiasController extends controllerDeLista(TECNOLOGIAS) {
  constructor(listas: ListasQueries, casos: MastersUseCases, private readonly veiculos: VeiculosQueries, private readonly referencias: ReferenciasQueries) {
    super(listas, casos);
  }

  @Get('find_tecnologia')
  @ApiOperation({ summary: 'Busca tecnologias pela descrição' })
  @ApiQuery({ name: 'term', required: false, type: String, description: 'Parte da descrição' })
  @ApiOkResponse({ type: [TecnologiaResumoDto] })
  find(@Query() q: Record<string, unknown>): Promise<TecnologiaResumoDto[]> {
    return this.referencias.tecnologias(termoDeBusca(q.term, q.search, q.tecnologia));
  }

  @Get('get_tecnologia_by_veiculo/:id')
  @ApiOperation({ summary: 'Tecnologia e terminal do veículo, e se permite checklist online' })
  @ApiIds({ name: 'id', description: 'id do veículo' })
  @ApiOkResponse({ type: TecnologiaDoVeiculoDto })
  @ApiNaoEncontrado('Veículo não encontrado')
  @ApiProibido('Veículo de outro cliente')
  async porVeiculo(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<TecnologiaDoVeiculoDto> {
    const v = await this.veiculos.detalhe(id, eu.escopo);
    return {
      veiculo_id: v.id,
      placa: v.placa,
      tecnologia_id: v.tecnologia_id,
      descricao: v.tecnologia_descricao,
      numero: v.numero,
      checklist_online: permiteChecklistOnline(v.tecnologia_id),
      telemonitorado: isTelemonitorado(v.tecnologia_id),
    };
  }

  @Get('tecnologias_por_cliente')
  @ApiOperation({ summary: 'Tecnologias dos veículos vinculados ao cliente (usuário de cliente: o próprio)' })
  @ApiQuery({ name: 'cliente_id', required: false, type: Number })
  @ApiOkResponse({ type: [TecnologiaDoClienteDto] })
  @ApiErrosCampos('cliente_id inválido')
  @ApiProibido('cliente_id de um cliente fora do escopo do usuário')
  porCliente(@Query('cliente_id') cliente: unknown, @UsuarioAtual() eu: UsuarioAutenticado): Promise<TecnologiaDoClienteDto[]> {
    const clienteId = clienteParaGravar(eu.escopo, idDaQuery(cliente, 'cliente_id'));
    return this.referencias.tecnologiasPorCliente(eu.escopo, clienteId);
  }
}

/** /fabricantes with the models of a maker for the vehicle form's pickers. */
@Controller(FABRICANTES.rota)
export class FabricantesController extends controllerDeLista(FABRICANTES) {
  constructor(listas: ListasQueries, casos: MastersUseCases, private readonly referencias: ReferenciasQueries) {
    super(listas, casos);
  }

  @Get(':id/modelos')
  @ApiOperation({ summary: 'Modelos do fabricante' })
  @ApiIds({ name: 'id', description: 'id do fabricante' })
  @ApiOkResponse({ type: [ModeloResumoDto] })
  modelos(@Param('id', IdPipe) id: number): Promise<ModeloResumoDto[]> {
    return this.referencias.modelosDoFabricante(id);
  }
}

export const ModelosController = controllerDeLista(MODELOS);
export const FuncoesController = controllerDeLista(FUNCOES);
export const SinistrosController = controllerDeLista(SINISTROS);
export const EmailsController = controllerDeLista(EMAILS);
export const EstadosController = controllerDeLista(ESTADOS);

/** GET /api/get_estados: the states for the address forms (spec 03 §7). */
@ApiTags('Estados')
@Autenticado()
@Controller()
export class EstadosListaController {
  constructor(private readonly referencias: ReferenciasQueries) {}

  @Get('get_estados')
  @ApiOperation({ summary: 'Estados (UF e nome) para os formulários' })
  @ApiOkResponse({ type: [EstadoDto] })
  estados(): Promise<EstadoDto[]> {
    return this.referencias.estados();
  }
}
