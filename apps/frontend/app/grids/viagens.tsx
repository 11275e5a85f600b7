import {
  GRID_EMBARCADOR_AGENDADAS,
  GRID_EMBARCADOR_EM_VIAGEM,
  GRID_EMBARCADOR_FINALIZADAS,
  GRID_ESTACAO_AGENDADAS,
  GRID_ESTACAO_EM_VIAGEM,
  GRID_VIAGENS_SEM_ESTACAO,
  gridDaLista,
  gridDaListaGrupo8,
  MENSAGENS_VIAGEM,
  PRONTA_RESPOSTA,
  STATUS_CONTROLE,
  TAMANHOS_PAGINA_VIAGENS,
  VINCULOS_VIAGEM,
  type GridSpec,
  type ListaViagens,
} from '@gr/domain';
import { BarraProgresso, IconeVinculo, PontoReferencia, SeletorSituacao, SeloDistancia } from '~/components/viagem/celulas';
import { type AcaoLinha, type ColunaDeclarada, type ColunaGrid, type GridDef, gridDoSpec } from '~/components/grid/tipos';
import { periodoDoMes } from '~/lib/checklists';
import { impressaoSm, ROTULOS_STATUS_VIAGEM, type ViagemLinha } from '~/lib/viagens';

/**
 * The trip lists (spec 02 §2 "Trip lists", "Grid behaviour common to the lists", §3, §9): one
 * declaration per screen over its list's GridSpec (libs/domain monitoring/viagens/grids.ts), which
 * names the columns, their titles, order and default view, the page sizes and the default sort,
 * for the screen and the server's Excel export alike. Here is only how each column is drawn and
 * filtered, and the actions. A staff list has a client variant (group 8, spec 02 §6): its grid
 * without the columns the spec hides (gridDaListaGrupo8), no right-click menu, and the lifecycle
 * buttons answer 'permissão negada'. The server checks every action again.
 */
type Acao = AcaoLinha<ViagemLinha>;
type Apresentacao = Omit<ColunaGrid<ViagemLinha>, 'campo' | 'titulo' | 'oculta'>;
type Campo = keyof ViagemLinha & string;

/** Who the list is for: staff (3–7), the client user (8) on the staff URLs, shippers (/a/*). */
export type Publico = 'equipe' | 'cliente' | 'embarcador';

const opcoes = (valores: readonly string[]) => valores.map((v) => ({ valor: v, rotulo: v.replace(/_/g, ' ') }));

/**
 * How each trip column is drawn and filtered (spec 02 §3 "Trip grid row"); copyable: plate,
 * terminal, route and start time (spec 02 §2). A column of the list's grid that is not here (ids
 * behind names, coordinates) is data for the cells, never a column of the screen. Columns the
 * server computes per row are not sortable: gridDoSpec takes that from the grid.
 */
