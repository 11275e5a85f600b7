import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsObject, IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { GridPageDto } from '../../../shared/http/grid.js';
import { Booleano, Campo, CampoNulo, Envelope, Id, Inteiro, Texto, VersaoLida } from '../comum/dto.js';
import { Numero } from './pontos.dto.js';

const LISTA = { message: 'deve ser uma lista' };

/** An optional list of nested objects. */
const Lista = (classe: new () => object, description: string) => (alvo: object, campo: string | symbol) => {
  ApiPropertyOptional({ type: [classe], description, nullable: true })(alvo, campo);
  IsOptional()(alvo, campo);
  ValidateIf((_, v) => v !== null)(alvo, campo);
  IsArray(LISTA)(alvo, campo);
  ValidateNested({ each: true })(alvo, campo);
  Type(() => classe)(alvo, campo);
};

export class ParadaInputDto {
  @Id({ description: 'Ponto cadastrado (parada da lista: tipo de parada padrão 2 ENTREGA)' }) ponto_id?: number | null;
  @Numero({ exemplo: '-23.550520', description: 'Sem ponto_id: coordenada clicada no mapa (vira um ponto MANUAL; tipo padrão 3 PASSAGEM)' }) latitude?: number | string | null;
  @Numero({ exemplo: '-46.633308' }) longitude?: number | string | null;
  @Texto({ maxLength: 100, description: 'Nome do novo ponto; vazio: nome dado pelo geocodificador' }) descricao?: string | null;
  @Inteiro({ description: 'tipos_paradas (1..8)' }) tipo_parada_id?: number | null;
}

export class RotaInputDto {
  @Texto({ maxLength: 150, example: 'CAJAMAR x CURITIBA' }) descricao?: string | null;
  @Booleano({ description: 'ATIVA (true, padrão) ou DESATIVADA' }) ativa?: boolean;
  @Id({ description: 'Cliente da rota (vazio: de todos os clientes, só equipe); usuário de cliente: sempre o próprio' }) cliente_id?: number | null;
  @Id({ description: 'Obrigatório ("Adicione a origem antes das paradas")' }) ponto_origem_id?: number | null;
  @Id({ description: 'Obrigatório' }) ponto_destino_id?: number | null;
  @Lista(ParadaInputDto, 'Paradas em ordem (no máximo 25); numa alteração, ausente mantém as atuais') pontos_rotas?: ParadaInputDto[] | null;
  @Numero({ exemplo: '1,5', description: 'Corredor de desvio em km, de 0,1 a 20 (vazio/null: o padrão, 1 km); numa alteração, ausente mantém o atual' })
  corredor_km?: number | string | null;
  @VersaoLida() updated_at?: string | null;
}
export class RotaBodyDto {
  @Envelope(RotaInputDto) rota!: RotaInputDto;
}

export class TracarInputDto {
  @Lista(ParadaInputDto, 'Origem, paradas e destino, em ordem') paradas?: ParadaInputDto[] | null;
  @Id({ description: 'Cliente da rota (pontos de outro cliente são recusados)' }) cliente_id?: number | null;
}
export class TracarBodyDto {
  @Envelope(TracarInputDto) rota!: TracarInputDto;
}

export class LineStringDto {
  @Campo({ enum: ['LineString'] }) type!: 'LineString';
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'number' }, minItems: 2 }, description: '[longitude, latitude]' }) coordinates!: Array<[number, number]>;
}
export class TracadoDto {
  @Campo({ type: LineStringDto }) geojson!: LineStringDto;
  @Campo({ example: 412.3 }) distancia_km!: number;
  @Campo({ example: 24738 }) duracao_s!: number;
  @ApiProperty({ type: [Number], description: 'km de cada trecho entre paradas consecutivas' }) trechos_km!: number[];
}

export class PontoResumoDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @Campo() latitude!: number;
  @Campo() longitude!: number;
}
export class PontoRotaDto {
  @Campo() id!: number;
  @Campo() ordem!: number;
  @Campo() ponto_id!: number;
  @Campo() tipo_parada_id!: number;
  @Campo({ description: 'Descrição do ponto' }) descricao!: string;
  @Campo({ type: PontoResumoDto }) ponto!: PontoResumoDto;
}
/** The route's client (a class name of its own: Swagger names schemas by class, and users has a ClienteResumoDto). */
export class ClienteDaRotaDto {
  @Campo() id!: number;
  @Campo() razao_social!: string;
}

