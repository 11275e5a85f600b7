import type { ActionFunctionArgs } from '@remix-run/node';
import { GRIDS } from '~/grids';
import { api, usuarioLogado } from '~/lib/api.server';
import type { LayoutGrid } from '~/lib/tipos';

/**
 * Saves one grid's layout (column order, visibility, width and page size) in the user's layouts
 * (PATCH /api/users/{id}/atualiza_layouts_usuario), merged with the other grids' layouts.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const grid = String(form.get('grid') ?? '');
  const def = GRIDS[grid];
  const layout = lerLayout(String(form.get('layout') ?? ''), def ? new Set(def.colunas.map((c) => c.campo)) : new Set());
  if (!def || !layout || (layout.rows !== undefined && !def.tamanhos.includes(layout.rows))) {
    return Response.json({ ok: false }, { status: 400 });
  }
  const usuario = await usuarioLogado(request);
  const r = await api(request, `/api/users/${usuario.id}/atualiza_layouts_usuario`, {
    method: 'PATCH',
    body: { layouts: { ...(usuario.layouts ?? {}), [grid]: layout } },
  });
  return Response.json({ ok: r.ok }, { status: r.ok ? 200 : r.status });
}

function lerLayout(json: string, colunas: Set<string>): LayoutGrid | undefined {
  try {
    const v = JSON.parse(json) as LayoutGrid;
    if (!Array.isArray(v.colunas)) return undefined;
    const lista = v.colunas
      .filter((c) => colunas.has(c.colId))
      .map((c) => ({ colId: c.colId, hide: !!c.hide, ...(c.width ? { width: Math.max(40, Math.min(1200, Math.round(Number(c.width) || 0))) } : {}) }));
    return { colunas: lista, rows: typeof v.rows === 'number' ? v.rows : undefined };
  } catch {
    return undefined;
  }
}
