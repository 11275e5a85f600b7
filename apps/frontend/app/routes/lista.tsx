import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { LISTAS_UI, type ListaUi, listaDaUrl, mensagensDaLista } from '~/grids/listas';
import { api } from '~/lib/api.server';
import { acaoGrid, carregarGrid, respostaAcao } from '~/lib/grid.server';
import { PainelErro } from '~/root';

/**
 * The grid of every simple reference list (grids/listas/): /tecnologias, /estados,
 * /fabricantes, /modelos, /funcoes, /sinistros, /emails, /grupos. The URL says which list.
 */
export function listaDaRequisicao(request: Request): ListaUi {
  const l = listaDaUrl(new URL(request.url).pathname);
  if (!l) throw redirect('/');
  return l;
}

const titulo = (pathname: string) => listaDaUrl(pathname)?.titulo ?? 'Cadastros';
export const handle = { titulo };
export const meta: MetaFunction = ({ location }) => [{ title: `${titulo(location.pathname)} · GR` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const l = listaDaRequisicao(request);
  return { nome: l.nome, grade: await carregarGrid(request, l.grid) };
}

export const action = ({ request }: ActionFunctionArgs) => {
  const l = listaDaRequisicao(request);
  const caminhos = l.caminhos;
  const removido = mensagensDaLista(l).removido;
  return acaoGrid(request, l.grid, removido, {
    intents: caminhos ? { excluir: async (id) => respostaAcao(await api(request, caminhos.excluir(id), { method: 'DELETE' }), removido) } : undefined,
  });
};

export const shouldRevalidate = revalidarGrid;

export default function ListaPagina() {
  const { nome, grade } = useLoaderData<typeof loader>();
  const l = LISTAS_UI[nome]!;
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">{l.titulo}</h1>
      {l.descricao && <p className="pagina-descricao">{l.descricao}</p>}
      <Grid def={l.grid} dados={grade} />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
