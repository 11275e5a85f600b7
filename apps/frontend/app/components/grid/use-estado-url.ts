import { useLocation, useNavigate } from '@remix-run/react';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useMemo, useRef } from 'react';
import { comVoltar, PARAM_SELECIONADA } from '~/lib/voltar';
import type { ContextoCabecalho } from './contexto-cabecalho';
import { type EstadoGrid, type GridDef, type OpcaoFiltro, paramDaColuna } from './tipos';

/**
 * The grid's state in the URL (spec 01 §2.2): paging, sort and filters change the query; a record
 * opened from the grid gets the way back to it, and coming back selects the row again.
 */
export function useEstadoUrl<T extends Record<string, any>>({
  def,
  estado,
  opcoes,
  rota,
  chave,
}: {
  def: GridDef<T>;
  estado: EstadoGrid;
  opcoes: Record<string, readonly OpcaoFiltro[]>;
  rota: string;
  chave: keyof T & string;
}) {
  const navigate = useNavigate();
  const location = useLocation();

  const mudarUrl = useCallback(
    (mudar: (p: URLSearchParams) => void, replace = false) => {
      const p = new URLSearchParams(location.search);
      mudar(p);
      // Another view of the list: the row selected on the way back from a record no longer applies.
      p.delete(PARAM_SELECIONADA);
      const busca = p.toString();
      if (busca === location.search.replace(/^\?/, '')) return;
      navigate({ pathname: location.pathname, search: busca ? `?${busca}` : '' }, { replace, preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );

  const contexto: ContextoCabecalho = useMemo(
    () => ({
      estado,
      opcoes,
      filtrar: (param, valor) =>
        mudarUrl((p) => {
          if (valor) p.set(param, valor);
          // A filter with a default stays cleared only while the URL names it empty.
          else if (def.colunas.some((c) => c.filtroPadrao && paramDaColuna(c) === param)) p.set(param, '');
          else p.delete(param);
          p.delete('page');
        }, true),
      ordenar: (param) =>
        mudarUrl((p) => {
          const sord = estado.sidx === param && estado.sord === 'asc' ? 'desc' : 'asc';
          p.set('sidx', param);
          p.set('sord', sord);
          p.delete('page');
        }),
    }),
    [estado, opcoes, mudarUrl, def.colunas],
  );

  /**
   * Relative targets ('novo', '12') open as modal routes over the grid, keeping its query. A record
   * page ('/veiculo/12') gets the way back to this grid as it is now, with `linha` as the selected row.
   */
  const abrir = useCallback(
    (alvo: string, linha?: T | null) => {
      if (alvo.startsWith('/')) {
        const q = new URLSearchParams(location.search);
        if (linha) q.set(PARAM_SELECIONADA, String(linha[chave]));
        else q.delete(PARAM_SELECIONADA);
        const busca = q.toString();
        const aqui = `${location.pathname}${busca ? `?${busca}` : ''}`;
        // The browser's back button comes to this entry: it names the row too (no reload now).
        window.history.replaceState(window.history.state, '', aqui);
        return navigate(comVoltar(alvo, aqui));
      }
      // The pop-up keeps the grid's query (its view) plus its own ('vincular?funcionario_id=3').
      const [caminho, propria] = alvo.split('?');
      const q = new URLSearchParams(location.search);
      for (const [k, v] of new URLSearchParams(propria ?? '')) q.set(k, v);
      const busca = q.toString();
      navigate(`${rota}/${caminho}${busca ? `?${busca}` : ''}`, { state: { doGrid: true }, preventScrollReset: true });
    },
    [rota, chave, location.pathname, location.search, navigate],
  );

  // Back from a record (lib/voltar.ts): the row the user had chosen is selected again.
  const selUrl = useRef<string | null>(null);
  selUrl.current = new URLSearchParams(location.search).get(PARAM_SELECIONADA);
  // ...and has the focus (issue 19), once, unless the user has put it somewhere else meanwhile.
  const focouVolta = useRef(false);
  const selecionarDaUrl = (api: GridApi<T>) => {
    const no = selUrl.current ? api.getRowNode(selUrl.current) : undefined;
    if (!no) return;
    if (!no.isSelected()) {
      no.setSelected(true);
      api.ensureNodeVisible(no);
    }
    if (focouVolta.current) return;
    focouVolta.current = true;
    requestAnimationFrame(() => {
      const ativo = document.activeElement;
      const livre = !ativo || ativo === document.body || ativo.id === 'titulo-pagina' || ativo.id === 'conteudo';
      const coluna = api.isDestroyed() ? undefined : api.getAllDisplayedColumns()[0];
      if (livre && coluna && no.rowIndex !== null) api.setFocusedCell(no.rowIndex, coluna);
    });
  };

  /** 'Limpar filtros': every column's filter off, back to the first page. */
  const limparFiltros = () =>
    mudarUrl((p) => {
      for (const c of def.colunas) p.delete(paramDaColuna(c));
      p.delete('page');
    }, true);

  // A filter at its default (the checklist month) is the grid's view, not a user's filter.
  const temFiltro = Object.entries(estado.filtros).some(([param, v]) => v !== estado.padroes[param]);

  return { search: location.search, mudarUrl, contexto, abrir, selecionarDaUrl, limparFiltros, temFiltro };
}
