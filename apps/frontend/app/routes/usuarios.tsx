import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridUsuarios } from '~/grids/usuarios';
import { api } from '~/lib/api.server';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Usuários' };
export const meta: MetaFunction = () => [{ title: 'Usuários · GR' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const [grade, grupos] = await Promise.all([
    carregarGrid(request, gridUsuarios),
    api<Array<{ id: number; descricao: string }>>(request, '/api/grupos_usuarios/get_grupos_de_usuarios'),
  ]);
  return { grade, grupos: grupos.ok ? grupos.data.map((g) => ({ valor: String(g.id), rotulo: g.descricao })) : [] };
}

export const action = ({ request }: ActionFunctionArgs) => acaoGrid(request, gridUsuarios, 'Usuário removido com sucesso');

export const shouldRevalidate = revalidarGrid;

export default function Usuarios() {
  const { grade, grupos } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Usuários</h1>
      <Grid def={gridUsuarios} dados={grade} opcoes={{ grupo_usuario_id: grupos }} />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
