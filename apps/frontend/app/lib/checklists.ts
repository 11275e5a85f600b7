import { type AcaoChecklist, type CodigoVerificacao, diaEmBrasilia, isStaff, type StatusChecklist, STATUS_CHECKLIST } from '@gr/domain';
import type { Esquema } from './tipos';

/**
 * The checklist API's answers as the screens use them (spec 01 §3, §7.1): the OpenAPI schema's
 * types (api-schema.d.ts, generated from the backend), with the status and the allowed actions
 * narrowed to the domain's unions.
 */
export type { AcaoChecklist, StatusChecklist };

type Estreito<T> = Omit<T, 'status' | 'acoes'> & { status: StatusChecklist; acoes: AcaoChecklist[] };

/** A row of GET /api/check_lists (client) and /api/check_lists/operador (staff). */
export type ChecklistLinha = Estreito<Esquema<'ChecklistLinhaDto'>>;
/** An item of a checklist (GET listar/{id}, and `itens` of em_teste/{id} and visualizar/{id}). */
export type ChecklistItem = Esquema<'ItemChecklistDto'>;
/** One line of a checklist's history (visualizar/{id} `eventos`). */
export type ChecklistEvento = Esquema<'EventoChecklistDto'>;
/** GET {id}, em_teste/{id} and visualizar/{id}: the checklist with its items (and history). */
export type ChecklistDetalhe = Estreito<Esquema<'ChecklistDetalheDto'>> & { eventos?: ChecklistEvento[] };
/** GET pgr_find/{clienteId}. */
export type PgrDoCliente = Esquema<'PgrFindDto'>;
/** POST operacoes_disponiveis_checklist. */
export type OperacoesDisponiveis = Esquema<'OperacoesDisponiveisDto'>;
/** GET find_placa. */
export type VerificacaoPlaca = Omit<Esquema<'VerificacaoDto'>, 'codigo'> & { codigo: CodigoVerificacao };
/** POST / (create): 201. */
export type ChecklistCriado = Esquema<'ChecklistCriadoDto'>;
/** POST tratamento. */
export type ResultadoTratamento = Esquema<'StatusAlteradoDto'>;

// ---- Presentation ---------------------------------------------------------------------------------

/** Each status's text and icon (spec 01 §2.4 "each status has an icon and a tooltip"). */
export const STATUS_INFO: Readonly<Record<StatusChecklist, { rotulo: string; icone: string }>> = {
  VERIFICANDO: { rotulo: 'VERIFICANDO', icone: '?' },
  EM_TESTE: { rotulo: 'EM TESTE', icone: '⚙' },
  PENDENTE: { rotulo: 'PENDENTE', icone: '!' },
  APROVADO: { rotulo: 'APROVADO', icone: '✓' },
  REPROVADO: { rotulo: 'REPROVADO', icone: '✕' },
  MANUTENCAO: { rotulo: 'MANUTENÇÃO', icone: 'M' },
  LIBERADO: { rotulo: 'LIBERADO', icone: '➜' },
  CANCELADO: { rotulo: 'CANCELADO', icone: '⊘' },
  EXPIRADO: { rotulo: 'EXPIRADO', icone: '−' },
};

export const OPCOES_STATUS = STATUS_CHECKLIST.map((s) => ({ valor: s, rotulo: STATUS_INFO[s].rotulo }));

/** Seconds as HH:MM:SS (hours may pass 24); empty when unknown. */
export function duracaoHms(segundos: number | null | undefined): string {
  if (segundos === null || segundos === undefined || !Number.isFinite(segundos)) return '';
  const s = Math.max(0, Math.floor(segundos));
  const dois = (n: number) => String(n).padStart(2, '0');
  return `${dois(Math.floor(s / 3600))}:${dois(Math.floor((s % 3600) / 60))}:${dois(s % 60)}`;
}

