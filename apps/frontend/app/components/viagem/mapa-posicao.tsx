import { formatarDataHora, formatarDistancia, MAPA_VIAGEM } from '@gr/domain';
import { useMemo } from 'react';
import { type ConfigMapa, type Coordenada, type LinhaMapa, Mapa, type MarcadorMapa } from '~/components/mapa/Mapa';
import type { Esquema } from '~/lib/tipos';

export type MapaDaViagem = Esquema<'PosicaoMapaDto'>;
export type PontoProximo = Esquema<'PontoProximoDto'>;
export type DesvioRota = Esquema<'DesvioRotaDto'>;
export type HistoricoDaViagem = Esquema<'HistoricoDaViagemDto'>;

const coordenadas = (c: Coordenada): Coordenada => ({ latitude: c.latitude, longitude: c.longitude });

/** The route's origin, numbered stops (with their stop type) and destination. */
function marcadoresDaRota(mapa: MapaDaViagem): MarcadorMapa[] {
  const m: MarcadorMapa[] = [];
  if (mapa.origem) m.push({ chave: 'origem', tipo: 'origem', ...coordenadas(mapa.origem), rotulo: `Origem: ${mapa.origem.descricao}` });
  for (const p of mapa.pontos) m.push({ chave: `parada-${p.ordem}`, tipo: 'parada', numero: p.ordem, ...coordenadas(p), rotulo: `Parada ${p.ordem} (${p.tipo_parada}): ${p.descricao}` });
  if (mapa.destino) m.push({ chave: 'destino', tipo: 'destino', ...coordenadas(mapa.destino), rotulo: `Destino: ${mapa.destino.descricao}` });
  return m;
}

const linhaDaRota = (mapa: MapaDaViagem): Coordenada[] | null => mapa.geojson?.coordinates.map(([longitude, latitude]) => ({ latitude, longitude })) ?? null;

/**
 * The route-on-map page's map (spec 03 §2 "Route-on-map screen for a trip"): the trip's planned
 * route only — its line (not for group 8), origin, stops and destination — framed on the whole
 * route, without the vehicle.
 */
export function MapaRotaDaViagem({ config, mapa }: { config: ConfigMapa; mapa: MapaDaViagem }) {
  const marcadores = useMemo(() => marcadoresDaRota(mapa), [mapa]);
  const linha = useMemo(() => linhaDaRota(mapa), [mapa]);
  // Framed on the origin, stops and destination (the line runs between them).
  return <Mapa config={config} rotulo={`Rota da SM ${mapa.id} no mapa`} className="mapa-posicao" marcadores={marcadores} linha={linha} />;
}