const COLUNAS: { readonly [K in Campo]?: Apresentacao } = {
  id: { filtro: 'numero', largura: 90 },
  status: { largura: 120, celula: (l) => <span>{ROTULOS_STATUS_VIAGEM[l.status] ?? l.status}</span> },
  situacao_viagem: { largura: 190, celula: (l) => <SeletorSituacao linha={l} /> },
  distancia_origem_km: { largura: 130, celula: (l) => <SeloDistancia linha={l} /> },
  placa: { filtro: 'texto', formato: 'placa', copiavel: true, largura: 110 },
  placa_carreta1: { formato: 'placa', largura: 110 },
  terminal_numero: { filtro: 'texto', copiavel: true, largura: 130 },
  tecnologia: { filtro: 'texto', largura: 130 },
  numero_frota: { largura: 90 },
  numero_spy: { largura: 120 },
  tecnologia_spy: { largura: 130 },
  tipo: { largura: 120 },
  data_ultima_sm: { formato: 'data', largura: 170 },
  vinculado_tecnologia: { largura: 110, celula: (l) => <IconeVinculo linha={l} /> },
  vinculo: { filtro: 'selecao', opcoes: opcoes(VINCULOS_VIAGEM), largura: 110 },
  valor_embarque: { formato: 'moeda', largura: 140 },
  nome_fantasia: { filtro: 'texto', largura: 180 },
  rota: { filtro: 'texto', copiavel: true, largura: 200 },
  motorista: { filtro: 'texto', largura: 180 },
  motorista_cpf: { filtro: 'texto', formato: 'cpf', largura: 140 },
  fone1: { formato: 'telefone', largura: 130 },
  origem: { largura: 160 },
  destino: { largura: 160 },
  previsao_inicio: { formato: 'data', copiavel: true, largura: 170 },
  previsao_fim: { formato: 'data', largura: 170 },
  observacao: { largura: 200 },
  pgr_cliente_id: { largura: 110 },
  data_posicao: { formato: 'data', largura: 170 },
  data_tecnologia: { formato: 'data', largura: 190 },
  ignicao: { formato: 'booleano', rotulosBooleano: ['Ligada', 'Desligada'], largura: 100 },
  ponto_referencia: { largura: 220, celula: (l) => <PontoReferencia linha={l} /> },
  distancia_percorrida: { largura: 130 },
  percentual: { largura: 150, celula: (l) => <BarraProgresso linha={l} /> },
  total_ocorrencias: { largura: 110 },
  pontuacao_risco: { largura: 120 },
  username_add: { largura: 130 },
  data_cadastro: { formato: 'data', largura: 170 },
  username_add_status: { largura: 150 },
  data_status: { formato: 'data', largura: 170 },
  trafegus_id: { largura: 130 },
  data_inicio: { formato: 'data', largura: 170 },
  data_fim: { formato: 'data', largura: 170 },
  username_aceitou: { largura: 130 },
  motivos: { largura: 220 },
  // The control list's own (spec 02 §3 "Control list row").
  terminal: { filtro: 'texto', copiavel: true, largura: 130 },
  // The simplified request's (spec 02 §3 "Simplified trip request").
  bloqueio: { formato: 'booleano', largura: 100 },
  atualizacao: { largura: 200 },
  username_add_atualizacao: { largura: 130 },
  data_atualizacao: { formato: 'data', largura: 170 },
};

type Ajustes = { readonly [K in Campo]?: Partial<Apresentacao> };

/** The screen's columns of a list: its grid's, in the grid's order, drawn as COLUNAS says (with this list's `ajustes`). */
function colunasDe(spec: GridSpec, ajustes: Ajustes = {}): ColunaDeclarada<ViagemLinha>[] {
  return Object.keys(spec.colunas).flatMap((campo) => {
    const apresentacao = COLUNAS[campo as Campo];
    return apresentacao ? [{ ...apresentacao, ...ajustes[campo as Campo], campo: campo as Campo }] : [];
  });
}

/** A date range filter; the finished lists' from the first of the month (spec 02 §2). */
const PERIODO: Partial<Apresentacao> = { filtro: 'periodo' };
const PERIODO_DO_MES: Partial<Apresentacao> = { filtro: 'periodo', filtroPadrao: () => periodoDoMes() };

// Row actions (spec 02 §2 "Grid behaviour common to the lists")
const ocorrencias = (l: ViagemLinha) => `/monitoramento/ocorrencias/${l.id}`;
const posicao = (l: ViagemLinha) => `/monitoramento/posicionamento/${l.id}${l.placa ? `?placa=${encodeURIComponent(l.placa)}` : ''}`;
const avulsa = (l?: ViagemLinha) => `/monitoramento/ocorrencia_avulsa${l ? `?sm_id=${l.id}${l.placa ? `&placa=${encodeURIComponent(l.placa)}` : ''}` : ''}`;

