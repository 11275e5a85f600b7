import type { LoaderFunctionArgs } from '@remix-run/node';
import { api, exigir } from '~/lib/api.server';
import type { Esquema } from '~/lib/tipos';

/** The pending alerts (GET /api/monitoramentos/alertas_pendentes) for the desk's 90-second poll (spec 02 §9). */
export async function loader({ request }: LoaderFunctionArgs) {
  const grupos = exigir(await api<Array<Esquema<'GrupoAlertasDto'>>>(request, '/api/monitoramentos/alertas_pendentes'));
  return Response.json({ grupos, lidoEm: Date.now() });
}
