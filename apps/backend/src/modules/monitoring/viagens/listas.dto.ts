import { ApiProperty, OmitType } from '@nestjs/swagger';
import { STATUS_CONTROLE, VINCULOS_VIAGEM } from '@gr/domain';
import { Campo, CampoNulo } from '../../masters/comum/dto.js';
import { GridPageDto } from '../../../shared/http/grid.js';

const DATA = { format: 'date-time' } as const;
const FROTA = 'Número de frota: nenhum cadastro o guarda (nem o veículo, spec 03, nem o vínculo): sempre nulo';
const DO_RASTREADOR = (o: string) => ({ description: `${o}, da última posição aplicada à viagem; nulo até a primeira (ou sem rota traçada)` }) as const;

/** The trip grid row (spec 02 §3 "Trip grid row"). */
export class ViagemLinhaDto {
  @Campo() id!: number;
  @Campo({ description: '1 AGENDADA, 2 EM_VIAGEM, 3 FINALIZADA, 4 CANCELADA' }) status!: number;
  @CampoNulo(String) placa!: string | null;
  @CampoNulo(String) placa_carreta1!: string | null;
  @CampoNulo(String) terminal_numero!: string | null;
  @CampoNulo(String) tecnologia!: string | null;
  @CampoNulo(String, { description: FROTA }) numero_frota!: string | null;
  @CampoNulo(String) numero_spy!: string | null;
  @CampoNulo(String) tecnologia_spy!: string | null;
  @CampoNulo(String, { description: 'Tipo do veículo (CAVALO, TRUCK...)' }) tipo!: string | null;
  @CampoNulo(String, { ...DATA, description: 'Data da última SM do veículo' }) data_ultima_sm!: string | null;
  @Campo() vinculado_tecnologia!: boolean;
  @CampoNulo(String, { enum: [...VINCULOS_VIAGEM] }) vinculo!: string | null;
  @CampoNulo(Number) tipo_viagem_id!: number | null;
  @Campo() valor_embarque!: number;
  @CampoNulo(String, { description: 'Transportadora (nome fantasia do cliente)' }) nome_fantasia!: string | null;
  @CampoNulo(String) rota!: string | null;
  @CampoNulo(Number) rota_id!: number | null;
  @CampoNulo(String) motorista!: string | null;
  @CampoNulo(String) motorista_cpf!: string | null;
  @CampoNulo(String) fone1!: string | null;
  @CampoNulo(String, { description: 'Ponto de origem da rota' }) origem!: string | null;
  @CampoNulo(String, { description: 'Ponto de destino da rota' }) destino!: string | null;
  @CampoNulo(String, DATA) previsao_inicio!: string | null;
  @CampoNulo(String, DATA) previsao_fim!: string | null;
  @CampoNulo(String) observacao!: string | null;
  @Campo() cliente_id!: number;
  @CampoNulo(Number) pgr_cliente_id!: number | null;
  @CampoNulo(String, { ...DATA, description: 'Quando a central recebeu a última posição' }) data_posicao!: string | null;
  @CampoNulo(String, { ...DATA, description: 'Data do computador de bordo (relógio do rastreador) da última posição' }) data_tecnologia!: string | null;
  @CampoNulo(Boolean) ignicao!: boolean | null;
  @CampoNulo(String, { description: 'Ponto cadastrado mais próximo (até 5 km) da última posição' }) ponto_referencia!: string | null;
  @CampoNulo(Number) latitude!: number | null;
  @CampoNulo(Number) longitude!: number | null;
  @CampoNulo(Number, DO_RASTREADOR('Km percorridos ao longo da rota')) distancia_percorrida!: number | null;
  @CampoNulo(Number, { description: 'Km da última posição à origem da rota (selo da agendada: acima de 15 km)' }) distancia_origem_km!: number | null;
  @CampoNulo(String) situacao_viagem!: string | null;
  @CampoNulo(Number) situacao_viagem_id!: number | null;
  @CampoNulo(Number, DO_RASTREADOR('Percentual da rota percorrido (0–100)')) percentual!: number | null;
  @CampoNulo(Number, DO_RASTREADOR('Horas até a chegada, pelo ritmo recente ao longo da rota')) previsao_de_chegada!: number | null;
  @CampoNulo(Number, DO_RASTREADOR('Km que deveriam estar percorridos pelo tempo planejado')) distancia_percorrida_estimada!: number | null;
  @Campo() total_ocorrencias!: number;
  @Campo() pontuacao_risco!: number;
  @CampoNulo(String) username_add!: string | null;
  @Campo(DATA) data_cadastro!: string;
  @CampoNulo(String) username_add_status!: string | null;
  @CampoNulo(String, DATA) data_status!: string | null;
  @CampoNulo(String, { description: 'Código da viagem' }) trafegus_id!: string | null;
  @Campo(DATA) updated_at!: string;
}

