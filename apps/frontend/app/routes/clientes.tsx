import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridClientes } from '~/grids/clientes';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Clientes' };
export const meta: MetaFunction = () => [{ title: 'Clientes · GR' }];

/** /clientes (spec 03 §2): double-click or edit opens /cliente/{id}; add /cliente/novo; 'pgrs' /pgr_cliente/{id}. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridClientes) };
}

export const action = ({ request }: ActionFunctionArgs) => acaoGrid(request, gridClientes, 'Cliente removido com sucesso');

export const shouldRevalidate = revalidarGrid;

export default function Clientes() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Clientes</h1>
      <Grid def={gridClientes} dados={grade} />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
