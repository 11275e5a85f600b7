import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteError, useSearchParams } from '@remix-run/react';
import { useId } from 'react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridContatos } from '~/grids/contatos';
import { api } from '~/lib/api.server';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import type { ItemLista } from '~/lib/tipos';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Contatos' };
export const meta: MetaFunction = () => [{ title: 'Contatos · GR' }];

/** /contatos (spec 03 §2): the contact grid, filtered by contact group; the form is a pop-up. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [grade, grupos] = await Promise.all([carregarGrid(request, gridContatos), api<ItemLista[]>(request, '/api/grupos/get_grupos')]);
  return { grade, grupos: grupos.ok ? grupos.data.map((g) => ({ id: g.id, descricao: g.descricao ?? '' })) : [] };
}

export const action = ({ request }: ActionFunctionArgs) => acaoGrid(request, gridContatos, 'Contato removido com sucesso');

export const shouldRevalidate = revalidarGrid;

export default function Contatos() {
  const { grade, grupos } = useLoaderData<typeof loader>();
  const [busca, setBusca] = useSearchParams();
  const id = useId();
  const grupo = busca.get('grupo_id') ?? '';
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Contatos</h1>
      <div className="filtro-pagina">
        <label htmlFor={id}>Grupo de contatos</label>
        <select
          id={id}
          value={grupo}
          onChange={(e) =>
            setBusca(
              (p) => {
                if (e.target.value) p.set('grupo_id', e.target.value);
                else p.delete('grupo_id');
                p.delete('page');
                return p;
              },
              { preventScrollReset: true },
            )
          }
        >
          <option value="">Todos os grupos</option>
          {grupos.map((g) => (
            <option key={g.id} value={g.id}>
              {g.descricao}
            </option>
          ))}
        </select>
      </div>
      <Grid def={gridContatos} dados={grade} />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
