import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CORES_VEICULO, TIPOS_VEICULO, TIPOS_VINCULO } from '@gr/domain';
import { GridPageDto } from '../../../shared/http/grid.js';
import { Aninhado, Campo, CampoNulo, Envelope, Id, IdObrigatorio, Inteiro, Texto, VersaoLida } from '../comum/dto.js';
import { VinculoClienteDto } from '../comum/vinculo.dto.js';

export class VinculoTipoInputDto {
  @Texto({ enum: TIPOS_VINCULO, description: 'Obrigatório com cliente: "Tipo vínculo: não pode ser vazio"; CARRETA é sempre AUTONOMO' }) tipo?: string | null;
}

export class VeiculoInputDto {
  @Texto({ example: 'ABC1D23', description: 'Antiga (ABC-1234) ou Mercosul (ABC1D23); gravada em maiúsculas, sem hífen' }) placa?: string | null;
  @Texto({ enum: TIPOS_VEICULO }) tipo?: string | null;
  @Inteiro({ example: 2022 }) ano_fabricacao?: number | null;
  @Inteiro({ example: 2023 }) ano_modelo?: number | null;
  @Texto({ enum: CORES_VEICULO }) cor?: string | null;
  @Texto({ example: '00639861383', description: 'RENAVAM: 11 dígitos com dígito verificador' }) renavan?: string | null;
  @Id() fabricante_id?: number | null;
  @Id() modelo_id?: number | null;
  @Id() tecnologia_id?: number | null;
  @Texto({ example: '1234567', description: 'Número do terminal (rastreador)' }) numero?: string | null;
  @Id({ description: 'Cliente a vincular ao salvar; usuário de cliente: sempre o próprio' }) cliente_id?: number | null;
  @Aninhado(VinculoTipoInputDto) vinculo?: VinculoTipoInputDto | null;
  @VersaoLida() updated_at?: string | null;
}
export class VeiculoBodyDto {
  @Envelope(VeiculoInputDto) veiculo!: VeiculoInputDto;
}

export class VeiculoDto {
  @Campo() id!: number;
  @Campo({ example: 'ABC1D23' }) placa!: string;
  @Campo({ enum: TIPOS_VEICULO }) tipo!: string;
  @CampoNulo(Number) ano_fabricacao!: number | null;
  @CampoNulo(Number) ano_modelo!: number | null;
  @CampoNulo(String, { enum: CORES_VEICULO }) cor!: string | null;
  @CampoNulo(String) renavan!: string | null;
  @CampoNulo(Number) fabricante_id!: number | null;
  @CampoNulo(String) fabricante_descricao!: string | null;
  @CampoNulo(Number) modelo_id!: number | null;
  @CampoNulo(String) modelo_descricao!: string | null;
  @CampoNulo(Number) tecnologia_id!: number | null;
  @CampoNulo(String) tecnologia_descricao!: string | null;
  @CampoNulo(String, { description: 'Número do terminal' }) numero!: string | null;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @Campo({ format: 'date-time' }) updated_at!: string;
}
export class VeiculoDetalheDto extends VeiculoDto {
  @ApiProperty({ type: [VinculoClienteDto], description: 'Vínculos ativos (de um usuário de cliente: só os do seu cliente)' }) clientes_veiculos!: VinculoClienteDto[];
  @ApiPropertyOptional({ type: VinculoClienteDto, description: 'O vínculo com o cliente pedido (ou o primeiro); ausente quando não há' }) vinculo?: VinculoClienteDto;
  @CampoNulo(String, { description: 'Cliente do vínculo' }) cliente!: string | null;
}
export class VeiculoLinhaDto extends VeiculoDto {
  @CampoNulo(String, { description: 'Clientes vinculados (ativos)' }) cliente!: string | null;
  @CampoNulo(String, { description: 'Tipos de vínculo (ativos)' }) vinculo!: string | null;
}
export class VeiculosPageDto extends GridPageDto {
  @ApiProperty({ type: [VeiculoLinhaDto] }) rows!: VeiculoLinhaDto[];
}

export class VeiculoBuscaDto {
  @Campo() id!: number;
  @Campo() placa!: string;
  @Campo({ enum: TIPOS_VEICULO }) tipo!: string;
  @CampoNulo(Number) tecnologia_id!: number | null;
  @CampoNulo(String) tecnologia!: string | null;
  @CampoNulo(String) numero!: string | null;
}

export class VerificaPlacaDto {
  @Campo({ example: 'placa disponivel', description: '"placa já cadastrada" ou "placa disponivel"' }) message!: string;
  @Campo() disponivel!: boolean;
  @CampoNulo(Number, { description: 'Veículo já cadastrado com a placa' }) veiculo_id!: number | null;
  @Campo({ description: 'Já vinculado (ativo) ao cliente informado' }) vinculado!: boolean;
}

export class AdicionarCarretaDto {
  @IdObrigatorio({ description: 'Veículo do tipo CAVALO' }) cavalo_id!: number;
  @IdObrigatorio({ description: 'Veículo do tipo CARRETA' }) carreta_id!: number;
}
export class CarretaDto {
  @Campo({ description: 'id do engate cavalo-carreta' }) id!: number;
  @Campo() cavalo_id!: number;
  @Campo() carreta_id!: number;
  @Campo() placa!: string;
  @CampoNulo(String) tecnologia!: string | null;
  @CampoNulo(String) numero!: string | null;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
}
export class CarretaAdicionadaDto {
  @Campo({ example: 'Carreta adicionada com sucesso' }) message!: string;
  @Campo({ type: CarretaDto }) carreta!: CarretaDto;
}
