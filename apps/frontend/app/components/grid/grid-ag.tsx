import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { useMemo } from 'react';
import { TEMA_GRID, TEXTOS_GRID } from './ag';

/**
 * AG Grid itself, in a chunk of its own with its modules, theme and Portuguese texts: the grid
 * kit loads it after the page is drawn (at once on a wide screen, on the first touch on a phone),
 * so its script never delays the first paint. `localeText` adds to (or replaces) AG Grid's texts.
 */
export default function GridAg({ localeText, ...props }: AgGridReactProps<any>) {
  const textos = useMemo(() => ({ ...TEXTOS_GRID, ...localeText }), [localeText]);
  return <AgGridReact theme={TEMA_GRID} localeText={textos} {...props} />;
}
