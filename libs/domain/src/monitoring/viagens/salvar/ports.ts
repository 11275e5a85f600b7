import type { EscopoTenant } from '../../../identity/index.js';
import type { ChecklistDoVeiculo } from '../../../checklists/index.js';
import type { SituacaoCadastral } from '../../../cadastro-consulta/index.js';
import type { RegraRisco } from '../../../masters/index.js';
import type { StatusViagem } from '../estados.js';

/**
 * The ports of the trip form's use cases (spec 02 §3 "Trip (monitoramento) form", §5): what the
 * rules read (FatosViagem, gathered from the real tables) and what a save writes. The SQL
 * adapters live in libs/infrastructure/src/persistence/viagens.
 */

/** A trip (SM) as the use cases see it: the one row mapper of the adapter builds it. */
export interface Viagem {
  id: number;
  status: StatusViagem;
  cliente_id: number;
  veiculo_id: number | null;
  placa: string | null;
  terminal: string | null;
  tecnologia_id: number | null;
  tipo_veiculo: string | null;
  vinculo: string | null;
  carreta1_id: number | null;
  carreta2_id: number | null;
  carreta3_id: number | null;
  funcionario_id: number | null;
  fone1: string | null;
  fone2: string | null;
  fone3: string | null;
  rota_id: number | null;
  embarcador_id: number | null;
  pgr_cliente_id: number | null;
  tipo_viagem_id: number | null;
  previsao_inicio: Date | null;
  previsao_fim: Date | null;
  valor_embarque: number;
  veiculo_sem_carga: boolean;
  telemonitorado: boolean;
  numero_spy: string | null;
  tecnologia_spy: string | null;
  dados_adicionais: string | null;
  liberacao: boolean;
  usuario_liberacao: string | null;
  aceite_sem_espelhamento: boolean;
  pontuacao_risco: number;
  observacao: string | null;
  trafegus_id: string | null;
  /** The version the screens send back (409 when it moved). */
  updated_at: Date;
}

/** The form's request, read and typed (pedido.ts); rules decide the rest. */
export interface PedidoViagem {
  cliente_id: number | null;
  veiculo_id: number;
  carreta1_id: number | null;
  carreta2_id: number | null;
  carreta3_id: number | null;
  funcionario_id: number;
  fone1: string | null;
  fone2: string | null;
  fone3: string | null;
  rota_id: number | null;
  tecnologia_id: number | null;
  embarcador_id: number | null;
  pgr_cliente_id: number | null;
  previsao_inicio: Date;
  previsao_fim: Date;
  valor_embarque: number;
  veiculo_sem_carga: boolean;
  telemonitorado: boolean;
  numero_spy: string | null;
  tecnologia_spy: string | null;
  dados_adicionais: string | null;
  tipo_viagem_id: number;
  /** The token of a special release (autenticacao_liberacao). */
  liberacao: string | null;
  aceite_sem_espelhamento: boolean;
  observacao: string | null;
  /** The version read by the editor (PATCH): another one is a 409. */
  updated_at: string | null;
}

/** The vehicle check's answer (spec 02 §4 "Trip form vehicle check"). */
export type StatusChecagem = 'OK' | 'ERRO' | 'ANDAMENTO';

export interface VeiculoDaViagem {
  id: number;
  placa: string;
  tipo: string;
  terminal: string | null;
  tecnologia_id: number | null;
  /** The client's active link type (FROTA, AGREGADO, AUTONOMO); null: not linked to the client. */
  vinculo: string | null;
}

export interface CarretaDaViagem {
  id: number;
  placa: string;
  tipo: string;
  vinculada: boolean;
}

export interface MotoristaDaViagem {
  id: number;
  nome: string;
  cpf: string;
  fone1: string | null;
  fone2: string | null;
  fone3: string | null;
  vinculado: boolean;
}

export interface RotaDaViagem {
  id: number;
  cliente_id: number;
  ativa: boolean;
  distancia_km: number | null;
}

export interface PgrDaViagem {
  id: number;
  cliente_id: number;
  /** Calendar day 'yyyy-mm-dd'. */
  validade: string;
  valor_minimo_responsabilidade: number | null;
  valor_limite_maximo_resposabilidade: number | null;
  valor_limite_localizador_movel: number | null;
  bloqueio_analise_perfil: boolean;
}

/** A release token still good for this client and vehicle. */
export interface LiberacaoValida {
  token: string;
  usuario_liberacao: string;
  usuario_logado: string;
  ip: string | null;
}

