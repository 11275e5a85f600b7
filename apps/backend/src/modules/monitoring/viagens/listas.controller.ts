import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  GRID_CONTROLE, GRID_EMBARCADOR_AGENDADAS, GRID_EMBARCADOR_EM_VIAGEM, GRID_EMBARCADOR_FINALIZADAS, GRID_EMBARCADOR_OCORRENCIAS, GRID_SM_SIMPLIFICADAS,
  GRID_VIAGENS_AGENDADAS, GRID_VIAGENS_CANCELADAS, GRID_VIAGENS_EM_VIAGEM, GRID_VIAGENS_FINALIZADAS, GRID_VIAGENS_POR_PLACA, periodoComecaDepoisDeHoje,
  periodoDeJson, periodoPadraoFinalizadas, STATUS_VIAGEM, ValidationError, type GridPage, type GridQuery, type GridSpec, type StatusViagem,
} from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { clienteDaQuery } from '../../masters/comum/escopo.js';
import {
  ControlePageDto, EmbarcadorFinalizadasPageDto, ViagemEmRiscoDto, OcorrenciasEmbarcadorPageDto, SmSimplificadasPageDto, ViagensCanceladasPageDto, ViagensFinalizadasPageDto, ViagensPageDto,
} from './listas.dto.js';
import { ListasViagensQueries, type EscopoLista, type LinhaViagem, type OpcoesLista } from './listas.queries.js';

type Consulta = Record<string, unknown>;

const CLIENTE_ID = { name: 'cliente_id', required: false, type: Number, description: 'Só deste cliente (dentro do alcance do usuário; outro cliente: 403)' } as const;
const ALCANCE_EMBARCADOR = 'as viagens do cliente do usuário e, para o gestor (grupos 10, 11, 16, 17), também as que os clientes que ele gerencia embarcam com outras transportadoras';
const PERIODO = 'Período dd/mm/aaaa - dd/mm/aaaa; sem data_fim nem data_cadastro, do primeiro dia do mês até hoje. Começar depois de hoje: 400';

/**
 * The finished lists' period (spec 02 §2): `data_fim` or `data_cadastro` (the shipper's may come
 * as a JSON range), default from the first of the month to today, never starting after today.
 */
function comPeriodo(raw: Consulta, agora = new Date()): Consulta {
  const out: Consulta = { ...raw, data_cadastro: periodoDeJson(raw.data_cadastro) };
  if (out.data_cadastro === undefined) delete out.data_cadastro;
  const vazio = (v: unknown) => v === undefined || v === '';
  if (vazio(out.data_fim) && vazio(out.data_cadastro)) out.data_fim = periodoPadraoFinalizadas(agora);
  for (const campo of ['data_fim', 'data_cadastro']) {
    const v = out[campo];
    if (typeof v === 'string' && periodoComecaDepoisDeHoje(v, agora)) throw ValidationError.campo(campo, 'a data máxima é hoje');
  }
  return out;
}

/**
 * A trip list's answer: `cliente_id` narrowed within the caller's scope (403 outside it), then the
 * grid of `spec` over the trips `opts` picks. The station grids (estacoes.controller) answer with it too.
 */
export function responderListaViagens(
  queries: ListasViagensQueries, query: Consulta, eu: UsuarioAutenticado, res: Response, spec: GridSpec, nome: string, opts: Omit<OpcoesLista, 'clienteId'>,
) {
  const { cliente_id, ...raw } = query;
  const clienteId = clienteDaQuery(cliente_id, eu.escopo);
  return responderGrid({ raw, spec, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: nome, consultar: (q, exportar) => queries.lista(spec, q, exportar, eu, { ...opts, clienteId }) });
}

/**
 * Every trip list (issue 21; spec 02 §2 "Trip lists", §3, §7 "Trip lists", §9): the staff lists
 * under monitoramentos/, the shipper's under embarcador/, the simplified requests under
 * sm_simplificadas/, and the plate search. Standard grid parameters (page, rows, sidx, sord, one
 * per column), Excel for staff; a client-side user sees only its clients' trips (a `cliente_id`
 * outside its scope is 403); the shipper's lists, every trip its reader may read (the domain's
 * alcanceLeituraViagens: a shipper manager also the loads its managed clients ship).
 *
 * Declared in the module before the trip controller so `monitoramentos/index_*` and
 * `monitoramentos/viagens` are matched here, never as a `monitoramentos/{id}`.
 */
