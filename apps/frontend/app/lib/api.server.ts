import { itemDoMenu, podeAbrir } from '@gr/domain';
import { data } from '@remix-run/node';
import { ACESSO_NAO_AUTORIZADO, DURACAO } from './avisos';
import { redirecionarComAviso, tokenDaSessao } from './session.server';
import type { ErrosCampo, UsuarioLogado } from './tipos';

/**
 * The one way to call the API (ARCHITECTURE.md "Frontend"): server-side only, with the user's
 * token from the cookie session in `Authorization: Bearer`. A 401 ends the session and goes to
 * /login; a 403 goes to /login with 'Acesso não autorizado' for 4 s (spec 01 §6, §8).
 */
export function apiBaseUrl(): string {
  return process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
}

export type RespostaApi<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error?: string; errors?: ErrosCampo };

export interface OpcoesApi {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: URLSearchParams | Record<string, string | number | undefined>;
  /** Use this token instead of the session's (/login/token). */
  token?: string;
  /**
   * Calls made before a session exists (login, password recovery, chat sign-on): no token is
   * required and 401/403 come back to the caller instead of redirecting.
   */
  publico?: boolean;
  /**
   * A record outside the user's scope answers 403 'Não há permissão' (spec 03 §6): the screen
   * shows that text instead of going to /login, which stays the rule for grids and lists.
   */
  registro?: boolean;
  /** Headers of this call besides the token's (a stream's Last-Event-ID). */
  cabecalhos?: Record<string, string>;
}

/**
 * The visitor's address for the API's login and reset throttling: the backend's adapter put it in
 * `X-GR-Cliente-Ip` (dropping any copy the visitor sent); the proxy key makes the API believe it.
 */
function origemDoVisitante(request: Request): Record<string, string> {
  const ip = request.headers.get('x-gr-cliente-ip');
  const chave = process.env.PROXY_SECRET;
  return ip && chave ? { 'X-GR-Cliente-Ip': ip, 'X-GR-Proxy-Chave': chave } : {};
}

function montarUrl(caminho: string, query?: OpcoesApi['query']): string {
  const url = new URL(caminho, apiBaseUrl());
  if (query) {
    const params = query instanceof URLSearchParams ? query : new URLSearchParams();
    if (!(query instanceof URLSearchParams)) {
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
    }
    url.search = params.toString();
  }
  return url.toString();
}

async function chamar(request: Request, caminho: string, opcoes: OpcoesApi): Promise<Response> {
  const token = opcoes.token ?? (await tokenDaSessao(request));
  if (!token && !opcoes.publico) throw await redirecionarComAviso(request, '/login', null);
  const headers: Record<string, string> = { Accept: 'application/json', ...opcoes.cabecalhos, ...origemDoVisitante(request) };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opcoes.body !== undefined) headers['Content-Type'] = 'application/json';
  let resposta: Response;
  try {
    resposta = await fetch(montarUrl(caminho, opcoes.query), {
      method: opcoes.method ?? 'GET',
      headers,
      body: opcoes.body === undefined ? undefined : JSON.stringify(opcoes.body),
      signal: request.signal,
    });
  } catch (e) {
    if (request.signal.aborted) throw e;
    throw data({ error: 'Não foi possível falar com o servidor. Tente novamente em instantes.' }, { status: 503 });
  }
  if (!opcoes.publico) {
    if (resposta.status === 401) throw await redirecionarComAviso(request, '/login', null, { limpar: true });
    if (resposta.status === 403 && !opcoes.registro) throw await recusarAcesso(request);
  }
  return resposta;
}

