import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { FiltroPeriodo } from '~/components/painel/FiltroPeriodo';
import { CORES, diaCurto, formatarValor, Grafico } from '~/components/painel/Grafico';
import { carregarPainel } from '~/lib/painel.server';
import type { Esquema } from '~/lib/tipos';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Dashboard administrativo' };
export const meta: MetaFunction = () => [{ title: 'Dashboard administrativo · GR' }];

/**
 * /dashboard-admin (spec 02 §2 "Dashboards"; issue 23): the clients side by side in the period
 * (the 20 with most trips) and the trips day by day. Administrators' (the API's 'dashboard admin'
 * rule; the desk does not have it).
 */
export const loader = ({ request }: LoaderFunctionArgs) => carregarPainel<Esquema<'DashboardAdminDto'>>(request, '/api/monitoramentos/dashboard_admin');

export default function DashboardAdmin() {
  const { dados, erro, filtro } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-painel" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Dashboard administrativo</h1>
      <FiltroPeriodo filtro={filtro} erro={erro} />
      {dados && (
        <div className="graficos">
          <Grafico
            titulo="SMs por dia"
            tipo="linha"
            dados={dados.viagens_por_dia.map((d) => ({ ...d, dia: diaCurto(d.dia) }))}
            categoria="dia"
            nomeCategoria="Dia"
            series={[
              { chave: 'quantidade', nome: 'SMs', cor: CORES.azul },
              { chave: 'canceladas', nome: 'Canceladas', cor: CORES.vermelho },
            ]}
          />
          <Grafico
            titulo="SMs por cliente"
            tipo="barras-horizontais"
            empilhado
            dados={dados.por_cliente.map((c) => ({ ...c, cliente: c.cliente ?? `Cliente ${c.cliente_id}`, outras: c.viagens - c.em_viagem - c.finalizadas - c.canceladas }))}
            categoria="cliente"
            nomeCategoria="Cliente"
            series={[
              { chave: 'em_viagem', nome: 'Em viagem', cor: CORES.azul },
              { chave: 'finalizadas', nome: 'Finalizadas', cor: CORES.verde },
              { chave: 'canceladas', nome: 'Canceladas', cor: CORES.vermelho },
              { chave: 'outras', nome: 'Agendadas', cor: CORES.cinza },
            ]}
          />
          <Grafico
            titulo="Valor embarcado por cliente"
            tipo="barras-horizontais"
            formato="moeda"
            dados={dados.por_cliente.map((c) => ({ cliente: c.cliente ?? `Cliente ${c.cliente_id}`, valor_embarcado: c.valor_embarcado }))}
            categoria="cliente"
            nomeCategoria="Cliente"
            series={[{ chave: 'valor_embarcado', nome: 'Valor embarcado', cor: CORES.laranja }]}
          />
          <div className="grafico tabela-painel">
            <table className="grafico-tabela">
              <caption>Clientes no período</caption>
              <thead>
                <tr>
                  <th scope="col">Cliente</th>
                  <th scope="col">SMs</th>
                  <th scope="col">Em viagem</th>
                  <th scope="col">Finalizadas</th>
                  <th scope="col">Canceladas</th>
                  <th scope="col">Ocorrências</th>
                  <th scope="col">Valor embarcado</th>
                </tr>
              </thead>
              <tbody>
                {dados.por_cliente.map((c) => (
                  <tr key={c.cliente_id}>
                    <th scope="row">{c.cliente}</th>
                    <td>{formatarValor(c.viagens)}</td>
                    <td>{formatarValor(c.em_viagem)}</td>
                    <td>{formatarValor(c.finalizadas)}</td>
                    <td>{formatarValor(c.canceladas)}</td>
                    <td>{formatarValor(c.ocorrencias)}</td>
                    <td>{formatarValor(c.valor_embarcado, 'moeda')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
