import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Circle, GeoJSON, MapContainer, Marker, Pane, Polyline, ScaleControl, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { CENTRO_PADRAO, type Coordenada, type LinhaMapa, type MarcadorMapa, type PropsMapa, ZOOM_PADRAO } from './tipos';

/**
 * The Leaflet map, browser only (loaded by Mapa.tsx). No image assets: markers are L.divIcon
 * (origin green, destination red, numbered stops blue, the vehicle dark, nearby points and
 * deviations in their own colours), so Leaflet's default icon URLs never
 * matter under Vite. Without a tile URL, or when the tile server cannot be reached, the offline
 * basemap (Natural Earth country and state outlines, public/mapa-base.json) is drawn under
 * everything, so a position is never a dot on a blank background.
 */
const ATRASO_ENQUADRAR = 500;

const TEXTO_MARCADOR: Partial<Record<MarcadorMapa['tipo'], string>> = { origem: 'O', destino: 'D', veiculo: 'V', proximo: 'P', desvio: '!', panico: '!' };
const TAMANHO_MARCADOR: Partial<Record<MarcadorMapa['tipo'], number>> = { parada: 22, veiculo: 26, panico: 22, selecionado: 30 };

function icone(m: MarcadorMapa): L.DivIcon {
  const texto = m.texto ?? (m.tipo === 'parada' ? String(m.numero ?? '') : (TEXTO_MARCADOR[m.tipo] ?? ''));
  const tamanho = TAMANHO_MARCADOR[m.tipo] ?? 18;
  return L.divIcon({
    className: `mapa-marcador mapa-marcador-${m.tipo}`,
    html: `<span style="line-height:${tamanho - 4}px">${texto}</span>`,
    iconSize: [tamanho, tamanho],
    iconAnchor: [tamanho / 2, tamanho / 2],
  });
}

const ENDERECO_MAPA_BASE = '/mapa-base.json';
let mapaBase: Promise<GeoJSON.FeatureCollection | null> | null = null;

/** Fetched once per page, only by a map that needs it. */
function carregarMapaBase(): Promise<GeoJSON.FeatureCollection | null> {
  mapaBase ??= fetch(ENDERECO_MAPA_BASE)
    .then((r) => (r.ok ? (r.json() as Promise<GeoJSON.FeatureCollection>) : null))
    .catch(() => null);
  return mapaBase;
}

const estiloBase = (f?: GeoJSON.Feature): L.PathOptions =>
  f?.properties?.tipo === 'estado'
    ? { color: '#8a9bb0', weight: 0.8, fill: false, interactive: false }
    : { color: '#6b7c93', weight: 1.2, fillColor: '#eef1e6', fillOpacity: 1, interactive: false };

/** How long tiles may take before the offline basemap is drawn under them. */
const ESPERA_TILES = 1500;

/**
 * Whether the offline basemap must be drawn: always without a tile URL; with one, as soon as a
 * tile fails, or when none has loaded after ESPERA_TILES (a tile server out of reach may hang
 * rather than fail, and the user would look at grey). Tiles that load later simply cover it.
 * Leaflet fires tileload/tileerror on the tile layer only (not on the map), hence the handlers.
 */
function useMapaBaseNecessario(semTiles: boolean): { necessario: boolean; eventosTiles: L.LeafletEventHandlerFnMap } {
  const [necessario, setNecessario] = useState(semTiles);
  const carregou = useRef(false);
  useEffect(() => {
    if (semTiles) return;
    const t = setTimeout(() => carregou.current || setNecessario(true), ESPERA_TILES);
    return () => clearTimeout(t);
  }, [semTiles]);
  const eventosTiles = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      tileload: () => {
        carregou.current = true;
      },
      tileerror: () => setNecessario(true),
    }),
    [],
  );
  return { necessario: necessario || semTiles, eventosTiles };
}

/** The offline basemap, in a pane under the tiles (z-index 150 < the tile pane's 200). */
function MapaBase() {
  const [dados, setDados] = useState<GeoJSON.FeatureCollection | null>(null);
  useEffect(() => {
    let vivo = true;
    void carregarMapaBase().then((d) => vivo && setDados(d));
    return () => {
      vivo = false;
    };
  }, []);
  if (!dados) return null;
  return (
    <Pane name="mapa-base" style={{ zIndex: 150 }}>
      <GeoJSON data={dados} style={estiloBase} interactive={false} attribution="Natural Earth" />
    </Pane>
  );
}

const latLng = (c: Coordenada): L.LatLngTuple => [c.latitude, c.longitude];

/** Clicks on the map (not on a marker) go to the screen. */
function Cliques({ onClick }: { onClick?: (c: Coordenada) => void }) {
  const ref = useRef(onClick);
  ref.current = onClick;
  useMapEvents({
    click: (e) => ref.current?.({ latitude: e.latlng.lat, longitude: e.latlng.lng }),
  });
  return null;
}

