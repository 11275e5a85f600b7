import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Campo, Formulario } from '~/components/form';
import { api, usuarioLogado } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';

export const meta: MetaFunction = () => [{ title: 'Alterar senha · GR' }];

/** Password change, forced when alterar_password is set (spec 03 §2); success goes to /. */
export async function loader({ request }: LoaderFunctionArgs) {
  const u = await usuarioLogado(request);
  return { username: u.username, obrigatoria: u.alterar_password };
}

export async function action({ request }: ActionFunctionArgs) {
  const u = await usuarioLogado(request);
  const form = await request.formData();
  const campo = (n: string) => String(form.get(n) ?? '');
  const r = await api<{ message?: string }>(request, `/api/users/atualizar_senha/${u.id}`, {
    method: 'PATCH',
    body: { user: { password_atual: campo('password_atual'), password: campo('password'), password_confirmation: campo('password_confirmation') } },
  });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, '/', r.data?.message ?? 'Senha alterada com sucesso!', { tipo: 'sucesso', duracao: DURACAO.salvar });
}

export default function MudarSenha() {
  const { username, obrigatoria } = useLoaderData<typeof loader>();
  return (
    <main className="pagina-login">
      <section className="cartao-login" aria-labelledby="titulo-senha">
        <p className="marca marca-grande">
          GR <span>Gerenciamento de Risco</span>
        </p>
        <h1 id="titulo-senha">Alterar senha</h1>
        <p>
          {obrigatoria ? 'Por segurança, defina uma nova senha para continuar, ' : 'Usuário: '}
          <strong>{username}</strong>.
        </p>
        <Formulario campos={['password_atual', 'password', 'password_confirmation']} rotuloSalvar="Alterar senha">
          <Campo nome="password_atual" rotulo="Senha atual" type="password" autoComplete="current-password" required autoFocus />
          <Campo nome="password" rotulo="Nova senha" type="password" autoComplete="new-password" required />
          <Campo nome="password_confirmation" rotulo="Confirmação da nova senha" type="password" autoComplete="new-password" required />
        </Formulario>
        <p className="login-links">
          {!obrigatoria && <Link to="/">Voltar</Link>}
          <Link to="/login">Entrar com outro usuário</Link>
        </p>
      </section>
    </main>
  );
}
