import { GRUPO, PRIORIDADE_MAXIMA_CONTATO, somenteDigitos, TIPOS_CONTATO } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Campo, Formulario, Selecao } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useUsuario } from '~/components/usuario';
import { api, exigir } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario, inteiroOuNulo, texto } from '~/lib/form.server';
import { exibir } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import type { Contato } from '~/lib/tipos';
import { PainelErro } from '~/root';
import { ehId } from '~/lib/ids';

/**
 * The contact pop-up over /contatos (spec 03 §3 "Contact"; spec 01 §5: a name shorter than 5
 * characters is incomplete; phone (99)9999-9999 with an optional ninth digit; type OPERACIONAL
 * by default). POST /api/contatos or PATCH /api/contatos/{id} with `{ contato }`.
 */
export const meta: MetaFunction = ({ params }) => [{ title: `${params.id ? 'Editar contato' : 'Novo contato'} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.id !== undefined && !ehId(params.id)) throw redirect('/contatos');
  return { contato: params.id ? exigir(await api<Contato>(request, `/api/contatos/${params.id}`, { registro: true })) : null };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const contato = {
    cliente_id: inteiroOuNulo(form, 'cliente_id'),
    nome: texto(form, 'nome').toUpperCase(),
    telefone: somenteDigitos(texto(form, 'telefone')) || null,
    email: texto(form, 'email') || null,
    tipo: texto(form, 'tipo') || 'OPERACIONAL',
    prioridade: inteiroOuNulo(form, 'prioridade'),
  };
  const r = params.id
    ? await api(request, `/api/contatos/${params.id}`, { method: 'PATCH', body: { contato }, registro: true })
    : await api(request, '/api/contatos', { method: 'POST', body: { contato } });
  if (!r.ok) return falhaFormulario(r);
  const busca = new URL(request.url).search;
  return redirecionarComAviso(request, `/contatos${busca}`, params.id ? 'Contato atualizado com sucesso' : 'Contato salvo com sucesso', {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}

export default function ContatoForm() {
  const { contato } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const fechar = useFecharModal('/contatos');
  const proprio = usuario?.grupo_usuario_id === GRUPO.CLIENTE && usuario.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? '' } : null;
  return (
    <Modal titulo={contato ? `Editar contato ${contato.nome}` : 'Novo contato'} onFechar={fechar} largura={680}>
      <Formulario campos={['cliente_id', 'nome', 'telefone', 'email', 'tipo', 'prioridade']} onCancelar={fechar} className="form-colunas">
        <SeletorCliente
          nome="cliente_id"
          rotulo="Cliente"
          obrigatorio
          fixo={proprio}
          inicial={contato ? [{ id: contato.cliente_id, nome: contato.razao_social_cliente }] : []}
        />
        <Campo nome="nome" rotulo="Nome" required minLength={5} maxLength={100} className="maiusculas largura-total" defaultValue={contato?.nome} ajuda="Ao menos 5 caracteres." />
        <Campo nome="telefone" rotulo="Telefone" mascara="telefone" placeholder="(99)99999-9999" defaultValue={exibir('telefone', contato?.telefone)} />
        <Campo nome="email" rotulo="E-mail" type="email" maxLength={150} defaultValue={contato?.email ?? ''} />
        <Selecao nome="tipo" rotulo="Tipo" vazio={null} opcoes={TIPOS_CONTATO.map((t) => ({ valor: t, rotulo: t }))} defaultValue={contato?.tipo ?? 'OPERACIONAL'} />
        <Selecao
          nome="prioridade"
          rotulo="Prioridade"
          vazio={null}
          ajuda="Ordem de acionamento (1 é o primeiro)."
          opcoes={Array.from({ length: PRIORIDADE_MAXIMA_CONTATO }, (_, i) => ({ valor: i + 1, rotulo: String(i + 1) }))}
          defaultValue={contato?.prioridade ?? 1}
        />
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
