import { textoGridVazio, type GridSpec } from '@gr/domain';
import type { ReactNode } from 'react';
/**
 * A grid declared as data (ARCHITECTURE.md "Frontend"). The same declaration feeds the loader
 * (which API call, which query parameters are allowed), the Excel export and the grid component.
 * The titles and the default view of an API grid's columns are its GridSpec's (libs/domain),
 * declared once for the screen and the API's export: see gridDoSpec.
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
  /**
   * 'data' shows dd/mm/yyyy HH:mm:ss (America/Sao_Paulo), 'dia' a calendar day dd/mm/yyyy,
   * 'booleano' Sim/Não; documents, phones, CEPs and plates are shown with their masks and a filter
   * typed with the mask is sent as the server stores it (digits, plate without dash).
   */
  formato?: FormatoColuna;
  /** A value computed from the row (nested fields); such a column is not sortable on the server. */
  valor?: (linha: T) => unknown;
  /** Texts for the values of a 'booleano' column (e.g. Ativo/Inativo); default Sim/Não. */
  rotulosBooleano?: readonly [string, string];
  /** A click copies the text and shows 'copiado' (spec 01 §2.2). */
  copiavel?: boolean;
  largura?: number;
  /** Hidden until the user shows it with the column chooser. */
  oculta?: boolean;
  /** A cell drawn by the screen (an icon) instead of text; `valor` (or the field) still feeds export and copy. */
  celula?: (linha: T) => ReactNode;
  /** Label of the empty option of a 'selecao' filter; default 'Todos' (the checklist queue: 'Fila'). */
  rotuloSemFiltro?: string;
  /**
   * The filter's value when the URL does not name the parameter (spec 01 §2.4: registration date
   * from the first day of the month to today). Clearing it puts the parameter empty in the URL.
   */
  filtroPadrao?: () => string;
}

/** 'moeda' shows R$ 1.234,56. */
/** 'documento': a CPF or a CNPJ by its number of digits (a registration item holds either). */
export type FormatoColuna = 'data' | 'dia' | 'booleano' | 'cpf' | 'cnpj' | 'documento' | 'placa' | 'telefone' | 'cep' | 'moeda';

/**
 * A row action of the right-click menu (and, with `naBarra`, a toolbar button acting on the
 * selected row). Either it opens a URL (`para`) or it posts `intent` with the row's key to the
 * grid route's action, after a confirmation when `confirmar` is given; the answer is a notice.
 */
export interface AcaoLinha<T> {
  rotulo: string;
  /** URL to open; relative URLs resolve against the grid's route and keep the grid's query. */
  para?: (linha: T) => string;
  intent?: string;
  /** Field sent as `id` with the intent; default the grid's key. */
  campoId?: keyof T & string;
  confirmar?: { titulo: string; botao: string; texto?: (linha: T) => string | readonly string[] };
  /** Shown only for some rows (e.g. 'Inativar vínculo' on active links). */
  visivel?: (linha: T) => boolean;
  /** Access-rule function of the grid's controller that the user needs (pode()). */
  requer?: string;
  /** Only for staff (groups 3–7), e.g. 'Atualizar rota' (spec 03 §6). */
  soEquipe?: boolean;
  /** Only for these user groups, e.g. 'Remover protocolo' for groups 3 and 4 (spec 03 §6). */
  grupos?: readonly number[];
  naBarra?: boolean;
  /**
   * Opens `para` outside the page: 'popup' a window of 90% of the screen (spec 02 §2: the SM's
   * print page), 'aba' a new tab (the communication page).
   */
  janela?: 'popup' | 'aba';
  /**
   * When `visivel` is false the action still shows, and choosing it gives this notice instead
   * (spec 01 §2.3: 'NÃO É POSSÍVEL EDITAR O CHECKLIST').
   */
  indisponivel?: string;
}

export interface GridDef<T = Record<string, unknown>> {
  /** Key of the saved layout and of the export route. */
  id: string;
  /**
   * Screen route, e.g. '/usuarios'; it hosts the grid's action (delete). A grid inside a record
   * (a client's vehicles) names its parameters: '/cliente/:cliente_id/veiculos'.
   */
  rota: string;
  /** API grid endpoint, e.g. '/api/users' or '/api/clientes/:cliente_id/funcionarios'. */
  api: string;
  /** URL parameters that are not columns but go to the API as they are (e.g. grupo_id). */
  extras?: readonly string[];
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
    /** URL of the "add" pop-up, relative to the grid's route (or an absolute page). */
    adicionar?: string;
    /** Label of the add button; default 'Adicionar'. */
    rotuloAdicionar?: string;
    /** Access-rule function the add button needs; default 'create'. */
    requerAdicionar?: string;
    /** Access-rule function the edit button needs; default 'update'. */
    requerEditar?: string;
    /** Toolbar buttons that open another page, not about a row ('Protocolo externo', 'Configurações'). */
    atalhos?: ReadonlyArray<{ rotulo: string; para: string; requer?: string; soEquipe?: boolean; antes?: boolean }>;
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
  /** The notice of a row action with no row selected; default 'Selecione um registro na lista.' */
  avisoSemSelecao?: string;
  /** User groups that get no right-click menu (spec 03 §6: client users on vehicles and employees). */
  semMenuParaGrupos?: readonly number[];
  /** false: a short list shown whole, without pager (e.g. a tractor's trailers). */
  paginador?: boolean;
  /** false: no Excel export (lists not served by a grid endpoint). */
  exportavel?: boolean;
  /** The API grid behind the list: its columns' titles and default view (set by gridDoSpec). */
  spec?: GridSpec;
  /** A CSS class for some rows (spec 01 §2.4: express-queue checklists highlighted by colour). */
  classeLinha?: (linha: T) => string | undefined;
  /**
   * Expandable rows: a toggle in the first column opens, under the row, what this draws
   * (spec 01 §2.3: a checklist's items). `alturaDetalhe` is the opened part's height in px.
   */
  detalhe?: (linha: T) => ReactNode;
  alturaDetalhe?: number;
}

