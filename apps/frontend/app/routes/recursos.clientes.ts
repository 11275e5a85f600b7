import type { LoaderFunctionArgs } from '@remix-run/node';
import { api } from '~/lib/api.server';
import type { ClienteEncontrado } from '~/lib/tipos';

/** Client search for the pickers (GET /api/clientes/find_cliente?term=), token kept server-side. */
export async function loader({ request }: LoaderFunctionArgs) {
  const term = new URL(request.url).searchParams.get('term')?.trim() ?? '';
  if (term.length < 2) return Response.json([]);
  const r = await api<ClienteEncontrado[]>(request, '/api/clientes/find_cliente', { query: { term } });
  return Response.json(r.ok && Array.isArray(r.data) ? r.data : [], { status: r.ok ? 200 : r.status });
}
