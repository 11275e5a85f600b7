import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { FiltroPeriodo } from '~/components/painel/FiltroPeriodo';
import { CORES, diaCurto, Grafico, Numero } from '~/components/painel/Grafico';
import { STATUS_INFO } from '~/lib/checklists';
import { carregarPainel } from '~/lib/painel.server';
import type { Esquema } from '~/lib/tipos';
import { ChecklistOnline } from '~/components/painel/ChecklistOnline';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Checklist online' };
export const meta: MetaFunction = () => [{ title: 'Checklist online · GR' }];

const COR_STATUS: Record<string, string> = {
  APROVADO: CORES.verde, LIBERADO: '#38a169', REPROVADO: CORES.vermelho, VERIFICANDO: '#d99a00', PENDENTE: '#f1c232', EM_TESTE: CORES.azul,
  MANUTENCAO: CORES.laranja, CANCELADO: CORES.cinza, EXPIRADO: '#999999',
};

/**
 * /dashboard_checklist (spec 01 §2 "Dashboards", the 'checklist online' box; issue 23): the
 * period's checklists by status, day by day and by operator, and the queue now. The desk's
 * (the API's 'check_lists operador' rule).
 */
export const loader = ({ request }: LoaderFunctionArgs) => carregarPainel<Esquema<'DashboardChecklistDto'>>(request, '/api/check_lists/dashboard');

export default function DashboardChecklist() {
  const { dados, erro, filtro } = useLoaderData<typeof loader>();
  return (
    <section className="pagina-painel" aria-labelledby="titulo-pagina">
      <div className="cabecalho-painel">
        <h1 id="titulo-pagina">Checklist online</h1>
        <ChecklistOnline marcado={true} />
      </div>
      <FiltroPeriodo filtro={filtro} erro={erro} />
      {dados && (
        <>
          <div className="numeros-painel" aria-label="Resumo dos checklists">
            <Numero rotulo="Aguardando teste agora" valor={dados.resumo.aguardando} destaque={dados.resumo.aguardando ? 'alerta' : undefined} />
            <Numero rotulo="Em teste agora" valor={dados.resumo.em_teste} />
            <Numero rotulo="Checklists no período" valor={dados.resumo.total} />
            <Numero rotulo="Aprovados ou liberados" valor={dados.resumo.aprovados} destaque="ok" />
            <Numero rotulo="Reprovados" valor={dados.resumo.reprovados} />
            <Numero rotulo="Fila expressa" valor={dados.resumo.fila_expressa} />
            <Numero rotulo="Minutos médios até o fim do teste" valor={dados.resumo.minutos_medios} />
          </div>
          <div className="graficos">
            <Grafico
              titulo="Checklists por status"
              tipo="rosca"
              dados={dados.por_status.map((s) => ({ ...s, status: STATUS_INFO[s.status as keyof typeof STATUS_INFO]?.rotulo ?? s.status.replace(/_/g, ' '), cor: COR_STATUS[s.status] ?? CORES.cinza }))}
              categoria="status"
              nomeCategoria="Status"
              series={[{ chave: 'quantidade', nome: 'Checklists', cor: CORES.azul }]}
              chaveCor="cor"
            />
            <Grafico
              titulo="Checklists por dia"
              tipo="barras"
              empilhado
              dados={dados.por_dia.map((d) => ({ dia: diaCurto(d.dia), aprovados: d.aprovados, reprovados: d.reprovados, outros: d.quantidade - d.aprovados - d.reprovados }))}
              categoria="dia"
              nomeCategoria="Dia"
              series={[
                { chave: 'aprovados', nome: 'Aprovados', cor: CORES.verde },
                { chave: 'reprovados', nome: 'Reprovados', cor: CORES.vermelho },
                { chave: 'outros', nome: 'Outros', cor: CORES.cinza },
              ]}
            />
            <Grafico
              titulo="Checklists por operador"
              tipo="barras-horizontais"
              dados={dados.por_operador}
              categoria="operador"
              nomeCategoria="Operador"
              series={[{ chave: 'quantidade', nome: 'Checklists', cor: CORES.azul }]}
            />
          </div>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
