import { GRUPO, GRUPOS_GESTORES, isClienteUser } from '@gr/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { CORES, Grafico, Numero } from '~/components/painel/Grafico';
import { FiltroPeriodo } from '~/components/painel/FiltroPeriodo';
import { usuarioLogado } from '~/lib/api.server';
import { carregarPainel, filtroDaUrl } from '~/lib/painel.server';
import type { Esquema } from '~/lib/tipos';
import { ChecklistOnline } from '~/components/painel/ChecklistOnline';
import { PainelErro } from '~/root';

export const handle = { titulo: 'Dashboard' };
export const meta: MetaFunction = () => [{ title: 'Dashboard · GR' }];

type Dashboard = Esquema<'DashboardDto'>;

/** Group 8 sees its own client only; 8 and 10 get the charts per link type (spec 02 §6). */
const PORVINCULO: readonly number[] = [GRUPO.CLIENTE, GRUPO.EMBARCADOR];
const VINCULOS = ['FROTA', 'AGREGADO', 'AUTONOMO', 'SEM VÍNCULO'] as const;
const GRAUS: Record<number, { nome: string; cor: string }> = { 3: { nome: 'Alto', cor: CORES.vermelho }, 2: { nome: 'Médio', cor: '#d99a00' }, 1: { nome: 'Baixo', cor: CORES.azul } };

/**
 * / and /dashboard (spec 02 §2 "Dashboards", §3 "Dashboard data", §6, §7): the period's figures
 * (the current month by default) of one client or of everything the user may read. Group 8 sees
 * its own client; the shipper managers (10, 11, 16, 17) choose among the clients they manage,
 * group 10 starting from its own; staff may pick any client or none (all).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const usuario = await usuarioLogado(request);
  const grupo = usuario.grupo_usuario_id;
  const pedido = filtroDaUrl(request).cliente_id;
  const clienteId = isClienteUser(grupo) ? usuario.cliente_id : (pedido ?? (grupo === GRUPO.EMBARCADOR ? usuario.cliente_id : null));
  const painel = await carregarPainel<Dashboard>(request, '/api/monitoramentos/dashboard', clienteId ?? null);
  const escolhido = painel.dados?.cliente_id ? { id: painel.dados.cliente_id, nome: painel.dados.cliente ?? `Cliente ${painel.dados.cliente_id}` } : null;
  return {
    ...painel,
    porVinculo: PORVINCULO.includes(grupo),
    gestor: GRUPOS_GESTORES.includes(grupo),
    fixo: isClienteUser(grupo),
    escolhido,
    username: usuario.username,
  };
}

/** Rows per category with one column per link (vínculo) present: the stacked bars' shape. */
function porCategoriaEVinculo<T extends { vinculo: string; quantidade: number }>(linhas: readonly T[], categoria: (l: T) => string) {
  const mapa = new Map<string, Record<string, string | number>>();
  for (const l of linhas) {
    const k = categoria(l);
    const r = mapa.get(k) ?? { categoria: k };
    r[l.vinculo] = (Number(r[l.vinculo]) || 0) + l.quantidade;
    mapa.set(k, r);
  }
  const presentes = VINCULOS.filter((v) => linhas.some((l) => l.vinculo === v));
  return { dados: [...mapa.values()], series: presentes.map((v) => ({ chave: v, nome: v === 'AUTONOMO' ? 'AUTÔNOMO' : v, cor: CORES[v] })) };
}

