import { GRUPO, GRUPOS_GESTORES, isStaff, MENSAGENS_ESTACAO, TECLAS_SITUACAO } from '@gr/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Outlet, useLoaderData, useLocation, useNavigate, useRouteError } from '@remix-run/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Grid } from '~/components/grid/Grid';
import type { GridDef } from '~/components/grid/tipos';
import { revalidarGrid } from '~/components/grid/rota';
import { useAvisos } from '~/components/toast';
import { useUsuario } from '~/components/usuario';
import { AvisoVinculo, ContextoListaViagens, useMudarSituacao } from '~/components/viagem/celulas';
import { useAtualizacoesViagens } from '~/components/viagem/use-atualizacoes';
import { useConsultaPeriodica } from '~/components/consulta-periodica';
import {
  gridAAgendadas,
  gridAEmViagem,
  gridAFinalizadas,
  gridAgendada,
  gridCancelada,
  gridControle,
  gridEmViagem,
  gridEstacaoAgendadas,
  gridEstacaoEmViagem,
  gridFinalizada,
  gridSemEstacao,
  gridSmCancelada,
  gridSmFinalizada,
  gridSmViagem,
  gridViagensPlaca,
} from '~/grids/viagens';
import { api, exigir, usuarioLogado } from '~/lib/api.server';
import { DURACAO } from '~/lib/avisos';
import { acaoGrid, carregarGrid } from '~/lib/grid.server';
import { listaDaJanela, type SituacaoViagem, type ViagemLinha } from '~/lib/viagens';
import { intentsViagem } from '~/lib/viagens.server';
import { redirecionarComAviso } from '~/lib/session.server';
import type { Esquema } from '~/lib/tipos';
import { PainelErro } from '~/root';

/**
 * The trip lists (spec 02 §2 "Trip lists"): one module for every list URL. The staff lists send
 * shippers (groups 10, 11, 16, 17) to their /a/* version and show the client user (group 8) its
 * reduced variant (spec 02 §6). Windows (start, finish, cancel, observation) are child routes.
 */
interface Tela {
  titulo: string;
  equipe: GridDef<ViagemLinha>;
  /** The client user's (group 8) variant. */
  cliente?: GridDef<ViagemLinha>;
  /** Where shippers go instead (spec 02 §2). */
  gestores?: string;
  /** The in-transit lists: situation selector and F1–F12. */
  situacoes?: boolean;
  /** Reloads itself when the live desk says a trip changed (issue 22): the lists of trips still moving. */
  aoVivo?: boolean;
  /** A station's list (/estacoes/{id}/...): only for the operator in the station (issue 23, decision 46). */
  estacao?: boolean;
}

const TELAS: Record<string, Tela> = {
  '/agendada': { titulo: 'SM agendadas', equipe: gridAgendada('equipe'), cliente: gridAgendada('cliente'), gestores: '/a/agendadas', aoVivo: true },
  '/emviagem': { titulo: 'SM em viagem', equipe: gridEmViagem('equipe'), cliente: gridEmViagem('cliente'), gestores: '/a/emviagem', situacoes: true, aoVivo: true },
  '/finalizada': { titulo: 'SM finalizadas', equipe: gridFinalizada('equipe'), cliente: gridFinalizada('cliente'), gestores: '/a/finalizadas' },
  '/finalizadas_corretora': { titulo: 'SM finalizadas (corretora)', equipe: gridFinalizada('equipe', true), cliente: gridFinalizada('cliente', true) },
  '/cancelada': { titulo: 'SM canceladas', equipe: gridCancelada('equipe'), cliente: gridCancelada('cliente') },
  '/controle': { titulo: 'Controle de SM', equipe: gridControle },
  '/viagens': { titulo: 'Viagens do veículo', equipe: gridViagensPlaca('equipe'), cliente: gridViagensPlaca('cliente') },
  '/sm/viagem': { titulo: 'Solicitações simplificadas em viagem', equipe: gridSmViagem('equipe'), cliente: gridSmViagem('cliente') },
  '/sm/cancelada': { titulo: 'Solicitações simplificadas canceladas', equipe: gridSmCancelada('equipe'), cliente: gridSmCancelada('cliente') },
  '/sm/finalizada': { titulo: 'Solicitações simplificadas finalizadas', equipe: gridSmFinalizada('equipe'), cliente: gridSmFinalizada('cliente') },
  '/a/agendadas': { titulo: 'SM agendadas', equipe: gridAAgendadas, aoVivo: true },
  '/a/emviagem': { titulo: 'SM em viagem', equipe: gridAEmViagem, aoVivo: true },
  '/a/finalizadas': { titulo: 'SM finalizadas', equipe: gridAFinalizadas },
  // Stations (spec 02 §2 "Stations"): the staff lists narrowed to a station's trips, and the trips of none.
  '/estacoes/:estacao_id/agendadas': { titulo: 'SM agendadas da estação', equipe: gridEstacaoAgendadas, aoVivo: true, estacao: true },
  '/estacoes/:estacao_id/viagens': { titulo: 'SM em viagem da estação', equipe: gridEstacaoEmViagem, situacoes: true, aoVivo: true, estacao: true },
  '/semestacao': { titulo: 'SM sem estação', equipe: gridSemEstacao, aoVivo: true },
};

