import type { Column, GridApi } from 'ag-grid-community';
import { type MutableRefObject, useCallback, useMemo, useState } from 'react';

/**
 * The horizontal scroll cue (issue 10: at 1366×768 a third of the vehicles' columns were out of
 * sight with no sign of them). When the columns do not fit, the side with more columns is shaded
 * and shows an arrow button that brings the next column into view.
 */
export interface EstadoRolagem {
  esquerda: boolean;
  direita: boolean;
  /** Classes of the grid's area: 'mais-colunas-direita' and/or 'mais-colunas-esquerda'. */
  classe: string;
  medir: () => void;
  rolar: (lado: 'esquerda' | 'direita') => void;
}

export function useRolagemColunas(apiRef: MutableRefObject<GridApi<any> | undefined>): EstadoRolagem {
  const [lados, setLados] = useState({ esquerda: false, direita: false });
  const medir = useCallback(() => {
    const api = apiRef.current;
    if (!api || api.isDestroyed()) return;
    const { left, right } = api.getHorizontalPixelRange();
    const total = api.getAllDisplayedColumns().reduce((soma, c) => soma + c.getActualWidth(), 0);
    const novo = { esquerda: left > 1, direita: right < total - 1 };
    setLados((a) => (a.esquerda === novo.esquerda && a.direita === novo.direita ? a : novo));
  }, [apiRef]);
  const rolar = useCallback(
    (lado: 'esquerda' | 'direita') => {
      const api = apiRef.current;
      if (!api) return;
      const { left, right } = api.getHorizontalPixelRange();
      const colunas = api.getAllDisplayedColumns();
      const inicio = (c: Column) => c.getLeft() ?? 0;
      const alvo =
        lado === 'direita' ? colunas.find((c) => inicio(c) + c.getActualWidth() > right + 1) : colunas.findLast((c) => inicio(c) < left - 1);
      if (alvo) api.ensureColumnVisible(alvo, lado === 'direita' ? 'end' : 'start');
    },
    [apiRef],
  );
  return useMemo(
    () => ({
      ...lados,
      classe: [lados.esquerda && 'mais-colunas-esquerda', lados.direita && 'mais-colunas-direita'].filter(Boolean).join(' '),
      medir,
      rolar,
    }),
    [lados, medir, rolar],
  );
}

/**
 * The arrow buttons on the header's edges. Out of the Tab order: from the keyboard the arrows on
 * the column headers and cells scroll the grid themselves.
 */
export function RolagemColunas({ estado }: { estado: EstadoRolagem }) {
  return (
    <>
      {estado.esquerda && (
        <button type="button" className="rolar-colunas rolar-esquerda" tabIndex={-1} title="Colunas à esquerda" aria-label="Rolar para as colunas à esquerda" onClick={() => estado.rolar('esquerda')}>
          ‹
        </button>
      )}
      {estado.direita && (
        <button type="button" className="rolar-colunas rolar-direita" tabIndex={-1} title="Mais colunas à direita" aria-label="Rolar para mais colunas à direita" onClick={() => estado.rolar('direita')}>
          ›
        </button>
      )}
    </>
  );
}
