import { MENSAGENS_BLACKLIST } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridBlacklist } from '~/grids/cadastro-apoio';
import { api } from '~/lib/api.server';
import { acaoGrid, carregarGrid, respostaAcao } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Blacklist' };
export const meta: MetaFunction = () => [{ title: 'Blacklist · GR' }];

/**
 * /list-blacklist (spec 03 §2, §5, §8 "Blacklist"): documents and plates every registration and
 * checklist request is checked against. Add opens the wizard; removal (DELETE
 * /api/blacklist/remover/{id}) shows the server's message on success or failure.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridBlacklist) };
}

export const action = ({ request }: ActionFunctionArgs) =>
  acaoGrid(request, gridBlacklist, MENSAGENS_BLACKLIST.removida, {
    intents: {
      excluir: async (id) =>
        respostaAcao(
          await api<{ message?: string }>(request, `/api/blacklist/remover/${encodeURIComponent(id)}`, { method: 'DELETE', registro: true }),
          MENSAGENS_BLACKLIST.removida
        ),
    },
  });

export const shouldRevalidate = revalidarGrid;

export default function ListaBlacklist() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Blacklist</h1>
      <Grid def={gridBlacklist} dados={grade} />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