/** Finished trip (spec 02 §3): the row plus start, end and who accepted it. */
export class ViagemFinalizadaDto extends ViagemLinhaDto {
  @CampoNulo(String, DATA) data_inicio!: string | null;
  @CampoNulo(String, DATA) data_fim!: string | null;
  @CampoNulo(String) username_aceitou!: string | null;
}

/** Cancelled trip (spec 02 §3): username_add_status and data_status are who cancelled and when. */
export class ViagemCanceladaDto extends ViagemLinhaDto {
  @CampoNulo(String) motivos!: string | null;
}

export class ViagensPageDto extends GridPageDto {
  @ApiProperty({ type: [ViagemLinhaDto] }) rows!: ViagemLinhaDto[];
}
export class ViagensFinalizadasPageDto extends GridPageDto {
  @ApiProperty({ type: [ViagemFinalizadaDto] }) rows!: ViagemFinalizadaDto[];
}
/** The shipper's finished trip: without the client's PGR (spec 02 §3). */
export class EmbarcadorFinalizadaDto extends OmitType(ViagemFinalizadaDto, ['pgr_cliente_id'] as const) {}
export class EmbarcadorFinalizadasPageDto extends GridPageDto {
  @ApiProperty({ type: [EmbarcadorFinalizadaDto] }) rows!: EmbarcadorFinalizadaDto[];
}
export class ViagensCanceladasPageDto extends GridPageDto {
  @ApiProperty({ type: [ViagemCanceladaDto] }) rows!: ViagemCanceladaDto[];
}

/** Control list row (spec 02 §3). */
export class ControleLinhaDto {
  @Campo({ description: 'Código do veículo' }) id!: number;
  @Campo() placa!: string;
  @CampoNulo(String) tipo!: string | null;
  @Campo({ enum: [...STATUS_CONTROLE] }) status!: string;
  @CampoNulo(String, DATA) data_ultima_sm!: string | null;
  @CampoNulo(String) terminal!: string | null;
  @CampoNulo(String) tecnologia!: string | null;
  @CampoNulo(String) vinculo!: string | null;
  @CampoNulo(Boolean) ignicao!: boolean | null;
  @CampoNulo(String) ponto_referencia!: string | null;
  @CampoNulo(String, DATA) data_posicao!: string | null;
  @CampoNulo(String, DATA) data_tecnologia!: string | null;
  @Campo(DATA) data_cadastro!: string;
}
export class ControlePageDto extends GridPageDto {
  @ApiProperty({ type: [ControleLinhaDto] }) rows!: ControleLinhaDto[];
}

/** Simplified trip request (spec 02 §3). */
export class SmSimplificadaDto {
  @Campo() id!: number;
  @CampoNulo(String, { description: FROTA }) numero_frota!: string | null;
  @CampoNulo(String) placa!: string | null;
  @CampoNulo(String) nome_fantasia!: string | null;
  @CampoNulo(String) rota!: string | null;
  @CampoNulo(String) motorista!: string | null;
  @CampoNulo(String) fone1!: string | null;
  @CampoNulo(String, DATA) previsao_inicio!: string | null;
  @CampoNulo(String, DATA) previsao_fim!: string | null;
  @CampoNulo(Boolean, { description: 'Bloqueio do veículo na última leitura do rastreador (periférico 7); nulo sem leitura' }) bloqueio!: boolean | null;
  @CampoNulo(String, { description: 'A última observação da SM; nulo sem observação' }) atualizacao!: string | null;
  @CampoNulo(String, { description: 'Quem incluiu a última observação' }) username_add_atualizacao!: string | null;
  @CampoNulo(String, { ...DATA, description: 'Quando a última observação foi incluída' }) data_atualizacao!: string | null;
  @CampoNulo(String) username_add!: string | null;
  @Campo(DATA) data_cadastro!: string;
  @CampoNulo(String, DATA) data_fim!: string | null;
  @Campo() status!: number;
}
export class SmSimplificadasPageDto extends GridPageDto {
  @ApiProperty({ type: [SmSimplificadaDto] }) rows!: SmSimplificadaDto[];
}

/** An occurrence of the shipper's trips. */
export class OcorrenciaEmbarcadorDto {
  @Campo() id!: number;
  @CampoNulo(Number, { description: 'SM (nula na ocorrência avulsa)' }) solicitacao_monitoramento_id!: number | null;
  @Campo() ocorrencia_id!: number;
  @Campo() codigo!: number;
  @Campo() descricao!: string;
  @Campo({ description: '1 baixo, 2 médio, 3 alto' }) grau_risco!: number;
  @CampoNulo(String) placa!: string | null;
  @CampoNulo(String) observacao!: string | null;
  @Campo() username_add!: string;
  @Campo(DATA) data_cadastro!: string;
}
export class OcorrenciasEmbarcadorPageDto extends GridPageDto {
  @ApiProperty({ type: [OcorrenciaEmbarcadorDto] }) rows!: OcorrenciaEmbarcadorDto[];
}
