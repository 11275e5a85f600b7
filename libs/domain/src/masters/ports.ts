import type { TipoCliente, TipoFuncionario, TipoVeiculo, TipoVinculo } from './constantes.js';
import type { VinculoAtivo } from './vinculos.js';

/** Ports of the masters context; libs/infrastructure implements them on PostgreSQL. */

/** An address as the forms keep it: uppercased texts, CEP digits only, UF among the 27. */
export interface Endereco {
  endereco: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cep: string | null;
  cidade: string | null;
  uf: string | null;
}
/** The address as a form sends it (each field optional; null clears it). */
export type DadosEndereco = { [K in keyof Endereco]?: string | null };

export interface Cliente extends Endereco {
  id: number;
  razao_social: string;
  nome_fantasia: string | null;
  cnpj: string;
  tipo: TipoCliente;
  corretor_id: number | null;
  segurador_id: number | null;
  /** Operations available to the client's checklists (spec 01 §4.3). */
  reteste: boolean;
  expresso: boolean;
  ativo: boolean;
  data_cadastro: Date;
  updated_at: Date;
}
export type NovoCliente = Omit<Cliente, 'id' | 'data_cadastro' | 'updated_at'>;

export interface ClienteRepository {
  findById(id: number): Promise<Cliente | null>;
  idPorCnpj(cnpj: string): Promise<number | null>;
  /** id → tipo of the clients among `ids` that exist. */
  tipos(ids: number[]): Promise<Map<number, string>>;
  create(dados: NovoCliente): Promise<Cliente>;
  /** Writes the client; a row changed since `cliente.updated_at` was read is a ConflictError. */
  update(cliente: Cliente): Promise<Cliente>;
}

export interface Veiculo {
  id: number;
  placa: string;
  tipo: TipoVeiculo;
  ano_fabricacao: number | null;
  ano_modelo: number | null;
  cor: string | null;
  renavan: string | null;
  fabricante_id: number | null;
  modelo_id: number | null;
  tecnologia_id: number | null;
  /** Terminal (on-board unit) number; `numero` in the API (spec 03 §3 "Vehicle"). */
  terminal: string | null;
  data_cadastro: Date;
  updated_at: Date;
}
export type NovoVeiculo = Omit<Veiculo, 'id' | 'data_cadastro' | 'updated_at'>;

export interface NovoVinculo {
  cliente_id: number;
  tipo: TipoVinculo;
}

export interface VeiculoRepository {
  findById(id: number): Promise<Veiculo | null>;
  idPorPlaca(placa: string): Promise<number | null>;
  /** Creates the vehicle and, when given, its first client link, in one transaction. */
  create(dados: NovoVeiculo, vinculo: NovoVinculo | null): Promise<Veiculo>;
  update(veiculo: Veiculo, vinculo: NovoVinculo | null): Promise<Veiculo>;
}

export interface Funcionario extends Endereco {
  id: number;
  nome: string;
  cpf: string;
  rg: string | null;
  funcao_id: number | null;
  tipo: TipoFuncionario;
  registro_cnh: string | null;
  cnh: string | null;
  cnh_validade: string | null;
  fone1: string | null;
  fone2: string | null;
  fone3: string | null;
  data_cadastro: Date;
  updated_at: Date;
}
export type NovoFuncionario = Omit<Funcionario, 'id' | 'data_cadastro' | 'updated_at'>;

export interface FuncionarioRepository {
  findById(id: number): Promise<Funcionario | null>;
  findByCpf(cpf: string): Promise<Funcionario | null>;
  /** Creates the employee and, when given, its first client link, in one transaction. */
  create(dados: NovoFuncionario, vinculo: NovoVinculo | null): Promise<Funcionario>;
  /** Writes the employee (stale updated_at → ConflictError) and creates or retypes the link. */
  update(funcionario: Funcionario, vinculo: { criar: NovoVinculo } | { alterar: { id: number; tipo: TipoVinculo } } | null): Promise<Funcionario>;
}

/** Active client links of vehicles and drivers. */
export interface VinculoRepository {
  ativosDoVeiculo(veiculoId: number): Promise<VinculoAtivo[]>;
  ativosDoMotorista(funcionarioId: number): Promise<VinculoAtivo[]>;
  criarVinculoVeiculo(veiculoId: number, vinculo: NovoVinculo): Promise<number>;
  criarVinculoMotorista(funcionarioId: number, vinculo: NovoVinculo): Promise<number>;
  alterarTipoVinculoMotorista(id: number, tipo: TipoVinculo): Promise<void>;
}

/** Tractor-trailer hitches (a hitch has its own id, spec 03 §3 "Vehicle"). */
export interface CarretaRepository {
  carretasDoCavalo(cavaloId: number): Promise<number[]>;
  cavaloDaCarreta(carretaId: number): Promise<number | null>;
  engatar(cavaloId: number, carretaId: number): Promise<number>;
}

/** Existence checks of the reference lists a form points at. */
export interface ReferenciasCadastro {
  fabricanteExiste(id: number): Promise<boolean>;
  /** The maker of a model, or null when the model does not exist. */
  fabricanteDoModelo(modeloId: number): Promise<number | null>;
  tecnologiaExiste(id: number): Promise<boolean>;
  funcaoExiste(id: number): Promise<boolean>;
  clienteExiste(id: number): Promise<boolean>;
}

/** A company as the CNPJ registry describes it. */
export interface DadosCnpj extends Endereco {
  cnpj: string;
  razao_social: string;
  nome_fantasia: string | null;
}

/**
 * The company registry behind `consultar_cnpj/{cnpj}` (spec 03 §5 "Documents"). The offline
 * default answers from the desk's own clients; a real registry adapter can replace it.
 */
export interface RegistroCnpjGateway {
  readonly fonte: string;
  consultar(cnpj: string): Promise<DadosCnpj | null>;
}
