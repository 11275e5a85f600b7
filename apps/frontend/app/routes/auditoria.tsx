import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridAuditoria } from '~/grids/auditoria';
import { carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Auditoria' };
export const meta: MetaFunction = () => [{ title: 'Auditoria · GR' }];

/** /auditoria (issue 24): search the audit trail; the API answers only groups 3 and 4. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { grade: await carregarGrid(request, gridAuditoria) };
}

export const shouldRevalidate = revalidarGrid;

export default function Auditoria() {
  const { grade } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Auditoria</h1>
      <p className="pagina-descricao">
        Logins e logins recusados, liberações, comandos, mensagens, exclusões, alterações de permissão e exportações, com usuário, IP e hora. Os
        registros não podem ser alterados nem removidos.
      </p>
      <Grid def={gridAuditoria} dados={grade} />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
