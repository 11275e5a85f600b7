import { type RouteConfig, index, layout, route } from '@remix-run/route-config';

/**
 * The spec's URLs (spec 01 §2.1), in one place. Pages under the `_app` layout need a session and
 * show the side menu; the others stand alone (spec 01 §2.2, §6).
 */

/**
 * A simple reference list (grids/listas/): its grid and, unless the form has a page of its own,
 * the form as a pop-up over the grid. One pair of route modules serves every list.
 */
const lista = (caminho: string, comPopup = true) =>
  route(caminho, 'routes/lista.tsx', { id: `lista:${caminho}` }, comPopup
    ? [
        route('novo', 'routes/lista.form.tsx', { id: `lista:${caminho}:novo` }),
        route(':id', 'routes/lista.form.tsx', { id: `lista:${caminho}:editar` }),
      ]
    : []);

/** A record's page with tabs (client, employee, vehicle): `dados` is the index tab. */
const comAbas = (caminho: string, modulo: string, id: string, abas: ReturnType<typeof route>[] = []) =>
  route(caminho, `routes/${modulo}.tsx`, { id }, [index(`routes/${modulo}.dados.tsx`, { id: `${id}:dados` }), ...abas]);

/**
 * The trip lists (spec 02 §2) share routes/viagens.tsx; a list with lifecycle actions hosts their
 * windows (start, finish, cancel, observation) as modal child routes.
 */
const JANELAS_VIAGEM = { iniciar: 'routes/viagem.iniciar.tsx', finalizar: 'routes/viagem.finalizar.tsx', cancelar: 'routes/viagem.cancelar.tsx', observacao: 'routes/viagem.observacao.tsx', pronta_resposta: 'routes/viagem.pronta_resposta.tsx' } as const;
const viagens = () =>
  (
    [
      ['agendada', ['iniciar', 'cancelar', 'observacao', 'pronta_resposta']],
      ['emviagem', ['finalizar', 'cancelar', 'observacao', 'pronta_resposta']],
      ['finalizada', ['observacao']],
      ['finalizadas_corretora', []],
      ['cancelada', []],
      ['controle', []],
      ['viagens', []],
      ['sm/viagem', []],
      ['sm/cancelada', []],
      ['sm/finalizada', []],
      ['a/agendadas', []],
      ['a/agenda', []],
      ['a/emviagem', []],
      ['a/finalizadas', []],
      ['a/finalizada', []],
      // Stations (spec 02 §2 "Stations"): a station's lists with the same windows, and the trips of none.
      ['estacoes/:estacao_id/agendadas', ['iniciar', 'cancelar', 'observacao']],
      ['estacoes/:estacao_id/viagens', ['finalizar', 'cancelar', 'observacao']],
      ['semestacao', []],
    ] as const
  ).map(([caminho, janelas]) =>
    route(
      caminho,
      'routes/viagens.tsx',
      { id: `viagens:${caminho}` },
      janelas.map((j) => route(`${j}/:id`, JANELAS_VIAGEM[j], { id: `viagens:${caminho}:${j}` })),
    ),
  );

