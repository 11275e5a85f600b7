import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { TIPOS_PONTO } from '@gr/domain';
import { GridPageDto } from '../../../shared/http/grid.js';
import { Campo, CampoNulo, Envelope, Id, numeroOuTexto, Texto, VersaoLida } from '../comum/dto.js';

/** A number, or a numeric text as a form sends it ('-23.5', '-23,5'); the domain checks the range. */
export const Numero = ({ exemplo, ...extra }: Omit<ApiPropertyOptions, 'type' | 'nullable' | 'required'> & { exemplo: string }) =>
  applyDecorators(
    numeroOuTexto(exemplo, extra),
    IsOptional(),
    ValidateIf((_, v) => v !== null),
    ValidateBy({ name: 'numero', validator: { validate: (v: unknown) => typeof v === 'number' || typeof v === 'string', defaultMessage: () => 'deve ser um número' } }),
  );

export class PontoInputDto {
  @Texto({ maxLength: 100, example: 'CD CAJAMAR', description: 'Gravada em maiúsculas (3 a 100 caracteres)' }) descricao?: string | null;
  @Numero({ exemplo: '-23.550520', description: 'Graus decimais, -90 a 90 (6 casas)' }) latitude?: number | string | null;
  @Numero({ exemplo: '-46.633308', description: 'Graus decimais, -180 a 180 (6 casas)' }) longitude?: number | string | null;
  @Texto({ enum: TIPOS_PONTO, description: 'MANUAL (nível 0, padrão) ou CONTROLE (nível 1)' }) tipo?: string | null;
  @Numero({ exemplo: '2,5', description: 'Raio do ponto em km (padrão 2; maior que 0, no máximo 50)' }) raio_ponto?: number | string | null;
  @Id({ description: 'Cliente do ponto (vazio: ponto global, só equipe); usuário de cliente: sempre o próprio' }) cliente_id?: number | null;
  @VersaoLida() updated_at?: string | null;
}
export class PontoBodyDto {
  @Envelope(PontoInputDto) ponto!: PontoInputDto;
}

export class PontoDto {
  @Campo() id!: number;
  @CampoNulo(Number, { description: 'Vazio: ponto global' }) cliente_id!: number | null;
  @CampoNulo(String) cliente_razao!: string | null;
  @Campo({ example: 'CD CAJAMAR' }) descricao!: string;
  @Campo({ example: -23.35612 }) latitude!: number;
  @Campo({ example: -46.87731 }) longitude!: number;
  @Campo({ enum: TIPOS_PONTO }) tipo!: string;
  @Campo({ enum: [0, 1], description: '1 CONTROLE, 0 MANUAL' }) nivel!: number;
  @Campo({ example: 2, description: 'km' }) raio_ponto!: number;
  @CampoNulo(String) username_add!: string | null;
  @Campo({ format: 'date-time' }) data_cadastro!: string;
  @CampoNulo(String) username_update!: string | null;
  @CampoNulo(String, { format: 'date-time' }) data_alteracao!: string | null;
  @Campo({ format: 'date-time' }) updated_at!: string;
}
export class PontosPageDto extends GridPageDto {
  @ApiProperty({ type: [PontoDto] }) rows!: PontoDto[];
}
export class PontoSalvoDto {
  @Campo({ example: 'Ponto salvo com sucesso' }) message!: string;
  @Campo({ type: PontoDto }) ponto!: PontoDto;
}
export class PontoVerificadoDto {
  @ApiProperty({ type: PontoDto, nullable: true, description: 'Ponto que o usuário pode atualizar nestas coordenadas (6 casas), ou null' }) ponto!: PontoDto | null;
}
export class GeocodificadoDto {
  @CampoNulo(String, { example: 'Registro/SP', description: 'Ponto conhecido mais próximo (dentro do raio) ou cidade (até 60 km); null se nenhum' }) nome!: string | null;
}
export class ErroPontoExistenteDto {
  @Campo({ example: 'Já existe o ponto CD CAJAMAR nestas coordenadas' }) error!: string;
  @Campo() ponto_id!: number;
}
export class PontoBuscaDto {
  @Campo() id!: number;
  @Campo() descricao!: string;
  @Campo() latitude!: number;
  @Campo() longitude!: number;
  @Campo({ enum: TIPOS_PONTO }) tipo!: string;
  @Campo() raio_ponto!: number;
  @CampoNulo(Number) cliente_id!: number | null;
}
