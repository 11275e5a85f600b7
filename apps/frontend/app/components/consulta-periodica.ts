import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';

/**
 * A desk poll (spec 02 §9, spec 01 §9): `url` (a resource route) loaded `primeiraMs` after the page
 * opens and then every `intervaloMs`, while `ativo`; its last answer.
 */
export function useConsultaPeriodica<T>(url: string, primeiraMs: number, intervaloMs: number, ativo: boolean): T | undefined {
  const f = useFetcher<T>();
  useEffect(() => {
    if (!ativo) return;
    const carregar = () => f.load(url);
    const primeira = setTimeout(carregar, primeiraMs);
    const periodico = setInterval(carregar, intervaloMs);
    return () => {
      clearTimeout(primeira);
      clearInterval(periodico);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ativo, url, primeiraMs, intervaloMs]);
  return f.data;
}
