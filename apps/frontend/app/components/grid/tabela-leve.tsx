import type { ColDef } from 'ag-grid-community';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { textoCelula } from './formato';
import type { ColunaGrid } from './tipos';

const escapar = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The rows the plain table draws: more than a phone's first screen holds (about 14), and about what
 * a desktop's shows while AG Grid loads. The rest of the page come with AG Grid; the last row says
 * how many (issue 19 item 10: laying out and painting every row of a trip list, 24 columns wide,
 * was a phone's longest task before the page settled).
 */
export const LINHAS_TABELA_LEVE = 20;

/** The table's markup: the same text on the server and in the browser, never hydrated cell by cell. */
export function htmlTabelaLeve<T extends Record<string, any>>(colunas: readonly ColunaGrid<T>[], linhas: readonly T[], vazio: string): string {
  const celula = (c: ColunaGrid<T>, texto: string, papel: 'cell' | 'columnheader') =>
    `<div role="${papel}" style="width:${c.largura ?? 160}px">${escapar(texto)}</div>`;
  const cabecalho = `<div role="row" class="grid-leve-cabecalho">${colunas.map((c) => celula(c, c.titulo, 'columnheader')).join('')}</div>`;
  const resto = linhas.length - LINHAS_TABELA_LEVE;
  const mais =
    resto > 0
      ? `<div role="row" class="grid-leve-linha grid-leve-mais"><div role="cell">Mais ${resto} ${resto === 1 ? 'linha' : 'linhas'} nesta página: toque ou clique na lista para ver todas.</div></div>`
      : '';
  const corpo = linhas.length
    ? linhas
        .slice(0, LINHAS_TABELA_LEVE)
        .map((l) => `<div role="row" class="grid-leve-linha">${colunas.map((c) => celula(c, textoCelula(c, c.valor ? c.valor(l) : l[c.campo], l), 'cell')).join('')}</div>`)
        .join('') + mais
    : `<div role="row" class="grid-leve-linha"><div role="cell">${escapar(vazio)}</div></div>`;
  return `<div role="rowgroup">${cabecalho}</div><div role="rowgroup">${corpo}</div>`;
}

const semAssinatura = () => () => {};
/** True on the server and while React hydrates the server's markup; false in a mount of the browser's own. */
const useHidratando = () => useSyncExternalStore(semAssinatura, () => false, () => true);

/**
 * The page's first rows as a plain table, drawn by the server: what a phone shows until the user
 * touches the list (then AG Grid takes its place, in the same room, with all the page's rows), and
 * what any screen shows while AG Grid's script is on its way. Read-only: the header filters, the selection and the menus come
 * with AG Grid. One string of markup (React does not hydrate its cells) whose rows off the screen
 * are not laid out: a slow phone answers at once.
 */
export function TabelaLeve<T extends Record<string, any>>({
  columnDefs,
  colunaPorId,
  linhas,
  vazio,
  titulo,
}: {
  columnDefs: ColDef<T>[];
  colunaPorId: ReadonlyMap<string, ColunaGrid<T>>;
  linhas: readonly T[];
  vazio: string;
  titulo: string;
}) {
  // Hydrated from the server's markup, the table is already in the page: React does not compare
  // or rewrite it, so its text is not built again (every cell formatted: the longest work of a
  // phone's hydration on a trip list) until the rows or the columns change.
  const hidratando = useHidratando();
  const doServidor = useRef(hidratando && typeof document !== 'undefined' ? { columnDefs, colunaPorId, linhas, vazio } : null);
  const s = doServidor.current;
  const comoVeio = !!s && s.columnDefs === columnDefs && s.colunaPorId === colunaPorId && s.linhas === linhas && s.vazio === vazio;
  const html = useMemo(() => {
    if (comoVeio) return '';
    const colunas = columnDefs.flatMap((d) => {
      const c = !d.hide && d.colId ? colunaPorId.get(d.colId) : undefined;
      return c ? [c] : [];
    });
    return htmlTabelaLeve(colunas, linhas, vazio);
  }, [comoVeio, columnDefs, colunaPorId, linhas, vazio]);
  // Focusable: a keyboard user scrolls it (and, on a phone, its focus brings AG Grid).
  return <div className="grid-leve" role="table" aria-label={titulo} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />;
}
