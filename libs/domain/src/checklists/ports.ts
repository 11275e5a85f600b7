import type { EscopoTenant } from '../identity/index.js';
import type { NovoComando } from '../monitoring/index.js';
import type { StatusChecklist, OperacaoVerificacao } from './estados.js';
import type { ChecklistDoVeiculo } from './regras.js';
import type { LeituraNoTempo } from './teste-automatico.js';
import type { StatusPreTeste } from './pre-teste.js';

/**
 * The ports of the checklists' use cases (docs/decisoes.md 33): what they read and write, in the
 * domain's words; the SQL adapters live in libs/infrastructure/src/persistence/checklists.
 */

/** A checklist as the use cases see it: the one row mapper of the adapter builds it. */
export interface Checklist {
  id: number;
  status: StatusChecklist;
  cliente_id: number;
  pgr_cliente_id: number | null;
  veiculo_id: number;
  placa: string;
  terminal: string | null;
  tecnologia_id: number | null;
  vinculo: string | null;
  carroceria: string | null;
  operador_id: number | null;
  operador_username: string | null;
  data_cadastro: Date;
  data_validade: Date | null;
  inicio_teste_online: Date | null;
  inicio_preteste: Date | null;
  monitorando_preteste: boolean;
  preteste_usado: boolean;
  reteste_pendente: boolean;
  fila_expressa: boolean;
  /** The version the screens send back (409 when it moved). */
  updated_at: Date;
}

/**
 * "Now" as the store's clock says it, for the moments a checklist records (data_em_teste,
 * data_fila_expressa...): every time column of a checklist comes from one clock, the database's,
 * like data_cadastro.
 */
export const AGORA_DO_BANCO: unique symbol = Symbol('agora do banco');
export type Momento = Date | typeof AGORA_DO_BANCO;

/** Columns a change may set besides the status (undefined: left as is). */
export interface MudancaChecklist {
  status?: StatusChecklist;
  data_finalizado?: Momento | null;
  operacao?: OperacaoVerificacao | null;
  data_verificacao?: Momento | null;
  data_em_teste?: Momento | null;
  operador_id?: number | null;
  operador_username?: string | null;
  observacao?: string;
  observacao_pendencia?: string | null;
  observacao_cancelamento?: string | null;
  reteste_pendente?: boolean;
  data_validade?: Date | null;
  inicio_teste_online?: Momento | null;
  fila_expressa?: boolean;
  data_fila_expressa?: Momento;
  oculto?: boolean;
  monitorando_preteste?: boolean;
  inicio_preteste?: Momento;
  preteste_usado?: boolean;
  pgr_cliente_id?: number | null;
  carroceria?: string;
  nome_contato?: string | null;
  telefone_contato1?: string | null;
  telefone_contato2?: string | null;
  telefone_contato3?: string | null;
}

/** Columns of a checklist's item a change may set. */
export interface MudancaItem {
  status?: 'APROVADO' | 'REPROVADO' | null;
  status_preteste?: StatusPreTeste;
  status_teste?: number;
  valor?: number | null;
  violacao?: boolean;
  quantidade?: number;
  data_posicao?: string | null;
}

/** A new checklist (a request, or the copy of a reuse). */
export interface NovoChecklist
  extends Pick<Checklist, 'id' | 'status' | 'cliente_id' | 'pgr_cliente_id' | 'veiculo_id' | 'placa' | 'terminal' | 'tecnologia_id' | 'vinculo' | 'carroceria'> {
  protocolo: string;
  usuario_id: number;
  username_add: string;
  fila_expressa?: boolean;
  data_fila_expressa?: Momento | null;
  nome_contato?: string | null;
  telefone_contato1?: string | null;
  telefone_contato2?: string | null;
  telefone_contato3?: string | null;
  data_validade?: Date | null;
  data_finalizado?: Momento | null;
  reutilizado?: boolean;
  reutilizado_de?: number;
}

/** A person acting through the API. */
export interface UsuarioChecklist {
  id: number;
  username: string;
  grupo_usuario_id: number;
  escopo: EscopoTenant;
}

/** Who changes a checklist: a person (with the address the request came from) or a scheduled job. */
export type AutorChecklist = { usuario: UsuarioChecklist; origem: string } | { job: string };
export type PessoaChecklist = Extract<AutorChecklist, { usuario: UsuarioChecklist }>;

/** A row of the checklist's history (check_list_eventos). */
export interface EventoChecklist {
  checklistId: number;
  acao: string;
  antes: StatusChecklist | null;
  depois: StatusChecklist | null;
  autor: AutorChecklist;
  detalhe?: Record<string, unknown>;
}

/** A release written to the releases' log (liberacoes). */
export interface RegistroLiberacao {
  checklistId: number;
  placa: string;
  usuarioLogado: string;
  usuarioLiberacao: string;
  observacao: string | null;
  ip: string;
}

/** The item of a test: its peripheral decides it. */
export interface ItemDoTeste {
  id: number;
  periferico_id: number | null;
  descricao: string;
}

