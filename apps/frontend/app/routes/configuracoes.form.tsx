import { CRITERIOS, GRUPO, MENSAGENS_CONFIGURACAO, OPCOES_VALIDADE_CONFIGURACAO } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { Campo, Formulario, Selecao } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { SeletorCliente } from '~/components/seletor-cliente';
import { useUsuario } from '~/components/usuario';
import { type ConfiguracaoLinha, ROTULOS_CRITERIO } from '~/grids/cadastro-apoio';
import { api, exigir } from '~/lib/api.server';
import { falhaFormulario, inteiroOuNulo, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';

/**
 * The configuration modal over /configuracoes (spec 03 §3 "Configuration", §4 "Configuration
 * modal", §5, §8): create and edit modes; editing shows the client read-only. Criterion and
 * validity are selects (3, 6 or 12 months). After saving: 'CONFIGURAÇÕES SALVAS COM SUCESSO' for
 * 6 s and back to /cadastro_consulta (spec 03 §2); a failure stays here with the server's errors.
 */
export const meta: MetaFunction = ({ params }) => [{ title: `${params.id ? 'Editar configuração' : 'Nova configuração'} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.id !== undefined && !ehId(params.id)) throw redirect('/configuracoes');
  return {
    configuracao: params.id ? exigir(await api<ConfiguracaoLinha>(request, `/api/cadastro_consulta/configuracoes/${params.id}`, { registro: true })) : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const validade = texto(form, 'validade_em_dias');
  const configuracao = {
    cliente_id: inteiroOuNulo(form, 'cliente_id'),
    razao_social: texto(form, 'razao_social') || null,
    criterio: texto(form, 'criterio') || null,
    validade_em_dias: /^\d+$/.test(validade) ? Number(validade) : null,
  };
  const r = params.id
    ? await api(request, `/api/cadastro_consulta/configuracoes/${params.id}`, {
        method: 'PATCH',
        body: { configuracao },
        registro: true,
      })
    : await api(request, '/api/cadastro_consulta/configuracoes', {
        method: 'POST',
        body: { configuracao },
        registro: true,
      });
  if (!r.ok) return falhaFormulario(r, 'Não foi possível salvar a configuração');
  return redirecionarComAviso(request, '/cadastro_consulta', MENSAGENS_CONFIGURACAO.salvas, { tipo: 'sucesso', duracao: 6000 });
}

export default function ConfiguracaoForm() {
  const { configuracao } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const fechar = useFecharModal('/configuracoes');
  const proprio = usuario?.grupo_usuario_id === GRUPO.CLIENTE && usuario.cliente_id ? { id: usuario.cliente_id, nome: usuario.cliente ?? '' } : null;
  return (
    <Modal titulo={configuracao ? `Editar configuração nº ${configuracao.id}` : 'Nova configuração'} onFechar={fechar} largura={620}>
      <Formulario campos={['cliente_id', 'razao_social', 'criterio', 'validade_em_dias']} onCancelar={fechar} erroComoAviso={8000}>
        {configuracao ? (
          <>
            {/* Edit mode: the client is read-only (spec 03 §4). */}
            <Campo
              nome="razao_social"
              rotulo="Cliente"
              readOnly
              value={configuracao.razao_social}
              aliases={['cliente_id']}
              ajuda="O cliente não pode ser alterado."
            />
            <input type="hidden" name="cliente_id" value={configuracao.cliente_id} />
          </>
        ) : (
          <SeletorCliente nome="cliente_id" rotulo="Cliente" obrigatorio fixo={proprio} />
        )}
        <Selecao
          nome="criterio"
          rotulo="Critério"
          required
          opcoes={CRITERIOS.map((c) => ({
            valor: c,
            rotulo: ROTULOS_CRITERIO[c],
          }))}
          defaultValue={configuracao?.criterio ?? ''}
        />
        <Selecao
          nome="validade_em_dias"
          rotulo="Validade da consulta"
          required
          opcoes={OPCOES_VALIDADE_CONFIGURACAO.map((o) => ({
            valor: o.dias,
            rotulo: o.rotulo,
          }))}
          defaultValue={configuracao?.validade_em_dias ?? ''}
        />
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
