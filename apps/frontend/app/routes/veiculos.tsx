import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridVeiculos } from '~/grids/veiculos';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Veículos' };
export const meta: MetaFunction = () => [{ title: 'Veículos · GR' }];

/** /veiculos (spec 03 §2): double-click opens /veiculo/{id}; add opens /veiculo. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridVeiculos) };
}

export const action = ({ request }: ActionFunctionArgs) => acaoGrid(request, gridVeiculos, 'Veículo removido com sucesso', { erroEmMaiusculas: true });

export const shouldRevalidate = revalidarGrid;

export default function Veiculos() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Veículos</h1>
      <Grid def={gridVeiculos} dados={grade} />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
