import type { ActionFunctionArgs } from '@remix-run/node';
import { lerFiltroRelatorio, ValidationError } from '@gr/domain';
import type { RespostaPedido } from '~/components/exportacao-relatorio';
import { api, mensagemDeErros } from '~/lib/api.server';
import { filtroDaUrl } from '~/lib/relatorios';

/**
 * Asks for a report export (POST /api/registro/cadastro_consulta/relatorios/exportar) with the
 * /relatorios page's filter and the chosen format, token kept server-side. The filter is read by
 * the domain first, as the API will, so the body carries its typed values.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const bruto = { ...filtroDaUrl(new URLSearchParams(String(form.get('filtro') ?? ''))), formato: String(form.get('formato') ?? '') };
  let relatorio;
  try {
    const { de: _de, ate: _ate, ...f } = lerFiltroRelatorio(bruto, new Date(), { exigirFormato: true });
    relatorio = f;
  } catch (e) {
    if (e instanceof ValidationError) return Response.json({ ok: false, error: mensagemDeErros(e.errors) ?? 'Filtro inválido' } satisfies RespostaPedido, { status: 400 });
    throw e;
  }
  const r = await api<{ id: number; status: string }>(request, '/api/registro/cadastro_consulta/relatorios/exportar', { method: 'POST', body: { relatorio } });
  if (r.ok) return Response.json({ ok: true, id: r.data.id } satisfies RespostaPedido);
  const error = r.error ?? mensagemDeErros(r.errors) ?? 'Não foi possível pedir o relatório';
  return Response.json({ ok: false, error } satisfies RespostaPedido, { status: r.status });
}
