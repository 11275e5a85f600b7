import { GRUPO, GRUPOS_GESTORES } from '@gr/domain';
import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react';
import { NotificacoesDesktop } from '~/components/notificacoes-desktop';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridNotificacoesCliente, gridNotificacoesEmbarcador, gridNotificacoesEquipe } from '~/grids/notificacoes';
import { usuarioLogado } from '~/lib/api.server';
import { carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Notificações' };
export const meta: MetaFunction = () => [{ title: 'Notificações · GR' }];

const DEFS = [gridNotificacoesEquipe, gridNotificacoesCliente, gridNotificacoesEmbarcador];

/**
 * /notificacoes and /a/notificacoes (spec 02 §2): the trips' occurrences as notifications. The
 * staff list sends shippers (groups 10, 11, 16, 17) to /a/notificacoes; the client user sees its
 * own without the staff-only columns. The viewer is a child route (/notificacoes/{id}).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const usuario = await usuarioLogado(request);
  const gestor = GRUPOS_GESTORES.includes(usuario.grupo_usuario_id);
  const doEmbarcador = url.pathname.startsWith('/a/');
  if (gestor && !doEmbarcador) throw redirect(`/a/notificacoes${url.search}`);
  const def = doEmbarcador ? gridNotificacoesEmbarcador : usuario.grupo_usuario_id === GRUPO.CLIENTE || gestor ? gridNotificacoesCliente : gridNotificacoesEquipe;
  return { defId: def.id, grade: await carregarGrid(request, def) };
}

export const shouldRevalidate = revalidarGrid;

export default function Notificacoes() {
  const { defId, grade } = useLoaderData<typeof loader>();
  const def = DEFS.find((d) => d.id === defId) ?? gridNotificacoesEquipe;
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Notificações</h1>
      <NotificacoesDesktop />
      <Grid key={def.id} def={def} dados={grade} />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
