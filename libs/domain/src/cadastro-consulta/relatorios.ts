import { formatarData, formatarDataHora, FieldErrorBag, ValidationError, type GridSpec } from '../shared/index.js';
import {
  CRITERIOS, intervaloDoRelatorio, LAUDOS, laudoExportado, MENSAGENS_CADASTRO, PERIODOS_RELATORIO, validadeRelatorio, vencimentoExportado,
  type Criterio, type Laudo, type PeriodoRelatorio,
} from './regras.js';

/**
 * Registration reports (issue 13; spec 03 §2 /relatorios/filtro → /relatorios, §3 "Report record",
 * "Report filter", §5 "Report filter", §9 "Report validity", "Export PDF landscape letter; Excel
 * has 18 columns"): the filter as sent by the screen or a caller, read and checked in one place;
 * one report record per registration item; the 18 export columns.
 */

/** Laudo filter (spec 03 §5): ACORDO takes ACORDO and RETIFICADO, DESACORDO is REQUER ATENÇÃO. */
export const LAUDOS_FILTRO = ['TODOS', 'ACORDO', 'DESACORDO'] as const;
export type LaudoFiltro = (typeof LAUDOS_FILTRO)[number];

/** Block filter (spec 03 §5). */
export const BLOQUEIOS_FILTRO = ['TODOS', 'BLOQUEADO', 'NÃO BLOQUEADO'] as const;
export type BloqueioFiltro = (typeof BLOQUEIOS_FILTRO)[number];

export const FORMATOS_RELATORIO = ['xlsx', 'pdf'] as const;
export type FormatoRelatorio = (typeof FORMATOS_RELATORIO)[number];

/** The labels the screen and the PDF's header show. */
export const ROTULOS_PERIODO: Readonly<Record<PeriodoRelatorio, string>> = {
  MES_ATUAL: 'Mês atual',
  ULTIMO_DEZ_DIAS: 'Últimos 10 dias',
  ULTIMO_TRES_MESES: 'Últimos 3 meses',
  ULTIMO_SEIS_MESES: 'Últimos 6 meses',
  ANO_ATUAL: 'Ano atual',
  ANO_ANTERIOR: 'Ano anterior',
  SELECIONAR_INTERVALO_DATA: 'Selecionar intervalo de datas',
  INFORMAR_DATA_VALIDADE: 'Informar data de validade',
};
export const ROTULOS_LAUDO_FILTRO: Readonly<Record<LaudoFiltro, string>> = { TODOS: 'Todos', ACORDO: 'Acordo', DESACORDO: 'Desacordo' };
export const ROTULOS_BLOQUEIO_FILTRO: Readonly<Record<BloqueioFiltro, string>> = { TODOS: 'Todos', BLOQUEADO: 'Bloqueado', 'NÃO BLOQUEADO': 'Não bloqueado' };
export const ROTULOS_FORMATO: Readonly<Record<FormatoRelatorio, string>> = { xlsx: 'Excel', pdf: 'PDF' };
export const ROTULOS_CRITERIO: Readonly<Record<Criterio, string>> = {
  AUTONOMO: 'Autônomo', FROTA: 'Frota', AGREGADO: 'Agregado', INDIVIDUAL: 'Individual', EMPRESA: 'Empresa', VEICULO: 'Veículo',
};

/** The stored laudos a laudo filter selects; null: every one. */
export function laudosDoFiltro(f: LaudoFiltro): readonly Laudo[] | null {
  if (f === 'ACORDO') return ['ACORDO', 'RETIFICADO'];
  if (f === 'DESACORDO') return ['REQUER ATENÇÃO'];
  return null;
}

/** The `bloqueado` a block filter selects; null: both. */
export function bloqueadoDoFiltro(f: BloqueioFiltro): boolean | null {
  return f === 'BLOQUEADO' ? true : f === 'NÃO BLOQUEADO' ? false : null;
}

/** The report filter as read: every field checked, the interval [de, ate) in Brasília days. */
export interface FiltroRelatorioLido {
  cliente_id: number | null;
  is_todos_clientes: boolean;
  parametro: Criterio | null;
  is_todos_parametros: boolean;
  periodo: PeriodoRelatorio;
  data_inicio: string | null;
  data_fim: string | null;
  laudo: LaudoFiltro;
  bloqueio: BloqueioFiltro;
  formato: FormatoRelatorio | null;
  /** ISO instants: the registration date's (or, for INFORMAR_DATA_VALIDADE, the due date's) interval. */
  de: string;
  ate: string;
}

