import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { AreaTexto, Formulario } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { ResumoViagem } from '~/components/viagem/resumo';
import { api } from '~/lib/api.server';
import { texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { listaDaJanela } from '~/lib/viagens';
import { carregarViagem, erroDaApi, voltarParaLista } from '~/lib/viagens.server';
import { PainelErro } from '~/root';

/** Observation window (spec 02 §2, §7): POST nova_observacao. */
export const handle = { titulo: 'Incluir observação' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  return { viagem: await carregarViagem(request, params.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) return data({ error: 'SM inválida' }, { status: 400 });
  const observacao = texto(await request.formData(), 'observacao');
  if (!observacao) return data({ errors: { observacao: ['Informe a observação'] } }, { status: 400 });
  const r = await api<{ msg?: string }>(request, '/api/monitoramentos/nova_observacao', {
    method: 'POST',
    body: { observacao: { solicitacao_monitoramento_id: Number(params.id), observacao } },
    registro: true,
  });
  if (!r.ok) return data({ errors: r.errors, error: r.errors ? undefined : erroDaApi(r, 'A observação não foi registrada!') }, { status: r.status === 403 ? 403 : 422 });
  return voltarParaLista(request, r.data?.msg ?? 'Observação registrada com sucesso');
}

export default function ObservacaoViagem() {
  const { viagem } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const fechar = useFecharModal(listaDaJanela(pathname));
  return (
    <Modal titulo={`Incluir observação: SM ${viagem.id}`} onFechar={fechar} largura={600}>
      <ResumoViagem viagem={viagem} />
      <Formulario campos={['observacao']} onCancelar={fechar} rotuloSalvar="Incluir observação" rotuloSalvando="Incluindo...">
        <AreaTexto nome="observacao" rotulo="Observação" rows={5} maxLength={2000} required />
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
