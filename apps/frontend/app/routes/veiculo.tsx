import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useLocation, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { PaginaComAbas, revalidarRegistro } from '~/components/abas';
import { api, exigir } from '~/lib/api.server';
import { exibir } from '~/lib/mascaras';
import type { VeiculoDetalhe } from '~/lib/tipos';
import { PainelErro } from '~/root';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { ehId } from '~/lib/ids';

/**
 * The vehicle's page (spec 03 §2 "Vehicles": /veiculo, /veiculo/{id}, /veiculos/form), with the
 * tabs data (and the link step to a client) and trailers. /veiculos/form?id=N is /veiculo/N.
 */
export const handle = { titulo: (pathname: string) => (/^\/veiculo\/\d/.test(pathname) ? 'Veículo' : 'Novo veículo') };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.veiculo ? `Veículo ${exibir('placa', data.veiculo.placa)}` : 'Novo veículo'} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const porQuery = new URL(request.url).searchParams.get('id');
  if (params.id === undefined && ehId(porQuery)) throw redirect(`/veiculo/${porQuery}`);
  if (params.id === undefined) return { veiculo: null };
  if (!ehId(params.id)) throw redirect('/veiculos');
  return { veiculo: exigir(await api<VeiculoDetalhe>(request, `/api/veiculos/${params.id}`, { registro: true })) };
}

export function useVeiculo(): VeiculoDetalhe | null {
  const ids = ['veiculo', 'veiculo-novo', 'veiculos-form'];
  const dados = ids.map((id) => useRouteLoaderData<typeof loader>(id)); // eslint-disable-line react-hooks/rules-of-hooks
  return dados.find((d) => d?.veiculo)?.veiculo ?? null;
}

export const shouldRevalidate = revalidarRegistro;

export default function VeiculoPagina() {
  const { veiculo: v } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const base = v ? `/veiculo/${v.id}` : pathname;
  return (
    <PaginaComAbas
      rotulo="Abas do veículo"
      abas={[
        { rotulo: 'Dados', para: base, fim: true },
        { rotulo: 'Carretas', para: `${base}/carretas`, desabilitada: v ? undefined : 'Salve o veículo para usar esta aba' },
      ]}
      cabecalho={
        <CabecalhoRegistro
          titulo={v ? `Veículo ${exibir('placa', v.placa)}` : 'Novo veículo'}
          voltar={{ para: '/veiculos', rotulo: 'Voltar para veículos' }}
          resumo={
            v && (
              <>
                {v.tipo}
                {v.fabricante_descricao && ` · ${v.fabricante_descricao}`}
                {v.modelo_descricao && ` ${v.modelo_descricao}`}
                {v.clientes_veiculos.length > 0 && ` · ${v.clientes_veiculos.map((c) => `${c.cliente} (${c.tipo})`).join(', ')}`}
              </>
            )
          }
        />
      }
    />
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
