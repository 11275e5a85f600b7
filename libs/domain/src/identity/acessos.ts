import { GRUPO } from './grupos.js';

/**
 * Access rules (spec 03 §6 "Access-rule screen", §7 get_controllers): every endpoint declares a
 * controller and a function; a user may call it when the function is among the user's rules.
 * New users get their group's defaults; an operator then edits them per user.
 */
const CRUD = ['index', 'show', 'create', 'update', 'destroy'] as const;

export interface ControladorDef {
  nome: string;
  descricao: string;
  funcoes: ReadonlyArray<{ nome: string; descricao: string }>;
}

const DESCRICAO_FUNCAO: Record<string, string> = {
  index: 'Listar',
  show: 'Visualizar',
  create: 'Cadastrar',
  update: 'Alterar',
  destroy: 'Excluir',
  exportar: 'Exportar para Excel',
  regras_acesso: 'Editar regras de acesso',
  operacional: 'Dashboard operacional',
  admin: 'Dashboard administrativo',
  liberar: 'Liberar',
  cancelar: 'Cancelar',
  finalizar: 'Finalizar',
  operador: 'Grid do operador',
  gerenciar: 'Gerenciar',
  receber: 'Receber posições de rastreadores',
  exportar_titular: 'Exportar os dados de um titular',
};

function controlador(nome: string, descricao: string, funcoes: readonly string[] = CRUD): ControladorDef {
  return { nome, descricao, funcoes: funcoes.map((f) => ({ nome: f, descricao: DESCRICAO_FUNCAO[f] ?? f })) };
}

export const CONTROLADORES: readonly ControladorDef[] = [
  controlador('dashboard', 'Dashboards', ['index', 'operacional', 'admin']),
  controlador('monitoramentos', 'Monitoramentos (SM)', [...CRUD, 'cancelar', 'finalizar']),
  controlador('check_lists', 'Checklists', [...CRUD, 'operador', 'gerenciar', 'liberar', 'cancelar']),
  controlador('cadastro_consulta', 'Cadastro e consulta', [...CRUD, 'liberar']),
  // Third parties' personal data: staff and the registration group only, never client-side groups (issue 13).
  controlador('blacklist', 'Blacklist (cadastro e consulta)'),
  controlador('lgpd', 'LGPD: atendimento ao titular', ['index', 'exportar_titular']),
  controlador('clientes', 'Clientes'),
  controlador('contatos', 'Contatos'),
  controlador('grupos', 'Grupos de contatos'),
  controlador('funcionarios', 'Funcionários'),
  controlador('veiculos', 'Veículos'),
  controlador('tecnologias', 'Tecnologias'),
  controlador('rotas', 'Rotas'),
  controlador('pontos', 'Pontos'),
  controlador('pgrs', 'Planos de gerenciamento de risco (PGR)'),
  controlador('regras_risco', 'Regras de risco'),
  controlador('ocorrencias', 'Tipos de ocorrência'),
  controlador('acoes_pgr', 'Ações PGR'),
  controlador('actions', 'Ações'),
  controlador('estacoes', 'Estações'),
  controlador('pronta_resposta', 'Pronta resposta'),
  controlador('financeiro', 'Financeiro', ['index', 'exportar']),
  controlador('cadastros_basicos', 'Cadastros básicos (estados, fabricantes, modelos, funções)'),
  controlador('usuarios', 'Usuários', [...CRUD, 'regras_acesso', 'exportar']),
  controlador('grupos_usuarios', 'Grupos de usuários'),
  // Integration adapters and Traccar servers that send positions in (issue 11).
  controlador('telemetria', 'Telemetria (integrações de rastreadores)', ['receber']),
  // The audit trail (issue 24): administrators and supervisors only; the API checks the group too.
  controlador('auditoria', 'Auditoria', ['index', 'exportar']),
];

type Regras = Record<string, readonly string[] | '*'>;

