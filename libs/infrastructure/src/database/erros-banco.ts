import { BusinessRuleError, ConflictError, ValidationError, type DomainError } from '@gr/domain';

/**
 * PostgreSQL errors that the caller caused, as the domain's errors (so the one error filter
 * answers them 4xx with a Portuguese message naming the field). Anything else — a lost
 * connection, a syntax error in our SQL, a missing table — is our own fault and stays a 500.
 *
 * Both the `pg` driver's DatabaseError and MikroORM's DriverException carry the SQLSTATE in
 * `code` and PostgreSQL's `column`, `constraint`, `detail` and `table`.
 */
export interface ErroPostgres {
  code: string;
  column?: string;
  constraint?: string;
  detail?: string;
  table?: string;
}

export function ehErroPostgres(e: unknown): e is ErroPostgres {
  if (!e || typeof e !== 'object') return false;
  const x = e as Record<string, unknown>;
  return typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code) && ('severity' in x || 'routine' in x || 'sqlState' in x);
}

/** `Key (email_id)=(999) is not present in table "emails".` → email_id (the first column of a composite key). */
function colunaDoDetalhe(detail: string | undefined): string | undefined {
  const m = /^Key \(([^)]+)\)=/.exec(detail ?? '');
  return m?.[1]?.split(',')[0]?.trim().replace(/^"|"$/g, '');
}

/** `clientes_veiculos_cliente_id_foreign` → cliente_id, when the detail does not say. */
function colunaDaRestricao(constraint: string | undefined, tabela: string | undefined): string | undefined {
  if (!constraint) return undefined;
  let nome = constraint;
  if (tabela && nome.startsWith(`${tabela}_`)) nome = nome.slice(tabela.length + 1);
  return nome.replace(/_(foreign|fkey|check|unique|key|pkey)$/, '') || undefined;
}

export function traduzirErroBanco(e: unknown): DomainError | undefined {
  if (!ehErroPostgres(e)) return undefined;
  const coluna = e.column ?? colunaDoDetalhe(e.detail) ?? colunaDaRestricao(e.constraint, e.table);
  const campo = coluna ?? 'corpo';
  switch (e.code) {
    case '23503': {
      // A reference to a row that does not exist (insert/update), or a delete of a row still referenced.
      if (/is still referenced/.test(e.detail ?? '')) {
        return new BusinessRuleError('Este registro está em uso e não pode ser removido', { campo });
      }
      return new BusinessRuleError(`O registro informado em ${campo} não existe`, { campo });
    }
    case '23502':
      return ValidationError.campo(campo, 'não pode ficar em branco');
    case '23505':
      return new BusinessRuleError(`Já existe um registro com este valor de ${campo}`, { campo });
    case '23514':
    case '23P01':
      return new BusinessRuleError(`Valor não permitido para ${campo}`, { campo });
    case '22001':
      return ValidationError.campo(campo, 'é longo demais');
    case '22003':
      return ValidationError.campo(campo, 'está fora do intervalo permitido');
    case '22007':
    case '22008':
      return ValidationError.campo(campo, 'não é uma data válida');
    case '22P02':
    case '22P05':
    case '22021':
    case '22023':
    case '22025':
    case '2201B':
    case '2202E':
    case '22012':
      return ValidationError.campo(campo, 'valor inválido');
    case '54000':
    case '54001':
      return ValidationError.campo(campo, 'valor grande ou complexo demais');
    case '40001':
    case '40P01':
      return new ConflictError('Outra operação alterou estes dados ao mesmo tempo. Tente novamente.');
    default:
      return undefined;
  }
}
