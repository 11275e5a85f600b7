import { MENSAGENS_CONFIGURACAO } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridConfiguracoes } from '~/grids/cadastro-apoio';
import { api } from '~/lib/api.server';
import { acaoGrid, carregarGrid, respostaAcao } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Configurações do cadastro e consulta' };
export const meta: MetaFunction = () => [{ title: 'Configurações · GR' }];

/**
 * /configuracoes (spec 03 §2, §4 "Configuration modal", §8): how long a search stays valid per
 * client and criterion. The modal is a child route (/configuracoes/novo, /configuracoes/{id});
 * removal shows the server's message (a failure in a notice for 6 s).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridConfiguracoes) };
}

export const action = ({ request }: ActionFunctionArgs) =>
  acaoGrid(request, gridConfiguracoes, MENSAGENS_CONFIGURACAO.removida, {
    intents: {
      excluir: async (id) =>
        respostaAcao(
          await api<{ message?: string }>(request, `/api/cadastro_consulta/configuracoes/remover/${encodeURIComponent(id)}`, {
            method: 'DELETE',
            registro: true,
          }),
          MENSAGENS_CONFIGURACAO.removida,
          6000
        ),
    },
  });

export const shouldRevalidate = revalidarGrid;

export default function Configuracoes() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Configurações do cadastro e consulta</h1>
      <Grid def={gridConfiguracoes} dados={grade} />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
