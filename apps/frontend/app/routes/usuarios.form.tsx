import { GRUPO, GRUPOS_COM_CLIENTES_GERENCIADOS, GRUPOS_SENHA_OBRIGATORIA } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { useState } from 'react';
import { AreaTexto, Caixa, Campo, Formulario, Selecao } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { SeletorCliente } from '~/components/seletor-cliente';
import { api, exigir } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { booleano, falhaFormulario, inteiroOuNulo, inteiros, texto } from '~/lib/form.server';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';

/** GET /api/users/{id} */
interface UsuarioDetalhe {
  id: number;
  username: string;
  email: string | null;
  grupo_usuario_id: number;
  cliente_id: number | null;
  cliente: string | null;
  ativo: boolean;
  alterar_password: boolean;
  administrativo: boolean;
  liberativo: boolean;
  assinatura_email: string | null;
  clientes_gerenciados: Array<{ id: number; nome: string }>;
  updated_at: string;
}

export const meta: MetaFunction = ({ params }) => [{ title: `${params.id ? 'Editar usuário' : 'Novo usuário'} · GR` }];

/** The user pop-up over /usuarios: /usuarios/novo and /usuarios/:id (spec 03 §3, §5 "User"). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.id !== undefined && !/^\d+$/.test(params.id)) throw redirect('/usuarios');
  const [usuario, grupos] = await Promise.all([
    params.id ? api<UsuarioDetalhe>(request, `/api/users/${params.id}`).then(exigir) : Promise.resolve(null),
    api<Array<{ id: number; descricao: string }>>(request, '/api/grupos_usuarios/get_grupos_de_usuarios').then(exigir),
  ]);
  return { usuario, grupos };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const grupo = inteiroOuNulo(form, 'grupo');
  const password = String(form.get('password') ?? '');
  const user: Record<string, unknown> = {
    username: texto(form, 'username').toUpperCase(),
    email: texto(form, 'email'),
    grupo,
    cliente_id: grupo === GRUPO.CLIENTE ? inteiroOuNulo(form, 'cliente_id') : null,
    clientes_gerenciados: grupo !== null && GRUPOS_COM_CLIENTES_GERENCIADOS.includes(grupo) ? inteiros(form, 'clientes_gerenciados') : [],
    ativo: booleano(form, 'ativo'),
    alterar_password: booleano(form, 'alterar_password'),
    administrativo: booleano(form, 'administrativo'),
    liberativo: booleano(form, 'liberativo'),
    assinatura_email: texto(form, 'assinatura_email'),
  };
  // On edit an empty password keeps the current one.
  if (!params.id || password) {
    user.password = password;
    user.password_confirmation = String(form.get('password_confirmation') ?? '');
  }
  if (params.id) user.updated_at = texto(form, 'updated_at');
  const r = params.id
    ? await api(request, `/api/users/${params.id}`, { method: 'PATCH', body: { user } })
    : await api(request, '/api/users/create', { method: 'POST', body: { user } });
  if (!r.ok) return falhaFormulario(r);
  const busca = new URL(request.url).search;
  return redirecionarComAviso(request, `/usuarios${busca}`, params.id ? 'Usuário atualizado com sucesso' : 'Usuário cadastrado com sucesso', {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}

const CAMPOS = [
  'username',
  'email',
  'grupo',
  'grupo_usuario_id',
  'cliente_id',
  'cliente',
  'clientes_gerenciados',
  'password',
  'password_confirmation',
  'ativo',
  'alterar_password',
  'administrativo',
  'liberativo',
  'assinatura_email',
];

export default function UsuarioForm() {
  const { usuario, grupos } = useLoaderData<typeof loader>();
  const fechar = useFecharModal('/usuarios');
  const [grupo, setGrupo] = useState<number | null>(usuario?.grupo_usuario_id ?? null);
  const novo = !usuario;
  const senhaObrigatoria = novo && grupo !== null && GRUPOS_SENHA_OBRIGATORIA.includes(grupo);
  return (
    <Modal titulo={novo ? 'Novo usuário' : `Editar usuário ${usuario.username}`} onFechar={fechar} largura={720}>
      <Formulario campos={CAMPOS} onCancelar={fechar} className="form-colunas">
        {usuario && <input type="hidden" name="updated_at" value={usuario.updated_at} />}
        <Campo nome="username" rotulo="Usuário" defaultValue={usuario?.username} required className="maiusculas" autoComplete="off" />
        <Campo nome="email" rotulo="E-mail" type="email" defaultValue={usuario?.email ?? ''} autoComplete="off" />
        <Selecao
          nome="grupo"
          rotulo="Grupo"
          aliases={['grupo_usuario_id']}
          opcoes={grupos.map((g) => ({ valor: g.id, rotulo: g.descricao }))}
          defaultValue={usuario?.grupo_usuario_id ?? ''}
          onChange={(e) => setGrupo(e.target.value ? Number(e.target.value) : null)}
          required
        />
        {grupo === GRUPO.CLIENTE && (
          <SeletorCliente
            nome="cliente_id"
            rotulo="Cliente"
            aliases={['cliente']}
            obrigatorio
            inicial={usuario?.cliente_id ? [{ id: usuario.cliente_id, nome: usuario.cliente ?? `Cliente ${usuario.cliente_id}` }] : []}
          />
        )}
        {grupo !== null && GRUPOS_COM_CLIENTES_GERENCIADOS.includes(grupo) && (
          <SeletorCliente nome="clientes_gerenciados" rotulo="Clientes gerenciados" multiplo obrigatorio inicial={usuario?.clientes_gerenciados ?? []} />
        )}
        <Campo
          nome="password"
          rotulo="Senha"
          type="password"
          autoComplete="new-password"
          required={senhaObrigatoria}
          ajuda={novo ? undefined : 'Deixe em branco para manter a senha atual.'}
        />
        <Campo nome="password_confirmation" rotulo="Confirmação da senha" type="password" autoComplete="new-password" required={senhaObrigatoria} />
        <fieldset className="caixas">
          <legend>Opções</legend>
          <Caixa nome="ativo" rotulo="Ativo" defaultChecked={usuario?.ativo ?? true} />
          <Caixa nome="alterar_password" rotulo="Exigir troca de senha no próximo acesso" defaultChecked={usuario?.alterar_password ?? false} />
          <Caixa nome="administrativo" rotulo="Administrativo" defaultChecked={usuario?.administrativo ?? false} />
          <Caixa nome="liberativo" rotulo="Pode autorizar liberações" defaultChecked={usuario?.liberativo ?? false} />
        </fieldset>
        <AreaTexto nome="assinatura_email" rotulo="Assinatura de e-mail" defaultValue={usuario?.assinatura_email ?? ''} rows={3} className="largura-total" />
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
