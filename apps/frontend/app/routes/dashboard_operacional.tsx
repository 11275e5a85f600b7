import { isStaff, NIVEIS_ALERTA } from '@gr/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useFetcher, useLoaderData, useRevalidator, useRouteError } from '@remix-run/react';
import { useEffect } from 'react';
import { useAvisoDoFetcher, type RespostaComAviso } from '~/components/aviso-do-fetcher';
import { Grafico, Numero } from '~/components/painel/Grafico';
import { useAtualizacoesViagens } from '~/components/viagem/use-atualizacoes';
import { api, exigir, exigirPagina, usuarioLogado } from '~/lib/api.server';
import type { Esquema } from '~/lib/tipos';
import { ChecklistOnline } from '~/components/painel/ChecklistOnline';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Dashboard operacional' };
export const meta: MetaFunction = () => [{ title: 'Dashboard operacional · GR' }];

type Grupos = Array<Esquema<'GrupoAlertasDto'>>;

/** Spec 02 §9: the dashboard's alerts every 2 minutes, the pending alerts every 90 s. */
const RECARREGAR_MS = 2 * 60_000;
const PENDENTES_MS = 90_000;
/** Pushed changes (a new alert on any trip) reload the page at most this often. */
const PUSH_MINIMO_MS = 3_000;

/**
 * /dashboard_operacional (issue 23; spec 02 §2, §3 "Pending alert", §4 "Alert levels", §9;
 * docs/decisoes.md 47): the pending alerts by level and by how long they wait, and the list of
 * them grouped by type, where staff conclude them. Where groups 5 and 6 land after login.
 * Refreshed every 2 minutes, the list every 90 s, and pushed: any change of a trip the desk reads
 * (the live stream) reloads it, so an alert raised by the live monitoring shows at once.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // The page is the menu's 'dashboard operacional' rule; the calls alone would open it to any reader of trips.
  await exigirPagina(request);
  const [usuario, agregados, grupos] = await Promise.all([
    usuarioLogado(request),
    api<Esquema<'AlertasAgregadosDto'>>(request, '/api/monitoramentos/alertas_agregados_por_tempo').then(exigir),
    api<Grupos>(request, '/api/monitoramentos/alertas_pendentes').then(exigir),
  ]);
  return { agregados, grupos, lidoEm: Date.now(), conclui: isStaff(usuario.grupo_usuario_id) };
}

export async function action({ request }: ActionFunctionArgs): Promise<RespostaComAviso> {
  const id = Number((await request.formData()).get('alerta_id'));
  const r = await api<Esquema<'AlertaConcluidoDto'>>(request, '/api/monitoramentos/conclui_alerta', { method: 'POST', body: { alerta_id: id }, registro: true });
  if (r.ok) return { ok: true, mensagem: r.data.msg, duracao: 3000 };
  return { ok: false, mensagem: r.error ?? 'O alerta não foi concluído.' };
}

function idade(minutos: number): string {
  if (minutos < 60) return `há ${minutos} min`;
  const h = Math.floor(minutos / 60);
  return `há ${h} h ${minutos % 60} min`;
}

function Concluir({ alertaId, titulo }: { alertaId: number; titulo: string }) {
  const fetcher = useFetcher<RespostaComAviso>();
  useAvisoDoFetcher(fetcher);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="alerta_id" value={alertaId} />
      <button type="submit" className="botao botao-pequeno" disabled={fetcher.state !== 'idle'} aria-label={`Concluir o alerta ${titulo}`}>
        {fetcher.state !== 'idle' ? 'Concluindo...' : 'Concluir'}
      </button>
    </fetcher.Form>
  );
}

export default function DashboardOperacional() {
  const dados = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const pendentes = useFetcher<{ grupos: Grupos; lidoEm: number }>();

  useAtualizacoesViagens({ ids: [], porLista: false, todas: true, intervaloMinimoMs: PUSH_MINIMO_MS });
  useEffect(() => {
    const painel = setInterval(() => document.visibilityState === 'visible' && revalidator.revalidate(), RECARREGAR_MS);
    const lista = setInterval(() => document.visibilityState === 'visible' && pendentes.load('/recursos/alertas_pendentes'), PENDENTES_MS);
    return () => {
      clearInterval(painel);
      clearInterval(lista);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const maisNovo = pendentes.data && pendentes.data.lidoEm > dados.lidoEm ? pendentes.data.grupos : dados.grupos;
  const { agregados } = dados;
  const atualizado = new Date(dados.lidoEm).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return (
    <section className="pagina-painel" aria-labelledby="titulo-pagina">
      <div className="cabecalho-painel">
        <h1 id="titulo-pagina">Dashboard operacional</h1>
        <ChecklistOnline marcado={false} />
      </div>
      <p className="painel-atualizado" aria-live="polite">
        Alertas pendentes: <strong data-testid="total-alertas">{agregados.total.toLocaleString('pt-BR')}</strong> · atualizado às {atualizado}
      </p>
      <div className="numeros-painel" aria-label="Alertas pendentes por nível">
        {agregados.niveis.map((n) => (
          <Numero key={n.nivel} rotulo={n.descricao} valor={n.quantidade} destaque={n.nivel <= 1 && n.quantidade ? 'alerta' : undefined} />
        ))}
      </div>
      <div className="graficos">
        <Grafico
          titulo="Alertas pendentes por nível"
          tipo="rosca"
          dados={agregados.niveis.map((n) => ({ nivel: n.descricao, quantidade: n.quantidade, cor: n.cor }))}
          categoria="nivel"
          nomeCategoria="Nível"
          series={[{ chave: 'quantidade', nome: 'Alertas', cor: '#b3261e' }]}
          chaveCor="cor"
          vazio="Nenhum alerta pendente."
        />
        <Grafico
          titulo="Alertas pendentes por tempo de espera"
          tipo="barras-horizontais"
          empilhado
          dados={agregados.tempos}
          categoria="tempo"
          nomeCategoria="Tempo desde o alerta"
          series={NIVEIS_ALERTA.map((n) => ({ chave: `nivel_${n.nivel}`, nome: n.descricao, cor: n.cor }))}
          vazio="Nenhum alerta pendente."
          altura={300}
        />
      </div>
      <section className="alertas-pendentes" aria-labelledby="titulo-pendentes">
        <h2 id="titulo-pendentes">Alertas pendentes</h2>
        {maisNovo.length === 0 && <p>Nenhum alerta pendente.</p>}
        {maisNovo.map((g) => (
          <details key={g.nome} className="grupo-alertas" open>
            <summary>
              {g.nome} <span className="contagem">({g.quantidade.toLocaleString('pt-BR')})</span>
            </summary>
            <ul>
              {g.alertas.map((a) => (
                <li key={a.alerta_id} className="alerta" style={{ borderLeftColor: a.cor }} data-testid="alerta-pendente">
                  <span className="alerta-nivel" style={{ background: a.cor }}>
                    {a.nivel_descricao}
                  </span>
                  <span className="alerta-texto">
                    <strong>{a.titulo}</strong>
                    <small>
                      {a.cliente ?? ''} · {idade(a.minutos)}
                      {a.descricao ? ` · ${a.descricao}` : ''}
                    </small>
                  </span>
                  <Link to={`/monitoramento/posicionamento/${a.sm_id}`} className="botao botao-pequeno">
                    SM {a.sm_id}
                  </Link>
                  {dados.conclui && <Concluir alertaId={a.alerta_id} titulo={a.titulo} />}
                </li>
              ))}
            </ul>
          </details>
        ))}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
