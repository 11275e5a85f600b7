import { ApiProperty } from '@nestjs/swagger';
import { MAXIMO_PONTOS_TRILHA, ROTULOS_MARCA, TIPOS_ITEM_LINHA_DO_TEMPO } from '@gr/domain';
import { Campo, CampoNulo } from '../../masters/comum/dto.js';
import { PosicaoDoHistoricoDto, PosicaoMapaDto } from './mapas.dto.js';

/** The trip as the timeline's header shows it. */
export class SmDaLinhaDoTempoDto {
  @Campo({ description: 'Número da SM' }) id!: number;
  @CampoNulo(String) placa!: string | null;
  @Campo({ description: '1 AGENDADA, 2 EM_VIAGEM, 3 FINALIZADA, 4 CANCELADA' }) status!: number;
  @CampoNulo(String) cliente!: string | null;
  @CampoNulo(String) embarcador!: string | null;
  @CampoNulo(String) motorista!: string | null;
  @CampoNulo(String) rota!: string | null;
  @CampoNulo(String) origem!: string | null;
  @CampoNulo(String) destino!: string | null;
  @CampoNulo(String, { format: 'date-time' }) previsao_inicio!: string | null;
  @CampoNulo(String, { format: 'date-time' }) previsao_fim!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_inicio!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_fim!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_cancelamento!: string | null;
  @Campo({ description: 'Pontuação de risco acumulada' }) pontuacao_risco!: number;
}

/** One line of the timeline. */
export class ItemLinhaDoTempoDto {
  @Campo({ example: 'EVENTO-41', description: '`<tipo>-<id da linha>`: único na resposta' }) chave!: string;
  @Campo({ format: 'date-time' }) instante!: string;
  @Campo({ enum: [...TIPOS_ITEM_LINHA_DO_TEMPO], description: 'EVENTO: histórico da SM (ciclo de vida, situação, eventos do acompanhamento); OCORRENCIA; OBSERVACAO; COMANDO ao rastreador; MENSAGEM (SMS, WhatsApp, texto); LIBERACAO especial' })
  tipo!: string;
  @Campo({ example: 'DESVIO_ROTA', description: 'A ação do histórico (INICIAR, DESVIO_ROTA...), o código da ocorrência, o canal do comando' }) codigo!: string;
  @Campo({ example: 'Desvio de rota' }) titulo!: string;
  @Campo({ example: 'Desvio de rota: veículo a 5,12 km da rota.' }) descricao!: string;
  @CampoNulo(String, { description: 'Quem fez (SISTEMA: o acompanhamento)' }) usuario!: string | null;
  @CampoNulo(Number, { description: 'Onde, quando se sabe (graus decimais)' }) latitude!: number | null;
  @CampoNulo(Number) longitude!: number | null;
  @CampoNulo(String, { enum: Object.keys(ROTULOS_MARCA), description: 'Como o item aparece no mapa (eventos do acompanhamento com posição)' }) marca!: string | null;
}

export class TrilhaDaViagemDto {
  @Campo({ description: 'Posições válidas do veículo entre o início e o fim da viagem (ou agora)' }) total!: number;
  @Campo({ example: MAXIMO_PONTOS_TRILHA, description: 'Máximo de pontos enviados: acima dele a trilha é afinada por igual (a primeira e a última sempre vão)' }) maximo!: number;
  @ApiProperty({ type: [PosicaoDoHistoricoDto], description: 'Da mais antiga à mais nova' }) posicoes!: PosicaoDoHistoricoDto[];
}

export class LinhaDoTempoDto {
  @ApiProperty({ type: SmDaLinhaDoTempoDto }) sm!: SmDaLinhaDoTempoDto;
  @ApiProperty({ type: PosicaoMapaDto, description: 'O mapa da SM (o mesmo de posicao_mapa): a rota, as paradas e o traçado — nulo para o grupo 8' }) mapa!: PosicaoMapaDto;
  @CampoNulo(String, { format: 'date-time', description: 'Início do tempo da viagem; nulo: não começou (sem trilha)' }) inicio!: string | null;
  @CampoNulo(String, { format: 'date-time', description: 'Fim do tempo da viagem: o fim dela, ou agora' }) fim!: string | null;
  @ApiProperty({ type: TrilhaDaViagemDto }) trilha!: TrilhaDaViagemDto;
  @ApiProperty({ type: [ItemLinhaDoTempoDto], description: 'Do mais antigo ao mais novo' }) itens!: ItemLinhaDoTempoDto[];
}
