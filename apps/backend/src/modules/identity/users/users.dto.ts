import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsDefined, IsEmail, IsObject, IsOptional, IsString, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { GridPageDto } from '../../../shared/http/grid.js';
import { IsInt4 } from '../../../shared/http/validation.js';

const TEXTO = { message: 'deve ser um texto' };
const BOOL = { message: 'deve ser verdadeiro ou falso' };
const INT = { message: 'deve ser um número inteiro' };

export class UserInputDto {
  @ApiPropertyOptional({ example: 'JOAO.SILVA', description: 'Gravado em maiúsculas' })
  @IsOptional() @MaxLength(40, { message: 'deve ter no máximo 40 caracteres' }) @IsString(TEXTO)
  username?: string;

  @ApiPropertyOptional({ type: String, example: 'joao.silva@transportadora.com.br', nullable: true })
  @IsOptional() @ValidateIf((_, v) => v !== null && v !== '') @MaxLength(150, { message: 'deve ter no máximo 150 caracteres' }) @IsEmail({}, { message: 'não é um e-mail válido' })
  email?: string | null;

  @ApiPropertyOptional({ example: 6, description: 'Grupo do usuário (grupo_usuario_id)' })
  @IsOptional() @IsInt4(INT) @Min(1, INT)
  grupo?: number;

  @ApiPropertyOptional({ type: Number, example: 1, nullable: true })
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsInt4(INT) @Min(1, INT)
  cliente_id?: number | null;

  @ApiPropertyOptional({ type: String, example: 'segredo123', writeOnly: true, nullable: true })
  @IsOptional() @ValidateIf((_, v) => v !== null && v !== '') @IsString(TEXTO)
  password?: string | null;

  @ApiPropertyOptional({ type: String, example: 'segredo123', writeOnly: true, nullable: true })
  @IsOptional() @ValidateIf((_, v) => v !== null && v !== '') @IsString(TEXTO)
  password_confirmation?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(BOOL) ativo?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(BOOL) alterar_password?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(BOOL) administrativo?: boolean;
  @ApiPropertyOptional({ description: 'Pode autorizar liberações com usuário e senha' }) @IsOptional() @IsBoolean(BOOL) liberativo?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString(TEXTO)
  assinatura_email?: string | null;

  @ApiPropertyOptional({ type: [Number], description: 'Clientes gerenciados (grupos 11, 16, 17)' })
  @IsOptional() @IsArray({ message: 'deve ser uma lista' }) @IsInt4({ each: true, message: 'deve conter ids de clientes' })
  clientes_gerenciados?: number[];

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'updated_at lido pelo editor; diferente do atual → 409' })
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString(TEXTO)
  updated_at?: string | null;
}

export class UserBodyDto {
  @ApiProperty({ type: UserInputDto })
  @IsDefined({ message: 'não pode ficar em branco' }) @IsObject({ message: 'deve ser um objeto' })
  @ValidateNested() @Type(() => UserInputDto)
  user!: UserInputDto;
}

export class ClienteResumoDto {
  @ApiProperty() id!: number;
  @ApiProperty() nome!: string;
}

export class UsuarioDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty() grupo_usuario_id!: number;
  @ApiProperty({ example: 'OPERADOR' }) grupo_usuario!: string;
  @ApiProperty({ nullable: true, type: Number }) cliente_id!: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'Nome do cliente' }) cliente!: string | null;
  @ApiProperty() ativo!: boolean;
  @ApiProperty() alterar_password!: boolean;
  @ApiProperty() administrativo!: boolean;
  @ApiProperty({ format: 'date-time' }) data_cadastro!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class UsuarioDetalheDto extends UsuarioDto {
  @ApiProperty() liberativo!: boolean;
  @ApiProperty({ nullable: true, type: String }) assinatura_email!: string | null;
  @ApiProperty({ type: [ClienteResumoDto] }) clientes_gerenciados!: ClienteResumoDto[];
}

export class UsuariosPageDto extends GridPageDto {
  @ApiProperty({ type: [UsuarioDto] }) rows!: UsuarioDto[];
}

export class UsuarioLogadoDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty() grupo_usuario_id!: number;
  @ApiProperty() grupo_usuario!: string;
  @ApiProperty({ nullable: true, type: Number }) cliente_id!: number | null;
  @ApiProperty({ nullable: true, type: String }) cliente!: string | null;
  @ApiProperty({ type: [Number] }) clientes_gerenciados!: number[];
  @ApiProperty() alterar_password!: boolean;
  @ApiProperty({ type: 'object', additionalProperties: true }) layouts!: Record<string, unknown>;
  @ApiProperty({
    description: 'Controlador → funções permitidas',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { usuarios: ['index', 'show'] },
  })
  acessos!: Record<string, string[]>;
}

export class UsuarioBasicoDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty() grupo_usuario_id!: number;
  @ApiProperty({ nullable: true, type: Number }) cliente_id!: number | null;
}

export class SenhaInputDto {
  @ApiPropertyOptional({ writeOnly: true, description: 'Obrigatória ao trocar a própria senha' }) @IsOptional() @IsString(TEXTO) password_atual?: string;
  @ApiPropertyOptional({ writeOnly: true }) @IsOptional() @IsString(TEXTO) password?: string;
  @ApiPropertyOptional({ writeOnly: true }) @IsOptional() @IsString(TEXTO) password_confirmation?: string;
}
export class SenhaBodyDto {
  @ApiProperty({ type: SenhaInputDto })
  @IsDefined({ message: 'não pode ficar em branco' }) @IsObject({ message: 'deve ser um objeto' }) @ValidateNested() @Type(() => SenhaInputDto)
  user!: SenhaInputDto;
}

export class RecuperarSenhaDto {
  @ApiProperty({ example: 'operador@demo.gr.com.br' })
  @IsDefined({ message: 'não pode ficar em branco' }) @MaxLength(150, { message: 'deve ter no máximo 150 caracteres' }) @IsString(TEXTO)
  email!: string;
}

export class NovaSenhaDto {
  @ApiProperty() @IsDefined({ message: 'não pode ficar em branco' }) @IsString(TEXTO) token!: string;
  @ApiProperty({ writeOnly: true }) @IsOptional() @IsString(TEXTO) password?: string;
  @ApiProperty({ writeOnly: true }) @IsOptional() @IsString(TEXTO) password_confirmation?: string;
}

export class LayoutsBodyDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Layouts por grid: colunas (ordem, visibilidade, largura) e linhas' })
  @IsDefined({ message: 'não pode ficar em branco' }) @IsObject({ message: 'deve ser um objeto' })
  layouts!: Record<string, unknown>;
}
export class LayoutsDto {
  @ApiProperty({ type: 'object', additionalProperties: true }) layouts!: Record<string, unknown>;
}
