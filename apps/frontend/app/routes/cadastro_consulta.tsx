import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useRouteError } from '@remix-run/react';
import { Grid } from '~/components/grid/Grid';
import { revalidarGrid } from '~/components/grid/rota';
import { gridCadastroConsulta } from '~/grids/cadastro-consulta';
import { api } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { acaoGrid, carregarGrid, respostaAcao } from '~/lib/grid.server';
import { PainelErro } from '~/root';
import estilos from '~/cadastro-consulta.css?url';

/**
 * /cadastro_consulta (spec 03 §2 "Registration and consultation"): the registrations and external
 * protocols of the user's scope (the API scopes a client user to its own), 50 rows; 'Remover
 * protocolo' (DELETE /api/registro/{id}) for groups 3 and 4. Group 12 lands here after login.
 */
export const handle = { titulo: 'Cadastro e consulta' };
export const meta: MetaFunction = () => [{ title: 'Cadastro e consulta · GR' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: estilos }];

export async function loader({ request }: LoaderFunctionArgs) {
  const busca = new URL(request.url).searchParams;
  return { grade: await carregarGrid(request, gridCadastroConsulta), documento: busca.get('documento') ?? '', placa: busca.get('placa') ?? '' };
}

export const action = ({ request }: ActionFunctionArgs) =>
  acaoGrid(request, gridCadastroConsulta, '', {
    intents: {
      remover: async (id) => respostaAcao(await api<{ message?: string }>(request, `/api/registro/${id}`, { method: 'DELETE', registro: true }), 'Protocolo removido com sucesso', DURACAO.padrao),
    },
  });

export const shouldRevalidate = revalidarGrid;

export default function CadastroConsulta() {
  const { grade, documento, placa } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">Cadastro e consulta</h1>
      {/* The registrations of a driver, owner, company or vehicle: digits of the CPF/CNPJ or the plate. */}
      <Form method="get" className="busca-documento" aria-label="Buscar por documento ou placa">
        <div className="campo">
          <label htmlFor="busca-documento">CPF ou CNPJ</label>
          <input id="busca-documento" name="documento" inputMode="numeric" defaultValue={documento} onChange={(e) => (e.target.value = e.target.value.replace(/\D/g, '').slice(0, 14))} />
        </div>
        <div className="campo">
          <label htmlFor="busca-placa">Placa</label>
          <input id="busca-placa" name="placa" defaultValue={placa} maxLength={8} onChange={(e) => (e.target.value = e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))} />
        </div>
        <button type="submit" className="botao">
          Buscar
        </button>
      </Form>
      <Grid def={gridCadastroConsulta} dados={grade} titulo="Registros de cadastro e consulta" />
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
