import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { linksMapa } from '~/components/mapa/Mapa';
import { FormularioRota } from '~/components/rotas/formulario-rota';
import { PainelErro } from '~/root';
import type { loader } from './rota.server';

export { action, loader } from './rota.server';

/**
 * The route form (spec 03 §2 "Routes and points", §3 Route, §4/§5 Route, §8, §9 "Map and route"):
 * /rota (new) and /rota/{id}. Description, client (a client user's own, preset), ATIVA/DESATIVADA,
 * origin and destination picked from the points (find_pontos), ordered stops added from the point
 * list (stop type 2) or by clicking the map (type 3; an origin comes first), each with its stop
 * type, moved up or down or removed. The map shows the markers and the line traced by POST
 * /api/rotas/tracar 150 ms after each change, with 'Distância: 123,4 km'. Save → 'Rota salva/
 * atualizada com sucesso' then /rotas; a stop the router refuses → 'Erro no ponto ...' for 10 s.
 * Staff on a saved route: 'Atualizar rota' (atualiza_rota). A client user on a route in use sees
 * it read-only with the reason.
 */
export const links = linksMapa;
export const handle = { titulo: (pathname: string) => (pathname === '/rota' ? 'Nova rota' : 'Rota') };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.rota ? `Rota ${data.rota.descricao}` : 'Nova rota'} · GR` }];

export default function RotaPagina() {
  const { rota } = useLoaderData<typeof loader>();
  return <FormularioRota key={rota ? `${rota.id}-${rota.updated_at}` : 'nova'} />;
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
