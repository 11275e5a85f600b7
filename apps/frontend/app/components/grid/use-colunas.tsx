import type { Column, ColumnGroup, ColDef, GridApi } from 'ag-grid-community';
import { type MutableRefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LayoutGrid } from '~/lib/tipos';
import { CABECALHO, type ParametrosCabecalho } from './contexto-cabecalho';
import { formatador } from './formato';
import type { GridDef } from './tipos';

/** The detail row under an opened row carries its parent under this key. */
export const DETALHE = '__detalheDe';
const COLUNA_DETALHE = '__alternarDetalhe';
export function ehDetalhe(d: unknown): d is Record<typeof DETALHE, any> {
  return !!d && typeof d === 'object' && DETALHE in d;
}

/**
 * The grid's columns as AG Grid takes them, from the declaration and the user's saved layout
 * (built once per grid: later layout changes are the grid's own state), the rows with the opened
 * details, and which columns are visible (the column chooser).
 */
export function useColunas<T extends Record<string, any>>({
  def,
  chave,
  linhasPagina,
  layoutSalvo,
  apiRef,
}: {
  def: GridDef<T>;
  chave: keyof T & string;
  linhasPagina: T[];
  layoutSalvo: LayoutGrid | undefined;
  apiRef: MutableRefObject<GridApi<T> | undefined>;
}) {
  const [visiveis, setVisiveis] = useState<Record<string, boolean>>({});
  const [abertas, setAbertas] = useState<ReadonlySet<string>>(() => new Set());
  const colunaPorId = useMemo(() => new Map(def.colunas.map((c) => [c.campo, c])), [def.colunas]);
  const alternarDetalhe = useCallback((id: string) => {
    setAbertas((a) => {
      const n = new Set(a);
      if (!n.delete(id)) n.add(id);
      return n;
    });
  }, []);
  const alternarRef = useRef(alternarDetalhe);
  alternarRef.current = alternarDetalhe;
  const abertasRef = useRef(abertas);
  abertasRef.current = abertas;
  // The rows with, under each opened one, its detail as a full-width row (AG Grid Community has no master/detail).
  const linhas = useMemo(() => {
    if (!def.detalhe || abertas.size === 0) return linhasPagina;
    return linhasPagina.flatMap((l) => (abertas.has(String(l[chave])) ? [l, { [DETALHE]: l } as unknown as T] : [l]));
  }, [linhasPagina, abertas, def.detalhe, chave]);
  useEffect(() => {
    apiRef.current?.refreshCells({ columns: [COLUNA_DETALHE], force: true });
  }, [abertas, apiRef]);
  // One renderer for the grid's life: a new function at each render makes AG Grid remount every
  // opened detail, whose loading re-renders the grid, and so on (issue 19: endless item requests).
  const detalheDef = useRef(def.detalhe);
  detalheDef.current = def.detalhe;
  const detalheRenderer = useCallback(
    (p: { data?: T }) => (ehDetalhe(p.data) ? <div className="grid-detalhe">{detalheDef.current?.(p.data[DETALHE] as T)}</div> : null),
    [],
  );

  const columnDefs = useMemo<ColDef<T>[]>(() => {
    const salvo = new Map(layoutSalvo?.colunas.map((c, i) => [c.colId, { ...c, ordem: i }]) ?? []);
    const defs = def.colunas.map((c): ColDef<T> & { ordem: number } => {
      const s = salvo.get(c.campo);
      const largura = c.largura ?? 160;
      return {
        colId: c.campo,
        field: c.campo as any,
        headerName: c.titulo,
        // The declared width is the least a column needs; the columns share the rest of the
        // screen in proportion to it. A width the user dragged is kept as it is.
        ...(s?.width ? { width: s.width, minWidth: 70 } : { width: largura, minWidth: largura, flex: largura }),
        hide: s ? s.hide : !!c.oculta,
        sortable: false,
        resizable: true,
        // Our formatters decide how values look (no AG Grid checkbox for booleans).
        cellDataType: false,
        headerComponent: CABECALHO,
        headerComponentParams: { coluna: c } satisfies ParametrosCabecalho,
        suppressHeaderKeyboardEvent: ({ event, api, column }) => teclaNoCabecalho(event, api, column),
        valueGetter: c.valor ? (p) => (p.data ? c.valor!(p.data) : undefined) : undefined,
        valueFormatter: formatador(c),
        cellRenderer: c.celula ? (p: { data?: T }) => (p.data ? c.celula!(p.data) : null) : undefined,
        cellClass: c.copiavel ? 'celula-copiavel' : undefined,
        ordem: s?.ordem ?? 1000 + def.colunas.indexOf(c),
      };
    });
    const ordenadas = defs.sort((a, b) => a.ordem - b.ordem).map(({ ordem: _o, ...d }) => d);
    if (!def.detalhe) return ordenadas;
    const alternador: ColDef<T> = {
      colId: COLUNA_DETALHE,
      // A title attribute, not AG Grid's tooltip (its Tooltip module is not registered: error #200).
      headerName: '',
      headerComponentParams: { 'aria-label': 'Abrir ou fechar os itens' },
      width: 48,
      minWidth: 48,
      maxWidth: 48,
      pinned: 'left',
      lockPosition: 'left',
      resizable: false,
      sortable: false,
      suppressMovable: true,
      cellRenderer: (p: { data?: T }) => {
        if (!p.data) return null;
        const id = String(p.data[chave]);
        const aberta = abertasRef.current.has(id);
        return (
          <button
            type="button"
            className="grid-alternar-detalhe"
            aria-expanded={aberta}
            aria-label={aberta ? `Fechar itens de ${id}` : `Abrir itens de ${id}`}
            onClick={(e) => {
              e.stopPropagation();
              alternarRef.current(id);
            }}
          >
            {aberta ? '▾' : '▸'}
          </button>
        );
      },
    };
    return [alternador, ...ordenadas];
    // Built once per grid: later layout changes are the grid's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def]);

  const atualizarVisiveis = () => {
    const api = apiRef.current;
    if (!api) return;
    setVisiveis(Object.fromEntries(def.colunas.map((c) => [c.campo, api.getColumn(c.campo)?.isVisible() ?? false])));
  };

  return { columnDefs, colunaPorId, linhas, detalheRenderer, visiveis, atualizarVisiveis };
}

/**
 * Keys on a column header (one Tab stop for all of them; AG Grid's arrows move between them):
 * Enter or Space sorts, ↓ goes to the column's filter, Tab to the rows (the row last visited, else
 * the first). Keys typed in the filter are the filter's (cabecalho.tsx). true: AG Grid leaves the
 * key alone.
 */
function teclaNoCabecalho(event: KeyboardEvent, api: GridApi, coluna: Column | ColumnGroup): boolean {
  const alvo = event.target as HTMLElement;
  if (/^(INPUT|SELECT|BUTTON)$/.test(alvo.tagName)) return true;
  const celula = alvo.closest('.ag-header-cell');
  if (!celula || event.type !== 'keydown') return false;
  if (event.key === 'Tab' && !event.shiftKey) {
    const linhas = api.getDisplayedRowCount();
    if (linhas === 0) return false;
    const linha = Math.min(api.getFocusedCell()?.rowIndex ?? 0, linhas - 1);
    api.ensureIndexVisible(linha);
    api.setFocusedCell(linha, coluna as Column);
  } else if (event.key === 'Enter' || event.key === ' ') {
    const ordenar = celula.querySelector<HTMLButtonElement>('button.gh-titulo');
    if (!ordenar) return false;
    ordenar.click();
  } else if (event.key === 'ArrowDown') {
    const filtro = celula.querySelector<HTMLElement>('.gh-filtro');
    if (!filtro) return false;
    filtro.focus();
  } else return false;
  event.preventDefault();
  return true;
}
