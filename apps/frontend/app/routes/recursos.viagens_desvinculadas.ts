import type { LoaderFunctionArgs } from '@remix-run/node';
import type { Desvinculadas } from '~/components/avisos-desvinculadas';
import { api } from '~/lib/api.server';

/** The unlinked-SM poll's call (GET /api/monitoramentos/viagens_desvinculadas), server-side so the token stays there. */
export async function loader({ request }: LoaderFunctionArgs) {
  const r = await api<Desvinculadas[]>(request, '/api/monitoramentos/viagens_desvinculadas', { registro: true });
  return Response.json(r.ok && Array.isArray(r.data) ? r.data : []);
}