export default [
  // Without session or without the menu
  route('login', 'routes/login.tsx', [route('esqueci_senha', 'routes/login.esqueci_senha.tsx')]),
  route('login/token', 'routes/login.token.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('oauth/authorize', 'routes/oauth.authorize.tsx'),
  route('mudar_senha', 'routes/mudar_senha.tsx'),
  route('novasenha', 'routes/novasenha.tsx'),
  route('situacoes/app', 'routes/situacoes.tsx', { id: 'situacoes-app' }),
  // The rapid-response authorisation page: no session, a signed single-use link (decision 48)
  route('monitoramento/autorizacao/pronta_resposta', 'routes/pronta_resposta.autorizacao.tsx'),

  // Resource routes: the browser never sees the token, so these proxy the API server-side.
  route('recursos/busca/:fonte', 'routes/recursos.busca.ts'),
  route('recursos/consulta/:tipo', 'routes/recursos.consulta.ts'),
  route('recursos/layout', 'routes/recursos.layout.ts'),
  route('recursos/exportar', 'routes/recursos.exportar.ts'),
  route('recursos/financeiro', 'routes/recursos.financeiro.ts'),
  route('recursos/rotas/tracar', 'routes/recursos.rotas.ts'),
  route('recursos/checklist_itens/:id', 'routes/recursos.checklist_itens.ts'),
  route('recursos/checklist/:consulta', 'routes/recursos.checklist.ts'),
  route('recursos/avisos/:consulta', 'routes/recursos.avisos.ts'),
  route('recursos/lgpd/exportar/:documento', 'routes/recursos.lgpd.ts'),
  route('recursos/relatorios', 'routes/recursos.relatorios.ts'),
  route('recursos/relatorios/:id', 'routes/recursos.relatorios.exportacao.ts'),
  route('recursos/relatorios/:id/arquivo', 'routes/recursos.relatorios.arquivo.ts'),
  route('recursos/cadastro', 'routes/recursos.cadastro.ts'),
  route('recursos/viagem/:acao', 'routes/recursos.viagem.ts'),
  route('recursos/viagens_desvinculadas', 'routes/recursos.viagens_desvinculadas.ts'),
  route('recursos/estacoes/:estacao_id/sessao', 'routes/recursos.estacao_sessao.ts'),
  // The live desk's Server-Sent Events (the trip lists and the position map listen to it).
  route('recursos/atualizacoes', 'routes/recursos.atualizacoes.ts'),
  route('recursos/alertas_pendentes', 'routes/recursos.alertas_pendentes.ts'),
  route('recursos/monitoramentos/:id/pdf', 'routes/recursos.viagem_pdf.ts'),
  // The trip's print page (spec 02 §2): the API's HTML in the one print layout, with the user's session.
  route('views/monitoramentos/sm_impressao.html', 'routes/views.sm_impressao.ts'),
  route('recursos/cadastro/anexo/:id', 'routes/recursos.cadastro_arquivo.ts', { id: 'recursos-cadastro-anexo' }),
  route('recursos/cadastro/pdf/:id/:hash', 'routes/recursos.cadastro_arquivo.ts', { id: 'recursos-cadastro-pdf' }),

  // Signed-in area with the side menu
  layout('routes/_app.tsx', [
    // Dashboards (spec 02 §2 "Dashboards"; issue 23): / and /dashboard are the same page.
    index('routes/dashboard.tsx', { id: 'inicio' }),
    route('dashboard', 'routes/dashboard.tsx', { id: 'dashboard' }),
    route('dashboard_operacional', 'routes/dashboard_operacional.tsx'),
    route('dashboard-admin', 'routes/dashboard-admin.tsx'),
    route('dashboard_checklist', 'routes/dashboard_checklist.tsx'),
    // Open without a session too (spec 01 §6): then bare, without the menu (routes/_app.tsx).
    route('lgpd', 'routes/lgpd.tsx'),

    // Registration and consultation (spec 03 §2 "Registration and consultation")
    route('cadastro_consulta', 'routes/cadastro_consulta.tsx'),
    route('novo', 'routes/novo.tsx'),
    route('protocolo/novo', 'routes/protocolo.novo.tsx'),
    route('protocolo/:id', 'routes/protocolo.tsx'),
    route('detalhes/:id/:hash', 'routes/detalhes.tsx'),
    route('list-renovacao', 'routes/list-renovacao.tsx'),

    route('usuarios', 'routes/usuarios.tsx', [
      route('novo', 'routes/usuarios.form.tsx', { id: 'usuarios-novo' }),
      route(':id', 'routes/usuarios.form.tsx', { id: 'usuarios-editar' }),
    ]),
    route('usuarios/regras_acesso', 'routes/usuarios.regras_acesso.tsx'),
    // The audit trail (issue 24): groups 3 and 4.
    route('auditoria', 'routes/auditoria.tsx'),
    route('grupousuarios', 'routes/grupousuarios.tsx', [
      route('novo', 'routes/grupousuarios.form.tsx', { id: 'grupousuarios-novo' }),
      route(':id', 'routes/grupousuarios.form.tsx', { id: 'grupousuarios-editar' }),
    ]),

    // Clients (spec 03 §2 "Clients, contacts, groups"): grid, then a page with tabs
    route('clientes', 'routes/clientes.tsx'),
    comAbas('cliente/novo', 'cliente', 'cliente-novo'),
    comAbas('cliente/:id', 'cliente', 'cliente', [
      route('motoristas', 'routes/cliente.motoristas.tsx', [route('vincular', 'routes/cliente.motoristas.vincular.tsx')]),
      route('grupos', 'routes/cliente.grupos.tsx'),
      route('pronta_resposta', 'routes/cliente.pronta_resposta.tsx'),
      route('veiculos', 'routes/cliente.veiculos.tsx', [route('vincular', 'routes/cliente.veiculos.vincular.tsx')]),
    ]),
    route('contatos', 'routes/contatos.tsx', [
      route('novo', 'routes/contatos.form.tsx', { id: 'contatos-novo' }),
      route(':id', 'routes/contatos.form.tsx', { id: 'contatos-editar' }),
    ]),
    lista('grupos', false),
    route('grupo', 'routes/grupo.tsx', { id: 'grupo-novo' }),
    route('grupo/:id', 'routes/grupo.tsx', { id: 'grupo' }),
    lista('emails'),

    // Employees (spec 03 §2 "Employees")
    route('funcionarios', 'routes/funcionarios.tsx'),
    comAbas('funcionario', 'funcionario', 'funcionario-novo'),
    comAbas('funcionario/:id', 'funcionario', 'funcionario', [route('perfis', 'routes/funcionario.perfis.tsx')]),

    // Vehicles (spec 03 §2 "Vehicles"): /veiculos/form is the same form (?id= edits)
    route('veiculos', 'routes/veiculos.tsx'),
    comAbas('veiculo', 'veiculo', 'veiculo-novo'),
    comAbas('veiculos/form', 'veiculo', 'veiculos-form'),
    comAbas('veiculo/:id', 'veiculo', 'veiculo', [route('carretas', 'routes/veiculo.carretas.tsx')]),

    // Routes and points (spec 03 §2 "Routes and points"): grids, then a form page with a map
    route('rotas', 'routes/rotas.tsx'),
    route('rota', 'routes/rota.tsx', { id: 'rota-nova' }),
    route('rota/:id', 'routes/rota.tsx', { id: 'rota' }),
    route('pontos', 'routes/pontos.tsx'),
    route('ponto', 'routes/ponto.tsx', { id: 'ponto-novo' }),
    route('ponto/:id', 'routes/ponto.tsx', { id: 'ponto' }),

    // Technologies and reference lists (spec 03 §2 "Finance and other master data")
    lista('tecnologias'),
    lista('estados'),
    lista('fabricantes'),
    lista('modelos', false),
    route('modelo', 'routes/lista.form.tsx', { id: 'lista:modelo:novo' }),
    route('modelo/:id', 'routes/lista.form.tsx', { id: 'lista:modelo:editar' }),
    lista('funcoes'),
    lista('sinistros'),

    // PGR, risk and other master data (spec 03 §2 "PGR and risk")
    lista('pronta_resposta'),
    lista('pgrs'),
    lista('itenspgr'),
    lista('acoespgr'),
    lista('actions'),
    lista('ocorrencias'),
    lista('liberacoes', false),
    lista('situacao_viagem'),
    lista('alertas_checklist', false),
    route('alerta_checklist', 'routes/lista.form.tsx', { id: 'lista:alerta_checklist:novo' }),
    route('alerta_checklist/:id', 'routes/lista.form.tsx', { id: 'lista:alerta_checklist:editar' }),
    route('financeiro', 'routes/financeiro.tsx'),
    route('regras_risco', 'routes/regras_risco.tsx'),
    route('integracao', 'routes/integracao.tsx'),
    route('posicao_falsa', 'routes/posicao_falsa.tsx'),
    route('comandos', 'routes/comandos.tsx'),
    route('comunicacao', 'routes/comunicacao.tsx'),
    route('pgr_cliente/:cliente_id', 'routes/pgr_cliente.tsx', [
      route('novo', 'routes/pgr_cliente.form.tsx', { id: 'pgr_cliente-novo' }),
      route(':id', 'routes/pgr_cliente.form.tsx', { id: 'pgr_cliente-editar' }),
    ]),

    // Checklists (spec 01 §2.3–§2.6): the grids, their release and cancel pop-ups, the wizard, view and test
    route('a/checklist_gerenciadores', 'routes/a.checklist_gerenciadores.tsx'),
    route('checklists', 'routes/checklists.tsx', [route('liberar/:id', 'routes/checklist.liberar.tsx', { id: 'checklists:liberar' })]),
    ...(['checklist_operador', 'checklist_manage'] as const).map((caminho) =>
      route(caminho, 'routes/checklist_operador.tsx', { id: caminho }, [
        route('liberar/:id', 'routes/checklist.liberar.tsx', { id: `${caminho}:liberar` }),
        route('cancelar/:id', 'routes/checklist.cancelar.tsx', { id: `${caminho}:cancelar` }),
      ]),
    ),
    route('novo_checklist', 'routes/novo_checklist.tsx'),
    route('checklist/visualizar/:id', 'routes/checklist.visualizar.tsx'),
    route('checklist/teste/:id', 'routes/checklist.teste.tsx'),
    route('checklist/teste_automatico/:id', 'routes/checklist.teste_automatico.tsx'),

    // Registration and consultation's support screens (spec 03 §2): the blacklist and its wizard,
    // the clients' validity configurations with their modal
    route('list-blacklist', 'routes/list-blacklist.tsx'),
    route('novo-blacklist', 'routes/novo-blacklist.tsx'),
    route('configuracoes', 'routes/configuracoes.tsx', [
      route('novo', 'routes/configuracoes.form.tsx', { id: 'configuracoes-novo' }),
      route(':id', 'routes/configuracoes.form.tsx', { id: 'configuracoes-editar' }),
    ]),
    // Registration reports (spec 03 §2 "Registration and consultation"): the filter, then the rows with the exports
    route('relatorios/filtro', 'routes/relatorios.filtro.tsx'),
    route('relatorios', 'routes/relatorios.tsx'),

    // Trips (spec 02 §2 "Trip pages", "Windows opened from lists"): the form (a page for group 8,
    // a window for staff), the view, the position map, the timeline, the occurrence windows and the occurrence report
    route('novo_monitoramento', 'routes/monitoramento.form.tsx', { id: 'monitoramento-novo' }),
    route('monitoramento/:id', 'routes/monitoramento.form.tsx', { id: 'monitoramento-editar' }),
    route('monitoramento/visualizar/:id', 'routes/monitoramento.visualizar.tsx'),
    route('monitoramento/posicionamento/:id', 'routes/monitoramento.posicionamento.tsx'),
    route('monitoramento/linha_do_tempo/:id', 'routes/monitoramento.linha_do_tempo.tsx'),
    route('monitoramento/rota/:id', 'routes/monitoramento.rota.tsx'),
    route('monitoramento/ocorrencias/:id', 'routes/monitoramento.ocorrencias.tsx'),
    route('monitoramento/ocorrencia_avulsa', 'routes/monitoramento.ocorrencia_avulsa.tsx'),
    route('monitoramento/relatorio_ocorrencias/:id', 'routes/monitoramento.relatorio_ocorrencias.tsx'),

    // Trip lists (spec 02 §2 "Trip lists"): one module; the lifecycle windows are their pop-ups
    ...viagens(),

    // Stations (spec 02 §2 "Stations"): the list, the form (?id= edits) and the session page
    route('estacoes', 'routes/estacoes.tsx'),
    route('estacoes/create', 'routes/estacoes.create.tsx'),
    route('estacoes/:estacao_id', 'routes/estacao.tsx'),
    // Notifications (spec 02 §2): the staff and the shippers' lists, the viewer as their pop-up;
    // the trip-situation screen (spec 03 §2; /situacoes/app is the same without the menu)
    ...(['notificacoes', 'a/notificacoes'] as const).map((caminho) =>
      route(caminho, 'routes/notificacoes.tsx', { id: `notificacoes:${caminho}` }, [
        route(':id', 'routes/notificacoes.visualizar.tsx', { id: `notificacoes:${caminho}:visualizar` }),
      ]),
    ),
    route('situacoes', 'routes/situacoes.tsx', { id: 'situacoes' }),

    route('novo_html', 'routes/novo_html.tsx'),
    route('notfound', 'routes/notfound.tsx'),
  ]),

  // Any unknown route redirects to / (spec 01 §2.1)
  route('*', 'routes/desconhecida.tsx'),
] satisfies RouteConfig;
