import type { ActionFunctionArgs } from '@remix-run/node';
import { api, mensagemDeErros } from '~/lib/api.server';
import type { ResultadoConsulta } from '~/lib/consulta';
import type { Esquema } from '~/lib/tipos';

/**
 * The route form's preview (POST /api/rotas/tracar), called server-side with the user's token:
 * the browser posts `{ paradas, cliente_id }` (origin, stops, destination in order) and gets the
 * traced line and its length, or the router's refusal ('Erro no ponto ...').
 */
export type Tracado = Esquema<'TracadoDto'>;

export async function action({ request }: ActionFunctionArgs) {
  const corpo = (await request.json().catch(() => null)) as { paradas?: unknown; cliente_id?: unknown } | null;
  if (!corpo || !Array.isArray(corpo.paradas) || corpo.paradas.length > 40) {
    return Response.json({ ok: false, status: 400, error: 'Traçado inválido' } satisfies ResultadoConsulta, { status: 400 });
  }
  const cliente_id = typeof corpo.cliente_id === 'number' ? corpo.cliente_id : null;
  const r = await api<Tracado>(request, '/api/rotas/tracar', { method: 'POST', body: { rota: { paradas: corpo.paradas, cliente_id } }, registro: true });
  const resposta: ResultadoConsulta<Tracado> = r.ok
    ? { ok: true, dados: r.data }
    : { ok: false, status: r.status, error: r.error ?? mensagemDeErros(r.errors), errors: r.errors };
  return Response.json(resposta);
}
