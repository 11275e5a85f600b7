import { MENSAGENS_PONTO } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridPontos } from '~/grids/pontos';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Pontos' };
export const meta: MetaFunction = () => [{ title: 'Pontos · GR' }];

/**
 * /pontos (spec 03 §2 "Routes and points"): double-click opens /ponto/{id}, add opens /ponto. A
 * point used by a route is not removed ('Ponto indisponivel para remoção'). The grid is taller
 * than the others (window − 230, spec 03 §9). A 403 goes to /login with 'Acesso não autorizado'.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridPontos) };
}

export const action = ({ request }: ActionFunctionArgs) => acaoGrid(request, gridPontos, MENSAGENS_PONTO.removido);

export const shouldRevalidate = revalidarGrid;

export default function Pontos() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid grid-alto" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Pontos</h1>
      <Grid def={gridPontos} dados={grade} />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
