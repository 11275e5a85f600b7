import { Body, Controller, HttpCode, PayloadTooLargeException, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { lerItemLote, lerTraccar, MAXIMO_POSICOES_LOTE, ValidationError } from '@gr/domain';
import { Acesso, Autenticado } from '../../../shared/auth/decorators.js';
import { ApiErrosCampos } from '../../../shared/http/api-docs.decorator.js';
import { ErroDto } from '../../../shared/http/dto.js';
import { type CorpoLote, LotePosicoesDto, MENSAGEM_POSICOES, ResultadoRecebimentoDto } from './telemetria.dto.js';
import { resumo, TelemetriaUseCases } from './telemetria.providers.js';

/**
 * Two of the telemetry doors (issue 11): the batch call of integration adapters and Traccar's
 * position forwarding (`forward.type=json`, `forward.url=.../api/telemetria/traccar`, the token in
 * `forward.header`). Both only parse; the pipeline validates, de-duplicates and stores.
 */
@ApiTags('Telemetria')
@Autenticado()
@Controller('telemetria')
export class TelemetriaController {
  constructor(private readonly casos: TelemetriaUseCases) {}

  @Post('posicoes')
  @HttpCode(200)
  @Acesso('telemetria', 'receber')
  @ApiOperation({ summary: 'Lote de posições de uma integração: grava as válidas, conta as recusadas por motivo' })
  @ApiOkResponse({ type: ResultadoRecebimentoDto, description: 'Gravadas (duráveis) e recusadas por motivo; uma posição ruim não derruba as outras' })
  @ApiBody({ type: LotePosicoesDto })
  @ApiErrosCampos('posicoes não é uma lista')
  @ApiPayloadTooLargeResponse({ type: ErroDto, description: 'Mais de 2.000 posições, ou corpo acima de 1 MB' })
  async lote(@Body() body: CorpoLote): Promise<ResultadoRecebimentoDto> {
    // The body is typed by an interface, not the DTO class, so the global ValidationPipe leaves it
    // alone: copying 2,000 positions through class-transformer (only to check one array) cost more
    // than reading them. The one rule of LotePosicoesDto, with its message, is checked here.
    const posicoes = body?.posicoes;
    if (!Array.isArray(posicoes)) throw ValidationError.campo('posicoes', MENSAGEM_POSICOES);
    if (posicoes.length > MAXIMO_POSICOES_LOTE) {
      throw new PayloadTooLargeException({ error: `O lote tem ${posicoes.length} posições; o máximo é ${MAXIMO_POSICOES_LOTE.toLocaleString('pt-BR')} por chamada` });
    }
    return resumo(await this.casos.receberPosicoes().executar(posicoes.map(lerItemLote)));
  }

  @Post('traccar')
  @HttpCode(200)
  @Acesso('telemetria', 'receber')
  @ApiOperation({ summary: 'Posição encaminhada por um servidor Traccar (forward.type=json)' })
  @ApiBody({
    schema: { type: 'object', properties: { position: { type: 'object', additionalProperties: true }, device: { type: 'object', additionalProperties: true } } },
    examples: {
      traccar: {
        summary: 'Como o Traccar encaminha',
        value: {
          position: { fixTime: '2026-11-22T11:59:30.000+00:00', latitude: -23.55052, longitude: -46.633308, speed: 38.9, course: 135, altitude: 760, accuracy: 0, attributes: { ignition: true, odometer: 152340 } },
          device: { id: 1, name: 'ABC1D23', uniqueId: '4578123' },
        },
      },
    },
  })
  @ApiOkResponse({ type: ResultadoRecebimentoDto })
  async traccar(@Body() body: Record<string, unknown>): Promise<ResultadoRecebimentoDto> {
    return resumo(await this.casos.receberPosicoes().executar([lerTraccar(body)]));
  }
}
