import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiFluxo } from '~/lib/api.server';

/**
 * The live desk's stream for the browser (issue 22; docs/decisoes.md "mesa ao vivo"): an
 * EventSource cannot send the token, and the token never leaves the server, so the page opens this
 * route with its session cookie and the route passes GET /api/monitoramentos/atualizacoes on with
 * the session's token, like every other call. The browser's own reconnection sends Last-Event-ID;
 * a page that reopens the stream itself names the last id it saw in `?ultimo=`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ultimo = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('ultimo');
  return apiFluxo(request, '/api/monitoramentos/atualizacoes', ultimo && /^[\w.-]{1,64}$/.test(ultimo) ? { 'Last-Event-ID': ultimo } : {});
}
