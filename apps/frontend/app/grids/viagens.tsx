import { MENSAGENS_VIAGEM } from '@gr/domain';
import { BarraProgresso, IconeVinculo, PontoReferencia, SeletorSituacao, SeloDistancia } from '~/components/viagem/celulas';
import type { AcaoLinha, ColunaGrid, GridDef } from '~/components/grid/tipos';
import { periodoDoMes } from '~/lib/checklists';
import { impressaoSm, ROTULOS_STATUS_VIAGEM, type ViagemLinha } from '~/lib/viagens';

/**
 * The trip lists (spec 02 §2 "Trip lists", "Grid behaviour common to the lists", §3, §9): one
 * declaration per screen, built from the same columns and actions. A staff list has a client
 * variant (group 8, spec 02 §6): the columns the spec hides are left out, there is no right-click
 * menu and the lifecycle buttons answer 'permissão negada'. The server checks every action again.
 */
type Col = ColunaGrid<ViagemLinha>;
type Acao = AcaoLinha<ViagemLinha>;

/** Who the list is for: staff (3–7), the client user (8) on the staff URLs, shippers (/a/*). */
export type Publico = 'equipe' | 'cliente' | 'embarcador';

// Page sizes (spec 02 §9)
const TAMANHOS = [15, 30, 50, 100, 200] as const;
const TAMANHOS_EM_VIAGEM = [50, 100, 200, 300, 500] as const;
const TAMANHOS_CONTROLE = [30, 50, 100, 200] as const;
const TAMANHOS_SIMPLIFICADA = [18, 200, 300, 500, 1000] as const;

const OPCOES_VINCULO = [
  { valor: 'FROTA', rotulo: 'FROTA' },
  { valor: 'AGREGADO', rotulo: 'AGREGADO' },
  { valor: 'AUTONOMO', rotulo: 'AUTONOMO' },
] as const;

