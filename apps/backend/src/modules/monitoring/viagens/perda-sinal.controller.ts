import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MENSAGENS_PERDA_SINAL, MENSAGENS_VIAGEM, ValidationError } from '@gr/domain';
import { Acesso, Autenticado, UsuarioAtual, type UsuarioAutenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos, ApiNaoEncontrado, ApiProibido, ApiRegraNegocio } from '../../../shared/http/api-docs.decorator.js';
import { AvisoPerdaSinalBodyDto, AvisoPerdaSinalDto } from './perda-sinal.dto.js';
import { PerdaSinalCasos } from './perda-sinal.providers.js';

/**
 * The desk tells a scheduled trip's signal loss to its client (spec 02 §7
 * `notificacao_email_perda_sinal_agendamento`; decision 44): the same notice the signal-loss job
 * sends when the PGR's time elapses, once per silence of the vehicle.
 */
@ApiTags('Viagens (SM)')
@Autenticado()
@Controller('monitoramentos')
export class PerdaSinalController {
  constructor(private readonly casos: PerdaSinalCasos) {}

  @Post('notificacao_email_perda_sinal_agendamento')
  @HttpCode(200)
  @Acesso('monitoramentos', 'show')
  @ApiOperation({
    summary:
      'E-mail de perda de sinal de uma SM agendada aos contatos do cliente (grupos 3–7), com a linha no histórico; uma vez por silêncio do veículo: repetido, responde enviada=false',
  })
  @ApiOkResponse({ type: AvisoPerdaSinalDto })
  @ApiErrosCampos('solicitacao_monitoramento_id ausente ou inválido')
  @ApiProibido(`Grupos fora de 3–7: '${MENSAGENS_VIAGEM.permissaoNegada}'; SM de outro cliente: Não há permissão`)
  @ApiNaoEncontrado(MENSAGENS_VIAGEM.naoEncontrada)
  @ApiRegraNegocio(`'${MENSAGENS_PERDA_SINAL.soAgendada}' / '${MENSAGENS_PERDA_SINAL.semEmail}' / veículo com posição dentro do tempo do PGR`)
  notificar(@Body() body: AvisoPerdaSinalBodyDto, @UsuarioAtual() eu: UsuarioAutenticado): Promise<AvisoPerdaSinalDto> {
    const id = body.solicitacao_monitoramento_id;
    if (id === undefined || id === null) throw ValidationError.campo('solicitacao_monitoramento_id', 'não pode ficar em branco');
    return this.casos.notificar().pelaMesa(id, eu, new Date());
  }
}
