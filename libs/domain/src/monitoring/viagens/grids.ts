import { parseDataBr, type ColunaGrid, type GridSpec } from '../../shared/index.js';
import { NOMES_STATUS_VIAGEM } from './estados.js';

/**
 * Every trip list (spec 02 §2 "Trip lists", §3 rows, §9 page sizes): one GridSpec per list, the
 * page sizes each offers, the columns a client user (group 8) does not see (§6), and the pure
 * functions of the cells the lists compute (§4: the scheduled distance badge, the progress bar,
 * the arrival text). One declaration for three readers: the server parses the list's query and
 * selects its row with it, its Excel export takes its titles and default columns from it, and the
 * screen (apps/frontend grids/viagens.tsx, through gridDoSpec) its columns' titles, order and
 * default view, so the spreadsheet has the screen's columns.
 */

const texto = (titulo: string, extra: Partial<ColunaGrid> = {}): ColunaGrid => ({ tipo: 'texto', titulo, ...extra });
const inteiro = (titulo: string, extra: Partial<ColunaGrid> = {}): ColunaGrid => ({ tipo: 'inteiro', titulo, ...extra });
const data = (titulo: string, extra: Partial<ColunaGrid> = {}): ColunaGrid => ({ tipo: 'data', titulo, ...extra });
const booleano = (titulo: string, extra: Partial<ColunaGrid> = {}): ColunaGrid => ({ tipo: 'booleano', titulo, ...extra });
/** Computed per row (position, progress, counts): shown, never filtered or sorted (a page would pay for every row). */
const calculada = (tipo: ColunaGrid['tipo'], titulo: string, extra: Partial<ColunaGrid> = {}): ColunaGrid => ({ tipo, titulo, filtravel: false, ordenavel: false, ...extra });

export const VINCULOS_VIAGEM = ['FROTA', 'AGREGADO', 'AUTONOMO'] as const;
export const STATUS_CONTROLE = ['EM_VIAGEM', 'SEM_VIAGEM', 'AGENDADA'] as const;
export type StatusControle = (typeof STATUS_CONTROLE)[number];

/**
 * The trip grid row (spec 02 §3 "Trip grid row"): every column the trip lists answer, titled once.
 * Which of them a list shows, and in what order, is the list's own (colunasDaLista).
 */
const COLUNAS_VIAGEM = {
  id: inteiro('SM'),
  status: inteiro('Status'),
  situacao_viagem: texto('Situação'),
  distancia_origem_km: calculada('numero', 'Distância da origem (km)'),
  placa: texto('Placa'),
  placa_carreta1: texto('Carreta'),
  terminal_numero: texto('Terminal'),
  tecnologia: texto('Tecnologia'),
  numero_frota: calculada('texto', 'Frota'),
  numero_spy: texto('Número da isca'),
  tecnologia_spy: texto('Tecnologia da isca'),
  tipo: texto('Tipo do veículo'),
  data_ultima_sm: calculada('data', 'Última SM'),
  vinculado_tecnologia: booleano('Vinc. tecnologia'),
  vinculo: { tipo: 'enum', titulo: 'Vínculo', valores: VINCULOS_VIAGEM },
  tipo_viagem_id: inteiro('Tipo de viagem'),
  valor_embarque: { tipo: 'numero', titulo: 'Valor do embarque' },
  nome_fantasia: texto('Transportadora'),
  rota: texto('Rota'),
  rota_id: inteiro('Código da rota'),
  motorista: texto('Motorista'),
  motorista_cpf: texto('CPF do motorista'),
  fone1: texto('Telefone'),
  origem: texto('Origem'),
  destino: texto('Destino'),
  previsao_inicio: data('Previsão de início'),
  previsao_fim: data('Previsão de fim'),
  observacao: texto('Observação'),
  cliente_id: inteiro('Código do cliente', { filtravel: false }),
  pgr_cliente_id: inteiro('PGR do cliente'),
  data_posicao: data('Data da posição'),
  data_tecnologia: data('Data do computador de bordo'),
  ignicao: booleano('Ignição'),
  ponto_referencia: calculada('texto', 'Ponto de referência'),
  latitude: calculada('numero', 'Latitude'),
  longitude: calculada('numero', 'Longitude'),
  distancia_percorrida: calculada('numero', 'Distância percorrida (km)'),
  situacao_viagem_id: inteiro('Código da situação'),
  percentual: calculada('numero', 'Progresso'),
  previsao_de_chegada: calculada('numero', 'Previsão de chegada (h)'),
  distancia_percorrida_estimada: calculada('numero', 'Distância estimada (km)'),
  total_ocorrencias: calculada('inteiro', 'Ocorrências'),
  pontuacao_risco: inteiro('Pontuação de risco'),
  username_add: texto('Cadastrada por'),
  data_cadastro: data('Data de cadastro'),
  username_add_status: texto('Status alterado por'),
  data_status: data('Data do status'),
  trafegus_id: texto('Código da viagem'),
  updated_at: calculada('data', 'Alterada em'),
} as const satisfies Record<string, ColunaGrid>;

