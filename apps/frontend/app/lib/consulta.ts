import { useFetcher } from '@remix-run/react';
import { useCallback } from 'react';
import type { ErrosCampo } from './tipos';

/** Answer of /recursos/consulta/<tipo> (routes/recursos.consulta.ts). */
export type ResultadoConsulta<T = unknown> = { ok: true; dados: T } | { ok: false; status: number; error?: string; errors?: ErrosCampo };

/**
 * A lookup of a form (CNPJ, CPF, plate, models) through /recursos/consulta: `consultar(tipo,
 * params)` loads it; `resultado` is the answer, `carregando` while it runs.
 */
export function useConsulta<T>() {
  const fetcher = useFetcher<ResultadoConsulta<T>>();
  const { load } = fetcher;
  const consultar = useCallback(
    (tipo: 'cnpj' | 'cpf' | 'placa' | 'modelos' | 'verificar_ponto' | 'geocodificar', params: Record<string, string | number | undefined>) => {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
      load(`/recursos/consulta/${tipo}?${q.toString()}`);
    },
    [load],
  );
  return { consultar, resultado: fetcher.data, carregando: fetcher.state !== 'idle' };
}