/** 'dd/mm/yyyy - dd/mm/yyyy' from the first day of this month to today, in America/Sao_Paulo (spec 01 §2.4). */
export function periodoDoMes(agora: Date = new Date()): string {
  const [ano, mes, dia] = diaEmBrasilia(agora).split('-');
  return `01/${mes}/${ano} - ${dia}/${mes}/${ano}`;
}

export function temAcao(linha: { acoes?: readonly string[] | null }, acao: AcaoChecklist): boolean {
  return !!linha.acoes?.includes(acao);
}

/** Staff groups that work the manager grid instead of the operator's (spec 01 §2.4, §6). */
export { GRUPOS_GESTOR_CHECKLIST as GRUPOS_GERENCIAM_CHECKLIST } from '@gr/domain';

/** The checklist list of a user (spec 01 §4.4, §6): staff go to the desk, everyone else to /checklists. */
export function listaDoUsuario(grupoUsuarioId: number): string {
  return isStaff(grupoUsuarioId) ? '/checklist_operador' : '/checklists';
}

/** The codes of find_placa that let the wizard go on (spec 01 §4.6, domain permiteNovo). */
export { permiteNovo } from '@gr/domain';

/** The automatic test as the server evaluates it from the stored readings (GET em_teste/{id}). */
export type TesteAutomatico = Esquema<'TesteAutomaticoDto'>;
export type ItemTeste = Esquema<'ItemTesteDto'>;
export type AlertaTeste = Esquema<'AlertaTesteDto'>;
export type AlertaDisparado = Esquema<'AlertaDisparadoDto'>;
export interface EmTeste {
  check_list: ChecklistDetalhe;
  teste: TesteAutomatico | null;
  alertas: AlertaDisparado[];
}

/** Alert states of the automatic test (spec 01 §4.8). */
export const ESTADOS_ALERTA: Readonly<Record<number, string>> = {
  0: 'Geral',
  1: 'Valor alterado',
  2: 'Alterado para positivo',
  3: 'Alterado para negativo',
  4: 'Aprovação',
  5: 'Reprovação',
};

/** What each history row's action means, for people (the API keeps the codes). */
export const ROTULOS_ACAO: Readonly<Record<string, string>> = {
  CRIADO: 'Pedido registrado',
  EDITAR: 'Pedido editado',
  OPERACAO_SE: 'Verificação: sem espelhamento (SE)',
  OPERACAO_ESC: 'Verificação: espelhado sem configuração (ESC)',
  OPERACAO_EC: 'Verificação: espelhado e configurado (EC)',
  INICIAR_TESTE: 'Teste automático iniciado',
  REGISTRAR_RESULTADO: 'Resultado do teste',
  PENDENCIA: 'Pendência registrada',
  MANUTENCAO: 'Enviado para manutenção',
  CANCELAR: 'Cancelado',
  LIBERAR: 'Liberado',
  LIBERACAO_RECUSADA: 'Liberação recusada (usuário ou senha do autorizador)',
  RETESTE: 'Reteste solicitado',
  EXPIRAR: 'Validade vencida',
  FILA_EXPRESSA: 'Enviado para a fila expressa',
  PRE_TESTE: 'Pré-teste registrado',
  OCULTAR: 'Ocultado',
  REUTILIZADO: 'Reutilizado de outro cliente',
};

/** A history row's details in a line: who authorised, for how long, what was observed. */
export function resumoDetalhe(detalhe: Record<string, unknown> | null | undefined): string {
  if (!detalhe) return '';
  const partes: string[] = [];
  if (typeof detalhe.autorizador === 'string') partes.push(`autorizador ${detalhe.autorizador}`);
  if (typeof detalhe.tempo === 'number') partes.push(`${detalhe.tempo} dia(s)`);
  if (typeof detalhe.tipo === 'string') partes.push(detalhe.tipo);
  if (detalhe.automatico === true) partes.push(detalhe.tempo_esgotado ? 'teste automático, tempo esgotado' : 'teste automático');
  if (typeof detalhe.observacao === 'string' && detalhe.observacao) partes.push(detalhe.observacao);
  return partes.join(' · ');
}
