import { type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { Modal, useFecharModal } from '~/components/modal';
import { api } from '~/lib/api.server';
import { formatarDataHora } from '~/lib/datas';
import { ehId } from '~/lib/ids';
import type { Esquema } from '~/lib/tipos';
import { PainelErro } from '~/root';

type Notificacao = Esquema<'NotificacaoDetalheDto'>;

export const handle = { titulo: 'Notificação' };

const GRAU: Record<number, string> = { 1: 'Baixo', 2: 'Médio', 3: 'Alto' };

/** The notification viewer (spec 02 §2 "Windows": titled with the plate). Another client's: the API's 403. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw new Response('Notificação inválida', { status: 400 });
  const r = await api<Notificacao>(request, `/api/notificacoes/${params.id}`);
  if (!r.ok) throw new Response(r.error ?? 'Não foi possível carregar a notificação', { status: r.status });
  return { n: r.data };
}

export default function VisualizarNotificacao() {
  const { n } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const fechar = useFecharModal(pathname.replace(/\/\d+$/, ''));
  const linhas: Array<[string, string | number | null | undefined]> = [
    ['Código', n.id],
    ['Ocorrência', `${n.codigo} · ${n.descricao}`],
    ['Tipo', n.tipo],
    ['Grau de risco', GRAU[n.grau_risco] ?? n.grau_risco],
    ['Pontuação', n.pontuacao],
    ['Placa', n.placa],
    ['Motorista', n.nome],
    ['Cliente', n.razao_social],
    ['SM', n.sm_id],
    ['Tecnologia', n.tecnologia],
    ['Operador', n.operador],
    ['Data', formatarDataHora(n.data_cadastro)],
    ['Observação', n.observacao],
    ['Posição', n.lat_lng],
    ['Conferida', n.conferida ? `Sim, por ${n.username_conferencia ?? '—'} em ${formatarDataHora(n.data_conferencia)}` : 'Não'],
  ];
  return (
    <Modal titulo={n.placa ? `Notificação · ${n.placa}` : `Notificação ${n.id}`} onFechar={fechar} largura={640}>
      <dl className="resumo-viagem">
        {linhas
          .filter(([, v]) => v !== null && v !== undefined && v !== '')
          .map(([rotulo, valor]) => (
            <div key={rotulo} style={{ display: 'contents' }}>
              <dt>{rotulo}</dt>
              <dd>{valor}</dd>
            </div>
          ))}
      </dl>
      {n.sm_id ? (
        <p>
          <Link to={`/monitoramento/ocorrencias/${n.sm_id}`}>Ocorrências da SM {n.sm_id}</Link>
        </p>
      ) : null}
      <div className="form-acoes">
        <button type="button" className="botao" onClick={fechar}>
          Fechar
        </button>
      </div>
    </Modal>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
