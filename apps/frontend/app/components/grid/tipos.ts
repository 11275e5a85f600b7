import { textoGridVazio } from '@gr/domain';
/**
 * A grid declared as data (ARCHITECTURE.md "Frontend"). The same declaration feeds the loader
 * (which API call, which query parameters are allowed), the Excel export and the grid component.
 */
export type TipoFiltro = 'texto' | 'numero' | 'selecao' | 'periodo';

export interface OpcaoFiltro {
  valor: string;
  rotulo: string;
}

export interface ColunaGrid<T = Record<string, unknown>> {
  /** Field in the row. */
  campo: keyof T & string;
  titulo: string;
  /** API column for filter and sort when it differs from `campo` (grupo_usuario → grupo_usuario_id). */
  param?: string;
  filtro?: TipoFiltro;
  /** Fixed options of a 'selecao' filter; dynamic ones come through the component's `opcoes` prop. */
  opcoes?: readonly OpcaoFiltro[];
  /** Sortable on the server; default true. */
  ordenavel?: boolean;
  /** 'data' shows dd/mm/yyyy HH:mm:ss (America/Sao_Paulo); 'booleano' shows Sim/Não. */
  formato?: 'data' | 'booleano';
  /** A click copies the text and shows 'copiado' (spec 01 §2.2). */
  copiavel?: boolean;
  largura?: number;
  /** Hidden until the user shows it with the column chooser. */
  oculta?: boolean;
}

export interface AcaoLinha<T> {
  rotulo: string;
  /** URL to open; relative URLs resolve against the grid's route and keep the grid's query. */
  para: (linha: T) => string;
  /** Access-rule function of the grid's controller that the user needs (pode()). */
  requer?: string;
}

export interface GridDef<T = Record<string, unknown>> {
  /** Key of the saved layout and of the export route. */
  id: string;
  /** Screen route, e.g. '/usuarios'; it hosts the grid's action (delete). */
  rota: string;
  /** API grid endpoint, e.g. '/api/users'. */
  api: string;
  /** Access-rule controller that guards the toolbar actions. */
  controlador: string;
  /** 'USUÁRIO' → 'NENHUM USUÁRIO FOI ENCONTRADO NESTA PESQUISA...'. */
  vazio: { substantivo: string; feminino?: boolean };
  colunas: ColunaGrid<T>[];
  tamanhos: readonly number[];
  tamanhoPadrao: number;
  ordem: { campo: string; direcao: 'asc' | 'desc' };
  chave?: keyof T & string;
  acoes?: {
    /** URL of the "add" pop-up, relative to the grid's route. */
    adicionar?: string;
    editar?: (linha: T) => string;
    /** Delete through the route's action (DELETE {api}/{id}), after 'Deseja excluir?'. */
    excluir?: boolean;
    /** Extra right-click entries. */
    menu?: AcaoLinha<T>[];
    /** Double-click (and Enter) on a row; defaults to editar. */
    duploClique?: (linha: T) => string;
  };
  /** Reload period in ms (e.g. 300000 for the checklist grids). */
  atualizarACada?: number;
}

export interface PaginaGrid<T> {
  page: number;
  total: number;
  records: number;
  rows: T[];
}

export interface EstadoGrid {
  page: number;
  rows: number;
  sidx: string;
  sord: 'asc' | 'desc';
  filtros: Record<string, string>;
}

/** What a grid loader returns and the grid component takes. */
export interface DadosGrid<T> {
  pagina: PaginaGrid<T>;
  estado: EstadoGrid;
  erro?: string;
}

export function textoVazio(def: Pick<GridDef, 'vazio'>): string {
  return textoGridVazio(def.vazio.substantivo, def.vazio.feminino);
}

export function paramDaColuna(c: Pick<ColunaGrid, 'campo' | 'param'>): string {
  return c.param ?? c.campo;
}

/** The grid's state from the URL (a grid view is a link). Unknown parameters are ignored. */
export function lerEstado(params: URLSearchParams, def: GridDef<any>, rowsSalvo?: number): EstadoGrid {
  const inteiro = (v: string | null) => (v && /^\d{1,6}$/.test(v) ? Number(v) : undefined);
  const rowsUrl = inteiro(params.get('rows'));
  const rows = [rowsUrl, rowsSalvo, def.tamanhoPadrao].find((r) => r !== undefined && def.tamanhos.includes(r)) ?? def.tamanhoPadrao;
  const ordenaveis = new Set(def.colunas.filter((c) => c.ordenavel !== false).map(paramDaColuna));
  const sidxUrl = params.get('sidx');
  const sidx = sidxUrl && ordenaveis.has(sidxUrl) ? sidxUrl : def.ordem.campo;
  const sordUrl = params.get('sord');
  const sord = sordUrl === 'asc' || sordUrl === 'desc' ? sordUrl : sidxUrl && ordenaveis.has(sidxUrl) ? 'asc' : def.ordem.direcao;
  const filtros: Record<string, string> = {};
  for (const c of def.colunas) {
    if (!c.filtro) continue;
    const v = params.get(paramDaColuna(c))?.trim();
    if (v) filtros[paramDaColuna(c)] = v;
  }
  return { page: inteiro(params.get('page')) ?? 1, rows, sidx, sord, filtros };
}

/** The API query for a state: page, rows, sidx, sord, _search and one parameter per filter. */
export function consultaApi(estado: EstadoGrid): URLSearchParams {
  const q = new URLSearchParams({
    page: String(estado.page),
    rows: String(estado.rows),
    sidx: estado.sidx,
    sord: estado.sord,
    _search: String(Object.keys(estado.filtros).length > 0),
  });
  for (const [k, v] of Object.entries(estado.filtros)) q.set(k, v);
  return q;
}
