/** Ports of the identity context; libs/infrastructure implements them. */
export interface Usuario {
  id: number;
  username: string;
  email: string | null;
  grupo_usuario_id: number;
  cliente_id: number | null;
  ativo: boolean;
  alterar_password: boolean;
  administrativo: boolean;
  liberativo: boolean;
  assinatura_email: string | null;
  password_hash: string | null;
  layouts: Record<string, unknown>;
  clientes_gerenciados: number[];
  data_cadastro: Date;
  updated_at: Date;
}

export type NovoUsuario = Omit<Usuario, 'id' | 'data_cadastro' | 'updated_at'>;

export interface UsuarioRepository {
  findById(id: number): Promise<Usuario | null>;
  findByUsername(username: string): Promise<Usuario | null>;
  findByEmail(email: string): Promise<Usuario | null>;
  create(dados: NovoUsuario): Promise<Usuario>;
  update(usuario: Usuario): Promise<Usuario>;
}

export interface CadastroReferencias {
  grupoExiste(id: number): Promise<boolean>;
  /** Ids among `ids` that exist as clients. */
  clientesExistentes(ids: number[]): Promise<number[]>;
}

export interface PasswordHasher {
  hash(senha: string): Promise<string>;
  verify(senha: string, hash: string): Promise<boolean>;
}

export interface Clock {
  now(): Date;
}

/** Outgoing e-mail; the offline default records what it would have sent. */
export interface EmailSender {
  enviar(msg: { para: string; assunto: string; corpo: string }): Promise<void>;
}

export interface PasswordResetStore {
  criar(usuarioId: number, tokenHash: string, expiraEm: Date): Promise<void>;
  /** Marks the token used and returns its user, or null when unknown, used or expired. */
  consumir(tokenHash: string, agora: Date): Promise<number | null>;
}

/**
 * The sessions behind the API's tokens (table `sessoes`): a token is valid while its session is
 * neither revoked nor expired, so logout and a password change end it before its expiry.
 */
export interface SessoesRepositorio {
  abrir(sessao: { id: string; usuarioId: number; expiraEm: Date; origem: string }): Promise<void>;
  /** Revokes one session; false when it was unknown or already revoked. */
  revogar(sessaoId: string, agora: Date): Promise<boolean>;
  /** Revokes every open session of the user but `exceto`. */
  revogarDoUsuario(usuarioId: number, agora: Date, exceto?: string): Promise<void>;
  /** Forgets sessions and password-reset links that expired before `limite`; answers the sessions forgotten. */
  esquecerExpiradas(limite: Date): Promise<number>;
}

/** The team chat the desk signs into (spec 03 §7 "Chat"); offline default answers locally. */
export interface ChatGateway {
  /** Exchanges a signed-in user for the chat's own token and user id. */
  entrar(usuario: { id: number; username: string; grupo_usuario_id: number }): Promise<{ authToken: string; userId: string }>;
  /** The chat groups of that chat user; null when the token does not belong to it. */
  grupos(authToken: string, userId: string): Promise<Array<{ id: string; nome: string }> | null>;
}

/** A window of counted events under one key: how many so far, and how long until it closes. */
export interface Janela {
  total: number;
  restanteSegundos: number;
}

/**
 * Counts events per key in fixed windows that open at the first event (throttling). Every
 * backend process must see the same counts, so adapters keep them in the database, never in a
 * process's memory.
 */
export interface ContadorJanela {
  /** The open window of `chave` (total 0 when none). */
  ler(chave: string): Promise<Janela>;
  /** Counts one event; opens a window of `janelaSegundos` when none is open. */
  somar(chave: string, janelaSegundos: number): Promise<Janela>;
  limpar(chave: string): Promise<void>;
}
