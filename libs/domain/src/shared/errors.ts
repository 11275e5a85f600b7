/**
 * Domain errors. The backend maps each kind to one HTTP status in a single filter
 * (ARCHITECTURE.md "Errors"): validation 400, rule 422, 401, 403, 404, 409, 429.
 */
export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {
  abstract readonly kind: 'validacao' | 'regra' | 'nao_autenticado' | 'proibido' | 'nao_encontrado' | 'conflito' | 'limite';
}

export class ValidationError extends DomainError {
  readonly kind = 'validacao' as const;
  constructor(readonly errors: FieldErrors) {
    super(Object.entries(errors).map(([campo, msgs]) => `${campo} : ${msgs.join(', ')}`).join('; '));
  }
  static campo(campo: string, mensagem: string): ValidationError {
    return new ValidationError({ [campo]: [mensagem] });
  }
}

/**
 * A business rule refused the operation (HTTP 422). `dados` adds fields to the answer beside
 * `error` (e.g. the `ponto_id` and `indice` of a stop that cannot be routed).
 */
export class BusinessRuleError extends DomainError {
  readonly kind = 'regra' as const;
  constructor(message: string, readonly dados?: Record<string, unknown>) { super(message); }
}
export class UnauthenticatedError extends DomainError {
  readonly kind = 'nao_autenticado' as const;
  constructor(message = 'Sessão inválida ou expirada. Faça login novamente.') { super(message); }
}
export class ForbiddenError extends DomainError {
  readonly kind = 'proibido' as const;
  constructor(message = 'Acesso não autorizado') { super(message); }
}
export class NotFoundError extends DomainError {
  readonly kind = 'nao_encontrado' as const;
  constructor(message = 'Registro não encontrado') { super(message); }
}
export class ConflictError extends DomainError {
  readonly kind = 'conflito' as const;
  constructor(message = 'Este registro foi alterado por outro usuário. Recarregue a página e tente novamente.') { super(message); }
}
export class TooManyAttemptsError extends DomainError {
  readonly kind = 'limite' as const;
  constructor(message: string, readonly retryAfterSeconds: number) { super(message); }
}

/** Collects field errors and throws them together, so a form shows every problem at once. */
export class FieldErrorBag {
  private readonly errors: FieldErrors = {};
  add(campo: string, mensagem: string): this {
    // Own keys only: a query parameter named 'toString' is a field like any other.
    if (Object.hasOwn(this.errors, campo)) this.errors[campo]!.push(mensagem);
    else Object.defineProperty(this.errors, campo, { value: [mensagem], enumerable: true, writable: true, configurable: true });
    return this;
  }
  get empty(): boolean { return Object.keys(this.errors).length === 0; }
  throwIfAny(): void {
    if (!this.empty) throw new ValidationError({ ...this.errors });
  }
}
