import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class SessionInputDto {
  @ApiProperty({ example: 'OPERADOR' })
  @IsOptional() @MaxLength(60, { message: 'deve ter no máximo 60 caracteres' }) @IsString({ message: 'deve ser um texto' })
  username?: string;

  @ApiProperty({ example: 'demo1234', writeOnly: true })
  @IsOptional() @MaxLength(128, { message: 'deve ter no máximo 128 caracteres' }) @IsString({ message: 'deve ser um texto' })
  password?: string;
}

export class SessionBodyDto {
  @ApiProperty({ type: SessionInputDto })
  @IsDefined({ message: 'não pode ficar em branco' }) @IsObject({ message: 'deve ser um objeto' }) @ValidateNested() @Type(() => SessionInputDto)
  session!: SessionInputDto;
}

export class SessaoDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() grupo_usuario_id!: number;
  @ApiProperty({ nullable: true, type: Number }) cliente_id!: number | null;
  @ApiProperty({ description: 'Token assinado; envie em Authorization: Bearer <token>' }) token!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) layouts!: Record<string, unknown>;
  @ApiProperty() alterar_password!: boolean;
  @ApiProperty({ format: 'date-time' }) expira_em!: string;
}

export class OauthBodyDto extends SessionBodyDto {
  @ApiProperty({ example: 'https://chat.exemplo.com.br/callback' })
  @IsDefined({ message: 'não pode ficar em branco' }) @MaxLength(2000, { message: 'deve ter no máximo 2000 caracteres' }) @IsString({ message: 'deve ser um texto' })
  redirect_uri!: string;

  @ApiPropertyOptional() @IsOptional() @MaxLength(500, { message: 'deve ter no máximo 500 caracteres' }) @IsString({ message: 'deve ser um texto' })
  state?: string;
}

export class OauthRespostaDto {
  @ApiProperty({ example: 'https://chat.exemplo.com.br/callback?code=...&state=xyz' }) redirect!: string;
}
