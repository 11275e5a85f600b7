import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridChecklistGerenciadores } from '~/grids/checklists';
import { carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Checklists dos gerenciadores' };
export const meta: MetaFunction = () => [{ title: 'Checklists dos gerenciadores · GR' }];

/**
 * /a/checklist_gerenciadores (spec 01 §2.4): the checklists of the clients a shipper manager
 * follows, read-only; the server scopes them (GET /api/embarcador/lista_checklists).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridChecklistGerenciadores) };
}

export const shouldRevalidate = revalidarGrid;

export default function ChecklistGerenciadores() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Checklists dos gerenciadores</h1>
      <Grid def={gridChecklistGerenciadores} dados={grade} />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
