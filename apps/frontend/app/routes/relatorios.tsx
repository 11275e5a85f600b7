import {
  descreverPeriodo, lerFiltroRelatorio, ROTULOS_BLOQUEIO_FILTRO, ROTULOS_CRITERIO, ROTULOS_LAUDO_FILTRO, ValidationError, type FiltroRelatorioLido,
} from '@gr/domain';
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Link, useLoaderData, useRouteError } from '@remix-run/react';
import estilos from '~/components/exportacao-relatorio.css?url';
import { ExportacaoRelatorio } from '~/components/exportacao-relatorio';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridRelatorios } from '~/grids/relatorios';
import { api } from '~/lib/api.server';
import { carregarGrid } from '~/lib/grid.server';
import { consultaDoFiltro, filtroDaUrl } from '~/lib/relatorios';
import type { Cliente } from '~/lib/tipos';
import { PainelErro } from '~/root';

/**
 * /relatorios (spec 03 §2 "report results with Excel and PDF export"): the report records of the
 * filter chosen on /relatorios/filtro, in the grid kit, with the filter summed up on top and the
 * two export buttons; each export is a job whose progress shows until its file can be downloaded.
 * Without a readable filter the user goes back to the filter page.
 */
export const handle = { titulo: 'Relatórios' };
export const meta: MetaFunction = () => [{ title: 'Relatórios · GR' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: estilos }];

async function nomeDoCliente(request: Request, f: FiltroRelatorioLido): Promise<string> {
  if (f.is_todos_clientes || !f.cliente_id) return 'Todos os clientes';
  const r = await api<Cliente>(request, `/api/clientes/${f.cliente_id}`, { registro: true });
  return r.ok ? r.data.razao_social || `Cliente ${f.cliente_id}` : `Cliente ${f.cliente_id}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const bruto = filtroDaUrl(params);
  let filtro: FiltroRelatorioLido;
  try {
    filtro = lerFiltroRelatorio(bruto, new Date(), { exigirFormato: false });
  } catch (e) {
    if (e instanceof ValidationError) throw redirect(`/relatorios/filtro?${new URLSearchParams(bruto)}`);
    throw e;
  }
  const [grade, cliente] = await Promise.all([carregarGrid(request, gridRelatorios), nomeDoCliente(request, filtro)]);
  const resumo: Array<[string, string]> = [
    ['Cliente', cliente],
    ['Parâmetro', filtro.is_todos_parametros || !filtro.parametro ? 'Todos os parâmetros' : ROTULOS_CRITERIO[filtro.parametro]],
    ['Período', descreverPeriodo(filtro)],
    ['Laudo', ROTULOS_LAUDO_FILTRO[filtro.laudo]],
    ['Bloqueio', ROTULOS_BLOQUEIO_FILTRO[filtro.bloqueio]],
  ];
  const consulta = consultaDoFiltro(filtro).toString();
  return { grade, resumo, consulta, formato: filtro.formato };
}

export const shouldRevalidate = revalidarGrid;

export default function Relatorios() {
  const { grade, resumo, consulta, formato } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid pagina-relatorio" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Relatórios</h1>
      <div className="relatorio-topo">
        <dl className="relatorio-resumo" aria-label="Filtro do relatório">
          {resumo.map(([rotulo, valor]) => (
            <div key={rotulo}>
              <dt>{rotulo}</dt>
              <dd>{valor}</dd>
            </div>
          ))}
        </dl>
        <div className="relatorio-acoes">
          <Link className="botao botao-secundario" to={`/relatorios/filtro?${consulta}`}>
            Alterar filtro
          </Link>
          <ExportacaoRelatorio filtro={consulta} preferido={formato} />
        </div>
      </div>
      <Grid def={gridRelatorios} dados={grade} />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
