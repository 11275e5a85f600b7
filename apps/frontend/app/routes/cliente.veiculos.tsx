import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridVeiculosDoCliente } from '~/grids/clientes';
import { api } from '~/lib/api.server';
import { DURACAO_ERRO_VINCULO } from '~/lib/avisos';
import { acaoGrid, carregarGrid, respostaAcao } from '~/lib/grid.server';
import { PainelErro } from '~/root';

/**
 * Vehicles of the client (spec 03 §2, §4 "Vehicle", §5 "Vehicle-client link"; spec 01 §5): its
 * links, active and inactive. 'Vincular veículo' opens the link pop-up; 'Inativar vínculo' asks
 * 'Você deseja realmente inativar este vinculo?' with the link's age and calls desvincular_veiculo.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parametros = { cliente_id: params.id! };
  return { parametros, grade: await carregarGrid(request, gridVeiculosDoCliente, parametros) };
}

export const action = ({ request, params }: ActionFunctionArgs) =>
  acaoGrid(request, gridVeiculosDoCliente, '', {
    parametros: { cliente_id: params.id! },
    intents: {
      inativar: async (id) =>
        respostaAcao(
          await api(request, '/api/clientes/desvincular_veiculo', { method: 'PATCH', body: { id: Number(id) } }),
          'Vínculo atualizado com sucesso',
          DURACAO_ERRO_VINCULO,
        ),
    },
  });

export const shouldRevalidate = revalidarGrid;

export default function VeiculosDoCliente() {
  const { grade, parametros } = useLoaderData<typeof loader>();
  return (
    <>
      <Grid def={gridVeiculosDoCliente} dados={grade} parametros={parametros} titulo="Veículos do cliente" />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
