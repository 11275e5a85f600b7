import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  GRID_OBSERVACOES_VIAGEM, GRID_OCORRENCIAS_VIAGEM, lerMomentoViagem, MENSAGENS_OCORRENCIA, MENSAGENS_VIAGEM, MOTIVOS_CANCELAMENTO, RotaIndisponivelError, ValidationError,
  type TransicaoViagem,
} from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiConflito, ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { ApiGrid } from '../../../shared/http/api-grid.decorator.js';
import { responderGrid } from '../../../shared/http/grid.js';
import { Origem } from '../../../shared/http/origem.js';
import { ErrosCamposDto } from '../../../shared/http/dto.js';
import { IdPipe } from '../../../shared/http/validation.js';
import {
  AlterarSituacaoBodyDto, CancelarViagemBodyDto, CicloRespostaDto, ConferenciaOcorrenciaBodyDto, ConferidaDto, EventoViagemDto, FinalizarViagemBodyDto, IniciarViagemBodyDto, MotivosCancelamentoDto,
  NovaObservacaoBodyDto, ObservacaoRegistradaDto, ObservacoesViagemPageDto, OcorrenciaAvulsaBodyDto, NovaOcorrenciaBodyDto, OcorrenciaRegistradaDto, OcorrenciasViagemPageDto,
  RecuperarViagemBodyDto, RotaIndisponivelDto, SituacaoAlteradaDto, VerificaFimDto, VinculoTecnologiaDto, ViagemPorPlacaDto,
} from './ciclo.dto.js';
import { CicloViagemCasos } from './ciclo.providers.js';
import { ESCOPO_LEITURA } from './viagens.dto.js';
import { CicloViagemQueries } from './ocorrencias.queries.js';

const ESCOPO = 'SM de outro cliente: Não há permissão';
const GRUPOS = "Grupos fora de 3–7: 'permissão negada'";
const resposta = (t: TransicaoViagem, msg: string): CicloRespostaDto => ({ msg, id: t.id, status: t.status });

/**
 * The trip's lifecycle on the server (issue 21; spec 02 §4, §7 "Trip operations"): start, the
 * finish check and finish, cancel with reasons, recover, delete, occurrences (with their
 * conference and the standalone ones), observations, the technology link and the history. Each
 * action is a domain transition (422 with the spec's wording when the status refuses it, state
 * unchanged), recorded with user, IP and time; a client user never reaches another client's SM.
 * The trip's own reads (occurrences, observations, history) also admit the shipper manager of its
 * shipper (the domain's exigirLeituraViagem); every write keeps the carrier's scope.
 */
@ApiTags('Viagens (SM)')
@Autenticado()
@Controller('monitoramentos')
export class CicloViagemController {
  constructor(private readonly casos: CicloViagemCasos, private readonly queries: CicloViagemQueries) {}

