import { MENSAGENS_CHECKLIST } from '@gr/domain';
import { type ActionFunctionArgs, data } from '@remix-run/node';
import { useLocation, useParams, useRouteError } from '@remix-run/react';
import { AreaTexto, Formulario } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { api } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';
import { gridDoPopup } from './checklist.liberar';

/** Cancel a checklist still in work (spec 01 §2.6 "cancel" dialog, §3 "Cancel"): POST /api/check_lists/cancelar. */
export const handle = { titulo: 'Cancelar checklist' };

export async function action({ request, params }: ActionFunctionArgs) {
  const url = new URL(request.url);
  if (!ehId(params.id)) return data({ error: 'Checklist inválido' }, { status: 400 });
  const form = await request.formData();
  const observacao = texto(form, 'observacao_cancelamento');
  if (!observacao) return data({ errors: { observacao_cancelamento: ['Informe o motivo do cancelamento'] } }, { status: 400 });
  const r = await api<{ message?: string }>(request, '/api/check_lists/cancelar', {
    method: 'POST',
    body: { id: Number(params.id), observacao_cancelamento: observacao },
  });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, gridDoPopup(url.pathname) + url.search, r.data?.message ?? MENSAGENS_CHECKLIST.cancelado, { tipo: 'sucesso', duracao: DURACAO.salvar });
}

export default function CancelarChecklist() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const fechar = useFecharModal(gridDoPopup(pathname));
  return (
    <Modal titulo={`Cancelar checklist nº ${id}`} onFechar={fechar} largura={520}>
      <Formulario campos={['observacao_cancelamento']} onCancelar={fechar} rotuloSalvar="Cancelar checklist" rotuloSalvando="Cancelando...">
        <AreaTexto nome="observacao_cancelamento" rotulo="Motivo do cancelamento" rows={4} maxLength={500} required />
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
