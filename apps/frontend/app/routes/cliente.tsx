import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { PaginaComAbas, revalidarRegistro } from '~/components/abas';
import { api, exigir } from '~/lib/api.server';
import { exibir } from '~/lib/mascaras';
import type { Cliente } from '~/lib/tipos';
import { PainelErro } from '~/root';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { ehId } from '~/lib/ids';

/**
 * The client's page (spec 03 §2 "Clients, contacts, groups"): /cliente/novo and /cliente/{id},
 * with the tabs data, drivers link, contact groups, quick replies and vehicles of the client. Each tab is a child
 * route; the record's tabs need it saved first.
 */
export const handle = { titulo: (pathname: string) => (pathname.startsWith('/cliente/novo') ? 'Novo cliente' : 'Cliente') };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.cliente ? data.cliente.razao_social : 'Novo cliente'} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.id === undefined) return { cliente: null };
  if (!ehId(params.id)) throw redirect('/clientes');
  return { cliente: exigir(await api<Cliente>(request, `/api/clientes/${params.id}`, { registro: true })) };
}

/** The client loaded by the page, for its tabs. */
export function useCliente(): Cliente | null {
  const novo = useRouteLoaderData<typeof loader>('cliente-novo');
  const existente = useRouteLoaderData<typeof loader>('cliente');
  return existente?.cliente ?? novo?.cliente ?? null;
}

export const shouldRevalidate = revalidarRegistro;

export default function ClientePagina() {
  const { cliente } = useLoaderData<typeof loader>();
  const base = cliente ? `/cliente/${cliente.id}` : '/cliente/novo';
  const salvarAntes = cliente ? undefined : 'Salve o cliente para usar esta aba';
  return (
    <PaginaComAbas
      rotulo="Abas do cliente"
      abas={[
        { rotulo: 'Dados', para: base, fim: true },
        { rotulo: 'Motoristas', para: `${base}/motoristas`, desabilitada: salvarAntes },
        { rotulo: 'Grupos de contatos', para: `${base}/grupos`, desabilitada: salvarAntes },
        { rotulo: 'Pronta resposta', para: `${base}/pronta_resposta`, desabilitada: salvarAntes },
        { rotulo: 'Veículos', para: `${base}/veiculos`, desabilitada: salvarAntes },
      ]}
      cabecalho={
        <CabecalhoRegistro
          titulo={cliente ? cliente.razao_social : 'Novo cliente'}
          voltar={{ para: '/clientes', rotulo: 'Voltar para clientes' }}
          resumo={
            cliente && (
              <>
                {exibir('cnpj', cliente.cnpj)} · {cliente.tipo}
                {!cliente.ativo && <strong className="etiqueta etiqueta-inativa">Inativo</strong>}
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