/** Recentres 500 ms after what must be seen changes (spec 03 §9 "recentre after 500 ms"). */
function Enquadrar({ pontos, zoom }: { pontos: readonly Coordenada[]; zoom: number }) {
  const map = useMap();
  const chave = pontos.map((p) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`).join(';');
  useEffect(() => {
    if (!pontos.length) return;
    const t = setTimeout(() => {
      if (pontos.length === 1) map.setView(latLng(pontos[0]!), Math.max(map.getZoom(), zoom));
      else map.fitBounds(L.latLngBounds(pontos.map(latLng)), { padding: [28, 28], maxZoom: 14 });
    }, ATRASO_ENQUADRAR);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chave, map, zoom]);
  return null;
}

/** The history's track and its fixes (violet), a deviation's segment (orange, dashed). */
const ESTILO_LINHA: Record<LinhaMapa['tipo'], L.PathOptions> = {
  historico: { color: '#6f42c1', weight: 3, opacity: 0.8 },
  desvio: { color: '#d9480f', weight: 3, opacity: 0.95, dashArray: '6 6' },
};
const ESTILO_CIRCULO: L.PathOptions = { color: '#6f42c1', weight: 1, fillColor: '#6f42c1', fillOpacity: 0.35 };

/** One marker (the kit's only way to draw one). */
function Marcador({ m }: { m: MarcadorMapa }) {
  return (
    <Marker
      position={latLng(m)}
      icon={icone(m)}
      title={m.rotulo}
      alt={m.rotulo}
      keyboard={false}
      bubblingMouseEvents={false}
      zIndexOffset={m.tipo === 'veiculo' || m.tipo === 'selecionado' ? 1000 : 0}
    />
  );
}

export default function MapaLeaflet({ config, rotulo, marcadores, linha, circulo, linhas, circulos, centro, zoom = ZOOM_PADRAO, enquadrar, onClick, className, movel }: PropsMapa) {
  const validos = useMemo(() => marcadores.filter((m) => Number.isFinite(m.latitude) && Number.isFinite(m.longitude) && Math.abs(m.latitude) <= 90 && Math.abs(m.longitude) <= 180), [marcadores]);
  const inicio = validos[0] ?? centro ?? CENTRO_PADRAO;
  const alvo = enquadrar ?? validos;
  const { necessario: comMapaBase, eventosTiles } = useMapaBaseNecessario(!config.tiles);
  // The lines, circles and markers, kept while only the moving marker changes (a replay redraws it a few times a second).
  const camadas = useMemo(
    () => (
      <>
        {linha && linha.length > 1 && <Polyline positions={linha.map(latLng)} pathOptions={{ color: '#0b5394', weight: 4, opacity: 0.85 }} interactive={false} />}
        {circulo && Number.isFinite(circulo.raioKm) && circulo.raioKm > 0 && (
          <Circle
            center={latLng(circulo.centro)}
            radius={circulo.raioKm * 1000}
            pathOptions={{ color: '#0b5394', weight: 2, fillColor: '#0b5394', fillOpacity: 0.12 }}
            interactive={false}
          />
        )}
        {linhas?.map((l) =>
          l.pontos.length > 1 ? <Polyline key={l.chave} positions={l.pontos.map(latLng)} pathOptions={ESTILO_LINHA[l.tipo]} interactive={false} /> : null,
        )}
        {circulos?.map((c) => <Circle key={c.chave} center={latLng(c.centro)} radius={c.raioM} pathOptions={ESTILO_CIRCULO} interactive={false} />)}
        {validos.map((m) => (
          <Marcador key={m.chave} m={m} />
        ))}
      </>
    ),
    [linha, circulo, linhas, circulos, validos],
  );
  return (
    <div
      className={`mapa ${config.tiles ? '' : 'mapa-sem-tiles'} ${className ?? ''}`}
      data-mapa-base={comMapaBase ? 'sim' : 'reserva'}
      role="region"
      aria-label={rotulo}
      data-marcadores={validos.length}
      data-linha={linha?.length ?? 0}
      data-linhas={linhas?.length ?? 0}
      data-circulos={circulos?.length ?? 0}
    >
      <MapContainer
        center={latLng(inicio)}
        zoom={zoom}
        zoomControl={false}
        attributionControl
        className="mapa-leaflet"
        style={{ height: '100%', width: '100%' }}
      >
        {comMapaBase && <MapaBase />}
        {config.tiles && <TileLayer url={config.tiles} attribution={config.atribuicao} eventHandlers={eventosTiles} />}
        <ZoomControl position="topleft" zoomInTitle="Aproximar" zoomOutTitle="Afastar" />
        <ScaleControl position="bottomleft" imperial={false} metric />
        {camadas}
        {movel && Number.isFinite(movel.latitude) && Number.isFinite(movel.longitude) && <Marcador m={movel} />}
        <Cliques onClick={onClick} />
        <Enquadrar pontos={alvo} zoom={zoom} />
      </MapContainer>
    </div>
  );
}