const TUDO: Regras = Object.fromEntries(CONTROLADORES.map((c) => [c.nome, '*']));
const LEITURA = ['index', 'show'] as const;
const OPERACAO: Regras = {
  ...Object.fromEntries(CONTROLADORES.map((c) => [c.nome, LEITURA])),
  // The administrative dashboard is the administrators' (issue 19: the desk saw it in its menu).
  dashboard: ['index', 'operacional'],
  monitoramentos: '*',
  check_lists: ['index', 'show', 'create', 'update', 'operador', 'cancelar'],
  cadastro_consulta: ['index', 'show', 'create'],
  // The data subject's requests are answered by administrators and the registration team.
  lgpd: [],
  usuarios: [],
  grupos_usuarios: [],
  financeiro: [],
  auditoria: [],
};

/** Default rules of each group, seeded and copied to a new user of that group. */
export const REGRAS_PADRAO_POR_GRUPO: Record<number, Regras> = {
  [GRUPO.ADMINISTRADOR]: TUDO,
  [GRUPO.SUPERVISOR]: TUDO,
  [GRUPO.CENTRAL]: { ...OPERACAO, usuarios: ['index', 'show'] },
  [GRUPO.OPERADOR]: OPERACAO,
  [GRUPO.MONITOR]: OPERACAO,
  [GRUPO.CLIENTE]: {
    dashboard: ['index'],
    monitoramentos: ['index', 'show', 'create'],
    check_lists: ['index', 'show', 'create', 'update', 'liberar'],
    cadastro_consulta: ['index', 'show', 'create'],
    veiculos: ['index', 'show', 'create', 'update'],
    funcionarios: ['index', 'show', 'create', 'update'],
    rotas: ['index', 'show', 'create', 'update'],
    pontos: ['index', 'show', 'create', 'update'],
    pgrs: ['index', 'show'],
    // Its own client record only (tenant scope): headers of its PGR and vehicle screens.
    clientes: ['show'],
  },
  [GRUPO.FINANCEIRO]: { dashboard: ['index'], financeiro: '*', clientes: LEITURA },
  [GRUPO.EMBARCADOR]: { dashboard: ['index'], monitoramentos: LEITURA, check_lists: LEITURA, clientes: ['show'] },
  [GRUPO.GESTOR_EMBARCADOR]: { dashboard: ['index'], monitoramentos: LEITURA, check_lists: LEITURA, clientes: ['show'] },
  [GRUPO.CADASTRO]: { dashboard: ['index'], cadastro_consulta: '*', blacklist: '*', lgpd: '*', clientes: LEITURA },
  [GRUPO.COMERCIAL]: { dashboard: ['index'], clientes: '*', contatos: '*', grupos: '*' },
  [GRUPO.PRONTA_RESPOSTA]: { dashboard: ['index'], pronta_resposta: '*', monitoramentos: LEITURA },
  [GRUPO.TI]: { ...TUDO, financeiro: [], auditoria: [] },
  [GRUPO.GESTOR_CORRETORA]: { dashboard: ['index'], monitoramentos: LEITURA, check_lists: LEITURA, clientes: ['show'] },
  [GRUPO.GESTOR_SEGURADORA]: { dashboard: ['index'], monitoramentos: LEITURA, check_lists: LEITURA, clientes: ['show'] },
};

/** The (controller, function) pairs a group gets by default. */
export function regrasPadrao(grupoId: number): Array<{ controlador: string; funcao: string }> {
  const regras = REGRAS_PADRAO_POR_GRUPO[grupoId] ?? { dashboard: ['index'] };
  const pares: Array<{ controlador: string; funcao: string }> = [];
  for (const c of CONTROLADORES) {
    const r = regras[c.nome];
    if (!r) continue;
    const funcoes = r === '*' ? c.funcoes.map((f) => f.nome) : r;
    for (const f of funcoes) if (c.funcoes.some((x) => x.nome === f)) pares.push({ controlador: c.nome, funcao: f });
  }
  return pares;
}

/** What a session may do, as the frontend receives it: controller → functions. */
export type Acessos = Record<string, string[]>;

export function pode(acessos: Acessos, controlador: string, funcao = 'index'): boolean {
  return acessos[controlador]?.includes(funcao) ?? false;
}
