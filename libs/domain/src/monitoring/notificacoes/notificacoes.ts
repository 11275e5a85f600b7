import { diaEmBrasilia, ValidationError, type GridQuery, type GridSpec } from '../../shared/index.js';

/**
 * Notifications (spec 02 §2 "/notificacoes, /a/notificacoes", §3 "Notification", §9): the
 * occurrences recorded on trips (by an operator or by the live pipeline), newest first, 18 rows
 * (18/20/30/50/100). The technology and the operator are for staff only; a client user reads its
 * own client's, a shipper manager also those of the loads its managed clients ship (decision 36).
 */
export const GRID_NOTIFICACOES = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'Código' },
    codigo: { tipo: 'inteiro', titulo: 'Ocorrência' },
    descricao: { tipo: 'texto', titulo: 'Descrição' },
    tipo: { tipo: 'texto', titulo: 'Tipo' },
    grau_risco: { tipo: 'inteiro', titulo: 'Grau de risco' },
    pontuacao: { tipo: 'inteiro', titulo: 'Pontuação', filtravel: false },
    placa: { tipo: 'texto', titulo: 'Placa' },
    nome: { tipo: 'texto', titulo: 'Motorista' },
    razao_social: { tipo: 'texto', titulo: 'Cliente' },
    sm_id: { tipo: 'inteiro', titulo: 'SM' },
    tecnologia: { tipo: 'texto', titulo: 'Tecnologia' },
    operador: { tipo: 'texto', titulo: 'Operador' },
    data_cadastro: { tipo: 'data', titulo: 'Data' },
    cliente_id: { tipo: 'inteiro', titulo: 'Código do cliente', oculta: true },
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 18,
  tamanhoMaximo: 100,
} as const satisfies GridSpec;

/** Columns only staff read (spec 02 §3: tecnologia and operador "staff only"). */
export const COLUNAS_NOTIFICACAO_SO_EQUIPE = ['tecnologia', 'operador'] as const;

export const NOTIFICACOES = {
  tamanhos: [18, 20, 30, 50, 100],
  tamanhoPadrao: 18,
  /** Spec 08: the notice of a browser without the Notification API. */
  semSuporteDesktop: 'Este browser não suporta notificações de Desktop',
  /** The desktop notifications' poll (the newest notification since the last one seen). */
  intervaloDesktopMs: 60_000,
} as const;

/** 'yyyy-mm-dd' of the last day of the month of `agora` in Brasília. */
export function ultimoDiaDoMes(agora: Date): string {
  const [ano, mes] = diaEmBrasilia(agora).split('-').map(Number) as [number, number];
  const dia = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

/** The default date range of the list: the first to the last day of the current month, dd/mm/yyyy - dd/mm/yyyy. */
export function periodoPadraoNotificacoes(agora: Date): string {
  const ultimo = ultimoDiaDoMes(agora);
  const [ano, mes, dia] = ultimo.split('-');
  return `01/${mes}/${ano} - ${dia}/${mes}/${ano}`;
}

/**
 * Spec 02 §2: the notifications' date range reaches at most the last day of the current month
 * (Brasília). A later end is a 400 on data_cadastro.
 */
export function validarPeriodoNotificacoes(q: GridQuery, agora: Date): void {
  const f = q.filtros.find((x) => x.campo === 'data_cadastro');
  if (!f || f.tipo !== 'data') return;
  const ultimo = ultimoDiaDoMes(agora);
  if (diaEmBrasilia(f.ate) > ultimo) {
    const [a, m, d] = ultimo.split('-');
    throw ValidationError.campo('data_cadastro', `a data final não pode passar do último dia do mês (${d}/${m}/${a})`);
  }
}
