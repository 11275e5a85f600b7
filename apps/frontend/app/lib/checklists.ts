import { type AcaoChecklist, type CodigoVerificacao, isStaff, type StatusChecklist, STATUS_CHECKLIST } from '@gr/domain';

/**
 * The checklist API's answers as the screens use them (spec 01 §3, §7.1). Typed here, in one
 * module, until the backend's OpenAPI schema (api-schema.d.ts) describes them; then these become
 * aliases of `Esquema<...>`.
 */
export type { AcaoChecklist, StatusChecklist };

/** A row of GET /api/check_lists (client) and /api/check_lists/operador (staff). */
export interface ChecklistLinha {
  id: number;
  status: StatusChecklist;
  placa: string | null;
  terminal: string | null;
  tecnologia: string | null;
  tecnologia_id: number | null;
  vinculo: string | null;
  cliente: string | null;
  cliente_id: number;
  data_cadastro: string;
  username_add: string | null;
  data_validade: string | null;
  protocolo: string | null;
  online: boolean;
  reutilizado: boolean;
  fila_expressa: boolean;
  tempo_em_fila_expressa: number | null;
  /** Seconds. */
  tempo_verificacao: number | null;
  tempo_em_teste: number | null;
  tempo_decorrido: number | null;
  /** What this user may do with this row now (the server decides; the screen only offers). */
  acoes: AcaoChecklist[];
}

/** An item of a checklist (GET listar/{id}, and `itens` of em_teste/{id} and visualizar/{id}). */
export interface ChecklistItem {
  id: number;
  item_pgr_id: number | null;
  periferico_id: number | null;
  descricao: string;
  status: string | null;
}

/** One line of a checklist's history (visualizar/{id} `eventos`). */
export interface ChecklistEvento {
  id?: number;
  acao: string;
  status_antes: StatusChecklist | null;
  status_depois: StatusChecklist | null;
  username: string | null;
  origem: string | null;
  data: string;
  observacao?: string | null;
}

/** GET em_teste/{id} and visualizar/{id}: the checklist with its items (and history). */
export interface ChecklistDetalhe extends Omit<ChecklistLinha, 'acoes'> {
  acoes?: AcaoChecklist[];
  pgr_cliente_id?: number | null;
  pgr?: string | null;
  veiculo_id?: number | null;
  carroceria?: 'ABERTA' | 'FECHADA' | null;
  nome_contato?: string | null;
  telefone_contato1?: string | null;
  telefone_contato2?: string | null;
  telefone_contato3?: string | null;
  data_finalizado?: string | null;
  observacao?: string | null;
  observacao_pendencia?: string | null;
  observacao_cancelamento?: string | null;
  disponivel_teste_online?: boolean;
  reteste_pendente?: boolean;
  updated_at: string;
  itens: ChecklistItem[];
  eventos?: ChecklistEvento[];
}

/** GET pgr_find/{clienteId}. */
export interface PgrDoCliente {
  id: number;
  descricao: string;
  validade: string | null;
}

/** POST operacoes_disponiveis_checklist. */
export interface OperacoesDisponiveis {
  reteste: boolean;
  expresso: boolean;
}

/** GET find_placa. */
export interface VerificacaoPlaca {
  codigo: CodigoVerificacao;
  mensagem: string;
  checklist_id?: number;
  data_validade?: string;
  emitir_novo?: 'SIM' | 'NAO';
}

/** POST / (create): 201. */
export interface ChecklistCriado {
  message?: string;
  check_list: { id: number; protocolo: string | null; status: StatusChecklist };
}

/** POST tratamento. */
export interface ResultadoTratamento {
  message?: string;
  status: 'APROVADO' | 'REPROVADO';
}

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
  const [ano, mes, dia] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(agora).split('-');
  return `01/${mes}/${ano} - ${dia}/${mes}/${ano}`;
}

export function temAcao(linha: { acoes?: readonly string[] | null }, acao: AcaoChecklist): boolean {
  return !!linha.acoes?.includes(acao);
}

/** Staff groups that work the manager grid instead of the operator's (spec 01 §2.4, §6). */
export const GRUPOS_GERENCIAM_CHECKLIST: readonly number[] = [3, 4];

/** The checklist list of a user (spec 01 §4.4, §6): staff go to the desk, everyone else to /checklists. */
export function listaDoUsuario(grupoUsuarioId: number): string {
  return isStaff(grupoUsuarioId) ? '/checklist_operador' : '/checklists';
}

/** The codes of find_placa that let the wizard go on (spec 01 §4.6, domain permiteNovo). */
export { permiteNovo } from '@gr/domain';

/** The automatic test as the server evaluates it from the stored readings (GET em_teste/{id}). */
export interface ItemTeste {
  id: number;
  periferico_id: number | null;
  descricao: string;
  status: 0 | 1 | 2;
  valor: number | null;
  violacao: boolean;
  quantidade: number;
  data_posicao: string | null;
  estado: 'AGUARDANDO' | 'OK' | 'ERRO';
}
export interface AlertaTeste {
  estado: 0 | 1 | 2 | 3 | 4 | 5;
  item_pgr: number | null;
  mensagem: string;
  data: string;
}
export interface TesteAutomatico {
  itens: ItemTeste[];
  alertas: AlertaTeste[];
  concluido: boolean;
  aprovado: boolean | null;
  tempo_decorrido_ms: number;
  tempo_esgotado: boolean;
}
export interface EmTeste {
  check_list: ChecklistDetalhe & { inicio_teste_online?: string | null };
  teste: TesteAutomatico | null;
}

/** Alert states of the automatic test (spec 01 §4.8). */
export const ESTADOS_ALERTA: Readonly<Record<AlertaTeste['estado'], string>> = {
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