/** The names a filter is sent with (query string or `relatorio` body). */
export const CAMPOS_FILTRO_RELATORIO = [
  'cliente_id', 'is_todos_clientes', 'parametro', 'is_todos_parametros', 'periodo', 'data_inicio', 'data_fim', 'laudo', 'bloqueio', 'formato',
] as const;

const INVALIDO = Symbol('invalido');

/** One value of a query string or JSON body: the last of a repeated parameter, trimmed; objects are invalid. */
function valor(raw: Record<string, unknown>, chave: string): string | typeof INVALIDO | null {
  let v = Object.hasOwn(raw, chave) ? raw[chave] : undefined;
  if (Array.isArray(v)) v = v[v.length - 1];
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return INVALIDO;
}

const VERDADEIROS = ['true', '1', 'on', 'sim', 's'];
const FALSOS = ['false', '0', 'off', 'nao', 'não', 'n'];

function booleano(bag: FieldErrorBag, raw: Record<string, unknown>, chave: string): boolean {
  const v = valor(raw, chave);
  if (v === null) return false;
  if (v !== INVALIDO && VERDADEIROS.includes(v.toLowerCase())) return true;
  if (v !== INVALIDO && FALSOS.includes(v.toLowerCase())) return false;
  bag.add(chave, 'deve ser verdadeiro ou falso');
  return false;
}

function escolha<T extends string>(bag: FieldErrorBag, raw: Record<string, unknown>, chave: string, opcoes: readonly T[], apelidos: Record<string, T> = {}): T | null {
  const v = valor(raw, chave);
  if (v === null) return null;
  const texto = v === INVALIDO ? '' : v.toUpperCase().replace(/_/g, ' ');
  const achado = (opcoes as readonly string[]).find((o) => o.toUpperCase().replace(/_/g, ' ') === texto) ?? apelidos[texto];
  if (achado) return achado as T;
  bag.add(chave, `deve ser um de: ${opcoes.join(', ')}`);
  return null;
}

/** A date of the filter: dd/mm/aaaa, at most 10 characters (the interval's rules check the rest). */
function data(raw: Record<string, unknown>, chave: string): string | null {
  const v = valor(raw, chave);
  return v === null || v === INVALIDO ? null : v.slice(0, 10);
}

/**
 * Reads a report filter (spec 03 §5 "Report filter") from a query string or a body: client
 * unless all clients, parameter (the criterion) unless all parameters, a known period with its
 * interval or validity date, laudo and block filters (default TODOS), and the format — required
 * to export (`exigirFormato`), optional to list. Every problem is one 400 with the domain's
 * messages.
 */
