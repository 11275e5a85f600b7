import type { LinksFunction } from '@remix-run/node';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PropsMapa } from './tipos';

export * from './tipos';

/**
 * The one map (react-leaflet, STACK-NOTES.md): Leaflet touches `window` when it loads, so the map
 * lives in Mapa.client.tsx and is loaded lazily after hydration. Until then (and on the server) a
 * box of the same size holds its place. Routes that show a map add `linksMapa` to their links.
 */
const MapaCliente = lazy(() => import('./Mapa.client'));

export const linksMapa: LinksFunction = () => [{ rel: 'stylesheet', href: leafletCss }];

export function Mapa(props: PropsMapa) {
  const [noNavegador, setNoNavegador] = useState(false);
  useEffect(() => setNoNavegador(true), []);
  const reserva = (
    <div className={`mapa mapa-reserva ${props.className ?? ''}`} role="status">
      Carregando mapa...
    </div>
  );
  if (!noNavegador) return reserva;
  return (
    <Suspense fallback={reserva}>
      <MapaCliente {...props} />
    </Suspense>
  );
}
