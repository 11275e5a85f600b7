import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  acaoDoComandoPgr, acaoDoProcedimento, exigirCliente, MENSAGEM_DO_PROCEDIMENTO, NotFoundError, ValidationError, type AutorComando,
} from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { Origem } from '../../../shared/http/origem.js';
import { idDaQuery } from '../../masters/comum/escopo.js';
import { VeiculoVisivelQueries, type VeiculoAlvo } from '../telemetria/veiculo-visivel.js';
import { ComandosUseCases } from './comandos.providers.js';
import { ComandosQueries } from './comandos.queries.js';
import {
  ComandoPgrDto, ComandoRegistradoDto, ComandosListaDto, ContatoViagemDto, MensagemTelefoneDto, ProcedimentoChecklistDto, QUERY_COMANDOS, TextoTerminalDto,
} from './comandos.dto.js';

/** Who asked, and from where: recorded with each command. */
const autor = (usuario: UsuarioAutenticado, origem: string): AutorComando => ({ usuario_id: usuario.id, username: usuario.username, origem });

/**
 * Commands and messages out (issue 11; spec 02 §7 "Commands and messages"; spec 01 §7.1
 * procedimentos_checklist). Each call writes to the outbox (`comandos`) with who asked, from where
 * and when, and answers at once; the worker (ComandosJob) sends and records the outcome, and an
 * OsmAnd device takes its command in the answer to its next position. The list shows each one's state.
 */
@ApiTags('Comandos e mensagens')
@Autenticado()
@Controller()
export class ComandosController {
  constructor(private readonly casos: ComandosUseCases, private readonly queries: ComandosQueries, private readonly veiculos: VeiculoVisivelQueries) {}

  @Post('veiculos/comando')
  @Acesso('monitoramentos', 'update')
  @ApiOperation({ summary: 'Comando ao rastreador do veículo de uma viagem: 21 solicita posição, 13 bloqueia' })
  @ApiCreatedResponse({ type: ComandoRegistradoDto })
  @ApiErrosCampos('acao_pgr_id fora de 21/13; viagem_id ou veiculo_id ausente')
  @ApiProibido('Veículo ou viagem de outro cliente: Não há permissão')
  @ApiNaoEncontrado('Viagem ou veículo não encontrado')
  @ApiRegraNegocio('O veículo não tem terminal cadastrado')
  async comando(@Body() body: ComandoPgrDto, @UsuarioAtual() usuario: UsuarioAutenticado, @Origem() origem: string): Promise<ComandoRegistradoDto> {
    const acao = acaoDoComandoPgr(body.acao_pgr_id);
    let v: VeiculoAlvo;
    if (body.viagem_id) {
      const viagem = await this.viagemDoUsuario(usuario, body.viagem_id);
      const placa = (viagem.placa ?? '').replace(/[^A-Z0-9]/gi, '').toUpperCase();
      v = await this.veiculos.buscar(usuario, { placa }, 'O veículo da viagem não foi encontrado', { proibido: true });
    } else if (body.veiculo_id) {
      v = await this.veiculos.buscar(usuario, { id: body.veiculo_id }, 'Veículo não encontrado', { proibido: true });
    } else {
      throw ValidationError.campo('viagem_id', 'informe a viagem ou o veículo');
    }
    const r = await this.casos.registrarComandoRastreador().executar(autor(usuario, origem), v, acao, { acao_pgr_id: body.acao_pgr_id, viagem_id: body.viagem_id });
    return { message: 'Comando registrado', id: r.id, estado: r.estado };
  }

  @Post('check_lists/procedimentos_checklist')
  @Acesso('check_lists', 'operador')
  @ApiOperation({ summary: 'Procedimento do teste do checklist: bloquear, desbloquear, sirene, desligar_sirene ou solicitar_posicao' })
  @ApiCreatedResponse({ type: ComandoRegistradoDto })
  @ApiErrosCampos('veiculo_id ausente, nenhum ou mais de um procedimento')
  @ApiProibido('Veículo de outro cliente: Não há permissão')
  @ApiNaoEncontrado('Veículo não encontrado')
  @ApiRegraNegocio('O veículo não tem terminal cadastrado')
  async procedimento(@Body() body: ProcedimentoChecklistDto, @UsuarioAtual() usuario: UsuarioAutenticado, @Origem() origem: string): Promise<ComandoRegistradoDto> {
    if (!body.veiculo_id) throw ValidationError.campo('veiculo_id', 'não pode ficar em branco');
    const acao = acaoDoProcedimento(body as Record<string, unknown>);
    const v = await this.veiculos.buscar(usuario, { id: body.veiculo_id }, 'Veículo não encontrado', { proibido: true });
    const r = await this.casos.registrarComandoRastreador().executar(autor(usuario, origem), v, acao);
    return { message: MENSAGEM_DO_PROCEDIMENTO[acao], id: r.id, estado: r.estado };
  }

  /** A trip the user may act on (404 unknown or deleted, 403 another client's). */
  private async viagemDoUsuario(usuario: UsuarioAutenticado, viagemId: number) {
    const viagem = await this.queries.viagem(viagemId);
    if (!viagem) throw new NotFoundError('Viagem não encontrada');
    exigirCliente(usuario.escopo, viagem.cliente_id);
    return viagem;
  }

