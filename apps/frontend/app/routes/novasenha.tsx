import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Campo, Formulario } from '~/components/form';
import { api } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';

export const meta: MetaFunction = () => [{ title: 'Nova senha · GR' }];

/** New password from the e-mailed link /novasenha?token=... (spec 03 §2). */
export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const campo = (n: string) => String(form.get(n) ?? '');
  const r = await api<{ message?: string }>(request, '/api/users/nova_senha', {
    method: 'POST',
    publico: true,
    body: { token: campo('token'), password: campo('password'), password_confirmation: campo('password_confirmation') },
  });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, '/login', r.data?.message ?? 'Senha alterada com sucesso!', { tipo: 'sucesso', duracao: DURACAO.salvar });
}

export default function NovaSenha() {
  const { token } = useLoaderData<typeof loader>();
  return (
    <main className="pagina-login">
      <section className="cartao-login" aria-labelledby="titulo-nova">
        <p className="marca marca-grande">
          GR <span>Gerenciamento de Risco</span>
        </p>
        <h1 id="titulo-nova">Criar nova senha</h1>
        {!token ? (
          <p className="form-erro-geral" role="alert">
            Link de recuperação inválido ou expirado
          </p>
        ) : (
          <Formulario campos={['password', 'password_confirmation']} rotuloSalvar="Salvar nova senha">
            <input type="hidden" name="token" value={token} />
            <Campo nome="password" rotulo="Nova senha" type="password" autoComplete="new-password" required autoFocus />
            <Campo nome="password_confirmation" rotulo="Confirmação da nova senha" type="password" autoComplete="new-password" required />
          </Formulario>
        )}
        <p className="login-links">
          <Link to="/login">Voltar para o login</Link>
        </p>
      </section>
    </main>
  );
}
