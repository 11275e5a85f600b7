import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { ApiIds, ApiNaoEncontrado } from '../../../shared/http/api-docs.decorator.js';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsObject, IsString, Min, ValidateIf, ValidateNested, IsOptional, ValidateBy } from 'class-validator';
import { IsInt4 } from '../../../shared/http/validation.js';

/**
 * Decorator sets of the masters DTOs. The DTOs check only types (400 'deve ser um texto'); the
 * domain rules (libs/domain/src/masters) give each field its own message.
 */
const TEXTO = { message: 'deve ser um texto' };
const INT = { message: 'deve ser um número inteiro' };
const BOOL = { message: 'deve ser verdadeiro ou falso' };
const OBRIGATORIO = { message: 'não pode ficar em branco' };

type Extra = Omit<ApiPropertyOptions, 'type' | 'nullable' | 'required'>;

/** An optional text, null clears it. */
export const Texto = (extra: Extra = {}) =>
  applyDecorators(ApiPropertyOptional({ type: String, nullable: true, ...extra } as ApiPropertyOptions), IsOptional(), ValidateIf((_, v) => v !== null), IsString(TEXTO));

/** An optional id (positive integer), null clears it. */
export const Id = (extra: Extra = {}) =>
  applyDecorators(ApiPropertyOptional({ type: Number, nullable: true, ...extra } as ApiPropertyOptions), IsOptional(), ValidateIf((_, v) => v !== null), IsInt4(INT), Min(1, INT));

/** A required id. */
export const IdObrigatorio = (extra: Extra = {}) => applyDecorators(ApiProperty({ type: Number, ...extra } as ApiPropertyOptions), IsDefined(OBRIGATORIO), IsInt4(INT), Min(1, INT));

/** An optional integer (years, priorities), null clears it. */
export const Inteiro = (extra: Extra = {}) =>
  applyDecorators(ApiPropertyOptional({ type: Number, nullable: true, ...extra } as ApiPropertyOptions), IsOptional(), ValidateIf((_, v) => v !== null), IsInt4(INT));

/**
 * Swagger of an optional number that may come as a number or as a text (`exemplo`), null clears
 * it. OpenAPI 3.0 puts `nullable` beside a `type`, so it goes on the number branch (null matches
 * that branch only, as oneOf wants).
 */
export const numeroOuTexto = (exemplo: string, extra: Extra = {}) =>
  ApiPropertyOptional({ oneOf: [{ type: 'number', nullable: true }, { type: 'string', example: exemplo }], ...extra } as ApiPropertyOptions);

/**
 * An optional R$ value: a number (1234.56) or a pt-BR text ('1.234,56'); the domain reads the text
 * (libs/domain/src/masters/valores.ts), null clears it. `exemplo` for other decimals (°C).
 */
export const Dinheiro = ({ exemplo = '1.234,56', ...extra }: Extra & { exemplo?: string } = {}) =>
  applyDecorators(
    numeroOuTexto(exemplo, extra),
    IsOptional(),
    ValidateIf((_, v) => v !== null),
    ValidateBy({ name: 'dinheiro', validator: { validate: (v: unknown) => typeof v === 'number' || typeof v === 'string', defaultMessage: () => 'deve ser um número ou um texto como 1.234,56' } }),
  );

export const Booleano = (extra: Extra = {}) => applyDecorators(ApiPropertyOptional({ type: Boolean, ...extra } as ApiPropertyOptions), IsOptional(), IsBoolean(BOOL));

/** The payload wrapper of the spec (`{ cliente: {...} }`). */
export const Envelope = (classe: new () => object, extra: Extra = {}) =>
  applyDecorators(ApiProperty({ type: classe, ...extra } as ApiPropertyOptions), IsDefined(OBRIGATORIO), IsObject({ message: 'deve ser um objeto' }), ValidateNested(), Type(() => classe));

/** An optional nested object. */
export const Aninhado = (classe: new () => object, extra: Extra = {}) =>
  applyDecorators(ApiPropertyOptional({ type: classe, nullable: true, ...extra } as ApiPropertyOptions), IsOptional(), ValidateIf((_, v) => v !== null), IsObject({ message: 'deve ser um objeto' }), ValidateNested(), Type(() => classe));

/** An optional list of nested objects (at most `max`). */
export const Lista = (classe: new () => object, max: number, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: [classe], description }),
    IsOptional(),
    IsArray({ message: 'deve ser uma lista' }),
    ArrayMaxSize(max, { message: `no máximo ${max} itens` }),
    ValidateNested({ each: true }),
    Type(() => classe),
  );

/** The optimistic-lock field every edit form sends back. */
export const VersaoLida = () => Texto({ description: 'updated_at lido pelo editor; se o registro mudou desde então → 409', format: 'date-time' });

/** Response fields. */
export const Campo = (extra: ApiPropertyOptions = {}) => ApiProperty(extra);
/** A nullable response field; a nullable list of values lists null too (OpenAPI 3.0 needs it in `enum`). */
export const CampoNulo = (type: typeof String | typeof Number | typeof Boolean, extra: Extra = {}) =>
  ApiProperty({ type, nullable: true, ...extra, ...(Array.isArray(extra.enum) ? { enum: [...extra.enum, null] } : {}) } as ApiPropertyOptions);

/**
 * Swagger of a call on a row by its path ids: each id a positive integer (400 otherwise), the
 * answer `tipo`, 404 `naoEncontrado` when the row is missing.
 */
export const ApiPorId = (tipo: new () => object, { ids = ['id'], naoEncontrado }: { ids?: string[]; naoEncontrado?: string } = {}) =>
  applyDecorators(ApiIds(...ids), ApiOkResponse({ type: tipo }), ApiNaoEncontrado(naoEncontrado));
