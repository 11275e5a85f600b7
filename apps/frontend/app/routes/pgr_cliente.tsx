import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Link, Outlet, useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridPgrsDoCliente } from '~/grids/pgr';
import { api, exigir } from '~/lib/api.server';
import { carregarGrid } from '~/lib/grid.server';
import { exibir } from '~/lib/mascaras';
import type { Cliente } from '~/lib/tipos';
import { PainelErro } from '~/root';
import { useUsuario } from '~/components/usuario';
import { pode } from '@gr/domain';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { ehId } from '~/lib/ids';

/**
 * /pgr_cliente/{cliente_id} (spec 03 §2 "PGR and risk", reached from the client grid's context
 * menu 'pgrs'): the client's PGRs; add and edit open the PGR form over the list.
 */
export const handle = { titulo: 'PGR do cliente' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `PGR · ${data?.cliente.razao_social ?? 'Cliente'} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.cliente_id)) throw redirect('/clientes');
  const parametros = { cliente_id: params.cliente_id! };
  const [cliente, grade] = await Promise.all([
    api<Cliente>(request, `/api/clientes/${params.cliente_id}`, { registro: true }).then(exigir),
    carregarGrid(request, gridPgrsDoCliente, parametros),
  ]);
  return { cliente, parametros, grade };
}

export const shouldRevalidate = revalidarGrid;

export default function PgrsDoCliente() {
  const { cliente, parametros, grade } = useLoaderData<typeof loader>();
  // A client user may read its own record but not edit it: no link to a form it cannot save.
  const podeAbrirCliente = pode(useUsuario()?.acessos ?? {}, 'clientes', 'update');
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro titulo={`PGR do cliente ${cliente.razao_social}`} resumo={`${exibir('cnpj', cliente.cnpj)} · ${cliente.tipo}`}>
        {podeAbrirCliente && (
          <Link to={`/cliente/${cliente.id}`} className="botao">
            Abrir cliente
          </Link>
        )}
      </CabecalhoRegistro>
      <Grid def={gridPgrsDoCliente} dados={grade} parametros={parametros} titulo="PGRs do cliente" />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