const INICIAR: Acao = { rotulo: 'Iniciar', para: (l) => `iniciar/${l.id}`, naBarra: true };
const FINALIZAR: Acao = { rotulo: 'Finalizar viagem', para: (l) => `finalizar/${l.id}`, naBarra: true };
const CANCELAR: Acao = { rotulo: 'Cancelar a SM', para: (l) => `cancelar/${l.id}`, naBarra: true };
const OBSERVACAO: Acao = { rotulo: 'Incluir observação', para: (l) => `observacao/${l.id}`, naBarra: true };
const VISUALIZAR: Acao = { rotulo: 'Visualizar dados da SM', para: (l) => `/monitoramento/visualizar/${l.id}`, naBarra: true };
const IMPRIMIR: Acao = { rotulo: 'Imprimir dados da SM', para: (l) => impressaoSm(l.id), janela: 'popup', naBarra: true };
const RECUPERAR: Acao = {
  rotulo: 'Recuperar viagem',
  intent: 'recuperar',
  naBarra: true,
  confirmar: { titulo: 'Recuperar viagem', botao: 'Recuperar', texto: (l) => `Você deseja realmente recuperar a SM número: ${l.id}?` },
};
const OCORRENCIA: Acao = { rotulo: 'Ocorrência', para: ocorrencias };
/** The trip's rapid response (spec 02 §6: groups 3, 5 and 6): its releases, the release and the authorisation link. */
const PRONTA_RESPOSTA_SM: Acao = { rotulo: 'Pronta resposta', para: (l) => `pronta_resposta/${l.id}`, grupos: PRONTA_RESPOSTA.grupos };
/** The desk tells the client a scheduled trip's signal loss by e-mail (spec 02 §7 notificacao_email_perda_sinal_agendamento). */
const PERDA_SINAL: Acao = {
  rotulo: 'Notificar perda de sinal',
  intent: 'perda_sinal',
  confirmar: {
    titulo: 'Notificar perda de sinal',
    botao: 'Enviar e-mail',
    texto: (l) => `Enviar aos contatos do cliente o aviso de perda de sinal da SM ${l.id}${l.placa ? ` (placa ${l.placa})` : ''}?`,
  },
};
const OCORRENCIA_AVULSA: Acao = { rotulo: 'Ocorrência avulsa', para: (l) => avulsa(l), soEquipe: true };
const POSICAO: Acao = { rotulo: 'Posição', para: posicao };
const LINHA_DO_TEMPO: Acao = { rotulo: 'Linha do tempo', para: (l) => `/monitoramento/linha_do_tempo/${l.id}` };
const ROTA_NO_MAPA: Acao = { rotulo: 'Rota no mapa', para: (l) => `/monitoramento/rota/${l.id}` };
const ADICIONAR: Acao = { rotulo: 'Adicionar SM', para: () => '/novo_monitoramento', requer: 'create' };
const COMUNICACAO: Acao = { rotulo: 'Comunicação', para: (l) => `/comunicacao?viagem_id=${l.id}`, janela: 'aba', soEquipe: true };

/** Lifecycle actions are the staff's (spec 02 §6); anyone else is told so (group 8 on the staff lists). */
const soEquipe = (publico: Publico, a: Acao, recusa: string = MENSAGENS_VIAGEM.permissaoNegada): Acao =>
  publico === 'equipe' ? a : { ...a, visivel: () => false, indisponivel: recusa };

/**
 * A scheduled or in-transit trip's actions: its lifecycle step (Iniciar or Finalizar), then the
 * toolbar's in the spec's order, then the right-click menu's own (spec 02 §2).
 */
const acoesDeViagemAberta = (publico: Publico, passo: Acao): Acao[] => [
  soEquipe(publico, passo),
  soEquipe(publico, CANCELAR),
  soEquipe(publico, OBSERVACAO),
  VISUALIZAR,
  IMPRIMIR,
  OCORRENCIA_AVULSA,
  OCORRENCIA,
  POSICAO,
  LINHA_DO_TEMPO,
  ROTA_NO_MAPA,
  ...(publico === 'equipe' ? [PRONTA_RESPOSTA_SM] : []),
  ADICIONAR,
];

interface Tela {
  id: string;
  rota: string;
  api: string;
  /** The staff list it is: its grid (the client's without what §6 hides from it) and page sizes (spec 02 §9). */
  lista: ListaViagens;
  /** The shippers' version of the list's grid (/a/*), in place of the staff one. */
  spec?: GridSpec;
  /** How this list draws or filters some of its columns differently. */
  ajustes?: Ajustes;
  vazio?: { substantivo: string; feminino?: boolean };
  acoes?: GridDef<ViagemLinha>['acoes'];
  atualizarACada?: number;
  extras?: readonly string[];
}

