import { type Acessos, pode } from './acessos.js';

/**
 * The side menu (spec 01 §2.1): every area of the product, the controller whose `index` a user
 * needs to see the entry. The frontend renders it; the backend seeds the controllers it names.
 */
export interface MenuItem {
  titulo: string;
  path: string;
  controlador: string;
  funcao?: string;
}
export interface MenuSecao {
  titulo: string;
  itens: MenuItem[];
}

export const MENU: readonly MenuSecao[] = [
  {
    titulo: 'Dashboards',
    itens: [
      { titulo: 'Dashboard', path: '/dashboard', controlador: 'dashboard' },
      { titulo: 'Dashboard operacional', path: '/dashboard_operacional', controlador: 'dashboard', funcao: 'operacional' },
      { titulo: 'Dashboard administrativo', path: '/dashboard-admin', controlador: 'dashboard', funcao: 'admin' },
      { titulo: 'Checklist online', path: '/dashboard_checklist', controlador: 'check_lists', funcao: 'operador' },
    ],
  },
  {
    titulo: 'Monitoramento',
    itens: [
      { titulo: 'Controle', path: '/controle', controlador: 'monitoramentos' },
      { titulo: 'Agendadas', path: '/agendada', controlador: 'monitoramentos' },
      { titulo: 'Em viagem', path: '/emviagem', controlador: 'monitoramentos' },
      { titulo: 'Finalizadas', path: '/finalizada', controlador: 'monitoramentos' },
      { titulo: 'Canceladas', path: '/cancelada', controlador: 'monitoramentos' },
      { titulo: 'Nova SM', path: '/novo_monitoramento', controlador: 'monitoramentos', funcao: 'create' },
      { titulo: 'Estações', path: '/estacoes', controlador: 'estacoes' },
      // The trips of no station (spec 02 §2 "Stations", §3 "Station-less trip"): the desk's, like the stations.
      { titulo: 'SM sem estação', path: '/semestacao', controlador: 'estacoes' },
      { titulo: 'Pronta resposta', path: '/pronta_resposta', controlador: 'pronta_resposta' },
      { titulo: 'Notificações', path: '/notificacoes', controlador: 'monitoramentos' },
    ],
  },
  {
    titulo: 'Checklists',
    itens: [
      { titulo: 'Meus checklists', path: '/checklists', controlador: 'check_lists' },
      { titulo: 'Checklists (operador)', path: '/checklist_operador', controlador: 'check_lists', funcao: 'operador' },
      { titulo: 'Novo checklist', path: '/novo_checklist', controlador: 'check_lists', funcao: 'create' },
      { titulo: 'Checklists dos gerenciadores', path: '/a/checklist_gerenciadores', controlador: 'check_lists' },
      { titulo: 'Alertas de checklist', path: '/alertas_checklist', controlador: 'check_lists', funcao: 'gerenciar' },
    ],
  },
  {
    titulo: 'Cadastro e consulta',
    itens: [
      { titulo: 'Consultas', path: '/cadastro_consulta', controlador: 'cadastro_consulta' },
      { titulo: 'Blacklist', path: '/list-blacklist', controlador: 'blacklist' },
      { titulo: 'Renovações', path: '/list-renovacao', controlador: 'cadastro_consulta' },
      { titulo: 'Relatórios', path: '/relatorios/filtro', controlador: 'cadastro_consulta' },
      { titulo: 'Configurações', path: '/configuracoes', controlador: 'cadastro_consulta' },
      { titulo: 'LGPD: atendimento ao titular', path: '/lgpd', controlador: 'lgpd' },
    ],
  },
  {
    titulo: 'Cadastros',
    itens: [
      { titulo: 'Clientes', path: '/clientes', controlador: 'clientes' },
      { titulo: 'Contatos', path: '/contatos', controlador: 'contatos' },
      { titulo: 'Grupos de contatos', path: '/grupos', controlador: 'grupos' },
      { titulo: 'Funcionários', path: '/funcionarios', controlador: 'funcionarios' },
      { titulo: 'Veículos', path: '/veiculos', controlador: 'veiculos' },
      { titulo: 'Tecnologias', path: '/tecnologias', controlador: 'tecnologias' },
      { titulo: 'Rotas', path: '/rotas', controlador: 'rotas' },
      { titulo: 'Pontos', path: '/pontos', controlador: 'pontos' },
      { titulo: 'Estados', path: '/estados', controlador: 'cadastros_basicos' },
      { titulo: 'Fabricantes', path: '/fabricantes', controlador: 'cadastros_basicos' },
      { titulo: 'Modelos', path: '/modelos', controlador: 'cadastros_basicos' },
      { titulo: 'Funções', path: '/funcoes', controlador: 'cadastros_basicos' },
      { titulo: 'Layouts de e-mail', path: '/emails', controlador: 'cadastros_basicos' },
      { titulo: 'Tipos de sinistro', path: '/sinistros', controlador: 'cadastros_basicos' },
    ],
  },
  {
    titulo: 'PGR e risco',
    itens: [
      { titulo: 'PGRs', path: '/pgrs', controlador: 'pgrs' },
      { titulo: 'Itens PGR', path: '/itenspgr', controlador: 'pgrs' },
      { titulo: 'Ações PGR', path: '/acoespgr', controlador: 'acoes_pgr' },
      { titulo: 'Ações', path: '/actions', controlador: 'actions' },
      { titulo: 'Tipos de ocorrência', path: '/ocorrencias', controlador: 'ocorrencias' },
      { titulo: 'Regras de risco', path: '/regras_risco', controlador: 'regras_risco' },
      { titulo: 'Situações da viagem', path: '/situacao_viagem', controlador: 'monitoramentos' },
      { titulo: 'Liberações', path: '/liberacoes', controlador: 'cadastros_basicos' },
    ],
  },
  {
    titulo: 'Administração',
    itens: [
      { titulo: 'Usuários', path: '/usuarios', controlador: 'usuarios' },
      { titulo: 'Grupos de usuários', path: '/grupousuarios', controlador: 'grupos_usuarios' },
      { titulo: 'Financeiro', path: '/financeiro', controlador: 'financeiro' },
      { titulo: 'Integração', path: '/integracao', controlador: 'monitoramentos' },
      { titulo: 'Auditoria', path: '/auditoria', controlador: 'auditoria' },
    ],
  },
];

/** Whether the user's rules open the entry: the same rule shows it in the menu and lets its page open. */
export function podeAbrir(acessos: Acessos, item: Pick<MenuItem, 'controlador' | 'funcao'>): boolean {
  return pode(acessos, item.controlador, item.funcao ?? 'index');
}

/** The menu as the user may use it: the entries its rules open, sections left empty dropped. */
export function menuDoUsuario(acessos: Acessos): MenuSecao[] {
  return MENU.map((s) => ({ ...s, itens: s.itens.filter((i) => podeAbrir(acessos, i)) })).filter((s) => s.itens.length > 0);
}

/** The menu entry whose page is `path` exactly, if any. */
export function itemDoMenu(path: string): MenuItem | undefined {
  for (const s of MENU) for (const i of s.itens) if (i.path === path) return i;
  return undefined;
}