/** Finished trip (spec 02 §3 "Finished trip"): the row plus start, end, who finished and who accepted it. */
const COLUNAS_FINALIZADA = {
  ...COLUNAS_VIAGEM,
  data_inicio: data('Início'),
  data_fim: data('Fim'),
  username_add_status: texto('Finalizada por'),
  username_aceitou: texto('Aceita por'),
} as const;

/** Cancelled trip (spec 02 §3 "Cancelled trip"): who cancelled, when, and why. */
const COLUNAS_CANCELADA = {
  ...COLUNAS_VIAGEM,
  username_add_status: texto('Cancelada por'),
  data_status: data('Data do cancelamento'),
  motivos: texto('Motivos'),
} as const;

/**
 * A list's columns: `visiveis`, in the screen's order, are its default view (and what an export
 * that names no columns gives); every other column of the row follows, hidden: still answered,
 * for the cells that draw with it (status, the progress figures) and for the column chooser.
 */
function colunasDaLista<C extends Record<string, ColunaGrid>>(todas: C, visiveis: readonly (keyof C & string)[]): { [K in keyof C]: ColunaGrid } {
  const saida: Record<string, ColunaGrid> = {};
  for (const campo of visiveis) saida[campo] = { ...todas[campo]! };
  for (const [campo, coluna] of Object.entries(todas)) if (!Object.hasOwn(saida, campo)) saida[campo] = { ...coluna, oculta: true };
  return saida as { [K in keyof C]: ColunaGrid };
}

/** Page-size options of each list (spec 02 §9); each grid below names its default among them. */
export const TAMANHOS_PAGINA_VIAGENS = {
  agendadas: [15, 30, 50, 100, 200],
  emViagem: [50, 100, 200, 300, 500],
  finalizadas: [15, 30, 50, 100, 200],
  canceladas: [15, 30, 50, 100, 200],
  controle: [30, 50, 100, 200],
  simplificadas: [18, 200, 300, 500, 1000],
  ocorrencias: [18, 20, 30, 50, 100],
  // Not in the spec: every trip of a plate, 50 a page like the in-transit list.
  porPlaca: [50, 100, 200, 300, 500],
} as const;

const ultimo = (l: readonly number[]) => l[l.length - 1]!;

/** What the scheduled, in-transit and cancelled lists show of a trip, from the plate to the audit. */
const VIAGEM_VISIVEIS = [
  'placa', 'placa_carreta1', 'terminal_numero', 'tecnologia', 'vinculo', 'nome_fantasia', 'rota', 'motorista', 'fone1', 'origem', 'destino',
  'previsao_inicio', 'previsao_fim', 'data_posicao', 'data_tecnologia', 'ignicao', 'ponto_referencia', 'total_ocorrencias', 'pontuacao_risco',
  'observacao', 'numero_spy', 'tecnologia_spy', 'trafegus_id', 'username_add', 'data_cadastro',
] as const satisfies ReadonlyArray<keyof typeof COLUNAS_VIAGEM>;
/** `antes` inserted before `campo` among `lista`'s columns. */
const inserir = <T extends string>(lista: readonly T[], campo: T, antes: readonly T[]): T[] => lista.flatMap((c) => (c === campo ? [...antes, c] : [c]));