@ApiTags('Listas de viagens')
@Autenticado()
@Controller()
export class ListasViagensController {
  constructor(private readonly queries: ListasViagensQueries) {}

  /** The one answer of every list: `cliente_id` narrowed within the caller's scope (403 outside it), then the grid. */
  private responder(
    query: Consulta, eu: UsuarioAutenticado, res: Response, spec: GridSpec, nome: string,
    consultar: (q: GridQuery, exportar: boolean, clienteId: number | null) => Promise<GridPage<LinhaViagem>>,
  ) {
    const { cliente_id, ...raw } = query;
    const clienteId = clienteDaQuery(cliente_id, eu.escopo);
    return responderGrid({ raw, spec, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: nome, consultar: (q, exportar) => consultar(q, exportar, clienteId) });
  }

  private lista(query: Consulta, eu: UsuarioAutenticado, res: Response, spec: GridSpec, nome: string, status: StatusViagem | undefined, escopoLista: EscopoLista = 'cliente') {
    return responderListaViagens(this.queries, query, eu, res, spec, nome, { status, escopoLista });
  }

  private simplificadas(query: Consulta, eu: UsuarioAutenticado, res: Response, nome: string, status: StatusViagem) {
    return this.responder(query, eu, res, GRID_SM_SIMPLIFICADAS, nome, (q, exportar, clienteId) => this.queries.simplificadas(q, exportar, eu, { status, clienteId }));
  }

  @Get('monitoramentos/index_agendada')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Viagens agendadas (100 por página; 15, 30, 50, 100, 200), início previsto mais próximo primeiro' })
  @ApiGrid(GRID_VIAGENS_AGENDADAS, ViagensPageDto)
  @ApiQuery(CLIENTE_ID)
  agendadas(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.lista(query, eu, res, GRID_VIAGENS_AGENDADAS, 'viagens-agendadas', STATUS_VIAGEM.AGENDADA);
  }

  @Get('monitoramentos/index_emviagens')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Viagens em andamento com a última posição (50 por página; até 500)' })
  @ApiGrid(GRID_VIAGENS_EM_VIAGEM, ViagensPageDto)
  @ApiQuery(CLIENTE_ID)
  emViagem(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.lista(query, eu, res, GRID_VIAGENS_EM_VIAGEM, 'viagens-em-andamento', STATUS_VIAGEM.EM_VIAGEM);
  }

  @Get('monitoramentos/index_finalizadas')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Viagens finalizadas (15 por página) no período de data_fim ou data_cadastro' })
  @ApiGrid(GRID_VIAGENS_FINALIZADAS, ViagensFinalizadasPageDto)
  @ApiQuery({ name: 'data_fim', required: false, description: PERIODO, schema: { type: 'string' } })
  @ApiQuery(CLIENTE_ID)
  finalizadas(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.lista(comPeriodo(query), eu, res, GRID_VIAGENS_FINALIZADAS, 'viagens-finalizadas', STATUS_VIAGEM.FINALIZADA);
  }

  @Get('monitoramentos/index_canceladas')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Viagens canceladas (15 por página): quem cancelou, quando e os motivos' })
  @ApiGrid(GRID_VIAGENS_CANCELADAS, ViagensCanceladasPageDto)
  @ApiQuery(CLIENTE_ID)
  canceladas(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.lista(query, eu, res, GRID_VIAGENS_CANCELADAS, 'viagens-canceladas', STATUS_VIAGEM.CANCELADA);
  }

  @Get('monitoramentos/index_controle')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Controle de veículos (30 por página): status de viagem (EM_VIAGEM, AGENDADA, SEM_VIAGEM), última SM e última posição' })
  @ApiGrid(GRID_CONTROLE, ControlePageDto)
  @ApiQuery(CLIENTE_ID)
  controle(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.responder(query, eu, res, GRID_CONTROLE, 'controle-veiculos', (q, exportar, clienteId) => this.queries.controle(q, exportar, eu.escopo, clienteId));
  }

  @Get('monitoramentos/viagens')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Viagens de todos os status, filtradas pela placa (/viagens?placa=)' })
  @ApiGrid(GRID_VIAGENS_POR_PLACA, ViagensFinalizadasPageDto)
  @ApiQuery(CLIENTE_ID)
  porPlaca(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.lista(query, eu, res, GRID_VIAGENS_POR_PLACA, 'viagens', undefined);
  }

