import { type Acessos, CONTROLADORES, regrasPadrao } from './acessos.js';
import { GRUPO } from './grupos.js';
import { itemDoMenu, MENU, menuDoUsuario } from './menu.js';

/**
 * The side menu (spec 01 §2.1): every entry, its route from the spec's route list and the
 * controller and function a user needs to see it. A change to the menu must be made here too.
 */
const ESPERADO: Array<[string, Array<[titulo: string, path: string, controlador: string, funcao: string]>]> = [
  ['Dashboards', [
    ['Dashboard', '/dashboard', 'dashboard', 'index'],
    ['Dashboard operacional', '/dashboard_operacional', 'dashboard', 'operacional'],
    ['Dashboard administrativo', '/dashboard-admin', 'dashboard', 'admin'],
    ['Checklist online', '/dashboard_checklist', 'check_lists', 'operador'],
  ]],
  ['Monitoramento', [
    ['Controle', '/controle', 'monitoramentos', 'index'],
    ['Agendadas', '/agendada', 'monitoramentos', 'index'],
    ['Em viagem', '/emviagem', 'monitoramentos', 'index'],
    ['Finalizadas', '/finalizada', 'monitoramentos', 'index'],
    ['Canceladas', '/cancelada', 'monitoramentos', 'index'],
    ['Nova SM', '/novo_monitoramento', 'monitoramentos', 'create'],
    ['Estações', '/estacoes', 'estacoes', 'index'],
    ['SM sem estação', '/semestacao', 'estacoes', 'index'],
    ['Pronta resposta', '/pronta_resposta', 'pronta_resposta', 'index'],
    ['Notificações', '/notificacoes', 'monitoramentos', 'index'],
  ]],
  ['Checklists', [
    ['Meus checklists', '/checklists', 'check_lists', 'index'],
    ['Checklists (operador)', '/checklist_operador', 'check_lists', 'operador'],
    ['Novo checklist', '/novo_checklist', 'check_lists', 'create'],
    ['Checklists dos gerenciadores', '/a/checklist_gerenciadores', 'check_lists', 'index'],
    ['Alertas de checklist', '/alertas_checklist', 'check_lists', 'gerenciar'],
  ]],
  ['Cadastro e consulta', [
    ['Consultas', '/cadastro_consulta', 'cadastro_consulta', 'index'],
    ['Blacklist', '/list-blacklist', 'blacklist', 'index'],
    ['Renovações', '/list-renovacao', 'cadastro_consulta', 'index'],
    ['Relatórios', '/relatorios/filtro', 'cadastro_consulta', 'index'],
    ['Configurações', '/configuracoes', 'cadastro_consulta', 'index'],
    ['LGPD: atendimento ao titular', '/lgpd', 'lgpd', 'index'],
  ]],
  ['Cadastros', [
    ['Clientes', '/clientes', 'clientes', 'index'],
    ['Contatos', '/contatos', 'contatos', 'index'],
    ['Grupos de contatos', '/grupos', 'grupos', 'index'],
    ['Funcionários', '/funcionarios', 'funcionarios', 'index'],
    ['Veículos', '/veiculos', 'veiculos', 'index'],
    ['Tecnologias', '/tecnologias', 'tecnologias', 'index'],
    ['Rotas', '/rotas', 'rotas', 'index'],
    ['Pontos', '/pontos', 'pontos', 'index'],
    ['Estados', '/estados', 'cadastros_basicos', 'index'],
    ['Fabricantes', '/fabricantes', 'cadastros_basicos', 'index'],
    ['Modelos', '/modelos', 'cadastros_basicos', 'index'],
    ['Funções', '/funcoes', 'cadastros_basicos', 'index'],
    ['Layouts de e-mail', '/emails', 'cadastros_basicos', 'index'],
    ['Tipos de sinistro', '/sinistros', 'cadastros_basicos', 'index'],
  ]],
  ['PGR e risco', [
    ['PGRs', '/pgrs', 'pgrs', 'index'],
    ['Itens PGR', '/itenspgr', 'pgrs', 'index'],
    ['Ações PGR', '/acoespgr', 'acoes_pgr', 'index'],
    ['Ações', '/actions', 'actions', 'index'],
    ['Tipos de ocorrência', '/ocorrencias', 'ocorrencias', 'index'],
    ['Regras de risco', '/regras_risco', 'regras_risco', 'index'],
    ['Situações da viagem', '/situacao_viagem', 'monitoramentos', 'index'],
    ['Liberações', '/liberacoes', 'cadastros_basicos', 'index'],
  ]],
  ['Administração', [
    ['Usuários', '/usuarios', 'usuarios', 'index'],
    ['Grupos de usuários', '/grupousuarios', 'grupos_usuarios', 'index'],
    ['Financeiro', '/financeiro', 'financeiro', 'index'],
    ['Integração', '/integracao', 'monitoramentos', 'index'],
    ['Auditoria', '/auditoria', 'auditoria', 'index'],
  ]],
];

describe('menu lateral (spec 01 §2.1)', () => {
  it('lista cada seção e entrada com sua rota e o acesso que ela exige', () => {
    expect(MENU.map((s) => [s.titulo, s.itens.map((i) => [i.titulo, i.path, i.controlador, i.funcao ?? 'index'])])).toEqual(ESPERADO);
  });
  it('pede a função de listagem a menos que a entrada nomeie outra', () => {
    const semFuncao = MENU.flatMap((s) => s.itens).filter((i) => i.funcao === undefined).map((i) => i.path);
    expect(semFuncao).not.toContain('/dashboard_operacional');
    expect(semFuncao).toContain('/dashboard');
  });
  it('nomeia só controllers e funções do catálogo de regras de acesso', () => {
    for (const item of MENU.flatMap((s) => s.itens)) {
      const c = CONTROLADORES.find((x) => x.nome === item.controlador);
      expect([item.path, c?.funcoes.some((f) => f.nome === (item.funcao ?? 'index'))]).toEqual([item.path, true]);
    }
  });
});

/** The menu a new user of the group sees (its group's default rules). */
function menuPadrao(grupo: number): string[] {
  const acessos: Acessos = {};
  for (const r of regrasPadrao(grupo)) (acessos[r.controlador] ??= []).push(r.funcao);
  return menuDoUsuario(acessos).flatMap((s) => s.itens.map((i) => i.titulo));
}

describe('menu de um usuário (issue 19: os menus oferecem o que o servidor permite)', () => {
  it('mantém o dashboard administrativo para administradores e supervisores, não para a mesa', () => {
    expect(menuPadrao(GRUPO.ADMINISTRADOR)).toContain('Dashboard administrativo');
    expect(menuPadrao(GRUPO.SUPERVISOR)).toContain('Dashboard administrativo');
    for (const g of [GRUPO.CENTRAL, GRUPO.OPERADOR, GRUPO.MONITOR]) {
      expect(menuPadrao(g)).toContain('Dashboard operacional');
      expect(menuPadrao(g)).not.toContain('Dashboard administrativo');
    }
  });
  it('descarta seções sem nenhuma entrada que as regras abram', () => {
    expect(menuDoUsuario({ dashboard: ['index'] })).toEqual([{ titulo: 'Dashboards', itens: [MENU[0]!.itens[0]] }]);
  });
  it('encontra a entrada de uma página pelo seu caminho exato', () => {
    expect(itemDoMenu('/financeiro')).toEqual({ titulo: 'Financeiro', path: '/financeiro', controlador: 'financeiro' });
    expect(itemDoMenu('/dashboard-admin')?.funcao).toBe('admin');
    expect(itemDoMenu('/financeiro/x')).toBeUndefined();
  });
});
