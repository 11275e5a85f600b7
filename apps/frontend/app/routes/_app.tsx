import { GRUPOS_USUARIOS, menuDoUsuario } from '@gr/domain';
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { AvisosDesvinculadas } from '~/components/avisos-desvinculadas';
import { AvisosExpresso } from '~/components/avisos-expresso';
import { AvisosMesa } from '~/components/avisos-mesa';
import { Form, Link, NavLink, Outlet, type ShouldRevalidateFunction, useLoaderData, useLocation, useMatches } from '@remix-run/react';
import { memo, useEffect, useMemo, useState } from 'react';
import { useFocoAoNavegar } from '~/components/foco';
import { adicionarBreadcrumb, type Breadcrumb } from '~/lib/breadcrumbs';
import { api, usuarioLogado } from '~/lib/api.server';
import type { UsuarioLogado } from '~/lib/tipos';

/** Pages of the layout open without a session (spec 01 §6): bare then, with the menu for a signed-in user. */
const ABERTAS_SEM_SESSAO = new Set(['/lgpd']);

/** The signed-in area: side menu filtered by the user's access rules, top bar, breadcrumbs. */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ usuario: UsuarioLogado | null }> {
  let usuario: UsuarioLogado;
  if (ABERTAS_SEM_SESSAO.has(new URL(request.url).pathname)) {
    const eu = await api<UsuarioLogado>(request, '/api/users/usuario_logado', { publico: true });
    if (!eu.ok) return { usuario: null };
    usuario = eu.data;
  } else usuario = await usuarioLogado(request);
  if (usuario.alterar_password) throw redirect('/mudar_senha');
  return { usuario };
}

/** Saving a grid layout changes nothing the menu shows. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith('/recursos/') ? false : defaultShouldRevalidate;

export interface HandleTitulo {
  titulo?: string | ((pathname: string) => string);
}

/** The page's title: the deepest route that declares one. */
export function useTituloPagina(): string {
  const matches = useMatches();
  const location = useLocation();
  for (const m of [...matches].reverse()) {
    const h = m.handle as HandleTitulo | undefined;
    if (h?.titulo) return typeof h.titulo === 'function' ? h.titulo(location.pathname) : h.titulo;
  }
  return 'Início';
}

const CHAVE_BREADCRUMBS = 'gr:breadcrumbs';

/** A page belongs to a menu entry: its list (/clientes), a pop-up under it, or its record (/cliente/12). */
function doItem(path: string, pathname: string): boolean {
  if (pathname === path || pathname.startsWith(path + '/')) return true;
  const primeiro = '/' + (pathname.split('/')[1] ?? '');
  return path === primeiro + 's';
}

function useBreadcrumbs(titulo: string): Breadcrumb[] {
  const location = useLocation();
  const [lista, setLista] = useState<Breadcrumb[]>([]);
  useEffect(() => {
    let atual: Breadcrumb[] = [];
    try {
      atual = JSON.parse(sessionStorage.getItem(CHAVE_BREADCRUMBS) ?? '[]');
    } catch {
      atual = [];
    }
    const nova = adicionarBreadcrumb(atual, { descricao: titulo, url: location.pathname + location.search });
    sessionStorage.setItem(CHAVE_BREADCRUMBS, JSON.stringify(nova));
    setLista(nova);
  }, [titulo, location.pathname, location.search]);
  return lista;
}

export default function LayoutApp() {
  const { usuario } = useLoaderData<typeof loader>();
  if (!usuario)
    return (
      <main id="conteudo" className="pagina-solta" tabIndex={-1}>
        <Outlet />
      </main>
    );
  return <Casca usuario={usuario} />;
}

/**
 * The shell's links and forms are not discovered on load (Remix's lazy route discovery asks the
 * server for the routes of every link on the page, then re-renders the whole page with them: on a
 * phone that was the longest task after the first paint, issue 19 item 10). Their route is
 * fetched when one is followed (one small request before the page's own).
 */
const SEM_DESCOBERTA = 'none' as const;

/**
 * The side menu, filtered by the user's access rules. A component of its own (memo): the shell's
 * state (the breadcrumbs read after load, the phone's menu button) does not redraw its links.
 */
const MenuLateral = memo(function MenuLateral({ acessos, pathname }: { acessos: UsuarioLogado['acessos']; pathname: string }) {
  const secoes = useMemo(() => menuDoUsuario(acessos ?? {}), [acessos]);
  return (
    <nav id="menu-lateral" className="menu-lateral" aria-label="Menu principal">
      <ul>
        {secoes.map((s) => (
          <li key={s.titulo}>
            <details open={s.itens.some((i) => doItem(i.path, pathname)) || undefined}>
              <summary>{s.titulo}</summary>
              <ul>
                {s.itens.map((i) => (
                  <li key={i.path + i.titulo}>
                    <NavLink to={i.path} end discover={SEM_DESCOBERTA}>
                      {i.titulo}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
});

function Casca({ usuario }: { usuario: UsuarioLogado }) {
  const titulo = useTituloPagina();
  const breadcrumbs = useBreadcrumbs(titulo);
  const location = useLocation();
  const [menuAberto, setMenuAberto] = useState(false);
  useEffect(() => setMenuAberto(false), [location.pathname]);
  useFocoAoNavegar();
  const grupo = usuario.grupo_usuario || GRUPOS_USUARIOS.find((g) => g.id === usuario.grupo_usuario_id)?.descricao || '';

  return (
    <div className={`app ${menuAberto ? 'menu-aberto' : ''}`}>
      <a className="pular" href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className="topo">
        <button type="button" className="topo-menu" aria-expanded={menuAberto} aria-controls="menu-lateral" onClick={() => setMenuAberto((a) => !a)}>
          <span aria-hidden="true">☰</span> Menu
        </button>
        <Link to="/" className="marca" discover={SEM_DESCOBERTA}>
          GR <span>Gerenciamento de Risco</span>
        </Link>
        <nav className="breadcrumbs" aria-label="Trilha de navegação">
          <ol>
            {/* The page on view is the entry of its title, which keeps its place when it comes back (spec 01: same description replaces), not always the last. */}
            {breadcrumbs.map((b) => (
              <li key={b.descricao}>
                {b.descricao === titulo ? <span aria-current="page">{b.descricao}</span> : <Link to={b.url} discover={SEM_DESCOBERTA}>{b.descricao}</Link>}
              </li>
            ))}
          </ol>
        </nav>
        <div className="topo-usuario">
          <span className="topo-nome" title={usuario.email ?? undefined}>
            {usuario.username}
            <small>{usuario.cliente ? `${grupo} · ${usuario.cliente}` : grupo}</small>
          </span>
          <Link to="/mudar_senha" className="botao botao-link" discover={SEM_DESCOBERTA}>
            Alterar senha
          </Link>
          <Form method="post" action="/logout" discover={SEM_DESCOBERTA} onSubmit={() => sessionStorage.removeItem(CHAVE_BREADCRUMBS)}>
            <button type="submit" className="botao">
              Sair
            </button>
          </Form>
        </div>
      </header>
      <MenuLateral acessos={usuario.acessos} pathname={location.pathname} />
      <main id="conteudo" className="conteudo" tabIndex={-1}>
        <Outlet />
      </main>
      <AvisosExpresso grupo={usuario.grupo_usuario_id} />
      <AvisosDesvinculadas grupo={usuario.grupo_usuario_id} />
      <AvisosMesa grupo={usuario.grupo_usuario_id} />
    </div>
  );
}