  @Get('embarcador/agendadas')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: `Agendadas do embarcador: ${ALCANCE_EMBARCADOR}` })
  @ApiGrid(GRID_EMBARCADOR_AGENDADAS, ViagensPageDto)
  @ApiQuery(CLIENTE_ID)
  embarcadorAgendadas(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.lista(query, eu, res, GRID_EMBARCADOR_AGENDADAS, 'embarcador-agendadas', STATUS_VIAGEM.AGENDADA, 'embarcador');
  }

  @Get('embarcador/viagens')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: `Em andamento do embarcador: ${ALCANCE_EMBARCADOR}` })
  @ApiGrid(GRID_EMBARCADOR_EM_VIAGEM, ViagensPageDto)
  @ApiQuery(CLIENTE_ID)
  embarcadorViagens(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.lista(query, eu, res, GRID_EMBARCADOR_EM_VIAGEM, 'embarcador-em-andamento', STATUS_VIAGEM.EM_VIAGEM, 'embarcador');
  }

  @Get('embarcador/finalizadas')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Finalizadas do embarcador (sem o PGR do cliente); data_cadastro também como JSON {"inicio","fim"}' })
  @ApiGrid(GRID_EMBARCADOR_FINALIZADAS, EmbarcadorFinalizadasPageDto)
  @ApiQuery({ name: 'data_cadastro', required: false, description: `${PERIODO}; ou JSON {"inicio":"dd/mm/aaaa","fim":"dd/mm/aaaa"}`, schema: { type: 'string' } })
  @ApiQuery(CLIENTE_ID)
  embarcadorFinalizadas(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.lista(comPeriodo(query), eu, res, GRID_EMBARCADOR_FINALIZADAS, 'embarcador-finalizadas', STATUS_VIAGEM.FINALIZADA, 'embarcador');
  }

  @Get('embarcador/ocorrencias')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Ocorrências das viagens do embarcador (18 por página), mais recentes primeiro' })
  @ApiGrid(GRID_EMBARCADOR_OCORRENCIAS, OcorrenciasEmbarcadorPageDto)
  @ApiQuery(CLIENTE_ID)
  embarcadorOcorrencias(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.responder(query, eu, res, GRID_EMBARCADOR_OCORRENCIAS, 'embarcador-ocorrencias', (q, exportar, clienteId) => this.queries.ocorrencias(q, exportar, eu, clienteId));
  }

  @Get('sm_simplificadas/index_viagem')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Solicitações simplificadas em viagem (18 por página; 18, 200, 300, 500, 1000)' })
  @ApiGrid(GRID_SM_SIMPLIFICADAS, SmSimplificadasPageDto)
  @ApiQuery(CLIENTE_ID)
  smViagem(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.simplificadas(query, eu, res, 'sm-em-viagem', STATUS_VIAGEM.EM_VIAGEM);
  }

  @Get('sm_simplificadas/index_cancelada')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Solicitações simplificadas canceladas (18 por página)' })
  @ApiGrid(GRID_SM_SIMPLIFICADAS, SmSimplificadasPageDto)
  @ApiQuery(CLIENTE_ID)
  smCancelada(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.simplificadas(query, eu, res, 'sm-canceladas', STATUS_VIAGEM.CANCELADA);
  }

  @Get('sm_simplificadas/index_finalizada')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Solicitações simplificadas finalizadas (18 por página)' })
  @ApiGrid(GRID_SM_SIMPLIFICADAS, SmSimplificadasPageDto)
  @ApiQuery(CLIENTE_ID)
  smFinalizada(@Query() query: Consulta, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return this.simplificadas(query, eu, res, 'sm-finalizadas', STATUS_VIAGEM.FINALIZADA);
  }

  @Get('monitoramentos/viagens_em_risco')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'Viagens em trânsito em risco: fora da rota, atrasadas, sem sinal pelo PGR ou com ocorrência grave não conferida; maior pontuação primeiro (até 200)' })
  @ApiOkResponse({ type: [ViagemEmRiscoDto] })
  @ApiQuery(CLIENTE_ID)
  emRisco(@Query('cliente_id') clienteId: unknown, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.queries.emRisco(eu.escopo, clienteDaQuery(clienteId, eu.escopo));
  }
}
