import type { GridApi } from 'ag-grid-community';
import { type MutableRefObject, useState } from 'react';
import { BarraFerramentas } from './barra';
import { SeletorColunas } from './seletor-colunas';
import type { EstadoGrid, GridDef, ParametrosGrid } from './tipos';
import type { useAcoesLinha } from './use-acoes-linha';

/**
 * The grid's toolbar (spec 01 §2.2): add, shortcuts, edit, delete and the row actions the
 * declaration puts on it, refresh, clear filters and, for staff, the column chooser and the
 * Excel export.
 */
export function BarraGrid<T extends Record<string, any>>({
  def,
  estado,
  parametros,
  search,
  apiRef,
  pronta,
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
  pronta: boolean;
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

  const atalho = (a: (typeof atalhos)[number]) => (
    <button key={a.para} type="button" className="botao" onClick={() => abrir(a.para)}>
      {a.rotulo}
    </button>
  );

  return (
    <BarraFerramentas rotulo="Ações da lista" pronta={pronta}>
      {atalhos.filter((a) => a.antes).map(atalho)}
      {podeAdicionar && (
        <button type="button" className="botao botao-primario" onClick={() => abrir(declaradas.adicionar!, linhaAtual())}>
          {declaradas.rotuloAdicionar ?? 'Adicionar'}
        </button>
      )}
      {atalhos.filter((a) => !a.antes).map(atalho)}
      {podeEditar && (
        <button type="button" className="botao" onClick={() => exigirLinha((l) => abrir(declaradas.editar!(l), l))}>
          Editar
        </button>
      )}
      {podeExcluir && (
        <button type="button" className="botao botao-perigo" onClick={() => exigirLinha((l) => executar(excluir, l))}>
          Excluir
        </button>
      )}
      {extras
        .filter((m) => m.naBarra)
        .map((m) => (
          <button key={m.rotulo} type="button" className="botao" onClick={() => executarDaBarra(m)}>
            {m.rotulo}
          </button>
        ))}
      <button type="button" className="botao" onClick={atualizar}>
        Atualizar
      </button>
      {temFiltro && (
        <button type="button" className="botao botao-link" onClick={limparFiltros}>
          Limpar filtros
        </button>
      )}
      <span className="grid-barra-espaco" />
      {staff && (
        <div className="seletor-colunas">
          <button
            type="button"
            className="botao"
            aria-expanded={seletorAberto}
            onClick={() => {
              atualizarVisiveis();
              setSeletorAberto((a) => !a);
            }}
          >
            Colunas
          </button>
          {seletorAberto && <SeletorColunas colunas={def.colunas} visiveis={visiveis} onMudar={mudarColuna} onFechar={() => setSeletorAberto(false)} />}
        </div>
      )}
      {staff && def.exportavel !== false && (
        <a className="botao" href={hrefExcel()} download onClick={(e) => (e.currentTarget.href = hrefExcel())}>
          Exportar Excel
        </a>
      )}
    </BarraFerramentas>
  );
}
