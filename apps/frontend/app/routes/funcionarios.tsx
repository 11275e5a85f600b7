import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridFuncionarios } from '~/grids/funcionarios';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Funcionários' };
export const meta: MetaFunction = () => [{ title: 'Funcionários · GR' }];

/**
 * /funcionarios (spec 03 §2): double-click opens /funcionario/{id}, new goes to /funcionario.
 * A 403 on the grid goes to /login with 'Acesso não autorizado' for 4 s (spec 03 §6, §8).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridFuncionarios) };
}

export const action = ({ request }: ActionFunctionArgs) => acaoGrid(request, gridFuncionarios, 'Funcionário removido com sucesso');

export const shouldRevalidate = revalidarGrid;

export default function Funcionarios() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Funcionários</h1>
      <Grid def={gridFuncionarios} dados={grade} />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
