import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional } from 'class-validator';
import { TIPOS_CLIENTE, TIPOS_VINCULO } from '@gr/domain';
import { GridPageDto } from '../../../shared/http/grid.js';
import { Booleano, Campo, CampoNulo, Envelope, Id, IdObrigatorio, Texto, VersaoLida } from '../comum/dto.js';
import { IdadeVinculoDto } from '../comum/vinculo.dto.js';
import { IsInt4 } from '../../../shared/http/validation.js';

export class ClienteInputDto {
  @Texto({ example: 'TRANSPORTES MODELO LTDA', description: 'Obrigatória; gravada em maiúsculas' }) razao_social?: string | null;
  @Texto({ example: 'MODELO' }) nome_fantasia?: string | null;
  @Texto({ example: '11.222.333/0001-81', description: 'Gravado só com dígitos; "CNPJ inválido" se os dígitos verificadores não conferem' }) cnpj?: string | null;
  @Texto({ enum: TIPOS_CLIENTE }) tipo?: string | null;
  @Texto({ example: 'AVENIDA BRASIL' }) endereco?: string | null;
  @Texto({ example: '1500' }) numero?: string | null;
  @Texto() complemento?: string | null;
  @Texto({ example: 'CENTRO' }) bairro?: string | null;
  @Texto({ example: '13201-000', description: '99999-999 ou 99.999-999; gravado só com dígitos' }) cep?: string | null;
  @Texto({ example: 'JUNDIAÍ' }) cidade?: string | null;
  @Texto({ example: 'SP' }) uf?: string | null;
  @Id({ description: 'Cliente do tipo CORRETOR' }) corretor_id?: number | null;
  @Id({ description: 'Cliente do tipo SEGURADOR' }) segurador_id?: number | null;
  @ApiPropertyOptional({ type: [Number], description: 'Equipes de pronta resposta do cliente (substitui a lista; ausente mantém)' })
  @IsOptional()
  @IsInt4({ each: true, message: 'deve ser uma lista de números inteiros' })
  @IsArray({ message: 'deve ser uma lista' })
  pronta_resposta_ids?: number[];
  @Booleano({ description: 'Operação de reteste de checklist disponível' }) reteste?: boolean;
  @Booleano({ description: 'Operação de fila expressa disponível' }) expresso?: boolean;
  @Booleano() ativo?: boolean;
  @VersaoLida() updated_at?: string | null;
}
export class ClienteBodyDto {
  @Envelope(ClienteInputDto) cliente!: ClienteInputDto;
}

export class ClienteDto {
  @Campo() id!: number;
  @Campo() razao_social!: string;
  @CampoNulo(String) nome_fantasia!: string | null;
  @Campo({ example: '11222333000181' }) cnpj!: string;
  @Campo({ enum: TIPOS_CLIENTE }) tipo!: string;
  @CampoNulo(String) endereco!: string | null;
  @CampoNulo(String) numero!: string | null;
  @CampoNulo(String) complemento!: string | null;
  @CampoNulo(String) bairro!: string | null;
  @CampoNulo(String) cep!: string | null;
  @CampoNulo(String) cidade!: string | null;
  @CampoNulo(String) uf!: string | null;
  @CampoNulo(String, { description: 'Nome do estado' }) estado!: string | null;
  @CampoNulo(Number) corretor_id!: number | null;
  @CampoNulo(String, { description: 'Razão social da corretora' }) corretor!: string | null;
  @CampoNulo(Number) segurador_id!: number | null;
  @CampoNulo(String, { description: 'Razão social da seguradora' }) segurador!: string | null;
  @Campo() reteste!: boolean;
  @Campo() expresso!: boolean;
  @Campo() ativo!: boolean;
  @ApiPropertyOptional({ type: [Number], description: 'Equipes de pronta resposta (no detalhe, não no grid)' }) pronta_resposta_ids?: number[];
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @Campo({ format: 'date-time' }) updated_at!: string;
}
export class ClientesPageDto extends GridPageDto {
  @ApiProperty({ type: [ClienteDto] }) rows!: ClienteDto[];
}

export class ClienteBuscaDto {
  @Campo() id!: number;
  @Campo({ description: 'Nome de exibição (a razão social)' }) nome!: string;
  @CampoNulo(String) nome_fantasia!: string | null;
  @CampoNulo(String) cnpj!: string | null;
  @Campo({ enum: TIPOS_CLIENTE }) tipo!: string;
  @CampoNulo(String) cidade!: string | null;
  @CampoNulo(String) uf!: string | null;
}