  /**
   * The vehicle a message is about, for its history (one the user may see); a message about a
   * trip must be about one of the user's trips, and without a vehicle it is about the trip's.
   */
  private async doHistorico(usuario: UsuarioAutenticado, veiculoId: number | null | undefined, viagemId?: number | null): Promise<VeiculoAlvo | undefined> {
    const viagem = viagemId ? await this.viagemDoUsuario(usuario, viagemId) : undefined;
    const id = veiculoId ?? viagem?.veiculo_id;
    return id ? this.veiculos.buscar(usuario, { id }, 'Veículo não encontrado', { proibido: true }) : undefined;
  }

  @Post('integracao/g4flex/enviar_sms')
  @Acesso('monitoramentos', 'update')
  @ApiOperation({ summary: 'SMS ao motorista (número só com dígitos e 0 na frente, até 160 caracteres)' })
  @ApiCreatedResponse({ type: ComandoRegistradoDto })
  @ApiErrosCampos('telefone ou mensagem ausentes ou inválidos')
  @ApiProibido('Viagem ou veículo de outro cliente: Não há permissão')
  @ApiNaoEncontrado('Viagem ou veículo não encontrado')
  async sms(@Body() body: MensagemTelefoneDto, @UsuarioAtual() usuario: UsuarioAutenticado, @Origem() origem: string): Promise<ComandoRegistradoDto> {
    const r = await this.casos.registrarMensagem().executar(autor(usuario, origem), 'SMS', { ...body, veiculo: await this.doHistorico(usuario, body.veiculo_id, body.viagem_id) });
    return { message: 'SMS registrado para envio', id: r.id, estado: r.estado };
  }

  @Post('integracao/enviar_whatsapp')
  @Acesso('monitoramentos', 'update')
  @ApiOperation({ summary: 'Mensagem de WhatsApp ao motorista (até 1.000 caracteres)' })
  @ApiCreatedResponse({ type: ComandoRegistradoDto })
  @ApiErrosCampos('telefone ou mensagem ausentes ou inválidos')
  @ApiProibido('Viagem ou veículo de outro cliente: Não há permissão')
  @ApiNaoEncontrado('Viagem ou veículo não encontrado')
  async whatsapp(@Body() body: MensagemTelefoneDto, @UsuarioAtual() usuario: UsuarioAutenticado, @Origem() origem: string): Promise<ComandoRegistradoDto> {
    const r = await this.casos.registrarMensagem().executar(autor(usuario, origem), 'WHATSAPP', { ...body, veiculo: await this.doHistorico(usuario, body.veiculo_id, body.viagem_id) });
    return { message: 'Mensagem de WhatsApp registrada para envio', id: r.id, estado: r.estado };
  }

  @Post('integracao/enviar_texto')
  @Acesso('monitoramentos', 'update')
  @ApiOperation({ summary: 'Texto (macro) ao teclado do rastreador do veículo' })
  @ApiCreatedResponse({ type: ComandoRegistradoDto })
  @ApiErrosCampos('terminal_id ou mensagem ausentes ou inválidos')
  @ApiProibido('Veículo de outro cliente: Não há permissão')
  @ApiNaoEncontrado('Terminal não encontrado')
  async texto(@Body() body: TextoTerminalDto, @UsuarioAtual() usuario: UsuarioAutenticado, @Origem() origem: string): Promise<ComandoRegistradoDto> {
    const terminal = (body.terminal_id ?? '').trim();
    if (!terminal) throw ValidationError.campo('terminal_id', 'não pode ficar em branco');
    if (body.viagem_id) await this.viagemDoUsuario(usuario, body.viagem_id);
    const veiculo = await this.veiculos.buscar(usuario, { terminal }, 'Terminal não encontrado', { proibido: true });
    const r = await this.casos.registrarMensagem().executar(autor(usuario, origem), 'TEXTO', { ...body, veiculo });
    return { message: 'Texto registrado para envio', id: r.id, estado: r.estado };
  }

  @Get('comandos')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Comandos e mensagens enviados, com o estado de cada um (FILA, ENVIADO, ENTREGUE, FALHOU)' })
  @ApiQuery(QUERY_COMANDOS[0]!)
  @ApiQuery(QUERY_COMANDOS[1]!)
  @ApiOkResponse({ type: ComandosListaDto })
  @ApiErrosCampos('veiculo_id ou viagem_id não são inteiros positivos')
  @ApiProibido('Viagem de outro cliente: Não há permissão')
  @ApiNaoEncontrado('Viagem não encontrada')
  async listar(@Query() q: Record<string, unknown>, @UsuarioAtual() usuario: UsuarioAutenticado): Promise<ComandosListaDto> {
    const veiculoId = idDaQuery(q.veiculo_id, 'veiculo_id');
    const viagemId = idDaQuery(q.viagem_id, 'viagem_id');
    if (viagemId) await this.viagemDoUsuario(usuario, viagemId);
    return this.queries.listar(usuario, { veiculoId, viagemId });
  }

  @Get('monitoramentos/:id/contato')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Placa, terminal e telefone do motorista de uma viagem (SM): o que /comandos e /comunicacao preenchem a partir de viagem_id' })
  @ApiIds()
  @ApiOkResponse({ type: ContatoViagemDto })
  @ApiProibido('Viagem de outro cliente: Não há permissão')
  @ApiNaoEncontrado('Viagem não encontrada')
  async contato(@Param('id', IdPipe) id: number, @UsuarioAtual() usuario: UsuarioAutenticado): Promise<ContatoViagemDto> {
    const c = await this.queries.contato(id);
    if (!c) throw new NotFoundError('Viagem não encontrada');
    exigirCliente(usuario.escopo, c.cliente_id);
    const { cliente_id: _c, ...contato } = c;
    return contato;
  }
}
