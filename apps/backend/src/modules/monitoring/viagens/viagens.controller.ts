import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { clienteParaGravar, ForbiddenError, isStaff, pode, lerDataViagem, lerLiberacaoViagem, lerPedidoViagem, TIPOS_CARGA, TIPOS_VIAGEM, ValidationError, type EscopoTenant } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiMuitasTentativas, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { Origem } from '../../../shared/http/origem.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { clienteDaQuery, termoDeBusca } from '../../masters/comum/escopo.js';
import {
  ChecagemBodyDto, ChecagemVeiculoDto, ESCOPO_LEITURA, LiberacaoViagemBodyDto, LiberacaoViagemDto, LiberacaoViagemRecusadaDto, LookupViagemDto, TipoViagemFormDto, ViagemBodyDto, ViagemDetalheEnvelopeDto, ViagemSalvaDto,
} from './viagens.dto.js';
import { ViagensCasos } from './viagens.providers.js';
import { ViagensQueries } from './viagens.queries.js';

const ESCOPO = 'SM ou cliente fora do alcance do usuário: Não há permissão';
const REGRAS =
  "Regras do §5 com a mensagem da spec: 'Previsão de inicio, ou fim de viagem, inválida'; 'A SM não foi liberada'; rota do cliente; telefone do motorista; " +
  "'Análise de perfil de ... não está válida'; 'PROTOCOLO DE PESQUISA VENCIDO OU SEM CONSULTA.'; blacklist; 'PGR vencido: dd/mm/yyyy'; limites de valor do PGR; " +
  "'Veiculo com retardo de comunicação, sem sinal...'; veículo já em viagem";

/** The client of a lookup: the query's (within scope), else the user's own single client; 400 without one. */
function clienteDoLookup(valor: unknown, escopo: EscopoTenant): number {
  const id = clienteDaQuery(valor, escopo) ?? clienteParaGravar(escopo, null);
  if (!id) throw ValidationError.campo('cliente_id', 'não pode ficar em branco');
  return id;
}

/**
 * The trip (SM) form (issue 21; spec 02 §3 "Trip (monitoramento) form", §4 "Trip form vehicle
 * check", §5, §7 "Trip operations" and "Lookups"): create, edit and read a trip, the vehicle
 * check and the special release, and the lookups that depend on the chosen client. Every rule is
 * the domain's (monitoring/viagens/salvar); a client user reaches only its own client's trips. The
 * detail also opens for the shipper manager of the trip's shipper (read-only, exigirLeituraViagem).
 *
 * Route order: the one-segment `GET :id` and `PATCH :id` answer 400 for a non-numeric id, so the
 * module registers this controller after the ones with fixed paths (index_*, viagens, motivos...).
 */
@ApiTags('SM: formulário')
@Autenticado()
@Controller('monitoramentos')
export class ViagensController {
  constructor(private readonly casos: ViagensCasos, private readonly queries: ViagensQueries) {}

