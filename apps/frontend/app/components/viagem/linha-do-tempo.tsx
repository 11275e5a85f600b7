import { formatarDataHora, ROTULOS_MARCA, ROTULOS_TIPO_ITEM, type MarcaDoItem, type TipoItemLinhaDoTempo } from '@gr/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ConfigMapa, type Coordenada, type LinhaMapa, Mapa, type MarcadorMapa } from '~/components/mapa/Mapa';
import type { Esquema } from '~/lib/tipos';

export type LinhaDoTempo = Esquema<'LinhaDoTempoDto'>;
export type ItemLinha = Esquema<'ItemLinhaDoTempoDto'>;
type Fix = LinhaDoTempo['trilha']['posicoes'][number];

const temPosicao = (i: ItemLinha): i is ItemLinha & { latitude: number; longitude: number } => i.latitude !== null && i.longitude !== null;
const coordenadas = (c: Coordenada): Coordenada => ({ latitude: c.latitude, longitude: c.longitude });

/** How each live-monitoring event is drawn on the map: the deviation and panic have their own marker, the others a letter. */
const MARCADOR_DA_MARCA: Record<MarcaDoItem, Pick<MarcadorMapa, 'tipo' | 'texto'> | null> = {
  DESVIO: { tipo: 'desvio' },
  PANICO: { tipo: 'panico' },
  PARADA: { tipo: 'evento', texto: 'P' },
  RETORNO: { tipo: 'evento', texto: 'R' },
  PERIFERICO: { tipo: 'evento', texto: '!' },
  PERDA_SINAL: { tipo: 'evento', texto: 'S' },
  CHEGADA: { tipo: 'evento', texto: 'C' },
  // Ignition goes on and off all day: in the list, not on the map.
  IGNICAO: null,
};

/** Where the vehicle was at `t` (ms) on the track: between the two fixes around it, in proportion. */
export function posicaoNoInstante(trilha: readonly Fix[], tempos: readonly number[], t: number): (Coordenada & { fix: Fix }) | null {
  if (!trilha.length) return null;
  if (t <= tempos[0]!) return { ...coordenadas(trilha[0]!), fix: trilha[0]! };
  const n = trilha.length - 1;
  if (t >= tempos[n]!) return { ...coordenadas(trilha[n]!), fix: trilha[n]! };
  let lo = 0;
  let hi = n;
  while (hi - lo > 1) {
    const meio = (lo + hi) >> 1;
    if (tempos[meio]! <= t) lo = meio;
    else hi = meio;
  }
  const a = trilha[lo]!;
  const b = trilha[hi]!;
  const f = (t - tempos[lo]!) / Math.max(1, tempos[hi]! - tempos[lo]!);
  return { latitude: a.latitude + (b.latitude - a.latitude) * f, longitude: a.longitude + (b.longitude - a.longitude) * f, fix: f < 0.5 ? a : b };
}

/** Replay speeds: trip time per real second. */
export const VELOCIDADES_REPRODUCAO = [1, 10, 60, 600, 3600] as const;
const PASSO_MS = 125;

/**
 * The replay's clock: the instant on the track, playing or paused, at a speed; it stops at the end.
 * A tick every 125 ms is enough for a marker and keeps the page idle between ticks.
 */
export function useReproducao(inicio: number, fim: number) {
  const [instante, setInstante] = useState(inicio);
  const [tocando, setTocando] = useState(false);
  const [velocidade, setVelocidade] = useState<number>(600);
  const ultimo = useRef<number | null>(null);
  useEffect(() => {
    if (!tocando) return;
    ultimo.current = performance.now();
    const id = setInterval(() => {
      const agora = performance.now();
      const passou = agora - (ultimo.current ?? agora);
      ultimo.current = agora;
      setInstante((t) => {
        const proximo = Math.min(fim, t + passou * velocidade);
        if (proximo >= fim) setTocando(false);
        return proximo;
      });
    }, PASSO_MS);
    return () => clearInterval(id);
  }, [tocando, velocidade, fim]);
  const alternar = useCallback(() => {
    setTocando((t) => {
      // Play at the end starts over.
      if (!t) setInstante((i) => (i >= fim ? inicio : i));
      return !t;
    });
  }, [inicio, fim]);
  return { instante, setInstante, tocando, alternar, velocidade, setVelocidade };
}

/**
 * The timeline's map: the route line (staff: group 8 gets none), the origin, destination and
 * stops, the vehicle's track in the trip, a marker per live-monitoring event with a position,
 * the item picked in the list and, while replaying, the vehicle where it was.
 */