function grid(publico: Publico, t: Tela): GridDef<ViagemLinha> {
  const spec = t.spec ?? (publico === 'cliente' ? gridDaListaGrupo8(t.lista) : gridDaLista(t.lista));
  return gridDoSpec(spec, {
    id: publico === 'cliente' ? `${t.id}-cliente` : t.id,
    rota: t.rota,
    api: t.api,
    controlador: 'monitoramentos',
    vazio: t.vazio ?? { substantivo: 'VIAGEM', feminino: true },
    colunas: colunasDe(spec, t.ajustes),
    tamanhos: TAMANHOS_PAGINA_VIAGENS[t.lista],
    tamanhoPadrao: spec.tamanhoPadrao,
    ordem: spec.ordemPadrao,
    acoes: t.acoes,
    atualizarACada: t.atualizarACada,
    extras: t.extras,
    // Group 8 gets no right-click menu (spec 02 §2, §6).
    semMenuParaGrupos: [8],
    avisoSemSelecao: MENSAGENS_SEM_SM,
  });
}

/** 'Você deve selecionar uma SM antes!' (spec 02 §4, §8). */
export const MENSAGENS_SEM_SM = 'Você deve selecionar uma SM antes!';

type Interno = Exclude<Publico, 'embarcador'>;

/**
 * Where a scheduled or in-transit list lives: its own URL and call, or a station's (the same list
 * narrowed by the station's rule, `:estacao_id` filled by the route; issue 23).
 */
interface Lugar {
  id: string;
  rota: string;
  api: string;
  spec?: GridSpec;
  /** The station's lists delete nothing (a trip is deleted from the staff list). */
  semExcluir?: boolean;
}

/** /emviagem (spec 02 §2): toolbar 'Ocorrência avulsa' (staff), Adicionar, Editar, Finalizar, Cancelar, observação, Visualizar, Imprimir, Atualizar. */
export function gridEmViagem(publico: Interno, lugar: Lugar = { id: 'emviagem', rota: '/emviagem', api: '/api/monitoramentos/index_emviagens' }): GridDef<ViagemLinha> {
  return grid(publico, {
    ...lugar,
    lista: 'emViagem',
    acoes: {
      atalhos: [{ rotulo: 'Ocorrência avulsa', para: avulsa(), soEquipe: true, antes: true }],
      adicionar: '/novo_monitoramento',
      editar: (l) => `/monitoramento/${l.id}`,
      duploClique: ocorrencias,
      menu: [...acoesDeViagemAberta(publico, FINALIZAR), COMUNICACAO],
    },
  });
}

/** /agendada (spec 02 §2): the in-transit toolbar plus Iniciar; refreshed every 3 minutes (spec 02 §9). */
export function gridAgendada(publico: Interno, lugar: Lugar = { id: 'agendada', rota: '/agendada', api: '/api/monitoramentos/index_agendada' }): GridDef<ViagemLinha> {
  return grid(publico, {
    ...lugar,
    lista: 'agendadas',
    atualizarACada: 3 * 60_000,
    ajustes: { data_cadastro: PERIODO },
    acoes: {
      atalhos: [{ rotulo: 'Ocorrência avulsa', para: avulsa(), soEquipe: true, antes: true }],
      adicionar: '/novo_monitoramento',
      editar: (l) => `/monitoramento/${l.id}`,
      // The client user amends its own scheduled request under 'create' (the server lets it edit only while scheduled).
      requerEditar: publico === 'equipe' ? 'update' : 'create',
      excluir: publico === 'equipe' && !lugar.semExcluir,
      // Double-click opens the occurrences for staff only in the scheduled lists (spec 02 §2).
      duploClique: publico === 'equipe' ? ocorrencias : undefined,
      menu: [...acoesDeViagemAberta(publico, INICIAR), soEquipe(publico, PERDA_SINAL)],
    },
  });
}

/** Finished trips: a date range on data_fim (by default this month) or data_cadastro (spec 02 §2). */
const AJUSTES_FINALIZADA: Ajustes = { data_fim: PERIODO_DO_MES, data_cadastro: PERIODO };

const VISUALIZAR_CURTO: Acao = { ...VISUALIZAR, rotulo: 'Visualizar' };
const IMPRIMIR_CURTO: Acao = { ...IMPRIMIR, rotulo: 'Imprimir' };

