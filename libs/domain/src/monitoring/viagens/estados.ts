import { ForbiddenError, BusinessRuleError } from '../../shared/index.js';
import { GRUPOS_STAFF } from '../../identity/index.js';

/**
 * The trip's (SM's) lifecycle (spec 02 §4): scheduled, then start (in transit), then finish;
 * cancel from scheduled or in transit; a finished trip may be recovered back to in transit. The
 * spec leaves every other move "not shown": the table below is our design (docs/decisoes.md,
 * "viagem: estados"), the only place that decides whether a trip action may run.
 *
 *   AGENDADA ─iniciar─▶ EM_VIAGEM ─finalizar─▶ FINALIZADA ─recuperar─▶ EM_VIAGEM
 *      │                    │
 *      └──cancelar──────────┴──▶ CANCELADA
 *   excluir: only a scheduled trip (nothing ran yet); editing: scheduled or in transit.
 */
export const STATUS_VIAGEM = { AGENDADA: 1, EM_VIAGEM: 2, FINALIZADA: 3, CANCELADA: 4 } as const;
export type NomeStatusViagem = keyof typeof STATUS_VIAGEM;
export type StatusViagem = (typeof STATUS_VIAGEM)[NomeStatusViagem];

export const NOMES_STATUS_VIAGEM: Readonly<Record<StatusViagem, NomeStatusViagem>> = {
  1: 'AGENDADA', 2: 'EM_VIAGEM', 3: 'FINALIZADA', 4: 'CANCELADA',
};

export type AcaoViagem = 'EDITAR' | 'INICIAR' | 'FINALIZAR' | 'CANCELAR' | 'RECUPERAR' | 'EXCLUIR' | 'VINCULAR' | 'SITUACAO' | 'OBSERVACAO';

const { AGENDADA, EM_VIAGEM, FINALIZADA, CANCELADA } = STATUS_VIAGEM;

/** From which statuses each action may run, and where it leads (the same status when it stays). */
export const TRANSICOES_VIAGEM: Readonly<Record<AcaoViagem, { de: readonly StatusViagem[]; para: StatusViagem | null }>> = {
  EDITAR: { de: [AGENDADA, EM_VIAGEM], para: null },
  INICIAR: { de: [AGENDADA], para: EM_VIAGEM },
  FINALIZAR: { de: [EM_VIAGEM], para: FINALIZADA },
  CANCELAR: { de: [AGENDADA, EM_VIAGEM], para: CANCELADA },
  RECUPERAR: { de: [FINALIZADA], para: EM_VIAGEM },
  EXCLUIR: { de: [AGENDADA], para: null },
  VINCULAR: { de: [EM_VIAGEM], para: null },
  SITUACAO: { de: [AGENDADA, EM_VIAGEM], para: null },
  OBSERVACAO: { de: [AGENDADA, EM_VIAGEM, FINALIZADA, CANCELADA], para: null },
};

/** The refusal of each action from a status it cannot leave (422, state unchanged). */
export const MENSAGENS_VIAGEM = {
  naoEncontrada: 'SM não encontrada',
  concorrente: 'Esta SM foi alterada por outro usuário. Recarregue a lista e tente novamente.',
  permissaoNegada: 'permissão negada',
  operacaoNaoAutorizada: 'Operação não autorizada!',
  naoLiberada: 'A SM não foi liberada',
  datasInvalidas: 'Previsão de inicio, ou fim de viagem, inválida',
  formInvalido: 'Form não valido',
  ocorrenciaNaoSelecionada: 'A Ocorrencia não foi selecionada!',
  veiculoEmViagem: 'Este veículo já está em viagem (SM em andamento).',
  edicaoDoCliente: 'Uma SM que já saiu da agenda só pode ser alterada pela central de monitoramento.',
  recusas: {
    EDITAR: 'Uma SM finalizada ou cancelada não pode ser alterada.',
    INICIAR: 'Só uma SM agendada pode ser iniciada.',
    FINALIZAR: 'Só uma SM em viagem pode ser finalizada.',
    CANCELAR: 'Só uma SM agendada ou em viagem pode ser cancelada.',
    RECUPERAR: 'Só uma SM finalizada pode ser recuperada.',
    EXCLUIR: 'Só uma SM agendada pode ser excluída.',
    VINCULAR: 'Só uma SM em viagem pode ser vinculada à tecnologia.',
    SITUACAO: 'A situação só pode ser alterada em uma SM agendada ou em viagem.',
    OBSERVACAO: 'Não é possível incluir observação nesta SM.',
  } satisfies Record<AcaoViagem, string>,
} as const;

