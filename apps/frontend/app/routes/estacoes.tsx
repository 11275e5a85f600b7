import { MENSAGENS_ESTACAO } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridEstacoes } from '~/grids/estacoes';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Estações' };
export const meta: MetaFunction = () => [{ title: 'Estações · GR' }];

/**
 * /estacoes (spec 02 §2 "Stations"): the stations with ID, description, active and registration
 * date. Double-click opens the station's session page; Adicionar and Editar open the form.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridEstacoes) };
}

export const action = ({ request }: ActionFunctionArgs) => acaoGrid(request, gridEstacoes, MENSAGENS_ESTACAO.removida);

export const shouldRevalidate = revalidarGrid;

export default function Estacoes() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Estações</h1>
      <Grid def={gridEstacoes} dados={grade} />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
