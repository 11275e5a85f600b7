import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { useMemo } from 'react';
import { TEMA_GRID, TEXTOS_GRID } from './ag';
import { Cabecalho } from './cabecalho';
import { CABECALHO } from './contexto-cabecalho';

// The kit's pieces that act only on AG Grid come in its chunk too (Grid.tsx, barra-grid.tsx).
export { MenuContexto } from './menu-contexto';
export { SeletorColunas } from './seletor-colunas';

/** The kit's column header (filters, server sort), by the name the column declarations give. */
const COMPONENTES = { [CABECALHO]: Cabecalho };

/**
 * AG Grid itself, in a chunk of its own with its modules, theme, Portuguese texts and the kit's
 * column header, context menu and column chooser: the grid kit loads it after the page is drawn (at once on a wide screen, on the
 * first touch on a phone), so its script never delays the first paint. `localeText` adds to (or
 * replaces) AG Grid's texts.
 */
export default function GridAg({ localeText, ...props }: AgGridReactProps<any>) {
  const textos = useMemo(() => ({ ...TEXTOS_GRID, ...localeText }), [localeText]);
  return <AgGridReact theme={TEMA_GRID} localeText={textos} components={COMPONENTES} {...props} />;
}
