import { MENSAGENS_VINCULO, TIPOS_VINCULO } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useParams, useRouteError } from '@remix-run/react';
import { Formulario, Selecao } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { Seletor } from '~/components/seletor';
import { api, exigir } from '~/lib/api.server';
import { DURACAO, DURACAO_ERRO_VINCULO } from '~/lib/avisos';
import { falhaFormulario, inteiroOuNulo, texto } from '~/lib/form.server';
import { exibir } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import type { FuncionarioDetalhe } from '~/lib/tipos';
import { PainelErro } from '~/root';
import { ehId } from '~/lib/ids';

/**
 * Link a driver to the client (criar_vinculo) or, with ?funcionario_id=, change the type of the
 * active link. 'VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE' and the other refusals are a red notice.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('funcionario_id');
  if (!ehId(id)) return { funcionario: null };
  const f = exigir(await api<FuncionarioDetalhe>(request, `/api/funcionarios/${id}/${params.id}`, { registro: true }));
  return { funcionario: { id: f.id, nome: f.nome, cpf: f.cpf, vinculo: f.vinculo } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const funcionarioId = inteiroOuNulo(form, 'funcionario_id');
  if (!funcionarioId) return data({ errors: { funcionario_id: ['Escolha um motorista da lista'] } }, { status: 400 });
  const alterar = texto(form, 'modo') === 'alterar';
  const r = await api<{ message?: string }>(request, '/api/clientes/vincular_motorista', {
    method: 'POST',
    body: { cliente_id: Number(params.id), funcionario_id: funcionarioId, vinculo: texto(form, 'vinculo') || null, criar_vinculo: !alterar },
  });
  if (!r.ok) return falhaFormulario(r);
  const q = new URL(request.url).searchParams;
  q.delete('funcionario_id');
  const busca = q.toString();
  return redirecionarComAviso(request, `/cliente/${params.id}/motoristas${busca ? `?${busca}` : ''}`, r.data.message ?? MENSAGENS_VINCULO.atualizado, {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}

export default function VincularMotorista() {
  const { funcionario } = useLoaderData<typeof loader>();
  const { id } = useParams();
  const fechar = useFecharModal(`/cliente/${id}/motoristas`, ['funcionario_id']);
  return (
    <Modal titulo={funcionario ? 'Alterar tipo do vínculo' : 'Vincular motorista'} onFechar={fechar} largura={520}>
      <Formulario
        campos={['funcionario_id', 'vinculo', 'cliente_id']}
        onCancelar={fechar}
        erroComoAviso={DURACAO_ERRO_VINCULO}
        rotuloSalvar={funcionario ? 'Salvar' : 'Vincular'}
      >
        {funcionario ? (
          <>
            <p>
              <strong>{funcionario.nome}</strong> · CPF {exibir('cpf', funcionario.cpf)}
            </p>
            <input type="hidden" name="funcionario_id" value={funcionario.id} />
            <input type="hidden" name="modo" value="alterar" />
          </>
        ) : (
          <Seletor
            nome="funcionario_id"
            rotulo="Motorista"
            fonte="funcionarios"
            obrigatorio
            placeholder="Digite ao menos 3 letras do nome ou o CPF"
            minimo={3}
            erroSemEscolha="Escolha um motorista da lista"
          />
        )}
        <Selecao
          nome="vinculo"
          rotulo="Tipo vínculo"
          required
          opcoes={TIPOS_VINCULO.map((t) => ({ valor: t, rotulo: t }))}
          defaultValue={funcionario?.vinculo ?? ''}
        />
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
