import { paginaInicial } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, Outlet, useLoaderData } from '@remix-run/react';
import { Campo, Formulario } from '~/components/form';
import { api } from '~/lib/api.server';
import { falhaFormulario, texto } from '~/lib/form.server';
import { entrar } from '~/lib/session.server';
import type { UsuarioLogado } from '~/lib/tipos';

export const meta: MetaFunction = () => [{ title: 'Entrar · GR' }];

interface SessaoCriada {
  id: number;
  username: string;
  grupo_usuario_id: number;
  cliente_id: number | null;
  token: string;
  alterar_password: boolean;
}

/** Someone already signed in (e.g. sent here by a 403) sees a way back to the start page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const r = await api<UsuarioLogado>(request, '/api/users/usuario_logado', { publico: true }).catch(() => null);
  return { conectado: r?.ok ? { username: r.data.username, inicio: paginaInicial(r.data) } : null };
}

/** Login errors (spec 03 §8 "General"): 400 as 'campo : msg', 401 the server text, 500 fixed text. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const r = await api<SessaoCriada>(request, '/api/sessions', {
    method: 'POST',
    publico: true,
    body: { session: { username: texto(form, 'username'), password: String(form.get('password') ?? '') } },
  });
  if (r.ok) {
    // A client user's PGR notice (spec 03 §6, §9) is the desk's (components/avisos-mesa.tsx), shown on landing.
    return entrar(request, { token: r.data.token, usuarioId: r.data.id, grupo: r.data.grupo_usuario_id }, paginaInicial(r.data));
  }
  return falhaFormulario(r, 'Não foi possível entrar');
}

export default function Login() {
  const { conectado } = useLoaderData<typeof loader>();
  return (
    <main className="pagina-login">
      <section className="cartao-login" aria-labelledby="titulo-login">
        <p className="marca marca-grande">
          GR <span>Gerenciamento de Risco</span>
        </p>
        <h1 id="titulo-login">Entrar</h1>
        {conectado && (
          <p className="login-conectado">
            Você está conectado como <strong>{conectado.username}</strong>. <Link to={conectado.inicio}>Ir para a página inicial</Link>
          </p>
        )}
        <Formulario campos={[]} rotuloSalvar="Entrar" rotuloSalvando="Entrando...">
          <Campo nome="username" rotulo="Usuário" autoComplete="username" autoCapitalize="characters" required autoFocus />
          <Campo nome="password" rotulo="Senha" type="password" autoComplete="current-password" required />
        </Formulario>
        <p className="login-links">
          <Link to="esqueci_senha">Esqueci minha senha</Link>
          <Link to="/lgpd">Privacidade e LGPD</Link>
        </p>
      </section>
      <Outlet />
    </main>
  );
}
