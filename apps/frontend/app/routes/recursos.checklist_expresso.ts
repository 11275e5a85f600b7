import type { LoaderFunctionArgs } from '@remix-run/node';
import { api } from '~/lib/api.server';
import type { Esquema } from '~/lib/tipos';

/** The express queue's checklists still waiting (GET /api/check_lists/em_processamento_rapido), server-side. */
export async function loader({ request }: LoaderFunctionArgs) {
  const r = await api<Array<Esquema<'ExpressoDto'>>>(request, '/api/check_lists/em_processamento_rapido');
  return Response.json(r.ok ? r.data : [], { headers: { 'Cache-Control': 'no-store' } });
}
