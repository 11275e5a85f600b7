import { CONTROLADORES, pode, REGRAS_PADRAO_POR_GRUPO, regrasPadrao, type Acessos } from './acessos.js';

/**
 * The default access rules of every group (spec 01 §6, spec 03 §6), written out in full: a change
 * to the default table — a function given to or taken from a group — must fail here and be made
 * on purpose, in both places. Functions are listed in the catalogue's order.
 */
const LER = ['index', 'show'];
const CRUD = ['index', 'show', 'create', 'update', 'destroy'];

/** Every controller with every function: what groups 3 and 4 get. */
const TUDO: Record<string, string[]> = {
  dashboard: ['index', 'operacional', 'admin'],
  monitoramentos: [...CRUD, 'cancelar', 'finalizar'],
  check_lists: [...CRUD, 'operador', 'gerenciar', 'liberar', 'cancelar'],
  cadastro_consulta: [...CRUD, 'liberar'],
  blacklist: CRUD,
  lgpd: ['index', 'exportar_titular'],
  clientes: CRUD,
  contatos: CRUD,
  grupos: CRUD,
  funcionarios: CRUD,
  veiculos: CRUD,
  tecnologias: CRUD,
  rotas: CRUD,
  pontos: CRUD,
  pgrs: CRUD,
  regras_risco: CRUD,
  ocorrencias: CRUD,
  acoes_pgr: CRUD,
  actions: CRUD,
  estacoes: CRUD,
  pronta_resposta: CRUD,
  financeiro: ['index', 'exportar'],
  cadastros_basicos: CRUD,
  usuarios: [...CRUD, 'regras_acesso', 'exportar'],
  grupos_usuarios: CRUD,
  telemetria: ['receber'],
  auditoria: ['index', 'exportar'],
};

/** The monitoring desk (groups 6 and 7): trips in full, checklists without managing, the rest read-only. */
const OPERACAO: Record<string, string[]> = {
  dashboard: ['index', 'operacional'],
  monitoramentos: [...CRUD, 'cancelar', 'finalizar'],
  check_lists: ['index', 'show', 'create', 'update', 'operador', 'cancelar'],
  cadastro_consulta: ['index', 'show', 'create'],
  blacklist: LER,
  clientes: LER,
  contatos: LER,
  grupos: LER,
  funcionarios: LER,
  veiculos: LER,
  tecnologias: LER,
  rotas: LER,
  pontos: LER,
  pgrs: LER,
  regras_risco: LER,
  ocorrencias: LER,
  acoes_pgr: LER,
  actions: LER,
  estacoes: LER,
  pronta_resposta: LER,
  cadastros_basicos: LER,
};

/** Shipper, shipper manager, brokerage and insurer managers: follow trips and checklists, nothing else. */
const GESTOR = { dashboard: ['index'], monitoramentos: LER, check_lists: LER, clientes: ['show'] };

const ESPERADO: Record<number, Record<string, string[]>> = {
  3: TUDO,
  4: TUDO,
  5: { ...OPERACAO, usuarios: LER },
  6: OPERACAO,
  7: OPERACAO,
  8: {
    dashboard: ['index'],
    monitoramentos: ['index', 'show', 'create'],
    check_lists: ['index', 'show', 'create', 'update', 'liberar'],
    cadastro_consulta: ['index', 'show', 'create'],
    clientes: ['show'],
    funcionarios: ['index', 'show', 'create', 'update'],
    veiculos: ['index', 'show', 'create', 'update'],
    rotas: ['index', 'show', 'create', 'update'],
    pontos: ['index', 'show', 'create', 'update'],
    pgrs: LER,
  },
  9: { dashboard: ['index'], clientes: LER, financeiro: ['index', 'exportar'] },
  10: GESTOR,
  11: GESTOR,
  12: { dashboard: ['index'], cadastro_consulta: [...CRUD, 'liberar'], blacklist: CRUD, lgpd: ['index', 'exportar_titular'], clientes: LER },
  13: { dashboard: ['index'], clientes: CRUD, contatos: CRUD, grupos: CRUD },
  14: { dashboard: ['index'], monitoramentos: LER, pronta_resposta: CRUD },
  // Issue 24: the audit trail is the administrators' and supervisors' only.
  15: Object.fromEntries(Object.entries(TUDO).filter(([c]) => c !== 'financeiro' && c !== 'auditoria')),
  16: GESTOR,
  17: GESTOR,
};

/** A group's defaults as the session carries them: controller → functions. */
function acessosDe(grupo: number): Acessos {
  const acessos: Acessos = {};
  for (const { controlador, funcao } of regrasPadrao(grupo)) (acessos[controlador] ??= []).push(funcao);
  return acessos;
}