export class RotaDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @Campo() ativa!: boolean;
  @ApiProperty({ type: ClienteDaRotaDto, nullable: true }) cliente!: ClienteDaRotaDto | null;
  @CampoNulo(Number, { description: 'Vazio: rota de todos os clientes' }) cliente_id!: number | null;
  @CampoNulo(String) cliente_razao!: string | null;
  @Campo({ type: PontoResumoDto }) ponto_origem!: PontoResumoDto;
  @Campo({ type: PontoResumoDto }) ponto_destino!: PontoResumoDto;
  @Campo() ponto_origem_id!: number;
  @Campo() ponto_destino_id!: number;
  @ApiProperty({ type: [PontoRotaDto] }) pontos_rotas!: PontoRotaDto[];
  @CampoNulo(String, { description: 'Rota serializada (motor, distancia_km, duracao_s, trechos_km)' }) route!: string | null;
  @ApiProperty({ type: LineStringDto, nullable: true }) geojson!: LineStringDto | null;
  @Campo() geojson_disponivel!: boolean;
  @Campo({ enum: ['PRONTA', 'PROCESSANDO', 'ERRO'] }) processamento!: string;
  @CampoNulo(String) erro_processamento!: string | null;
  @CampoNulo(Number) distancia_km!: number | null;
  @CampoNulo(Number) duracao_s!: number | null;
  @CampoNulo(Number, { description: 'Corredor de desvio em km (null: o padrão, 1 km)' }) corredor_km!: number | null;
  @Campo({ description: 'Alguma viagem usa a rota' }) rota_utilizada!: boolean;
  @CampoNulo(String) username_add!: string | null;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @CampoNulo(String) username_update!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_alteracao!: string | null;
  @Campo({ format: 'date-time' }) updated_at!: string;
}
export class RotaSalvaDto {
  @Campo({ example: 'Rota salva com sucesso' }) message!: string;
  @Campo({ type: RotaDto }) rota!: RotaDto;
}

export class RotaLinhaDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @Campo() ativa!: boolean;
  @CampoNulo(Number) cliente_id!: number | null;
  @CampoNulo(String) cliente_razao!: string | null;
  @Campo() origem!: string;
  @Campo() destino!: string;
  @CampoNulo(Number) distancia_km!: number | null;
  @Campo({ description: 'Número de paradas' }) paradas!: number;
  @Campo() geojson_disponivel!: boolean;
  @Campo() rota_utilizada!: boolean;
  @CampoNulo(String) username_add!: string | null;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @CampoNulo(String) username_update!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_alteracao!: string | null;
}
export class RotasPageDto extends GridPageDto {
  @ApiProperty({ type: [RotaLinhaDto] }) rows!: RotaLinhaDto[];
}

export class AtualizaRotaDto {
  @Texto({ description: 'Rota serializada (opcional)' }) route?: string | null;
  @ApiPropertyOptional({ type: LineStringDto, nullable: true, description: 'LineString a gravar; ausente: a rota é retraçada em segundo plano (202)' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsObject({ message: 'deve ser um objeto' })
  geojson?: Record<string, unknown> | null;
}

export class PropriedadesRotaDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @CampoNulo(Number) distancia_km!: number | null;
}
export class RotaGeoJsonDto {
  @Campo({ enum: ['Feature'] }) type!: 'Feature';
  @Campo({ type: PropriedadesRotaDto }) properties!: PropriedadesRotaDto;
  @Campo({ type: LineStringDto }) geometry!: LineStringDto;
}
export class GeojsonDisponivelDto {
  @Campo() geojson_disponivel!: boolean;
  @Campo({ enum: ['PRONTA', 'PROCESSANDO', 'ERRO'] }) processamento!: string;
  @CampoNulo(String) erro_processamento!: string | null;
}
export class RotaUtilizadaDto {
  @Campo() rota_utilizada!: boolean;
  @Campo({ description: 'Viagens que usam a rota' }) viagens!: number;
}
export class RotaBuscaDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @CampoNulo(Number) cliente_id!: number | null;
  @CampoNulo(Number) distancia_km!: number | null;
}
export class TipoParadaDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
}
export class ErroRoteamentoDto {
  @Campo({ example: 'Erro no ponto POSTO X (ponto não foi encontrado para roteamento)' }) error!: string;
  @ApiPropertyOptional({ type: Number, description: 'Ponto da parada que falhou (quando já cadastrado)' }) ponto_id?: number;
  @ApiPropertyOptional({ type: Number, description: 'Posição na sequência origem, paradas, destino (0 = origem)' }) indice?: number;
}
