import type { StatusViagem } from '../viagens/estados.js';
import type { AutorViagem } from '../viagens/ports.js';

/**
 * The ports of the rapid-response release (spec 02 §2, §3, §6, §9): the trip as it needs it, the
 * single-use authorisation links (pronta_resposta_links) and the release itself (occurrence 249
 * on the trip and a `liberacoes` row of tipo PRONTA_RESPOSTA). SQL adapter:
 * libs/infrastructure/src/persistence/pronta-resposta.
 */
export interface ViagemProntaResposta {
  id: number;
  status: StatusViagem;
  cliente_id: number;
  veiculo_id: number | null;
  placa: string | null;
  nome_fantasia: string | null;
  cnpj: string | null;
}

export interface NovaLiberacaoProntaResposta {
  viagem: ViagemProntaResposta;
  /** Who was signed in (the operator, or 'LINK' for the public page). */
  usuarioLogado: string;
  /** Who authorised (the operator, or the name typed on the public page). */
  usuarioLiberacao: string;
  usuarioId: number | null;
  observacao: string | null;
  ip: string;
}

export interface ProntaRespostaEscrita {
  /** The trip (not deleted), locked until the transaction ends, or null. */
  travarViagem(id: number): Promise<ViagemProntaResposta | null>;
  /** The client's contacts' e-mail addresses, the first priority first. */
  emailsDoCliente(clienteId: number): Promise<string[]>;
  /** A new link row for the trip; its id. */
  criarLink(l: { viagemId: number; validaAte: Date; criadoPor: string }): Promise<number>;
  /**
   * Marks the link used when it is still unused and not expired by the database's clock — one
   * conditional update, so two uses at once cannot both pass. Its trip, or null when refused.
   */
  consumirLink(id: number, usuarioLiberacao: string, ip: string): Promise<{ viagemId: number } | null>;
  /** The release: occurrence 249 on the trip and the log row; null when type 249 is not in the catalogue. */
  registrarLiberacao(l: NovaLiberacaoProntaResposta): Promise<{ id: number; ocorrencia_id: number } | null>;
}

export interface ProntaRespostaRepository extends ProntaRespostaEscrita {
  transacao<T>(fn: (u: ProntaRespostaEscrita) => Promise<T>): Promise<T>;
}

/** The server's signature of a link (HMAC with the server secret in the adapter). */
export interface AssinaturaLinks {
  assinar(conteudo: string): string;
  /** Constant-time comparison of a signature with the one of `conteudo`. */
  confere(conteudo: string, assinatura: string): boolean;
}

export type QuemProntaResposta = AutorViagem;
