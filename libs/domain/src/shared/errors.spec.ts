import { BusinessRuleError, ConflictError, FieldErrorBag, ForbiddenError, NotFoundError, TooManyAttemptsError, UnauthenticatedError, ValidationError } from './errors.js';

describe('erros de domínio (ARCHITECTURE.md "Errors")', () => {
  it('dá a cada tipo a família de status para a qual o backend o mapeia', () => {
    expect([
      new ValidationError({}).kind,
      new BusinessRuleError('x').kind,
      new UnauthenticatedError().kind,
      new ForbiddenError().kind,
      new NotFoundError().kind,
      new ConflictError().kind,
      new TooManyAttemptsError('x', 1).kind,
    ]).toEqual(['validacao', 'regra', 'nao_autenticado', 'proibido', 'nao_encontrado', 'conflito', 'limite']);
  });
  it('diz as mensagens padrão em português', () => {
    expect(new UnauthenticatedError().message).toBe('Sessão inválida ou expirada. Faça login novamente.');
    expect(new ForbiddenError().message).toBe('Acesso não autorizado');
    expect(new NotFoundError().message).toBe('Registro não encontrado');
    expect(new ConflictError().message).toBe('Este registro foi alterado por outro usuário. Recarregue a página e tente novamente.');
    expect(new ForbiddenError('Não há permissão').message).toBe('Não há permissão');
  });
  it('mantém os campos extras de um erro de regra e a espera de um limite de tentativas', () => {
    expect(new BusinessRuleError('A SM não foi liberada', { ponto_id: 3 })).toMatchObject({ message: 'A SM não foi liberada', dados: { ponto_id: 3 } });
    expect(new TooManyAttemptsError('espere', 30).retryAfterSeconds).toBe(30);
  });
  it('resume os erros de campo na mensagem', () => {
    expect(new ValidationError({ nome: ['curto', 'inválido'], cpf: ['CPF inválido'] }).message).toBe('nome : curto, inválido; cpf : CPF inválido');
    expect(ValidationError.campo('email', 'não é um e-mail válido').errors).toEqual({ email: ['não é um e-mail válido'] });
  });
});

describe('FieldErrorBag', () => {
  it('não lança nada enquanto vazia e toda mensagem de todo campo de uma vez', () => {
    const bag = new FieldErrorBag();
    expect(bag.empty).toBe(true);
    expect(() => bag.throwIfAny()).not.toThrow();
    bag.add('nome', 'curto').add('nome', 'inválido').add('cpf', 'CPF inválido');
    expect(bag.empty).toBe(false);
    let erro: ValidationError | undefined;
    try {
      bag.throwIfAny();
    } catch (e) {
      erro = e as ValidationError;
    }
    expect(erro).toBeInstanceOf(ValidationError);
    expect(erro?.errors).toEqual({ nome: ['curto', 'inválido'], cpf: ['CPF inválido'] });
  });
});
