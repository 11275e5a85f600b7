import { PRONTA_RESPOSTA } from '@gr/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { useFetcher, useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { useEffect, useId } from 'react';
import { Modal, useFecharModal } from '~/components/modal';
import { useAvisos } from '~/components/toast';
import { ResumoViagem } from '~/components/viagem/resumo';
import { api, usuarioLogado } from '~/lib/api.server';
import { formatarDataHora } from '~/lib/datas';
import { texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import type { Esquema } from '~/lib/tipos';
import { listaDaJanela } from '~/lib/viagens';
import { carregarViagem, erroDaApi } from '~/lib/viagens.server';
import { PainelErro } from '~/root';

type Liberacao = Esquema<'LiberacaoDto'>;
type Resposta = { ok: true; mensagem: string; url?: string; valida_ate?: string; emails?: string[] } | { ok: false; mensagem: string };

/**
 * The trip's rapid-response window (spec 02 §2, §6, §7; decision 48), for groups 3, 5 and 6: the
 * trip's release list (liberacoes?tipo=PRONTA_RESPOSTA), 'Liberar pronta resposta'
 * (cria_liberacao_pronta_resposta: occurrence 249) and 'Gerar link de autorização', the signed
 * single-use link to the public page for the client to authorise.
 */
export const handle = { titulo: 'Pronta resposta' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [viagem, usuario] = await Promise.all([carregarViagem(request, params.id), usuarioLogado(request)]);
  const r = await api<{ rows: Liberacao[] }>(request, '/api/liberacoes', {
    query: { _search: 'true', tipo: 'PRONTA_RESPOSTA', solicitacao_monitoramento_id: String(viagem.id), rows: '18', page: '1', sidx: 'id', sord: 'asc' },
  });
  return { viagem, liberacoes: r.ok ? r.data.rows : [], pode: PRONTA_RESPOSTA.grupos.includes(usuario.grupo_usuario_id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) return data<Resposta>({ ok: false, mensagem: 'SM inválida' }, { status: 400 });
  const f = await request.formData();
  if (f.get('intent') === 'link') {
    const r = await api<{ url: string; valida_ate: string; emails: string[] }>(request, `/api/monitoramentos/${params.id}/link_pronta_resposta`, {
      method: 'POST',
      body: { enviar_email: f.get('enviar_email') === 'true' },
      registro: true,
    });
    if (!r.ok) return data<Resposta>({ ok: false, mensagem: erroDaApi(r, 'Não foi possível gerar o link') }, { status: r.status });
    return data<Resposta>({ ok: true, mensagem: 'Link de autorização gerado', url: r.data.url, valida_ate: r.data.valida_ate, emails: r.data.emails });
  }
  const r = await api<{ msg: string }>(request, '/api/monitoramentos/cria_liberacao_pronta_resposta', {
    method: 'POST',
    body: { sm_id: Number(params.id), observacao: texto(f, 'observacao') || null },
    registro: true,
  });
  if (!r.ok) return data<Resposta>({ ok: false, mensagem: erroDaApi(r, 'A pronta resposta não foi liberada') }, { status: r.status });
  return data<Resposta>({ ok: true, mensagem: r.data.msg });
}

export default function ProntaRespostaDaViagem() {
  const { viagem, liberacoes, pode } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const fechar = useFecharModal(listaDaJanela(pathname));
  const liberar = useFetcher<Resposta>();
  const link = useFetcher<Resposta>();
  const { notificar } = useAvisos();
  const idObs = useId();
  useEffect(() => {
    if (liberar.state === 'idle' && liberar.data) notificar(liberar.data.mensagem, liberar.data.ok ? 'sucesso' : 'erro', liberar.data.ok ? 6000 : 8000);
  }, [liberar.state, liberar.data, notificar]);
  const gerado = link.data?.ok ? link.data : null;
  return (
    <Modal titulo={`Pronta resposta: SM ${viagem.id}`} onFechar={fechar} largura={720}>
      <ResumoViagem viagem={viagem} />
      <table className="tabela-simples">
        <caption>Liberações de pronta resposta</caption>
        <thead>
          <tr>
            <th scope="col">Autorizado por</th>
            <th scope="col">Em</th>
            <th scope="col">Pelo</th>
            <th scope="col">Observação</th>
          </tr>
        </thead>
        <tbody>
          {liberacoes.length ? (
            liberacoes.map((l) => (
              <tr key={l.id}>
                <td>{l.usuario_liberacao}</td>
                <td>{formatarDataHora(l.data_cadastro)}</td>
                <td>{l.usuario_logado === 'LINK' ? 'link de autorização' : l.usuario_logado}</td>
                <td>{l.observacao ?? ''}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={4}>Ainda não foi autorizado</td>
            </tr>
          )}
        </tbody>
      </table>
      {pode ? (
        <>
          <liberar.Form method="post" className="form-pronta-resposta">
            <label htmlFor={idObs}>Observação</label>
            <textarea id={idObs} name="observacao" rows={2} maxLength={500} />
            <div className="form-acoes">
              <button type="submit" name="intent" value="liberar" className="botao botao-primario" disabled={liberar.state !== 'idle'}>
                {liberar.state !== 'idle' ? 'Liberando...' : 'Liberar pronta resposta'}
              </button>
            </div>
          </liberar.Form>
          <link.Form method="post">
            <div className="form-acoes">
              <label className="opcao-linha">
                <input type="checkbox" name="enviar_email" value="true" /> Enviar por e-mail aos contatos do cliente
              </label>
              <button type="submit" name="intent" value="link" className="botao" disabled={link.state !== 'idle'}>
                Gerar link de autorização
              </button>
            </div>
          </link.Form>
          {link.data && !link.data.ok && (
            <p className="form-erro-geral" role="alert">
              {link.data.mensagem}
            </p>
          )}
          {gerado?.url && (
            <p className="bloco-link" role="status">
              Link de uso único, válido até {formatarDataHora(gerado.valida_ate)}.{' '}
              {gerado.emails?.length ? `Enviado por e-mail a ${gerado.emails.join(', ')}.` : 'Envie ao cliente para autorizar:'}
              <input readOnly aria-label="Link de autorização" value={gerado.url} onFocus={(e) => e.currentTarget.select()} />
            </p>
          )}
        </>
      ) : (
        <p>Só os grupos 3, 5 e 6 liberam a pronta resposta.</p>
      )}
      <div className="form-acoes">
        <button type="button" className="botao" onClick={fechar}>
          Fechar
        </button>
      </div>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