type ColunaSemTitulo<T> = Omit<ColunaGrid<T>, 'titulo' | 'oculta'>;

/**
 * A column as a grid declares it. One of the API grid's columns (K) takes its title and whether
 * it starts hidden from the GridSpec, so it may not repeat them; a column the API does not have
 * (a value computed on the screen) names its own.
 */
export type ColunaDeclarada<T, K extends string = string> =
  | (ColunaSemTitulo<T> & { campo: K; titulo?: never; oculta?: never })
  | (ColunaSemTitulo<T> & { campo: Exclude<keyof T & string, K>; titulo: string; oculta?: boolean });

/** A grid declaration whose columns are those of the API grid `S`, titled by it. */
export type GridDeclarado<T, S extends GridSpec> = Omit<GridDef<T>, 'colunas' | 'spec'> & {
  colunas: ColunaDeclarada<T, keyof S['colunas'] & string>[];
};

/**
 * The grid of the API grid `spec`: each column gets its title and default visibility from it, and
 * a column the API does not sort (one it computes per row) is not sortable on the screen either.
 */
export function gridDoSpec<T, S extends GridSpec>(spec: S, def: GridDeclarado<T, S>): GridDef<T> {
  const colunas = def.colunas.map((c): ColunaGrid<T> => {
    const daApi = Object.hasOwn(spec.colunas, c.campo) ? spec.colunas[c.campo] : undefined;
    const titulo = daApi?.titulo ?? c.titulo;
    if (!titulo) throw new Error(`Grid ${def.id}: a coluna ${c.campo} não tem título`);
    const ordenavel = daApi?.ordenavel === false ? false : c.ordenavel;
    return { ...c, titulo, oculta: daApi ? daApi.oculta : c.oculta, ...(ordenavel === undefined ? {} : { ordenavel }) };
  });
  return { ...def, colunas, spec };
}

/** URL parameters of a grid inside a record ({ cliente_id: 12 }). */
export type ParametrosGrid = Readonly<Record<string, string | number>>;

/** '/cliente/:cliente_id/veiculos' with { cliente_id: 12 } → '/cliente/12/veiculos'. */
export function preencher(modelo: string, parametros: ParametrosGrid = {}): string {
  return modelo.replace(/:([a-z_]+)/g, (_, nome: string) => {
    const v = parametros[nome];
    if (v === undefined) throw new Error(`Parâmetro ${nome} ausente em ${modelo}`);
    return encodeURIComponent(String(v));
  });
}

/** Names of the parameters of a route or API template. */
export function nomesParametros(modelo: string): string[] {
  return Array.from(modelo.matchAll(/:([a-z_]+)/g), (m) => m[1]!);
}

export interface PaginaGrid<T> {
  page: number;
  total: number;
  records: number;
  rows: T[];
  /** true when records (and total) are the database's estimate: large unfiltered lists. */
  records_estimado?: boolean;
}

export interface EstadoGrid {
  page: number;
  rows: number;
  sidx: string;
  sord: 'asc' | 'desc';
  filtros: Record<string, string>;
  /**
   * The default filters' values (`filtroPadrao`: the checklist month) as the server read them: a
   * filter at its default is the grid's view, not a user's filter. Read here, the browser does not
   * work out "today in Brasília" (an Intl formatter with its time zone) while the page hydrates.
   */
  padroes: Record<string, string>;
  /** The declaration's `extras` present in the URL. */
  extras: Record<string, string>;
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
  const ordenaveis = new Set(def.colunas.filter(ordenavel).map(paramDaColuna));
  const sidxUrl = params.get('sidx');
  const sidx = sidxUrl && ordenaveis.has(sidxUrl) ? sidxUrl : def.ordem.campo;
  const sordUrl = params.get('sord');
  const sord = sordUrl === 'asc' || sordUrl === 'desc' ? sordUrl : sidxUrl && ordenaveis.has(sidxUrl) ? 'asc' : def.ordem.direcao;
  const filtros: Record<string, string> = {};
  const padroes: Record<string, string> = {};
  for (const c of def.colunas) {
    if (!c.filtro) continue;
    const param = paramDaColuna(c);
    const padrao = c.filtroPadrao?.().trim();
    if (padrao) padroes[param] = padrao;
    const v = params.has(param) ? params.get(param)?.trim() : padrao;
    if (v) filtros[param] = v;
  }
  const extras: Record<string, string> = {};
  for (const e of def.extras ?? []) {
    const v = params.get(e)?.trim();
    if (v) extras[e] = v;
  }
  return { page: inteiro(params.get('page')) ?? 1, rows, sidx, sord, filtros, padroes, extras };
}

export function ordenavel(c: Pick<ColunaGrid<any>, 'ordenavel' | 'valor'>): boolean {
  return c.ordenavel ?? !c.valor;
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
  for (const [k, v] of Object.entries(estado.extras)) q.set(k, v);
  return q;
}