/** Other spellings of the shippers' lists (spec 02 §2). */
const APELIDOS: Record<string, string> = { '/a/agenda': '/a/agendadas', '/a/finalizada': '/a/finalizadas' };

/** The list a URL (or one of its windows) belongs to. */
function caminhoDaLista(pathname: string): string {
  const limpo = (listaDaJanela(pathname).replace(/\/$/, '') || '/').replace(/^\/estacoes\/\d{1,9}\/(agendadas|viagens)$/, '/estacoes/:estacao_id/$1');
  return Object.keys(TELAS).find((p) => p === limpo) ?? limpo;
}

/** The station of a station's list URL (its `:estacao_id`). */
function parametrosDe(pathname: string): { estacao_id: string } | undefined {
  const m = /^\/estacoes\/(\d{1,9})\//.exec(pathname);
  return m ? { estacao_id: m[1]! } : undefined;
}

function telaDe(pathname: string, grupo: number): { tela: Tela; def: GridDef<ViagemLinha> } {
  const tela = TELAS[caminhoDaLista(pathname)];
  if (!tela) throw new Response('Lista desconhecida', { status: 404 });
  return { tela, def: grupo === GRUPO.CLIENTE && tela.cliente ? tela.cliente : tela.equipe };
}

export const handle = { titulo: 'Viagens' };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.titulo ?? 'Viagens'} · GR` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const apelido = APELIDOS[url.pathname];
  if (apelido) throw redirect(apelido + url.search);
  const usuario = await usuarioLogado(request);
  const lista = caminhoDaLista(url.pathname);
  const gestores = TELAS[lista]?.gestores;
  if (gestores && GRUPOS_GESTORES.includes(usuario.grupo_usuario_id)) throw redirect(gestores + url.search);
  const { tela, def } = telaDe(url.pathname, usuario.grupo_usuario_id);
  const parametros = parametrosDe(url.pathname);
  let titulo = tela.titulo;
  if (tela.estacao && parametros) {
    // Out of the station (never in, or removed by another operator): back to its session page.
    const estacao = exigir(await api<Esquema<'EstacaoDetalheDto'>>(request, `/api/estacoes/${parametros.estacao_id}`));
    if (!estacao.sessoes.some((s) => s.user_id === usuario.id)) {
      throw await redirecionarComAviso(request, `/estacoes/${parametros.estacao_id}`, MENSAGENS_ESTACAO.foraDaSessao, { tipo: 'info', duracao: 6000 });
    }
    titulo = `${tela.titulo}: ${estacao.descricao}`;
  }
  const [grade, situacoes] = await Promise.all([
    carregarGrid(request, def, parametros),
    tela.situacoes ? api<SituacaoViagem[]>(request, '/api/situacao_viagem').then((r) => (r.ok && Array.isArray(r.data) ? r.data : [])) : Promise.resolve([]),
  ]);
  const placa = url.searchParams.get('placa');
  if (lista === '/viagens' && placa) titulo = `Viagens do veículo ${placa.toUpperCase()}`;
  return { lista, defId: def.id, titulo, grade, parametros, situacoes: situacoes.map((s) => ({ id: s.id, descricao: s.descricao })) };
}

export async function action({ request }: ActionFunctionArgs) {
  const usuario = await usuarioLogado(request);
  const { pathname } = new URL(request.url);
  const { def } = telaDe(pathname, usuario.grupo_usuario_id);
  return acaoGrid(request, def, 'SM excluída com sucesso', { intents: intentsViagem(request), parametros: parametrosDe(pathname) });
}

export const shouldRevalidate = revalidarGrid;

/** The def the loader chose, found again on the client by its id. */
function defPorId(lista: string, id: string): GridDef<ViagemLinha> {
  const tela = TELAS[lista]!;
  return tela.cliente?.id === id ? tela.cliente : tela.equipe;
}

export default function ListaViagens() {
  const { lista, defId, titulo, grade, situacoes, parametros } = useLoaderData<typeof loader>();
  const def = defPorId(lista, defId);
  const [avisoVinculo, setAvisoVinculo] = useState<{ mensagem: string; rota_id: number | null } | null>(null);
  const fecharAviso = useCallback(() => setAvisoVinculo(null), []);
  const contexto = useMemo(() => ({ situacoes, avisarVinculo: setAvisoVinculo }), [situacoes]);
  useAtualizacoesViagens({ ids: grade.pagina.rows.map((r) => r.id), ativo: !!TELAS[lista]?.aoVivo });
  return (
    <section className="pagina-grid" aria-labelledby="titulo-pagina">
      <h1 id="titulo-pagina">{titulo}</h1>
      <ContextoListaViagens.Provider value={contexto}>
        {TELAS[lista]?.situacoes && <TeclasSituacao linhas={grade.pagina.rows} situacoes={situacoes} />}
        {lista === '/emviagem' && <AcaoDaUrl />}
        {TELAS[lista]?.estacao && parametros && <SessaoDaEstacao estacaoId={parametros.estacao_id} />}
        <Grid key={def.id} def={def} dados={grade} parametros={parametros} />
        <AvisoVinculo aviso={avisoVinculo} onFechar={fecharAviso} />
      </ContextoListaViagens.Provider>
      <Outlet />
    </section>
  );
}

/** How often a station's list checks that its operator still holds the station. */
const SESSAO_ESTACAO_MS = 20_000;

/**
 * A station's lists are for the operator in it (decision 46): when another operator 'enters and
 * removes others', this list notices within 20 s and goes back to the station's page.
 */
function SessaoDaEstacao({ estacaoId }: { estacaoId: string }) {
  const navigate = useNavigate();
  const { notificar } = useAvisos();
  const estado = useConsultaPeriodica<{ dentro: boolean }>(`/recursos/estacoes/${estacaoId}/sessao`, SESSAO_ESTACAO_MS, SESSAO_ESTACAO_MS, true);
  const saiu = useRef(false);
  useEffect(() => {
    if (estado && !estado.dentro && !saiu.current) {
      saiu.current = true;
      notificar(MENSAGENS_ESTACAO.foraDaSessao, 'info', 6000);
      navigate(`/estacoes/${estacaoId}`);
    }
  }, [estado, estacaoId, navigate, notificar]);
  return null;
}

/**
 * F1 to F12 on a focused in-transit row set its situation (spec 02 §4). The row is the one whose
 * cell has the focus (or the selected one); only staff (groups 3–7) may change it.
 */
function TeclasSituacao({ linhas, situacoes }: { linhas: readonly ViagemLinha[]; situacoes: readonly SituacaoViagem[] }) {
  const usuario = useUsuario();
  const { mudar } = useMudarSituacao();
  const { notificar } = useAvisos();
  const atual = useRef({ linhas, mudar, situacoes, notificar });
  atual.current = { linhas, mudar, situacoes, notificar };
  const staff = !!usuario && isStaff(usuario.grupo_usuario_id);
  useEffect(() => {
    if (!staff) return;
    const tecla = (e: KeyboardEvent) => {
      const situacao = TECLAS_SITUACAO[e.key];
      if (!situacao || e.ctrlKey || e.altKey || e.metaKey) return;
      const ativo = document.activeElement as HTMLElement | null;
      const linhaEl = ativo?.closest<HTMLElement>('.ag-row[row-id]') ?? document.querySelector<HTMLElement>('.grid-kit .ag-row-selected[row-id]');
      const id = linhaEl?.getAttribute('row-id');
      const linha = id ? atual.current.linhas.find((l) => String(l.id) === id) : undefined;
      if (!linha || linha.status !== 2) return;
      e.preventDefault();
      // A key whose situation is not registered says so, instead of being swallowed in silence.
      if (!atual.current.situacoes.some((s) => s.id === situacao)) {
        atual.current.notificar(`${e.key}: nenhuma situação cadastrada para esta tecla (situação ${situacao})`, 'info', DURACAO.padrao);
        return;
      }
      atual.current.mudar(linha, situacao);
    };
    window.addEventListener('keydown', tecla);
    return () => window.removeEventListener('keydown', tecla);
  }, [staff]);
  return null;
}

/**
 * /emviagem?acao=true&tipo=posicao|ocorrencias&sm_id=&placa= (spec 02 §2): the grid is filtered
 * by the SM, then its position page opens after 5 s or its occurrences after 1.4 s.
 */
function AcaoDaUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const inicial = useRef(location);
  useEffect(() => {
    const { pathname, search } = inicial.current;
    const q = new URLSearchParams(search);
    const sm = q.get('sm_id') ?? '';
    if (q.get('acao') !== 'true' || !/^\d{1,12}$/.test(sm)) return;
    const tipo = q.get('tipo');
    const placa = q.get('placa');
    for (const p of ['acao', 'tipo', 'sm_id', 'placa']) q.delete(p);
    q.set('id', sm);
    navigate({ pathname, search: `?${q.toString()}` }, { replace: true });
    const destino =
      tipo === 'posicao'
        ? { url: `/monitoramento/posicionamento/${sm}${placa ? `?placa=${encodeURIComponent(placa)}` : ''}`, atraso: 5000 }
        : tipo === 'ocorrencias'
          ? { url: `/monitoramento/ocorrencias/${sm}`, atraso: 1400 }
          : null;
    if (!destino) return;
    const t = setTimeout(() => navigate(destino.url), destino.atraso);
    return () => clearTimeout(t);
  }, [navigate]);
  return null;
}

export function ErrorBoundary() {
  return <PainelErro erro={useRouteError()} />;
}
