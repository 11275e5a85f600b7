import { formatarDocumento, isStaff, pode } from '@gr/domain';
import { useFetcher, useLocation, useNavigate, useNavigation, useRevalidator } from '@remix-run/react';
import type {
  CellClickedEvent,
  CellContextMenuEvent,
  CellKeyDownEvent,
  Column,
  ColumnGroup,
  ColDef,
  ColumnMovedEvent,
  ColumnResizedEvent,
  GridApi,
  GridReadyEvent,
  RowDoubleClickedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { exibir, formatarReais } from '~/lib/mascaras';
import { Confirmacao } from '~/components/modal';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { DURACAO } from '~/lib/avisos';
import { formatarDataHora, formatarDia } from '~/lib/datas';
import type { RespostaAcaoGrid } from '~/lib/grid.server';
import type { LayoutGrid } from '~/lib/tipos';
import { useNonce } from '~/lib/nonce';
import { comVoltar, PARAM_SELECIONADA } from '~/lib/voltar';
import { TEMA_GRID, TEXTOS_GRID } from './ag';
import { BarraFerramentas } from './barra';
import { Cabecalho, CabecalhoContexto, type ContextoCabecalho, type ParametrosCabecalho } from './cabecalho';
import { type ItemMenu, MenuContexto } from './menu-contexto';
import { Paginador } from './paginador';
import { RolagemColunas, useRolagemColunas } from './rolagem';
import { SeletorColunas } from './seletor-colunas';
import {
  type AcaoLinha,
  type ColunaGrid,
  type DadosGrid,
  type GridDef,
  type OpcaoFiltro,
  type ParametrosGrid,
  paramDaColuna,
  preencher,
  textoVazio,
} from './tipos';

/**
 * The one grid kit (spec 01 §2.2): AG Grid's client-side row model fed one page at a time by the
 * route's loader; paging, sort and filters live in the URL. Toolbar, right-click menu,
 * double-click, copy, delete confirmation, column chooser and Excel export (staff) and the
 * user's saved layout are all driven by the declaration.
 *
 * Keyboard (issue 10): the toolbar and the column headers are one Tab stop each (arrows move
 * inside them; on a header Enter sorts and ↓ goes to its filter), then the rows. A row is selected
 * only by the user (click, Space, Enter, Delete, the menu), never by moving the focus, so the
 * toolbar acts on the row the user sees selected. A record opened from the grid comes back to it
 * as it was (URL `voltar` and `sel`, lib/voltar.ts).
 */
const ATRASO_BARRA = 1000;

export function Grid<T extends Record<string, any>>({
  def,
  dados,
  opcoes = {},
  parametros,
  titulo,
}: {
  def: GridDef<T>;
  dados: DadosGrid<T>;
  /** Options of 'selecao' filters loaded at run time, by API parameter. */
  opcoes?: Record<string, readonly OpcaoFiltro[]>;
  /** Values of the parameters of `def.rota` and `def.api` (a grid inside a record). */
  parametros?: ParametrosGrid;
  /** Accessible name of the grid region; default 'Lista: <substantivo>'. */
  titulo?: string;
}) {
  const usuario = useUsuario();
  const nonce = useNonce();
  const staff = usuario ? isStaff(usuario.grupo_usuario_id) : false;
  const acessos = usuario?.acessos ?? {};
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { notificar } = useAvisos();
  const acaoFetcher = useFetcher<RespostaAcaoGrid>();
  const apiRef = useRef<GridApi<T>>();
  const [selecionada, setSelecionada] = useState<T | null>(null);
  const [menu, setMenu] = useState<{ x: number; y: number; linha: T; valor: string } | null>(null);
  const [pendente, setPendente] = useState<{ acao: AcaoPostada<T>; linha: T } | null>(null);
  const [barraPronta, setBarraPronta] = useState(false);
  const [seletorAberto, setSeletorAberto] = useState(false);
  const [visiveis, setVisiveis] = useState<Record<string, boolean>>({});
  const [abertas, setAbertas] = useState<ReadonlySet<string>>(() => new Set());
  const { estado, pagina } = dados;
  const chave = (def.chave ?? 'id') as keyof T & string;
  const acoes = def.acoes ?? {};
  const podeFazer = (funcao: string) => pode(acessos, def.controlador, funcao);
  const rota = preencher(def.rota, parametros);
  const semMenu = !!usuario && (def.semMenuParaGrupos ?? []).includes(usuario.grupo_usuario_id);
  const layoutSalvo: LayoutGrid | undefined = usuario?.layouts?.[def.id];

  // The toolbar is built about one second after load (spec 01 §2.2, spec 03 §9).
  useEffect(() => {
    const t = setTimeout(() => setBarraPronta(true), ATRASO_BARRA);
    return () => clearTimeout(t);
  }, []);

  useEffect(() => {
    if (!def.atualizarACada) return;
    const t = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate();
    }, def.atualizarACada);
    return () => clearInterval(t);
  }, [def.atualizarACada, revalidator]);

  useEffect(() => {
    const r = acaoFetcher.data;
    if (!r) return;
    notificar(r.mensagem, r.ok ? 'sucesso' : 'erro', r.duracao);
    if (r.ok) setSelecionada(null);
  }, [acaoFetcher.data, notificar]);

  // ---- URL state ----------------------------------------------------------------------------
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

  // ---- Columns and layout -------------------------------------------------------------------
  const colunaPorId = useMemo(() => new Map(def.colunas.map((c) => [c.campo, c])), [def.colunas]);
  const alternarDetalhe = useCallback((id: string) => {
    setAbertas((a) => {
      const n = new Set(a);
      if (!n.delete(id)) n.add(id);
      return n;
    });
  }, []);
  const alternarRef = useRef(alternarDetalhe);
  alternarRef.current = alternarDetalhe;
  const abertasRef = useRef(abertas);
  abertasRef.current = abertas;
  // The rows with, under each opened one, its detail as a full-width row (AG Grid Community has no master/detail).
  const linhas = useMemo(() => {
    if (!def.detalhe || abertas.size === 0) return pagina.rows;
    return pagina.rows.flatMap((l) => (abertas.has(String(l[chave])) ? [l, { [DETALHE]: l } as unknown as T] : [l]));
  }, [pagina.rows, abertas, def.detalhe, chave]);
  useEffect(() => {
    apiRef.current?.refreshCells({ columns: [COLUNA_DETALHE], force: true });
  }, [abertas]);
  // One renderer for the grid's life: a new function at each render makes AG Grid remount every
  // opened detail, whose loading re-renders the grid, and so on (issue 19: endless item requests).
  const detalheDef = useRef(def.detalhe);
  detalheDef.current = def.detalhe;
  const detalheRenderer = useCallback(
    (p: { data?: T }) => (ehDetalhe(p.data) ? <div className="grid-detalhe">{detalheDef.current?.(p.data[DETALHE] as T)}</div> : null),
    [],
  );

  const columnDefs = useMemo<ColDef<T>[]>(() => {
    const salvo = new Map(layoutSalvo?.colunas.map((c, i) => [c.colId, { ...c, ordem: i }]) ?? []);
    const defs = def.colunas.map((c): ColDef<T> & { ordem: number } => {
      const s = salvo.get(c.campo);
      const largura = c.largura ?? 160;
      return {
        colId: c.campo,
        field: c.campo as any,
        headerName: c.titulo,
        // The declared width is the least a column needs; the columns share the rest of the
        // screen in proportion to it. A width the user dragged is kept as it is.
        ...(s?.width ? { width: s.width, minWidth: 70 } : { width: largura, minWidth: largura, flex: largura }),
        hide: s ? s.hide : !!c.oculta,
        sortable: false,
        resizable: true,
        // Our formatters decide how values look (no AG Grid checkbox for booleans).
        cellDataType: false,
        headerComponent: Cabecalho,
        headerComponentParams: { coluna: c } satisfies ParametrosCabecalho,
        suppressHeaderKeyboardEvent: ({ event, api, column }) => teclaNoCabecalho(event, api, column),
        valueGetter: c.valor ? (p) => (p.data ? c.valor!(p.data) : undefined) : undefined,
        valueFormatter: formatador(c),
        cellRenderer: c.celula ? (p: { data?: T }) => (p.data ? c.celula!(p.data) : null) : undefined,
        cellClass: c.copiavel ? 'celula-copiavel' : undefined,
        ordem: s?.ordem ?? 1000 + def.colunas.indexOf(c),
      };
    });
    const ordenadas = defs.sort((a, b) => a.ordem - b.ordem).map(({ ordem: _o, ...d }) => d);
    if (!def.detalhe) return ordenadas;
    const alternador: ColDef<T> = {
      colId: COLUNA_DETALHE,
      // A title attribute, not AG Grid's tooltip (its Tooltip module is not registered: error #200).
      headerName: '',
      headerComponentParams: { 'aria-label': 'Abrir ou fechar os itens' },
      width: 48,
      minWidth: 48,
      maxWidth: 48,
      pinned: 'left',
      lockPosition: 'left',
      resizable: false,
      sortable: false,
      suppressMovable: true,
      cellRenderer: (p: { data?: T }) => {
        if (!p.data) return null;
        const id = String(p.data[chave]);
        const aberta = abertasRef.current.has(id);
        return (
          <button
            type="button"
            className="grid-alternar-detalhe"
            aria-expanded={aberta}
            aria-label={aberta ? `Fechar itens de ${id}` : `Abrir itens de ${id}`}
            onClick={(e) => {
              e.stopPropagation();
              alternarRef.current(id);
            }}
          >
            {aberta ? '▾' : '▸'}
          </button>
        );
      },
    };
    return [alternador, ...ordenadas];
    // Built once per grid: later layout changes are the grid's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def]);

  const salvarLayout = useCallback(
    (rows?: number) => {
      const api = apiRef.current;
      if (!api) return;
      const layout: LayoutGrid = {
        // A column still sized by the kit (flex) keeps no width: it goes on fitting the screen.
        colunas: (api.getColumnState() ?? []).map((s) => ({ colId: s.colId, hide: !!s.hide, ...(s.flex ? {} : { width: Math.round(s.width ?? 0) }) })),
        rows: rows ?? estado.rows,
      };
      // A plain request, not a Remix fetcher: saving a layout must never revalidate or interrupt
      // the navigation that changes the same grid's page size or sort at that moment.
      void fetch('/recursos/layout', {
        method: 'POST',
        body: new URLSearchParams({ grid: def.id, layout: JSON.stringify(layout) }),
      }).catch(() => undefined);
    },
    [def.id, estado.rows],
  );
  const timerLayout = useRef<ReturnType<typeof setTimeout>>();
  const salvarLayoutDepois = useCallback(() => {
    clearTimeout(timerLayout.current);
    timerLayout.current = setTimeout(() => salvarLayout(), 800);
  }, [salvarLayout]);

  const atualizarVisiveis = () => {
    const api = apiRef.current;
    if (!api) return;
    setVisiveis(Object.fromEntries(def.colunas.map((c) => [c.campo, api.getColumn(c.campo)?.isVisible() ?? false])));
  };

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
  const rolagem = useRolagemColunas(apiRef);

  // ---- Row actions --------------------------------------------------------------------------
  const linhaAtual = (): T | null => selecionada ?? apiRef.current?.getSelectedRows()[0] ?? null;
  const exigirLinha = (acao: (l: T) => void) => {
    const l = linhaAtual();
    if (l) acao(l);
    else notificar('Selecione um registro na lista.', 'info', DURACAO.padrao);
  };
  const podeEditar = !!acoes.editar && podeFazer('update');
  const podeExcluir = !!acoes.excluir && podeFazer('destroy');
  const podeAdicionar = !!acoes.adicionar && podeFazer(acoes.requerAdicionar ?? 'create');
  const duploClique = acoes.duploClique ?? (podeEditar ? acoes.editar : undefined);
  const extras = (acoes.menu ?? []).filter(
    (m) => (!m.requer || podeFazer(m.requer)) && (!m.soEquipe || staff) && (!m.grupos || (!!usuario && m.grupos.includes(usuario.grupo_usuario_id))),
  );
  const atalhos = (acoes.atalhos ?? []).filter((a) => !a.requer || podeFazer(a.requer));
  const excluir: AcaoPostada<T> = {
    rotulo: 'Excluir',
    intent: 'excluir',
    confirmar: {
      titulo: 'Deseja excluir?',
      botao: 'Deletar item',
      texto: (l) => `O registro ${descreverLinha(def, l)} será excluído. Esta ação não pode ser desfeita.`,
    },
  };

  /** Runs a row action: opens its URL, or posts its intent (after the confirmation, if any). */
  const executar = (acao: AcaoLinha<T>, linha: T) => {
    if (acao.para) abrir(acao.para(linha), linha);
    else if (acao.intent) {
      const postada = acao as AcaoPostada<T>;
      if (postada.confirmar) setPendente({ acao: postada, linha });
      else postar(postada, linha);
    }
  };
  const postar = (acao: AcaoPostada<T>, linha: T) => {
    const id = String(linha[(acao.campoId ?? chave) as keyof T]);
    acaoFetcher.submit({ intent: acao.intent, id }, { method: 'post', action: `${rota}${location.search}` });
  };

  const copiar = useCallback(
    (texto: string) => {
      if (!texto) return;
      const avisar = () => notificar('copiado', 'info', DURACAO.copiado);
      const alternativo = () => {
        const area = document.createElement('textarea');
        area.value = texto;
        area.style.position = 'fixed';
        area.style.opacity = '0';
        document.body.appendChild(area);
        area.select();
        document.execCommand('copy');
        area.remove();
        avisar();
      };
      if (navigator.clipboard?.writeText) navigator.clipboard.writeText(texto).then(avisar, alternativo);
      else alternativo();
    },
    [notificar],
  );

  const itensMenu = (linha: T, valor: string): ItemMenu[] => [
    ...(podeEditar ? [{ rotulo: 'Editar', acao: () => abrir(acoes.editar!(linha), linha) }] : []),
    ...extras
      .filter((m) => !m.visivel || m.visivel(linha) || m.indisponivel)
      .map((m) => ({ rotulo: m.rotulo, acao: () => (!m.visivel || m.visivel(linha) ? executar(m, linha) : notificar(m.indisponivel!, 'erro', DURACAO.padrao)) })),
    ...(valor ? [{ rotulo: 'Copiar valor', acao: () => copiar(valor) }] : []),
    { rotulo: 'Atualizar', acao: () => revalidator.revalidate() },
    ...(podeExcluir ? [{ rotulo: 'Excluir', acao: () => executar(excluir, linha), perigo: true }] : []),
  ];
  const abrirMenu = (m: { x: number; y: number; linha: T; valor: string }) => {
    if (!semMenu) setMenu(m);
  };

  const textoCelula = (coluna: ColunaGrid<any> | undefined, valor: unknown, linha: T) => {
    if (!coluna) return valor == null ? '' : String(valor);
    const f = formatador(coluna);
    return f ? f({ value: valor, data: linha } as never) : valor == null ? '' : String(valor);
  };

  const carregando = (navigation.state === 'loading' && navigation.location.pathname === rota) || revalidator.state === 'loading';

  const hrefExcel = () => {
    const p = new URLSearchParams(location.search);
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

  // A filter at its default (the checklist month) is the grid's view, not a user's filter.
  const temFiltro = Object.entries(estado.filtros).some(([param, v]) => v !== def.colunas.find((c) => paramDaColuna(c) === param)?.filtroPadrao?.());
  const vazio = textoVazio(def);
  const localeText = useMemo(() => ({ ...TEXTOS_GRID, noRowsToShow: vazio }), [vazio]);

  return (
    <section className="grid-kit" aria-label={titulo ?? `Lista: ${def.vazio.substantivo.toLowerCase()}`} aria-busy={carregando}>
      <BarraFerramentas rotulo="Ações da lista" pronta={barraPronta}>
        {podeAdicionar && (
          <button type="button" className="botao botao-primario" onClick={() => abrir(acoes.adicionar!, linhaAtual())}>
            {acoes.rotuloAdicionar ?? 'Adicionar'}
          </button>
        )}
        {atalhos.map((a) => (
          <button key={a.para} type="button" className="botao" onClick={() => abrir(a.para)}>
            {a.rotulo}
          </button>
        ))}
        {podeEditar && (
          <button type="button" className="botao" onClick={() => exigirLinha((l) => abrir(acoes.editar!(l), l))}>
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
            <button
              key={m.rotulo}
              type="button"
              className="botao"
              onClick={() =>
                exigirLinha((l) => {
                  if (!m.visivel || m.visivel(l)) executar(m, l);
                  else notificar(m.indisponivel ?? `"${m.rotulo}" não se aplica ao registro selecionado.`, m.indisponivel ? 'erro' : 'info', DURACAO.padrao);
                })
              }
            >
              {m.rotulo}
            </button>
          ))}
        <button type="button" className="botao" onClick={() => revalidator.revalidate()}>
          Atualizar
        </button>
        {temFiltro && (
          <button
            type="button"
            className="botao botao-link"
            onClick={() =>
              mudarUrl((p) => {
                for (const c of def.colunas) p.delete(paramDaColuna(c));
                p.delete('page');
              }, true)
            }
          >
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
            {seletorAberto && (
              <SeletorColunas
                colunas={def.colunas}
                visiveis={visiveis}
                onMudar={(campo, visivel) => {
                  apiRef.current?.setColumnsVisible([campo], visivel);
                  atualizarVisiveis();
                  salvarLayoutDepois();
                }}
                onFechar={() => setSeletorAberto(false)}
              />
            )}
          </div>
        )}
        {staff && def.exportavel !== false && (
          <a className="botao" href={hrefExcel()} download onClick={(e) => (e.currentTarget.href = hrefExcel())}>
            Exportar Excel
          </a>
        )}
      </BarraFerramentas>

      {dados.erro && (
        <p className="grid-erro" role="alert">
          {dados.erro}
        </p>
      )}

      <CabecalhoContexto.Provider value={contexto}>
        <div className={`grid-area ${rolagem.classe}`} onKeyDown={(e) => e.key === 'Escape' && setMenu(null)}>
          <RolagemColunas estado={rolagem} />
          {carregando && (
            <p className="grid-carregando" role="status">
              Carregando...
            </p>
          )}
          <AgGridReact<T>
            theme={TEMA_GRID}
            styleNonce={nonce}
            localeText={localeText}
            rowData={linhas}
            columnDefs={columnDefs}
            getRowId={(p) => (ehDetalhe(p.data) ? `detalhe:${String(p.data[DETALHE][chave])}` : String(p.data[chave]))}
            rowSelection={{ mode: 'singleRow', checkboxes: false, enableClickSelection: true, isRowSelectable: (n) => !ehDetalhe(n.data) }}
            getRowClass={def.classeLinha ? (p) => (p.data && !ehDetalhe(p.data) ? def.classeLinha!(p.data) : undefined) : undefined}
            isFullWidthRow={def.detalhe ? (p) => ehDetalhe(p.rowNode.data) : undefined}
            fullWidthCellRenderer={def.detalhe ? detalheRenderer : undefined}
            getRowHeight={def.detalhe ? (p) => (ehDetalhe(p.data) ? (def.alturaDetalhe ?? 220) : undefined) : undefined}
            // Not AG Grid's loading overlay: it takes the focus from the header or row the user is
            // in (typing a filter, sorting from the keyboard) and drops it on the page body.
            loading={false}
            animateRows={false}
            ensureDomOrder
            // Arrows move between cells; Tab leaves the rows for the pager, and from the column
            // headers goes to the rows (the headers are one stop: arrows move between them).
            tabToNextCell={() => false}
            tabToNextHeader={() => false}
            suppressDragLeaveHidesColumns
            // All headers in the page, in order: a filter further right is reached with Tab.
            suppressColumnVirtualisation
            preventDefaultOnContextMenu
            onGridReady={(e: GridReadyEvent<T>) => {
              apiRef.current = e.api;
              atualizarVisiveis();
            }}
            onRowDataUpdated={(e) => selecionarDaUrl(e.api)}
            onFirstDataRendered={(e) => selecionarDaUrl(e.api)}
            onSelectionChanged={(e) => setSelecionada(e.api.getSelectedRows()[0] ?? null)}
            onBodyScroll={(e) => e.direction === 'horizontal' && rolagem.medir()}
            onGridSizeChanged={rolagem.medir}
            onDisplayedColumnsChanged={rolagem.medir}
            onCellClicked={(e: CellClickedEvent<T>) => {
              const c = colunaPorId.get(e.colDef.colId ?? '');
              if (c?.copiavel && e.data) copiar(textoCelula(c, e.value, e.data));
            }}
            onRowDoubleClicked={(e: RowDoubleClickedEvent<T>) => {
              if (e.data && !ehDetalhe(e.data) && duploClique) abrir(duploClique(e.data), e.data);
            }}
            onCellContextMenu={(e: CellContextMenuEvent<T>) => {
              if (!e.data) return;
              e.node.setSelected(true);
              const ev = e.event as MouseEvent;
              const c = colunaPorId.get(e.colDef.colId ?? '');
              abrirMenu({ x: ev.clientX, y: ev.clientY, linha: e.data, valor: textoCelula(c, e.value, e.data) });
            }}
            onCellKeyDown={(e: CellKeyDownEvent<T>) => {
              const ev = e.event as KeyboardEvent | undefined;
              if (!ev || !e.data) return;
              const c = colunaPorId.get(e.colDef.colId ?? '');
              const menuTeclado = ev.key === 'ContextMenu' || (ev.shiftKey && ev.key === 'F10');
              // The keys that act on a row select it first, so the toolbar and the dialogs name it.
              if (menuTeclado || ev.key === 'Enter' || ev.key === ' ' || ev.key === 'Delete') e.node.setSelected(true);
              if (ev.key === ' ') {
                ev.preventDefault();
                // A control a column draws in its cell (the renewal's box) acts by Space, as if clicked:
                // AG Grid keeps the focus on the cell, so a Tab never reaches it.
                const alvo = ev.target as HTMLElement;
                (alvo.matches('input, button') ? alvo : alvo.querySelector<HTMLElement>('input, button'))?.click();
              }
              else if (ev.key === 'Enter' && duploClique) abrir(duploClique(e.data), e.data);
              else if (ev.key === 'Delete' && podeExcluir) executar(excluir, e.data);
              else if (menuTeclado) {
                ev.preventDefault();
                const r = (ev.target as HTMLElement).getBoundingClientRect();
                abrirMenu({ x: r.left + 8, y: r.bottom, linha: e.data, valor: textoCelula(c, e.value, e.data) });
              } else if ((ev.ctrlKey || ev.metaKey) && ev.key === 'c') copiar(textoCelula(c, e.value, e.data));
            }}
            onColumnMoved={(e: ColumnMovedEvent<T>) => {
              if (e.finished && e.source === 'uiColumnMoved') salvarLayoutDepois();
            }}
            onColumnResized={(e: ColumnResizedEvent<T>) => {
              if (e.finished) rolagem.medir();
              if (e.finished && e.source === 'uiColumnResized') {
                // A column the user sized stops following the screen's width (and is saved so).
                const fixar = (e.columns ?? []).filter((c) => c.getFlex());
                if (fixar.length) e.api.applyColumnState({ state: fixar.map((c) => ({ colId: c.getColId(), width: c.getActualWidth(), flex: null })) });
                salvarLayoutDepois();
              }
            }}
          />
        </div>
      </CabecalhoContexto.Provider>

      {def.paginador !== false && (
        <Paginador
          estado={estado}
          pagina={pagina}
          tamanhos={def.tamanhos}
          onPagina={(n) => mudarUrl((p) => p.set('page', String(n)))}
          onTamanho={(t) => {
            mudarUrl((p) => {
              p.set('rows', String(t));
              p.delete('page');
            });
            salvarLayout(t);
          }}
        />
      )}

      {menu && <MenuContexto x={menu.x} y={menu.y} itens={itensMenu(menu.linha, menu.valor)} onFechar={() => setMenu(null)} />}

      {pendente && (
        <Confirmacao
          titulo={pendente.acao.confirmar!.titulo}
          rotuloConfirmar={pendente.acao.confirmar!.botao}
          ocupado={acaoFetcher.state !== 'idle'}
          onCancelar={() => setPendente(null)}
          onConfirmar={() => {
            postar(pendente.acao, pendente.linha);
            setPendente(null);
          }}
        >
          {linhasTexto(pendente.acao.confirmar!.texto?.(pendente.linha)).map((t) => (
            <p key={t}>{t}</p>
          ))}
        </Confirmacao>
      )}
    </section>
  );
}

/**
 * Keys on a column header (one Tab stop for all of them; AG Grid's arrows move between them):
 * Enter or Space sorts, ↓ goes to the column's filter, Tab to the rows (the row last visited, else
 * the first). Keys typed in the filter are the filter's (cabecalho.tsx). true: AG Grid leaves the
 * key alone.
 */
function teclaNoCabecalho(event: KeyboardEvent, api: GridApi, coluna: Column | ColumnGroup): boolean {
  const alvo = event.target as HTMLElement;
  if (/^(INPUT|SELECT|BUTTON)$/.test(alvo.tagName)) return true;
  const celula = alvo.closest('.ag-header-cell');
  if (!celula || event.type !== 'keydown') return false;
  if (event.key === 'Tab' && !event.shiftKey) {
    const linhas = api.getDisplayedRowCount();
    if (linhas === 0) return false;
    const linha = Math.min(api.getFocusedCell()?.rowIndex ?? 0, linhas - 1);
    api.ensureIndexVisible(linha);
    api.setFocusedCell(linha, coluna as Column);
  } else if (event.key === 'Enter' || event.key === ' ') {
    const ordenar = celula.querySelector<HTMLButtonElement>('button.gh-titulo');
    if (!ordenar) return false;
    ordenar.click();
  } else if (event.key === 'ArrowDown') {
    const filtro = celula.querySelector<HTMLElement>('.gh-filtro');
    if (!filtro) return false;
    filtro.focus();
  } else return false;
  event.preventDefault();
  return true;
}

type AcaoPostada<T> = AcaoLinha<T> & { intent: string };

/** The detail row under an opened row carries its parent under this key. */
const DETALHE = '__detalheDe';
const COLUNA_DETALHE = '__alternarDetalhe';
function ehDetalhe(d: unknown): d is Record<typeof DETALHE, any> {
  return !!d && typeof d === 'object' && DETALHE in d;
}

function linhasTexto(t: string | readonly string[] | undefined): readonly string[] {
  return t === undefined ? [] : typeof t === 'string' ? [t] : t;
}

function formatador(c: ColunaGrid<any>): ((p: { value: unknown }) => string) | undefined {
  const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  switch (c.formato) {
    case 'data':
      return (p) => formatarDataHora(p.value as string | null);
    case 'dia':
      return (p) => formatarDia(p.value as string | null);
    case 'moeda':
      return (p) => formatarReais(p.value as number | string | null);
    case 'booleano': {
      const [sim, nao] = c.rotulosBooleano ?? ['Sim', 'Não'];
      return (p) => (p.value === true ? sim : p.value === false ? nao : '');
    }
    case 'documento':
      return (p) => formatarDocumento(texto(p.value));
    case 'cpf':
    case 'cnpj':
    case 'placa':
    case 'cep':
    case 'telefone': {
      const mascara = c.formato;
      return (p) => exibir(mascara, texto(p.value));
    }
    default:
      return undefined;
  }
}

/** '#12 ADMIN': the key and the first text column, so the user sees what is being deleted. */
function descreverLinha<T extends Record<string, any>>(def: GridDef<T>, linha: T): string {
  const chave = def.chave ?? 'id';
  const texto = def.colunas.find((c) => c.campo !== chave && typeof linha[c.campo] === 'string');
  return `nº ${linha[chave]}${texto ? ` (${linha[texto.campo]})` : ''}`;
}
