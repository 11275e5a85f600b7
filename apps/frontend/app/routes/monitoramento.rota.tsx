import { formatarDistancia, isStaff, PARAMETROS_ACOMPANHAMENTO, pode } from '@gr/domain';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useNavigate, useRouteError } from '@remix-run/react';
import { linksMapa } from '~/components/mapa/Mapa';
import { useUsuario } from '~/components/usuario';
import { JanelaOuPagina } from '~/components/viagem-form/janela-ou-pagina';
import { LegendaMapaPosicao, type MapaDaViagem, MapaRotaDaViagem, TabelaParadasDaRota } from '~/components/viagem/mapa-posicao';
import { api, exigir } from '~/lib/api.server';
import { ehId } from '~/lib/ids';
import { configMapa } from '~/lib/mapa.server';
import { destinoVoltar } from '~/lib/voltar';
import { PainelErro } from '~/root';

/**
 * /monitoramento/rota/{id} (spec 03 §2 "Route-on-map screen for a trip"; spec 02 §2, §7 "Maps";
 * decisions 41 and 44): the trip's planned route on the map — line, origin, destination and the
 * planned stops with their stop types — under the trip's SM number, plate, client, route, the
 * route's length and its deviation corridor; staff who may open routes get a link to /rota/{id} (new tab, as from notices).
 * The data is posicao_mapa's (404, 403 for another client's trip, shown by the error panel).
 * Group 8 gets the page without the line, the length or the corridor (spec 02 §6: it cannot load
 * the route geojson; the API does not give them) and is told so.
 */
export const links = linksMapa;
export const handle = { titulo: 'Rota da viagem no mapa' };
export const meta: MetaFunction = ({ params }) => [{ title: `Rota da SM ${params.id} no mapa · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/emviagem');
  const mapa = exigir(await api<MapaDaViagem>(request, `/api/monitoramentos/${params.id}/posicao_mapa`, { registro: true }));
  return { mapa, config: configMapa() };
}

const km = (v: number | null) => (v === null ? '—' : formatarDistancia(v));
/** The corridor always in km, as the route form asks for it. */
const kmDoCorredor = (v: number) => `${v.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} km`;

export default function RotaDaViagemNoMapa() {
  const { mapa, config } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const location = useLocation();
  const navigate = useNavigate();
  const fechar = () => ((location.state as { doGrid?: boolean } | null)?.doGrid ? navigate(-1) : navigate(destinoVoltar(location.search, '/emviagem')));
  const grupo = usuario?.grupo_usuario_id;
  // The route's page for staff who may open it: to edit it, or read it (the desk reads routes).
  const acessos = usuario?.acessos ?? {};
  const linkRota = mapa.rota_id !== null && grupo !== undefined && isStaff(grupo) && pode(acessos, 'rotas', 'show');
  return (
    <JanelaOuPagina titulo={`Rota da SM ${mapa.id}${mapa.placa ? ` · ${mapa.placa}` : ''}`} onFechar={fechar}>
      <dl className="resumo-viagem posicao-resumo">
        <dt>SM</dt>
        <dd>{mapa.id}</dd>
        <dt>Placa</dt>
        <dd>{mapa.placa ?? '—'}</dd>
        <dt>Cliente</dt>
        <dd>{mapa.cliente ?? '—'}</dd>
        <dt>Rota</dt>
        <dd>{mapa.rota ?? 'Sem rota'}</dd>
        {mapa.mapa_completo && (
          <>
            <dt>Extensão</dt>
            <dd>{km(mapa.distancia_km)}</dd>
            <dt>Corredor de desvio</dt>
            <dd>
              {mapa.rota_id === null ? '—' : mapa.corredor_km === null ? `${kmDoCorredor(PARAMETROS_ACOMPANHAMENTO.corredorKm)} (padrão)` : kmDoCorredor(mapa.corredor_km)}
            </dd>
          </>
        )}
      </dl>
      {linkRota && (
        <p className="posicao-barra">
          <Link className="botao" to={`/rota/${mapa.rota_id}`} target="_blank" rel="noopener">
            {pode(acessos, 'rotas', 'update') ? 'Editar rota' : 'Ver rota'}
          </Link>
        </p>
      )}
      {!mapa.mapa_completo && mapa.rota_id !== null && <p className="aviso-campo" role="status">O traçado da rota não está disponível para o seu perfil: o mapa mostra a origem, as paradas e o destino.</p>}
      {mapa.mapa_completo && mapa.rota_id !== null && !mapa.geojson && <p className="aviso-campo" role="status">A rota ainda não tem traçado: o mapa mostra a origem, as paradas e o destino.</p>}
      <MapaRotaDaViagem config={config} mapa={mapa} />
      <LegendaMapaPosicao completo={mapa.mapa_completo} soRota />
      <h3>Origem, paradas e destino</h3>
      <TabelaParadasDaRota mapa={mapa} />
    </JanelaOuPagina>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
