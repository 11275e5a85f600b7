import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { Campo, Formulario } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { ResumoViagem } from '~/components/viagem/resumo';
import { api } from '~/lib/api.server';
import { ehId } from '~/lib/ids';
import { deCampoDataHora, paraCampoDataHora, listaDaJanela } from '~/lib/viagens';
import { carregarViagem, erroDaApi, voltarParaLista } from '~/lib/viagens.server';
import { PainelErro } from '~/root';

/** Start trip window (spec 02 §2, §4): PATCH {id}/iniciarviagem → 'SM iniciada com sucesso! placa: …'. */
export const handle = { titulo: 'Iniciar viagem' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  return { viagem: await carregarViagem(request, params.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) return data({ error: 'SM inválida' }, { status: 400 });
  const form = await request.formData();
  const campo = String(form.get('previsao_inicio') ?? '');
  const previsao = campo ? deCampoDataHora(campo) : undefined;
  if (campo && !previsao) return data({ errors: { previsao_inicio: ['Form não valido'] } }, { status: 400 });
  const r = await api<{ msg?: string }>(request, `/api/monitoramentos/${params.id}/iniciarviagem`, {
    method: 'PATCH',
    body: { monitoramento: previsao ? { previsao_inicio: previsao } : {} },
    registro: true,
  });
  // Start errors are joined from the errors list (spec 02 §8).
  if (!r.ok) return data({ error: erroDaApi(r, 'A SM não foi iniciada!').replace(/\n/g, '; ') }, { status: r.status === 403 ? 403 : 422 });
  return voltarParaLista(request, r.data?.msg ?? 'SM iniciada com sucesso!');
}

export default function IniciarViagem() {
  const { viagem } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const fechar = useFecharModal(listaDaJanela(pathname));
  return (
    <Modal titulo={`Iniciar viagem: SM ${viagem.id}`} onFechar={fechar} largura={560}>
      <ResumoViagem viagem={viagem} />
      <Formulario campos={['previsao_inicio']} onCancelar={fechar} rotuloSalvar="Iniciar viagem" rotuloSalvando="Iniciando...">
        <Campo nome="previsao_inicio" rotulo="Início da viagem" type="datetime-local" defaultValue={paraCampoDataHora(new Date())} required />
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
