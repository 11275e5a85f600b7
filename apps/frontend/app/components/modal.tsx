import { useNavigate, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A pop-up window: a native modal <dialog> (focus kept inside, Escape closes). Rendered open on
 * the server so a modal route loaded directly shows at once; made modal after hydration.
 */
export function Modal({
  titulo,
  onFechar,
  children,
  largura = 560,
  papel = 'dialog',
}: {
  titulo: string;
  onFechar: () => void;
  children: ReactNode;
  largura?: number;
  papel?: 'dialog' | 'alertdialog';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const tituloId = useId();
  const fecharRef = useRef(onFechar);
  fecharRef.current = onFechar;

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (d.open) d.close();
    d.showModal();
    const primeiro = d.querySelector<HTMLElement>('[autofocus], input:not([type=hidden]), select, textarea, button:not(.modal-fechar)');
    primeiro?.focus();
    const cancelar = (e: Event) => {
      e.preventDefault();
      fecharRef.current();
    };
    d.addEventListener('cancel', cancelar);
    return () => {
      d.removeEventListener('cancel', cancelar);
      if (d.open) d.close();
    };
  }, []);

  return (
    <dialog ref={ref} className="modal" role={papel} aria-labelledby={tituloId} style={{ width: `min(${largura}px, 96vw)` }} open>
      <header className="modal-cabecalho">
        <h2 id={tituloId}>{titulo}</h2>
        <button type="button" className="modal-fechar" aria-label="Fechar janela" onClick={() => onFechar()}>
          ×
        </button>
      </header>
      <div className="modal-corpo">{children}</div>
    </dialog>
  );
}

/**
 * Closing a modal route: back in history when we came from the list (so the back button and
 * 'Cancelar' agree), else to the parent URL with the same query (the grid's view).
 */
export function useFecharModal(destino: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default' && (location.state as { doGrid?: boolean } | null)?.doGrid) navigate(-1);
    else navigate(destino + location.search, { replace: true });
  };
}
