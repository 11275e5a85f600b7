import type { LoaderFunctionArgs } from '@remix-run/node';
import { api } from '~/lib/api.server';
import type { ChecklistItem } from '~/lib/checklists';
import { ehId } from '~/lib/ids';

/** The items of a checklist for its opened grid row (GET /api/check_lists/listar/{id}), token kept server-side. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) return Response.json({ itens: [], erro: 'Checklist inválido' }, { status: 404 });
  const r = await api<ChecklistItem[]>(request, `/api/check_lists/listar/${params.id}`);
  if (!r.ok) return Response.json({ itens: [], erro: r.error ?? 'Não foi possível carregar os itens' }, { status: r.status });
  return Response.json({ itens: Array.isArray(r.data) ? r.data : [] });
}
