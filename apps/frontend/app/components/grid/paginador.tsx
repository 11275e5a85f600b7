import { useEffect, useState } from 'react';
import { textosPaginador } from '@gr/domain';
import type { EstadoGrid, PaginaGrid } from './tipos';

/**
 * Our pager (AG Grid's own is client-side): first, previous, page box, next, last, page size.
 * A large unfiltered list comes with an estimated total (records_estimado): the pager says
 * "de ~6.667" and "cerca de 100.000", and the last-page button goes to the estimated last page.
 */
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
  const textos = textosPaginador({ page: atual, rows: estado.rows, total, records: pagina.records, estimado: pagina.records_estimado === true });
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
          <span title={textos.dica}>{textos.paginas}</span>
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
      <p className="paginador-info" aria-live="polite" title={textos.dica}>
        {textos.info}
      </p>
    </nav>
  );
}
