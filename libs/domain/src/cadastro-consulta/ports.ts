import type { Criterio, Laudo, Politica } from './regras.js';
import type { EscopoTenant } from '../identity/index.js';
import type { EntradaConfiguracao, OperacaoLgpd } from './apoio.js';
import type { EntradaBlacklist } from './entradas.js';
import type { StatusAnalise, StatusRegistro } from './analise.js';
import type { FiltroRelatorioLido, FormatoRelatorio, RegistroDoRelatorio, StatusExportacao } from './relatorios.js';

/**
 * Ports of the registration context (spec 03 §7 "A document lookup by policy through a registry
 * service: path not shown"): the registry service that answers a document lookup, and the PDF
 * renderer of the protocol and the reports. The offline defaults live in @gr/infrastructure.
 */
export interface PedidoConsultaDocumentos {
  cliente_id: number;
  politica: Politica;
  cpfs: string[];
  cnpjs: string[];
  placas: string[];
}

/** What the registry knows of a document; `validade_vigente` is the client's current valid search, if any. */
export interface PessoaConsultada {
  cpf: string;
  nome: string | null;
  rg: string | null;
  cnh: string | null;
  cnh_validade: string | null;
  fone1: string | null;
  funcionario_id: number | null;
  validade_vigente: string | null;
  registro_id: number | null;
}
export interface EmpresaConsultada {
  cnpj: string;
  razao_social: string | null;
  validade_vigente: string | null;
  registro_id: number | null;
}
export interface VeiculoConsultado {
  placa: string;
  renavan: string | null;
  veiculo_id: number | null;
  validade_vigente: string | null;
  registro_id: number | null;
}
export interface RespostaConsultaDocumentos {
  /** One message per refused document, shown as a danger notice each (spec 03 §5). */
  errors: string[];
  pessoas: PessoaConsultada[];
  empresas: EmpresaConsultada[];
  veiculos: VeiculoConsultado[];
  /** The restrictions behind the errors, by document digits or plate, so each item gets its laudo. */
  restricoes: Array<{ chave: string; motivo: string }>;
}

export interface ConsultaDocumentosPort {
  /** Name of the service that answered, recorded with each consultation. */
  readonly fonte: string;
  consultar(pedido: PedidoConsultaDocumentos): Promise<RespostaConsultaDocumentos>;
}

export interface OpcoesPdf {
  paisagem?: boolean;
  formato?: 'Letter' | 'A4';
}

/** HTML in, PDF out (Puppeteer on the server in production and tests). */
export interface GeradorPdf {
  gerar(html: string, opcoes?: OpcoesPdf): Promise<Uint8Array>;
}

// ---------------------------------------------------------------------------------------------
// Write side (docs/decisoes.md 33): the use cases of this context receive these ports; the SQL
// adapters live in libs/infrastructure/src/persistence/cadastro-consulta.

/** Who acts: a signed-in user as the use cases of this context need it. */
export interface UsuarioCadastro {
  id: number;
  username: string;
  grupo_usuario_id: number;
  escopo: EscopoTenant;
  acessos: Readonly<Record<string, readonly string[] | undefined>>;
}

/** One processing of someone's data (LGPD, issue 13): a row of the data subject's history. */
export interface TratamentoLgpd {
  documento: string;
  operacao: OperacaoLgpd;
  finalidade: string;
  base_legal: string;
  registro_id?: number | null;
  cliente_id?: number | null;
  usuario: { id: number | null; username: string };
}

/** The record of processings; written inside the change's transaction so both commit together. */
export interface HistoricoTratamentos {
  registrarTratamentos(t: readonly TratamentoLgpd[]): Promise<void>;
}

/** Runs `fn` in one transaction: every port call made inside it commits or rolls back with it. */
export interface Transacional {
  emTransacao<T>(fn: () => Promise<T>): Promise<T>;
}

/** The blacklist's rows (spec 03 §3 "Blacklist entry"). */
export interface BlacklistRepository extends Transacional, HistoricoTratamentos {
  /** Holds, until the transaction ends, the lock of one document: two wizards saving it at once queue. */
  travarDocumento(documento: string): Promise<void>;
  /** An entry of the same kind, document and plate (none counts as none) exists. */
  existeEntrada(e: Pick<EntradaBlacklist, 'tipo_registro' | 'documento' | 'placa'>): Promise<boolean>;
  placaCadastrada(placa: string): Promise<boolean>;
  /** The new entry's id; a unique violation answers MENSAGENS_BLACKLIST.duplicada. */
  inserir(e: EntradaBlacklist, autor: { id: number; username: string }): Promise<number>;
  /** The document of the removed entry; null when there was none. */
  remover(id: number): Promise<{ documento: string } | null>;
}

