import type { LoaderFunctionArgs } from '@remix-run/node';
import { api, usuarioLogado } from '~/lib/api.server';
import { ehId } from '~/lib/ids';

/** Whether the signed-in user still holds the station (its lists ask every 20 s; decision 46). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.estacao_id)) return Response.json({ dentro: false }, { status: 404 });
  const [eu, r] = await Promise.all([
    usuarioLogado(request),
    api<Array<{ user_id: number }>>(request, '/api/estacoes/sessoes', { query: { estacao_id: params.estacao_id }, registro: true }),
  ]);
  return Response.json({ dentro: r.ok && r.data.some((s) => s.user_id === eu.id) });
}