/** Everything the save rules read, gathered by FatosViagemPorta from the real tables. */
export interface FatosViagem {
  agora: Date;
  clienteId: number;
  cliente: { id: number; nome: string; cnpj: string | null } | null;
  veiculo: VeiculoDaViagem | null;
  /** The vehicle's last fix time (ultimas_posicoes), null without any. */
  ultimaPosicao: Date | null;
  /** The requested trailers, in order (null: no such vehicle). */
  carretas: Array<CarretaDaViagem | null>;
  motorista: MotoristaDaViagem | null;
  rota: RotaDaViagem | null;
  /** The embarcador asked exists. */
  embarcadorExiste: boolean;
  /** The technology asked exists (true when none was asked). */
  tecnologiaExiste: boolean;
  /** The PGR asked (or the client's default), null without one. */
  pgr: PgrDaViagem | null;
  /** The consultations' reading of the driver and the vehicle for this client at the start (RegistroQueries.situacao). */
  cadastro: { motorista: SituacaoCadastral | null; veiculo: SituacaoCadastral | null };
  /** Blacklist hits of the vehicle, trailers and driver. */
  blacklist: { placa?: string; documento?: string; motivo: string } | null;
  /** The vehicle's checklist reading (verificar-veiculo.ts). */
  checklist: { status: StatusChecagem; msg: string };
  /** Another trip of the vehicle in transit (its id), null when none. */
  outraViagemEmTransito: number | null;
  liberacao: LiberacaoValida | null;
  regrasRisco: RegraRisco[];
}

export interface ConsultaFatos {
  clienteId: number;
  pedido: PedidoViagem;
  /** The trip being edited (its own transit does not count). */
  viagemId: number | null;
}

/** Reads the facts of a trip request. */
export interface FatosViagemPorta {
  fatos(c: ConsultaFatos): Promise<FatosViagem>;
  /** The vehicle's checklists (any client, newest first), for the vehicle check. */
  checklists(veiculoId: number): Promise<ChecklistDoVeiculo[]>;
  /** Whether the vehicle exists, and its active link with the client (null: not linked). */
  veiculo(veiculoId: number, clienteId: number): Promise<VeiculoDaViagem | null>;
  /** Whether the PGR is the client's. */
  pgrDoCliente(pgrClienteId: number, clienteId: number): Promise<boolean>;
}

/** A person acting through the API, with the address the request came from. */
export interface AutorViagem {
  usuario: { id: number; username: string; grupo_usuario_id: number; escopo: EscopoTenant };
  origem: string;
}

/** Columns a save writes. */
export type DadosViagem = Omit<Viagem, 'id' | 'status' | 'updated_at' | 'trafegus_id'> & { placa_carreta1: string | null; placa_carreta2: string | null; placa_carreta3: string | null };

export interface EventoViagem {
  viagemId: number;
  acao: string;
  antes: StatusViagem | null;
  depois: StatusViagem | null;
  autor: AutorViagem;
  detalhe?: Record<string, unknown>;
}

/** A trip release authorised by username and password (liberacoes_viagem). */
export interface AutorizacaoLiberacao {
  token: string;
  cliente_id: number;
  veiculo_id: number;
  pgr_cliente_id: number | null;
  usuario_liberacao: string;
  usuario_logado: string;
  ip: string;
  valida_ate: Date;
}

/** The trips' store. Every method runs in the transaction of `transacao` when called on its unit. */
export interface ViagensEscrita {
  buscar(id: number): Promise<Viagem | null>;
  /** The trip, locked until the transaction ends. */
  travar(id: number): Promise<Viagem | null>;
  novoId(): Promise<number>;
  inserir(id: number, dados: DadosViagem, extra: { trafegus_id: string; usuario_id: number; username_add: string }): Promise<void>;
  atualizar(id: number, dados: DadosViagem): Promise<void>;
  registrarEvento(e: EventoViagem): Promise<void>;
  /** Marks the token used for this trip (false: it was used meanwhile or expired). */
  consumirLiberacao(token: string, clienteId: number, veiculoId: number, agora: Date): Promise<boolean>;
  /** The trip release in the releases' log (liberacoes, tipo VIAGEM). */
  registrarLiberacao(l: { viagemId: number; placa: string; liberacao: LiberacaoValida; cliente: { nome: string; cnpj: string | null } | null }): Promise<void>;
}

export interface ViagensRepository extends ViagensEscrita {
  transacao<T>(fn: (unidade: ViagensEscrita) => Promise<T>): Promise<T>;
  registrarAutorizacao(a: AutorizacaoLiberacao): Promise<void>;
}

/** Checks the authoriser of a release (the login's rules: wrong password counted, 429 past the limit). */
export interface AutenticadorLiberacaoViagem {
  executar(credenciais: { username: string; password: string }, origem: string): Promise<{ username: string; grupo_usuario_id: number; liberativo: boolean; ativo: boolean }>;
}
