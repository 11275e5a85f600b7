import { type ActionFunctionArgs, data, type MetaFunction } from '@remix-run/node';
import { Campo, Formulario, type ResultadoFormulario } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { api } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { texto } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';

export const meta: MetaFunction = () => [{ title: 'Recuperar senha · GR' }];

/** Forgot password (spec 03 §2, §7): 'Enviado com sucesso.' for 8 s and the modal closes. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const r = await api<{ message?: string }>(request, '/api/users/recuperar_senha', {
    method: 'POST',
    publico: true,
    body: { email: texto(form, 'email') },
  });
  if (r.ok) {
    return redirecionarComAviso(request, '/login', r.data?.message ?? 'Enviado com sucesso.', { tipo: 'sucesso', duracao: DURACAO.recuperarSenha });
  }
  return data<ResultadoFormulario>({ errors: r.errors, error: r.errors ? undefined : r.error ?? 'Não foi possível enviar' }, { status: r.status });
}

export default function EsqueciSenha() {
  const fechar = useFecharModal('/login');
  return (
    <Modal titulo="Recuperar senha" onFechar={fechar} largura={440}>
      <p>Informe o e-mail cadastrado. Enviaremos um link para você criar uma nova senha.</p>
      <Formulario campos={['email']} rotuloSalvar="Enviar" rotuloSalvando="Enviando..." onCancelar={fechar}>
        <Campo nome="email" rotulo="E-mail" type="email" autoComplete="email" required />
      </Formulario>
    </Modal>
  );
}
