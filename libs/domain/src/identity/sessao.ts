import { BusinessRuleError, FieldErrorBag, TooManyAttemptsError, UnauthenticatedError, ValidationError, ForbiddenError } from '../shared/errors.js';
import { emailValido } from '../shared/documentos.js';
import { isStaff } from './grupos.js';
import { MSG, normalizarUsername, validarSenha } from './usuario.js';
import type { Clock, EmailSender, PasswordHasher, PasswordResetStore, Usuario, UsuarioRepository } from './ports.js';

export const MSG_LOGIN_INVALIDO = 'Usuário ou senha inválidos';
export const MSG_MUITAS_TENTATIVAS = 'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.';

/**
 * Failed-login limiter: at most `maximo` failures per key (username and address) in a sliding
 * window. Kept in memory of one process; a success clears the key.
 */
export class LimiteTentativas {
  private readonly falhas = new Map<string, number[]>();
  constructor(private readonly clock: Clock, readonly maximo = 5, readonly janelaMs = 15 * 60_000) {}

  verificar(chave: string): void {
    const recentes = this.recentes(chave);
    if (recentes.length >= this.maximo) {
      const espera = Math.ceil((recentes[0]! + this.janelaMs - this.clock.now().getTime()) / 1000);
      throw new TooManyAttemptsError(MSG_MUITAS_TENTATIVAS, Math.max(1, espera));
    }
  }
  falhou(chave: string): void {
    const recentes = this.recentes(chave);
    recentes.push(this.clock.now().getTime());
    this.falhas.set(chave, recentes);
    if (this.falhas.size > 50_000) this.falhas.delete(this.falhas.keys().next().value!);
  }
  sucesso(chave: string): void {
    this.falhas.delete(chave);
  }
  private recentes(chave: string): number[] {
    const limite = this.clock.now().getTime() - this.janelaMs;
    return (this.falhas.get(chave) ?? []).filter((t) => t > limite);
  }
}

/** Checks username and password; the same message for an unknown user, a wrong password or an inactive user. */
export class Autenticar {
  constructor(
    private readonly usuarios: UsuarioRepository,
    private readonly hasher: PasswordHasher,
    private readonly limite: LimiteTentativas,
  ) {}

  async executar(dados: { username?: string; password?: string }, origem: string): Promise<Usuario> {
    const bag = new FieldErrorBag();
    if (!dados.username?.trim()) bag.add('username', MSG.obrigatorio);
    if (!dados.password) bag.add('password', MSG.obrigatorio);
    bag.throwIfAny();
    const username = normalizarUsername(dados.username!);
    const chave = `${username}|${origem}`;
    this.limite.verificar(chave);
    const usuario = await this.usuarios.findByUsername(username);
    const ok = usuario?.password_hash ? await this.hasher.verify(dados.password!, usuario.password_hash) : false;
    if (!usuario || !ok || !usuario.ativo) {
      this.limite.falhou(chave);
      throw new UnauthenticatedError(MSG_LOGIN_INVALIDO);
    }
    this.limite.sucesso(chave);
    return usuario;
  }
}

/** Chat sign-on (spec 03 §2): only groups 3 to 7. */
export function autorizarChat(usuario: Pick<Usuario, 'grupo_usuario_id'>): void {
  if (!isStaff(usuario.grupo_usuario_id)) throw new ForbiddenError('Você não tem permissão para usar o chat');
}

/** The chat's redirect_uri must be an http(s) URL. */
export function validarRedirectUri(redirectUri: string): URL {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw ValidationError.campo('redirect_uri', 'não é uma URL válida');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw ValidationError.campo('redirect_uri', 'não é uma URL válida');
  return url;
}

export function montarRedirectChat(redirectUri: string, code: string, state: string | undefined): string {
  const url = validarRedirectUri(redirectUri);
  url.searchParams.set('code', code);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
}

export class AlterarSenha {
  constructor(private readonly usuarios: UsuarioRepository, private readonly hasher: PasswordHasher) {}