/** The checklists' store. Every method runs in the transaction of `transacao` when called on its unit. */
export interface ChecklistsEscrita {
  buscar(id: number): Promise<Checklist | null>;
  /** The checklist, locked until the transaction ends (select ... for update). */
  travar(id: number): Promise<Checklist | null>;
  atualizar(id: number, mudanca: MudancaChecklist): Promise<void>;
  /** Several items of one checklist, each with its own values (the same columns each). */
  atualizarItens(checklistId: number, itens: ReadonlyArray<{ id: number } & MudancaItem>): Promise<void>;
  /** Every item of the checklist gets the same values. */
  atualizarTodosItens(checklistId: number, valores: MudancaItem): Promise<void>;
  idsDosItens(checklistId: number): Promise<number[]>;
  itensDoTeste(checklistId: number): Promise<ItemDoTeste[]>;
  registrarEvento(e: EventoChecklist): Promise<void>;
  /** One request at a time per vehicle: held until the transaction ends. */
  travarVeiculo(veiculoId: number): Promise<void>;
  /** Whether the vehicle has a checklist still being worked on (VERIFICANDO, PENDENTE, EM_TESTE). */
  emAndamento(veiculoId: number): Promise<boolean>;
  /** Whether the client has a valid checklist (APROVADO or LIBERADO, validity ahead) of the vehicle. */
  temValido(veiculoId: number, clienteId: number): Promise<boolean>;
  /** The vehicle's plate, tracker and link with the client (null: not linked). */
  veiculo(veiculoId: number, clienteId: number): Promise<{ placa: string; terminal: string | null; tecnologia_id: number | null; vinculo: string | null }>;
  /** The type of the client's active link with the vehicle, null without one. */
  vinculoAtivo(clienteId: number, veiculoId: number): Promise<string | null>;
  /** Whether the PGR is the client's. */
  pgrDoCliente(pgrClienteId: number, clienteId: number): Promise<boolean>;
  /** The client's default PGR (else its first), null without any. */
  pgrPadrao(clienteId: number): Promise<number | null>;
  /** The client's operations (null: no such client) and, for the release log, its name and CNPJ. */
  cliente(clienteId: number): Promise<{ nome: string; cnpj: string | null; reteste: boolean; expresso: boolean } | null>;
  /** The next checklist id, taken before the insert so the protocol can carry it. */
  novoId(): Promise<number>;
  inserir(c: NovoChecklist): Promise<void>;
  /** The items of a new request: the PGR items in use (standard ones), each with its peripheral. */
  copiarItensDoPgr(checklistId: number): Promise<void>;
  /** The items of a reuse: the origin's, with their marks. */
  copiarItensDe(checklistId: number, origemId: number): Promise<void>;
  registrarLiberacao(l: RegistroLiberacao, cliente: { nome: string; cnpj: string | null }): Promise<void>;
}

export interface ChecklistsRepository extends ChecklistsEscrita {
  /** Runs `fn` in one transaction: all its writes or none. */
  transacao<T>(fn: (unidade: ChecklistsEscrita) => Promise<T>): Promise<T>;
  /** Approved or released checklists past validity (at most `limite`). */
  vencidos(limite: number): Promise<number[]>;
  /** Checklists in the test with the automatic test started. */
  testesOnlineEmAndamento(): Promise<number[]>;
}

/** The peripheral readings the telemetry stored for a vehicle, for a test window. */
export interface LeiturasDoVeiculo {
  /** Each peripheral's value when the window opened (its last reading in the day before) and every reading from `inicio` up to `fim`. */
  janela(veiculoId: number, inicio: Date, fim: Date, perifericos: readonly number[]): Promise<{ base: Map<number, number>; leituras: LeituraNoTempo[] }>;
}

/** The facts of the vehicle check (spec 01 §4.6) that the checklists' tables hold. */
export interface FatosDoVeiculo {
  veiculo: { id: number; tipo: string; placa: string } | null;
  vinculado: boolean;
  clienteReteste: boolean;
  blacklist: { placa: string; motivo: string } | null;
  checklists: ChecklistDoVeiculo[];
}
export interface FatosVerificacaoRepository {
  fatos(clienteId: number, veiculoId: number | null): Promise<FatosDoVeiculo>;
}

/**
 * Whether a vehicle is on a trip now (EM_VIAGEM refuses a checklist, spec 01 §4.6): a trip of it
 * in transit (the infrastructure's SqlVeiculoEmViagem reads the trips).
 */
export interface VeiculoEmViagem {
  emViagem(veiculoId: number): Promise<boolean>;
}

/** The commands' outbox (the tracker's block and siren). */
export interface FilaDeComandos {
  registrar(c: NovoComando): Promise<{ id: number }>;
}

/** Checks the authoriser of a release (the login's rules: wrong password counted, 429 past the limit). */
export interface AutenticadorLiberacao {
  executar(credenciais: { username: string; password: string }, origem: string): Promise<{ username: string; grupo_usuario_id: number }>;
}
