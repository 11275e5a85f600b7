import { ApiProperty } from '@nestjs/swagger';
import { MaxLength } from 'class-validator';
import { TIPOS_DOCUMENTO, TIPOS_REGISTRO_BLACKLIST } from '@gr/domain';
import { Campo, CampoNulo, Envelope, Texto } from '../../masters/comum/dto.js';
import { GridPageDto } from '../../../shared/http/grid.js';

const LONGO = (max: number) => MaxLength(max, { message: `deve ter no máximo ${max} caracteres` });

/** What the wizard sends (spec 03 §3 "Blacklist entry"); the domain's lerEntradaBlacklist gives each field its message. */
export class BlacklistInputDto {
  @Texto({ enum: [...TIPOS_DOCUMENTO], description: 'PF (CPF) ou PJ (CNPJ)' }) tipo_documento?: string | null;
  @Texto({ enum: [...TIPOS_REGISTRO_BLACKLIST] }) tipo_registro?: string | null;
  @Texto({ description: 'CPF ou CNPJ, com ou sem máscara (gravado só com dígitos)', example: '529.982.247-25' }) @LONGO(30) documento?: string | null;
  @Texto({ maxLength: 150 }) @LONGO(150) nome?: string | null;
  @Texto({ description: 'Só para VEÍCULO (Mercosul ou antiga)', example: 'ABC1D23' }) @LONGO(10) placa?: string | null;
  @Texto({ maxLength: 2000, description: 'Motivo (obrigatório)' }) @LONGO(2000) motivo?: string | null;
}
export class BlacklistBodyDto {
  @Envelope(BlacklistInputDto) blacklist!: BlacklistInputDto;
}

export class BlacklistLinhaDto {
  @Campo() id!: number;
  @Campo({ enum: [...TIPOS_DOCUMENTO] }) tipo_documento!: string;
  @Campo({ enum: [...TIPOS_REGISTRO_BLACKLIST] }) tipo_registro!: string;
  @Campo({ description: 'Só dígitos' }) documento!: string;
  @Campo() nome!: string;
  @CampoNulo(String) placa!: string | null;
  @Campo() motivo!: string;
  @Campo() usuario_que_cadastrou!: string;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
}
export class BlacklistPageDto extends GridPageDto {
  @ApiProperty({ type: [BlacklistLinhaDto] }) rows!: BlacklistLinhaDto[];
}

export class VerificacaoBlacklistDto {
  @Campo({ description: 'true quando o documento ou a placa consta na blacklist' }) bloqueado!: boolean;
  @ApiProperty({ type: [BlacklistLinhaDto] }) registros!: BlacklistLinhaDto[];
}

export class BlacklistCriadaDto {
  @Campo({ example: 'INCLUSÃO REALIZADA COM SUCESSO' }) message!: string;
  @Campo() id!: number;
}
