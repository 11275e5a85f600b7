import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  clienteParaGravar, disponivelTesteOnline, exigirAvisosExpresso, exigirCliente, FieldErrorBag, MENSAGENS_VINCULO, FILA_OPERADOR, GRID_CHECKLISTS, GRID_CHECKLISTS_OPERADOR,
  gridOperadorDoGrupo, lerLiberacao, MARCAS_ITEM, MENSAGENS_CHECKLIST, operacaoDeVerificacao, STATUS_CHECKLIST, ValidationError, type PedidoChecklist,
} from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiMuitasTentativas, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../shared/http/grid.js';
import { Origem } from '../../shared/http/origem.js';
import { IdPipe, lerId } from '../../shared/http/validation.js';
import { MensagemDto } from '../../shared/http/dto.js';
import { clienteDaQuery } from '../masters/comum/escopo.js';
import { ClientesQueries } from '../masters/clientes/clientes.queries.js';
import { VinculoCriadoDto, VincularVeiculoDto } from '../masters/clientes/clientes.dto.js';
import { MastersUseCases } from '../masters/masters.providers.js';
import {
  AnaliseDto, CancelarDto, ChecklistBodyDto, ChecklistCriadoDto, ChecklistDetalheDto, ChecklistsPageDto, ChecklistVisualizarDto, EmTesteDto, ExpressoDto,
  ItemChecklistDto, LiberarDto, OperacoesDisponiveisDto, OperacoesDto, PendenciaDto, PgrFindDto, ProblemaVeiculoDto, RetestePendenteDto, ReutilizarDto,
  StatusAlteradoDto, TratamentoBodyDto, ValidadeDto, VerificacaoDto, type ChecklistInputDto, type MarcaItemDto,
  ComandosPreTesteDto, PatchChecklistDto, PreTesteDto, TecnologiaVeiculoDto,
} from './checklists.dto.js';
import { ChecklistsQueries } from './checklists.queries.js';
import { ChecklistsCasos } from './checklists.providers.js';

const NAO_ENCONTRADO = MENSAGENS_CHECKLIST.naoEncontrado;
const ESCOPO = 'Checklist de outro cliente: Não há permissão';

/** The client grid (own and shipper lists): `cliente_id` narrows within the user's scope; hidden ones stay out. */
function gridDoCliente(queries: ChecklistsQueries, query: Record<string, unknown>, eu: UsuarioAutenticado, res: Response) {
  const { cliente_id, ...raw } = query;
  const clienteId = clienteDaQuery(cliente_id, eu.escopo);
  return responderGrid({
    raw, spec: GRID_CHECKLISTS, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'checklists',
    consultar: (q) => queries.grid(q, eu.escopo, { ocultos: false, clienteId }),
  });
}

function pedidoDe(c: ChecklistInputDto): PedidoChecklist {
  return {
    cliente_id: c.cliente_id ?? null, pgr_cliente_id: c.pgr_cliente_id ?? null, veiculo_id: c.veiculo_id ?? null, carroceria: c.carroceria ?? null,
    fila_expressa: c.fila_expressa ?? null, nome_contato: c.nome_contato ?? null, telefones: [c.telefone_contato1 ?? null, c.telefone_contato2 ?? null, c.telefone_contato3 ?? null],
  };
}

const marcas = (itens: MarcaItemDto[] | undefined) => new Map((itens ?? []).map((i) => [i.id, i.status ?? null] as [number, unknown]));

/**
 * Vehicle checklists (issue 12; spec 01 §2.3–§2.6, §4, §7.1): the client's and the operator's
 * grids, the wizard's calls, every action of the state machine (checked on the server by
 * @gr/domain's checklists/estados.ts), the manual and the automatic test, release, retest,
 * express queue. A client user reaches only its own client's checklists (403 otherwise).
 */
@ApiTags('Checklists')
@Autenticado()
@Controller('check_lists')
export class ChecklistsController {
  constructor(
    private readonly queries: ChecklistsQueries,
    private readonly casos: ChecklistsCasos,
    private readonly masters: MastersUseCases,
    private readonly clientes: ClientesQueries,
  ) {}

