import type { LoaderFunctionArgs } from '@remix-run/node';
import { consultaApi, lerEstado, nomesParametros, preencher } from '~/components/grid/tipos';
import { GRIDS } from '~/grids';
import { apiArquivo } from '~/lib/api.server';
import { ehId } from '~/lib/ids';

/**
 * Excel export of a grid (staff only, enforced by the API): the grid's query plus
 * formato=xlsx&colunas=campo,... (the screen's columns in the screen's order; the API titles them
 * from the grid's GridSpec, as the screen does), streamed back with the token kept server-side.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const def = GRIDS[params.get('grid') ?? ''];
  if (!def || def.exportavel === false) return new Response('Lista desconhecida', { status: 404 });
  // A grid inside a record (a client's vehicles): its ids come as param.<nome>.
  const parametros: Record<string, string> = {};
  for (const nome of nomesParametros(def.api)) {
    const v = params.get(`param.${nome}`) ?? '';
    if (!ehId(v)) return new Response('Lista desconhecida', { status: 404 });
    parametros[nome] = v;
  }
  // Computed columns (`valor`) exist only on the screen.
  const exportaveis = def.colunas.filter((c) => !c.valor);
  const campos = new Set(exportaveis.map((c) => c.campo));
  const colunas = (params.get('colunas') ?? '')
    .split(',')
    .map((par) => par.split(':')[0]!.trim())
    .filter((campo) => campos.has(campo))
    .join(',');
  const query = consultaApi(lerEstado(params, def));
  query.set('page', '1');
  query.set('formato', 'xlsx');
  query.set('colunas', colunas || exportaveis.map((c) => c.campo).join(','));
  const resposta = await apiArquivo(request, preencher(def.api, parametros), query);
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
