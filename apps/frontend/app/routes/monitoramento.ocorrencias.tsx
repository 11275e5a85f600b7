import { GRUPOS_STAFF, MENSAGENS_VIAGEM } from '@gr/domain';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useFetcher, useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { AreaTexto, Formulario, Selecao } from '~/components/form';
import { Modal, useFecharModal } from '~/components/modal';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { ocorrenciasDe, tiposDeOcorrencia } from '~/components/viagem-form/ocorrencias.server';
import { carregarViagem } from '~/lib/viagens.server';
import { TabelaOcorrencias } from '~/components/viagem-form/tabela-ocorrencias';
import type { OcorrenciaDaViagem } from '~/components/viagem-form/tipos';
import { api } from '~/lib/api.server';
import { inteiroOuNulo, texto } from '~/lib/form.server';
import { ehId } from '~/lib/ids';
import { exibir } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import { PainelErro } from '~/root';

/**
 * The occurrence window of a trip (spec 02 §2 /monitoramento/ocorrencias/{id}, "Windows opened
 * from lists"): the trip's occurrences, a new one among the types allowed for the trip's status
 * (the types' agendada/em_viagem/cancelada/finalizada flags), `?ocorrencia_id=` preselecting one,
 * and the conference sub-window.
 */
export const handle = { titulo: 'Ocorrências da SM' };
export const meta: MetaFunction = ({ params }) => [{ title: `Ocorrências da SM ${params.id} · GR` }];

const LISTA_DO_STATUS: Record<number, string> = { 1: '/agendada', 2: '/emviagem', 3: '/finalizada', 4: '/cancelada' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/emviagem');
  const url = new URL(request.url);
  const pagina = Math.max(1, Number(url.searchParams.get('pagina')) || 1);
  const viagem = await carregarViagem(request, params.id);
  const [ocorrencias, tipos] = await Promise.all([ocorrenciasDe(request, params.id!, pagina), tiposDeOcorrencia(request, viagem.status)]);
  const pre = Number(url.searchParams.get('ocorrencia_id'));
  return { viagem, ocorrencias, tipos, preSelecionada: tipos.find((t) => t.id === pre) ?? null };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/emviagem');
  const form = await request.formData();
  const aqui = new URL(request.url);
  aqui.searchParams.delete('ocorrencia_id');
  const volta = `${aqui.pathname}${aqui.search}`;
  if (texto(form, '_acao') === 'conferir') {
    const id = texto(form, 'id');
    if (!/^\d+$/.test(id)) return data({ ok: false, error: 'Ocorrência inválida' }, { status: 400 });
    const r = await api<{ msg?: string }>(request, `/api/monitoramentos/ocorrencias/${id}/conferir`, {
      method: 'PATCH',
      registro: true,
      body: { conferencia: { observacao: texto(form, 'observacao') || undefined } },
    });
    if (!r.ok) return data({ ok: false, error: r.error ?? Object.values(r.errors ?? {}).flat().join(', ') ?? 'A ocorrência não foi conferida' }, { status: r.status });
    return data({ ok: true, msg: r.data?.msg ?? 'Ocorrência conferida com sucesso' });
  }
  const ocorrenciaId = inteiroOuNulo(form, 'ocorrencia_id');
  if (!ocorrenciaId) return data({ errors: { ocorrencia_id: [MENSAGENS_VIAGEM.ocorrenciaNaoSelecionada] }, error: MENSAGENS_VIAGEM.ocorrenciaNaoSelecionada }, { status: 400 });
  const r = await api<{ msg?: string; id?: number }>(request, `/api/monitoramentos/${params.id}/nova_ocorrencia`, {
    method: 'POST',
    registro: true,
    body: { ocorrencia: { ocorrencia_id: ocorrenciaId, descricao: texto(form, 'descricao') || undefined } },
  });
  if (!r.ok) {
    if (r.status === 403) return data({ error: r.error ?? MENSAGENS_VIAGEM.permissaoNegada }, { status: 403 });
    const motivo = r.status >= 500 ? 'Erro interno do servidor!' : (r.error ?? '');
    const error = motivo.startsWith('A Ocorrencia não foi registrada!') ? motivo : `A Ocorrencia não foi registrada! ${motivo}`.trim();
    return data({ errors: r.errors, error }, { status: r.status });
  }
  return redirecionarComAviso(request, volta, r.data.msg ?? 'Ocorrência registrada com sucesso', { tipo: 'sucesso', duracao: 6000 });
}

