import { useLocation, useNavigationType } from '@remix-run/react';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Where keyboard focus goes when the screen changes under it (issue 10: a desk used all day from
 * the keyboard). After a navigation, to the page's heading; after a dialog, menu or popover closes,
 * back to what opened it. Never to the page body, from where Tab starts over at the top.
 */

/** useLayoutEffect in the browser, useEffect on the server (where a layout effect only warns). */
export const useEfeitoLayout = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Focuses the page's heading (h1#titulo-pagina, focusable by script only); false when there is none. */
export function focarTitulo(): boolean {
  const h1 = document.getElementById('titulo-pagina') ?? document.querySelector<HTMLElement>('main h1');
  if (!h1) return false;
  if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
  h1.focus();
  return true;
}

function focoPerdido(): boolean {
  const ativo = document.activeElement;
  return !ativo || ativo === document.body || !ativo.isConnected;
}

/** A pop-up or tab of the same page (/usuarios ↔ /usuarios/12, /cliente/3 ↔ /cliente/3/veiculos). */
function mesmaPagina(a: string, b: string): boolean {
  return a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

/**
 * The signed-in layout's hook: on a change of page the heading takes the focus, so that a screen
 * reader announces the page and Tab continues from its top. Not on the document's first load (the
 * browser's own start, and an autofocus field, keep it); not when only the query changes (a grid's
 * filter, sort or page: the focus stays in the grid); not when a dialog opens (it focuses its
 * first field) or a pop-up or tab of the same page opens or closes (the focus stays on the tab, or
 * goes back to the opener: see useFocoDeVolta), unless the focus was lost with the old page; not
 * when a grid has already focused the row the user comes back to.
 */
export function useFocoAoNavegar(): void {
  const { pathname } = useLocation();
  const tipo = useNavigationType();
  const anterior = useRef<string | null>(null);
  useEffect(() => {
    const de = anterior.current;
    anterior.current = pathname;
    // First render: a document load (POP) keeps the browser's focus; arriving from the login does not.
    if (de === null ? tipo === 'POP' : de === pathname) return;
    if (document.querySelector('dialog[open]')) return;
    if (de !== null && mesmaPagina(de, pathname) && !focoPerdido()) return;
    // Back on a grid from a record, the grid focused the row the user had opened (issue 19).
    if (document.activeElement?.closest('.ag-row')) return;
    focarTitulo();
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** The element each open pop-up will give the focus back to. */
const origens = new WeakMap<Element, Element | null>();

/**
 * Where to give the focus back: `el`, or, when it has left the page with a pop-up that closed
 * meanwhile (the context menu's 'Excluir' opens the dialog and closes the menu), that pop-up's own
 * opener (the row's cell).
 */
function ondeVoltar(el: Element | null | undefined): Element | null {
  let atual = el ?? null;
  while (atual && !atual.isConnected) {
    let popup: Element | null = atual;
    while (popup && !origens.has(popup)) popup = popup.parentElement;
    atual = popup ? (origens.get(popup) ?? null) : null;
  }
  return atual;
}

/**
 * A dialog, menu or popover (`ref`, its element): remembers the element that had the focus when it
 * opened and gives the focus back to it when it closes (the page's heading when that element is
 * gone), unless the user has put the focus somewhere else meanwhile.
 */
export function useFocoDeVolta(ref: RefObject<HTMLElement>): void {
  // Read while rendering: by the time effects run, an autoFocus inside has already taken the focus.
  const origem = useRef<Element | null | undefined>(undefined);
  if (origem.current === undefined) origem.current = typeof document === 'undefined' ? null : document.activeElement;
  useEfeitoLayout(() => {
    const el = ref.current;
    if (el) origens.set(el, origem.current ?? null);
    return () => {
      // Still in the page here (a layout effect's cleanup runs before the element is removed).
      if (!focoPerdido() && !el?.contains(document.activeElement)) return;
      // Outside a modal dialog everything is inert until it closes.
      if (el instanceof HTMLDialogElement && el.open) el.close();
      const volta = ondeVoltar(origem.current);
      if (volta instanceof HTMLElement && volta !== document.body && !el?.contains(volta)) volta.focus();
      else focarTitulo();
    };
  }, [ref]);
}
