import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { createCookieSessionStorage, redirect, type Session, type SessionStorage } from '@remix-run/node';
import { type Aviso, novoAviso, type TipoAviso } from './avisos';

/**
 * The browser's session: an httpOnly, SameSite=Lax cookie, Secure outside localhost, signed with
 * SESSION_SECRET. The API token and who it belongs to go in it encrypted (AES-256-GCM, a key
 * derived from the same secret): neither browser JavaScript nor whoever copies the cookie can read
 * the token (ARCHITECTURE.md "Frontend"). There is no default secret: the backend gives the one
 * it configured (a generated one outside production, never one written in the code).
 */
interface DadosSessao {
  token: string;
  usuarioId: number;
  grupo: number;
}
interface DadosCookie {
  /** `DadosSessao` encrypted: base64url of iv (12 bytes), tag (16) and ciphertext. */
  cifrado: string;
}
interface DadosFlash {
  aviso: Aviso;
}

function segredo(): string {
  const s = process.env.SESSION_SECRET;
  if (!s) throw new Error('SESSION_SECRET não definido: o servidor do frontend precisa do segredo da sessão.');
  return s;
}

function chaveCifra(): Buffer {
  return createHash('sha256').update(`gr-cookie-cifra|${segredo()}`).digest();
}

export function cifrar(dados: DadosSessao): string {
  const iv = randomBytes(12);
  const cifra = createCipheriv('aes-256-gcm', chaveCifra(), iv);
  const texto = Buffer.concat([cifra.update(JSON.stringify(dados), 'utf8'), cifra.final()]);
  return Buffer.concat([iv, cifra.getAuthTag(), texto]).toString('base64url');
}

/** The session's data, or undefined when absent, altered or sealed with another secret. */
export function decifrar(valor: unknown): DadosSessao | undefined {
  if (typeof valor !== 'string') return undefined;
  try {
    const bruto = Buffer.from(valor, 'base64url');
    const decifra = createDecipheriv('aes-256-gcm', chaveCifra(), bruto.subarray(0, 12));
    decifra.setAuthTag(bruto.subarray(12, 28));
    const texto = Buffer.concat([decifra.update(bruto.subarray(28)), decifra.final()]).toString('utf8');
    const dados = JSON.parse(texto) as DadosSessao;
    return typeof dados.token === 'string' ? dados : undefined;
  } catch {
    return undefined;
  }
}

const HOSTS_LOCAIS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const storages = new Map<boolean, SessionStorage<DadosCookie, DadosFlash>>();

function storage(request: Request): SessionStorage<DadosCookie, DadosFlash> {
  const forcado = process.env.SESSION_COOKIE_SECURE;
  const secure = forcado !== undefined ? forcado === 'true' : !HOSTS_LOCAIS.has(new URL(request.url).hostname);
  let s = storages.get(secure);
  if (!s) {
    s = createCookieSessionStorage<DadosCookie, DadosFlash>({
      cookie: {
        name: '__gr_sessao',
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        secrets: [segredo()],
        maxAge: 60 * 60 * 12,
      },
    });
    storages.set(secure, s);
  }
  return s;
}

export type SessaoGr = Session<DadosCookie, DadosFlash>;

export function obterSessao(request: Request): Promise<SessaoGr> {
  return storage(request).getSession(request.headers.get('Cookie'));
}

export async function tokenDaSessao(request: Request): Promise<string | undefined> {
  return decifrar((await obterSessao(request)).get('cifrado'))?.token;
}

export function gravarSessao(request: Request, sessao: SessaoGr): Promise<string> {
  return storage(request).commitSession(sessao);
}

export function destruirSessao(request: Request, sessao: SessaoGr): Promise<string> {
  return storage(request).destroySession(sessao);
}

/** Starts a session with a token (login, /login/token) and goes on to `destino`. */
export async function entrar(
  request: Request,
  dados: DadosSessao,
  destino: string,
): Promise<Response> {
  const sessao = await obterSessao(request);
  sessao.set('cifrado', cifrar(dados));
  return redirect(destino, { headers: { 'Set-Cookie': await gravarSessao(request, sessao) } });
}

/**
 * A redirect carrying a one-time notice that the root loader turns into a toast on the next page.
 * `limpar` also drops the token (401, logout).
 */
export async function redirecionarComAviso(
  request: Request,
  destino: string,
  texto: string | null,
  opcoes: { tipo?: TipoAviso; duracao?: number; limpar?: boolean } = {},
): Promise<Response> {
  const sessao = await obterSessao(request);
  if (opcoes.limpar) {
    sessao.unset('cifrado');
  }
  if (texto) sessao.flash('aviso', novoAviso(texto, opcoes.tipo ?? 'info', opcoes.duracao));
  return redirect(destino, { headers: { 'Set-Cookie': await gravarSessao(request, sessao) } });
}

/** Reads (and so consumes) the pending notice; `cookie` is set only when there was one. */
export async function lerAviso(request: Request): Promise<{ aviso: Aviso | null; cookie?: string }> {
  const sessao = await obterSessao(request);
  const aviso = sessao.get('aviso') ?? null;
  if (!aviso) return { aviso: null };
  return { aviso, cookie: await gravarSessao(request, sessao) };
}