export function podeNoStatus(status: StatusViagem, acao: AcaoViagem): boolean {
  return TRANSICOES_VIAGEM[acao].de.includes(status);
}

/** The status after `acao`, or the 422 of the spec's wording when the trip cannot take it. */
export function proximoStatusViagem(status: StatusViagem, acao: AcaoViagem): StatusViagem {
  if (!podeNoStatus(status, acao)) throw new BusinessRuleError(MENSAGENS_VIAGEM.recusas[acao]);
  return TRANSICOES_VIAGEM[acao].para ?? status;
}

/**
 * Who may run each action (spec 02 §6): groups 3–7 start, finish, cancel, add observations and
 * occurrences and change the situation; a client user (group 8) may create and edit its own
 * scheduled trips but never recover one ('Operação não autorizada!'); others get 'permissão negada'.
 */
export const GRUPOS_POR_ACAO: Readonly<Record<AcaoViagem, readonly number[] | 'todos'>> = {
  EDITAR: 'todos',
  INICIAR: GRUPOS_STAFF,
  FINALIZAR: GRUPOS_STAFF,
  CANCELAR: GRUPOS_STAFF,
  RECUPERAR: GRUPOS_STAFF,
  EXCLUIR: GRUPOS_STAFF,
  VINCULAR: GRUPOS_STAFF,
  SITUACAO: GRUPOS_STAFF,
  OBSERVACAO: GRUPOS_STAFF,
};

/**
 * A client-side user (group 8 and the shippers' managers) edits its request while it is scheduled
 * (spec 02 §2: group 8 edits on /monitoramento/{id}); once on the road the trip is the desk's.
 */
export function exigirEdicaoPeloGrupo(grupoUsuarioId: number, status: StatusViagem): void {
  if (!GRUPOS_STAFF.includes(grupoUsuarioId) && status !== STATUS_VIAGEM.AGENDADA) throw new BusinessRuleError(MENSAGENS_VIAGEM.edicaoDoCliente);
}

export function exigirGrupoParaAcao(grupoUsuarioId: number, acao: AcaoViagem): void {
  const grupos = GRUPOS_POR_ACAO[acao];
  if (grupos === 'todos' || grupos.includes(grupoUsuarioId)) return;
  throw new ForbiddenError(acao === 'RECUPERAR' ? MENSAGENS_VIAGEM.operacaoNaoAutorizada : MENSAGENS_VIAGEM.permissaoNegada);
}

/** Trip types 2 (distribution) and 6 (pickup) warn about the deadline when finishing (spec 02 §4); the list is masters' TIPOS_VIAGEM. */
export const TIPOS_VIAGEM_COM_PRAZO: readonly number[] = [2, 6];

/** Cancel reasons offered by `GET {id}/motivos` (the spec names the call, not the list). */
export const MOTIVOS_CANCELAMENTO: readonly string[] = [
  'CARGA NÃO LIBERADA PELO EMBARCADOR',
  'VEÍCULO COM DEFEITO MECÂNICO',
  'MOTORISTA SUBSTITUÍDO',
  'VEÍCULO SUBSTITUÍDO',
  'EQUIPAMENTO DE RASTREAMENTO COM FALHA',
  'SM CADASTRADA EM DUPLICIDADE',
  'DADOS DA SM INCORRETOS',
  'VIAGEM ADIADA PELO CLIENTE',
  'OUTROS',
];
