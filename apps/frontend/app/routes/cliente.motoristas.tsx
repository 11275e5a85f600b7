import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridMotoristasDoCliente } from '~/grids/clientes';
import { api } from '~/lib/api.server';
import { DURACAO_ERRO_VINCULO } from '~/lib/avisos';
import { acaoGrid, carregarGrid, respostaAcao } from '~/lib/grid.server';
import { PainelErro } from '~/root';

/**
 * The client's drivers link tab (spec 03 §3 "Driver link", §4 "Driver link", §7
 * vincular_motorista / desvincular_motorista / {id}/funcionarios): link, change the type, unlink.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parametros = { cliente_id: params.id! };
  return { parametros, grade: await carregarGrid(request, gridMotoristasDoCliente, parametros) };
}

export const action = ({ request, params }: ActionFunctionArgs) =>
  acaoGrid(request, gridMotoristasDoCliente, '', {
    parametros: { cliente_id: params.id! },
    intents: {
      desvincular: async (id) =>
        respostaAcao(
          await api(request, '/api/clientes/desvincular_motorista', { method: 'POST', body: { cliente_id: Number(params.id), funcionario_id: Number(id) } }),
          'Vínculo inativado com sucesso',
          DURACAO_ERRO_VINCULO,
        ),
    },
  });

export const shouldRevalidate = revalidarGrid;

export default function MotoristasDoCliente() {
  const { grade, parametros } = useLoaderData<typeof loader>();
  return (
    <>
      <Grid def={gridMotoristasDoCliente} dados={grade} parametros={parametros} titulo="Motoristas do cliente" />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
