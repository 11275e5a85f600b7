import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Campo, Formulario } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { api, exigir } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario, texto } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';

interface GrupoUsuario {
  id: number;
  descricao: string;
}

export const meta: MetaFunction = ({ params }) => [{ title: `${params.id ? 'Editar grupo de usuários' : 'Novo grupo de usuários'} · GR` }];

/** The group pop-up over /grupousuarios: /grupousuarios/novo and /grupousuarios/:id. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.id !== undefined && !/^\d+$/.test(params.id)) throw redirect('/grupousuarios');
  const grupo = params.id ? exigir(await api<GrupoUsuario>(request, `/api/grupos_usuarios/${params.id}`)) : null;
  return { grupo };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const body = { grupo_usuario: { descricao: texto(form, 'descricao').toUpperCase() } };
  const r = params.id
    ? await api(request, `/api/grupos_usuarios/${params.id}`, { method: 'PATCH', body })
    : await api(request, '/api/grupos_usuarios', { method: 'POST', body });
  if (!r.ok) return falhaFormulario(r);
  const busca = new URL(request.url).search;
  return redirecionarComAviso(
    request,
    `/grupousuarios${busca}`,
    params.id ? 'Grupo de usuários atualizado com sucesso' : 'Grupo de usuários cadastrado com sucesso',
    { tipo: 'sucesso', duracao: DURACAO.salvar },
  );
}

export default function GrupoUsuarioForm() {
  const { grupo } = useLoaderData<typeof loader>();
  const fechar = useFecharModal('/grupousuarios');
  return (
    <Modal titulo={grupo ? `Editar grupo ${grupo.descricao}` : 'Novo grupo de usuários'} onFechar={fechar} largura={480}>
      <Formulario campos={['descricao']} onCancelar={fechar}>
        <Campo nome="descricao" rotulo="Descrição" defaultValue={grupo?.descricao} required className="maiusculas" maxLength={120} />
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
