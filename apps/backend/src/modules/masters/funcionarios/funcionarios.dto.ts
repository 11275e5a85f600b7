import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsDefined, ValidateNested } from 'class-validator';
import { CATEGORIAS_CNH, TIPOS_FUNCIONARIO, TIPOS_VINCULO } from '@gr/domain';
import { GridPageDto } from '../../../shared/http/grid.js';
import { Aninhado, Campo, CampoNulo, Envelope, Id, Texto, VersaoLida } from '../comum/dto.js';
import { VinculoClienteDto } from '../comum/vinculo.dto.js';

export class FuncionarioInputDto {
  @Texto({ example: 'JOSÉ PEREIRA DA SILVA' }) nome?: string | null;
  @Texto({ example: '529.982.247-25', description: 'Gravado só com dígitos; "CPF inválido" se os dígitos verificadores não conferem' }) cpf?: string | null;
  @Texto() rg?: string | null;
  @Id() funcao_id?: number | null;
  @Texto({ enum: TIPOS_FUNCIONARIO, description: 'MOTORISTA (padrão) exige o registro da CNH' }) tipo?: string | null;
  @Texto({ example: '02650306461', description: 'Registro da CNH, 11 dígitos' }) registro_cnh?: string | null;
  @Texto({ enum: CATEGORIAS_CNH, description: 'Categoria da CNH' }) cnh?: string | null;
  @Texto({ example: '2028-05-31', description: 'aaaa-mm-dd ou dd/mm/aaaa' }) cnh_validade?: string | null;
  @Texto({ example: '(11) 98765-4321', description: 'Obrigatório, no mínimo 11 dígitos' }) fone1?: string | null;
  @Texto({ example: '(11) 3456-7890' }) fone2?: string | null;
  @Texto() fone3?: string | null;
  @Texto() endereco?: string | null;
  @Texto() numero?: string | null;
  @Texto() complemento?: string | null;
  @Texto() bairro?: string | null;
  @Texto({ example: '13201-000' }) cep?: string | null;
  @Texto() cidade?: string | null;
  @Texto({ example: 'SP' }) uf?: string | null;
  @VersaoLida() updated_at?: string | null;
}
export class VinculoFuncionarioInputDto {
  @Id({ description: 'Usuário de cliente: sempre o próprio' }) cliente_id?: number | null;
  @Texto({ enum: TIPOS_VINCULO, description: 'Obrigatório com cliente: "Tipo vínculo: não pode ser vazio"' }) vinculo?: string | null;
}
export class FuncionarioBodyDto {
  @Envelope(FuncionarioInputDto) funcionario!: FuncionarioInputDto;
  @Aninhado(VinculoFuncionarioInputDto, { description: 'Vínculo com o cliente (obrigatório para usuário de cliente ao cadastrar)' }) vinculo?: VinculoFuncionarioInputDto | null;
}

export class PerfilInputDto {
  @Id() cliente_id?: number | null;
  @Texto() protocolo?: string | null;
  @Texto({ example: '2027-06-30' }) validade_protocolo?: string | null;
}
export class PerfisBodyDto {
  @ApiProperty({ type: [PerfilInputDto] })
  @IsDefined({ message: 'não pode ficar em branco' }) @ValidateNested({ each: true }) @Type(() => PerfilInputDto) @IsArray({ message: 'deve ser uma lista' })
  perfis!: PerfilInputDto[];
}
export class PerfilDto {
  @Campo() cliente_id!: number;
  @Campo() cliente!: string;
  @CampoNulo(String) protocolo!: string | null;
  @CampoNulo(String) validade_protocolo!: string | null;
  @CampoNulo(Number, { description: 'Registro de consulta que gravou este perfil (null: digitado à mão)' }) registro_id!: number | null;
  @CampoNulo(String, { description: 'Chave do registro (URL de detalhes)' }) registro_hash!: string | null;
}

export class FuncionarioDto {
  @Campo() id!: number;
  @Campo() nome!: string;
  @Campo() cpf!: string;
  @CampoNulo(String) rg!: string | null;
  @CampoNulo(Number) funcao_id!: number | null;
  @CampoNulo(String) funcao_descricao!: string | null;
  @Campo({ enum: TIPOS_FUNCIONARIO }) tipo!: string;
  @CampoNulo(String) registro_cnh!: string | null;
  @CampoNulo(String) cnh!: string | null;
  @CampoNulo(String, { example: '2028-05-31' }) cnh_validade!: string | null;
  @CampoNulo(String) fone1!: string | null;
  @CampoNulo(String) fone2!: string | null;
  @CampoNulo(String) fone3!: string | null;
  @CampoNulo(String) endereco!: string | null;
  @CampoNulo(String) numero!: string | null;
  @CampoNulo(String) complemento!: string | null;
  @CampoNulo(String) bairro!: string | null;
  @CampoNulo(String) cep!: string | null;
  @CampoNulo(String) cidade!: string | null;
  @CampoNulo(String) uf!: string | null;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @Campo({ format: 'date-time' }) updated_at!: string;
}
export class FuncionarioDetalheDto extends FuncionarioDto {
  @CampoNulo(String, { description: 'Nome do estado' }) estado!: string | null;
  @ApiProperty({ type: [VinculoClienteDto], description: 'Vínculos ativos visíveis ao usuário' }) vinculos!: VinculoClienteDto[];
  @CampoNulo(Number) cliente_id!: number | null;
  @CampoNulo(String, { enum: TIPOS_VINCULO, description: 'Tipo do vínculo com o cliente pedido (ou o primeiro)' }) vinculo!: string | null;
  @ApiProperty({ type: [PerfilDto] }) perfis!: PerfilDto[];
}
export class FuncionarioLinhaDto extends FuncionarioDto {
  @CampoNulo(String, { description: 'Clientes vinculados (ativos)' }) cliente!: string | null;
  @CampoNulo(String, { description: 'Tipos de vínculo (ativos)' }) vinculo!: string | null;
}
export class FuncionariosPageDto extends GridPageDto {
  @ApiProperty({ type: [FuncionarioLinhaDto] }) rows!: FuncionarioLinhaDto[];
}

export class FuncionarioBuscaDto {
  @Campo() id!: number;
  @Campo() nome!: string;
  @Campo() cpf!: string;
  @CampoNulo(String) fone1!: string | null;
  @CampoNulo(String) fone2!: string | null;
  @CampoNulo(String) fone3!: string | null;
  @Campo({ enum: TIPOS_FUNCIONARIO }) tipo!: string;
}

class FuncionarioResumoDto {
  @Campo() id!: number;
  @Campo() nome!: string;
}
class VinculoResumoDto {
  @Campo() id!: number;
  @Campo({ enum: TIPOS_VINCULO }) tipo!: string;
}
export class ConsultaCpfDto {
  @Campo({ enum: ['DISPONIVEL', 'CADASTRADO', 'VINCULADO'], description: 'CADASTRADO: a tela oferece criar o vínculo' }) status!: string;
  @Campo({ example: 'CPF DISPONÍVEL PARA CADASTRO' }) message!: string;
  @ApiPropertyOptional({ type: FuncionarioResumoDto, description: 'Ausente quando o CPF está livre' }) funcionario?: FuncionarioResumoDto;
  @ApiPropertyOptional({ type: VinculoResumoDto, description: 'Presente quando já vinculado ao cliente' }) vinculo?: VinculoResumoDto;
}