// Columns (spec 02 §3 "Trip grid row"); copyable: plate, terminal, route, start time (spec 02 §2).
const c = {
  id: { campo: 'id', titulo: 'SM', filtro: 'numero', largura: 90 },
  situacao: { campo: 'situacao_viagem_id', titulo: 'Situação', largura: 190, ordenavel: false, valor: (l) => l.situacao_viagem, celula: (l) => <SeletorSituacao linha={l} /> },
  distancia: { campo: 'distancia_origem_km', titulo: 'Distância da origem', largura: 130, ordenavel: false, celula: (l) => <SeloDistancia linha={l} /> },
  status: { campo: 'status', titulo: 'Status', largura: 120, celula: (l) => <span>{ROTULOS_STATUS_VIAGEM[l.status] ?? l.status}</span> },
  placa: { campo: 'placa', titulo: 'Placa', filtro: 'texto', formato: 'placa', copiavel: true, largura: 110 },
  carreta: { campo: 'placa_carreta1', titulo: 'Carreta', formato: 'placa', largura: 110 },
  terminal: { campo: 'terminal_numero', titulo: 'Terminal', filtro: 'texto', copiavel: true, largura: 130 },
  tecnologia: { campo: 'tecnologia', titulo: 'Tecnologia', filtro: 'texto', largura: 130 },
  vinculado: { campo: 'vinculado_tecnologia', titulo: 'Vinc. tecnologia', largura: 110, ordenavel: false, celula: (l) => <IconeVinculo linha={l} /> },
  vinculo: { campo: 'vinculo', titulo: 'Vínculo', filtro: 'selecao', opcoes: OPCOES_VINCULO, largura: 110 },
  transportadora: { campo: 'nome_fantasia', titulo: 'Transportadora', filtro: 'texto', largura: 180 },
  rota: { campo: 'rota', titulo: 'Rota', filtro: 'texto', copiavel: true, largura: 200 },
  motorista: { campo: 'motorista', titulo: 'Motorista', filtro: 'texto', largura: 180 },
  fone1: { campo: 'fone1', titulo: 'Telefone', formato: 'telefone', largura: 130 },
  origem: { campo: 'origem', titulo: 'Origem', largura: 160 },
  destino: { campo: 'destino', titulo: 'Destino', largura: 160 },
  previsaoInicio: { campo: 'previsao_inicio', titulo: 'Previsão de início', formato: 'data', copiavel: true, largura: 170 },
  previsaoFim: { campo: 'previsao_fim', titulo: 'Previsão de fim', formato: 'data', largura: 170 },
  dataPosicao: { campo: 'data_posicao', titulo: 'Última posição', formato: 'data', largura: 170 },
  dataTecnologia: { campo: 'data_tecnologia', titulo: 'Data do computador de bordo', formato: 'data', largura: 190 },
  ignicao: { campo: 'ignicao', titulo: 'Ignição', formato: 'booleano', rotulosBooleano: ['Ligada', 'Desligada'], largura: 100 },
  pontoReferencia: { campo: 'ponto_referencia', ordenavel: false, titulo: 'Ponto de referência', largura: 220, celula: (l) => <PontoReferencia linha={l} /> },
  distanciaPercorrida: { campo: 'distancia_percorrida', ordenavel: false, titulo: 'Distância percorrida (km)', largura: 130 },
  progresso: { campo: 'percentual', ordenavel: false, titulo: 'Progresso', largura: 150, celula: (l) => <BarraProgresso linha={l} /> },
  ocorrencias: { campo: 'total_ocorrencias', ordenavel: false, titulo: 'Ocorrências', largura: 110 },
  risco: { campo: 'pontuacao_risco', titulo: 'Pontuação de risco', largura: 120 },
  observacao: { campo: 'observacao', titulo: 'Observação', largura: 200 },
  trafegus: { campo: 'trafegus_id', titulo: 'Código da viagem', largura: 130 },
  numeroSpy: { campo: 'numero_spy', titulo: 'Número da isca', largura: 120 },
  tecnologiaSpy: { campo: 'tecnologia_spy', titulo: 'Tecnologia da isca', largura: 130 },
  frota: { campo: 'numero_frota', ordenavel: false, titulo: 'Frota', largura: 90 },
  tipo: { campo: 'tipo', titulo: 'Tipo', largura: 100 },
  ultimaSm: { campo: 'data_ultima_sm', ordenavel: false, titulo: 'Última SM', formato: 'data', largura: 170 },
  usernameAdd: { campo: 'username_add', titulo: 'Cadastrada por', largura: 130 },
  dataCadastro: { campo: 'data_cadastro', titulo: 'Data de cadastro', formato: 'data', largura: 170 },
  usernameStatus: { campo: 'username_add_status', titulo: 'Status alterado por', largura: 150 },
  dataStatus: { campo: 'data_status', titulo: 'Data do status', formato: 'data', largura: 170 },
  dataInicio: { campo: 'data_inicio', titulo: 'Início', formato: 'data', largura: 170 },
  dataFim: { campo: 'data_fim', titulo: 'Fim', formato: 'data', largura: 170 },
  aceitou: { campo: 'username_aceitou', titulo: 'Aceita por', largura: 130 },
  pgr: { campo: 'pgr_cliente_id', titulo: 'PGR do cliente', largura: 110 },
  motivos: { campo: 'motivos', titulo: 'Motivos', largura: 220 },
  bloqueio: { campo: 'bloqueio', ordenavel: false, titulo: 'Bloqueio', formato: 'booleano', largura: 100 },
  atualizacao: { campo: 'atualizacao', ordenavel: false, titulo: 'Atualização', largura: 200 },
  usernameAtualizacao: { campo: 'username_add_atualizacao', ordenavel: false, titulo: 'Atualizada por', largura: 130 },
  dataAtualizacao: { campo: 'data_atualizacao', ordenavel: false, titulo: 'Data da atualização', formato: 'data', largura: 170 },
} satisfies Record<string, Col>;

/** Finished trips: a date range on data_fim (or data_cadastro), from the first of the month (spec 02 §2). */
const periodo = (col: Col, padrao: boolean): Col => ({ ...col, filtro: 'periodo', ...(padrao ? { filtroPadrao: () => periodoDoMes() } : {}) });

/** Columns a client user (group 8) does not see (spec 02 §6). */
const OCULTAS_CLIENTE: ReadonlySet<string> = new Set([
  'placa_carreta1',
  'distancia_percorrida',
  'distancia_origem_km',
  'nome_fantasia',
  'rota',
  'observacao',
  'previsao_inicio',
  'data_cadastro',
  'trafegus_id',
  'vinculado_tecnologia',
  'username_add_status',
  'data_status',
  'tecnologia_spy',
  'numero_spy',
  'username_aceitou',
]);

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
const OCORRENCIA_AVULSA: Acao = { rotulo: 'Ocorrência avulsa', para: (l) => avulsa(l), soEquipe: true };
const POSICAO: Acao = { rotulo: 'Posição', para: posicao };
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
  ADICIONAR,
];

