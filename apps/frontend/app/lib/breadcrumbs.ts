/**
 * Breadcrumbs (spec 01 §2.2, §9): at most 3 entries; an entry whose description is already there
 * replaces it in place instead of being added. A pure rule: candidate for libs/domain.
 */
export interface Breadcrumb {
  descricao: string;
  url: string;
}

export const MAX_BREADCRUMBS = 3;

export function adicionarBreadcrumb(lista: readonly Breadcrumb[], item: Breadcrumb, max = MAX_BREADCRUMBS): Breadcrumb[] {
  const i = lista.findIndex((b) => b.descricao === item.descricao);
  if (i >= 0) return lista.map((b, j) => (j === i ? item : b));
  return [...lista, item].slice(-max);
}
