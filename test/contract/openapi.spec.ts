import { readFileSync } from 'node:fs';
import { gerarOpenApi, gerarTiposFrontend, ARQUIVO_OPENAPI, ARQUIVO_TIPOS_FRONTEND } from '../../apps/backend/src/scripts/openapi.js';
import { iniciarApp, type AppDeTeste } from '../../apps/backend/test/support/app.js';
import { validadorOpenApi } from '../../apps/backend/test/support/openapi.js';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>; components: unknown };
const doc = JSON.parse(readFileSync(ARQUIVO_OPENAPI, 'utf8')) as Doc;

/** Calls the spec names (spec 03 §7 "Sessions and users", spec 01 §7.2 users calls). */
const CHAMADAS_DA_SPEC: Array<[string, string]> = [
  ['post', '/api/sessions'],
  ['delete', '/api/sessions/{token}'],
  ['get', '/api/users/is_grupo/{groups}'],
  ['get', '/api/users/is_liberativo'],
  ['get', '/api/users/cliente_grupo/{grupo}'],
  ['patch', '/api/users/atualizar_senha/{userId}'],
  ['post', '/api/users/recuperar_senha'],
  ['get', '/api/users'],
  ['delete', '/api/users/{id}'],
  ['get', '/api/users/{id}'],
  ['post', '/api/users/create'],
  ['patch', '/api/users/{id}'],
  ['get', '/api/grupos_usuarios/get_grupos_de_usuarios'],
  ['get', '/api/users/get_regras_acesso/{id}'],
  ['post', '/api/users/update_regras_acesso/{id}'],
  ['patch', '/api/users/{id}/atualiza_layouts_usuario'],
  ['get', '/api/get_controllers'],
  ['get', '/api/get_functions_controllers_by_controller/{id}'],
  ['get', '/api/users/usuario_logado'],
  ['get', '/api/users/show_user_basico'],
  ['get', '/api/integracao/chat/getGroups/{authToken}/{userId}'],
  ['post', '/api/integracao/chat/getToken'],
  // Masters (spec 03 §7 "Clients, contacts, groups", "Employees", "Vehicles", the reference lists of
  // "PGR, risk, master data"; spec 01 §7.2).
  ['get', '/api/clientes'],
  ['get', '/api/clientes/{id}'],
  ['post', '/api/clientes'],
  ['patch', '/api/clientes/{id}'],
  ['delete', '/api/clientes/{id}'],
  ['get', '/api/clientes/find_cliente'],
  ['get', '/api/clientes/find_embarcador'],
  ['get', '/api/clientes/find_corretor'],
  ['get', '/api/clientes/find_segurador'],
  ['get', '/api/clientes/consultar_cnpj/{cnpj}'],
  ['get', '/api/clientes/get_clientes_gerenciados'],
  ['get', '/api/get_estados'],
  ['get', '/api/clientes/{id}/get_veiculos_transportador'],
  ['patch', '/api/clientes/desvincular_veiculo'],
  ['patch', '/api/clientes/vincular_veiculo'],
  ['get', '/api/clientes/get_vinculo/{cliente_id}/{veiculo_id}'],
  ['post', '/api/clientes/vincular_motorista'],
  ['post', '/api/clientes/desvincular_motorista'],
  ['get', '/api/clientes/{id}/funcionarios'],
  ['patch', '/api/clientes/vincular_grupo'],
  ['patch', '/api/clientes/desvincular_grupo'],
  ['get', '/api/clientes/{id}/grupo_contatos'],
  ['get', '/api/get_contatos/{id}'],
  ['get', '/api/contatos'],
  ['get', '/api/contatos/por_grupo/{grupo_id}'],
  ['get', '/api/contatos/{id}'],
  ['post', '/api/contatos'],
  ['patch', '/api/contatos/{id}'],
  ['delete', '/api/contatos/{id}'],
  ['get', '/api/contatos/get_contatos_nome/{val}'],
  ['get', '/api/grupos'],
  ['get', '/api/grupos/{id}'],
  ['post', '/api/grupos'],
  ['patch', '/api/grupos/{id}'],
  ['delete', '/api/grupos/{id}'],
  ['post', '/api/grupos/vincular_contato'],
  ['post', '/api/grupos/desvincular_contato'],
  ['get', '/api/emails'],
  ['get', '/api/emails/get_emails'],
  ['get', '/api/emails/{id}'],
  ['post', '/api/emails'],
  ['patch', '/api/emails/{id}'],
  ['delete', '/api/emails/{id}'],
  ['get', '/api/funcionarios'],
  ['get', '/api/funcionarios/{id}'],
  ['get', '/api/funcionarios/{id}/{clienteId}'],
  ['get', '/api/funcionarios/consultar_cpf/{cpf}'],
  ['post', '/api/funcionarios'],
  ['patch', '/api/funcionarios/{id}'],
  ['post', '/api/funcionarios/{id}/update_perfis'],
  ['delete', '/api/funcionarios/{id}'],
  ['get', '/api/funcionarios/find_funcionario'],
  ['get', '/api/veiculos'],
  ['delete', '/api/veiculos/{id}'],
  ['get', '/api/veiculos/find_veiculos'],
  ['get', '/api/veiculos/find_todos_veiculos'],
  ['get', '/api/veiculos/find_carretas'],
  ['get', '/api/veiculos/find_veiculos_nao_carreta'],
  ['get', '/api/veiculos/{id}'],
  ['get', '/api/veiculos/{id}/por_cliente/{cliente_id}'],
  ['get', '/api/veiculos/{id}/listar_carretas'],
  ['post', '/api/veiculos/create'],
  ['post', '/api/veiculos/adicionar_carreta'],
  ['post', '/api/veiculos/{id}/remover_carreta'],
  ['patch', '/api/veiculos/{id}'],
  ['get', '/api/veiculos/verifica_placa/{placa}/{cliente_id}'],
  ['get', '/api/fabricantes/get_fabricantes'],
  ['get', '/api/fabricantes/{id}/modelos'],
  ['get', '/api/tecnologias'],
  ['get', '/api/tecnologias/{id}'],
  ['post', '/api/tecnologias'],
  ['patch', '/api/tecnologias/{id}'],
  ['delete', '/api/tecnologias/{id}'],
  ['get', '/api/tecnologias/get_tecnologia_by_veiculo/{id}'],
  ['get', '/api/tecnologias/find_tecnologia'],
  ['get', '/api/tecnologias/get_tecnologias'],
  ['get', '/api/tecnologias/tecnologias_por_cliente'],
  ['get', '/api/estados'],
  ['delete', '/api/estados/{uf}'],
  ['get', '/api/fabricantes'],
  ['delete', '/api/fabricantes/{id}'],
  ['get', '/api/funcoes'],
  ['delete', '/api/funcoes/{id}'],
  ['get', '/api/funcoes/get_funcoes'],
  ['get', '/api/modelos'],
  ['delete', '/api/modelos/{id}'],
  ['get', '/api/sinistros'],
  ['delete', '/api/sinistros/{id}'],
  // Spec 03 §7 "PGR, risk, master data", "Clients" (quick responses) and spec 01 §7.2.
  ['get', '/api/pronta_resposta'],
  ['get', '/api/pronta_resposta/{id}'],
  ['patch', '/api/pronta_resposta/{id}'],
  ['post', '/api/pronta_resposta'],
  ['delete', '/api/pronta_resposta/{id}'],
  ['get', '/api/pgrs'],
  ['get', '/api/pgrs/{id}'],
  ['post', '/api/pgrs'],
  ['patch', '/api/pgrs/{id}'],
  ['delete', '/api/pgrs/{id}'],
  ['get', '/api/pgrs/get_pgrs'],
  ['get', '/api/pgr_cliente/{clienteId}/index'],
  ['get', '/api/pgr_cliente/{id}/show'],
  ['get', '/api/pgr_cliente/{id}/diff_history'],
  ['post', '/api/pgr_cliente/{clienteId}/create'],
  ['patch', '/api/pgr_cliente/{clienteId}/update'],
  ['get', '/api/pgr_cliente/anotacoes'],
  ['get', '/api/itens_pgr'],
  ['delete', '/api/itens_pgr/{id}'],
  ['get', '/api/perifericos/get_periferico'],
  ['get', '/api/acoes_pgr'],
  ['get', '/api/acoes_pgr/{id}'],
  ['post', '/api/acoes_pgr'],
  ['patch', '/api/acoes_pgr/{id}'],
  ['delete', '/api/acoes_pgr/{id}'],
  ['get', '/api/emails/get_emails'],
  ['get', '/api/actions'],
  ['get', '/api/actions/{id}'],
  ['post', '/api/actions'],
  ['patch', '/api/actions/{id}'],
  ['delete', '/api/actions/{id}'],
  ['get', '/api/ocorrencias'],
  ['delete', '/api/ocorrencias/{id}'],
  ['get', '/api/ocorrencias/get_ocorrencias'],
  ['get', '/api/liberacoes'],
  ['get', '/api/situacao_viagem'],
  ['get', '/api/situacao_viagem/acoes'],
  ['delete', '/api/situacao_viagem/remove_situacao_acao'],
  ['post', '/api/situacao_viagem/create_situacao_acao'],
  ['post', '/api/situacao_viagem/update_situacao_acao'],
  ['post', '/api/check_lists/create_alerta'],
  ['patch', '/api/check_lists/update_alerta'],
  ['get', '/api/check_lists/grid_alertas'],
  ['get', '/api/check_lists/carregar_alerta/{id}'],
  ['post', '/api/monitoramentos/create_regras_risco'],
  ['get', '/api/monitoramentos/carrega_regra_risco'],
  ['get', '/api/monitoramentos/carrega_regra_risco_itens'],
  ['get', '/api/monitoramentos/{id}/pdf'],
  ['get', '/api/monitoramentos/{id}/impressao'],
  // Commands and messages (spec 02 §7), from a trip (spec 02 §2: /comandos and /comunicacao with viagem_id).
  ['post', '/api/veiculos/comando'],
  ['post', '/api/integracao/g4flex/enviar_sms'],
  ['post', '/api/integracao/enviar_texto'],
  ['post', '/api/integracao/enviar_whatsapp'],
  ['get', '/api/comandos'],
  ['get', '/api/monitoramentos/{id}/contato'],
  ['get', '/api/integracao/disponibilidade_integracoes'],
  ['get', '/api/financeiro/pre_faturamento'],
  ['get', '/api/financeiro/cliente_valor'],
  ['get', '/api/financeiro/ocorrencias'],
  ['get', '/api/financeiro/Checklists'],
  ['get', '/api/financeiro/ligacoes'],
  // Routes and points (spec 03 §7 "Routes and points").
  ['get', '/api/rotas'],
  ['get', '/api/rotas/{id}'],
  ['delete', '/api/rotas/{id}'],
  ['post', '/api/rotas'],
  ['patch', '/api/rotas/{id}'],
  ['post', '/api/rotas/{id}/atualiza_rota'],
  ['get', '/api/rotas/find_rotas'],
  ['get', '/api/rotas/find_pontos'],
  ['get', '/api/rotas/tipos_paradas'],
  ['get', '/api/rotas/{id}/geojson'],
  ['get', '/api/pontos'],
  ['get', '/api/pontos/{id}'],
  ['post', '/api/pontos'],
  ['patch', '/api/pontos/{id}'],
  ['delete', '/api/pontos/{id}'],
  ['get', '/api/pontos/verificar_ponto'],
  // Registration and consultation (spec 03 §7 "Registration and consultation"); the document
  // lookup's path is not shown: ours is /api/registro/consultar_documentos.
  ['get', '/api/registro'],
  ['delete', '/api/registro/{id}'],
  ['get', '/api/registro/get_registro/{id}/{hash}'],
  ['get', '/api/registro/get_registro/{id}'],
  ['post', '/api/registro/upload/{id}'],
  ['post', '/api/registro/corrigir_erros_parametros/{hash}'],
  ['get', '/api/registro/get_registros_renovacao'],
  ['post', '/api/registro/renovar_registros'],
  ['post', '/api/registro/create'],
  ['get', '/api/registro/get_politicas'],
  ['get', '/api/registro/find_funcionario_cadastro'],
  ['get', '/api/registro/find_cliente_cadastro'],
  ['get', '/api/registro/verificar_cadastro_registro'],
  ['get', '/api/registro/find_registros'],
  ['get', '/api/registro/motorista/{id}'],
  ['get', '/api/registro/veiculo/{id}'],
  ['get', '/api/registro/consultar_documentos'],
  ['get', '/api/registro/cadastro_consulta/relatorios'],
  ['get', '/api/cadastro_consulta/configuracoes'],
  ['get', '/api/cadastro_consulta/configuracoes/buscar_configuracao_por_filtro'],
  ['post', '/api/cadastro_consulta/configuracoes'],
  ['patch', '/api/cadastro_consulta/configuracoes/{id}'],
  ['delete', '/api/cadastro_consulta/configuracoes/remover/{id}'],
  ['get', '/api/blacklist/verificar_registro_blacklist'],
  ['get', '/api/blacklist/list'],
  ['get', '/api/blacklist/find_registros'],
  ['post', '/api/blacklist/create'],
  ['delete', '/api/blacklist/remover/{id}'],
  // Trip form (spec 02 §7 "Trip operations", "Lookups"; issue 21): lookups by client are ours (paths not shown).
  ['post', '/api/monitoramentos'],
  ['get', '/api/monitoramentos/{id}'],
  ['patch', '/api/monitoramentos/{id}'],
  ['post', '/api/monitoramentos/{veiculoId}/checklist_veiculo'],
  ['post', '/api/monitoramentos/autenticacao_liberacao'],
  ['get', '/api/tipo_viagens/find_tipo_viagens'],
  ['get', '/api/tipo_cargas/todos'],
  ['get', '/api/monitoramentos/lookups/veiculos'],
  ['get', '/api/monitoramentos/lookups/carretas'],
  ['get', '/api/monitoramentos/lookups/rotas'],
  ['get', '/api/monitoramentos/lookups/embarcadores'],
  // Trip lists (spec 02 §7 "Trip lists"; /viagens?placa= of §2).
  ['get', '/api/monitoramentos/index_agendada'],
  ['get', '/api/monitoramentos/index_canceladas'],
  ['get', '/api/monitoramentos/index_controle'],
  ['get', '/api/monitoramentos/index_emviagens'],
  ['get', '/api/monitoramentos/index_finalizadas'],
  ['get', '/api/monitoramentos/viagens'],
  ['get', '/api/embarcador/agendadas'],
  ['get', '/api/embarcador/viagens'],
  ['get', '/api/embarcador/finalizadas'],
  ['get', '/api/embarcador/ocorrencias'],
  ['get', '/api/sm_simplificadas/index_cancelada'],
  ['get', '/api/sm_simplificadas/index_finalizada'],
  ['get', '/api/sm_simplificadas/index_viagem'],
  // Trip operations and situations (spec 02 §7 "Trip operations", "Situations"), the lifecycle's part.
  ['patch', '/api/monitoramentos/{id}/iniciarviagem'],
  ['patch', '/api/monitoramentos/{id}/finalizarviagem'],
  ['get', '/api/monitoramentos/{id}/verifica_fim'],
  ['patch', '/api/monitoramentos/{id}/cancelarviagem'],
  ['get', '/api/monitoramentos/{id}/motivos'],
  ['patch', '/api/monitoramentos/{id}/recuperar_sm'],
  ['delete', '/api/monitoramentos/{id}'],
  ['post', '/api/monitoramentos/{id}/nova_ocorrencia'],
  ['post', '/api/monitoramentos/nova_ocorrencia_avulsa'],
  ['get', '/api/monitoramentos/{id}/ocorrencias'],
  ['get', '/api/monitoramentos/{id}/observacoes'],
  ['post', '/api/monitoramentos/nova_observacao'],
  ['post', '/api/monitoramentos/{id}/vincular'],
  ['post', '/api/situacao_viagem/altera_situacao_viagem'],
  ['get', '/api/situacao_viagem/pesquisa_placa'],
];

