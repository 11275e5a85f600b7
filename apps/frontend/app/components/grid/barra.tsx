import { type ReactNode, useRef } from 'react';
import { useEfeitoLayout } from '~/components/foco';

const ITENS = 'button:not(:disabled), a[href]';
/** A pop-up of the toolbar (the column chooser) is walked with Tab, not with the arrows. */
const POPUP = '.seletor-colunas-lista';

/**
 * The grid's toolbar (WAI-ARIA toolbar pattern): one Tab stop, the arrows (and Home/End) move
 * between its buttons, and Tab goes on to the grid. The last button used keeps the stop.
 *
 * Until `pronta` (the toolbar is built about one second after load, spec 01 §2.2) its buttons are
 * seen but disabled (the caller disables them), so not reached either: the toolbar has its final
 * size and content from the first paint, and nothing under it moves or is painted late when it
 * is built (on a phone the buttons wrap to several lines).
 */
export function BarraFerramentas({ rotulo, pronta = true, children }: { rotulo: string; pronta?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const ativo = useRef<HTMLElement | null>(null);
  const itens = () => Array.from(ref.current?.querySelectorAll<HTMLElement>(ITENS) ?? []).filter((el) => !el.closest(POPUP));
  const marcar = (alvo: HTMLElement | undefined) => {
    const todos = itens();
    ativo.current = alvo && todos.includes(alvo) ? alvo : (todos[0] ?? null);
    for (const el of todos) el.tabIndex = el === ativo.current ? 0 : -1;
  };
  // Buttons come and go (the toolbar is built after a second, 'Limpar filtros'): keep one stop.
  useEfeitoLayout(() => marcar(ativo.current ?? undefined));

  return (
    <div
      ref={ref}
      className={pronta ? 'grid-barra' : 'grid-barra grid-barra-construindo'}
      role="toolbar"
      aria-label={rotulo}
      onFocus={(e) => {
        if (itens().includes(e.target)) marcar(e.target);
      }}
      onKeyDown={(e) => {
        const todos = itens();
        const i = todos.indexOf(e.target as HTMLElement);
        if (i < 0) return;
        const destino = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: todos.length - 1 }[e.key];
        if (destino === undefined) return;
        e.preventDefault();
        todos[(destino + todos.length) % todos.length]?.focus();
      }}
    >
      {children}
    </div>
  );
}
