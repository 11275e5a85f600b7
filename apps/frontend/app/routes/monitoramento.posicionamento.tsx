import { formatarDataHora, JANELAS_HISTORICO_HORAS } from '@gr/domain';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useNavigate, useRevalidator, useRouteError } from '@remix-run/react';
import { linksMapa } from '~/components/mapa/Mapa';
import { JanelaOuPagina } from '~/components/viagem-form/janela-ou-pagina';
import { useAtualizacoesViagens } from '~/components/viagem/use-atualizacoes';
import {
  type DesvioRota, type HistoricoDaViagem, LegendaMapaPosicao, type MapaDaViagem, MapaPosicao, type PontoProximo, TabelaDesvios, TabelaPontosProximos,
} from '~/components/viagem/mapa-posicao';
import { api, exigir } from '~/lib/api.server';
import { ehId } from '~/lib/ids';
import { configMapa } from '~/lib/mapa.server';
import { destinoVoltar } from '~/lib/voltar';
import { PainelErro } from '~/root';

/**
 * /monitoramento/posicionamento/{id}?placa= (spec 02 §2 "position page"; "Clicking a position
 * reference opens a map window"; the in-transit menu's 'position'; /emviagem?acao=true&tipo=posicao):
 * the trip's map with the vehicle, the route and its points, the history of the last 1, 2, 4, 6
 * or 24 hours (`?horas=`, in the URL like every view), the nearby points and the deviations. A
 * window for staff, a page for a client user, who sees neither the route line nor the nearby
 * points nor the deviations (spec 02 §6): the API does not give them, so the page never asks.
 * The live desk reloads it when the trip changes (a new fix, an occurrence).
 */
export const links = linksMapa;
export const handle = { titulo: 'Posicionamento da viagem' };
export const meta: MetaFunction = ({ params }) => [{ title: `Posição da SM ${params.id} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/emviagem');
  const base = `/api/monitoramentos/${params.id}`;
  const pedido = Number(new URL(request.url).searchParams.get('horas'));
  const horas = JANELAS_HISTORICO_HORAS.includes(pedido) ? pedido : JANELAS_HISTORICO_HORAS[0]!;
  const mapa = exigir(await api<MapaDaViagem>(request, `${base}/posicao_mapa`, { registro: true }));
  const [historico, proximos, desvios] = await Promise.all([
    api<HistoricoDaViagem>(request, `${base}/ultimas_posicoes`, { registro: true, query: { horas } }).then(exigir),
    mapa.mapa_completo
      ? api<{ pontos: PontoProximo[] }>(request, `${base}/pontos_proximos`, { registro: true }).then((r) => exigir(r).pontos)
      : ([] as PontoProximo[]),
    mapa.mapa_completo ? api<DesvioRota[]>(request, `${base}/desvio_rota`, { registro: true }).then(exigir) : ([] as DesvioRota[]),
  ]);
  return { mapa, historico, proximos, desvios, horas, config: configMapa() };
}

const simNao = (v: boolean | null | undefined) => (v === null || v === undefined ? '—' : v ? 'Ligada' : 'Desligada');

export default function PosicionamentoViagem() {
  const { mapa, historico, proximos, desvios, horas, config } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  // Back to the list it came from (the grid's own history entry, or its `voltar`), else the trips in transit.
  const fechar = () => ((location.state as { doGrid?: boolean } | null)?.doGrid ? navigate(-1) : navigate(destinoVoltar(location.search, '/emviagem')));
  const revalidador = useRevalidator();
  // A fix of this trip's vehicle (or any change of the trip) moves the map without a reload (issue 22).
  useAtualizacoesViagens({ ids: [mapa.id], porLista: false });
  const comHoras = (h: number) => {
    const q = new URLSearchParams(location.search);
    q.set('horas', String(h));
    return `?${q.toString()}`;
  };
  const p = mapa.posicao;
  return (
    <JanelaOuPagina titulo={`Posição da SM ${mapa.id}${mapa.placa ? ` · ${mapa.placa}` : ''}`} onFechar={fechar}>
      <dl className="resumo-viagem posicao-resumo">
        <dt>Placa</dt>
        <dd>{mapa.placa ?? '—'}</dd>
        <dt>Terminal</dt>
        <dd>{mapa.terminal_id ?? '—'}</dd>
        <dt>Rota</dt>
        <dd>{mapa.rota ?? '—'}</dd>
        <dt>Última posição</dt>
        <dd>{p ? formatarDataHora(p.data_posicao) : 'Sem posição do veículo'}</dd>
        {p && (
          <>
            <dt>Velocidade</dt>
            <dd>{p.velocidade === null ? '—' : `${Math.round(p.velocidade)} km/h`}</dd>
            <dt>Ignição</dt>
            <dd>{simNao(p.ignicao)}</dd>
          </>
        )}
      </dl>
      <nav className="posicao-barra" aria-label="Janela do histórico">
        <span>Histórico:</span>
        {JANELAS_HISTORICO_HORAS.map((h) => (
          <Link
            key={h}
            to={comHoras(h)}
            replace
            state={location.state}
            preventScrollReset
            className={`botao ${h === horas ? 'botao-primario' : ''}`}
            aria-current={h === horas ? 'true' : undefined}
          >
            {h} h
          </Link>
        ))}
        <span role="status">
          {historico.posicoes.length === 1 ? '1 posição' : `${historico.posicoes.length} posições`}
          {historico.inicio ? '' : ' (a SM ainda não começou)'}
        </span>
        <button type="button" className="botao" onClick={() => revalidador.revalidate()} disabled={revalidador.state !== 'idle'}>
          {revalidador.state === 'idle' ? 'Atualizar' : 'Atualizando...'}
        </button>
      </nav>
      <MapaPosicao config={config} mapa={mapa} historico={historico.posicoes} proximos={proximos} desvios={desvios} />
      <LegendaMapaPosicao completo={mapa.mapa_completo} />
      {mapa.mapa_completo && (
        <>
          <h3>Desvios de rota</h3>
          <TabelaDesvios desvios={desvios} />
          <h3>Pontos próximos</h3>
          <TabelaPontosProximos pontos={proximos} />
        </>
      )}
    </JanelaOuPagina>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
