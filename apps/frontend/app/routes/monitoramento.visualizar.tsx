import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteError } from '@remix-run/react';
import { useFecharModal } from '~/components/modal';
import { abrirImpressao, DadosViagem } from '~/components/viagem-form/dados-viagem';
import { JanelaOuPagina } from '~/components/viagem-form/janela-ou-pagina';
import { ocorrenciasDe } from '~/components/viagem-form/ocorrencias.server';
import { carregarViagem } from '~/lib/viagens.server';
import { TabelaOcorrencias } from '~/components/viagem-form/tabela-ocorrencias';
import { ehId } from '~/lib/ids';
import { PainelErro } from '~/root';

/**
 * /monitoramento/visualizar/{id} (spec 02 §2 "view trip request"): the trip read-only with its
 * latest occurrences, and the way to its print page, PDF, occurrence report and timeline. A
 * window for staff, a page for a client user (as the form).
 */
export const handle = { titulo: 'Visualizar SM' };
export const meta: MetaFunction = ({ params }) => [{ title: `SM ${params.id} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/agendada');
  const [viagem, ocorrencias] = await Promise.all([carregarViagem(request, params.id), ocorrenciasDe(request, params.id!)]);
  return { viagem, ocorrencias };
}

export default function VisualizarViagem() {
  const { viagem, ocorrencias } = useLoaderData<typeof loader>();
  const fechar = useFecharModal('/agendada');
  const corpo = (
    <>
      <div className="form-acoes">
        <button type="button" className="botao" onClick={() => abrirImpressao(viagem.id)}>
          Imprimir dados da SM
        </button>
        <a className="botao" href={`/recursos/monitoramentos/${viagem.id}/pdf`} target="_blank" rel="noopener noreferrer">
          PDF da SM
        </a>
        <Link className="botao" to={`/monitoramento/relatorio_ocorrencias/${viagem.id}`}>
          Relatório de ocorrências
        </Link>
        <Link className="botao" to={`/monitoramento/linha_do_tempo/${viagem.id}`}>
          Linha do tempo
        </Link>
      </div>
      <DadosViagem viagem={viagem} />
      <h3>Ocorrências</h3>
      <TabelaOcorrencias linhas={ocorrencias.rows} />
    </>
  );
  return (
    <JanelaOuPagina titulo={`Visualizar SM ${viagem.id}`} onFechar={fechar}>
      {corpo}
    </JanelaOuPagina>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
