import type { LoaderFunctionArgs } from '@remix-run/node';
import { api } from '~/lib/api.server';
import { ehId } from '~/lib/ids';
import type { Exportacao } from '~/lib/relatorios';

/** A report export's progress (GET .../relatorios/exportacoes/{id}), polled by /relatorios every second. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) return Response.json({ error: 'Relatório não encontrado' }, { status: 404 });
  const r = await api<Exportacao>(request, `/api/registro/cadastro_consulta/relatorios/exportacoes/${params.id}`);
  if (!r.ok) return Response.json({ error: r.error ?? 'Não foi possível ler o andamento do relatório' }, { status: r.status });
  return Response.json(r.data, { headers: { 'Cache-Control': 'no-store' } });
}
