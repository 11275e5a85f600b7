import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { textoCelula } from './formato';
import type { ColunaGrid } from './tipos';

const escapar = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The table's markup: the same text on the server and in the browser, never hydrated cell by cell. */
export function htmlTabelaLeve<T extends Record<string, any>>(colunas: readonly ColunaGrid<T>[], linhas: readonly T[], vazio: string): string {
  const celula = (c: ColunaGrid<T>, texto: string, papel: 'cell' | 'columnheader') =>
    `<div role="${papel}" style="width:${c.largura ?? 160}px">${escapar(texto)}</div>`;
  const cabecalho = `<div role="row" class="grid-leve-cabecalho">${colunas.map((c) => celula(c, c.titulo, 'columnheader')).join('')}</div>`;
  const corpo = linhas.length
    ? linhas.map((l) => `<div role="row" class="grid-leve-linha">${colunas.map((c) => celula(c, textoCelula(c, c.valor ? c.valor(l) : l[c.campo], l), 'cell')).join('')}</div>`).join('')
    : `<div role="row" class="grid-leve-linha"><div role="cell">${escapar(vazio)}</div></div>`;
  return `<div role="rowgroup">${cabecalho}</div><div role="rowgroup">${corpo}</div>`;
}

/**
 * The page's rows as a plain table, drawn by the server: what a phone shows until the user touches
 * the list (then AG Grid takes its place, in the same room), and what any screen shows while AG
 * Grid's script is on its way. Read-only: the header filters, the selection and the menus come
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
  const html = useMemo(() => {
    const colunas = columnDefs.flatMap((d) => {
      const c = !d.hide && d.colId ? colunaPorId.get(d.colId) : undefined;
      return c ? [c] : [];
    });
    return htmlTabelaLeve(colunas, linhas, vazio);
  }, [columnDefs, colunaPorId, linhas, vazio]);
  // Focusable: a keyboard user scrolls it (and, on a phone, its focus brings AG Grid).
  return <div className="grid-leve" role="table" aria-label={titulo} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />;
}
