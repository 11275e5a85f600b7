import type { GridApi } from 'ag-grid-community';
import { lazy, type MutableRefObject, Suspense, useEffect, useState } from 'react';
import { BarraFerramentas } from './barra';
import type { EstadoGrid, GridDef, ParametrosGrid } from './tipos';
import type { useAcoesLinha } from './use-acoes-linha';

const ATRASO_BARRA = 1000;
/** The column chooser acts on AG Grid's columns: it comes in AG Grid's chunk (which a click on the list asks for). */
const SeletorColunas = lazy(() => import('./grid-ag').then((m) => ({ default: m.SeletorColunas })));

/**
 * The grid's toolbar (spec 01 §2.2): add, shortcuts, edit, delete and the row actions the
 * declaration puts on it, refresh, clear filters and, for staff, the column chooser and the
 * Excel export. Drawn by the server with every button in its place, disabled until the toolbar is
 * built about one second after load (spec 01 §2.2, spec 03 §9): the first paint already has its
 * final size and nothing appears later (issue 19 item 10: the late buttons were a phone's LCP).
 * Its own state, so building it redraws the toolbar only, not the grid.
 */
export function BarraGrid<T extends Record<string, any>>({
  def,
  estado,
  parametros,
  search,
  apiRef,
  acoes,
  abrir,
  atualizar,
  temFiltro,
  limparFiltros,
  visiveis,
  atualizarVisiveis,
  mudarColuna,
}: {
  def: GridDef<T>;
  estado: EstadoGrid;
  parametros?: ParametrosGrid;
  search: string;
  apiRef: MutableRefObject<GridApi<T> | undefined>;
  acoes: ReturnType<typeof useAcoesLinha<T>>;
  abrir: (alvo: string, linha?: T | null) => void;
  atualizar: () => void;
  temFiltro: boolean;
  limparFiltros: () => void;
  visiveis: Record<string, boolean>;
  atualizarVisiveis: () => void;
  mudarColuna: (campo: string, visivel: boolean) => void;
}) {
  const [seletorAberto, setSeletorAberto] = useState(false);
  const [pronta, setPronta] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setPronta(true), ATRASO_BARRA);
    return () => clearTimeout(t);
  }, []);
  const declaradas = def.acoes ?? {};
  const { staff, podeAdicionar, podeEditar, podeExcluir, atalhos, extras, linhaAtual, exigirLinha, executar, executarDaBarra, excluir } = acoes;

  const hrefExcel = () => {
    const p = new URLSearchParams(search);
    p.set('grid', def.id);
    p.set('rows', String(estado.rows));
    p.set('sidx', estado.sidx);
    p.set('sord', estado.sord);
    const api = apiRef.current;
    // The user's visible columns in the user's order; the API titles them from the grid's declaration.
    const ordem = api?.getColumnState().filter((s) => !s.hide).map((s) => s.colId) ?? def.colunas.map((c) => c.campo);
    p.set('colunas', ordem.join(','));
    for (const [k, v] of Object.entries(parametros ?? {})) p.set(`param.${k}`, String(v));
    return `/recursos/exportar?${p.toString()}`;
  };

  const inativo = !pronta;
  const atalho = (a: (typeof atalhos)[number]) => (
    <button key={a.para} type="button" className="botao" disabled={inativo} onClick={() => abrir(a.para)}>
      {a.rotulo}
    </button>
  );

  return (
    <BarraFerramentas rotulo="Ações da lista" pronta={pronta}>
      {atalhos.filter((a) => a.antes).map(atalho)}
      {podeAdicionar && (
        <button type="button" className="botao botao-primario" disabled={inativo} onClick={() => abrir(declaradas.adicionar!, linhaAtual())}>
          {declaradas.rotuloAdicionar ?? 'Adicionar'}
        </button>
      )}
      {atalhos.filter((a) => !a.antes).map(atalho)}
      {podeEditar && (
        <button type="button" className="botao" disabled={inativo} onClick={() => exigirLinha((l) => abrir(declaradas.editar!(l), l))}>
          Editar
        </button>
      )}
      {podeExcluir && (
        <button type="button" className="botao botao-perigo" disabled={inativo} onClick={() => exigirLinha((l) => executar(excluir, l))}>
          Excluir
        </button>
      )}
      {extras
        .filter((m) => m.naBarra)
        .map((m) => (
          <button key={m.rotulo} type="button" className="botao" disabled={inativo} onClick={() => executarDaBarra(m)}>
            {m.rotulo}
          </button>
        ))}
      <button type="button" className="botao" disabled={inativo} onClick={atualizar}>
        Atualizar
      </button>
      {temFiltro && (
        <button type="button" className="botao botao-link" disabled={inativo} onClick={limparFiltros}>
          Limpar filtros
        </button>
      )}
      <span className="grid-barra-espaco" />
      {staff && (
        <div className="seletor-colunas">
          <button
            type="button"
            className="botao"
            disabled={inativo}
            aria-expanded={seletorAberto}
            onClick={() => {
              atualizarVisiveis();
              setSeletorAberto((a) => !a);
            }}
          >
            Colunas
          </button>
          {seletorAberto && (
            <Suspense fallback={null}>
              <SeletorColunas colunas={def.colunas} visiveis={visiveis} onMudar={mudarColuna} onFechar={() => setSeletorAberto(false)} />
            </Suspense>
          )}
        </div>
      )}
      {staff &&
        def.exportavel !== false &&
        // A link has no 'disabled': until then it has no address (no Tab stop, nothing to follow).
        (inativo ? (
          <a className="botao botao-inativo" aria-disabled="true" role="link">
            Exportar Excel
          </a>
        ) : (
          <a className="botao" href={hrefExcel()} download onClick={(e) => (e.currentTarget.href = hrefExcel())}>
            Exportar Excel
          </a>
        ))}
    </BarraFerramentas>
  );
}