  @Post('nova_ocorrencia_avulsa')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: "Ocorrência avulsa (grupos 3–7): veículo (id ou placa) e cliente, sem SM; com solicitacao_monitoramento_id é ocorrência da SM" })
  @ApiCreatedResponse({ type: OcorrenciaRegistradaDto })
  @ApiErrosCampos("'A Ocorrencia não foi selecionada!', veículo ausente ou não encontrado, cliente do veículo ambíguo")
  @ApiProibido(`${GRUPOS}; cliente fora do alcance: Não há permissão`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  @ApiRegraNegocio('Com SM: o tipo não se aplica ao status dela')
  async novaOcorrenciaAvulsa(@Body() body: OcorrenciaAvulsaBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<OcorrenciaRegistradaDto> {
    const { id } = await this.casos.registrarOcorrenciaAvulsa().executar(body.ocorrencia, { usuario: eu, origem });
    return { msg: MENSAGENS_OCORRENCIA.registrada, id };
  }

  @Post('nova_observacao')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Inclui observação na SM (grupos 3–7), com a posição informada ou a última do veículo' })
  @ApiCreatedResponse({ type: ObservacaoRegistradaDto })
  @ApiErrosCampos('Observação vazia, SM ausente')
  @ApiProibido(`${GRUPOS}; ${ESCOPO}`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  async novaObservacao(@Body() body: NovaObservacaoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<ObservacaoRegistradaDto> {
    const o = body.observacao;
    const { id } = await this.casos.registrarObservacao().executar(o.solicitacao_monitoramento_id, o, { usuario: eu, origem });
    return { msg: 'Observação incluída com sucesso', id };
  }

  @Patch('ocorrencias/:ocorrenciaId/conferir')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Conferência da ocorrência (grupos 3–7): quem, quando e a nota; uma vez só' })
  @ApiIds('ocorrenciaId')
  @ApiOkResponse({ type: ConferidaDto })
  @ApiProibido(`${GRUPOS}; ocorrência de outro cliente: Não há permissão`)
  @ApiNaoEncontrado(MENSAGENS_OCORRENCIA.naoEncontrada)
  @ApiConflito(MENSAGENS_OCORRENCIA.jaConferida)
  async conferir(@Param('ocorrenciaId', IdPipe) id: number, @Body() body: ConferenciaOcorrenciaBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<ConferidaDto> {
    await this.casos.conferirOcorrencia().executar(id, body.conferencia?.observacao, { usuario: eu, origem });
    return { msg: MENSAGENS_OCORRENCIA.conferida, id };
  }

  @Patch(':id/iniciarviagem')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Inicia a SM agendada (grupos 3–7): passa a EM_VIAGEM; o veículo não pode estar em outra viagem' })
  @ApiIds()
  @ApiOkResponse({ type: CicloRespostaDto })
  @ApiErrosCampos('previsao_inicio inválida')
  @ApiProibido(`${GRUPOS}; ${ESCOPO}`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  @ApiConflito('updated_at antigo, SM já iniciada por outro usuário, ou o veículo entrou em outra viagem ao mesmo tempo')
  @ApiRegraNegocio(`${MENSAGENS_VIAGEM.recusas.INICIAR} / ${MENSAGENS_VIAGEM.veiculoEmViagem}`)
  async iniciar(@Param('id', IdPipe) id: number, @Body() body: IniciarViagemBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<CicloRespostaDto> {
    const m = body.monitoramento ?? {};
    const t = await this.casos.iniciar().executar(id, { previsao_inicio: lerMomentoViagem(m.previsao_inicio, 'previsao_inicio'), versao: m.updated_at }, { usuario: eu, origem });
    return resposta(t, `SM iniciada com sucesso! placa: ${t.placa ?? ''}`);
  }

  @Get(':id/verifica_fim')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Antes de finalizar: distância da última posição ao ponto final da rota (aviso acima de 15 km) e o prazo (tipos 2 e 6)' })
  @ApiIds()
  @ApiOkResponse({ type: VerificaFimDto })
  @ApiProibido(ESCOPO)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  verificaFim(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<VerificaFimDto> {
    return this.casos.verificarFim().executar(id, eu, this.casos.agoraDoRelogio());
  }

  @Patch(':id/finalizarviagem')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Finaliza a SM em viagem (grupos 3–7); dois operadores ao mesmo tempo: um finaliza, o outro recebe 409' })
  @ApiIds()
  @ApiOkResponse({ type: CicloRespostaDto })
  @ApiErrosCampos('fim_data ou viagem_fim_em inválidas')
  @ApiProibido(`${GRUPOS}; ${ESCOPO}`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  @ApiConflito(`${MENSAGENS_VIAGEM.concorrente} (já finalizada por outro usuário, ou updated_at antigo)`)
  @ApiRegraNegocio(MENSAGENS_VIAGEM.recusas.FINALIZAR)
  async finalizar(@Param('id', IdPipe) id: number, @Body() body: FinalizarViagemBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<CicloRespostaDto> {
    const m = body.monitoramento ?? {};
    const fim = lerMomentoViagem(m.viagem_fim_em, 'viagem_fim_em') ?? lerMomentoViagem(m.fim_data, 'fim_data');
    const t = await this.casos.finalizar().executar(id, { fim, versao: m.updated_at }, { usuario: eu, origem });
    return resposta(t, `SM finalizada com sucesso! placa: ${t.placa ?? ''}`);
  }

  @Patch(':id/cancelarviagem')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Cancela a SM agendada ou em viagem (grupos 3–7), com motivo(s), data e observação' })
  @ApiIds()
  @ApiOkResponse({ type: CicloRespostaDto })
  @ApiErrosCampos('Motivo ausente, data inválida')
  @ApiProibido(`${GRUPOS}; ${ESCOPO}`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  @ApiConflito(`${MENSAGENS_VIAGEM.concorrente} (já cancelada por outro usuário)`)
  @ApiRegraNegocio(MENSAGENS_VIAGEM.recusas.CANCELAR)
  async cancelar(@Param('id', IdPipe) id: number, @Body() body: CancelarViagemBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<CicloRespostaDto> {
    const m = body.monitoramento;
    const motivos = Array.isArray(m.motivos) ? m.motivos.map((x) => x.trim()).filter(Boolean).join(', ') : m.motivos;
    const t = await this.casos.cancelar().executar(id, { motivos, data_cancelamento: lerMomentoViagem(m.data_cancelamento, 'data_cancelamento'), observacao: m.observacao }, { usuario: eu, origem });
    return resposta(t, 'Viagem cancelada com sucesso!');
  }

  @Get(':id/motivos')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Motivos de cancelamento oferecidos na janela de cancelamento da SM' })
  @ApiIds()
  @ApiOkResponse({ type: MotivosCancelamentoDto })
  @ApiProibido(ESCOPO)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  async motivos(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado): Promise<MotivosCancelamentoDto> {
    await this.queries.viagemVisivel(id, eu.escopo);
    return { motivos: [...MOTIVOS_CANCELAMENTO] };
  }

  @Patch(':id/recuperar_sm')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: "Recupera a SM finalizada de volta para EM_VIAGEM (grupos 3–7; o grupo 8 recebe 'Operação não autorizada!')" })
  @ApiIds()
  @ApiOkResponse({ type: CicloRespostaDto })
  @ApiErrosCampos('id do corpo diferente do caminho')
  @ApiProibido(`'${MENSAGENS_VIAGEM.operacaoNaoAutorizada}' fora dos grupos 3–7; ${ESCOPO}`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  @ApiConflito(`${MENSAGENS_VIAGEM.concorrente} / o veículo entrou em outra viagem ao mesmo tempo`)
  @ApiRegraNegocio(`${MENSAGENS_VIAGEM.recusas.RECUPERAR} / ${MENSAGENS_VIAGEM.veiculoEmViagem}`)
  async recuperar(@Param('id', IdPipe) id: number, @Body() body: RecuperarViagemBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<CicloRespostaDto> {
    if (body.id != null && body.id !== id) throw ValidationError.campo('id', 'deve ser a SM do caminho');
    const t = await this.casos.recuperar().executar(id, { usuario: eu, origem });
    return resposta(t, `SM recuperada com sucesso! placa: ${t.placa ?? ''}`);
  }

  @Delete(':id')
  @Acesso('monitoramentos', 'destroy')
  @ApiOperation({ summary: 'Exclui a SM agendada (a linha e o histórico ficam, marcados como excluídos)' })
  @ApiIds()
  @ApiOkResponse({ type: CicloRespostaDto })
  @ApiProibido(`${GRUPOS}; ${ESCOPO}`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  @ApiRegraNegocio(MENSAGENS_VIAGEM.recusas.EXCLUIR)
  async excluir(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<CicloRespostaDto> {
    const t = await this.casos.excluir().executar(id, { usuario: eu, origem });
    return resposta(t, 'SM excluída com sucesso');
  }

  @Post(':id/nova_ocorrencia')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Registra ocorrência na SM (grupos 3–7): o tipo deve valer para o status da SM (flags agendada, em_viagem, cancelada, finalizada)' })
  @ApiIds()
  @ApiCreatedResponse({ type: OcorrenciaRegistradaDto })
  @ApiErrosCampos(`'${MENSAGENS_VIAGEM.ocorrenciaNaoSelecionada}' ou tipo inexistente`)
  @ApiProibido(`${GRUPOS}; ${ESCOPO}`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  @ApiRegraNegocio("'A Ocorrencia não foi registrada! O tipo … não se aplica a uma SM …'")
  async novaOcorrencia(@Param('id', IdPipe) id: number, @Body() body: NovaOcorrenciaBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<OcorrenciaRegistradaDto> {
    const r = await this.casos.registrarOcorrencia().executar(id, body.ocorrencia, { usuario: eu, origem });
    return { msg: MENSAGENS_OCORRENCIA.registrada, id: r.id };
  }

  @Get(':id/ocorrencias')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Ocorrências da SM (18 linhas, mais novas primeiro), com a conferência' })
  @ApiIds()
  @ApiGrid(GRID_OCORRENCIAS_VIAGEM, OcorrenciasViagemPageDto)
  @ApiProibido(ESCOPO_LEITURA)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  async ocorrencias(@Param('id', IdPipe) id: number, @Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    await this.queries.viagemLegivel(id, eu);
    return responderGrid({ raw: query, spec: GRID_OCORRENCIAS_VIAGEM, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'ocorrencias', consultar: (q) => this.queries.ocorrencias(id, q) });
  }

  @Get(':id/observacoes')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Observações da SM (18 linhas, mais novas primeiro), com a posição' })
  @ApiIds()
  @ApiGrid(GRID_OBSERVACOES_VIAGEM, ObservacoesViagemPageDto)
  @ApiProibido(ESCOPO_LEITURA)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  async observacoes(@Param('id', IdPipe) id: number, @Query() query: Record<string, unknown>, @UsuarioAtual() eu: UsuarioAutenticado, @Res({ passthrough: true }) res: Response) {
    await this.queries.viagemLegivel(id, eu);
    return responderGrid({ raw: query, spec: GRID_OBSERVACOES_VIAGEM, grupoUsuarioId: eu.grupo_usuario_id, res, nomeArquivo: 'observacoes', consultar: (q) => this.queries.observacoes(id, q) });
  }

  @Post(':id/vincular')
  @HttpCode(200)
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Vincula a SM em viagem à tecnologia (vinculado_tecnologia passa a true); a rota precisa do traçado para desvio de rota' })
  @ApiParam({ name: 'id', schema: { type: 'integer', minimum: 1 } })
  @ApiOkResponse({ type: VinculoTecnologiaDto })
  @ApiExtraModels(RotaIndisponivelDto, ErrosCamposDto)
  @ApiBadRequestResponse({
    description: 'Rota indisponível para desvio de rota: `{ error, rota_id }` (editar /rota/{rota_id}); id inválido: `{ errors }`',
    schema: { oneOf: [{ $ref: getSchemaPath(RotaIndisponivelDto) }, { $ref: getSchemaPath(ErrosCamposDto) }] },
  })
  @ApiProibido(`${GRUPOS}; ${ESCOPO}`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  @ApiRegraNegocio(MENSAGENS_VIAGEM.recusas.VINCULAR)
  async vincular(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string, @Res({ passthrough: true }) res: Response): Promise<VinculoTecnologiaDto | RotaIndisponivelDto> {
    try {
      return await this.casos.vincular().executar(id, { usuario: eu, origem });
    } catch (e) {
      if (!(e instanceof RotaIndisponivelError)) throw e;
      res.status(400);
      return { error: e.message, rota_id: e.rota_id };
    }
  }

  @Get(':id/eventos')
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Histórico da SM: cada ação com status antes/depois, usuário, IP e momento' })
  @ApiIds()
  @ApiOkResponse({ type: [EventoViagemDto] })
  @ApiProibido(ESCOPO_LEITURA)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  async eventos(@Param('id', IdPipe) id: number, @UsuarioAtual() eu: UsuarioAutenticado) {
    await this.queries.viagemLegivel(id, eu);
    return this.queries.eventos(id);
  }
}

/** The situation selector's calls under /api/situacao_viagem (spec 02 §7 "Situations"). */
@ApiTags('Situações da viagem')
@Autenticado()
@Controller('situacao_viagem')
export class SituacaoDaViagemController {
  constructor(private readonly casos: CicloViagemCasos, private readonly queries: CicloViagemQueries) {}

  @Post('altera_situacao_viagem')
  @HttpCode(200)
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Altera a situação da SM agendada ou em viagem (grupos 3–7); responde o texto e a hora HH:mm DD-MM para a área de transferência' })
  @ApiOkResponse({ type: SituacaoAlteradaDto })
  @ApiErrosCampos('SM ou situação ausentes; situação inexistente')
  @ApiProibido(`${GRUPOS}; ${ESCOPO}`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  @ApiRegraNegocio(MENSAGENS_VIAGEM.recusas.SITUACAO)
  alterar(@Body() body: AlterarSituacaoBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<SituacaoAlteradaDto> {
    return this.casos.alterarSituacao().executar(body.id, body.situacao_viagem_id, { usuario: eu, origem });
  }

  @Get('pesquisa_placa')
  @Acesso('monitoramentos', 'index')
  @ApiOperation({ summary: 'SMs agendadas ou em viagem cuja placa (ou da carreta) contém o texto (até 50, mais novas primeiro)' })
  @ApiQuery({ name: 'placa', required: true, type: String, description: 'Parte da placa (mínimo 2 caracteres)' })
  @ApiOkResponse({ type: [ViagemPorPlacaDto] })
  @ApiErrosCampos('placa ausente ou curta')
  pesquisaPlaca(@Query('placa') placa: unknown, @UsuarioAtual() eu: UsuarioAutenticado) {
    const texto = typeof placa === 'string' ? placa.trim().toUpperCase().replace(/[^A-Z0-9]/g, '') : '';
    if (texto.length < 2 || texto.length > 10) throw ValidationError.campo('placa', 'informe de 2 a 10 letras ou números da placa');
    return this.queries.pesquisaPlaca(texto, eu.escopo);
  }
}
