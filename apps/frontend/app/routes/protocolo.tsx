import { formatarCpf, LAUDOS_FAVORAVEIS } from '@gr/domain';
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import type { ReactNode } from 'react';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { SeloStatus } from '~/grids/cadastro-consulta';
import { api, exigir } from '~/lib/api.server';
import { type ProtocoloDetalhe } from '~/lib/cadastro-consulta';
import { formatarData, formatarDataHora } from '~/lib/datas';
import { ehId } from '~/lib/ids';
import { exibir } from '~/lib/mascaras';
import { PainelErro } from '~/root';
import estilos from '~/cadastro-consulta.css?url';

/** /protocolo/{id} (spec 03 §2): an external protocol, read-only (GET /api/registro/protocolo/{id}). */
export const handle = { titulo: 'Protocolo' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Protocolo ${data?.protocolo.protocolo ?? ''} · GR` }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: estilos }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!ehId(params.id)) throw redirect('/cadastro_consulta');
  return { protocolo: exigir(await api<ProtocoloDetalhe>(request, `/api/registro/protocolo/${params.id}`, { registro: true })) };
}

const ou = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);
/** A calendar day ('2027-01-31') or an instant, as dd/mm/yyyy. */

/** The item's laudo, and its block with the reason. */
function situacao(i: { laudo: string; bloqueado: boolean; motivo: string | null }): ReactNode {
  return (
    <>
      <span className={LAUDOS_FAVORAVEIS.includes(i.laudo as never) ? 'selo selo-sucesso' : 'selo selo-erro'}>{i.laudo}</span>
      {i.bloqueado ? ` Bloqueado${i.motivo ? `: ${i.motivo}` : ''}` : ''}
    </>
  );
}

export default function Protocolo() {
  const { protocolo: p } = useLoaderData<typeof loader>();
  const dados: Array<[string, ReactNode]> = [
    ['Protocolo', p.protocolo],
    ['Status', <SeloStatus key="s" status={p.status} />],
    ['Fonte', p.fonte],
    ['Validade', formatarData(p.validade)],
    ['Cliente', p.cliente],
    ['Política', p.criterio],
    ['Motorista', p.motorista ? [p.motorista.nome, p.motorista.cpf ? `(${formatarCpf(p.motorista.cpf)})` : null].filter(Boolean).join(' ') : null],
    ['Laudo do motorista', p.motorista ? situacao(p.motorista) : null],
    ['Veículo', p.veiculo?.placa ? exibir('placa', p.veiculo.placa) : null],
    ['Laudo do veículo', p.veiculo ? situacao(p.veiculo) : null],
    ['Cadastrado por', p.usuario],
    ['Data de cadastro', formatarDataHora(p.data_cadastro)],
  ];
  return (
    <section className="pagina-registro" aria-labelledby="titulo-pagina">
      <CabecalhoRegistro titulo={`Protocolo ${p.protocolo}`} resumo={[p.fonte, p.cliente].filter(Boolean).join(' · ')} voltar={{ para: '/cadastro_consulta', rotulo: 'Voltar para consultas' }} />
      <dl className="dados-checklist">
        {dados.map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt>{rotulo}</dt>
            <dd>{ou(valor)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
