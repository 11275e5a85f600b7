import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteError } from '@remix-run/react';
import { DadosViagem } from '~/components/viagem-form/dados-viagem';
import { observacoesDe, todasAsOcorrenciasDe } from '~/components/viagem-form/ocorrencias.server';
import { carregarViagem } from '~/lib/viagens.server';
import { TabelaOcorrencias } from '~/components/viagem-form/tabela-ocorrencias';
import { formatarDataHora } from '~/lib/datas';
import { ehId } from '~/lib/ids';
import { PainelErro } from '~/root';

/**
 * The trip's occurrence report (spec 02 §2 "an external occurrence report page per trip":
 * 'andamento' for scheduled and in-transit trips, 'finalizada' for finished and cancelled ones).
 * Our choice: not a public page by a key, but a read-only page behind the session, scoped by the
 * same trip calls (a client user reaches only its own client's trips), so a link never leaks a
 * trip to whoever holds it.
 */
export const handle = { titulo: 'Relatório de ocorrências' };
export const meta: MetaFunction = ({ params }) => [{ title: `Relatório de ocorrências da SM ${params.id} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/agendada');
  const [viagem, ocorrencias, observacoes] = await Promise.all([carregarViagem(request, params.id), todasAsOcorrenciasDe(request, params.id!), observacoesDe(request, params.id!)]);
  return { viagem, ocorrencias, observacoes };
}

export default function RelatorioOcorrencias() {
  const { viagem, ocorrencias, observacoes } = useLoaderData<typeof loader>();
  const andamento = viagem.status === 1 || viagem.status === 2;
  return (
    <section className="painel painel-largo">
      <h1>
        Relatório de ocorrências da SM {viagem.id} · {andamento ? 'andamento' : 'finalizada'}
      </h1>
      <p>
        <Link to={`/monitoramento/visualizar/${viagem.id}`}>Visualizar dados da SM</Link>
      </p>
      <DadosViagem viagem={viagem} />
      <h2>Ocorrências</h2>
      <TabelaOcorrencias linhas={ocorrencias} />
      <h2>Observações</h2>
      <table className="tabela-simples">
        <thead>
          <tr>
            <th scope="col">Observação</th>
            <th scope="col">Posição</th>
            <th scope="col">Usuário</th>
            <th scope="col">Data</th>
          </tr>
        </thead>
        <tbody>
          {observacoes.length === 0 && (
            <tr>
              <td colSpan={4}>NENHUMA OBSERVAÇÃO FOI ENCONTRADA NESTA PESQUISA...</td>
            </tr>
          )}
          {observacoes.map((o) => (
            <tr key={o.id}>
              <td>{o.observacao}</td>
              <td>{o.lat_lng}</td>
              <td>{o.username_add}</td>
              <td>{formatarDataHora(o.data_cadastro)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
