import type { AutorViagem, EventoViagem } from '../ports.js';
import type { EscopoTenant } from '../../../identity/index.js';
import type { Coordenada } from '../../../shared/index.js';
import type { AcaoViagem, StatusViagem } from '../estados.js';
import type { AcaoSituacao } from './acoes-situacao.js';

/**
 * The ports of the trip lifecycle's use cases (spec 02 §4): the trip as they see it, what they
 * change, its history, occurrences and observations. The SQL adapter lives in
 * libs/infrastructure/src/persistence/viagens-ciclo.
 */

/** A trip (SM) as the lifecycle sees it. */
export interface ViagemCiclo {
  id: number;
  status: StatusViagem;
  cliente_id: number;
  veiculo_id: number | null;
  placa: string | null;
  rota_id: number | null;
  tipo_viagem_id: number | null;
  previsao_inicio: Date | null;
  previsao_fim: Date | null;
  vinculado_tecnologia: boolean;
  situacao_viagem_id: number | null;
  /** The version the screens send back (409 when it moved). */
  updated_at: Date;
}

/** "Now" as the database's clock says it (the moments a transition records). */
export const AGORA_NO_BANCO = 'agora' as const;
export type MomentoViagem = Date | typeof AGORA_NO_BANCO;

/** Columns a lifecycle change may set (undefined: left as is). */
export interface MudancaViagem {
  status?: StatusViagem;
  username_add_status?: string;
  data_status?: MomentoViagem;
  previsao_inicio?: Date;
  data_inicio?: MomentoViagem;
  data_fim?: MomentoViagem | null;
  fim_distancia_km?: number | null;
  dentro_do_prazo?: boolean | null;
  motivos?: string;
  observacao_cancelamento?: string | null;
  data_cancelamento?: MomentoViagem;
  excluida_em?: MomentoViagem;
  username_exclusao?: string;
  vinculado_tecnologia?: boolean;
  situacao_viagem_id?: number;
}

/** A person acting through the API. */
export type UsuarioViagem = AutorViagem['usuario'];

/** Who acts, and the address the request came from. */
export type QuemViagem = AutorViagem;


/** An occurrence type (ocorrencias) with the trip statuses it applies to. */
export interface TipoOcorrencia {
  id: number;
  codigo: number;
  descricao: string;
  agendada: boolean;
  em_viagem: boolean;
  cancelada: boolean;
  finalizada: boolean;
}

/** A new occurrence: of a trip, or standalone (vehicle and client, no trip). */
export interface NovaOcorrencia {
  viagemId: number | null;
  ocorrenciaId: number;
  clienteId: number | null;
  veiculoId: number | null;
  placa: string | null;
  avulsa: boolean;
  statusViagem: StatusViagem | null;
  descricao: string | null;
  latLng: string | null;
  quem: QuemViagem;
}

/** An occurrence already recorded, for its conference. */
export interface OcorrenciaRegistrada {
  id: number;
  viagemId: number | null;
  clienteId: number | null;
  conferida: boolean;
  /** Recorded by the live monitoring itself (an alert, docs/decisoes.md 47), not by a person. */
  automatica: boolean;
}

export interface NovaObservacao {
  viagemId: number;
  observacao: string;
  latLng: string | null;
  quem: QuemViagem;
}

/** The vehicle's last known position. */
export interface PosicaoViagem extends Coordenada {
  data_posicao: Date;
}

/** The trips' store for the lifecycle. Every method runs in the transaction of `transacao` when called on its unit. */
export interface ViagensCicloEscrita {
  /** The trip (not deleted), or null. */
  buscar(id: number): Promise<ViagemCiclo | null>;
  /** The trip (not deleted), locked until the transaction ends (select ... for update). */
  travar(id: number): Promise<ViagemCiclo | null>;
  /** Writes the change and a new version; a second trip in transit of one vehicle is a ConflictError. */
  atualizar(id: number, mudanca: MudancaViagem): Promise<void>;
  registrarEvento(e: EventoViagem): Promise<void>;
  /** Another trip (not `excetoId`) of the vehicle in transit, or null. */
  outraEmViagem(veiculoId: number, excetoId: number): Promise<number | null>;
  ultimaPosicao(veiculoId: number): Promise<PosicaoViagem | null>;
  /** The route's destination point and whether its traced line serves route deviations. */
  rota(rotaId: number): Promise<{ destino: Coordenada | null; geojson_disponivel: boolean } | null>;
  tipoOcorrencia(id: number): Promise<TipoOcorrencia | null>;
  inserirOcorrencia(o: NovaOcorrencia): Promise<number>;
  /** The occurrence, locked until the transaction ends. */
  travarOcorrencia(id: number): Promise<OcorrenciaRegistrada | null>;
  conferirOcorrencia(id: number, quem: QuemViagem, observacao: string | null): Promise<void>;
  inserirObservacao(o: NovaObservacao): Promise<number>;
  situacao(id: number): Promise<{ id: number; descricao: string } | null>;
  /** The active PGR actions of a situation (situacao_viagem_acoes_pgr), with their times. */
  acoesDaSituacao(situacaoId: number): Promise<AcaoSituacao[]>;
  /** The vehicle by id or plate and whether it is linked (active) to the client. */
  veiculo(ref: { id?: number | null; placa?: string | null }): Promise<{ id: number; placa: string; clientes: number[] } | null>;
}

export interface ViagensCicloRepository extends ViagensCicloEscrita {
  /** Runs `fn` in one transaction: all its writes or none. */
  transacao<T>(fn: (unidade: ViagensCicloEscrita) => Promise<T>): Promise<T>;
}

export type { EventoViagem };