/** Scheduled trips: 100 a page, nearest start first; the distance to the origin badge second (spec 02 §4). */
export const GRID_VIAGENS_AGENDADAS = {
  colunas: colunasDaLista(COLUNAS_VIAGEM, ['id', 'distancia_origem_km', ...VIAGEM_VISIVEIS]),
  ordemPadrao: { campo: 'previsao_inicio', direcao: 'asc' },
  tamanhoPadrao: 100,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.agendadas),
} as const satisfies GridSpec;

/**
 * Trips in transit: 50 a page (50..500); the situation second (the desk sets it, F1–F12), the
 * technology link after the technology, the distance covered and the progress after the position.
 */
const EM_VIAGEM_VISIVEIS = inserir<keyof typeof COLUNAS_VIAGEM>(
  inserir<keyof typeof COLUNAS_VIAGEM>(['id', 'situacao_viagem', ...VIAGEM_VISIVEIS], 'vinculo', ['vinculado_tecnologia']),
  'total_ocorrencias',
  ['distancia_percorrida', 'percentual'],
);
export const GRID_VIAGENS_EM_VIAGEM = {
  colunas: colunasDaLista(COLUNAS_VIAGEM, EM_VIAGEM_VISIVEIS),
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 50,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.emViagem),
} as const satisfies GridSpec;

/** The finished list's columns (spec 02 §3 "Finished trip"), in its order. */
const FINALIZADA_VISIVEIS = [
  'id', 'placa', 'placa_carreta1', 'vinculo', 'nome_fantasia', 'pgr_cliente_id', 'trafegus_id', 'terminal_numero', 'tecnologia', 'rota', 'data_posicao',
  'data_tecnologia', 'ignicao', 'ponto_referencia', 'origem', 'destino', 'data_inicio', 'data_fim', 'username_add_status', 'username_aceitou', 'observacao',
  'data_cadastro', 'username_add',
] as const satisfies ReadonlyArray<keyof typeof COLUNAS_FINALIZADA>;

export const GRID_VIAGENS_FINALIZADAS = {
  colunas: colunasDaLista(COLUNAS_FINALIZADA, FINALIZADA_VISIVEIS),
  ordemPadrao: { campo: 'data_fim', direcao: 'desc' },
  tamanhoPadrao: 15,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.finalizadas),
} as const satisfies GridSpec;

/** Cancelled trips: the trip row, then why, who cancelled and when. */
export const GRID_VIAGENS_CANCELADAS = {
  colunas: colunasDaLista(COLUNAS_CANCELADA, ['id', ...VIAGEM_VISIVEIS, 'motivos', 'username_add_status', 'data_status']),
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 15,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.canceladas),
} as const satisfies GridSpec;

/** The vehicle control list (spec 02 §3 "Control list row"): each vehicle, its trip status and last position. */
export const GRID_CONTROLE = {
  colunas: {
    id: inteiro('Código'),
    placa: texto('Placa'),
    tipo: texto('Tipo'),
    status: { tipo: 'enum', titulo: 'Status', valores: STATUS_CONTROLE, ordenavel: false },
    data_ultima_sm: calculada('data', 'Última SM'),
    terminal: texto('Terminal'),
    tecnologia: texto('Tecnologia'),
    vinculo: calculada('texto', 'Vínculo'),
    ignicao: booleano('Ignição'),
    ponto_referencia: calculada('texto', 'Ponto de referência'),
    data_posicao: data('Data da posição'),
    data_tecnologia: data('Data do computador de bordo'),
    data_cadastro: data('Data de cadastro'),
  },
  ordemPadrao: { campo: 'placa', direcao: 'asc' },
  tamanhoPadrao: 30,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.controle),
} as const satisfies GridSpec;

