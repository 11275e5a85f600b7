import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { AreaTexto, Campo, Formulario, Selecao } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { ResumoViagem } from '~/components/viagem/resumo';
import { api } from '~/lib/api.server';
import { texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { deCampoDataHora, paraCampoDataHora, listaDaJanela } from '~/lib/viagens';
import { carregarViagem, erroDaApi, voltarParaLista } from '~/lib/viagens.server';
import { PainelErro } from '~/root';

/**
 * Cancel trip window (spec 02 §2, §3 "Cancel data", §8): the reasons from GET {id}/motivos, then
 * PATCH {id}/cancelarviagem → 'Viagem cancelada com sucesso!' or 'A Viagem não foi cancelada!'.
 */
export const handle = { titulo: 'Cancelar SM' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viagem = await carregarViagem(request, params.id);
  const r = await api<{ motivos: string[] }>(request, `/api/monitoramentos/${params.id}/motivos`, { registro: true });
  return { viagem, motivos: r.ok && Array.isArray(r.data?.motivos) ? r.data.motivos : [] };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) return data({ error: 'SM inválida' }, { status: 400 });
  const form = await request.formData();
  const motivos = texto(form, 'motivos');
  const quando = texto(form, 'data_cancelamento');
  const dataCancelamento = quando ? deCampoDataHora(quando) : undefined;
  const errors: Record<string, string[]> = {};
  if (!motivos) errors.motivos = ['Selecione o motivo do cancelamento'];
  if (quando && !dataCancelamento) errors.data_cancelamento = ['Form não valido'];
  if (Object.keys(errors).length) return data({ errors }, { status: 400 });
  const observacao = texto(form, 'observacao');
  const r = await api<{ msg?: string }>(request, `/api/monitoramentos/${params.id}/cancelarviagem`, {
    method: 'PATCH',
    body: { monitoramento: { motivos, ...(dataCancelamento ? { data_cancelamento: dataCancelamento } : {}), ...(observacao ? { observacao } : {}) } },
    registro: true,
  });
  if (!r.ok) return data({ errors: r.errors, error: `A Viagem não foi cancelada! ${erroDaApi(r, '')}`.trim() }, { status: r.status === 403 ? 403 : 422 });
  return voltarParaLista(request, r.data?.msg ?? 'Viagem cancelada com sucesso!');
}

export default function CancelarViagem() {
  const { viagem, motivos } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const fechar = useFecharModal(listaDaJanela(pathname));
  return (
    <Modal titulo={`Cancelar a SM ${viagem.id}`} onFechar={fechar} largura={600}>
      <ResumoViagem viagem={viagem} />
      <Formulario campos={['motivos', 'data_cancelamento', 'observacao']} onCancelar={fechar} rotuloSalvar="Cancelar a SM" rotuloSalvando="Cancelando...">
        <Selecao nome="motivos" rotulo="Motivo" opcoes={motivos.map((m) => ({ valor: m, rotulo: m }))} required />
        <Campo nome="data_cancelamento" rotulo="Data do cancelamento" type="datetime-local" defaultValue={paraCampoDataHora(new Date())} />
        <AreaTexto nome="observacao" rotulo="Observação" rows={4} maxLength={2000} />
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
