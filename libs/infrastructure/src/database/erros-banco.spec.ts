import { BusinessRuleError, ConflictError, ValidationError } from '@gr/domain';
import { ehErroPostgres, traduzirErroBanco } from './erros-banco.js';

/** What the `pg` driver throws: a DatabaseError with PostgreSQL's fields. */
function erroPg(campos: Record<string, string>): Error {
  return Object.assign(new Error('erro do banco'), { severity: 'ERROR', routine: 'ri_ReportViolation', ...campos });
}

describe('erros do PostgreSQL causados por quem chamou', () => {
  test('referência a registro inexistente → 422 nomeando o campo', () => {
    const e = traduzirErroBanco(erroPg({ code: '23503', table: 'acoes_pgr', constraint: 'acoes_pgr_email_id_foreign', detail: 'Key (email_id)=(999) is not present in table "emails".' }));
    expect(e).toBeInstanceOf(BusinessRuleError);
    expect(e!.message).toBe('O registro informado em email_id não existe');
    expect((e as BusinessRuleError).dados).toEqual({ campo: 'email_id' });
  });

  test('sem detalhe, o campo sai do nome da restrição', () => {
    const e = traduzirErroBanco(erroPg({ code: '23503', table: 'clientes_veiculos', constraint: 'clientes_veiculos_cliente_id_foreign' }));
    expect(e!.message).toBe('O registro informado em cliente_id não existe');
  });

  test('remover registro ainda referenciado → 422 em uso', () => {
    const e = traduzirErroBanco(erroPg({ code: '23503', detail: 'Key (id)=(3) is still referenced from table "rotas".' }));
    expect(e!.message).toBe('Este registro está em uso e não pode ser removido');
  });

  test('nulo em coluna obrigatória → 400 no campo', () => {
    const e = traduzirErroBanco(erroPg({ code: '23502', column: 'tipo_acao_pgr_id' }));
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as ValidationError).errors).toEqual({ tipo_acao_pgr_id: ['não pode ficar em branco'] });
  });

  test('valor repetido em coluna única → 422', () => {
    const e = traduzirErroBanco(erroPg({ code: '23505', detail: 'Key (username)=(ANA) already exists.' }));
    expect(e).toBeInstanceOf(BusinessRuleError);
    expect(e!.message).toBe('Já existe um registro com este valor de username');
  });

  test('fora do intervalo, texto longo, data e representação inválidas → 400', () => {
    expect((traduzirErroBanco(erroPg({ code: '22003' })) as ValidationError).errors).toEqual({ corpo: ['está fora do intervalo permitido'] });
    expect((traduzirErroBanco(erroPg({ code: '22001', column: 'nome' })) as ValidationError).errors).toEqual({ nome: ['é longo demais'] });
    expect((traduzirErroBanco(erroPg({ code: '22008' })) as ValidationError).errors).toEqual({ corpo: ['não é uma data válida'] });
    expect(traduzirErroBanco(erroPg({ code: '22P02' }))).toBeInstanceOf(ValidationError);
    expect(traduzirErroBanco(erroPg({ code: '22021' }))).toBeInstanceOf(ValidationError);
  });

  test('conflito de concorrência → 409', () => {
    expect(traduzirErroBanco(erroPg({ code: '40P01' }))).toBeInstanceOf(ConflictError);
  });

  test('nossas falhas continuam 500: SQL errado, tabela ausente, conexão', () => {
    expect(traduzirErroBanco(erroPg({ code: '42601' }))).toBeUndefined();
    expect(traduzirErroBanco(erroPg({ code: '42P01' }))).toBeUndefined();
    expect(traduzirErroBanco(erroPg({ code: '08006' }))).toBeUndefined();
  });

  test('só erros do PostgreSQL são traduzidos', () => {
    expect(ehErroPostgres(new Error('x'))).toBe(false);
    expect(ehErroPostgres(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(traduzirErroBanco(Object.assign(new Error('x'), { code: '23503' }))).toBeUndefined();
    expect(ehErroPostgres(Object.assign(new Error('x'), { code: '23503', sqlState: '23503' }))).toBe(true);
  });
});
