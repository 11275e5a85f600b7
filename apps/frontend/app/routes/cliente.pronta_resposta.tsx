import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useRouteError } from '@remix-run/react';
import { ErrosDe, Formulario } from '~/components/form';
import { api, exigir } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { falhaFormulario, inteiros, texto } from '~/lib/form.server';
import { formatarReais } from '~/lib/mascaras';
import { redirecionarComAviso } from '~/lib/session.server';
import type { Cliente } from '~/lib/tipos';
import { PainelErro } from '~/root';

/**
 * The client's quick-replies tab (spec 03 §2 "Client form with tabs ... quick replies", §3 Client
 * `pronta_resposta_ids`): the armed-response teams that serve this client, ticked from the
 * /pronta_resposta catalogue with their R$ values, saved with PATCH /api/clientes/{id}.
 */
interface ProntaResposta {
  id: number;
  nome: string;
  valor_acionamento: number | null;
  valor_distancia: number | null;
  valor_permanencia: number | null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [cliente, equipes] = await Promise.all([
    api<Cliente & { pronta_resposta_ids?: number[] }>(request, `/api/clientes/${params.id}`, { registro: true }).then(exigir),
    api<ProntaResposta[]>(request, '/api/pronta_resposta/get_pronta_respostas').then(exigir),
  ]);
  return { marcadas: cliente.pronta_resposta_ids ?? [], updated_at: cliente.updated_at, equipes };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const cliente = { pronta_resposta_ids: inteiros(form, 'pronta_resposta_ids'), updated_at: texto(form, 'updated_at') };
  const r = await api(request, `/api/clientes/${params.id}`, { method: 'PATCH', body: { cliente } });
  if (!r.ok) return falhaFormulario(r);
  return redirecionarComAviso(request, `/cliente/${params.id}/pronta_resposta`, 'Equipes de pronta resposta atualizadas com sucesso', {
    tipo: 'sucesso',
    duracao: DURACAO.salvar,
  });
}

export default function ProntaRespostaDoCliente() {
  const { marcadas, updated_at, equipes } = useLoaderData<typeof loader>();
  return (
    <Formulario campos={['pronta_resposta_ids', 'updated_at']} rotulo="Equipes de pronta resposta do cliente" key={updated_at}>
      <input type="hidden" name="updated_at" value={updated_at} />
      <fieldset className="caixas">
        <legend>Equipes de pronta resposta que atendem este cliente</legend>
        {equipes.length === 0 ? (
          <p>
            NENHUMA PRONTA RESPOSTA FOI ENCONTRADA NESTA PESQUISA... Cadastre as equipes em <Link to="/pronta_resposta">Pronta resposta</Link>.
          </p>
        ) : (
          <table className="tabela-simples">
            <thead>
              <tr>
                <th scope="col">Atende</th>
                <th scope="col">Equipe</th>
                <th scope="col">Acionamento</th>
                <th scope="col">Valor por km</th>
                <th scope="col">Permanência</th>
              </tr>
            </thead>
            <tbody>
              {equipes.map((e) => (
                <tr key={e.id}>
                  <td>
                    <input
                      type="checkbox"
                      id={`pr-${e.id}`}
                      name="pronta_resposta_ids"
                      value={e.id}
                      defaultChecked={marcadas.includes(e.id)}
                      aria-label={`Atende: ${e.nome}`}
                    />
                  </td>
                  <td>
                    <label htmlFor={`pr-${e.id}`}>{e.nome}</label>
                  </td>
                  <td>{formatarReais(e.valor_acionamento)}</td>
                  <td>{formatarReais(e.valor_distancia)}</td>
                  <td>{formatarReais(e.valor_permanencia)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <ErrosDe nome="pronta_resposta_ids" />
      </fieldset>
    </Formulario>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
