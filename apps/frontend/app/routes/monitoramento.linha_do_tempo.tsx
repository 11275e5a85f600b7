import { formatarDataHora, NOMES_STATUS_VIAGEM, type StatusViagem } from '@gr/domain';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { useMemo, useState } from 'react';
import { linksMapa, type MarcadorMapa } from '~/components/mapa/Mapa';
import {
  type ItemLinha, LegendaLinhaDoTempo, type LinhaDoTempo, ListaLinhaDoTempo, MapaLinhaDoTempo, posicaoNoInstante, useReproducao, VELOCIDADES_REPRODUCAO,
} from '~/components/viagem/linha-do-tempo';
import { api, exigir } from '~/lib/api.server';
import { ehId } from '~/lib/ids';
import { configMapa } from '~/lib/mapa.server';
import { destinoVoltar, PARAM_VOLTAR } from '~/lib/voltar';
import { PainelErro } from '~/root';

/**
 * /monitoramento/linha_do_tempo/{id} (issue 22, "the trip's timeline"): the record a risk manager
 * hands to the insurer after a claim — the SM, its map with the route (staff) and the vehicle's
 * track, the events on it, and every item in time order (history, occurrences, observations,
 * commands, messages, releases). An item with a position shows it on the map. A trip with a track
 * can be replayed: a marker runs along it at 1× to 3600×, with play/pause and a time slider.
 * Scoped like every trip read; group 8 without the route line and the deviations (decision 41).
 */