/** The clients' validity configurations (spec 03 §3 "Configuration"). */
export interface ConfiguracaoCadastroRepository extends Transacional {
  /** Holds, until the transaction ends, the lock of the client's configurations. */
  travarCliente(clienteId: number): Promise<void>;
  /** The client's configuration key, for an edit; null when the configuration does not exist. */
  clienteDaConfiguracao(id: number): Promise<number | null>;
  /** The client's name (razão social, else nome); undefined when the client does not exist. */
  nomeDoCliente(clienteId: number): Promise<string | null | undefined>;
  /** Another configuration of the client (not `excetoId`) has the criterion. */
  outraComCriterio(clienteId: number, criterio: Criterio, excetoId: number | null): Promise<boolean>;
  /** A unique violation answers the duplicate's business error. */
  inserir(c: EntradaConfiguracao): Promise<number>;
  /** False when no row of that id and client was changed. */
  atualizar(id: number, clienteId: number, c: Pick<EntradaConfiguracao, 'criterio' | 'validade_em_dias'>): Promise<boolean>;
  remover(id: number): Promise<boolean>;
}

/** Everything kept of a data subject (LGPD art. 18), as rows; the use case shapes the file. */
export interface DadosDoTitular {
  funcionario: Record<string, unknown> | null;
  vinculos: Array<Record<string, unknown>>;
  perfis: Array<Record<string, unknown>>;
  empresa: Record<string, unknown> | null;
  consultas: ConsultaGuardada[];
  blacklist: Array<Record<string, unknown>>;
  tratamentos: Array<Record<string, unknown>>;
}

/** An item of a consultation about the subject, as stored. */
export interface ConsultaGuardada {
  registro_id: number;
  protocolo: string;
  cliente: string | null;
  criterio: string;
  tipo_registro: string;
  nome: string | null;
  placa: string | null;
  laudo: string;
  /** The due instant (ISO). */
  data_vencimento: string | null;
  bloqueado: boolean;
  finalidade: string;
  base_legal: string;
  data_cadastro: string;
  dados: Record<string, unknown> | null;
}

export interface TitularRepository extends Transacional, HistoricoTratamentos {
  dadosDoTitular(titular: { documento: string; tipo: 'CPF' | 'CNPJ' }): Promise<DadosDoTitular>;
}

/** A report as the user may run it: the filter read, and the clients it reaches (null: every client). */
export interface ConsultaRelatorio {
  filtro: FiltroRelatorioLido;
  clientes: number[] | null;
}

/** Where an export's page walk stopped: the last row's registration instant (microseconds) and item. */
export interface CursorRelatorio {
  data: string;
  id: number;
}

/** The report's rows (the read side answers it: RelatoriosQueries). */
export interface FonteRelatorio {
  contar(consulta: ConsultaRelatorio): Promise<number>;
  /** The page after `depois`, newest registration first. */
  pagina(consulta: ConsultaRelatorio, depois: CursorRelatorio | null, limite: number): Promise<{ linhas: RegistroDoRelatorio[]; cursor: CursorRelatorio | null }>;
  /** Names of the clients a report reached, for the PDF's header (null: every client). */
  nomesClientes(clientes: number[] | null): Promise<string[] | null>;
}

/** An export job as its owner sees it. */
export interface Exportacao {
  id: number;
  status: StatusExportacao;
  formato: FormatoRelatorio;
  progresso: number;
  total: number | null;
  nome_arquivo: string | null;
  erro: string | null;
}

/** A claimed job: what was asked, by whom. */
export interface TrabalhoRelatorio {
  id: number;
  usuario_id: number;
  formato: FormatoRelatorio;
  filtro: ConsultaRelatorio & { usuario: string };
  tentativas: number;
}

/** The export jobs (relatorios_cadastro). */
export interface FilaRelatorios {
  enfileirar(pedido: { usuario_id: number; filtro: ConsultaRelatorio & { usuario: string }; formato: FormatoRelatorio; total: number }): Promise<number>;
  exportacao(id: number): Promise<(Exportacao & { usuario_id: number }) | null>;
  conteudo(id: number): Promise<Uint8Array>;
  /**
   * Takes the next job, if any: the oldest queued one, or one claimed more than 10 minutes ago by
   * a process that never finished it; two processes never take the same job.
   */
  reivindicar(): Promise<TrabalhoRelatorio | null>;
  registrarTotal(id: number, total: number): Promise<void>;
  /** Progress of a job still PROCESSANDO. */
  registrarProgresso(id: number, progresso: number, total: number): Promise<void>;
  /** Stores the file (PRONTO) if the job is still PROCESSANDO; false otherwise. */
  concluir(id: number, arquivo: { conteudo: Uint8Array; nome: string; linhas: number }): Promise<boolean>;
  falhar(id: number, erro: string): Promise<void>;
  /** Drops the jobs finished more than `dias` days ago, files included; how many. */
  apagarAntigos(dias: number): Promise<number>;
}

/** Builds an export's file from its rows. */
export interface GeradorArquivoRelatorio {
  planilha(linhas: RegistroDoRelatorio[]): Promise<Uint8Array>;
  pdf(cabecalho: { filtro: FiltroRelatorioLido; clientes: string[] | null; usuario: string; geradoEm: Date }, linhas: RegistroDoRelatorio[]): Promise<Uint8Array>;
}