export default function PaginaDashboard() {
  const { dados, erro, filtro, porVinculo, gestor, fixo, escolhido, username } = useLoaderData<typeof loader>();
  const tipos = dados ? porCategoriaEVinculo(dados.viagens_por_tipo, (l) => l.tipo) : null;
  const checklists = dados ? porCategoriaEVinculo(dados.checklists, (l) => l.status.replace(/_/g, ' ')) : null;
  return (
    <section className="pagina-painel" aria-labelledby="titulo-pagina">
      <div className="cabecalho-painel">
        <h1 id="titulo-pagina">Dashboard</h1>
        <ChecklistOnline marcado={false} />
      </div>
      <p className="boas-vindas">Bem-vindo(a), {username}.</p>
      <FiltroPeriodo
        filtro={filtro}
        erro={erro}
        cliente={fixo ? { rotulo: 'Cliente', fixo: escolhido } : { rotulo: gestor ? 'Cliente gerenciado (vazio: todos)' : 'Cliente (vazio: todos)', inicial: escolhido }}
      />
      {dados && (
        <>
          <div className="numeros-painel" aria-label="Resumo do período">
            <Numero rotulo="SMs no período" valor={dados.resumo.viagens} />
            <Numero rotulo="Em viagem" valor={dados.resumo.em_viagem} />
            <Numero rotulo="Agendadas" valor={dados.resumo.agendadas} />
            <Numero rotulo="Finalizadas" valor={dados.resumo.finalizadas} destaque="ok" />
            <Numero rotulo="Canceladas" valor={dados.resumo.canceladas} />
            <Numero rotulo="Valor embarcado" valor={dados.resumo.valor_embarcado} formato="moeda" />
            <Numero rotulo="Ocorrências" valor={dados.resumo.ocorrencias} destaque={dados.resumo.ocorrencias ? 'alerta' : undefined} />
            <Numero rotulo="Checklists" valor={dados.resumo.checklists} />
          </div>
          <div className="graficos">
            <Grafico titulo="SMs por tipo de viagem e vínculo" tipo="barras-horizontais" empilhado dados={tipos!.dados} categoria="categoria" nomeCategoria="Tipo de viagem" series={tipos!.series} />
            <Grafico
              titulo="Prazo de entrega por vínculo"
              tipo="barras"
              dados={dados.viagens_estado_entrega_vinculo}
              categoria="tipo"
              nomeCategoria="Vínculo"
              series={[
                { chave: 'em_transito', nome: 'Em trânsito', cor: CORES.azul },
                { chave: 'no_prazo', nome: 'No prazo', cor: CORES.verde },
                { chave: 'em_atrasado', nome: 'Atrasadas', cor: CORES.vermelho },
              ]}
            />
            <Grafico
              titulo="Ocorrências por grau de risco"
              tipo="rosca"
              dados={dados.ocorrencias_por_nivel.map((o) => ({ grau: GRAUS[o.grau_risco]?.nome ?? String(o.grau_risco), quantidade: o.quantidade, valores: o.valores, cor: GRAUS[o.grau_risco]?.cor ?? CORES.cinza }))}
              categoria="grau"
              nomeCategoria="Grau de risco"
              series={[{ chave: 'quantidade', nome: 'Ocorrências', cor: CORES.vermelho }]}
              chaveCor="cor"
            />
            <Grafico
              titulo="Valor embarcado exposto a ocorrências, por grau"
              tipo="barras"
              formato="moeda"
              dados={dados.ocorrencias_por_nivel.map((o) => ({ grau: GRAUS[o.grau_risco]?.nome ?? String(o.grau_risco), valores: o.valores }))}
              categoria="grau"
              nomeCategoria="Grau de risco"
              series={[{ chave: 'valores', nome: 'Valor embarcado', cor: CORES.laranja }]}
            />
            <Grafico
              titulo="SMs por situação"
              tipo="barras-horizontais"
              dados={dados.viagens_por_situacao_ag}
              categoria="situacao_viagem"
              nomeCategoria="Situação"
              series={[{ chave: 'quantidade', nome: 'SMs', cor: CORES.azul }]}
            />
            <Grafico titulo="Checklists por status e vínculo" tipo="barras-horizontais" empilhado dados={checklists!.dados} categoria="categoria" nomeCategoria="Status" series={checklists!.series} />
            {porVinculo &&
              VINCULOS.filter((v) => dados.viagens_por_tipo.some((l) => l.vinculo === v)).map((v) => (
                <Grafico
                  key={v}
                  titulo={`SMs por tipo de viagem: ${v === 'AUTONOMO' ? 'AUTÔNOMO' : v}`}
                  tipo="barras-horizontais"
                  dados={dados.viagens_por_tipo.filter((l) => l.vinculo === v)}
                  categoria="tipo"
                  nomeCategoria="Tipo de viagem"
                  series={[{ chave: 'quantidade', nome: 'SMs', cor: CORES[v] }]}
                />
              ))}
          </div>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
