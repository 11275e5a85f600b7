import { createCookieSessionStorage, redirect, type Session, type SessionStorage } from '@remix-run/node';
import { type Aviso, novoAviso, type TipoAviso } from './avisos';

/**
 * The browser's session: an httpOnly, SameSite=Lax cookie holding the API token, so the token
 * never reaches browser JavaScript (ARCHITECTURE.md "Frontend"). Secure outside localhost.
 */
interface DadosSessao {
  token: string;
  usuarioId: number;
  grupo: number;
}
interface DadosFlash {
  aviso: Aviso;
}

const HOSTS_LOCAIS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const storages = new Map<boolean, SessionStorage<DadosSessao, DadosFlash>>();

function storage(request: Request): SessionStorage<DadosSessao, DadosFlash> {
  const forcado = process.env.SESSION_COOKIE_SECURE;
  const secure = forcado !== undefined ? forcado === 'true' : !HOSTS_LOCAIS.has(new URL(request.url).hostname);
  let s = storages.get(secure);
  if (!s) {
    s = createCookieSessionStorage<DadosSessao, DadosFlash>({
      cookie: {
        name: '__gr_sessao',
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        secrets: [process.env.SESSION_SECRET ?? 'gr-dev-segredo-troque-em-producao'],
        maxAge: 60 * 60 * 12,
      },
    });
    storages.set(secure, s);
  }
  return s;
}

export type SessaoGr = Session<DadosSessao, DadosFlash>;

export function obterSessao(request: Request): Promise<SessaoGr> {
  return storage(request).getSession(request.headers.get('Cookie'));
}

export async function tokenDaSessao(request: Request): Promise<string | undefined> {
  return (await obterSessao(request)).get('token');
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
  /** A notice for the first page (a client user's PGR expiry warning). */
  aviso?: Aviso | null,
): Promise<Response> {
  const sessao = await obterSessao(request);
  sessao.set('token', dados.token);
  sessao.set('usuarioId', dados.usuarioId);
  sessao.set('grupo', dados.grupo);
  if (aviso) sessao.flash('aviso', aviso);
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
    sessao.unset('token');
    sessao.unset('usuarioId');
    sessao.unset('grupo');
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