export class ConsultaCnpjDto {
  @Campo({ description: 'Se o CNPJ foi encontrado na base consultada' }) encontrado!: boolean;
  @Campo({ example: '11222333000181' }) cnpj!: string;
  @Campo({ example: 'CADASTRO_LOCAL', description: 'Base que respondeu' }) fonte!: string;
  @ApiPropertyOptional({ description: 'Quando não encontrado' }) message?: string;
  @ApiPropertyOptional() razao_social?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) nome_fantasia?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) endereco?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) numero?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) complemento?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) bairro?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) cep?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) cidade?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) uf?: string | null;
}

// --- vehicle links --------------------------------------------------------------------------------

export class VincularVeiculoDto {
  @Texto({ enum: TIPOS_VINCULO, description: 'Vazio: "Tipo vínculo: não pode ser vazio"; CARRETA é sempre AUTONOMO' }) tipo?: string | null;
  @IdObrigatorio() veiculo_id!: number;
  @IdObrigatorio({ description: 'Para usuário de cliente, o próprio cliente' }) cliente_id!: number;
}
export class DesvincularVeiculoDto {
  @IdObrigatorio({ description: 'id do vínculo' }) id!: number;
}

export class VinculoVeiculoDto {
  @Campo({ description: 'id do vínculo' }) id!: number;
  @Campo() cliente_id!: number;
  @Campo() veiculo_id!: number;
  @Campo({ example: 'ABC1D23' }) placa!: string;
  @Campo({ enum: TIPOS_VINCULO }) tipo!: string;
  @Campo({ description: 'Tipo do veículo' }) tipo_veiculo!: string;
  @CampoNulo(String) tecnologia!: string | null;
  @Campo() ativo!: boolean;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @CampoNulo(String, { format: 'date-time' }) data_inativacao!: string | null;
  @Campo({ type: IdadeVinculoDto }) idade!: IdadeVinculoDto;
}
export class VinculosVeiculosPageDto extends GridPageDto {
  @ApiProperty({ type: [VinculoVeiculoDto] }) rows!: VinculoVeiculoDto[];
}
export class GetVinculoDto {
  @ApiPropertyOptional({ type: VinculoVeiculoDto, description: 'O vínculo ativo; ausente quando não há' }) vinculo?: VinculoVeiculoDto;
  @Campo({ example: 'Você deseja realmente inativar este vinculo?' }) confirmacao!: string;
}
export class VinculoCriadoDto {
  @Campo({ example: 'Vínculo atualizado com sucesso' }) message!: string;
  @Campo({ type: VinculoVeiculoDto }) vinculo!: VinculoVeiculoDto;
}

// --- driver links ---------------------------------------------------------------------------------

export class VincularMotoristaDto {
  @Id({ description: 'Para usuário de cliente, o próprio cliente' }) cliente_id?: number | null;
  @Id({ description: 'O motorista, ou pelo cpf; usuário de cliente vincula quem ainda não é seu só pelo cpf' }) funcionario_id?: number | null;
  @Texto({ description: 'CPF do motorista (só dígitos ou com máscara), no lugar de funcionario_id', example: '52998224725' }) cpf?: string | null;
  @Texto({ enum: TIPOS_VINCULO }) vinculo?: string | null;
  @Booleano({ description: 'true (padrão): cria o vínculo; false: altera o tipo do vínculo ativo' }) criar_vinculo?: boolean;
}
export class MotoristaVinculadoDto {
  @Campo({ example: 'Vínculo cadastrado com sucesso' }) message!: string;
  @Campo({ example: 12 }) funcionario_id!: number;
}
export class DesvincularMotoristaDto {
  @Id() cliente_id?: number | null;
  @IdObrigatorio() funcionario_id!: number;
}
export class VinculoMotoristaDto {
  @Campo({ description: 'id do vínculo' }) id!: number;
  @Campo() funcionario_id!: number;
  @Campo() nome!: string;
  @Campo() cpf!: string;
  @CampoNulo(String) fone1!: string | null;
  @Campo({ enum: TIPOS_VINCULO }) vinculo!: string;
  @Campo() ativo!: boolean;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @CampoNulo(String, { format: 'date-time' }) data_inativacao!: string | null;
}
export class VinculosMotoristasPageDto extends GridPageDto {
  @ApiProperty({ type: [VinculoMotoristaDto] }) rows!: VinculoMotoristaDto[];
}

// --- contact groups of a client -------------------------------------------------------------------

export class ClienteGrupoDto {
  @IdObrigatorio() cliente_id!: number;
  @IdObrigatorio() grupo_id!: number;
}
export class GrupoDoClienteDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @Campo({ description: 'Vinculado e ativo para este cliente' }) ativo!: boolean;
  @Campo({ description: 'Contatos no grupo' }) contatos!: number;
}
export class GruposDoClientePageDto extends GridPageDto {
  @ApiProperty({ type: [GrupoDoClienteDto] }) rows!: GrupoDoClienteDto[];
}
