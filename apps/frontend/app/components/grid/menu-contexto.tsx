import { useEffect, useRef } from 'react';
import { useFocoDeVolta } from '~/components/foco';

export interface ItemMenu {
  rotulo: string;
  acao: () => void;
  perigo?: boolean;
}

/**
 * Our right-click menu (AG Grid's is Enterprise). Opens at the pointer or at the focused cell
 * (Shift+F10 / context-menu key); arrows move, Enter runs, Escape or a click outside closes, and
 * the focus goes back to the row's cell.
 */
export function MenuContexto({ x, y, itens, onFechar }: { x: number; y: number; itens: ItemMenu[]; onFechar: () => void }) {
  const ref = useRef<HTMLUListElement>(null);
  useFocoDeVolta(ref);
  useEffect(() => {
    const el = ref.current;
    el?.querySelector<HTMLButtonElement>('button')?.focus();
    const fora = (e: MouseEvent) => {
      if (el && !el.contains(e.target as Node)) onFechar();
    };
    const rolar = () => onFechar();
    document.addEventListener('mousedown', fora);
    window.addEventListener('resize', rolar);
    return () => {
      document.removeEventListener('mousedown', fora);
      window.removeEventListener('resize', rolar);
    };
  }, [onFechar]);

  const teclado = (e: React.KeyboardEvent) => {
    const botoes = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const i = botoes.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowDown') botoes[(i + 1) % botoes.length]?.focus();
    else if (e.key === 'ArrowUp') botoes[(i - 1 + botoes.length) % botoes.length]?.focus();
    else if (e.key === 'Escape' || e.key === 'Tab') onFechar();
    else return;
    e.preventDefault();
  };

  // Keep the menu inside the window.
  const left = typeof window === 'undefined' ? x : Math.min(x, window.innerWidth - 230);
  const top = typeof window === 'undefined' ? y : Math.min(y, window.innerHeight - (itens.length * 34 + 12));
  return (
    <ul ref={ref} className="menu-contexto" role="menu" aria-label="Ações do registro" style={{ left, top }} onKeyDown={teclado}>
      {itens.map((item) => (
        <li key={item.rotulo} role="none">
          <button
            type="button"
            role="menuitem"
            className={item.perigo ? 'perigo' : undefined}
            onClick={() => {
              onFechar();
              item.acao();
            }}
          >
            {item.rotulo}
          </button>
        </li>
      ))}
    </ul>
  );
}