  /** A user changes its own password (current one required); staff with users#update may reset another's. */
  async executar(
    alvoId: number,
    solicitante: { id: number; podeAlterarOutros: boolean },
    dados: { password_atual?: string; password?: string; password_confirmation?: string },
  ): Promise<void> {
    const alvo = await this.usuarios.findById(alvoId);
    if (!alvo) throw new BusinessRuleError('Usuário não encontrado');
    const proprio = alvo.id === solicitante.id;
    if (!proprio && !solicitante.podeAlterarOutros) throw new ForbiddenError();
    const bag = new FieldErrorBag();
    if (proprio && !dados.password_atual) bag.add('password_atual', MSG.obrigatorio);
    if (!dados.password) bag.add('password', MSG.obrigatorio);
    if (!dados.password_confirmation) bag.add('password_confirmation', MSG.obrigatorio);
    validarSenha(bag, dados.password, dados.password_confirmation);
    bag.throwIfAny();
    if (proprio) {
      const ok = alvo.password_hash ? await this.hasher.verify(dados.password_atual!, alvo.password_hash) : false;
      if (!ok) throw ValidationError.campo('password_atual', 'senha atual incorreta');
      if (dados.password_atual === dados.password) throw ValidationError.campo('password', 'deve ser diferente da senha atual');
    }
    await this.usuarios.update({ ...alvo, password_hash: await this.hasher.hash(dados.password!), alterar_password: !proprio });
  }
}

export const VALIDADE_LINK_SENHA_MS = 2 * 3600_000;

/** Forgot password: records a reset link in the outbox. Unknown e-mails get the same answer. */
export class RecuperarSenha {
  constructor(
    private readonly usuarios: UsuarioRepository,
    private readonly resets: PasswordResetStore,
    private readonly email: EmailSender,
    private readonly clock: Clock,
    private readonly gerarToken: () => string,
    private readonly hashToken: (token: string) => string,
  ) {}

  async executar(emailInformado: string | undefined, baseUrl: string): Promise<void> {
    const email = (emailInformado ?? '').trim().toLowerCase();
    if (!email) throw ValidationError.campo('email', MSG.obrigatorio);
    if (!emailValido(email)) throw ValidationError.campo('email', MSG.emailInvalido);
    const usuario = await this.usuarios.findByEmail(email);
    if (!usuario || !usuario.ativo) return;
    const token = this.gerarToken();
    await this.resets.criar(usuario.id, this.hashToken(token), new Date(this.clock.now().getTime() + VALIDADE_LINK_SENHA_MS));
    const link = `${baseUrl.replace(/\/$/, '')}/novasenha?token=${encodeURIComponent(token)}`;
    await this.email.enviar({
      para: email,
      assunto: 'Recuperação de senha',
      corpo: `Olá, ${usuario.username}.\n\nPara cadastrar uma nova senha, acesse: ${link}\n\nO link vale por 2 horas. Se você não pediu a recuperação, ignore esta mensagem.`,
    });
  }
}

export class NovaSenha {
  constructor(
    private readonly usuarios: UsuarioRepository,
    private readonly resets: PasswordResetStore,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly hashToken: (token: string) => string,
  ) {}

  /** Returns the user whose password was set (its sessions are then ended by the caller). */
  async executar(dados: { token?: string; password?: string; password_confirmation?: string }): Promise<number> {
    const bag = new FieldErrorBag();
    if (!dados.password) bag.add('password', MSG.obrigatorio);
    if (!dados.password_confirmation) bag.add('password_confirmation', MSG.obrigatorio);
    validarSenha(bag, dados.password, dados.password_confirmation);
    bag.throwIfAny();
    const usuarioId = dados.token ? await this.resets.consumir(this.hashToken(dados.token), this.clock.now()) : null;
    const usuario = usuarioId ? await this.usuarios.findById(usuarioId) : null;
    if (!usuario) throw new BusinessRuleError('Link de recuperação inválido ou expirado');
    await this.usuarios.update({ ...usuario, password_hash: await this.hasher.hash(dados.password!), alterar_password: false });
    return usuario.id;
  }
}