describe('regras de acesso padrão de cada grupo (spec 01 §6, spec 03 §6)', () => {
  it('define padrões para os grupos 3 a 17 e nenhum outro', () => {
    expect(Object.keys(REGRAS_PADRAO_POR_GRUPO).map(Number).sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it.each(Object.keys(ESPERADO).map(Number))('o grupo %i recebe exatamente a sua tabela', (grupo) => {
    expect(acessosDe(grupo)).toEqual(ESPERADO[grupo]);
  });

  it('lista cada par (controller, função) uma vez, na ordem do catálogo', () => {
    for (let grupo = 3; grupo <= 17; grupo++) {
      const pares = regrasPadrao(grupo).map((r) => `${r.controlador}#${r.funcao}`);
      expect(new Set(pares).size).toBe(pares.length);
    }
    expect(regrasPadrao(9)).toEqual([
      { controlador: 'dashboard', funcao: 'index' },
      { controlador: 'clientes', funcao: 'index' },
      { controlador: 'clientes', funcao: 'show' },
      { controlador: 'financeiro', funcao: 'index' },
      { controlador: 'financeiro', funcao: 'exportar' },
    ]);
  });

  it('dá a um grupo sem tabela só o dashboard', () => {
    expect(regrasPadrao(1)).toEqual([{ controlador: 'dashboard', funcao: 'index' }]);
    expect(regrasPadrao(99)).toEqual([{ controlador: 'dashboard', funcao: 'index' }]);
  });

  it.each([
    // A client user (8) keeps its fleet and drivers but never deletes them, nor manages users.
    [8, 'veiculos', 'destroy'],
    [8, 'funcionarios', 'destroy'],
    [8, 'rotas', 'destroy'],
    [8, 'pontos', 'destroy'],
    [8, 'clientes', 'index'],
    [8, 'clientes', 'update'],
    [8, 'pgrs', 'create'],
    // update is the desk's edit of any trip and the vehicle commands; group 8 amends its own
    // scheduled request with 'create' (the domain keeps it to AGENDADA).
    [8, 'monitoramentos', 'update'],
    [8, 'monitoramentos', 'cancelar'],
    [8, 'monitoramentos', 'finalizar'],
    [8, 'check_lists', 'operador'],
    [8, 'check_lists', 'destroy'],
    [8, 'cadastro_consulta', 'liberar'],
    [8, 'dashboard', 'operacional'],
    [8, 'dashboard', 'admin'],
    [8, 'usuarios', 'index'],
    [8, 'usuarios', 'create'],
    [8, 'usuarios', 'regras_acesso'],
    [8, 'grupos_usuarios', 'index'],
    [8, 'tecnologias', 'index'],
    [8, 'financeiro', 'index'],
    // Only the administration touches users and their access rules.
    [5, 'usuarios', 'create'],
    [5, 'usuarios', 'regras_acesso'],
    [6, 'usuarios', 'index'],
    [7, 'usuarios', 'regras_acesso'],
    [6, 'grupos_usuarios', 'index'],
    [15, 'financeiro', 'index'],
    [15, 'financeiro', 'exportar'],
    // The desk operates trips and checklists but does not edit master data nor release checklists.
    [6, 'check_lists', 'liberar'],
    [6, 'check_lists', 'gerenciar'],
    [6, 'check_lists', 'destroy'],
    [6, 'veiculos', 'create'],
    [7, 'clientes', 'update'],
    [5, 'cadastro_consulta', 'liberar'],
    [6, 'cadastro_consulta', 'update'],
    // Other roles stay inside their area.
    [9, 'monitoramentos', 'index'],
    [9, 'clientes', 'update'],
    [12, 'clientes', 'update'],
    [12, 'monitoramentos', 'index'],
    [13, 'monitoramentos', 'index'],
    [13, 'usuarios', 'index'],
    [14, 'monitoramentos', 'create'],
    [14, 'monitoramentos', 'cancelar'],
  ])('o grupo %i não pode %s#%s', (grupo, controlador, funcao) => {
    expect(pode(acessosDe(grupo), controlador, funcao)).toBe(false);
  });

  it('mantém os gestores de embarcador e de seguradora (10, 11, 16, 17) só com leitura em viagens e checklists', () => {
    for (const grupo of [10, 11, 16, 17]) {
      const acessos = acessosDe(grupo);
      for (const controlador of ['monitoramentos', 'check_lists']) {
        const funcoes = CONTROLADORES.find((c) => c.nome === controlador)!.funcoes.map((f) => f.nome);
        expect(funcoes.filter((f) => pode(acessos, controlador, f))).toEqual(['index', 'show']);
      }
      expect(pode(acessos, 'clientes', 'show')).toBe(true);
      expect(pode(acessos, 'clientes', 'index')).toBe(false);
    }
  });

  it('dá o controller de financeiro só aos grupos 3, 4 e 9', () => {
    const comFinanceiro = Object.keys(ESPERADO).map(Number).filter((g) => regrasPadrao(g).some((r) => r.controlador === 'financeiro'));
    expect(comFinanceiro).toEqual([3, 4, 9]);
  });

  it('mantém a blacklist e o atendimento ao titular (dados pessoais de terceiros) longe dos grupos do lado do cliente', () => {
    const blacklist = Object.keys(ESPERADO).map(Number).filter((g) => regrasPadrao(g).some((r) => r.controlador === 'blacklist'));
    expect(blacklist).toEqual([3, 4, 5, 6, 7, 12, 15]);
    const lgpd = Object.keys(ESPERADO).map(Number).filter((g) => regrasPadrao(g).some((r) => r.controlador === 'lgpd'));
    expect(lgpd).toEqual([3, 4, 12, 15]);
  });

  it('dá a gestão de usuários (usuarios, grupos_usuarios) só a 3, 4 e 15, e a listagem de usuários a 5', () => {
    const gerem = Object.keys(ESPERADO).map(Number).filter((g) => pode(acessosDe(g), 'usuarios', 'create'));
    expect(gerem).toEqual([3, 4, 15]);
    const listam = Object.keys(ESPERADO).map(Number).filter((g) => pode(acessosDe(g), 'usuarios', 'index'));
    expect(listam).toEqual([3, 4, 5, 15]);
    const grupos = Object.keys(ESPERADO).map(Number).filter((g) => regrasPadrao(g).some((r) => r.controlador === 'grupos_usuarios'));
    expect(grupos).toEqual([3, 4, 15]);
  });
});

describe('o catálogo de controllers da tela de regras de acesso (spec 03 §6, §7 get_controllers)', () => {
  it('nomeia cada controller e função como a tela os mostra', () => {
    const DESCRICOES = {
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
    } as Record<string, string>;
    expect(Object.fromEntries(CONTROLADORES.map((c) => [c.nome, c.funcoes.map((f) => f.nome)]))).toEqual(TUDO);
    for (const c of CONTROLADORES) for (const f of c.funcoes) expect([c.nome, f.nome, f.descricao]).toEqual([c.nome, f.nome, DESCRICOES[f.nome]]);
    expect(Object.fromEntries(CONTROLADORES.map((c) => [c.nome, c.descricao]))).toEqual({
      dashboard: 'Dashboards',
      monitoramentos: 'Monitoramentos (SM)',
      check_lists: 'Checklists',
      cadastro_consulta: 'Cadastro e consulta',
      blacklist: 'Blacklist (cadastro e consulta)',
      lgpd: 'LGPD: atendimento ao titular',
      clientes: 'Clientes',
      contatos: 'Contatos',
      grupos: 'Grupos de contatos',
      funcionarios: 'Funcionários',
      veiculos: 'Veículos',
      tecnologias: 'Tecnologias',
      rotas: 'Rotas',
      pontos: 'Pontos',
      pgrs: 'Planos de gerenciamento de risco (PGR)',
      regras_risco: 'Regras de risco',
      ocorrencias: 'Tipos de ocorrência',
      acoes_pgr: 'Ações PGR',
      actions: 'Ações',
      estacoes: 'Estações',
      pronta_resposta: 'Pronta resposta',
      financeiro: 'Financeiro',
      cadastros_basicos: 'Cadastros básicos (estados, fabricantes, modelos, funções)',
      usuarios: 'Usuários',
      grupos_usuarios: 'Grupos de usuários',
      telemetria: 'Telemetria (integrações de rastreadores)',
      auditoria: 'Auditoria',
    });
  });

  it('pode() responde pela função nomeada, index por padrão', () => {
    const acessos: Acessos = { veiculos: ['index', 'show'] };
    expect(pode(acessos, 'veiculos')).toBe(true);
    expect(pode(acessos, 'veiculos', 'show')).toBe(true);
    expect(pode(acessos, 'veiculos', 'destroy')).toBe(false);
    expect(pode({ veiculos: ['show'] }, 'veiculos')).toBe(false);
    expect(pode(acessos, 'rotas', 'index')).toBe(false);
  });
});
