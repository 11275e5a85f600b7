import { useNavigation, useRevalidator } from '@remix-run/react';
import type {
  CellClickedEvent,
  CellContextMenuEvent,
  CellKeyDownEvent,
  ColumnMovedEvent,
  ColumnResizedEvent,
  GridApi,
  GridReadyEvent,
  RowDoubleClickedEvent,
} from 'ag-grid-community';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Confirmacao } from '~/components/modal';
import { useUsuario } from '~/components/usuario';
import type { LayoutGrid } from '~/lib/tipos';
import { useNonce } from '~/lib/nonce';
import { BarraGrid } from './barra-grid';
import { CabecalhoContexto } from './contexto-cabecalho';
import { linhasTexto, textoCelula } from './formato';
import { Paginador } from './paginador';
import { RolagemColunas, useRolagemColunas } from './rolagem';
import { TabelaLeve } from './tabela-leve';
import { type DadosGrid, type GridDef, type OpcaoFiltro, type ParametrosGrid, preencher, textoVazio } from './tipos';
import { useAcoesLinha } from './use-acoes-linha';
import { DETALHE, ehDetalhe, useColunas } from './use-colunas';
import { useEstadoUrl } from './use-estado-url';
import { useLayoutSalvo } from './use-layout-salvo';

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
/**
 * On a phone AG Grid waits for the user's first touch on the list (issue 19 item 10): its script
 * and its first layout cost seconds of a slow phone's CPU before the page answers; the rows are
 * already there, drawn by the server as a plain table.
 */
const CELULAR = '(max-width: 760px)';
const GridAg = lazy(() => import('./grid-ag'));
/** The right-click menu opens on AG Grid's rows only: it comes in AG Grid's chunk. */
const MenuContexto = lazy(() => import('./grid-ag').then((m) => ({ default: m.MenuContexto })));

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
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const apiRef = useRef<GridApi<T>>();
  const { estado, pagina } = dados;
  const chave = (def.chave ?? 'id') as keyof T & string;
  const rota = preencher(def.rota, parametros);
  const layoutSalvo: LayoutGrid | undefined = usuario?.layouts?.[def.id];
  const [montarAg, setMontarAg] = useState(false);
  useEffect(() => {
    if (!window.matchMedia(CELULAR).matches) setMontarAg(true);
  }, []);
  const acordar = montarAg ? undefined : () => setMontarAg(true);

  useEffect(() => {
    if (!def.atualizarACada) return;
    const t = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate();
    }, def.atualizarACada);
    return () => clearInterval(t);
  }, [def.atualizarACada, revalidator]);

  const url = useEstadoUrl({ def, estado, opcoes, rota, chave });
  const { mudarUrl, abrir, selecionarDaUrl } = url;
  const { columnDefs, colunaPorId, linhas, detalheRenderer, visiveis, atualizarVisiveis } = useColunas({ def, chave, linhasPagina: pagina.rows, layoutSalvo, apiRef });
  const { salvarLayout, salvarLayoutDepois, aoFicarPronto } = useLayoutSalvo(apiRef, def.id, estado.rows);
  const rolagem = useRolagemColunas(apiRef);
  const atualizar = () => revalidator.revalidate();
  const acoes = useAcoesLinha({ def, chave, rota, search: url.search, apiRef, abrir, atualizar });
  const { duploClique, podeExcluir, executar, excluir, copiar, abrirMenu, menu, setMenu, pendente, setPendente } = acoes;

  const carregando = (navigation.state === 'loading' && navigation.location.pathname === rota) || revalidator.state === 'loading';

  const vazio = textoVazio(def);
  const localeText = useMemo(() => ({ noRowsToShow: vazio }), [vazio]);
  const rotulo = titulo ?? `Lista: ${def.vazio.substantivo.toLowerCase()}`;

  return (
    <section
      className="grid-kit"
      aria-label={rotulo}
      aria-busy={carregando}
      onPointerDown={acordar}
      onFocus={acordar}
      onKeyDown={acordar}
    >
      <BarraGrid
        def={def}
        estado={estado}
        parametros={parametros}
        search={url.search}
        apiRef={apiRef}
        acoes={acoes}
        abrir={abrir}
        atualizar={atualizar}
        temFiltro={url.temFiltro}
        limparFiltros={url.limparFiltros}
        visiveis={visiveis}
        atualizarVisiveis={atualizarVisiveis}
        mudarColuna={(campo, visivel) => {
          apiRef.current?.setColumnsVisible([campo], visivel);
          atualizarVisiveis();
          salvarLayoutDepois();
        }}
      />

      {dados.erro && (
        <p className="grid-erro" role="alert">
          {dados.erro}
        </p>
      )}

      <CabecalhoContexto.Provider value={url.contexto}>
        <div className={`grid-area ${rolagem.classe}`} onKeyDown={(e) => e.key === 'Escape' && setMenu(null)}>
          <RolagemColunas estado={rolagem} />
          {carregando && (
            <p className="grid-carregando" role="status">
              Carregando...
            </p>
          )}
          {montarAg ? (
            <Suspense fallback={<TabelaLeve columnDefs={columnDefs} colunaPorId={colunaPorId} linhas={pagina.rows} vazio={vazio} titulo={rotulo} />}>
              <GridAg
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
                  aoFicarPronto();
                }}
                onRowDataUpdated={(e) => selecionarDaUrl(e.api)}
                onFirstDataRendered={(e) => selecionarDaUrl(e.api)}
                onSelectionChanged={(e) => acoes.setSelecionada(e.api.getSelectedRows()[0] ?? null)}
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
            </Suspense>
          ) : (
            <TabelaLeve columnDefs={columnDefs} colunaPorId={colunaPorId} linhas={pagina.rows} vazio={vazio} titulo={rotulo} />
          )}
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

      {menu && (
        <Suspense fallback={null}>
          <MenuContexto x={menu.x} y={menu.y} itens={acoes.itensMenu(menu.linha, menu.valor)} onFechar={() => setMenu(null)} />
        </Suspense>
      )}

      {pendente && (
        <Confirmacao
          titulo={pendente.acao.confirmar!.titulo}
          rotuloConfirmar={pendente.acao.confirmar!.botao}
          ocupado={acoes.ocupado}
          onCancelar={() => setPendente(null)}
          onConfirmar={() => {
            acoes.postar(pendente.acao, pendente.linha);
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