/** Simplified trip requests (spec 02 §3 "Simplified trip request"): 18 a page, up to 1000. */
export const GRID_SM_SIMPLIFICADAS = {
  colunas: {
    id: inteiro('SM'),
    numero_frota: calculada('texto', 'Frota'),
    placa: texto('Placa'),
    nome_fantasia: texto('Transportadora'),
    rota: texto('Rota'),
    motorista: texto('Motorista'),
    fone1: texto('Telefone'),
    previsao_inicio: data('Previsão de início'),
    previsao_fim: data('Previsão de fim'),
    bloqueio: calculada('booleano', 'Bloqueio'),
    atualizacao: calculada('texto', 'Atualização'),
    username_add_atualizacao: calculada('texto', 'Atualizada por'),
    data_atualizacao: calculada('data', 'Data da atualização'),
    username_add: texto('Cadastrada por'),
    data_cadastro: data('Data de cadastro'),
    data_fim: data('Fim', { oculta: true }),
    status: inteiro('Status', { oculta: true }),
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 18,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.simplificadas),
} as const satisfies GridSpec;

/**
 * Shipper versions (/a/*): the same rows. In transit without the desk's own columns (the
 * situation the operators set, the technology link they make); finished without the client's PGR.
 */
export const GRID_EMBARCADOR_AGENDADAS = GRID_VIAGENS_AGENDADAS;
export const GRID_EMBARCADOR_EM_VIAGEM = {
  ...GRID_VIAGENS_EM_VIAGEM,
  colunas: colunasDaLista(COLUNAS_VIAGEM, EM_VIAGEM_VISIVEIS.filter((c) => c !== 'situacao_viagem' && c !== 'vinculado_tecnologia')),
} as const satisfies GridSpec;
const { pgr_cliente_id: _semPgr, ...COLUNAS_FINALIZADA_EMBARCADOR } = COLUNAS_FINALIZADA;
export const GRID_EMBARCADOR_FINALIZADAS = {
  ...GRID_VIAGENS_FINALIZADAS,
  colunas: colunasDaLista(COLUNAS_FINALIZADA_EMBARCADOR, FINALIZADA_VISIVEIS.filter((c) => c !== 'pgr_cliente_id')),
} as const satisfies GridSpec;

/** The shipper's occurrences (/api/embarcador/ocorrencias): its trips' occurrences, 18 a page, newest first. */
export const GRID_EMBARCADOR_OCORRENCIAS = {
  colunas: {
    id: inteiro('Código'),
    solicitacao_monitoramento_id: inteiro('SM'),
    ocorrencia_id: inteiro('Código da ocorrência', { oculta: true }),
    codigo: inteiro('Ocorrência'),
    descricao: texto('Descrição'),
    grau_risco: inteiro('Grau de risco'),
    placa: texto('Placa'),
    observacao: texto('Observação'),
    username_add: texto('Registrada por'),
    data_cadastro: data('Data'),
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 18,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.ocorrencias),
} as const satisfies GridSpec;

/** Every trip of a plate (/viagens?placa=): any status, so the status second and the real start and end after the planned ones. */
export const GRID_VIAGENS_POR_PLACA = {
  colunas: colunasDaLista(
    { ...COLUNAS_VIAGEM, data_inicio: data('Início'), data_fim: data('Fim'), username_aceitou: texto('Aceita por') },
    ['id', 'status', ...inserir<keyof typeof COLUNAS_FINALIZADA>(VIAGEM_VISIVEIS, 'data_posicao', ['data_inicio', 'data_fim'])],
  ),
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 50,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.porPlaca),
} as const satisfies GridSpec;

/**
 * A station's trips (spec 02 §2 "Stations", §9: 100 a page both): its scheduled and in-transit
 * lists are the staff lists narrowed to the station's trips, the same columns and sizes.
 */