export default function OcorrenciasDaViagem() {
  const { viagem, ocorrencias, tipos, preSelecionada } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const location = useLocation();
  const { notificar } = useAvisos();
  const [conferindo, setConferindo] = useState<OcorrenciaDaViagem | null>(null);
  const conferencia = useFetcher<{ ok: boolean; msg?: string; error?: string }>();
  const staff = (GRUPOS_STAFF as readonly number[]).includes(usuario?.grupo_usuario_id ?? 0);
  // Back to the list it came from, else the list of the trip's status.
  const fechar = useFecharModal(LISTA_DO_STATUS[viagem.status] ?? '/emviagem', ['pagina', 'ocorrencia_id']);

  const avisado = useRef(false);
  useEffect(() => {
    if (preSelecionada && !avisado.current) {
      avisado.current = true;
      notificar(`Ocorrencia ${preSelecionada.descricao} foi pre selecionada`, 'info', 4000);
    }
  }, [preSelecionada, notificar]);

  const ultima = useRef<unknown>();
  useEffect(() => {
    const r = conferencia.data;
    if (!r || r === ultima.current || conferencia.state !== 'idle') return;
    ultima.current = r;
    if (r.ok) {
      notificar(r.msg ?? 'Ocorrência conferida com sucesso', 'sucesso', 6000);
      setConferindo(null);
    } else notificar(r.error ?? 'A ocorrência não foi conferida', 'erro', 6000);
  }, [conferencia.data, conferencia.state, notificar]);

  const pagina = ocorrencias.page;
  const irPara = (p: number) => {
    const q = new URLSearchParams(location.search);
    q.set('pagina', String(p));
    return `?${q.toString()}`;
  };

  return (
    <Modal titulo={`Ocorrências da SM ${viagem.id}${viagem.placa ? ` · ${exibir('placa', viagem.placa)}` : ''}`} onFechar={fechar} largura={1000}>
      <TabelaOcorrencias linhas={ocorrencias.rows} onConferir={staff ? setConferindo : undefined} />
      {ocorrencias.total > 1 && (
        <nav className="paginador" aria-label="Páginas de ocorrências">
          {pagina > 1 && <Link to={irPara(pagina - 1)}>Anterior</Link>} <span>Página {pagina} de {ocorrencias.total}</span>{' '}
          {pagina < ocorrencias.total && <Link to={irPara(pagina + 1)}>Próxima</Link>}
        </nav>
      )}
      <h3>Nova ocorrência</h3>
      <Formulario campos={['ocorrencia_id', 'descricao']} rotulo="Nova ocorrência" rotuloSalvar="Registrar ocorrência" rotuloSalvando="Registrando..." onCancelar={fechar}>
        <Selecao
          nome="ocorrencia_id"
          rotulo="Ocorrência"
          opcoes={tipos.map((t) => ({ valor: t.id, rotulo: `${t.codigo ? `${t.codigo} - ` : ''}${t.descricao}` }))}
          defaultValue={preSelecionada ? String(preSelecionada.id) : ''}
        />
        <AreaTexto nome="descricao" rotulo="Descrição" rows={3} maxLength={2000} />
      </Formulario>
      {conferindo && (
        <Modal titulo={`Conferir ocorrência ${conferindo.codigo ?? conferindo.id}`} onFechar={() => setConferindo(null)} largura={520}>
          <p>{conferindo.descricao}</p>
          <conferencia.Form method="post" className="formulario">
            <input type="hidden" name="_acao" value="conferir" />
            <input type="hidden" name="id" value={conferindo.id} />
            <div className="campo">
              <label htmlFor="conferencia-observacao">Observação da conferência</label>
              <textarea id="conferencia-observacao" name="observacao" rows={3} maxLength={2000} />
            </div>
            <div className="form-acoes">
              <button type="button" className="botao botao-secundario" onClick={() => setConferindo(null)}>
                Cancelar
              </button>
              <button type="submit" className="botao botao-primario" disabled={conferencia.state !== 'idle'}>
                {conferencia.state !== 'idle' ? 'Conferindo...' : 'Confirmar conferência'}
              </button>
            </div>
          </conferencia.Form>
        </Modal>
      )}
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
