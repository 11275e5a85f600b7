import { BusinessRuleError, ConflictError } from '../shared/index.js';

/**
 * The checklist's state machine (spec 01 §4.1–§4.4, §4.7–§4.8). The spec names the statuses and
 * which actions each one offers, and leaves the resulting status of most actions "not shown"; the
 * table below is our design (docs/decisoes.md, "checklist: estados"), the only place that decides
 * whether an action may run, on the server, for every screen and call.
 *
 *   VERIFICANDO ─SE/ESC─▶ PENDENTE ─iniciar teste─▶ EM_TESTE ─resultado─▶ APROVADO | REPROVADO
 *        │        └─EC──────────────────────────────▲    │                      │
 *        │                                               └─pendência─▶ PENDENTE  │
 *        │                                               └─manutenção─▶ MANUTENCAO
 *   (cancelar from VERIFICANDO, PENDENTE, EM_TESTE)      REPROVADO|MANUTENCAO ─liberar─▶ LIBERADO
 *   APROVADO|LIBERADO ─validade vencida─▶ EXPIRADO       REPROVADO ─reteste─▶ VERIFICANDO
 */
export const STATUS_CHECKLIST = ['VERIFICANDO', 'EM_TESTE', 'PENDENTE', 'APROVADO', 'REPROVADO', 'MANUTENCAO', 'LIBERADO', 'CANCELADO', 'EXPIRADO'] as const;
export type StatusChecklist = (typeof STATUS_CHECKLIST)[number];

/**
 * Finished (spec 01 §4.1): the result is in, or the checklist was cancelled or released. Entering
 * one of them stamps data_finalizado; the test screens show these read-only.
 */
export const STATUS_FINALIZADOS: readonly StatusChecklist[] = ['APROVADO', 'REPROVADO', 'CANCELADO', 'LIBERADO'];
/** A vehicle may travel on these (until data_validade). */
export const STATUS_VALIDOS: readonly StatusChecklist[] = ['APROVADO', 'LIBERADO'];
/** Still being worked on: a second request for the vehicle is CHECKLIST_ANDAMENTO. */
export const STATUS_EM_ANDAMENTO: readonly StatusChecklist[] = ['VERIFICANDO', 'PENDENTE', 'EM_TESTE'];

/** The operator's outcome of the VERIFICANDO step (spec 01 §4.2): `status/{id}?tipo=`. */
export const OPERACOES_VERIFICACAO = {
  SE: 'VEÍCULO SEM ESPELHAMENTO',
  ESC: 'VEÍCULO ESPELHADO SEM CONFIGURAÇÃO',
  EC: 'VEÍCULO ESPELHADO E CONFIGURADO',
} as const;
export type OperacaoVerificacao = keyof typeof OPERACOES_VERIFICACAO;

export type AcaoChecklist =
  | 'EDITAR'
  | 'OPERACAO_SE'
  | 'OPERACAO_ESC'
  | 'OPERACAO_EC'
  | 'INICIAR_TESTE'
  | 'REGISTRAR_RESULTADO'
  | 'PENDENCIA'
  | 'MANUTENCAO'
  | 'CANCELAR'
  | 'LIBERAR'
  | 'RETESTE'
  | 'EXPIRAR'
  | 'FILA_EXPRESSA'
  | 'PRE_TESTE'
  | 'OCULTAR'
  | 'REUTILIZAR'
  | 'FECHAR'
  | 'RETESTE_REALIZADO';

/** From which statuses each action may run. */
export const ORIGENS_CHECKLIST: Readonly<Record<AcaoChecklist, readonly StatusChecklist[]>> = {
  EDITAR: ['VERIFICANDO'],
  OPERACAO_SE: ['VERIFICANDO', 'PENDENTE'],
  OPERACAO_ESC: ['VERIFICANDO', 'PENDENTE'],
  OPERACAO_EC: ['VERIFICANDO', 'PENDENTE'],
  // From EM_TESTE too: a checklist that went to the test by EC starts its online test there
  // (atualizar_data_em_teste_online); "not started yet" is checked by the use case.
  INICIAR_TESTE: ['PENDENTE', 'EM_TESTE'],
  REGISTRAR_RESULTADO: ['EM_TESTE', 'PENDENTE'],
  PENDENCIA: ['EM_TESTE'],
  MANUTENCAO: ['EM_TESTE', 'PENDENTE'],
  CANCELAR: ['VERIFICANDO', 'PENDENTE', 'EM_TESTE'],
  LIBERAR: ['REPROVADO', 'MANUTENCAO'],
  RETESTE: ['REPROVADO'],
  EXPIRAR: ['APROVADO', 'LIBERADO'],
  FILA_EXPRESSA: ['VERIFICANDO', 'EM_TESTE', 'PENDENTE'],
  PRE_TESTE: ['VERIFICANDO', 'PENDENTE', 'EM_TESTE'],
  OCULTAR: ['APROVADO', 'REPROVADO', 'MANUTENCAO', 'LIBERADO', 'CANCELADO', 'EXPIRADO'],
  REUTILIZAR: ['APROVADO', 'LIBERADO'],
  /** Closing the test form: the operator lets go of the checklist, another may take it. */
  FECHAR: ['VERIFICANDO', 'PENDENTE', 'EM_TESTE'],
  RETESTE_REALIZADO: ['VERIFICANDO', 'PENDENTE', 'EM_TESTE'],
};

