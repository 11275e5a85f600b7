import { ValidationPipe, type ValidationError as ClassValidationError, PipeTransform, Injectable } from '@nestjs/common';
import { ValidationError } from '@gr/domain';

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

export function criarValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
export class IdPipe implements PipeTransform<string, number> {
  transform(valor: string): number {
    if (!/^\d{1,9}$/.test(valor ?? '') || Number(valor) < 1) throw ValidationError.campo('id', 'deve ser um número inteiro positivo');
    return Number(valor);
  }
}