export const GRID_ESTACAO_AGENDADAS = GRID_VIAGENS_AGENDADAS;
export const GRID_ESTACAO_EM_VIAGEM = { ...GRID_VIAGENS_EM_VIAGEM, tamanhoPadrao: 100 } as const satisfies GridSpec;

/**
 * Scheduled and in-transit trips of no active station (spec 02 §3 "Station-less trip"), in the
 * spec's order, the status second; 100 a page like the station's lists.
 */
export const GRID_VIAGENS_SEM_ESTACAO = {
  colunas: colunasDaLista(COLUNAS_VIAGEM, [
    'id', 'status', 'placa', 'terminal_numero', 'tecnologia', 'nome_fantasia', 'rota', 'data_posicao', 'data_tecnologia', 'ponto_referencia', 'ignicao',
    'previsao_inicio', 'previsao_fim', 'observacao', 'username_add', 'data_status',
  ]),
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 100,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.emViagem),
} as const satisfies GridSpec;

export type ListaViagens = 'agendadas' | 'emViagem' | 'finalizadas' | 'canceladas' | 'controle' | 'simplificadas' | 'porPlaca';

/** What a client user does not see in any trip list (spec 02 §6, group 8). */
const OCULTAS_CLIENTE: readonly string[] = [
  'placa_carreta1', 'distancia_percorrida', 'distancia_origem_km', 'nome_fantasia', 'rota', 'observacao', 'previsao_inicio', 'data_cadastro', 'trafegus_id',
  'vinculado_tecnologia', 'username_add_status', 'data_status', 'tecnologia_spy', 'numero_spy', 'username_aceitou',
];

/**
 * The columns hidden for a client user (group 8) in a list (spec 02 §6 "varies by list"): the
 * scheduled list keeps its planned start (the client plans by it, and the distance badge leans on
 * it); the finished one keeps its dates; the control list has none of the trip's columns.
 */
export function colunasOcultasGrupo8(lista: ListaViagens): string[] {
  const manter: Record<ListaViagens, readonly string[]> = {
    agendadas: ['previsao_inicio'],
    emViagem: [],
    finalizadas: [],
    canceladas: [],
    controle: ['data_cadastro'],
    simplificadas: ['previsao_inicio', 'data_cadastro'],
    porPlaca: [],
  };
  const colunas = Object.keys(gridDaLista(lista).colunas);
  return OCULTAS_CLIENTE.filter((c) => colunas.includes(c) && !manter[lista].includes(c));
}

export function gridDaLista(lista: ListaViagens): GridSpec {
  return {
    agendadas: GRID_VIAGENS_AGENDADAS, emViagem: GRID_VIAGENS_EM_VIAGEM, finalizadas: GRID_VIAGENS_FINALIZADAS, canceladas: GRID_VIAGENS_CANCELADAS,
    controle: GRID_CONTROLE, simplificadas: GRID_SM_SIMPLIFICADAS, porPlaca: GRID_VIAGENS_POR_PLACA,
  }[lista];
}

/**
 * A list as a client user (group 8) sees it (spec 02 §6): the list's grid without the columns
 * hidden from it, so its screen cannot show them, not even through a saved layout.
 */
export function gridDaListaGrupo8(lista: ListaViagens): GridSpec {
  const spec = gridDaLista(lista);
  const ocultas = new Set(colunasOcultasGrupo8(lista));
  return { ...spec, colunas: Object.fromEntries(Object.entries(spec.colunas).filter(([campo]) => !ocultas.has(campo))) };
}

export const nomeStatusViagem = (status: number): string => NOMES_STATUS_VIAGEM[status as 1] ?? String(status);

