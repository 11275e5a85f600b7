import type { LoaderFunctionArgs } from '@remix-run/node';
import { consultaApi, lerEstado } from '~/components/grid/tipos';
import { GRIDS } from '~/grids';
import { apiArquivo } from '~/lib/api.server';

/**
 * Excel export of a grid (staff only, enforced by the API): the grid's query plus
 * formato=xlsx&colunas=campo:Título,..., streamed back with the token kept server-side.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const def = GRIDS[params.get('grid') ?? ''];
  if (!def) return new Response('Lista desconhecida', { status: 404 });
  const campos = new Set(def.colunas.map((c) => c.campo));
  const colunas = (params.get('colunas') ?? '')
    .split(',')
    .map((par) => par.split(':'))
    .filter(([campo]) => campo && campos.has(campo))
    .map(([campo, ...titulo]) => `${campo}:${titulo.join(':') || campo}`)
    .join(',');
  const query = consultaApi(lerEstado(params, def));
  query.set('page', '1');
  query.set('formato', 'xlsx');
  query.set('colunas', colunas || def.colunas.map((c) => `${c.campo}:${c.titulo}`).join(','));
  const resposta = await apiArquivo(request, def.api, query);
  if (!resposta.ok) {
    return new Response('Não foi possível gerar a planilha.', { status: resposta.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const headers = new Headers({
    'Content-Type': resposta.headers.get('Content-Type') ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': resposta.headers.get('Content-Disposition') ?? `attachment; filename="${def.id}.xlsx"`,
    'Cache-Control': 'no-store',
  });
  return new Response(resposta.body, { status: 200, headers });
}
