import { createContext, useContext } from 'react';

/**
 * The page's CSP nonce (issue 10): the server gives each answer its own, and only scripts and
 * style elements that carry it run. On the server it comes from the entry through this context;
 * in the browser the nonce attribute is hidden from the DOM, but the `nonce` property of the
 * page's scripts still holds it.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  const doServidor = useContext(NonceContext);
  if (doServidor || typeof document === 'undefined') return doServidor;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}
