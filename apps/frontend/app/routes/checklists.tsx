import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteError, useSearchParams } from '@remix-run/react';
import { useId } from 'react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridChecklists } from '~/grids/checklists';
import { clientesDoGestor, intentsChecklist } from '~/lib/checklists.server';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Meus checklists' };
export const meta: MetaFunction = () => [{ title: 'Checklists · GR' }];

/**
 * /checklists (spec 01 §2.3): the client user's (and shipper manager's) checklists, scoped by the
 * server. Rows open to show their items; release is a pop-up route (/checklists/liberar/{id}).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const clientes = await clientesDoGestor(request);
  return { grade: await carregarGrid(request, gridChecklists), clientes };
}

export const action = ({ request }: ActionFunctionArgs) => acaoGrid(request, gridChecklists, '', { intents: intentsChecklist(request) });

export const shouldRevalidate = revalidarGrid;

export default function Checklists() {
  const { grade, clientes } = useLoaderData<typeof loader>();
  const [, setBusca] = useSearchParams();
  const id = useId();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Checklists</h1>
      {clientes && (
        <div className="filtro-pagina">
          <label htmlFor={id}>Cliente</label>
          <select
            id={id}
            value={clientes.escolhido}
            onChange={(e) =>
              setBusca(
                (p) => {
                  p.set('cliente_id', e.target.value);
                  p.delete('page');
                  return p;
                },
                { preventScrollReset: true },
              )
            }
          >
            {clientes.opcoes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nome}
              </option>
            ))}
          </select>
        </div>
      )}
      <Grid def={gridChecklists} dados={grade} />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
