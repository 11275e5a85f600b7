import { GRUPO } from '@gr/domain';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useNavigate, useRouteError } from '@remix-run/react';
import { Modal } from '~/components/modal';
import { useUsuario } from '~/components/usuario';
import { abrirImpressao, DadosViagem } from '~/components/viagem-form/dados-viagem';
import { ocorrenciasDe, viagemDe } from '~/components/viagem-form/ocorrencias.server';
import { TabelaOcorrencias } from '~/components/viagem-form/tabela-ocorrencias';
import { ehId } from '~/lib/ids';
import { PainelErro } from '~/root';

/**
 * /monitoramento/visualizar/{id} (spec 02 §2 "view trip request"): the trip read-only with its
 * latest occurrences, and the way to its print page, PDF and occurrence report. A window for
 * staff, a page for a client user (as the form).
 */
export const handle = { titulo: 'Visualizar SM' };
export const meta: MetaFunction = ({ params }) => [{ title: `SM ${params.id} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/agendada');
  const [viagem, ocorrencias] = await Promise.all([viagemDe(request, params.id!), ocorrenciasDe(request, params.id!)]);
  return { viagem, ocorrencias };
}

export default function VisualizarViagem() {
  const { viagem, ocorrencias } = useLoaderData<typeof loader>();
  const usuario = useUsuario();
  const navigate = useNavigate();
  const location = useLocation();
  const fechar = () => ((location.state as { doGrid?: boolean } | null)?.doGrid ? navigate(-1) : navigate('/agendada'));
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
      </div>
      <DadosViagem viagem={viagem} />
      <h3>Ocorrências</h3>
      <TabelaOcorrencias linhas={ocorrencias.rows} />
    </>
  );
  const titulo = `Visualizar SM ${viagem.id}`;
  if (usuario?.grupo_usuario_id === GRUPO.CLIENTE) {
    return (
      <section className="painel painel-largo">
        <h1>{titulo}</h1>
        {corpo}
      </section>
    );
  }
  return (
    <Modal titulo={titulo} onFechar={fechar} largura={1000}>
      {corpo}
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
