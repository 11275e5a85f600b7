import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridChecklists } from '~/grids/checklists';
import { intentsChecklist } from '~/lib/checklists.server';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Meus checklists' };
export const meta: MetaFunction = () => [{ title: 'Checklists · GR' }];

/**
 * /checklists (spec 01 §2.3): the client user's (and shipper manager's) checklists, scoped by the
 * server. Rows open to show their items; release is a pop-up route (/checklists/liberar/{id}).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridChecklists) };
}

export const action = ({ request }: ActionFunctionArgs) => acaoGrid(request, gridChecklists, '', { intents: intentsChecklist(request) });

export const shouldRevalidate = revalidarGrid;

export default function Checklists() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Checklists</h1>
      <Grid def={gridChecklists} dados={grade} />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
