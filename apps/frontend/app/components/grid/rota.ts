import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * shouldRevalidate of a grid route: opening or closing its pop-up (same query) keeps the page as
 * it is, and saving a layout (/recursos/...) reloads nothing; saves and deletes reload the page.
 */
export const revalidarGrid: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, formAction, defaultShouldRevalidate }) => {
  if (formAction?.startsWith('/recursos/')) return false;
  if (!formMethod && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
};
