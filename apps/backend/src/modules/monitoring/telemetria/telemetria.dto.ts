import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray } from 'class-validator';
import { MOTIVOS_RECUSA, type MotivoRecusa } from '@gr/domain';

/** One position of the batch call. Read leniently by the pipeline: a bad item is counted, not a 400. */
export class PosicaoLoteDto {
  @ApiProperty({ example: '4578123', description: 'Número do terminal (rastreador) cadastrado no veículo' }) terminal!: string;
  @ApiProperty({ example: '2026-11-22T11:59:30Z', description: 'Data/hora da posição (ISO 8601 com fuso, ou época em segundos/milissegundos)' }) data_posicao!: string;
  @ApiProperty({ example: -23.55052 }) latitude!: number;
  @ApiProperty({ example: -46.633308 }) longitude!: number;
  @ApiPropertyOptional({ example: true, description: 'false: o rastreador marcou a posição como inválida; é guardada, mas não vira a última posição do veículo' }) valida?: boolean;
  @ApiPropertyOptional({ example: 72, description: 'km/h' }) velocidade?: number;
  @ApiPropertyOptional({ example: 135, description: 'Graus a partir do norte' }) direcao?: number;
  @ApiPropertyOptional({ example: true }) ignicao?: boolean;
  @ApiPropertyOptional({ example: 760 }) altitude?: number;
  @ApiPropertyOptional({ example: 5, description: 'Metros' }) precisao?: number;
  @ApiPropertyOptional({ example: 87, description: 'Percentual' }) bateria?: number;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }] },
    example: { sensor_porta_motorista: false, '8': 0, botao_panico: false },
    description: 'Leituras de periféricos por id (1–28, 44) ou nome (sensor_porta_motorista, sensor_bau1, sensor_desengate1, botao_panico...)',
  })
  perifericos?: Record<string, boolean | number>;
  @ApiPropertyOptional({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'powerCut,sos',
    description: 'Alarmes do rastreador (nomes do Traccar; lista ou texto separado por vírgula): sos liga o botão de pânico (11), tampering a violação do painel (10), door a porta do motorista (1), jamming o detector de jammer (44); os demais ficam no atributo alarm. Sem alarme, os periféricos ficam como estavam',
  })
  alarme?: string | string[];
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: { odometro: 152340 } }) atributos?: Record<string, unknown>;
}

export const MENSAGEM_POSICOES = 'deve ser uma lista de posições';

/** The batch body: documented by this class; checked by the controller (see `CorpoLote`). */
export class LotePosicoesDto {
  @ApiProperty({ type: [PosicaoLoteDto], description: 'Até 2.000 posições por chamada' })
  @IsArray({ message: MENSAGEM_POSICOES })
  posicoes!: unknown[];
}

/**
 * The batch body as the controller receives it: an interface, so the global ValidationPipe does
 * not run class-transformer over every position; the controller checks `posicoes` is a list.
 */
export interface CorpoLote {
  posicoes?: unknown;
}

const MOTIVOS = Object.keys(MOTIVOS_RECUSA) as MotivoRecusa[];

/** One optional count per reason (decorated below from the domain's list). */
export class RecusadasDto {}
for (const m of MOTIVOS) ApiPropertyOptional({ type: Number, example: 0, description: MOTIVOS_RECUSA[m] })(RecusadasDto.prototype, m);

export class ResultadoRecebimentoDto {
  @ApiProperty({ example: 3 }) recebidas!: number;
  @ApiProperty({ example: 2, description: 'Gravadas agora (duráveis quando a resposta chega)' }) gravadas!: number;
  @ApiProperty({ type: RecusadasDto, example: { duplicada: 1 }, description: 'Não gravadas, por motivo' }) recusadas!: RecusadasDto;
}
