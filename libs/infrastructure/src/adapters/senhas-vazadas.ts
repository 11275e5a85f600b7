import { dictionary } from '@zxcvbn-ts/language-common';
import type { SenhasVazadas } from '@gr/domain';

/**
 * The offline breached-password check (issue 24): the ~49,000 passwords most seen in public
 * breach corpora, as zxcvbn-ts ships them (`passwords-common`, Portuguese ones such as 'senha123'
 * and 'flamengo' among them), compared without case. Loaded once per process (~2 MB); nothing is
 * sent anywhere.
 */
let lista: Set<string> | undefined;

export class ListaSenhasVazadas implements SenhasVazadas {
  contem(senha: string): boolean {
    lista ??= new Set((dictionary['passwords-common'] as string[]).map((s) => s.toLowerCase()));
    return lista.has(senha.toLowerCase());
  }
}