  @Get('lookups/veiculos')
  @Acesso('monitoramentos', 'create')
  @ApiOperation({ summary: 'Placas (não carretas) vinculadas ao cliente, para o formulário da SM (até 30)' })
  @ApiQuery({ name: 'cliente_id', required: false, type: Number, description: 'Cliente escolhido (usuário de cliente: o próprio)' })
  @ApiQuery({ name: 'q', required: false, type: String, description: 'Parte da placa' })
  @ApiOkResponse({ type: LookupViagemDto })
  @ApiErrosCampos('cliente_id ausente ou inválido')
  @ApiProibido(ESCOPO)
  async lookupVeiculos(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<LookupViagemDto> {
    return { rows: await this.queries.veiculos(clienteDoLookup(q.cliente_id, eu.escopo), termoDeBusca(q.q, q.term), false) };
  }

  @Get('lookups/carretas')
  @Acesso('monitoramentos', 'create')
  @ApiOperation({ summary: 'Carretas vinculadas ao cliente (até 30)' })
  @ApiQuery({ name: 'cliente_id', required: false, type: Number })
  @ApiQuery({ name: 'q', required: false, type: String, description: 'Parte da placa' })
  @ApiOkResponse({ type: LookupViagemDto })
  @ApiErrosCampos('cliente_id ausente ou inválido')
  @ApiProibido(ESCOPO)
  async lookupCarretas(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<LookupViagemDto> {
    return { rows: await this.queries.veiculos(clienteDoLookup(q.cliente_id, eu.escopo), termoDeBusca(q.q, q.term), true) };
  }

  @Get('lookups/rotas')
  @Acesso('monitoramentos', 'create')
  @ApiOperation({ summary: 'Rotas ativas do cliente (até 30)' })
  @ApiQuery({ name: 'cliente_id', required: false, type: Number })
  @ApiQuery({ name: 'q', required: false, type: String, description: 'Parte da descrição' })
  @ApiOkResponse({ type: LookupViagemDto })
  @ApiErrosCampos('cliente_id ausente ou inválido')
  @ApiProibido(ESCOPO)
  async lookupRotas(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<LookupViagemDto> {
    return { rows: await this.queries.rotas(clienteDoLookup(q.cliente_id, eu.escopo), termoDeBusca(q.q, q.term)) };
  }

  @Get('lookups/embarcadores')
  @Acesso('monitoramentos', 'create')
  @ApiOperation({ summary: 'Embarcadores (usuário de cliente: só os dos seus PGRs e SMs) (até 30)' })
  @ApiQuery({ name: 'cliente_id', required: false, type: Number })
  @ApiQuery({ name: 'q', required: false, type: String, description: 'Parte do nome ou início do CNPJ' })
  @ApiOkResponse({ type: LookupViagemDto })
  @ApiErrosCampos('cliente_id ausente ou inválido')
  @ApiProibido(ESCOPO)
  async lookupEmbarcadores(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado): Promise<LookupViagemDto> {
    const cliente = clienteDoLookup(q.cliente_id, eu.escopo);
    return { rows: await this.queries.embarcadores(cliente, termoDeBusca(q.q, q.term), eu.escopo.tipo === 'clientes') };
  }

  @Post('autenticacao_liberacao')
  @HttpCode(200)
  @Acesso('monitoramentos', 'create')
  @ApiOperation({ summary: 'Liberação especial da SM: usuário e senha de um autorizador (grupos 3 e 4 ou liberativo); devolve um token de uso único, válido por 30 minutos para o cliente e o veículo, gravado com usuário, IP e hora' })
  @ApiOkResponse({ type: LiberacaoViagemDto })
  @ApiErrosCampos('Informe o usuário e a senha do autorizador; ids inválidos')
  @ApiProibido(ESCOPO)
  @ApiNaoEncontrado('Veículo não encontrado')
  @ApiRegraNegocio('Usuário ou senha do autorizador inválidos; Usuário sem permissão para liberar a SM; veículo de outro cliente', LiberacaoViagemRecusadaDto)
  @ApiMuitasTentativas('Muitas senhas erradas do autorizador por este endereço: o limite do login')
  async autenticacaoLiberacao(@Body() body: LiberacaoViagemBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<LiberacaoViagemDto> {
    return this.casos.autorizarLiberacao().executar(lerLiberacaoViagem(body.liberacao as Record<string, unknown>), { usuario: eu, origem });
  }

  @Post(':veiculoId/checklist_veiculo')
  @HttpCode(200)
  @Acesso('monitoramentos', 'create')
  @ApiOperation({ summary: 'Checagem do veículo para a SM: checklist válido → { msg }; em andamento → ANDAMENTO; senão ERRO (ambos pedem liberação especial)' })
  @ApiIds('veiculoId')
  @ApiOkResponse({ type: ChecagemVeiculoDto })
  @ApiErrosCampos('cliente_id ausente; previsao_inicio inválida')
  @ApiProibido(ESCOPO)
  @ApiNaoEncontrado('Veículo não encontrado')
  @ApiRegraNegocio('Veículo não vinculado a este cliente')
  async checklistVeiculo(@Param('veiculoId', IdPipe) veiculoId: number, @Body() body: ChecagemBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<ChecagemVeiculoDto> {
    const m = body.monitoramento;
    if (m.previsao_inicio && !lerDataViagem(m.previsao_inicio)) throw ValidationError.campo('previsao_inicio', 'data inválida (use yyyy-MM-dd HH:mm)');
    const r = await this.casos.verificarVeiculo().executar(veiculoId, m.cliente_id, { usuario: eu, origem });
    return r.status === 'OK' ? { msg: r.msg } : r;
  }

  @Post()
  @Acesso('monitoramentos', 'create')
  @ApiOperation({ summary: 'Nova SM (agendada): todas as regras do §5, pontuação de risco do cliente, histórico com usuário, IP e hora' })
  @ApiCreatedResponse({ type: ViagemSalvaDto })
  @ApiErrosCampos('Campos ausentes ou inválidos (veículo, motorista, datas, valor, tipo de viagem...)')
  @ApiProibido(ESCOPO)
  @ApiRegraNegocio(REGRAS)
  async criar(@Body() body: ViagemBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<ViagemSalvaDto> {
    return this.casos.salvar().criar(lerPedidoViagem(body.monitoramento as Record<string, unknown>), { usuario: eu, origem });
  }

  @Get(':id')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'A SM com cliente, veículo, carretas, motorista, rota, embarcador, valores, liberação, pontuação, situação e dados de cancelamento' })
  @ApiIds()
  @ApiOkResponse({ type: ViagemDetalheEnvelopeDto })
  @ApiNaoEncontrado('SM não encontrada')
  @ApiProibido(ESCOPO_LEITURA)
  async detalhe(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ViagemDetalheEnvelopeDto> {
    return { monitoramento: await this.queries.detalhe(id, eu) };
  }

  @Patch(':id')
  // Who may request a trip may amend it: a client user its own, while scheduled (the domain's rule);
  // the desk (groups 3–7) also needs 'update', the rule of editing any trip.
  @Acesso('monitoramentos', 'create')
  @ApiOperation({ summary: 'Altera uma SM agendada ou em viagem (a equipe; o usuário de cliente só a sua agendada). As janelas de data não se aplicam; a equipe não repete a checagem do veículo' })
  @ApiIds()
  @ApiOkResponse({ type: ViagemSalvaDto })
  @ApiErrosCampos('Campos ausentes ou inválidos')
  @ApiNaoEncontrado('SM não encontrada')
  @ApiProibido(ESCOPO)
  @ApiConflito('Esta SM foi alterada por outro usuário (updated_at antigo)')
  @ApiRegraNegocio(`Uma SM finalizada ou cancelada não pode ser alterada; ${REGRAS}`)
  async atualizar(@Param('id', IdPipe) id: number, @Body() body: ViagemBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<ViagemSalvaDto> {
    if (isStaff(eu.grupo_usuario_id) && !pode(eu.acessos, 'monitoramentos', 'update')) throw new ForbiddenError('Sem a regra de acesso monitoramentos#update');
    return this.casos.salvar().atualizar(id, lerPedidoViagem(body.monitoramento as Record<string, unknown>), { usuario: eu, origem });
  }
}

/** Trip types of the form (spec 02 §3; masters' TIPOS_VIAGEM). */
@ApiTags('SM: formulário')
@Autenticado()
@Controller('tipo_viagens')
export class TiposViagemController {
  @Get('find_tipo_viagens')
  @ApiOperation({ summary: 'Tipos de viagem: 1 transferência, 2 distribuição, 3 exportação, 4 importação, 5 circuito, 6 coleta' })
  @ApiOkResponse({ type: [TipoViagemFormDto] })
  tipos(): TipoViagemFormDto[] {
    return TIPOS_VIAGEM.map((t) => ({ ...t }));
  }
}

/** Cargo types of the form (spec 02 §7 names the call). */
@ApiTags('SM: formulário')
@Autenticado()
@Controller('tipo_cargas')
export class TiposCargaController {
  @Get('todos')
  @ApiOperation({ summary: 'Tipos de carga' })
  @ApiOkResponse({ type: [TipoViagemFormDto] })
  todos(): TipoViagemFormDto[] {
    return TIPOS_CARGA.map((t) => ({ ...t }));
  }
}