export async function api<T>(request: Request, caminho: string, opcoes: OpcoesApi = {}): Promise<RespostaApi<T>> {
  const resposta = await chamar(request, caminho, opcoes);
  const texto = await resposta.text();
  let corpo: unknown = undefined;
  if (texto) {
    try {
      corpo = JSON.parse(texto);
    } catch {
      corpo = { error: texto };
    }
  }
  if (resposta.ok) return { ok: true, status: resposta.status, data: corpo as T };
  const c = (corpo ?? {}) as { error?: unknown; errors?: unknown; message?: unknown };
  const erro = typeof c.error === 'string' ? c.error : typeof c.message === 'string' ? c.message : undefined;
  const errors = c.errors && typeof c.errors === 'object' ? (c.errors as ErrosCampo) : undefined;
  return { ok: false, status: resposta.status, error: erro ?? (resposta.status >= 500 ? 'Erro interno do servidor' : undefined), errors };
}

/** For files (Excel export): the API's response as is, after the same 401/403 handling. */
export function apiArquivo(request: Request, caminho: string, query: URLSearchParams): Promise<Response> {
  return chamar(request, caminho, { query });
}

/**
 * A stream of the API (the live desk's Server-Sent Events) passed on as it comes, with the
 * session's token like every call. Its 401 and 403 come back as they are: an EventSource cannot
 * follow a redirect to /login, so the page reloads and its loader does. When the browser leaves,
 * the call to the API is cancelled (request.signal) and the stream ends quietly.
 */
export async function apiFluxo(request: Request, caminho: string, cabecalhos: Record<string, string>): Promise<Response> {
  const resposta = await chamar(request, caminho, { publico: true, cabecalhos: { ...cabecalhos, Accept: 'text/event-stream' } });
  const headers = new Headers({
    'Content-Type': resposta.headers.get('content-type') ?? 'application/json',
    // no-transform: a compressing proxy (ours included) would hold the events back to fill its buffer.
    'Cache-Control': 'no-store, no-transform',
    'X-Accel-Buffering': 'no',
  });
  return new Response(resposta.body ? terminarEmSilencio(resposta.body) : null, { status: resposta.status, headers });
}

/** The API's stream, ended without an error when it breaks (the browser left and the call was cancelled). */
function terminarEmSilencio(corpo: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const leitor = corpo.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(c) {
      try {
        const { done, value } = await leitor.read();
        if (done) c.close();
        else c.enqueue(value);
      } catch {
        c.close();
      }
    },
    cancel() {
      leitor.cancel().catch(() => {});
    },
  });
}

/** The answer's data, or an error response thrown to the route's ErrorBoundary (404, 5xx...). */
export function exigir<T>(resposta: RespostaApi<T>): T {
  if (resposta.ok) return resposta.data;
  const status = resposta.status === 404 ? 404 : resposta.status >= 500 ? 502 : resposta.status;
  throw data({ error: resposta.error ?? mensagemDeErros(resposta.errors) ?? 'Falha ao carregar' }, { status });
}

/** 'campo : mensagem' lines, the way the spec shows field errors that have no field on screen. */
export function mensagemDeErros(errors: ErrosCampo | undefined): string | undefined {
  if (!errors) return undefined;
  const linhas = Object.entries(errors).map(([campo, msgs]) => `${campo} : ${(msgs ?? []).join(', ')}`);
  return linhas.length ? linhas.join('\n') : undefined;
}

/** The answer to a 403: /login with 'Acesso não autorizado' for 4 s (spec 01 §6). */
function recusarAcesso(request: Request): Promise<Response> {
  return redirecionarComAviso(request, '/login', ACESSO_NAO_AUTORIZADO, { tipo: 'erro', duracao: DURACAO.acessoNegado });
}

/**
 * For a page of the menu that asks the API nothing before it shows (financeiro, the areas under
 * construction): refused like any 403 when the user's rules do not open its menu
 * entry, the same rule that leaves it out of the menu (issue 19).
 */
export async function exigirPagina(request: Request): Promise<null> {
  const item = itemDoMenu(new URL(request.url).pathname);
  if (item && !podeAbrir((await usuarioLogado(request)).acessos ?? {}, item)) throw await recusarAcesso(request);
  return null;
}

export async function usuarioLogado(request: Request, token?: string): Promise<UsuarioLogado> {
  return exigir(await api<UsuarioLogado>(request, '/api/users/usuario_logado', { token }));
}
