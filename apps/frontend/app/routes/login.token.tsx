import { paginaInicial } from '@gr/domain';
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { api } from '~/lib/api.server';
import { entrar } from '~/lib/session.server';
import type { UsuarioLogado } from '~/lib/tipos';

export const meta: MetaFunction = () => [{ title: 'Entrando · GR' }];

/**
 * Token sign-in (spec 03 §2, §4): stores the token, checks it with usuario_logado and lands by
 * group. No menu or layout.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token) return { erro: 'Nenhum token foi informado.' };
  const r = await api<UsuarioLogado>(request, '/api/users/usuario_logado', { token, publico: true });
  if (!r.ok) return { erro: r.status === 401 || r.status === 403 ? 'Token inválido ou expirado.' : r.error ?? 'Não foi possível entrar com o token.' };
  return entrar(request, { token, usuarioId: r.data.id, grupo: r.data.grupo_usuario_id }, paginaInicial(r.data));
}

export default function LoginToken() {
  const { erro } = useLoaderData<typeof loader>();
  return (
    <main className="pagina-login">
      <section className="cartao-login" role="alert">
        <h1>Não foi possível entrar</h1>
        <p>{erro}</p>
        <p>
          <Link to="/login">Ir para a tela de login</Link>
        </p>
      </section>
    </main>
  );
}
