import { ValidationPipe, type ValidationError as ClassValidationError, PipeTransform, Injectable, type ArgumentMetadata } from '@nestjs/common';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { ValidationError } from '@gr/domain';

/** PostgreSQL `integer` (int4): the range of every id and integer column. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

/** class-validator errors to `{ campo: [mensagens] }`, keyed by the field's own name (no wrapper prefix). */
function achatar(erros: ClassValidationError[], destino: Record<string, string[]> = {}): Record<string, string[]> {
  for (const e of erros) {
    if (e.constraints) {
      const msgs = Object.values(e.constraints);
      (destino[e.property] ??= []).push(...msgs);
    }
    if (e.children?.length) achatar(e.children, destino);
  }
  return destino;
}

/** A number in a path or query string: decimal digits (a leading minus at most), nothing else. */
const NUMERO_CANONICO = /^-?\d{1,10}$/;

/**
 * The one reading of an integer from a path or a query string (ids included): decimal digits
 * within int4 and at least `minimo`, else 400 naming the field. `0x2`, `2e0`, `2 ` are refused.
 */
export function lerInteiro(valor: unknown, campo: string, minimo = INT4_MIN, mensagem = 'deve ser um número inteiro'): number {
  const texto = typeof valor === 'number' ? String(valor) : valor;
  const n = typeof texto === 'string' && NUMERO_CANONICO.test(texto) ? Number(texto) : NaN;
  if (!Number.isInteger(n) || n < minimo || n > INT4_MAX) throw ValidationError.campo(campo, mensagem);
  return n;
}

/** An id: a positive integer within int4, else 400 'deve ser um número inteiro positivo'. */
export function lerId(valor: unknown, campo: string): number {
  return lerInteiro(valor, campo, 1, 'deve ser um número inteiro positivo');
}

/**
 * Nest's ValidationPipe turns a `number` path or query parameter into `Number(texto)`, so
 * `/api/rotas/0x2`, `/2e0` and `/2%20` all read route 2. Here only decimal digits within int4 become
 * a number; anything else is 400 naming the parameter, before any handler or pipe sees it.
 */
class ValidacaoEstrita extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.data && (metadata.type === 'param' || metadata.type === 'query') && metadata.metatype === Number) {
      return value === undefined ? value : lerInteiro(value, metadata.data);
    }
    return super.transformPrimitive(value, metadata);
  }
}

export function criarValidationPipe(): ValidationPipe {
  return new ValidacaoEstrita({
    whitelist: true,
    stopAtFirstError: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (erros) => new ValidationError(achatar(erros)),
  });
}

/** Path ids: a positive integer or 400 with the field error. */
@Injectable()
export class IdPipe implements PipeTransform<string | number, number> {
  transform(valor: string | number, metadata?: ArgumentMetadata): number {
    return lerId(valor, metadata?.data ?? 'id');
  }
}


/**
 * An integer that fits its column (int4): class-validator's IsInt lets 2147483648 or 1e308 through
 * to the database. Every integer field of every DTO uses this one check.
 */
export function IsInt4(opcoes: ValidationOptions = {}): PropertyDecorator {
  const noIntervalo = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= INT4_MIN && v <= INT4_MAX;
  const inteiro = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
  const propria = typeof opcoes.message === 'string' ? opcoes.message : 'deve ser um número inteiro';
  return ValidateBy(
    { name: 'isInt4', validator: { validate: noIntervalo } },
    {
      ...opcoes,
      message: (a) => {
        const valores = Array.isArray(a.value) ? a.value : [a.value];
        return valores.every(inteiro) ? `deve estar entre ${INT4_MIN} e ${INT4_MAX}` : propria;
      },
    },
  );
}
