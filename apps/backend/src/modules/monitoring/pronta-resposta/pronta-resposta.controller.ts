import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { lerTokenLink, MENSAGENS_PRONTA_RESPOSTA } from '@gr/domain';
import { APP_CONFIG, type AppConfig } from '../../../config.js';
import { Acesso, Autenticado, Publico, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiIds, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { Origem } from '../../../shared/http/origem.js';
import { IdPipe } from '../../../shared/http/validation.js';
import { Booleano, Campo, CampoNulo, IdObrigatorio, Texto } from '../../masters/comum/dto.js';
import { ProntaRespostaCasos } from './pronta-resposta.providers.js';
import { ProntaRespostaQueries } from './pronta-resposta.queries.js';

export class CriaLiberacaoProntaRespostaDto {
  @IdObrigatorio({ description: 'A SM (agendada ou em viagem)' }) sm_id!: number;
  @Texto({ maxLength: 500 }) observacao?: string | null;
}
export class AutorizaProntaRespostaDto {
  @Texto({ maxLength: 200, description: 'O token do link assinado (obrigatório)' }) token?: string | null;
  @Texto({ maxLength: 60, description: 'Nome de quem autoriza (obrigatório, 3 letras ou mais)' }) nome?: string | null;
  @Texto({ maxLength: 500 }) observacao?: string | null;
}
export class LiberacaoProntaRespostaDto {
  @Campo({ example: 'Pronta resposta liberada com sucesso' }) msg!: string;
  @Campo({ description: 'A liberação no log (liberacoes, tipo PRONTA_RESPOSTA)' }) id!: number;
  @Campo() sm_id!: number;
  @Campo({ description: 'A ocorrência 249 registrada na SM' }) ocorrencia_id!: number;
  @Campo() usuario_liberacao!: string;
}
export class LinkProntaRespostaBodyDto {
  @Booleano({ description: 'true: envia o link por e-mail aos contatos do cliente (até 5)', default: false }) enviar_email?: boolean;
}
export class LinkProntaRespostaDto {
  @Campo() sm_id!: number;
  @Campo({ type: [String], description: 'Contatos do cliente a quem o link foi enviado por e-mail' }) emails!: string[];
  @Campo({ description: 'Token assinado, de uso único' }) token!: string;
  @Campo({ example: 'http://localhost:3000/monitoramento/autorizacao/pronta_resposta?token=…' }) url!: string;
  @Campo({ format: 'date-time' }) valida_ate!: string;
}
class PosicaoResumoDto {
  @Campo() latitude!: number;
  @Campo() longitude!: number;
  @Campo({ format: 'date-time' }) data_posicao!: string;
}
class EmpresaProntaRespostaDto {
  @Campo() nome!: string;
  @Campo() valor_acionamento!: number;
  @Campo() valor_distancia!: number;
  @Campo() valor_permanencia!: number;
}
export class ResumoAutorizacaoDto {
  @Campo() sm_id!: number;
  @Campo({ example: 'EM_VIAGEM' }) status!: string;
  @CampoNulo(String) placa!: string | null;
  @CampoNulo(String) cliente!: string | null;
  @CampoNulo(String) motorista!: string | null;
  @CampoNulo(String) origem!: string | null;
  @CampoNulo(String) destino!: string | null;
  @ApiProperty({ type: PosicaoResumoDto, nullable: true }) ultima_posicao!: PosicaoResumoDto | null;
  @Campo({ format: 'date-time' }) valida_ate!: string;
  @ApiProperty({ type: [EmpresaProntaRespostaDto] }) prontas_respostas!: EmpresaProntaRespostaDto[];
}

const GRUPOS = 'Só os grupos 3, 5 e 6: permissão negada; SM de outro cliente: Não há permissão';
const RECUSAS_LINK = `${MENSAGENS_PRONTA_RESPOSTA.linkInvalido}; ${MENSAGENS_PRONTA_RESPOSTA.linkExpirado}; ${MENSAGENS_PRONTA_RESPOSTA.linkUsado}; ${MENSAGENS_PRONTA_RESPOSTA.status}`;

/**
 * Rapid response (spec 02 §2, §6, §7, §9; decision 48): the desk's release (groups 3, 5, 6), the
 * signed single-use link it can issue instead, and the two public calls of the authorisation page
 * (/monitoramento/autorizacao/pronta_resposta), which need the link's token and no session.
 * Every release is occurrence 249 on the trip and a PRONTA_RESPOSTA row of `liberacoes`, which the
 * trip's release list reads (GET liberacoes?tipo=PRONTA_RESPOSTA&solicitacao_monitoramento_id=).
 */
@ApiTags('Pronta resposta')
@Autenticado()
@Controller('monitoramentos')
export class ProntaRespostaController {
  constructor(
    private readonly casos: ProntaRespostaCasos,
    private readonly queries: ProntaRespostaQueries,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  @Post('cria_liberacao_pronta_resposta')
  @HttpCode(200)
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Libera o acionamento da pronta resposta na SM (grupos 3, 5 e 6): ocorrência 249 e liberação PRONTA_RESPOSTA' })
  @ApiOkResponse({ type: LiberacaoProntaRespostaDto })
  @ApiErrosCampos('sm_id ausente ou inválido')
  @ApiProibido(GRUPOS)
  @ApiNaoEncontrado('SM não encontrada')
  @ApiRegraNegocio(`${MENSAGENS_PRONTA_RESPOSTA.status}; ${MENSAGENS_PRONTA_RESPOSTA.semOcorrencia}`)
  criar(@Body() body: CriaLiberacaoProntaRespostaDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<LiberacaoProntaRespostaDto> {
    return this.casos.liberar().pelaMesa(body.sm_id, body, { usuario: eu, origem });
  }

  @Post(':id/link_pronta_resposta')
  @HttpCode(200)
  @Acesso('monitoramentos', 'show')
  @ApiOperation({ summary: 'Gera o link assinado, de uso único e com validade, da página pública de autorização da pronta resposta (grupos 3, 5 e 6)' })
  @ApiIds()
  @ApiOkResponse({ type: LinkProntaRespostaDto })
  @ApiProibido(GRUPOS)
  @ApiNaoEncontrado('SM não encontrada')
  @ApiRegraNegocio(MENSAGENS_PRONTA_RESPOSTA.status)
  @ApiErrosCampos('enviar_email não booleano')
  link(@Param('id', IdPipe) id: number, @Body() body: LinkProntaRespostaBodyDto, @UsuarioAtual() eu: UsuarioAutenticado, @Origem() origem: string): Promise<LinkProntaRespostaDto> {
    const base = this.cfg.publicUrl.replace(/\/$/, '');
    return this.casos.emitirLink().executar(id, { usuario: eu, origem }, {
      url: (token) => `${base}/monitoramento/autorizacao/pronta_resposta?token=${encodeURIComponent(token)}`,
      enviarEmail: body?.enviar_email === true,
    });
  }

}

/**
 * The two calls of the public authorisation page: the link's token stands for the session, so
 * they document no token error (a controller of their own, without @Autenticado).
 */
@ApiTags('Pronta resposta')
@Controller('monitoramentos')
export class ProntaRespostaPublicaController {
  constructor(
    private readonly casos: ProntaRespostaCasos,
    private readonly queries: ProntaRespostaQueries,
  ) {}

  @Get('autorizacao_pronta_resposta')
  @Publico()
  @ApiOperation({ summary: 'Página pública de autorização: o resumo da SM do link (sem sessão; link inválido, expirado ou já usado: 422)' })
  @ApiQuery({ name: 'token', required: true, type: String })
  @ApiOkResponse({ type: ResumoAutorizacaoDto })
  @ApiRegraNegocio(RECUSAS_LINK)
  resumo(@Query('token') token: unknown): Promise<ResumoAutorizacaoDto> {
    const { id } = lerTokenLink(token, this.casos.assinatura, this.casos.agoraDoRelogio());
    return this.queries.resumoDoLink(id);
  }

  @Post('autoriza_pronta_resposta')
  @Publico()
  @HttpCode(200)
  @ApiOperation({ summary: "Autoriza a pronta resposta pelo link (sem sessão): uma vez só; responde 'Autorizado'" })
  @ApiOkResponse({ type: LiberacaoProntaRespostaDto })
  @ApiErrosCampos('nome ausente ou curto')
  @ApiRegraNegocio(RECUSAS_LINK)
  autorizar(@Body() body: AutorizaProntaRespostaDto, @Origem() origem: string): Promise<LiberacaoProntaRespostaDto> {
    return this.casos.liberar().peloLink(body.token, body, origem);
  }
}