/** Where an action leads; `null` keeps the status (a flag or a field changes instead). */
const DESTINOS: Readonly<Record<Exclude<AcaoChecklist, 'REGISTRAR_RESULTADO'>, StatusChecklist | null>> = {
  EDITAR: null,
  OPERACAO_SE: 'PENDENTE',
  OPERACAO_ESC: 'PENDENTE',
  OPERACAO_EC: 'EM_TESTE',
  INICIAR_TESTE: 'EM_TESTE',
  PENDENCIA: 'PENDENTE',
  MANUTENCAO: 'MANUTENCAO',
  CANCELAR: 'CANCELADO',
  LIBERAR: 'LIBERADO',
  RETESTE: 'VERIFICANDO',
  EXPIRAR: 'EXPIRADO',
  FILA_EXPRESSA: null,
  PRE_TESTE: null,
  OCULTAR: null,
  REUTILIZAR: null,
  FECHAR: null,
  RETESTE_REALIZADO: null,
};

/** The spec's message for an action refused by the status (spec 01 §8), else a plain one. */
export const MENSAGENS_ESTADO: Readonly<Record<AcaoChecklist, string>> = {
  EDITAR: 'NÃO É POSSÍVEL EDITAR O CHECKLIST',
  OPERACAO_SE: 'Erro ao atualizar o status do checklist!',
  OPERACAO_ESC: 'Erro ao atualizar o status do checklist!',
  OPERACAO_EC: 'Erro ao atualizar o status do checklist!',
  INICIAR_TESTE: 'Não foi possível iniciar o checklist',
  REGISTRAR_RESULTADO: 'Erro ao atualizar o status do checklist!',
  PENDENCIA: 'Erro em pendência!',
  MANUTENCAO: 'Erro em pendência!',
  CANCELAR: 'Não é possível cancelar um checklist finalizado',
  LIBERAR: 'Só um checklist REPROVADO ou em MANUTENCAO pode ser liberado',
  RETESTE: 'Erro ao executar solicitação de reteste',
  EXPIRAR: 'Só um checklist APROVADO ou LIBERADO expira',
  FILA_EXPRESSA: 'Checklist não pode ir para a fila expressa neste status',
  PRE_TESTE: 'O pré-teste só vale antes do resultado do checklist',
  OCULTAR: 'NÃO FOI POSSIVEL OCULTAR CHECKLIST!',
  REUTILIZAR: 'NÃO FOI POSSIVEL REUTILIZAR CHECKLIST!',
  FECHAR: 'Checklist finalizado: não há teste a fechar',
  RETESTE_REALIZADO: 'Erro ao executar solicitação de reteste',
};

export function acaoPermitida(status: StatusChecklist, acao: AcaoChecklist): boolean {
  return ORIGENS_CHECKLIST[acao].includes(status);
}

/** The actions a status offers, for the screens (the server checks again). */
export function acoesDoStatus(status: StatusChecklist): AcaoChecklist[] {
  return (Object.keys(ORIGENS_CHECKLIST) as AcaoChecklist[]).filter((a) => acaoPermitida(status, a));
}

/** Throws the 422 with the spec's message when `acao` may not run from `status`. */
export function exigirAcaoChecklist(status: StatusChecklist, acao: AcaoChecklist): void {
  if (!acaoPermitida(status, acao)) throw new BusinessRuleError(MENSAGENS_ESTADO[acao], { status });
}

/**
 * The status after `acao`. REGISTRAR_RESULTADO needs the test's outcome (`aprovado`), which the
 * manual or the automatic test computes.
 */
export function proximoStatus(status: StatusChecklist, acao: AcaoChecklist, aprovado?: boolean): StatusChecklist {
  exigirAcaoChecklist(status, acao);
  if (acao === 'REGISTRAR_RESULTADO') {
    if (aprovado === undefined) throw new Error('REGISTRAR_RESULTADO sem resultado');
    return aprovado ? 'APROVADO' : 'REPROVADO';
  }
  return DESTINOS[acao] ?? status;
}

export function operacaoDeVerificacao(tipo: unknown): OperacaoVerificacao | null {
  return typeof tipo === 'string' && Object.hasOwn(OPERACOES_VERIFICACAO, tipo.toUpperCase()) ? (tipo.toUpperCase() as OperacaoVerificacao) : null;
}

/** Whether moving from `antes` to `depois` finishes the checklist (stamps data_finalizado). */
export function finalizaChecklist(antes: StatusChecklist, depois: StatusChecklist): boolean {
  return depois !== antes && STATUS_FINALIZADOS.includes(depois);
}

/** Actions that only the operator who took the checklist may do while someone holds it in the test. */
export const ACOES_DO_OPERADOR: readonly AcaoChecklist[] = ['OPERACAO_SE', 'OPERACAO_ESC', 'OPERACAO_EC', 'REGISTRAR_RESULTADO', 'PENDENCIA', 'MANUTENCAO'];

/** Who holds a checklist in the test: the operator who took it (EC or the online test). */
export interface DetentorChecklist {
  status: StatusChecklist;
  operador_id: number | null;
  operador_username: string | null;
}

/** 409 when another operator holds the checklist in the test and `acao` is an operator's one. */
export function exigirOperadorDoChecklist(c: DetentorChecklist, acao: AcaoChecklist, usuarioId: number): void {
  if (ACOES_DO_OPERADOR.includes(acao) && c.operador_id && c.operador_id !== usuarioId && c.status === 'EM_TESTE') {
    throw new ConflictError(`Checklist já assumido pelo operador ${c.operador_username ?? ''}`.trim());
  }
}

/**
 * Closing the test form (fechar): the holder lets go; someone else's checklist only a manager may
 * release (`gestor`), any other user meets a 409.
 */
export function exigirSoltarChecklist(c: DetentorChecklist, usuarioId: number, gestor: boolean): void {
  if (c.operador_id && c.operador_id !== usuarioId && !gestor) {
    throw new ConflictError(`Checklist assumido pelo operador ${c.operador_username ?? ''}`.trim());
  }
}
