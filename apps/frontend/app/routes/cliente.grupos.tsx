import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridGruposDoCliente } from '~/grids/clientes';
import { api } from '~/lib/api.server';
import { acaoGrid, carregarGrid, respostaAcao } from '~/lib/grid.server';
import { PainelErro } from '~/root';

/**
 * The client's contact groups tab (spec 03 §2 "A client-group linking grid exists", §7
 * vincular_grupo / desvincular_grupo / {id}/grupo_contatos): every group, the linked ones marked.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parametros = { cliente_id: params.id! };
  return { parametros, grade: await carregarGrid(request, gridGruposDoCliente, parametros) };
}

export const action = ({ request, params }: ActionFunctionArgs) => {
  const corpo = (id: string) => ({ cliente_id: Number(params.id), grupo_id: Number(id) });
  return acaoGrid(request, gridGruposDoCliente, '', {
    parametros: { cliente_id: params.id! },
    intents: {
      vincular: async (id) => respostaAcao(await api(request, '/api/clientes/vincular_grupo', { method: 'PATCH', body: corpo(id) }), 'Grupo vinculado com sucesso'),
      desvincular: async (id) =>
        respostaAcao(await api(request, '/api/clientes/desvincular_grupo', { method: 'PATCH', body: corpo(id) }), 'Grupo desvinculado com sucesso'),
    },
  });
};

export const shouldRevalidate = revalidarGrid;

export default function GruposDoCliente() {
  const { grade, parametros } = useLoaderData<typeof loader>();
  return <Grid def={gridGruposDoCliente} dados={grade} parametros={parametros} titulo="Grupos de contatos do cliente" />;
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
