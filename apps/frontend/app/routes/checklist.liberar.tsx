import { CHECKLIST, MENSAGENS_CHECKLIST } from '@gr/domain';
import { type ActionFunctionArgs, data } from '@remix-run/node';
import { useLocation, useParams, useRouteError } from '@remix-run/react';
import { AreaTexto, Campo, Formulario } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { api } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';

/**
 * Release a REPROVADO or MANUTENCAO checklist (spec 01 §2.3, §3 "Checklist liberation", §5): an
 * authoriser's username and password, the days it stays valid (1–30) and an observation. A pop-up
 * over whichever checklist grid opened it ({grid}/liberar/{id}); the server's refusal stays in it.
 */
export const handle = { titulo: 'Liberar checklist' };

/** '/checklist_operador/liberar/12' → '/checklist_operador'. */
export function gridDoPopup(pathname: string): string {
  return pathname.replace(/\/(liberar|cancelar)\/[^/]+\/?$/, '') || '/checklists';
}

export async function action({ request, params }: ActionFunctionArgs) {
  const url = new URL(request.url);
  if (!ehId(params.id)) return data({ error: 'Checklist inválido' }, { status: 400 });
  const form = await request.formData();
  const corpo = { username: texto(form, 'username'), password: String(form.get('password') ?? ''), tempo: Number(texto(form, 'tempo')), observacao: texto(form, 'observacao') || null };
  const errors: Record<string, string[]> = {};
  if (!corpo.username) errors.username = [MENSAGENS_CHECKLIST.liberacaoUsuario];
  if (!corpo.password) errors.password = [MENSAGENS_CHECKLIST.liberacaoUsuario];
  if (!Number.isInteger(corpo.tempo) || corpo.tempo < 1 || corpo.tempo > CHECKLIST.liberacaoMaxDias) errors.tempo = [MENSAGENS_CHECKLIST.liberacaoTempo];
  if (Object.keys(errors).length) return data({ errors }, { status: 400 });
  const r = await api<{ message?: string }>(request, `/api/check_lists/liberar/${params.id}`, { method: 'POST', body: corpo });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, gridDoPopup(url.pathname) + url.search, r.data?.message ?? MENSAGENS_CHECKLIST.liberado, { tipo: 'sucesso', duracao: DURACAO.salvar });
}

export default function LiberarChecklist() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const fechar = useFecharModal(gridDoPopup(pathname));
  return (
    <Modal titulo={`Liberar checklist nº ${id}`} onFechar={fechar} largura={520}>
      <Formulario campos={['username', 'password', 'tempo', 'observacao']} onCancelar={fechar} rotuloSalvar="Liberar" rotuloSalvando="Liberando...">
        <p className="pagina-descricao">Informe o usuário e a senha de quem autoriza a liberação.</p>
        <Campo nome="username" rotulo="Usuário" required autoComplete="off" />
        <Campo nome="password" rotulo="Senha" type="password" required autoComplete="new-password" />
        <Campo nome="tempo" rotulo="Tempo (dias)" type="number" min={1} max={CHECKLIST.liberacaoMaxDias} step={1} required defaultValue="1" ajuda={`De 1 a ${CHECKLIST.liberacaoMaxDias} dias`} />
        <AreaTexto nome="observacao" rotulo="Observação" rows={3} maxLength={500} />
      </Formulario>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