describe('documento OpenAPI', () => {
  it('openapi/openapi.json é o que o código produz (rode `npm run openapi` depois de mudar a API)', async () => {
    expect(readFileSync(ARQUIVO_OPENAPI, 'utf8')).toBe(await gerarOpenApi());
  });

  it('os tipos da API do frontend são gerados a partir do documento versionado', async () => {
    expect(readFileSync(ARQUIVO_TIPOS_FRONTEND, 'utf8')).toBe(await gerarTiposFrontend(readFileSync(ARQUIVO_OPENAPI, 'utf8')));
  });

  it.each(CHAMADAS_DA_SPEC)('documenta %s %s', (metodo, caminho) => {
    expect(doc.paths[caminho]?.[metodo]).toBeDefined();
  });
});

describe('as respostas conferem com o documento', () => {
  let t: AppDeTeste;
  const checar = validadorOpenApi();
  function validar(metodo: string, caminho: string, status: number, corpo: unknown): void {
    expect(checar(metodo, caminho, status, corpo)).toBeNull();
  }

  beforeAll(async () => {
    t = await iniciarApp();
  });
  afterAll(async () => {
    await t?.fechar();
  });

  it('para sessões, usuários, grupos e regras de acesso', async () => {
    const login = await t.http.post('/api/sessions').send({ session: { username: 'ADMIN', password: 'demo1234' } });
    validar('post', '/api/sessions', login.status, login.body);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const ruim = await t.http.post('/api/sessions').send({ session: {} });
    validar('post', '/api/sessions', ruim.status, ruim.body);
    const negado = await t.http.post('/api/sessions').send({ session: { username: 'ADMIN', password: 'x' } });
    validar('post', '/api/sessions', negado.status, negado.body);

    const chamadas: Array<[string, string, string]> = [
      ['get', '/api/users', '/api/users?rows=5'],
      ['get', '/api/users/{id}', '/api/users/1'],
      ['get', '/api/users/usuario_logado', '/api/users/usuario_logado'],
      ['get', '/api/users/show_user_basico', '/api/users/show_user_basico'],
      ['get', '/api/users/is_grupo/{groups}', '/api/users/is_grupo/3,4'],
      ['get', '/api/users/is_liberativo', '/api/users/is_liberativo'],
      ['get', '/api/grupos_usuarios', '/api/grupos_usuarios'],
      ['get', '/api/grupos_usuarios/get_grupos_de_usuarios', '/api/grupos_usuarios/get_grupos_de_usuarios'],
      ['get', '/api/users/get_regras_acesso/{id}', '/api/users/get_regras_acesso/2'],
      ['get', '/api/get_controllers', '/api/get_controllers'],
      ['get', '/api/clientes/find_cliente', '/api/clientes/find_cliente?term=a'],
      ['get', '/api/users/{id}', '/api/users/99999'],
      ['get', '/api/users', '/api/users?coluna_inexistente=1'],
    ];
    for (const [metodo, caminho, url] of chamadas) {
      const r = await t.http.get(url).set(auth);
      validar(metodo, caminho, r.status, r.body);
    }
    const criado = await t.http.post('/api/users/create').set(auth).send({ user: { username: 'CONTRATO', grupo: 4 } });
    validar('post', '/api/users/create', criado.status, criado.body);
    const editado = await t.http.patch(`/api/users/${criado.body.id}`).set(auth).send({ user: { email: 'contrato@exemplo.com.br' } });
    validar('patch', '/api/users/{id}', editado.status, editado.body);
    const apagado = await t.http.delete(`/api/users/${criado.body.id}`).set(auth);
    validar('delete', '/api/users/{id}', apagado.status, apagado.body);
  });
});