/** /finalizada (spec 02 §2): Adicionar, Atualizar, Recuperar viagem, Visualizar, Imprimir; double-click opens occurrences; the menu also the timeline (issue 22). */
export function gridFinalizada(publico: Interno, corretora = false): GridDef<ViagemLinha> {
  return grid(publico, {
    id: corretora ? 'finalizadas_corretora' : 'finalizada',
    rota: corretora ? '/finalizadas_corretora' : '/finalizada',
    api: '/api/monitoramentos/index_finalizadas',
    lista: 'finalizadas',
    ajustes: AJUSTES_FINALIZADA,
    acoes: {
      adicionar: corretora ? undefined : '/novo_monitoramento',
      duploClique: ocorrencias,
      menu: [
        soEquipe(publico, RECUPERAR, MENSAGENS_VIAGEM.operacaoNaoAutorizada),
        VISUALIZAR_CURTO,
        IMPRIMIR_CURTO,
        OCORRENCIA,
        LINHA_DO_TEMPO,
        soEquipe(publico, OBSERVACAO),
      ].map((a) => (corretora && a.intent === 'recuperar' ? { ...a, naBarra: false } : a)),
    },
  });
}

/** /cancelada (spec 02 §2, §3 "Cancelled trip"): the trip row plus why, who cancelled and when. */
export function gridCancelada(publico: Interno): GridDef<ViagemLinha> {
  return grid(publico, {
    id: 'cancelada',
    rota: '/cancelada',
    api: '/api/monitoramentos/index_canceladas',
    lista: 'canceladas',
    acoes: {
      adicionar: '/novo_monitoramento',
      duploClique: ocorrencias,
      menu: [VISUALIZAR_CURTO, IMPRIMIR_CURTO, OCORRENCIA, LINHA_DO_TEMPO],
    },
  });
}

const viagensDoVeiculo = (l: ViagemLinha) => `/viagens?placa=${encodeURIComponent(l.placa ?? '')}`;

/**
 * /controle (spec 02 §3 "Control list row"): each vehicle (its id, not an SM) with its trip status
 * and last trip; double-click lists its trips. Group 8 sees it whole (§6 hides none of its columns).
 */
export const gridControle: GridDef<ViagemLinha> = grid('equipe', {
  id: 'controle',
  rota: '/controle',
  api: '/api/monitoramentos/index_controle',
  lista: 'controle',
  vazio: { substantivo: 'VEÍCULO' },
  ajustes: {
    status: { filtro: 'selecao', opcoes: opcoes(STATUS_CONTROLE), celula: (l) => <span>{String(l.status).replace(/_/g, ' ')}</span> },
    vinculo: { filtro: undefined, opcoes: undefined },
  },
  acoes: { duploClique: viagensDoVeiculo, menu: [{ rotulo: 'Viagens do veículo', para: viagensDoVeiculo }] },
});

/** /viagens?placa= (spec 02 §2): every trip of a plate, any status; the plate is the URL's, not a filter. */
export function gridViagensPlaca(publico: Interno): GridDef<ViagemLinha> {
  return grid(publico, {
    id: 'viagens',
    rota: '/viagens',
    api: '/api/monitoramentos/viagens',
    lista: 'porPlaca',
    extras: ['placa'],
    ajustes: { placa: { filtro: undefined } },
    acoes: { duploClique: ocorrencias, menu: [VISUALIZAR_CURTO, IMPRIMIR_CURTO, OCORRENCIA, LINHA_DO_TEMPO] },
  });
}

/**
 * The shippers' lists (/a/*, spec 02 §2, §6): reading only; their calls are scoped by the server.
 * They show the trips the shipper's managed clients ship with other carriers too, which the trip
 * reads admit (the domain's exigirLeituraViagem): a double-click opens the view, the menu only
 * reads (view, print, PDF, occurrence report), nothing that writes.
 */
const ACOES_EMBARCADOR: GridDef<ViagemLinha>['acoes'] = {
  duploClique: (l) => `/monitoramento/visualizar/${l.id}`,
  menu: [
    VISUALIZAR_CURTO,
    IMPRIMIR_CURTO,
    { rotulo: 'PDF da SM', para: (l) => `/recursos/monitoramentos/${l.id}/pdf`, janela: 'aba' },
    { rotulo: 'Relatório de ocorrências', para: (l) => `/monitoramento/relatorio_ocorrencias/${l.id}` },
    LINHA_DO_TEMPO,
    ROTA_NO_MAPA,
  ],
};

export const gridAAgendadas: GridDef<ViagemLinha> = grid('embarcador', {
  id: 'a-agendadas',
  rota: '/a/agendadas',
  api: '/api/embarcador/agendadas',
  lista: 'agendadas',
  spec: GRID_EMBARCADOR_AGENDADAS,
  atualizarACada: 3 * 60_000,
  acoes: ACOES_EMBARCADOR,
});

