import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { gerarOpenApi, gerarTiposFrontend, ARQUIVO_OPENAPI, ARQUIVO_TIPOS_FRONTEND } from '../../apps/backend/src/scripts/openapi.js';
import { iniciarApp, type AppDeTeste } from '../../apps/backend/test/support/app.js';

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
];

describe('OpenAPI document', () => {
  it('openapi/openapi.json is what the code produces (run `npm run openapi` after changing the API)', async () => {
    expect(readFileSync(ARQUIVO_OPENAPI, 'utf8')).toBe(await gerarOpenApi());
  });

  it('the frontend API types are generated from the committed document', async () => {
    expect(readFileSync(ARQUIVO_TIPOS_FRONTEND, 'utf8')).toBe(await gerarTiposFrontend(readFileSync(ARQUIVO_OPENAPI, 'utf8')));
  });

  it.each(CHAMADAS_DA_SPEC)('documents %s %s', (metodo, caminho) => {
    expect(doc.paths[caminho]?.[metodo]).toBeDefined();
  });
});

describe('answers match the document', () => {
  let t: AppDeTeste;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...(doc as object), $id: 'openapi.json' });

  function validar(metodo: string, caminho: string, status: number, corpo: unknown): void {
    const resposta = doc.paths[caminho]?.[metodo]?.responses[String(status)];
    expect(resposta).toBeDefined();
    const schema = resposta!.content?.['application/json']?.schema;
    if (!schema) return;
    const texto = JSON.stringify(schema).replaceAll('"#/components', '"openapi.json#/components');
    const ok = ajv.validate(JSON.parse(texto), corpo);
    if (!ok) throw new Error(`${metodo.toUpperCase()} ${caminho} ${status}: ${ajv.errorsText()}`);
  }

  beforeAll(async () => {
    t = await iniciarApp();
  });
  afterAll(async () => {
    await t?.fechar();
  });

  it('for sessions, users, groups and access rules', async () => {
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
