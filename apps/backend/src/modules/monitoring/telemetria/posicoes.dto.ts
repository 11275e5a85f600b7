import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { FLAGS_POSICAO_FALSA, MOTIVOS_FILTRO } from '@gr/domain';
import { Booleano, Campo, CampoNulo, Envelope, numeroOuTexto, Texto } from '../../masters/comum/dto.js';

/** The readings map's schema (typed loosely: swagger's option types want mutable literals). */
const LEITURAS: Record<string, unknown> = {
  type: 'object',
  additionalProperties: { type: 'integer', enum: [0, 1] },
  nullable: true,
  example: { '1': 0, '6': 1, '8': 0 },
  description: 'Leituras de periféricos desta posição: id (1–28, 44) → 0 ou 1',
};

export class PosicaoDto {
  @Campo({ format: 'date-time' }) data_posicao!: string;
  @Campo({ example: -23.55052 }) latitude!: number;
  @Campo({ example: -46.633308 }) longitude!: number;
  @CampoNulo(Number, { description: 'km/h' }) velocidade!: number | null;
  @CampoNulo(Number, { description: 'Graus a partir do norte' }) direcao!: number | null;
  @CampoNulo(Boolean) ignicao!: boolean | null;
  @ApiProperty(LEITURAS as never) leituras!: Record<string, number> | null;
}

export class HistoricoPosicoesDto {
  @Campo({ example: '4578123' }) terminal!: string;
  @Campo() veiculo_id!: number;
  @Campo({ example: 'ABC1D23' }) placa!: string;
  @Campo({ format: 'date-time' }) inicio!: string;
  @Campo({ format: 'date-time' }) fim!: string;
  @ApiProperty({ type: [PosicaoDto], description: 'Em ordem de data; no máximo 10.000' }) posicoes!: PosicaoDto[];
}

export class LeituraAtualDto {
  @Campo({ example: 8 }) periferico_id!: number;
  @Campo({ example: 'Desengate da carreta 1' }) descricao!: string;
  @Campo({ example: 0, enum: [0, 1] }) valor!: number;
  @Campo({ description: 'Periférico negativo em 1: violação' }) violacao!: boolean;
  @Campo({ format: 'date-time' }) data_posicao!: string;
}

export class UltimaPosicaoDto {
  @Campo() veiculo_id!: number;
  @Campo({ example: 'ABC1D23' }) placa!: string;
  @CampoNulo(String) terminal!: string | null;
  @CampoNulo(String, { format: 'date-time', description: 'Nulo: o veículo ainda não mandou posição' }) data_posicao!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_recebida!: string | null;
  @CampoNulo(Number) latitude!: number | null;
  @CampoNulo(Number) longitude!: number | null;
  @CampoNulo(Number, { description: 'km/h' }) velocidade!: number | null;
  @CampoNulo(Number) direcao!: number | null;
  @CampoNulo(Boolean) ignicao!: boolean | null;
  @ApiProperty({ type: [LeituraAtualDto], description: 'Última leitura de cada periférico' }) leituras!: LeituraAtualDto[];
}

export class LeiturasHistoricoDto {
  @Campo() veiculo_id!: number;
  @Campo({ format: 'date-time' }) inicio!: string;
  @Campo({ format: 'date-time' }) fim!: string;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', properties: { data_posicao: { type: 'string', format: 'date-time' }, leituras: { ...LEITURAS, nullable: false } as never } },
    description: 'Posições com leituras, em ordem de data',
  })
  leituras!: Array<{ data_posicao: string; leituras: Record<string, number> }>;
}

export class UltimoContatoDto {
  @Campo({ format: 'date-time', description: 'Hora informada pelo rastreador (ou a chegada, se ausente ou adiantada)' }) data_contato!: string;
  @Campo({ format: 'date-time', description: 'Chegada ao servidor' }) data_recebida!: string;
  @CampoNulo(Number, { description: 'Percentual' }) bateria!: number | null;
  @CampoNulo(Boolean) carregando!: boolean | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, example: { cell: ['724,05,1234,5678'], alarm: 'sos' }, description: 'O que mais o rastreador mandou (antenas, alarmes...)' })
  atributos!: Record<string, unknown> | null;
}

export class PosicaoFiltradaDto {
  @Campo({ format: 'date-time', description: 'Chegada ao servidor' }) data_recebida!: string;
  @CampoNulo(String, { format: 'date-time', description: 'Data da posição, se legível' }) data_posicao!: string | null;
  @CampoNulo(Number) latitude!: number | null;
  @CampoNulo(Number) longitude!: number | null;
  @Campo({ example: 'coordenada_invalida', enum: Object.keys(MOTIVOS_FILTRO) }) motivo!: string;
  @Campo({ example: MOTIVOS_FILTRO.coordenada_invalida }) descricao!: string;
}

export class RastreadorVeiculoDto {
  @Campo() veiculo_id!: number;
  @CampoNulo(String) terminal!: string | null;
  @ApiProperty({ type: UltimoContatoDto, nullable: true, description: 'Último batimento (pedido sem coordenadas): a posição do veículo não muda com ele; nulo se nunca houve' })
  ultimo_contato!: UltimoContatoDto | null;
  @ApiProperty({ type: [PosicaoFiltradaDto], description: 'Posições do rastreador filtradas (não viraram a posição do veículo), as 50 mais recentes' })
  posicoes_filtradas!: PosicaoFiltradaDto[];
}

/** The flags of the fake position (spec 02 §3) and, optionally, where (else the last position). */
export class PosicaoFalsaDto {
  @numeroOuTexto('-23,5505') @IsOptional() latitude?: number | string | null;
  @numeroOuTexto('-46,6333') @IsOptional() longitude?: number | string | null;
}
for (const f of FLAGS_POSICAO_FALSA) Booleano({ description: 'Ligado (true) ou desligado' })(PosicaoFalsaDto.prototype, f);

export class PosicaoFalsaBodyDto {
  @Texto({ example: 'ABC1D23', description: 'Placa do veículo (com ou sem hífen)' }) placa?: string | null;
  @Envelope(PosicaoFalsaDto) posicao_falsa!: PosicaoFalsaDto & Record<string, unknown>;
}