/** The planned stops in order, with their stop type. */
export function TabelaParadasDaRota({ mapa }: { mapa: MapaDaViagem }) {
  const linhas = [
    ...(mapa.origem ? [{ chave: 'origem', ordem: 'Origem', tipo: '—', ponto: mapa.origem }] : []),
    ...mapa.pontos.map((p) => ({ chave: `p${p.ordem}`, ordem: `Parada ${p.ordem}`, tipo: p.tipo_parada, ponto: p })),
    ...(mapa.destino ? [{ chave: 'destino', ordem: 'Destino', tipo: '—', ponto: mapa.destino }] : []),
  ];
  if (!linhas.length) return <p className="vazio">A SM não tem rota.</p>;
  return (
    <table className="tabela-simples">
      <caption className="visualmente-oculto">Origem, paradas previstas e destino da rota</caption>
      <thead>
        <tr>
          <th scope="col">Ordem</th>
          <th scope="col">Ponto</th>
          <th scope="col">Tipo de parada</th>
          <th scope="col">Raio</th>
        </tr>
      </thead>
      <tbody>
        {linhas.map((l) => (
          <tr key={l.chave}>
            <td>{l.ordem}</td>
            <td>{l.ponto.descricao}</td>
            <td>{l.tipo}</td>
            <td>{formatarDistancia(l.ponto.raio_ponto)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The trip's position map (spec 02 §2 "position page", §3 "Map data", §9; spec 03 §2 "Route-on-map
 * screen for a trip"): the route line, its origin, destination and numbered stops, the vehicle's
 * last position (zoom 9 on it), the history track with a 100 m circle per fix, the nearby points
 * and each deviation's segment from the vehicle's position to the route. What group 8 may not
 * load (line, nearby points, deviations) simply is not given.
 */
export function MapaPosicao({
  config,
  mapa,
  historico,
  proximos,
  desvios,
}: {
  config: ConfigMapa;
  mapa: MapaDaViagem;
  historico: HistoricoDaViagem['posicoes'];
  proximos: readonly PontoProximo[];
  desvios: readonly DesvioRota[];
}) {
  const marcadores = useMemo<MarcadorMapa[]>(() => {
    const m: MarcadorMapa[] = [];
    // The vehicle first: an empty map starts there.
    if (mapa.posicao) {
      m.push({ chave: 'veiculo', tipo: 'veiculo', ...coordenadas(mapa.posicao), rotulo: `Veículo ${mapa.placa ?? ''} em ${formatarDataHora(mapa.posicao.data_posicao)}`.replace('  ', ' ') });
    }
    m.push(...marcadoresDaRota(mapa));
    for (const p of proximos) m.push({ chave: `proximo-${p.id}`, tipo: 'proximo', ...coordenadas(p), rotulo: `${p.descricao} a ${formatarDistancia(p.distancia)}` });
    for (const d of desvios) {
      m.push({
        chave: `desvio-${d.id}`,
        tipo: 'desvio',
        latitude: d.latitude_atual,
        longitude: d.longitude_atual,
        rotulo: `Desvio de ${formatarDistancia(d.distancia)} da rota em ${formatarDataHora(d.inicio)}`,
      });
    }
    return m;
  }, [mapa, proximos, desvios]);

  const linhas = useMemo<LinhaMapa[]>(
    () => [
      { chave: 'historico', tipo: 'historico', pontos: historico.map(coordenadas), rotulo: 'Histórico de posições' },
      ...desvios.map((d): LinhaMapa => ({
        chave: `desvio-${d.id}`,
        tipo: 'desvio',
        pontos: [
          { latitude: d.latitude_atual, longitude: d.longitude_atual },
          { latitude: d.latitude_rota, longitude: d.longitude_rota },
        ],
        rotulo: formatarDistancia(d.distancia),
      })),
    ],
    [historico, desvios],
  );
  const circulos = useMemo(
    () => historico.map((p, i) => ({ chave: `h-${i}-${p.data_posicao}`, centro: coordenadas(p), raioM: MAPA_VIAGEM.raioPontoHistoricoM })),
    [historico],
  );
  const linhaRota = useMemo(() => linhaDaRota(mapa), [mapa]);
  // Zoom 9 on the vehicle; without a position, the whole route.
  const enquadrar = mapa.posicao ? [coordenadas(mapa.posicao)] : marcadores.map(coordenadas);

  return (
    <Mapa
      config={config}
      rotulo={`Mapa de posição da SM ${mapa.id}`}
      className="mapa-posicao"
      marcadores={marcadores}
      linha={linhaRota}
      linhas={linhas}
      circulos={circulos}
      zoom={MAPA_VIAGEM.zoom}
      enquadrar={enquadrar}
    />
  );
}

/** What each mark of the map is: a marker's colour or a line's stroke, and its name (`rota`: drawn on the route-only map too). */
const LEGENDA: ReadonlyArray<{ classe: string; texto: string; completo?: boolean; rota?: boolean }> = [
  { classe: 'mapa-marcador mapa-marcador-veiculo', texto: 'Veículo' },
  { classe: 'mapa-marcador mapa-marcador-origem', texto: 'Origem', rota: true },
  { classe: 'mapa-marcador mapa-marcador-parada', texto: 'Paradas', rota: true },
  { classe: 'mapa-marcador mapa-marcador-destino', texto: 'Destino', rota: true },
  { classe: 'traco traco-historico', texto: `Histórico (um círculo de ${MAPA_VIAGEM.raioPontoHistoricoM} m por posição)` },
  { classe: 'traco', texto: 'Rota', completo: true, rota: true },
  { classe: 'mapa-marcador mapa-marcador-proximo', texto: `Pontos a até ${MAPA_VIAGEM.raioPontosProximosKm} km`, completo: true },
  { classe: 'traco traco-desvio', texto: 'Desvio (posição → rota)', completo: true },
];

export function LegendaMapaPosicao({ completo, soRota = false }: { completo: boolean; soRota?: boolean }) {
  return (
    <ul className="posicao-legenda" aria-label="Legenda do mapa">
      {LEGENDA.filter((l) => (completo || !l.completo) && (!soRota || l.rota)).map((l) => (
        <li key={l.texto}>
          <span className={l.classe} aria-hidden="true" />
          {l.texto}
        </li>
      ))}
    </ul>
  );
}

/** The deviations, newest first, with their distance (KM over 1, else metres). */
export function TabelaDesvios({ desvios }: { desvios: readonly DesvioRota[] }) {
  if (!desvios.length) return <p className="vazio">Nenhum desvio de rota nesta SM.</p>;
  return (
    <table className="tabela-simples">
      <caption className="visualmente-oculto">Desvios de rota da SM</caption>
      <thead>
        <tr>
          <th scope="col">Início</th>
          <th scope="col">Fim</th>
          <th scope="col">Distância da rota</th>
          <th scope="col">Posição</th>
        </tr>
      </thead>
      <tbody>
        {desvios.map((d) => (
          <tr key={d.id}>
            <td>{formatarDataHora(d.inicio)}</td>
            <td>{d.fim ? formatarDataHora(d.fim) : 'Em desvio'}</td>
            <td>{formatarDistancia(d.distancia)}</td>
            <td>
              {d.latitude_atual.toFixed(5)}, {d.longitude_atual.toFixed(5)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The registered points near the vehicle, nearest first. */
export function TabelaPontosProximos({ pontos }: { pontos: readonly PontoProximo[] }) {
  if (!pontos.length) return <p className="vazio">Nenhum ponto cadastrado a até {MAPA_VIAGEM.raioPontosProximosKm} km do veículo.</p>;
  return (
    <table className="tabela-simples">
      <caption className="visualmente-oculto">Pontos próximos do veículo</caption>
      <thead>
        <tr>
          <th scope="col">Ponto</th>
          <th scope="col">Distância</th>
          <th scope="col">Raio</th>
        </tr>
      </thead>
      <tbody>
        {pontos.map((p) => (
          <tr key={p.id}>
            <td>{p.descricao}</td>
            <td>{formatarDistancia(p.distancia)}</td>
            <td>{formatarDistancia(p.raio_ponto)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