/** An item of a registration to write, with the laudo its lookup gave it. */
export interface NovoItemRegistro {
  tipo_registro: 'MOTORISTA' | 'VEICULO' | 'PROPRIETARIO' | 'EMPRESA';
  documento: string | null;
  placa: string | null;
  nome: string | null;
  funcionario_id: number | null;
  veiculo_id: number | null;
  laudo: Laudo;
  bloqueado: boolean;
  motivo: string | null;
  dados: Record<string, unknown>;
}

/** A registration to write (its protocol already chosen). */
export interface NovoRegistro {
  id: number;
  cliente_id: number;
  politica: Politica;
  status: StatusRegistro;
  protocolo: string;
  validade: Date;
  is_pesquisa_conjunto: boolean;
  fonte: string | null;
  observacao: string | null;
  finalidade: string;
  base_legal: string;
  renovado_de: number | null;
  usuario: { id: number; username: string };
  data: Date;
}

/** An item as written or read back: what the driver's profile and the analysis need. */
export interface ItemRegistroGravado {
  id: number;
  tipo_registro: string;
  funcionario_id: number | null;
  laudo: Laudo;
  bloqueado: boolean;
  motivo?: string | null;
  documento?: string | null;
}

/** The registration row locked for a change. */
export interface RegistroTravado {
  id: number;
  cliente_id: number;
  status: StatusRegistro;
  protocolo: string;
  validade: Date;
  finalidade: string;
  base_legal: string;
  politica: Politica;
  renovado_em: Date | null;
  is_pesquisa_conjunto: boolean;
  observacao: string | null;
}

/** The driver's protocol for a client (funcionarios_perfis: the profiles tab and the trips read it). */
export interface PerfilDoMotorista {
  funcionario_id: number;
  cliente_id: number;
  protocolo: string;
  validade: Date;
  registro_item_id: number;
}

/** The registrations (registros, registros_itens and what hangs from them). */
export interface RegistroRepository extends Transacional, HistoricoTratamentos {
  clienteExiste(id: number): Promise<boolean>;
  /** The registration a consultation keeps when the main document already has a valid one. */
  resumo(id: number): Promise<{ id: number; hash: string; protocolo: string; status: StatusRegistro; validade: string }>;
  /** The client's configured validity for the policy's criterion, if any. */
  validadeConfigurada(clienteId: number, politica: Politica): Promise<number | null>;
  /** The next registration id (the protocol is made from it). */
  proximoId(): Promise<number>;
  /** Writes the registration and its items (each with a new hash); the items as written, in order. */
  inserir(r: NovoRegistro, itens: readonly NovoItemRegistro[]): Promise<{ hash: string; itens: ItemRegistroGravado[] }>;
  gravarPerfil(p: PerfilDoMotorista): Promise<void>;
  removerPerfilDoItem(itemId: number): Promise<void>;
  removerPerfisDoRegistro(registroId: number): Promise<void>;
  funcionario(id: number): Promise<{ id: number; cpf: string; nome: string } | null>;
  veiculo(id: number): Promise<{ id: number; placa: string } | null>;
  /** The employee has an active link with one of the clients. */
  motoristaDosClientes(funcionarioId: number, clientes: readonly number[]): Promise<boolean>;
  veiculoDosClientes(veiculoId: number, clientes: readonly number[]): Promise<boolean>;
  protocoloExiste(protocolo: string): Promise<boolean>;
  /** The row locked until the transaction ends; null when it does not exist. */
  travar(id: number): Promise<RegistroTravado | null>;
  item(registroId: number, hash: string): Promise<(ItemRegistroGravado & { motivo: string | null; documento: string | null }) | null>;
  itemPorHash(hash: string): Promise<{ id: number; registro_id: number } | null>;
  laudosDosItens(registroId: number): Promise<Array<{ laudo: Laudo; bloqueado: boolean }>>;
  registrarObservacao(o: { registro_id: number; item_hash: string; descricao: string; status_analise: StatusAnalise; usuario: { id: number; username: string } }): Promise<void>;
  atualizarLaudo(itemId: number, laudo: { laudo: Laudo; bloqueado: boolean; motivo: string | null }): Promise<void>;
  anexar(registroId: number, itemHash: string, anexos: ReadonlyArray<{ nome: string; tipo: string; bytes: Uint8Array }>, usuario: string): Promise<void>;
  /** Merges `dados` into the item's and marks it corrected; the name only when given. */
  corrigirItem(itemId: number, nome: string | undefined, dados: Record<string, unknown>): Promise<void>;
  /** A new version of the row, with `mudancas` (status, renovado_em) when given. */
  atualizarRegistro(id: number, mudancas: { status?: StatusRegistro; renovado_em?: Date }): Promise<void>;
  /** The chosen items of a registration, in their order. */
  itensParaRenovar(registroId: number, hashes: readonly string[]): Promise<Array<Omit<NovoItemRegistro, 'laudo' | 'bloqueado' | 'motivo'>>>;
}
