import { parseDataBr, type ColunaGrid, type GridSpec } from '../../shared/index.js';
import { NOMES_STATUS_VIAGEM } from './estados.js';

/**
 * Every trip list (spec 02 §2 "Trip lists", §3 rows, §9 page sizes): one GridSpec per list, the
 * page sizes each offers, the columns a client user (group 8) does not see (§6), and the pure
 * functions of the cells the lists compute (§4: the scheduled distance badge, the progress bar,
 * the arrival text). The server parses with these specs; the screens take titles and sizes from them.
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

/** The trip grid row (spec 02 §3 "Trip grid row"), in the screen's order. */
const COLUNAS_VIAGEM = {
  id: inteiro('SM'),
  status: inteiro('Status', { oculta: true }),
  placa: texto('Placa'),
  placa_carreta1: texto('Carreta'),
  terminal_numero: texto('Terminal'),
  tecnologia: texto('Tecnologia'),
  numero_frota: calculada('texto', 'Frota', { oculta: true }),
  numero_spy: texto('Número spy', { oculta: true }),
  tecnologia_spy: texto('Tecnologia spy', { oculta: true }),
  tipo: texto('Tipo do veículo', { oculta: true }),
  data_ultima_sm: calculada('data', 'Última SM', { oculta: true }),
  vinculado_tecnologia: booleano('Vinculado'),
  vinculo: { tipo: 'enum', titulo: 'Vínculo', valores: VINCULOS_VIAGEM },
  tipo_viagem_id: inteiro('Tipo de viagem', { oculta: true }),
  valor_embarque: { tipo: 'numero', titulo: 'Valor do embarque', oculta: true },
  nome_fantasia: texto('Transportadora'),
  rota: texto('Rota'),
  rota_id: inteiro('Código da rota', { oculta: true }),
  motorista: texto('Motorista'),
  motorista_cpf: texto('CPF do motorista', { oculta: true }),
  fone1: texto('Telefone', { oculta: true }),
  origem: texto('Origem'),
  destino: texto('Destino'),
  previsao_inicio: data('Previsão de início'),
  previsao_fim: data('Previsão de fim'),
  observacao: texto('Observação'),
  cliente_id: inteiro('Código do cliente', { oculta: true, filtravel: false }),
  pgr_cliente_id: inteiro('PGR', { oculta: true }),
  data_posicao: data('Data da posição'),
  data_tecnologia: data('Data da tecnologia'),
  ignicao: booleano('Ignição'),
  ponto_referencia: calculada('texto', 'Ponto de referência'),
  latitude: calculada('numero', 'Latitude', { oculta: true }),
  longitude: calculada('numero', 'Longitude', { oculta: true }),
  distancia_percorrida: calculada('numero', 'Distância percorrida (km)'),
  distancia_origem_km: calculada('numero', 'Distância da origem (km)'),
  situacao_viagem: texto('Situação'),
  situacao_viagem_id: inteiro('Código da situação', { oculta: true }),
  percentual: calculada('numero', 'Progresso'),
  previsao_de_chegada: calculada('numero', 'Previsão de chegada (h)'),
  distancia_percorrida_estimada: calculada('numero', 'Distância estimada (km)', { oculta: true }),
  total_ocorrencias: calculada('inteiro', 'Ocorrências'),
  pontuacao_risco: inteiro('Pontuação de risco', { oculta: true }),
  username_add: texto('Cadastrado por'),
  data_cadastro: data('Data de cadastro'),
  username_add_status: texto('Status alterado por', { oculta: true }),
  data_status: data('Data do status', { oculta: true }),
  trafegus_id: texto('Código da viagem'),
  updated_at: calculada('data', 'Alterada em', { oculta: true }),
} as const satisfies Record<string, ColunaGrid>;

/** Page-size options of each list (spec 02 §9); the first of each grid below is its default. */
export const TAMANHOS_PAGINA_VIAGENS = {
  agendadas: [15, 30, 50, 100, 200],
  emViagem: [50, 100, 200, 300, 500],
  finalizadas: [15, 30, 50, 100, 200],
  canceladas: [15, 30, 50, 100, 200],
  controle: [30, 50, 100, 200],
  simplificadas: [18, 200, 300, 500, 1000],
  ocorrencias: [18, 20, 30, 50, 100],
} as const;

const ultimo = (l: readonly number[]) => l[l.length - 1]!;

/** Scheduled trips: 100 a page, nearest start first. */
export const GRID_VIAGENS_AGENDADAS = {
  colunas: COLUNAS_VIAGEM,
  ordemPadrao: { campo: 'previsao_inicio', direcao: 'asc' },
  tamanhoPadrao: 100,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.agendadas),
} as const satisfies GridSpec;

/** Trips in transit: 50 a page (50..500). */
export const GRID_VIAGENS_EM_VIAGEM = {
  colunas: COLUNAS_VIAGEM,
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 50,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.emViagem),
} as const satisfies GridSpec;

/** Finished trips (spec 02 §3 "Finished trip"): the trip row plus start, end and who accepted it. */
const COLUNAS_FINALIZADA = {
  ...COLUNAS_VIAGEM,
  data_inicio: data('Início'),
  data_fim: data('Fim'),
  username_add_status: texto('Finalizada por'),
  username_aceitou: texto('Aceita por'),
} as const;

export const GRID_VIAGENS_FINALIZADAS = {
  colunas: COLUNAS_FINALIZADA,
  ordemPadrao: { campo: 'data_fim', direcao: 'desc' },
  tamanhoPadrao: 15,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.finalizadas),
} as const satisfies GridSpec;

/** Cancelled trips (spec 02 §3 "Cancelled trip"): who cancelled, when, and why. */
export const GRID_VIAGENS_CANCELADAS = {
  colunas: {
    ...COLUNAS_VIAGEM,
    username_add_status: texto('Cancelada por'),
    data_status: data('Data do cancelamento'),
    motivos: texto('Motivos'),
  },
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
    data_tecnologia: data('Data da tecnologia'),
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
    username_add_atualizacao: calculada('texto', 'Atualizado por'),
    data_atualizacao: calculada('data', 'Data da atualização'),
    username_add: texto('Cadastrado por'),
    data_cadastro: data('Data de cadastro'),
    data_fim: data('Fim', { oculta: true }),
    status: inteiro('Status', { oculta: true }),
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 18,
  tamanhoMaximo: ultimo(TAMANHOS_PAGINA_VIAGENS.simplificadas),
} as const satisfies GridSpec;

/** Shipper versions (/a/*): the same rows; the finished one without the client's PGR (spec 02 §3). */
export const GRID_EMBARCADOR_AGENDADAS = GRID_VIAGENS_AGENDADAS;
export const GRID_EMBARCADOR_EM_VIAGEM = GRID_VIAGENS_EM_VIAGEM;
const { pgr_cliente_id: _semPgr, ...COLUNAS_FINALIZADA_EMBARCADOR } = COLUNAS_FINALIZADA;
export const GRID_EMBARCADOR_FINALIZADAS = { ...GRID_VIAGENS_FINALIZADAS, colunas: COLUNAS_FINALIZADA_EMBARCADOR } as const satisfies GridSpec;

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

/** Every trip's plate search (/viagens?placa=): all statuses, newest first. */
export const GRID_VIAGENS_POR_PLACA = {
  colunas: { ...COLUNAS_VIAGEM, status: inteiro('Status'), data_inicio: data('Início'), data_fim: data('Fim'), username_aceitou: texto('Aceita por', { oculta: true }) },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 50,
  tamanhoMaximo: 500,
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
