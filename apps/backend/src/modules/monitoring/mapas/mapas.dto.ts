import { ApiProperty } from '@nestjs/swagger';
import { MAPA_VIAGEM } from '@gr/domain';
import { Campo, CampoNulo } from '../../masters/comum/dto.js';
import { LineStringDto } from '../../masters/rotas/rotas.dto.js';

const GRAUS = { description: 'Graus decimais (WGS84)' };
const KM = 'Quilômetros (a tela mostra KM acima de 1, senão metros)';

/** Where the vehicle was: the last position of the trip's vehicle (spec 02 §3 "posicao"). */
export class PosicaoDoMapaDto {
  @Campo({ example: -23.5505, ...GRAUS }) latitude!: number;
  @Campo({ example: -46.6333, ...GRAUS }) longitude!: number;
  @Campo({ format: 'date-time', description: 'Hora da posição informada pelo rastreador' }) data_posicao!: string;
  @CampoNulo(Number, { description: 'km/h' }) velocidade!: number | null;
  @CampoNulo(Number, { description: 'Graus (0 = norte)' }) direcao!: number | null;
  @CampoNulo(Boolean) ignicao!: boolean | null;
}

/** The route's origin or destination: a registered point. */
export class PontoDoMapaDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @Campo(GRAUS) latitude!: number;
  @Campo(GRAUS) longitude!: number;
  @Campo({ description: 'Raio do ponto, em km' }) raio_ponto!: number;
}

/** A planned stop of the route, in order. */
export class ParadaDoMapaDto extends PontoDoMapaDto {
  @Campo({ description: 'Ordem na rota (1, 2...)' }) ordem!: number;
  @Campo() tipo_parada_id!: number;
  @Campo({ example: 'ENTREGA' }) tipo_parada!: string;
}

export class PosicaoMapaDto {
  @Campo({ description: 'A SM' }) id!: number;
  @CampoNulo(String) placa!: string | null;
  @Campo({ description: '1 AGENDADA, 2 EM_VIAGEM, 3 FINALIZADA, 4 CANCELADA' }) status!: number;
  @CampoNulo(Number) veiculo_id!: number | null;
  @CampoNulo(String, { description: 'Número do terminal do rastreador (o da SM, senão o do veículo)' }) terminal_id!: string | null;
  @CampoNulo(Number) rota_id!: number | null;
  @CampoNulo(String, { description: 'Descrição da rota' }) rota!: string | null;
  @CampoNulo(String, { description: 'Razão social do cliente da SM' }) cliente!: string | null;
  @CampoNulo(Number, { description: 'Extensão da rota, em km; nula sem rota e sempre para o grupo 8' }) distancia_km!: number | null;
  @CampoNulo(Number, { description: 'Corredor de desvio da rota, em km (nulo: o padrão, 1 km); nulo sempre para o grupo 8' }) corredor_km!: number | null;
  @ApiProperty({
    type: PosicaoDoMapaDto,
    nullable: true,
    description: 'Agendada ou em viagem: a última posição do veículo; finalizada ou cancelada: a última dentro da viagem; sem posição: nulo',
  })
  posicao!: PosicaoDoMapaDto | null;
  @ApiProperty({ type: PontoDoMapaDto, nullable: true }) origem!: PontoDoMapaDto | null;
  @ApiProperty({ type: PontoDoMapaDto, nullable: true }) destino!: PontoDoMapaDto | null;
  @ApiProperty({ type: [ParadaDoMapaDto], description: 'Paradas previstas da rota, em ordem' }) pontos!: ParadaDoMapaDto[];
  @Campo({ description: 'O usuário vê a rota, os pontos próximos e os desvios (falso para o grupo 8)' }) mapa_completo!: boolean;
  @ApiProperty({ type: LineStringDto, nullable: true, description: 'Traçado da rota ([longitude, latitude]); nulo sem traçado e sempre para o grupo 8' })
  geojson!: LineStringDto | null;
  @Campo({ example: MAPA_VIAGEM.zoom, description: 'Zoom do mapa de posição' }) zoom!: number;
}

export class PontoProximoDto extends PontoDoMapaDto {
  @Campo({ enum: ['MANUAL', 'CONTROLE'] }) tipo!: string;
  @CampoNulo(Number, { description: 'Vazio: ponto de todos os clientes' }) cliente_id!: number | null;
  @Campo({ example: 1.234, description: `Distância da posição do veículo. ${KM}` }) distancia!: number;
}

export class PontosProximosDto {
  @Campo({ example: MAPA_VIAGEM.raioPontosProximosKm, description: 'Raio da busca, em km' }) raio_km!: number;
  @ApiProperty({ type: PosicaoDoMapaDto, nullable: true, description: 'A posição de onde se mede (a do mapa); sem posição, nenhum ponto' })
  posicao!: PosicaoDoMapaDto | null;
  @ApiProperty({ type: [PontoProximoDto], description: 'Pontos do cliente da SM e de todos os clientes, do mais perto ao mais longe' })
  pontos!: PontoProximoDto[];
}

/** A deviation from the route (spec 02 §3 "route deviation"). */
export class DesvioRotaDto {
  @Campo() id!: number;
  @Campo({ format: 'date-time', description: 'Desde quando o veículo estava fora do corredor da rota' }) inicio!: string;
  @CampoNulo(String, { format: 'date-time', description: 'Volta à rota; nulo: ainda em desvio' }) fim!: string | null;
  @Campo({ description: 'Onde o veículo estava' }) latitude_atual!: number;
  @Campo() longitude_atual!: number;
  @Campo({ description: 'O ponto da rota mais perto dele' }) latitude_rota!: number;
  @Campo() longitude_rota!: number;
  @Campo({ example: 3.42, description: `Distância entre os dois. ${KM}` }) distancia!: number;
}

/** A fix of the trip's history. */
export class PosicaoDoHistoricoDto {
  @Campo({ format: 'date-time' }) data_posicao!: string;
  @Campo(GRAUS) latitude!: number;
  @Campo(GRAUS) longitude!: number;
  @CampoNulo(Number, { description: 'km/h' }) velocidade!: number | null;
  @CampoNulo(Number) direcao!: number | null;
  @CampoNulo(Boolean) ignicao!: boolean | null;
}

export class HistoricoDaViagemDto {
  @Campo({ enum: [1, 2, 4, 6, 24], description: 'A janela pedida, em horas' }) horas!: number;
  @CampoNulo(String, { format: 'date-time', description: 'Começo da janela (nunca antes do início da viagem); nulo: a viagem não começou' }) inicio!: string | null;
  @CampoNulo(String, { format: 'date-time', description: 'Fim da janela: agora, ou o fim da viagem' }) fim!: string | null;
  @ApiProperty({ type: [PosicaoDoHistoricoDto], description: 'Posições válidas do veículo na janela, da mais antiga à mais nova' })
  posicoes!: PosicaoDoHistoricoDto[];
}
