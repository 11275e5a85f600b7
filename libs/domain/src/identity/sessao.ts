import {
  BusinessRuleError, FieldErrorBag, TooManyAttemptsError, UnauthenticatedError, ValidationError, ForbiddenError, emailValido,
} from '../shared/index.js';
import { isStaff } from './grupos.js';
import { MSG, normalizarUsername, validarSenha, type SenhasVazadas } from './usuario.js';
import { eventoDeLogin, type RegistroAuditoria } from './auditoria.js';
import type { Clock, ContadorJanela, EmailSender, Janela, PasswordHasher, PasswordResetStore, Usuario, UsuarioRepository } from './ports.js';

export const MSG_LOGIN_INVALIDO = 'Usuário ou senha inválidos';
export const MSG_MUITAS_TENTATIVAS = 'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.';

/** One throttling rule: at most `maximo` events per key in a fixed window of `janelaSegundos`. */
export interface RegraLimite {
  maximo: number;
  janelaSegundos: number;
}

/**
 * Login throttling (issue 10): failures are counted per (username, client address) and per client
 * address, in fixed windows that open at the first failure — further failures while locked are
 * not counted, so a slow trickle of wrong passwords cannot keep an account locked. A username's
 * lock holds for one address only: the right password from an address that did not fail still
 * signs in. A success clears that (username, address) pair, never the address's own count.
 */
export const LIMITES_LOGIN = {
  porUsuarioEOrigem: { maximo: 5, janelaSegundos: 15 * 60 },
  porOrigem: { maximo: 30, janelaSegundos: 15 * 60 },
} as const satisfies Record<string, RegraLimite>;

export class LimiteTentativas {
  /** `prefixo` keeps the windows of another use of a password (a checklist release) apart from the login's. */
  constructor(
    private readonly contador: ContadorJanela,
    readonly regras: { porUsuarioEOrigem: RegraLimite; porOrigem: RegraLimite } = LIMITES_LOGIN,
    private readonly prefixo = 'login',
  ) {}

  private chaves(username: string, origem: string): [string, string] {
    return [`${this.prefixo}|${username}|${origem}`, `${this.prefixo}|${origem}`];
  }

  async verificar(username: string, origem: string): Promise<void> {
    const [usuario, endereco] = this.chaves(username, origem);
    const [ju, jo] = await Promise.all([this.contador.ler(usuario), this.contador.ler(endereco)]);
    exigirDentroDoLimite([[ju, this.regras.porUsuarioEOrigem], [jo, this.regras.porOrigem]], MSG_MUITAS_TENTATIVAS);
  }
  async falhou(username: string, origem: string): Promise<void> {
    const [usuario, endereco] = this.chaves(username, origem);
    await Promise.all([
      this.contador.somar(usuario, this.regras.porUsuarioEOrigem.janelaSegundos),
      this.contador.somar(endereco, this.regras.porOrigem.janelaSegundos),
    ]);
  }
  async sucesso(username: string, origem: string): Promise<void> {
    await this.contador.limpar(this.chaves(username, origem)[0]);
  }
}

/**
 * 429 when any window has reached its rule's maximum, with the longest wait among them (≥ 1 s).
 * `jaContada`: the windows already count the request being decided (counted first, so that a burst
 * of simultaneous requests cannot all pass one read).
 */
export function exigirDentroDoLimite(janelas: Array<[Janela, RegraLimite]>, mensagem: string, opcoes: { jaContada?: boolean } = {}): void {
  const cheias = janelas.filter(([j, r]) => (opcoes.jaContada ? j.total > r.maximo : j.total >= r.maximo));
  if (!cheias.length) return;
  const espera = Math.max(...cheias.map(([j]) => j.restanteSegundos));
  throw new TooManyAttemptsError(mensagem, Math.max(1, Math.ceil(espera)));
}

const HASHES_FICTICIOS = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * Checks username and password; the same message for an unknown user, a wrong password or an
 * inactive user. Every outcome past the field checks is audited (issue 24): the login, or the
 * refusal with the username tried and why (wrong credentials, or too many attempts).
 */
export class Autenticar {
  constructor(
    private readonly usuarios: UsuarioRepository,
    private readonly hasher: PasswordHasher,
    private readonly limite: LimiteTentativas,
    private readonly auditoria?: RegistroAuditoria,
  ) {}

  private async auditar(usuario: Usuario | null, usernameTentado: string, ip: string, motivo?: 'credenciais' | 'muitas_tentativas'): Promise<void> {
    await this.auditoria?.registrar(eventoDeLogin({ usuario, usernameTentado, ip, quando: new Date(), motivo }));
  }