const colunasDe = (publico: Publico, colunas: Col[]) => (publico === 'cliente' ? colunas.filter((col) => !OCULTAS_CLIENTE.has(col.campo)) : colunas);

interface Tela {
  id: string;
  rota: string;
  api: string;
  vazio?: { substantivo: string; feminino?: boolean };
  tamanhos: readonly number[];
  tamanhoPadrao: number;
  colunas: Col[];
  acoes?: GridDef<ViagemLinha>['acoes'];
  atualizarACada?: number;
  extras?: readonly string[];
  ordem?: GridDef['ordem'];
}

function grid(publico: Publico, t: Tela): GridDef<ViagemLinha> {
  return {
    id: publico === 'cliente' ? `${t.id}-cliente` : t.id,
    rota: t.rota,
    api: t.api,
    controlador: 'monitoramentos',
    vazio: t.vazio ?? { substantivo: 'VIAGEM', feminino: true },
    colunas: colunasDe(publico, t.colunas),
    tamanhos: t.tamanhos,
    tamanhoPadrao: t.tamanhoPadrao,
    ordem: t.ordem ?? { campo: 'id', direcao: 'desc' },
    acoes: t.acoes,
    atualizarACada: t.atualizarACada,
    extras: t.extras,
    // Group 8 gets no right-click menu (spec 02 §2, §6).
    semMenuParaGrupos: [8],
    avisoSemSelecao: MENSAGENS_SEM_SM,
    // The trip grids are not yet tied to their GridSpec (gridDoSpec), which the export's columns
    // come from: no export button until they are (the server already serves each list as xlsx).
    exportavel: false,
  };
}

/** 'Você deve selecionar uma SM antes!' (spec 02 §4, §8). */
export const MENSAGENS_SEM_SM = 'Você deve selecionar uma SM antes!';

const colunasViagem = (extra: { situacao?: boolean; distancia?: boolean; progresso?: boolean }): Col[] => [
  c.id,
  ...(extra.situacao ? [c.situacao] : []),
  ...(extra.distancia ? [c.distancia] : []),
  c.placa,
  c.carreta,
  c.terminal,
  c.tecnologia,
  ...(extra.situacao ? [c.vinculado] : []),
  c.vinculo,
  c.transportadora,
  c.rota,
  c.motorista,
  c.fone1,
  c.origem,
  c.destino,
  c.previsaoInicio,
  c.previsaoFim,
  c.dataPosicao,
  c.dataTecnologia,
  c.ignicao,
  c.pontoReferencia,
  ...(extra.progresso ? [c.distanciaPercorrida, c.progresso] : []),
  c.ocorrencias,
  c.risco,
  c.observacao,
  c.numeroSpy,
  c.tecnologiaSpy,
  c.trafegus,
  c.usernameAdd,
  c.dataCadastro,
];