export const links = linksMapa;
export const handle = { titulo: 'Linha do tempo da viagem' };
export const meta: MetaFunction = ({ params }) => [{ title: `Linha do tempo da SM ${params.id} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/emviagem');
  const dados = exigir(await api<LinhaDoTempo>(request, `/api/monitoramentos/${params.id}/linha_do_tempo`, { registro: true }));
  return { dados, config: configMapa() };
}

const nomeStatus = (s: number) => (NOMES_STATUS_VIAGEM[s as StatusViagem] ?? String(s)).replace('_', ' ');
const ms = (iso: string) => new Date(iso).getTime();

export default function LinhaDoTempoDaViagem() {
  const { dados, config } = useLoaderData<typeof loader>();
  const { sm, trilha, itens } = dados;
  const location = useLocation();
  const veioDeUmaLista = new URLSearchParams(location.search).has(PARAM_VOLTAR);
  const [selecionado, setSelecionado] = useState<ItemLinha | null>(null);
  const tempos = useMemo(() => trilha.posicoes.map((p) => ms(p.data_posicao)), [trilha]);
  const inicio = tempos[0] ?? 0;
  const fim = tempos.at(-1) ?? 0;
  const reproducao = useReproducao(inicio, fim);
  const [reproduzindo, setReproduzindo] = useState(false);
  const podeReproduzir = trilha.posicoes.length >= 2;
  const onde = reproduzindo ? posicaoNoInstante(trilha.posicoes, tempos, reproducao.instante) : null;
  const movel = useMemo<MarcadorMapa | null>(
    () => (onde ? { chave: 'reproducao', tipo: 'veiculo', latitude: onde.latitude, longitude: onde.longitude, rotulo: `Veículo em ${formatarDataHora(reproducao.instante)}` } : null),
    [onde?.latitude, onde?.longitude, reproducao.instante], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // The last item the replay has reached.
  const atual = useMemo(() => {
    if (!reproduzindo) return null;
    let c: string | null = null;
    for (const i of itens) if (ms(i.instante) <= reproducao.instante) c = i.chave;
    return c;
  }, [reproduzindo, itens, reproducao.instante]);

  return (
    <section className="painel painel-largo linha-do-tempo-pagina">
      <h1>
        Linha do tempo da SM {sm.id}
        {sm.placa ? ` · ${sm.placa}` : ''}
      </h1>
      <nav className="form-acoes" aria-label="Outras páginas da SM">
        {veioDeUmaLista && (
          <Link className="botao" to={destinoVoltar(location.search, '/emviagem')}>
            Voltar
          </Link>
        )}
        <Link className="botao" to={`/monitoramento/visualizar/${sm.id}`}>
          Visualizar dados da SM
        </Link>
        <Link className="botao" to={`/monitoramento/posicionamento/${sm.id}${sm.placa ? `?placa=${encodeURIComponent(sm.placa)}` : ''}`}>
          Posição
        </Link>
        <a className="botao" href={`/recursos/monitoramentos/${sm.id}/pdf`} target="_blank" rel="noopener noreferrer">
          PDF da SM
        </a>
      </nav>
      <dl className="resumo-viagem posicao-resumo">
        <dt>SM</dt>
        <dd>{sm.id}</dd>
        <dt>Placa</dt>
        <dd>{sm.placa ?? '—'}</dd>
        <dt>Status</dt>
        <dd>{nomeStatus(sm.status)}</dd>
        <dt>Cliente</dt>
        <dd>{sm.cliente ?? '—'}</dd>
        {sm.embarcador && (
          <>
            <dt>Embarcador</dt>
            <dd>{sm.embarcador}</dd>
          </>
        )}
        <dt>Motorista</dt>
        <dd>{sm.motorista ?? '—'}</dd>
        <dt>Rota</dt>
        <dd>{sm.rota ?? '—'}</dd>
        <dt>Início</dt>
        <dd>{sm.data_inicio ? formatarDataHora(sm.data_inicio) : `Previsto ${formatarDataHora(sm.previsao_inicio) || '—'}`}</dd>
        <dt>{sm.data_cancelamento ? 'Cancelada em' : 'Fim'}</dt>
        <dd>{sm.data_fim ? formatarDataHora(sm.data_fim) : sm.data_cancelamento ? formatarDataHora(sm.data_cancelamento) : `Previsto ${formatarDataHora(sm.previsao_fim) || '—'}`}</dd>
        <dt>Pontuação de risco</dt>
        <dd>{sm.pontuacao_risco}</dd>
      </dl>

      <div className="linha-do-tempo-corpo">
        <div className="linha-do-tempo-mapa">
          <MapaLinhaDoTempo config={config} dados={dados} selecionado={selecionado} movel={movel} />
          <LegendaLinhaDoTempo completo={dados.mapa.mapa_completo} />
          <p className="linha-do-tempo-trilha" role="status">
            {trilha.total === 0
              ? dados.inicio
                ? 'Nenhuma posição do veículo no tempo da viagem.'
                : 'A SM ainda não começou: sem trilha.'
              : trilha.total > trilha.posicoes.length
                ? `Trilha com ${trilha.posicoes.length.toLocaleString('pt-BR')} de ${trilha.total.toLocaleString('pt-BR')} posições (afinada por igual).`
                : `Trilha com ${trilha.total === 1 ? '1 posição' : `${trilha.total.toLocaleString('pt-BR')} posições`}.`}
          </p>
          {podeReproduzir && (
            <fieldset className="reproducao">
              <legend>Reproduzir trajeto</legend>
              <button
                type="button"
                className="botao botao-primario"
                onClick={() => {
                  setReproduzindo(true);
                  reproducao.alternar();
                }}
                aria-pressed={reproducao.tocando}
              >
                {reproducao.tocando ? 'Pausar' : 'Reproduzir'}
              </button>
              <label>
                Velocidade{' '}
                <select value={reproducao.velocidade} onChange={(e) => reproducao.setVelocidade(Number(e.target.value))}>
                  {VELOCIDADES_REPRODUCAO.map((v) => (
                    <option key={v} value={v}>
                      {v.toLocaleString('pt-BR')}×
                    </option>
                  ))}
                </select>
              </label>
              <label className="reproducao-tempo">
                <span>Instante</span>
                <input
                  type="range"
                  min={inicio}
                  max={fim}
                  step={1000}
                  value={reproducao.instante}
                  aria-valuetext={formatarDataHora(reproducao.instante)}
                  onChange={(e) => {
                    setReproduzindo(true);
                    reproducao.setInstante(Number(e.target.value));
                  }}
                />
              </label>
              <output className="reproducao-instante" aria-live="off">
                {formatarDataHora(reproducao.instante)}
                {reproduzindo && onde?.fix.velocidade !== null && onde?.fix.velocidade !== undefined ? ` · ${Math.round(onde.fix.velocidade)} km/h` : ''}
              </output>
            </fieldset>
          )}
        </div>
        <div className="linha-do-tempo-lista">
          <h2>
            Eventos e registros <small>({itens.length})</small>
          </h2>
          <ListaLinhaDoTempo itens={itens} selecionado={selecionado?.chave ?? null} onSelecionar={setSelecionado} atual={atual} />
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