export function lerFiltroRelatorio(raw: Record<string, unknown>, hoje: Date, opcoes: { exigirFormato: boolean }): FiltroRelatorioLido {
  const bag = new FieldErrorBag();
  const is_todos_clientes = booleano(bag, raw, 'is_todos_clientes');
  const is_todos_parametros = booleano(bag, raw, 'is_todos_parametros');
  let cliente_id: number | null = null;
  const cliente = valor(raw, 'cliente_id');
  if (cliente !== null) {
    const n = cliente !== INVALIDO && /^\d{1,10}$/.test(cliente) ? Number(cliente) : NaN;
    if (!(n >= 1 && n <= 2147483647)) bag.add('cliente_id', 'deve ser um número inteiro positivo');
    else cliente_id = n;
  }
  const parametro = escolha(bag, raw, 'parametro', CRITERIOS, { AUTÔNOMO: 'AUTONOMO', VEÍCULO: 'VEICULO' });
  const laudo = escolha(bag, raw, 'laudo', LAUDOS_FILTRO, { 'REQUER ATENÇÃO': 'DESACORDO' }) ?? 'TODOS';
  const bloqueio = escolha(bag, raw, 'bloqueio', BLOQUEIOS_FILTRO, { 'NAO BLOQUEADO': 'NÃO BLOQUEADO' }) ?? 'TODOS';
  const formatoBruto = valor(raw, 'formato');
  const formato = formatoBruto === null ? null : formatoBruto !== INVALIDO && (FORMATOS_RELATORIO as readonly string[]).includes(formatoBruto.toLowerCase())
    ? (formatoBruto.toLowerCase() as FormatoRelatorio)
    : formatoBruto !== INVALIDO && formatoBruto.toLowerCase() === 'excel' ? 'xlsx' : undefined;
  if (formato === undefined || (formato === null && opcoes.exigirFormato)) bag.add('formato', MENSAGENS_CADASTRO.relatorioFormato);
  const periodoBruto = valor(raw, 'periodo');
  const data_inicio = data(raw, 'data_inicio');
  const data_fim = data(raw, 'data_fim');
  let intervalo: ReturnType<typeof intervaloDoRelatorio> | null = null;
  try {
    intervalo = intervaloDoRelatorio(
      {
        cliente_id, is_todos_clientes, parametro, is_todos_parametros, data_inicio, data_fim,
        periodo: periodoBruto === INVALIDO || periodoBruto === null ? null : periodoBruto.toUpperCase(),
        // The format was checked above, by the caller's need.
        formato: 'xlsx',
      },
      hoje,
    );
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    for (const [campo, msgs] of Object.entries(e.errors)) {
      // A parameter or client that was sent but unreadable already has its message.
      if ((campo === 'cliente_id' && cliente !== null) || (campo === 'parametro' && valor(raw, 'parametro') !== null)) continue;
      for (const m of msgs) bag.add(campo, m);
    }
  }
  bag.throwIfAny();
  return {
    cliente_id, is_todos_clientes, parametro: is_todos_parametros ? null : parametro, is_todos_parametros, periodo: intervalo!.periodo,
    data_inicio: intervalo!.periodo === 'SELECIONAR_INTERVALO_DATA' || intervalo!.periodo === 'INFORMAR_DATA_VALIDADE' ? data_inicio : null,
    data_fim: intervalo!.periodo === 'SELECIONAR_INTERVALO_DATA' ? data_fim : null,
    laudo, bloqueio, formato: formato ?? null,
    de: intervalo!.de.toISOString(), ate: intervalo!.ate.toISOString(),
  };
}

/** The filter's period in words, for the PDF's header: 'Mês atual (01/11/2026 a 22/11/2026)'. */
export function descreverPeriodo(f: Pick<FiltroRelatorioLido, 'periodo' | 'de' | 'ate'>): string {
  const ultimo = new Date(new Date(f.ate).getTime() - 1).toISOString();
  const dias = f.periodo === 'INFORMAR_DATA_VALIDADE' ? `vencimento em ${formatarData(f.de)}` : `${formatarData(f.de)} a ${formatarData(ultimo)}`;
  return `${ROTULOS_PERIODO[f.periodo]} (${dias})`;
}

/** An item of a registration as read from the database. */
export interface ItemDoRelatorio {
  id: number;
  registro_id: number;
  protocolo: string;
  cliente_id: number;
  cnpj: string | null;
  razao_social: string | null;
  criterio: string;
  tipo_registro: string;
  documento: string | null;
  nome: string | null;
  placa: string | null;
  laudo: string;
  bloqueado: boolean;
  motivo: string | null;
  data_registro: string;
  data_vencimento: string;
  /** The item's months (dados.meses), for AGREGADO. */
  meses: number | string | null;
  usuario: string;
  fonte: string | null;
  status_registro: string;
  observacao: string | null;
}

/** A report record (spec 03 §3): one registration item as the report and its exports show it. */
export type RegistroDoRelatorio = Omit<ItemDoRelatorio, 'laudo' | 'data_vencimento' | 'meses'> & {
  /** The laudo as exported: REQUER ATENÇÃO is DESACORDO. */
  status: string;
  validade_relatorio: string;
  /** dd/mm/aaaa, masked (**\/**\/****) unless the laudo is ACORDO or RETIFICADO. */
  vencimento: string;
};

export function registroDoRelatorio(i: ItemDoRelatorio): RegistroDoRelatorio {
  const meses = typeof i.meses === 'number' ? i.meses : typeof i.meses === 'string' && /^\d{1,3}$/.test(i.meses.trim()) ? Number(i.meses) : null;
  const { laudo: _l, data_vencimento: _d, meses: _m, ...resto } = i;
  return {
    ...resto,
    status: laudoExportado(i.laudo),
    validade_relatorio: validadeRelatorio(i.criterio, new Date(i.data_registro), meses).toISOString(),
    // The due instant's day in Brasília (23:59:59 there is already the next day in UTC).
    vencimento: vencimentoExportado(formatarData(i.data_vencimento), i.laudo),
  };
}

