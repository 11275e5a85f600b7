import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { PaginaComAbas, revalidarRegistro } from '~/components/abas';
import { api, exigir } from '~/lib/api.server';
import { exibir } from '~/lib/mascaras';
import type { FuncionarioDetalhe } from '~/lib/tipos';
import { PainelErro } from '~/root';
import { CabecalhoRegistro } from '~/components/cabecalho';
import { ehId } from '~/lib/ids';

/**
 * The employee's page (spec 03 §2 "Employees", §3 "Employee"): /funcionario (new) and
 * /funcionario/{id}, with the tabs data and profiles. An employee outside a client user's scope
 * answers 'Não há permissão' (spec 03 §6).
 */
export const handle = { titulo: (pathname: string) => (pathname === '/funcionario' ? 'Novo funcionário' : 'Funcionário') };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.funcionario ? data.funcionario.nome : 'Novo funcionário'} · GR` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.id === undefined) return { funcionario: null };
  if (!ehId(params.id)) throw redirect('/funcionarios');
  return { funcionario: exigir(await api<FuncionarioDetalhe>(request, `/api/funcionarios/${params.id}`, { registro: true })) };
}

export function useFuncionario(): FuncionarioDetalhe | null {
  const novo = useRouteLoaderData<typeof loader>('funcionario-novo');
  const existente = useRouteLoaderData<typeof loader>('funcionario');
  return existente?.funcionario ?? novo?.funcionario ?? null;
}

export const shouldRevalidate = revalidarRegistro;

export default function FuncionarioPagina() {
  const { funcionario: f } = useLoaderData<typeof loader>();
  const base = f ? `/funcionario/${f.id}` : '/funcionario';
  return (
    <PaginaComAbas
      rotulo="Abas do funcionário"
      abas={[
        { rotulo: 'Dados', para: base, fim: true },
        { rotulo: 'Perfis', para: `${base}/perfis`, desabilitada: f ? undefined : 'Salve o funcionário para usar esta aba' },
      ]}
      cabecalho={
        <CabecalhoRegistro
          titulo={f ? f.nome : 'Novo funcionário'}
          voltar={{ para: '/funcionarios', rotulo: 'Voltar para funcionários' }}
          resumo={
            f && (
              <>
                CPF {exibir('cpf', f.cpf)} · {f.tipo}
                {f.vinculos.length > 0 && ` · ${f.vinculos.map((v) => `${v.cliente} (${v.tipo})`).join(', ')}`}
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
