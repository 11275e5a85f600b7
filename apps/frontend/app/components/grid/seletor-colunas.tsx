import { useEffect, useRef } from 'react';
import { useFocoDeVolta } from '~/components/foco';
import type { ColunaGrid } from './tipos';

/**
 * The column chooser's list (staff), opened by the toolbar's 'Colunas': a checkbox per column.
 * It takes the focus when it opens; Escape or 'Fechar' closes it and gives the focus back to
 * 'Colunas'.
 */
export function SeletorColunas({
  colunas,
  visiveis,
  onMudar,
  onFechar,
}: {
  colunas: readonly ColunaGrid<any>[];
  visiveis: Record<string, boolean>;
  onMudar: (campo: string, visivel: boolean) => void;
  onFechar: () => void;
}) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useFocoDeVolta(ref);
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  return (
    <fieldset
      ref={ref}
      className="seletor-colunas-lista"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onFechar();
      }}
    >
      <legend>Colunas visíveis</legend>
      {colunas.map((c) => (
        <label key={c.campo}>
          <input type="checkbox" checked={visiveis[c.campo] ?? false} onChange={(e) => onMudar(c.campo, e.target.checked)} />
          {c.titulo}
        </label>
      ))}
      <button type="button" className="botao botao-link" onClick={onFechar}>
        Fechar
      </button>
    </fieldset>
  );
}
