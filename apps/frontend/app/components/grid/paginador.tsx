import { useEffect, useState } from 'react';
import type { EstadoGrid, PaginaGrid } from './tipos';

/** Our pager (AG Grid's own is client-side): first, previous, page box, next, last, page size. */
export function Paginador({
  estado,
  pagina,
  tamanhos,
  onPagina,
  onTamanho,
}: {
  estado: EstadoGrid;
  pagina: PaginaGrid<unknown>;
  tamanhos: readonly number[];
  onPagina: (p: number) => void;
  onTamanho: (t: number) => void;
}) {
  const total = Math.max(1, pagina.total || 1);
  const atual = Math.min(Math.max(1, pagina.page || estado.page), total);
  const [digitada, setDigitada] = useState(String(atual));
  useEffect(() => setDigitada(String(atual)), [atual]);
  const de = pagina.records === 0 ? 0 : (atual - 1) * estado.rows + 1;
  const ate = Math.min(atual * estado.rows, pagina.records);
  const ir = (p: number) => {
    const alvo = Math.min(Math.max(1, p), total);
    if (alvo !== atual) onPagina(alvo);
    else setDigitada(String(atual));
  };
  return (
    <nav className="paginador" aria-label="Paginação">
      <div className="paginador-botoes">
        <button type="button" onClick={() => ir(1)} disabled={atual <= 1} aria-label="Primeira página" title="Primeira página">
          «
        </button>
        <button type="button" onClick={() => ir(atual - 1)} disabled={atual <= 1} aria-label="Página anterior" title="Página anterior">
          ‹
        </button>
        <label className="paginador-pagina">
          Página
          <input
            type="text"
            inputMode="numeric"
            value={digitada}
            aria-label="Número da página"
            size={3}
            onChange={(e) => setDigitada(e.target.value.replace(/\D/g, ''))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') ir(Number(digitada) || 1);
            }}
            onBlur={() => ir(Number(digitada) || 1)}
          />
          de {total}
        </label>
        <button type="button" onClick={() => ir(atual + 1)} disabled={atual >= total} aria-label="Próxima página" title="Próxima página">
          ›
        </button>
        <button type="button" onClick={() => ir(total)} disabled={atual >= total} aria-label="Última página" title="Última página">
          »
        </button>
        <label className="paginador-tamanho">
          Registros por página
          <select value={estado.rows} onChange={(e) => onTamanho(Number(e.target.value))}>
            {tamanhos.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="paginador-info" aria-live="polite">
        {pagina.records === 0 ? 'Nenhum registro' : `Exibindo ${de} - ${ate} de ${pagina.records.toLocaleString('pt-BR')}`}
      </p>
    </nav>
  );
}