export const gridAEmViagem: GridDef<ViagemLinha> = grid('embarcador', {
  id: 'a-emviagem',
  rota: '/a/emviagem',
  api: '/api/embarcador/viagens',
  lista: 'emViagem',
  spec: GRID_EMBARCADOR_EM_VIAGEM,
  acoes: ACOES_EMBARCADOR,
});

export const gridAFinalizadas: GridDef<ViagemLinha> = grid('embarcador', {
  id: 'a-finalizadas',
  rota: '/a/finalizadas',
  api: '/api/embarcador/finalizadas',
  lista: 'finalizadas',
  spec: GRID_EMBARCADOR_FINALIZADAS,
  ajustes: AJUSTES_FINALIZADA,
  acoes: ACOES_EMBARCADOR,
});

/** Simplified trip requests (spec 02 §3 "Simplified trip request"): /sm/viagem, /sm/cancelada, /sm/finalizada. */
function simplificada(caminho: 'viagem' | 'cancelada' | 'finalizada', api: string, publico: Interno): GridDef<ViagemLinha> {
  return grid(publico, {
    id: `sm-${caminho}`,
    rota: `/sm/${caminho}`,
    api: `/api/sm_simplificadas/${api}`,
    lista: 'simplificadas',
    vazio: { substantivo: 'SOLICITAÇÃO', feminino: true },
    ajustes: caminho === 'finalizada' ? { data_cadastro: PERIODO_DO_MES } : {},
    acoes: { menu: [VISUALIZAR_CURTO, IMPRIMIR_CURTO] },
  });
}
export const gridSmViagem = (publico: Interno) => simplificada('viagem', 'index_viagem', publico);
export const gridSmCancelada = (publico: Interno) => simplificada('cancelada', 'index_cancelada', publico);
export const gridSmFinalizada = (publico: Interno) => simplificada('finalizada', 'index_finalizada', publico);

/**
 * A station's lists (spec 02 §2 "Stations", §9: 100 a page): the staff's scheduled and in-transit
 * lists, their toolbars and windows, over the station's calls (issue 23). Only staff use stations.
 */
export const gridEstacaoAgendadas = gridAgendada('equipe', {
  id: 'estacao-agendadas',
  rota: '/estacoes/:estacao_id/agendadas',
  api: '/api/estacoes/:estacao_id/index_agendada',
  spec: GRID_ESTACAO_AGENDADAS,
  semExcluir: true,
});
export const gridEstacaoEmViagem = gridEmViagem('equipe', {
  id: 'estacao-emviagem',
  rota: '/estacoes/:estacao_id/viagens',
  api: '/api/estacoes/:estacao_id/index_emviagens',
  spec: GRID_ESTACAO_EM_VIAGEM,
});

/** /semestacao (spec 02 §3 "Station-less trip"): scheduled and in-transit trips of no active station. */
export const gridSemEstacao: GridDef<ViagemLinha> = grid('equipe', {
  id: 'semestacao',
  rota: '/semestacao',
  api: '/api/estacoes/index_sem_estacoes',
  lista: 'emViagem',
  spec: GRID_VIAGENS_SEM_ESTACAO,
  acoes: {
    duploClique: ocorrencias,
    editar: (l) => `/monitoramento/${l.id}`,
    menu: [VISUALIZAR_CURTO, IMPRIMIR_CURTO, OCORRENCIA_AVULSA, OCORRENCIA, POSICAO, LINHA_DO_TEMPO, ROTA_NO_MAPA],
  },
});

/** Every trip list, for the layout and export routes (grids/index.ts). */
export const GRIDS_VIAGENS: readonly GridDef<ViagemLinha>[] = [
  ...(['equipe', 'cliente'] as const).flatMap((p) => [
    gridAgendada(p),
    gridEmViagem(p),
    gridFinalizada(p),
    gridFinalizada(p, true),
    gridCancelada(p),
    gridViagensPlaca(p),
    gridSmViagem(p),
    gridSmCancelada(p),
    gridSmFinalizada(p),
  ]),
  gridControle,
  gridEstacaoAgendadas,
  gridEstacaoEmViagem,
  gridSemEstacao,
  gridAAgendadas,
  gridAEmViagem,
  gridAFinalizadas,
];
