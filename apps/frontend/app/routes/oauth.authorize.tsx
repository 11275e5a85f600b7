import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Campo, Formulario, type ResultadoFormulario } from '~/components/form';
import { api } from '~/lib/api.server';
import { falhaFormulario, texto } from '~/lib/form.server';
import { destruirSessao, obterSessao } from '~/lib/session.server';

export const meta: MetaFunction = () => [{ title: 'Entrar no chat · GR' }];

/**
 * Chat single sign-on (spec 03 §2 "Authentication"): reads redirect_uri and state from the query,
 * asks for username and password and sends the browser to the chat with code and state.
 * Only groups 3 to 7; otherwise 'Você não tem permissão para usar o chat' and the session is cleared.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  return { redirectUri: q.get('redirect_uri') ?? '', state: q.get('state') ?? '' };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const r = await api<{ redirect: string }>(request, '/api/oauth/authorize', {
    method: 'POST',
    publico: true,
    body: {
      session: { username: texto(form, 'username'), password: String(form.get('password') ?? '') },
      redirect_uri: texto(form, 'redirect_uri'),
      state: texto(form, 'state'),
    },
  });
  if (r.ok) {
    if (r.data?.redirect) return redirect(r.data.redirect);
    return data<ResultadoFormulario>({ error: 'Não foi possível carregar o chat' }, { status: 502 });
  }
  if (r.status === 403) {
    const sessao = await obterSessao(request);
    return data<ResultadoFormulario>(
      { error: r.error ?? 'Você não tem permissão para usar o chat' },
      { status: 403, headers: { 'Set-Cookie': await destruirSessao(request, sessao) } },
    );
  }
  return falhaFormulario(r, 'Não foi possível entrar no chat');
}

export default function OauthAuthorize() {
  const { redirectUri, state } = useLoaderData<typeof loader>();
  return (
    <main className="pagina-login">
      <section className="cartao-login" aria-labelledby="titulo-chat">
        <p className="marca marca-grande">
          GR <span>Gerenciamento de Risco</span>
        </p>
        <h1 id="titulo-chat">Entrar no chat</h1>
        {!redirectUri && (
          <p className="form-erro-geral" role="alert">
            Endereço de retorno do chat não informado.
          </p>
        )}
        <Formulario campos={[]} rotuloSalvar="Entrar" rotuloSalvando="Entrando...">
          <input type="hidden" name="redirect_uri" value={redirectUri} />
          <input type="hidden" name="state" value={state} />
          <Campo nome="username" rotulo="Usuário" autoComplete="username" required autoFocus />
          <Campo nome="password" rotulo="Senha" type="password" autoComplete="current-password" required />
        </Formulario>
      </section>
    </main>
  );
}
