import { BusinessRuleError } from '../shared/index.js';

/** "a, b e c" */
export function juntarLista(itens: readonly string[]): string {
  return itens.length <= 1 ? (itens[0] ?? '') : `${itens.slice(0, -1).join(', ')} e ${itens[itens.length - 1]}`;
}

/**
 * Deleting a row that others still reference is refused with a plain message (422) and nothing
 * is removed (issue 3 "Rules on the server"). `referencias` names what still points at it.
 */
export function exigirSemReferencias(oQue: string, referencias: readonly string[]): void {
  if (referencias.length) {
    throw new BusinessRuleError(`Não é possível excluir ${oQue}: existem ${juntarLista(referencias)} ligados a este registro. Nada foi removido.`);
  }
}

/** Optimistic lock: the updated_at an editor read must still be the row's (else 409). */
export function mesmaVersao(lido: string | null | undefined, atual: Date): boolean {
  if (!lido) return true;
  const t = new Date(lido).getTime();
  return !Number.isNaN(t) && t === atual.getTime();
}
