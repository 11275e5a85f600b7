/**
 * A record id as it comes in a URL segment or a query/form value: 1 to 9 digits (an int the API
 * takes). Anything else never reaches the API; the route redirects to its list instead.
 */
export function ehId(valor: string | null | undefined): valor is string {
  return !!valor && /^\d{1,9}$/.test(valor);
}