/** /emviagem (spec 02 §2): toolbar 'Ocorrência avulsa' (staff), Adicionar, Editar, Finalizar, Cancelar, observação, Visualizar, Imprimir, Atualizar. */
export function gridEmViagem(publico: Exclude<Publico, 'embarcador'>): GridDef<ViagemLinha> {
  return grid(publico, {
    id: 'emviagem',
    rota: '/emviagem',
    api: '/api/monitoramentos/index_emviagens',
    tamanhos: TAMANHOS_EM_VIAGEM,
    tamanhoPadrao: 50,
    colunas: colunasViagem({ situacao: true, progresso: true }),
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
export function gridAgendada(publico: Exclude<Publico, 'embarcador'>): GridDef<ViagemLinha> {
  return grid(publico, {
    id: 'agendada',
    rota: '/agendada',
    api: '/api/monitoramentos/index_agendada',
    tamanhos: TAMANHOS,
    tamanhoPadrao: 100,
    ordem: { campo: 'previsao_inicio', direcao: 'asc' },
    atualizarACada: 3 * 60_000,
    colunas: colunasViagem({ distancia: true }).map((col) => (col.campo === 'data_cadastro' ? periodo(col, false) : col)),
    acoes: {
      atalhos: [{ rotulo: 'Ocorrência avulsa', para: avulsa(), soEquipe: true, antes: true }],
      adicionar: '/novo_monitoramento',
      editar: (l) => `/monitoramento/${l.id}`,
      excluir: publico === 'equipe',
      // Double-click opens the occurrences for staff only in the scheduled lists (spec 02 §2).
      duploClique: publico === 'equipe' ? ocorrencias : undefined,
      menu: acoesDeViagemAberta(publico, INICIAR),
    },
  });
}

const colunasFinalizada = (publico: Publico): Col[] => [
  c.id,
  c.placa,
  c.carreta,
  c.vinculo,
  c.transportadora,
  ...(publico === 'embarcador' ? [] : [c.pgr]),
  c.trafegus,
  c.terminal,
  c.tecnologia,
  c.rota,
  c.dataPosicao,
  c.dataTecnologia,
  c.ignicao,
  c.pontoReferencia,
  c.origem,
  c.destino,
  c.dataInicio,
  periodo(c.dataFim, true),
  { ...c.usernameStatus, titulo: 'Finalizada por' },
  c.aceitou,
  c.observacao,
  periodo(c.dataCadastro, false),
  c.usernameAdd,
];

const VISUALIZAR_CURTO: Acao = { ...VISUALIZAR, rotulo: 'Visualizar' };
const IMPRIMIR_CURTO: Acao = { ...IMPRIMIR, rotulo: 'Imprimir' };

/** /finalizada (spec 02 §2): Adicionar, Atualizar, Recuperar viagem, Visualizar, Imprimir; double-click opens occurrences. */
export function gridFinalizada(publico: Exclude<Publico, 'embarcador'>, corretora = false): GridDef<ViagemLinha> {
  return grid(publico, {
    id: corretora ? 'finalizadas_corretora' : 'finalizada',
    rota: corretora ? '/finalizadas_corretora' : '/finalizada',
    api: '/api/monitoramentos/index_finalizadas',
    tamanhos: TAMANHOS,
    tamanhoPadrao: 15,
    ordem: { campo: 'data_fim', direcao: 'desc' },
    colunas: colunasFinalizada(publico),
    acoes: {
      adicionar: corretora ? undefined : '/novo_monitoramento',
      duploClique: ocorrencias,
      menu: [
        soEquipe(publico, RECUPERAR, MENSAGENS_VIAGEM.operacaoNaoAutorizada),
        VISUALIZAR_CURTO,
        IMPRIMIR_CURTO,
        OCORRENCIA,
        soEquipe(publico, OBSERVACAO),
      ].map((a) => (corretora && a.intent === 'recuperar' ? { ...a, naBarra: false } : a)),
    },
  });
}

/** /cancelada (spec 02 §2, §3 "Cancelled trip"): the trip row plus who cancelled, when and why. */
export function gridCancelada(publico: Exclude<Publico, 'embarcador'>): GridDef<ViagemLinha> {
  return grid(publico, {
    id: 'cancelada',
    rota: '/cancelada',
    api: '/api/monitoramentos/index_canceladas',
    tamanhos: TAMANHOS,
    tamanhoPadrao: 15,
    colunas: [
      ...colunasViagem({}),
      c.motivos,
      { ...c.usernameStatus, titulo: 'Cancelada por' },
      { ...c.dataStatus, titulo: 'Data do cancelamento' },
    ],
    acoes: {
      adicionar: '/novo_monitoramento',
      duploClique: ocorrencias,
      menu: [VISUALIZAR_CURTO, IMPRIMIR_CURTO, OCORRENCIA],
    },
  });
}

/** /controle (spec 02 §3 "Control list row"): each vehicle's last trip; double-click lists its trips. */
export const gridControle: GridDef<ViagemLinha> = grid('equipe', {
  id: 'controle',
  rota: '/controle',
  api: '/api/monitoramentos/index_controle',
  vazio: { substantivo: 'VEÍCULO' },
  tamanhos: TAMANHOS_CONTROLE,
  tamanhoPadrao: 30,
  ordem: { campo: 'placa', direcao: 'asc' },
  colunas: [
    c.id,
    c.placa,
    c.tipo,
    { ...c.status, ordenavel: false },
    c.ultimaSm,
    { campo: 'terminal', titulo: 'Terminal', filtro: 'texto', copiavel: true, largura: 130 },
    c.tecnologia,
    { ...c.vinculo, filtro: undefined, ordenavel: false },
    c.ignicao,
    c.pontoReferencia,
    c.dataPosicao,
    c.dataTecnologia,
    c.dataCadastro,
  ],
  acoes: { duploClique: (l) => `/viagens?placa=${encodeURIComponent(l.placa ?? '')}`, menu: [{ rotulo: 'Viagens do veículo', para: (l) => `/viagens?placa=${encodeURIComponent(l.placa ?? '')}` }] },
});

/** /viagens?placa= (spec 02 §2): every trip of a plate, any status. */
export const gridViagensPlaca: GridDef<ViagemLinha> = grid('equipe', {
  id: 'viagens',
  rota: '/viagens',
  api: '/api/monitoramentos/viagens',
  extras: ['placa'],
  tamanhos: TAMANHOS,
  tamanhoPadrao: 50,
  colunas: [c.id, c.status, ...colunasViagem({}).slice(1)].map((col) =>
    col.campo === 'placa' ? { ...col, filtro: undefined } : col,
  ),
  acoes: { duploClique: ocorrencias, menu: [VISUALIZAR_CURTO, IMPRIMIR_CURTO, OCORRENCIA] },
});

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
  ],
};

export const gridAAgendadas: GridDef<ViagemLinha> = grid('embarcador', {
  id: 'a-agendadas',
  rota: '/a/agendadas',
  api: '/api/embarcador/agendadas',
  tamanhos: TAMANHOS,
  tamanhoPadrao: 100,
  atualizarACada: 3 * 60_000,
  colunas: colunasViagem({ distancia: true }),
  acoes: ACOES_EMBARCADOR,
});

export const gridAEmViagem: GridDef<ViagemLinha> = grid('embarcador', {
  id: 'a-emviagem',
  rota: '/a/emviagem',
  api: '/api/embarcador/viagens',
  tamanhos: TAMANHOS_EM_VIAGEM,
  tamanhoPadrao: 50,
  colunas: colunasViagem({ progresso: true }),
  acoes: ACOES_EMBARCADOR,
});

export const gridAFinalizadas: GridDef<ViagemLinha> = grid('embarcador', {
  id: 'a-finalizadas',
  rota: '/a/finalizadas',
  api: '/api/embarcador/finalizadas',
  tamanhos: TAMANHOS,
  tamanhoPadrao: 15,
  colunas: colunasFinalizada('embarcador'),
  acoes: ACOES_EMBARCADOR,
});

/** Simplified trip requests (spec 02 §3 "Simplified trip request"): /sm/viagem, /sm/cancelada, /sm/finalizada. */
const colunasSimplificada: Col[] = [
  c.id,
  c.frota,
  c.placa,
  c.transportadora,
  c.rota,
  c.motorista,
  c.fone1,
  c.previsaoInicio,
  c.previsaoFim,
  c.bloqueio,
  c.atualizacao,
  c.usernameAtualizacao,
  c.dataAtualizacao,
  c.usernameAdd,
  c.dataCadastro,
];
const simplificada = (caminho: 'viagem' | 'cancelada' | 'finalizada', api: string) =>
  grid('equipe', {
    id: `sm-${caminho}`,
    rota: `/sm/${caminho}`,
    api: `/api/sm_simplificadas/${api}`,
    vazio: { substantivo: 'SOLICITAÇÃO', feminino: true },
    tamanhos: TAMANHOS_SIMPLIFICADA,
    tamanhoPadrao: 18,
    colunas: caminho === 'finalizada' ? colunasSimplificada.map((col) => (col.campo === 'data_cadastro' ? periodo(col, true) : col)) : colunasSimplificada,
    acoes: { menu: [VISUALIZAR_CURTO, IMPRIMIR_CURTO] },
  });
export const gridSmViagem = simplificada('viagem', 'index_viagem');
export const gridSmCancelada = simplificada('cancelada', 'index_cancelada');
export const gridSmFinalizada = simplificada('finalizada', 'index_finalizada');

/** Every trip list, for the layout and export routes (grids/index.ts). */
export const GRIDS_VIAGENS: readonly GridDef<ViagemLinha>[] = [
  gridAgendada('equipe'),
  gridAgendada('cliente'),
  gridEmViagem('equipe'),
  gridEmViagem('cliente'),
  gridFinalizada('equipe'),
  gridFinalizada('cliente'),
  gridFinalizada('equipe', true),
  gridCancelada('equipe'),
  gridCancelada('cliente'),
  gridControle,
  gridViagensPlaca,
  gridAAgendadas,
  gridAEmViagem,
  gridAFinalizadas,
  gridSmViagem,
  gridSmCancelada,
  gridSmFinalizada,
];
