import { MENSAGENS_ROTA } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridRotas } from '~/grids/rotas';
import { api } from '~/lib/api.server';
import { acaoGrid, carregarGrid, respostaAcao } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Rotas' };
export const meta: MetaFunction = () => [{ title: 'Rotas · GR' }];

/**
 * /rotas (spec 03 §2 "Routes and points"): double-click opens /rota/{id}; add opens /rota. Delete
 * answers 'Rota removida com sucesso' (3 s) or the server's refusal (a route used by trips);
 * 'Atualizar rota' (staff) sends the route to be traced again (atualiza_rota).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridRotas) };
}

export const action = ({ request }: ActionFunctionArgs) =>
  acaoGrid(request, gridRotas, MENSAGENS_ROTA.removida, {
    intents: {
      atualizar_rota: async (id) => {
        const r = await api<{ message?: string }>(request, `/api/rotas/${encodeURIComponent(id)}/atualiza_rota`, { method: 'POST', body: {} });
        return respostaAcao(r, MENSAGENS_ROTA.enviada);
      },
    },
  });

export const shouldRevalidate = revalidarGrid;

export default function Rotas() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Rotas</h1>
      <Grid def={gridRotas} dados={grade} />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