/** dd/mm/yyyy of a day in São Paulo (-03:00). */
function diaBr(d: Date): string {
  const sp = new Date(d.getTime() - 3 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(sp.getUTCDate())}/${p(sp.getUTCMonth() + 1)}/${sp.getUTCFullYear()}`;
}

/**
 * The finished list's default period (spec 02 §2): from the first of the current month to today,
 * São Paulo time, as the filter's text 'dd/mm/yyyy - dd/mm/yyyy'.
 */
export function periodoPadraoFinalizadas(agora: Date): string {
  const hoje = diaBr(agora);
  return `01${hoje.slice(2)} - ${hoje}`;
}

/** The latest day a finished-list period may start at: today (spec 02 §2 "maximum date today"). */
export function periodoComecaDepoisDeHoje(periodo: string, agora: Date): boolean {
  const de = parseDataBr(periodo.split(/\s-\s/)[0] ?? '');
  const fimDeHoje = parseDataBr(diaBr(agora), true)!;
  return de !== undefined && de > fimDeHoje;
}

/**
 * The shipper finished list's `data_cadastro` as a JSON range (spec 02 §7): `{"inicio":"dd/mm/yyyy","fim":"dd/mm/yyyy"}`
 * (also `de`/`ate`), to the grid's period text; anything else passes as it came.
 */
export function periodoDeJson(valor: unknown): unknown {
  if (typeof valor !== 'string' || !valor.trim().startsWith('{')) return valor;
  try {
    const o = JSON.parse(valor) as Record<string, unknown>;
    const de = o.inicio ?? o.de;
    const ate = o.fim ?? o.ate ?? de;
    return typeof de === 'string' && typeof ate === 'string' ? `${de} - ${ate}` : valor;
  } catch {
    return valor;
  }
}

export type EstiloBadge = 'danger' | 'info' | 'warning';

/** Distance threshold and lateness window of the scheduled list's badge (spec 02 §9). */
export const LIMITE_DISTANCIA_ORIGEM_KM = 15;
export const JANELA_ATRASO_MS = 2 * 3_600_000;

/**
 * The scheduled list's distance badge (spec 02 §4): over 15 km from the origin is danger when the
 * planned start is more than 2 hours past, else info; at or under 15 km info; no position
 * 'Sem posição' as a warning. The text is the distance in km (or metres under 1 km, §9).
 */
export function badgeDistanciaAgendada(distanciaKm: number | null | undefined, previsaoInicio: Date | null, agora: Date): { texto: string; estilo: EstiloBadge } {
  if (distanciaKm === null || distanciaKm === undefined || !Number.isFinite(distanciaKm)) return { texto: 'Sem posição', estilo: 'warning' };
  const texto = distanciaKm > 1 ? `${distanciaKm.toFixed(2).replace('.', ',')} KM` : `${Math.round(distanciaKm * 1000)} M`;
  if (distanciaKm <= LIMITE_DISTANCIA_ORIGEM_KM) return { texto, estilo: 'info' };
  const atrasada = previsaoInicio !== null && agora.getTime() - previsaoInicio.getTime() > JANELA_ATRASO_MS;
  return { texto, estilo: atrasada ? 'danger' : 'info' };
}

/**
 * The progress bar (spec 02 §4): red (late) when the distance covered is below the estimated one,
 * green otherwise; the percentage rounded and capped at 100 (and never below 0). Null without data.
 */
export function barraProgresso(
  percentual: number | null | undefined,
  distanciaPercorrida: number | null | undefined,
  distanciaEstimada: number | null | undefined,
): { cor: 'vermelho' | 'verde'; atrasada: boolean; percentual: number } | null {
  if (percentual === null || percentual === undefined || !Number.isFinite(percentual)) return null;
  const atrasada = distanciaPercorrida != null && distanciaEstimada != null && distanciaPercorrida < distanciaEstimada;
  return { cor: atrasada ? 'vermelho' : 'verde', atrasada, percentual: Math.min(100, Math.max(0, Math.round(percentual))) };
}

/** The arrival text (spec 02 §4): rounded hours 0 is 'Veículo próximo ao destino', else the hours. Null without a forecast. */
export function textoChegada(horas: number | null | undefined): string | null {
  if (horas === null || horas === undefined || !Number.isFinite(horas)) return null;
  const n = Math.round(horas);
  return n <= 0 ? 'Veículo próximo ao destino' : `Tempo estimado para chegada de ${n} horas`;
}