export function MapaLinhaDoTempo({
  config,
  dados,
  selecionado,
  movel,
}: {
  config: ConfigMapa;
  dados: LinhaDoTempo;
  selecionado: ItemLinha | null;
  movel: MarcadorMapa | null;
}) {
  const { mapa, trilha, itens } = dados;
  const marcadores = useMemo<MarcadorMapa[]>(() => {
    const m: MarcadorMapa[] = [];
    if (mapa.origem) m.push({ chave: 'origem', tipo: 'origem', ...coordenadas(mapa.origem), rotulo: `Origem: ${mapa.origem.descricao}` });
    for (const p of mapa.pontos) m.push({ chave: `parada-${p.ordem}`, tipo: 'parada', numero: p.ordem, ...coordenadas(p), rotulo: `Parada ${p.ordem} (${p.tipo_parada}): ${p.descricao}` });
    if (mapa.destino) m.push({ chave: 'destino', tipo: 'destino', ...coordenadas(mapa.destino), rotulo: `Destino: ${mapa.destino.descricao}` });
    for (const i of itens) {
      const estilo = i.marca ? MARCADOR_DA_MARCA[i.marca as MarcaDoItem] : null;
      if (!estilo || !temPosicao(i)) continue;
      m.push({ chave: i.chave, ...estilo, latitude: i.latitude, longitude: i.longitude, rotulo: `${i.titulo} em ${formatarDataHora(i.instante)}` });
    }
    if (selecionado && temPosicao(selecionado)) {
      m.push({ chave: `sel-${selecionado.chave}`, tipo: 'selecionado', latitude: selecionado.latitude, longitude: selecionado.longitude, rotulo: `${selecionado.titulo} em ${formatarDataHora(selecionado.instante)}`, texto: '◎' });
    }
    return m;
  }, [mapa, itens, selecionado]);
  const linhas = useMemo<LinhaMapa[]>(() => [{ chave: 'trilha', tipo: 'historico', pontos: trilha.posicoes.map(coordenadas), rotulo: 'Trilha do veículo' }], [trilha]);
  const linhaRota = useMemo(() => mapa.geojson?.coordinates.map(([longitude, latitude]) => ({ latitude, longitude })) ?? null, [mapa.geojson]);
  // The whole trip at first (track, route points); the picked item once there is one.
  const tudo = useMemo(() => [...trilha.posicoes.map(coordenadas), ...marcadores.filter((m) => m.tipo !== 'selecionado').map(coordenadas)], [trilha, marcadores]);
  const enquadrar = selecionado && temPosicao(selecionado) ? [coordenadas(selecionado)] : tudo;
  return (
    <Mapa
      config={config}
      rotulo={`Mapa da linha do tempo da SM ${mapa.id}`}
      className="mapa-linha-do-tempo"
      marcadores={marcadores}
      linha={linhaRota}
      linhas={linhas}
      zoom={12}
      enquadrar={enquadrar}
      movel={movel}
    />
  );
}

/** What each mark of the timeline's map is. */
export function LegendaLinhaDoTempo({ completo }: { completo: boolean }) {
  const itens: Array<{ classe: string; texto: string; letra?: string }> = [
    { classe: 'mapa-marcador mapa-marcador-origem', texto: 'Origem', letra: 'O' },
    { classe: 'mapa-marcador mapa-marcador-destino', texto: 'Destino', letra: 'D' },
    { classe: 'traco traco-historico', texto: 'Trilha do veículo' },
    ...(completo ? [{ classe: 'traco', texto: 'Rota' }, { classe: 'mapa-marcador mapa-marcador-desvio', texto: ROTULOS_MARCA.DESVIO, letra: '!' }] : []),
    { classe: 'mapa-marcador mapa-marcador-panico', texto: ROTULOS_MARCA.PANICO, letra: '!' },
    { classe: 'mapa-marcador mapa-marcador-evento', texto: 'Parada (P), retorno (R), perda de sinal (S), chegada (C)' },
  ];
  return (
    <ul className="posicao-legenda" aria-label="Legenda do mapa">
      {itens.map((l) => (
        <li key={l.texto}>
          <span className={l.classe} aria-hidden="true">
            {l.letra}
          </span>
          {l.texto}
        </li>
      ))}
    </ul>
  );
}

const CLASSE_TIPO: Record<TipoItemLinhaDoTempo, string> = {
  EVENTO: 'evento', OCORRENCIA: 'ocorrencia', OBSERVACAO: 'observacao', COMANDO: 'comando', MENSAGEM: 'mensagem', LIBERACAO: 'liberacao',
};

/**
 * The items, oldest first. An item with a position is a button that shows it on the map; while
 * replaying, the last item reached is marked as the current one.
 */
export function ListaLinhaDoTempo({ itens, selecionado, onSelecionar, atual }: { itens: readonly ItemLinha[]; selecionado: string | null; onSelecionar: (i: ItemLinha) => void; atual: string | null }) {
  if (!itens.length) return <p className="vazio">Nenhum registro na linha do tempo desta SM.</p>;
  return (
    <ol className="linha-do-tempo" aria-label="Linha do tempo da SM">
      {itens.map((i) => {
        const tipo = i.tipo as TipoItemLinhaDoTempo;
        const titulo = (
          <>
            <span className={`linha-do-tempo-tipo linha-do-tempo-tipo-${CLASSE_TIPO[tipo]}`}>{ROTULOS_TIPO_ITEM[tipo] ?? i.tipo}</span> <strong>{i.titulo}</strong>
          </>
        );
        return (
          <li key={i.chave} className={`${i.chave === selecionado ? 'selecionado' : ''} ${i.marca ? `marca-${i.marca.toLowerCase()}` : ''}`} aria-current={i.chave === atual ? 'step' : undefined}>
            <time dateTime={i.instante}>{formatarDataHora(i.instante)}</time>
            <div>
              {temPosicao(i) ? (
                <button type="button" className="linha-do-tempo-item" onClick={() => onSelecionar(i)} aria-pressed={i.chave === selecionado} title="Mostrar no mapa">
                  {titulo}
                </button>
              ) : (
                <span className="linha-do-tempo-item">{titulo}</span>
              )}
              <p>{i.descricao}</p>
              {i.usuario && <small>Por {i.usuario}</small>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
