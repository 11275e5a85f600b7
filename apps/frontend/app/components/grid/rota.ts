import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * shouldRevalidate of a grid route: opening or closing its pop-up (another path, same query)
 * keeps the page as it is, and saving a layout (/recursos/...) reloads nothing; saves and deletes
 * reload the page, and so do 'Atualizar' and the timed refresh (`revalidator.revalidate()`, whose
 * current and next URL are the same).
 */
export const revalidarGrid: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, formAction, defaultShouldRevalidate }) => {
  if (formAction?.startsWith('/recursos/')) return false;
  if (!formMethod && currentUrl.search === nextUrl.search && currentUrl.pathname !== nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};