  @Get()
  @Acesso('check_lists', 'index')
  @ApiOperation({ summary: 'Grid de checklists do cliente (status, placa, tecnologia, validade); os ocultados não aparecem' })
  @ApiGrid(GRID_CHECKLISTS, ChecklistsPageDto)
  @ApiQuery({ name: 'cliente_id', required: false, type: Number, description: 'Só deste cliente (dentro do alcance do usuário)' })
  index(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return gridDoCliente(this.queries, query, eu, res);
  }

  @Get('operador')
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'Grid do operador e do gestor: status vazio é a fila (VERIFICANDO, PENDENTE, EM_TESTE), TODOS mostra todos; 50/100/200, padrão 100' })
  @ApiGrid(GRID_CHECKLISTS_OPERADOR, ChecklistsPageDto)
  // After ApiGrid so it replaces the grid's plain status filter: TODOS is this grid's own value.
  @ApiQuery({ name: 'status', required: false, description: 'Ausente: a fila (VERIFICANDO, PENDENTE, EM_TESTE); TODOS: todos os status; ou um status', schema: { type: 'string', enum: ['TODOS', ...STATUS_CHECKLIST] } })
  operador(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    const { status, ...raw } = query;
    const texto = typeof status === 'string' ? status.trim().toUpperCase() : '';
    if (status !== undefined && typeof status !== 'string') throw ValidationError.campo('status', 'deve ser um texto');
    if (texto && texto !== 'TODOS' && !STATUS_CHECKLIST.includes(texto as never)) throw ValidationError.campo('status', `deve ser vazio (fila), TODOS ou um de: ${STATUS_CHECKLIST.join(', ')}`);
    const consulta = texto && texto !== 'TODOS' ? { ...raw, status: texto } : raw;
    // The manager's variant exports the times in its default view (same columns otherwise).
    const spec = gridOperadorDoGrupo(eu.grupo_usuario_id);
    return responderGrid({
      raw: consulta, spec, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'checklists',
      consultar: (q) => this.queries.grid(q, eu.escopo, { ocultos: true, fila: texto ? undefined : FILA_OPERADOR }),
    });
  }

  @Get('em_processamento_rapido')
  @ApiOperation({ summary: 'Fila expressa aguardando (avisos dos grupos 3, 4, 6 e 7): placa e minutos restantes dos 45' })
  @ApiOkResponse({ type: [ExpressoDto] })
  @ApiProibido('Só para os grupos 3, 4, 6 e 7')
  emProcessamentoRapido(@UsuarioAtual() eu: UsuarioAutenticado) {
    exigirAvisosExpresso(eu.grupo_usuario_id);
    return this.queries.expressoAguardando(new Date());
  }

  @Get('itens_status_cancelados')
  @ApiOperation({ summary: 'Status que um item pode ter no cancelamento' })
  @ApiOkResponse({ schema: { type: 'object', properties: { itens_status_cancelados: { type: 'array', items: { type: 'string' } } } } })
  itensStatusCancelados() {
    return { itens_status_cancelados: [...MARCAS_ITEM] };
  }

  @Get('find_placa')
  @Acesso('check_lists', 'create')
  @ApiOperation({ summary: 'Verificação do veículo antes do pedido (consulta a blacklist: placa nela é ERRO com o motivo): OK, ERRO, CARRETA, VINCULO, CHECKLIST_VALIDO (emitir_novo), CHECKLIST_ANDAMENTO, REUTILIZAR, EM_VIAGEM, RETESTE' })
  @ApiQuery({ name: 'cliente_id', required: true, type: Number })
  @ApiQuery({ name: 'pgr_cliente_id', required: false, type: Number })
  @ApiQuery({ name: 'veiculo_id', required: true, type: Number })
  @ApiOkResponse({ type: VerificacaoDto })
  @ApiErrosCampos('cliente_id ou veiculo_id ausente ou inválido')
  @ApiProibido('Cliente fora do alcance: Não há permissão')
  findPlaca(@Query() q: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado) {
    const bag = new FieldErrorBag();
    let clienteId = 0;
    let veiculoId = 0;
    try { clienteId = lerId(q.cliente_id, 'cliente_id'); } catch { bag.add('cliente_id', MENSAGENS_CHECKLIST.cliente); }
    try { veiculoId = lerId(q.veiculo_id, 'veiculo_id'); } catch { bag.add('veiculo_id', MENSAGENS_CHECKLIST.placa); }
    bag.throwIfAny();
    return this.casos.verificarVeiculo().executar(eu.escopo, clienteId, veiculoId, new Date());
  }

  @Get('pgr_find/:clienteId')
  @Acesso('check_lists', 'create')
  @ApiOperation({ summary: 'PGRs do cliente para o assistente (o padrão primeiro)' })
  @ApiIds('clienteId')
  @ApiOkResponse({ type: [PgrFindDto] })
  @ApiProibido('Cliente fora do alcance: Não há permissão')
  async pgrFind(@Param('clienteId', IdPipe) clienteId: number, @UsuarioAtual() eu: UsuarioAutenticado) {
    exigirCliente(eu.escopo, clienteId);
    return this.queries.pgrsDoCliente(clienteId);
  }

  @Post('operacoes_disponiveis_checklist')
  @HttpCode(200)
  @Acesso('check_lists', 'create')
  @ApiOperation({ summary: 'Operações do cliente: reteste e fila expressa' })
  @ApiOkResponse({ type: OperacoesDisponiveisDto })
  @ApiErrosCampos()
  @ApiProibido('Cliente fora do alcance: Não há permissão')
  @ApiNaoEncontrado('Cliente não encontrado')
  operacoes(@Body() body: OperacoesDto, @UsuarioAtual() eu: UsuarioAutenticado) {
    return this.casos.operacoes(eu.escopo, body.cliente_id);
  }

  @Get('historico_problemas_veiculo/:veiculo_id')
  @Acesso('check_lists', 'show')
  @ApiOperation({ summary: 'Itens reprovados ou violados nos checklists do veículo (os 100 mais recentes, só os do alcance do usuário)' })
  @ApiIds('veiculo_id')
  @ApiOkResponse({ type: [ProblemaVeiculoDto] })
  async historicoProblemas(@Param('veiculo_id', IdPipe) veiculoId: number, @UsuarioAtual() eu: UsuarioAutenticado) {
    await this.queries.exigirVeiculo(veiculoId, eu);
    return this.queries.historicoProblemas(veiculoId, eu.escopo);
  }

  @Post()
  @Acesso('check_lists', 'create')
  @ApiOperation({ summary: 'Pedido de checklist (assistente): valida os passos, verifica o veículo e cria em VERIFICANDO com os itens do PGR' })
  @ApiCreatedResponse({ type: ChecklistCriadoDto })
  @ApiErrosCampos('Mensagens do passo 1 e 3 (spec 01 §5)')
  @ApiProibido('Cliente fora do alcance: Não há permissão')
  @ApiRegraNegocio('O CHECKLIST NÃO FOI REGISTRADO {motivo}: checklist em andamento, válido, carreta, sem vínculo, PGR de outro cliente...')
  async criar(@Body() body: ChecklistBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<ChecklistCriadoDto> {
    const c = await this.casos.criar().executar(pedidoDe(body.check_list), { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.registrado, check_list: c };
  }

  @Post('tratamento')
  @HttpCode(200)
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'Resultado do teste manual: todo item APROVADO ou REPROVADO; um reprovado reprova o checklist' })
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiErrosCampos('Item sem marca ou de outro checklist')
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiConflito('Checklist alterado por outro usuário, ou assumido por outro operador')
  @ApiRegraNegocio('Status que não permite o resultado: Erro ao atualizar o status do checklist!')
  async tratamento(@Body() body: TratamentoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    const c = body.check_list;
    const r = await this.casos.registrarResultadoManual().executar(c.id, marcas(c.itens), c.observacao?.trim() || null, c.updated_at ?? null, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.statusAtualizado, id: r.id, status: r.status };
  }

  @Post('pendencias')
  @HttpCode(200)
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'Tratamento de pendência: o checklist em teste volta a PENDENTE, ou vai a MANUTENCAO' })
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiErrosCampos()
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiConflito('Checklist assumido por outro operador')
  @ApiRegraNegocio('Erro em pendência!')
  async pendencias(@Body() body: PendenciaDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    const r = await this.casos.registrarPendencia().executar(body.id, body.observacao_pendencia?.trim() || null, !!body.manutencao, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.pendencia, id: r.id, status: r.status };
  }

  @Post('cancelar')
  @HttpCode(200)
  @Acesso('check_lists', 'cancelar')
  @ApiOperation({ summary: 'Cancela um checklist em VERIFICANDO, PENDENTE ou EM_TESTE, com o status dos itens e a observação' })
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiErrosCampos()
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  @ApiRegraNegocio('Não é possível cancelar um checklist finalizado')
  async cancelar(@Body() body: CancelarDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    const r = await this.casos.cancelar().executar(body.id, body.observacao_cancelamento?.trim() || null, marcas(body.item_status), { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.cancelado, id: r.id, status: r.status };
  }

  @Post('liberar/:id')
  @HttpCode(200)
  @Acesso('check_lists', 'liberar')
  @ApiOperation({ summary: 'Libera um checklist REPROVADO ou em MANUTENCAO com usuário e senha de um autorizador da equipe, por 1 a 30 dias; grava no log de liberações com o IP' })
  @ApiIds()
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiErrosCampos('Informe o usuário e a senha do operador; tempo de 1 a 30 dias')
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  @ApiRegraNegocio('Usuário ou senha do autorizador inválidos (tentativa registrada); autorizador fora da equipe; status que não permite')
  @ApiMuitasTentativas('Muitas senhas erradas do autorizador por este endereço: o limite do login')
  async liberar(@Param('id', IdPipe) id: number, @Body() body: LiberarDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    const r = await this.casos.liberar().executar(id, lerLiberacao(body as Record<string, unknown>), { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.liberado, id: r.id, status: r.status };
  }

  @Get('validade_liberacao/:id')
  @Acesso('check_lists', 'show')
  @ApiOperation({ summary: 'Até quando vale o checklist (aprovação ou liberação)' })
  @ApiIds()
  @ApiOkResponse({ type: ValidadeDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  async validadeLiberacao(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ValidadeDto> {
    const c = await this.queries.um(id, eu.escopo);
    return { validade: (c.data_validade as string | null) ?? null };
  }

  @Get('status/:id')
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'Resultado da verificação: SE (sem espelhamento) e ESC (espelhado sem configuração) deixam PENDENTE; EC (espelhado e configurado) leva a EM_TESTE com o operador' })
  @ApiIds()
  @ApiQuery({ name: 'tipo', required: true, type: String, enum: ['SE', 'ESC', 'EC'] })
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiErrosCampos('tipo deve ser SE, ESC ou EC')
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiConflito('Outro operador assumiu o checklist')
  @ApiRegraNegocio('Erro ao atualizar o status do checklist!')
  async status(@Param('id', IdPipe) id: number, @Query('tipo') tipo: unknown, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    const op = operacaoDeVerificacao(tipo);
    if (!op) throw ValidationError.campo('tipo', 'deve ser SE, ESC ou EC');
    const r = await this.casos.registrarOperacao().executar(id, op, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.statusAtualizado, id: r.id, status: r.status };
  }

  private async detalhe(id: number, eu: UsuarioAutenticado): Promise<ChecklistDetalheDto> {
    const c = await this.queries.um(id, eu.escopo);
    return { ...(c as unknown as ChecklistDetalheDto), itens: (await this.queries.itens(id)) as unknown as ItemChecklistDto[] };
  }

  @Get('em_teste/:id')
  @Acesso('check_lists', 'show')
  @ApiOperation({ summary: 'Checklist no teste: itens, os alertas de checklist disparados no estágio e, com o teste automático iniciado, a avaliação das leituras até agora' })
  @ApiIds()
  @ApiOkResponse({ type: EmTesteDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  async emTeste(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<EmTesteDto> {
    const check_list = await this.detalhe(id, eu);
    const agora = new Date();
    const [teste, alertas] = await Promise.all([this.casos.testes.testeAutomatico(id, agora), this.queries.alertas(id, agora)]);
    return { check_list, teste, alertas };
  }

  @Get('visualizar/:id')
  @Acesso('check_lists', 'show')
  @ApiOperation({ summary: 'Checklist com itens e histórico' })
  @ApiIds()
  @ApiOkResponse({ type: ChecklistVisualizarDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  async visualizar(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ChecklistVisualizarDto> {
    const c = await this.detalhe(id, eu);
    return { ...c, eventos: (await this.queries.eventos(id)) as never };
  }

  @Get('listar/:id')
  @Acesso('check_lists', 'show')
  @ApiOperation({ summary: 'Itens do checklist (linha expandida do grid)' })
  @ApiIds()
  @ApiOkResponse({ type: [ItemChecklistDto] })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  async listar(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado) {
    await this.queries.um(id, eu.escopo);
    return this.queries.itens(id);
  }

  @Patch(':id')
  @Acesso('check_lists', 'update')
  @ApiOperation({ summary: 'Edita o pedido (check_list: PGR, carroceria, fila, contatos) só em VERIFICANDO; ou, com monitorando_preteste, começa ou para de acompanhar o pré-teste' })
  @ApiIds()
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiErrosCampos('Informe check_list ou monitorando_preteste; campos do pedido')
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  @ApiConflito()
  @ApiRegraNegocio('NÃO É POSSÍVEL EDITAR O CHECKLIST; pré-teste fora de VERIFICANDO, PENDENTE ou EM_TESTE')
  async editar(@Param('id', IdPipe) id: number, @Body() body: PatchChecklistDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    if (typeof body.monitorando_preteste === 'boolean') {
      const r = await this.casos.monitorarPreTeste().executar(id, body.monitorando_preteste, { usuario: eu, origem });
      return { message: body.monitorando_preteste ? 'Processando checklist em pré-teste' : 'Pré-teste encerrado', id: r.id, status: r.status };
    }
    if (!body.check_list) throw ValidationError.campo('check_list', 'não pode ficar em branco');
    const c = body.check_list;
    const { pgr_cliente_id, carroceria, fila_expressa, nome_contato, telefones } = pedidoDe(c);
    const r = await this.casos.editar().executar(id, { pgr_cliente_id, carroceria, fila_expressa, nome_contato, telefones, updated_at: c.updated_at ?? null }, { usuario: eu, origem });
    return { message: 'Checklist atualizado', id: r.id, status: r.status };
  }

  @Patch(':id/reutilizar')
  @Acesso('check_lists', 'create')
  @ApiOperation({ summary: 'Reutiliza para o cliente o checklist válido do veículo (REUTILIZAR): cria um checklist REUTILIZADO com a mesma validade' })
  @ApiIds()
  @ApiOkResponse({ type: ChecklistCriadoDto })
  @ApiErrosCampos()
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido('Cliente fora do alcance: Não há permissão')
  @ApiRegraNegocio('NÃO FOI POSSIVEL REUTILIZAR CHECKLIST!')
  async reutilizar(@Param('id', IdPipe) id: number, @Body() body: ReutilizarDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<ChecklistCriadoDto> {
    const c = await this.casos.reutilizar().executar(id, body.cliente_id, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.reutilizado, check_list: c };
  }

  @Patch(':id/ocultar')
  @Acesso('check_lists', 'update')
  @ApiOperation({ summary: 'Oculta um checklist finalizado do grid do cliente' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  @ApiRegraNegocio('NÃO FOI POSSIVEL OCULTAR CHECKLIST!')
  async ocultar(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<MensagemDto> {
    await this.casos.ocultar().executar(id, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.ocultado };
  }

  @Post(':id/inicia_teste_online')
  @HttpCode(200)
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'Inicia o teste automático (tecnologias 2 e 4, checklist PENDENTE): as leituras guardadas a partir de agora decidem' })
  @ApiIds()
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiRegraNegocio('Não foi possível iniciar o checklist; Erro ao liberar Checklist para teste automático (tecnologia)')
  async iniciaTesteOnline(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    const r = await this.casos.iniciarTesteOnline().executar(id, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.testeIniciado, id: r.id, status: r.status };
  }

  @Post(':id/analise_checklist')
  @HttpCode(200)
  @Acesso('check_lists', 'show')
  @ApiOperation({ summary: 'Analisa o teste automático com as leituras até agora e, concluído, aplica o resultado' })
  @ApiIds()
  @ApiOkResponse({ type: AnaliseDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  @ApiRegraNegocio('Não foi possivel iniciar a analise (teste automático não iniciado)')
  async analise(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<AnaliseDto> {
    await this.queries.um(id, eu.escopo);
    const { resultado, status } = await this.casos.aplicarTesteAutomatico().executar(id, { usuario: eu, origem }, new Date());
    if (!resultado) throw new ValidationError({ id: ['Não foi possivel iniciar a analise'] });
    return { message: MENSAGENS_CHECKLIST.analiseIniciada, status, teste: resultado };
  }

  @Post(':id/enviar_para_filaexpressa')
  @HttpCode(200)
  @Acesso('check_lists', 'update')
  @ApiOperation({ summary: 'Envia para a fila expressa (cliente com a operação expresso; VERIFICANDO, EM_TESTE ou PENDENTE)' })
  @ApiIds()
  @ApiOkResponse({ type: MensagemDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  @ApiRegraNegocio('Cliente não possui a operação de fila expressa; status que não permite')
  async filaExpressa(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<MensagemDto> {
    await this.casos.enviarFilaExpressa().executar(id, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.expressoEnviado };
  }

  @Get(':id/solicitar_reteste')
  @Acesso('check_lists', 'update')
  @ApiOperation({ summary: 'Reteste de um REPROVADO nas 72 h após o cadastro, se o cliente tem a operação: volta a VERIFICANDO com os itens limpos' })
  @ApiIds()
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  @ApiRegraNegocio('Cliente sem a operação de reteste; depois de 72 h; status diferente de REPROVADO')
  async solicitarReteste(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    const r = await this.casos.solicitarReteste().executar(id, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.retesteRealizado, id: r.id, status: r.status };
  }

  @Get(':id/reteste_pendente')
  @Acesso('check_lists', 'show')
  @ApiOperation({ summary: 'Se há reteste pendente (o operador ainda não deu o resultado)' })
  @ApiIds()
  @ApiOkResponse({ type: RetestePendenteDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  async retestePendente(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<RetestePendenteDto> {
    const c = await this.queries.um(id, eu.escopo);
    return { reteste_pendente: !!c.reteste_pendente };
  }

  @Get('fechar/:id')
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'Fecha o formulário de teste: o operador solta o checklist e outro pode assumi-lo' })
  @ApiIds()
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiConflito('Checklist assumido por outro operador (só o gestor solta o de outro)')
  @ApiRegraNegocio('Checklist finalizado: não há teste a fechar')
  async fechar(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    const r = await this.casos.fecharTeste().executar(id, { usuario: eu, origem });
    return { message: 'Teste fechado', id: r.id, status: r.status };
  }

  @Post(':id/atualizar_data_em_teste_online')
  @HttpCode(200)
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'Começa o teste automático de um checklist já EM_TESTE (depois do EC): tecnologias 2 e 4, uma vez' })
  @ApiIds()
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiRegraNegocio('Erro ao liberar Checklist para teste automático; Teste automático já iniciado')
  async atualizarDataEmTesteOnline(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    const r = await this.casos.iniciarTesteOnline().executar(id, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.testeOnlineDisponivel, id: r.id, status: r.status };
  }

  @Post(':id/reteste_realizado')
  @HttpCode(200)
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'O reteste foi feito: baixa o reteste pendente' })
  @ApiIds()
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiRegraNegocio('Não há reteste pendente neste checklist; checklist finalizado')
  async retesteRealizado(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    const r = await this.casos.retesteRealizado().executar(id, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.retesteRealizado, id: r.id, status: r.status };
  }

  @Get(':id/itens_preteste')
  @Acesso('check_lists', 'show')
  @ApiOperation({ summary: 'Pré-teste: status de cada item (-2 a 2) pelas leituras desde o início do acompanhamento, e o guia (portas, desengate, bloqueio e sirene)' })
  @ApiIds()
  @ApiOkResponse({ type: PreTesteDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  async itensPreTeste(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<PreTesteDto> {
    await this.queries.um(id, eu.escopo);
    return this.casos.testes.preTeste(id, new Date());
  }

  @Post(':id/bloqueio_sirene_pre_teste')
  @HttpCode(200)
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'Pré-teste: envia bloqueio e sirene ao rastreador pela fila de comandos' })
  @ApiIds()
  @ApiOkResponse({ type: ComandosPreTesteDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiRegraNegocio('Não foi possivel realizar o bloqueio ou ligar a sirene (sem terminal); checklist finalizado')
  async bloqueioSirene(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<ComandosPreTesteDto> {
    const comandos = await this.casos.bloqueioSirenePreTeste().executar(id, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.bloqueioSirene, comandos };
  }

  @Post(':id/preteste_usado')
  @HttpCode(200)
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'Aplica o pré-teste: os itens pré-aprovados viram APROVADO, os reprovados REPROVADO; marca o pré-teste como usado' })
  @ApiIds()
  @ApiOkResponse({ type: StatusAlteradoDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiRegraNegocio('O pré-teste só vale antes do resultado do checklist')
  async pretesteUsado(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<StatusAlteradoDto> {
    const r = await this.casos.usarPreTeste().executar(id, { usuario: eu, origem });
    return { message: MENSAGENS_CHECKLIST.preTeste, id: r.id, status: r.status };
  }

  @Get('get_tecnologia_by_veiculo/:id')
  @Acesso('check_lists', 'create')
  @ApiOperation({ summary: 'Tecnologia do rastreador do veículo e se ela permite o teste automático' })
  @ApiIds({ name: 'id', description: 'id do veículo' })
  @ApiOkResponse({ type: TecnologiaVeiculoDto })
  @ApiNaoEncontrado('Veículo não encontrado')
  @ApiProibido('Veículo sem vínculo com o cliente do usuário: Não há permissão')
  async tecnologiaDoVeiculo(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<TecnologiaVeiculoDto> {
    await this.queries.exigirVeiculo(id, eu);
    const v = await this.queries.tecnologiaDoVeiculo(id);
    return { id: v.tecnologia_id, descricao: v.descricao, teste_online: disponivelTesteOnline(v.tecnologia_id) };
  }

  @Post('vinculo_salvar')
  @HttpCode(200)
  @Acesso('veiculos', 'update')
  @ApiOperation({ summary: 'Vincula o veículo ao cliente no assistente (o mesmo que clientes/vincular_veiculo: CARRETA sempre AUTONOMO)' })
  @ApiOkResponse({ type: VinculoCriadoDto })
  @ApiErrosCampos('"Tipo vínculo: não pode ser vazio" e outros campos')
  @ApiNaoEncontrado('Cliente ou veículo não encontrado')
  @ApiProibido('Cliente fora do alcance: Não há permissão')
  @ApiRegraNegocio('Já vinculado, troca de tipo ou FROTA de outro cliente')
  async vinculoSalvar(@Body() body: VincularVeiculoDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<VinculoCriadoDto> {
    exigirCliente(eu.escopo, clienteParaGravar(eu.escopo, body.cliente_id));
    const { id } = await this.masters.vincularVeiculo().executar(body, eu.escopo);
    return { message: MENSAGENS_VINCULO.atualizado, vinculo: (await this.clientes.vinculoPorId(id))! };
  }

  @Get(':id')
  @Acesso('check_lists', 'show')
  @ApiOperation({ summary: 'Checklist com itens' })
  @ApiIds()
  @ApiOkResponse({ type: ChecklistDetalheDto })
  @ApiNaoEncontrado(NAO_ENCONTRADO)
  @ApiProibido(ESCOPO)
  mostrar(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<ChecklistDetalheDto> {
    return this.detalhe(id, eu);
  }
}


/** The shipper's list of checklists (spec 01 §7.1 GET /api/embarcador/lista_checklists): its managed clients' ones. */
@ApiTags('Checklists')
@Autenticado()
@Controller('embarcador')
export class EmbarcadorChecklistsController {
  constructor(private readonly queries: ChecklistsQueries) {}

  @Get('lista_checklists')
  @Acesso('check_lists', 'index')
  @ApiOperation({ summary: 'Checklists dos clientes que o embarcador ou gestor acompanha (o mesmo grid do cliente)' })
  @ApiGrid(GRID_CHECKLISTS, ChecklistsPageDto)
  @ApiQuery({ name: 'cliente_id', required: false, type: Number, description: 'Só deste cliente (dentro do alcance do usuário)' })
  lista(@Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    return gridDoCliente(this.queries, query, eu, res);
  }
}
