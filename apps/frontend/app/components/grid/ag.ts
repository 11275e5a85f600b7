import { AG_GRID_LOCALE_BR } from '@ag-grid-community/locale';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LocaleModule,
  ModuleRegistry,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  ValidationModule,
  themeQuartz,
} from 'ag-grid-community';

/**
 * AG Grid Community, only the modules the kit uses (STACK-NOTES.md: a missing ColumnApiModule
 * shows as "error #200" in production). Paging, sorting, filtering and the context menu are ours.
 */
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ColumnApiModule,
  // refreshCells: the ▸/▾ of a row whose detail opens or closes.
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  CellStyleModule,
  LocaleModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/** AG Grid's own texts in Brazilian Portuguese (aria labels included). */
export const TEXTOS_GRID: Record<string, string> = AG_GRID_LOCALE_BR;

export const TEMA_GRID = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontSize: 13,
  rowHeight: 32,
  headerHeight: 68,
  spacing: 6,
  accentColor: '#0b5394',
  headerBackgroundColor: '#eef3f8',
  selectedRowBackgroundColor: '#d6e6f7',
  oddRowBackgroundColor: '#fafbfc',
  borderRadius: 2,
  wrapperBorderRadius: 4,
});
