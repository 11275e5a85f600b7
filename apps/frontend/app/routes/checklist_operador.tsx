import { isStaff } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridChecklistManage, gridChecklistOperador } from '~/grids/checklists';
import { usuarioLogado } from '~/lib/api.server';
import { GRUPOS_GERENCIAM_CHECKLIST } from '~/lib/checklists';
import { intentsChecklist } from '~/lib/checklists.server';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import { PainelErro } from '~/root';

export const handle = { titulo: 'checklists' };
export const meta: MetaFunction = () => [{ title: 'checklists · GR' }];

/**
 * /checklist_operador and /checklist_manage (spec 01 §2.4, §4.2): one module, two grids. The
 * manager's variant adds the times; administrators and supervisors opening the operator's URL
 * are sent to theirs.
 */
const gerente = (request: Request) => new URL(request.url).pathname.startsWith('/checklist_manage');
const defDe = (request: Request) => (gerente(request) ? gridChecklistManage : gridChecklistOperador);

// Who may see the desk is the API's decision (its 403 is the kit's 'Acesso não autorizado').
export async function loader({ request }: LoaderFunctionArgs) {
  const usuario = await usuarioLogado(request);
  const url = new URL(request.url);
  // Client-type users stay on their own list (spec 01 §6).
  if (!isStaff(usuario.grupo_usuario_id)) throw redirect('/checklists');
  if (!gerente(request) && GRUPOS_GERENCIAM_CHECKLIST.includes(usuario.grupo_usuario_id)) {
    throw redirect(url.pathname.replace('/checklist_operador', '/checklist_manage') + url.search);
  }
  return { gerente: gerente(request), grade: await carregarGrid(request, defDe(request)) };
}

export const action = ({ request }: ActionFunctionArgs) => acaoGrid(request, defDe(request), '', { intents: intentsChecklist(request) });

export const shouldRevalidate = revalidarGrid;

export default function ChecklistOperador() {
  const { gerente, grade } = useLoaderData<typeof loader>();
  const def = gerente ? gridChecklistManage : gridChecklistOperador;
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">checklists</h1>
      <Grid key={def.id} def={def} dados={grade} />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