/** The 18 columns of the exports (spec 03 §9 "Excel has 18 columns"), in order, with their titles. */
export const COLUNAS_RELATORIO_CADASTRO: ReadonlyArray<{ campo: keyof RegistroDoRelatorio & string; titulo: string }> = [
  { campo: 'protocolo', titulo: 'Protocolo' },
  { campo: 'razao_social', titulo: 'Cliente' },
  { campo: 'cnpj', titulo: 'CNPJ do cliente' },
  { campo: 'criterio', titulo: 'Critério' },
  { campo: 'tipo_registro', titulo: 'Tipo' },
  { campo: 'documento', titulo: 'Documento' },
  { campo: 'nome', titulo: 'Nome' },
  { campo: 'placa', titulo: 'Placa' },
  { campo: 'status', titulo: 'Laudo' },
  { campo: 'bloqueado', titulo: 'Bloqueado' },
  { campo: 'motivo', titulo: 'Motivo' },
  { campo: 'data_registro', titulo: 'Data do registro' },
  { campo: 'validade_relatorio', titulo: 'Validade do relatório' },
  { campo: 'vencimento', titulo: 'Vencimento' },
  { campo: 'usuario', titulo: 'Usuário' },
  { campo: 'fonte', titulo: 'Fonte' },
  { campo: 'status_registro', titulo: 'Status do registro' },
  { campo: 'observacao', titulo: 'Observação' },
];

/** Report status values (laudo as exported). */
export const STATUS_RELATORIO = [...new Set(LAUDOS.map(laudoExportado))] as const;

/**
 * The /relatorios grid (GET api/registro/cadastro_consulta/relatorios): the report filter narrows
 * it (its own parameters); these columns sort it and a few filter it further.
 */
export const GRID_RELATORIO_CADASTRO = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'Item', oculta: true },
    protocolo: { tipo: 'texto', titulo: 'Protocolo' },
    razao_social: { tipo: 'texto', titulo: 'Cliente' },
    cnpj: { tipo: 'texto', titulo: 'CNPJ do cliente', oculta: true },
    criterio: { tipo: 'enum', titulo: 'Critério', valores: CRITERIOS, filtravel: false },
    tipo_registro: { tipo: 'enum', titulo: 'Tipo', valores: ['MOTORISTA', 'VEICULO', 'PROPRIETARIO', 'EMPRESA'] },
    documento: { tipo: 'texto', titulo: 'Documento' },
    nome: { tipo: 'texto', titulo: 'Nome' },
    placa: { tipo: 'texto', titulo: 'Placa' },
    status: { tipo: 'enum', titulo: 'Laudo', valores: STATUS_RELATORIO, filtravel: false },
    bloqueado: { tipo: 'booleano', titulo: 'Bloqueado', filtravel: false },
    data_registro: { tipo: 'data', titulo: 'Data do registro', filtravel: false },
    validade_relatorio: { tipo: 'data', titulo: 'Validade do relatório', filtravel: false, ordenavel: false },
    vencimento: { tipo: 'texto', titulo: 'Vencimento', filtravel: false },
    usuario: { tipo: 'texto', titulo: 'Usuário' },
    cliente_id: { tipo: 'inteiro', titulo: 'Código do cliente', oculta: true, filtravel: false },
    registro_id: { tipo: 'inteiro', titulo: 'Registro', oculta: true },
  },
  ordemPadrao: { campo: 'data_registro', direcao: 'desc' },
  tamanhoPadrao: 50,
  tamanhoMaximo: 500,
} as const satisfies GridSpec;

/** Report job states (relatorios_cadastro.status). */
export const STATUS_EXPORTACAO = ['PENDENTE', 'PROCESSANDO', 'PRONTO', 'ERRO'] as const;
export type StatusExportacao = (typeof STATUS_EXPORTACAO)[number];

/** 'relatorio-cadastro-2026-11-22-15h04.xlsx' (São Paulo time). */
export function nomeArquivoRelatorio(formato: FormatoRelatorio, agora: Date): string {
  const d = formatarDataHora(agora); // dd/mm/yyyy HH:mm:ss
  return `relatorio-cadastro-${d.slice(6, 10)}-${d.slice(3, 5)}-${d.slice(0, 2)}-${d.slice(11, 13)}h${d.slice(14, 16)}.${formato}`;
}
