import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { api } from '~/lib/api.server';
import { destruirSessao, obterSessao, tokenDaSessao } from '~/lib/session.server';

/** Logout revokes the token on the server (DELETE /api/sessions/{token}), then clears the cookie. */
export async function action({ request }: ActionFunctionArgs) {
  const sessao = await obterSessao(request);
  const token = await tokenDaSessao(request);
  if (token) await api(request, `/api/sessions/${encodeURIComponent(token)}`, { method: 'DELETE', publico: true }).catch(() => undefined);
  return redirect('/login', { headers: { 'Set-Cookie': await destruirSessao(request, sessao) } });
}

export const loader = () => redirect('/');
