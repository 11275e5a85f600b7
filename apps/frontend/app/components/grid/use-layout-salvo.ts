import type { GridApi } from 'ag-grid-community';
import { type MutableRefObject, useCallback, useRef } from 'react';
import type { LayoutGrid } from '~/lib/tipos';

/**
 * The user's saved layout of a grid (columns' order, width and visibility, page size): saved as the
 * user changes it. A change made before the grid is ready (a page size picked while AG Grid still
 * starts, as on a slow phone) is saved when it is, and a delayed save sends the page size of that
 * moment, never the one of the render that scheduled it.
 */
export function useLayoutSalvo<T>(apiRef: MutableRefObject<GridApi<T> | undefined>, gridId: string, rowsAtual: number) {
  const rowsRef = useRef(rowsAtual);
  rowsRef.current = rowsAtual;
  const pendente = useRef<number | null>(null);
  const salvarLayout = useCallback(
    (rows?: number) => {
      const api = apiRef.current;
      if (!api) {
        pendente.current = rows ?? rowsRef.current;
        return;
      }
      pendente.current = null;
      const layout: LayoutGrid = {
        // A column still sized by the kit (flex) keeps no width: it goes on fitting the screen.
        colunas: (api.getColumnState() ?? []).map((s) => ({ colId: s.colId, hide: !!s.hide, ...(s.flex ? {} : { width: Math.round(s.width ?? 0) }) })),
        rows: rows ?? rowsRef.current,
      };
      // A plain request, not a Remix fetcher: saving a layout must never revalidate or interrupt
      // the navigation that changes the same grid's page size or sort at that moment.
      void fetch('/recursos/layout', {
        method: 'POST',
        body: new URLSearchParams({ grid: gridId, layout: JSON.stringify(layout) }),
      }).catch(() => undefined);
    },
    [apiRef, gridId],
  );
  const timerLayout = useRef<ReturnType<typeof setTimeout>>();
  const salvarLayoutDepois = useCallback(() => {
    clearTimeout(timerLayout.current);
    timerLayout.current = setTimeout(() => salvarLayout(), 800);
  }, [salvarLayout]);
  /** The grid is ready: a change the user made before it is saved now. */
  const aoFicarPronto = useCallback(() => {
    if (pendente.current !== null) salvarLayout(pendente.current);
  }, [salvarLayout]);
  return { salvarLayout, salvarLayoutDepois, aoFicarPronto };
}
