import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridGruposUsuarios } from '~/grids/grupos-usuarios';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Grupos de usuários' };
export const meta: MetaFunction = () => [{ title: 'Grupos de usuários · GR' }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridGruposUsuarios) };
}

export const action = ({ request }: ActionFunctionArgs) => acaoGrid(request, gridGruposUsuarios, 'Grupo de usuários removido com sucesso');

export const shouldRevalidate = revalidarGrid;

export default function GruposUsuarios() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Grupos de usuários</h1>
      <Grid def={gridGruposUsuarios} dados={grade} />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
