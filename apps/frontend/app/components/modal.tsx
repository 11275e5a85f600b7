import { useNavigate, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { destinoVoltar, PARAM_VOLTAR } from '~/lib/voltar';
import { useFocoDeVolta } from './foco';

/**
 * A pop-up window: a native modal <dialog> (focus kept inside, Escape closes). Rendered open on
 * the server so a modal route loaded directly shows at once; made modal after hydration. When it
 * closes the focus goes back to what opened it (the grid's button or row).
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
  useFocoDeVolta(ref);

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
 * 'Cancelar' agree); to the grid it was opened from when the URL names it (`voltar`, lib/voltar.ts:
 * a window of another URL family, such as a trip's occurrences opened from /emviagem, also after
 * its own save has replaced the history entry); else to the parent URL with the same query.
 */
export function useFecharModal(destino: string, proprios: readonly string[] = []): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default' && (location.state as { doGrid?: boolean } | null)?.doGrid) return navigate(-1);
    const q = new URLSearchParams(location.search);
    if (q.has(PARAM_VOLTAR)) return navigate(destinoVoltar(q, destino), { replace: true });
    // The pop-up's own parameters (?funcionario_id=) are not the grid's.
    for (const p of proprios) q.delete(p);
    const busca = q.toString();
    navigate(destino + (busca ? `?${busca}` : ''), { replace: true });
  };
}

/**
 * A yes/no question in a modal (spec 01 §2.2 'Deseja excluir?' with 'Deletar item' and
 * 'Cancelar'; spec 03 §4 'Você deseja realmente inativar este vinculo?'). 'Cancelar' has the focus,
 * so Enter never confirms by accident.
 */
export function Confirmacao({
  titulo,
  children,
  rotuloConfirmar,
  rotuloCancelar = 'Cancelar',
  perigo = true,
  ocupado = false,
  onConfirmar,
  onCancelar,
}: {
  titulo: string;
  children?: ReactNode;
  rotuloConfirmar: string;
  rotuloCancelar?: string;
  perigo?: boolean;
  ocupado?: boolean;
  onConfirmar: () => void;
  onCancelar: () => void;
}) {
  return (
    <Modal titulo={titulo} papel="alertdialog" largura={440} onFechar={onCancelar}>
      {children && <div className="confirmacao-texto">{children}</div>}
      <div className="form-acoes">
        <button type="button" className="botao botao-secundario" onClick={onCancelar} autoFocus>
          {rotuloCancelar}
        </button>
        <button type="button" className={`botao ${perigo ? 'botao-perigo' : 'botao-primario'}`} disabled={ocupado} onClick={onConfirmar}>
          {rotuloConfirmar}
        </button>
      </div>
    </Modal>
  );
}