  private hashFicticio(): Promise<string> {
    let h = HASHES_FICTICIOS.get(this.hasher);
    if (!h) HASHES_FICTICIOS.set(this.hasher, (h = this.hasher.hash('senha-que-nao-existe-em-conta-alguma')));
    return h;
  }

  async executar(dados: { username?: string; password?: string }, origem: string): Promise<Usuario> {
    const bag = new FieldErrorBag();
    if (!dados.username?.trim()) bag.add('username', MSG.obrigatorio);
    if (!dados.password) bag.add('password', MSG.obrigatorio);
    bag.throwIfAny();
    const username = normalizarUsername(dados.username!);
    try {
      await this.limite.verificar(username, origem);
    } catch (e) {
      await this.auditar(null, username, origem, 'muitas_tentativas');
      throw e;
    }
    const usuario = await this.usuarios.findByUsername(username);
    // An unknown username costs a hash check too, so the answer's time does not tell who exists.
    const hash = usuario?.password_hash ?? (await this.hashFicticio());
    const ok = await this.hasher.verify(dados.password!, hash);
    if (!usuario?.password_hash || !ok || !usuario.ativo) {
      await this.limite.falhou(username, origem);
      await this.auditar(null, username, origem, 'credenciais');
      throw new UnauthenticatedError(MSG_LOGIN_INVALIDO);
    }
    await this.limite.sucesso(username, origem);
    await this.auditar(usuario, username, origem);
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
  constructor(private readonly usuarios: UsuarioRepository, private readonly hasher: PasswordHasher, private readonly vazadas: SenhasVazadas) {}

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
    validarSenha(bag, { vazadas: this.vazadas, username: alvo.username }, dados.password, dados.password_confirmation);
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

/** Password-reset throttling: per e-mail typed and per client address, whether the e-mail exists or not. */
export const LIMITES_RECUPERACAO = {
  porEmail: { maximo: 3, janelaSegundos: 3600 },
  porOrigem: { maximo: 10, janelaSegundos: 3600 },
} as const satisfies Record<string, RegraLimite>;
export const MSG_MUITAS_RECUPERACOES = 'Muitos pedidos de recuperação de senha. Aguarde alguns minutos e tente novamente.';

/** Forgot password: records a reset link in the outbox. Unknown e-mails get the same answer. */
export class RecuperarSenha {
  constructor(
    private readonly usuarios: UsuarioRepository,
    private readonly resets: PasswordResetStore,
    private readonly email: EmailSender,
    private readonly clock: Clock,
    private readonly gerarToken: () => string,
    private readonly hashToken: (token: string) => string,
    private readonly contador: ContadorJanela,
  ) {}

  /** A flood (per e-mail or per address) is 429 and sends nothing; the same for unknown e-mails. */
  async executar(emailInformado: string | undefined, baseUrl: string, origem: string): Promise<void> {
    const email = (emailInformado ?? '').trim().toLowerCase();
    if (!email) throw ValidationError.campo('email', MSG.obrigatorio);
    if (!emailValido(email)) throw ValidationError.campo('email', MSG.emailInvalido);
    const { porEmail, porOrigem } = LIMITES_RECUPERACAO;
    const janelas = await Promise.all([
      this.contador.somar(`senha|${email}`, porEmail.janelaSegundos),
      this.contador.somar(`senha|${origem}`, porOrigem.janelaSegundos),
    ]);
    exigirDentroDoLimite([[janelas[0], porEmail], [janelas[1], porOrigem]], MSG_MUITAS_RECUPERACOES, { jaContada: true });
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
    private readonly vazadas: SenhasVazadas,
  ) {}

  /** Returns the user whose password was set (its sessions are then ended by the caller). */
  async executar(dados: { token?: string; password?: string; password_confirmation?: string }): Promise<number> {
    const bag = new FieldErrorBag();
    if (!dados.password) bag.add('password', MSG.obrigatorio);
    if (!dados.password_confirmation) bag.add('password_confirmation', MSG.obrigatorio);
    // Judged before the single-use link is spent, so without the username (unknown until then).
    validarSenha(bag, { vazadas: this.vazadas }, dados.password, dados.password_confirmation);
    bag.throwIfAny();
    const usuarioId = dados.token ? await this.resets.consumir(this.hashToken(dados.token), this.clock.now()) : null;
    const usuario = usuarioId ? await this.usuarios.findById(usuarioId) : null;
    if (!usuario) throw new BusinessRuleError('Link de recuperação inválido ou expirado');
    await this.usuarios.update({ ...usuario, password_hash: await this.hasher.hash(dados.password!), alterar_password: false });
    return usuario.id;
  }
}
