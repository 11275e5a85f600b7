import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, idCliente } from './support/masters.js';
import { chamadasValidadas } from './support/openapi.js';

/**
 * The clients' validity configurations (issue 13; spec 03 §2 /configuracoes, §3 "Configuration",
 * §4 "Configuration modal", §5, §7, §8): create, edit (the client is fixed), remove, the choices
 * of criterion and validity, one per client and criterion; a client user lists and reads only
 * its own and never changes them; only the desk with cadastro_consulta#update writes.
 */
let t: AppDeTeste;
let admin: string;
let cadastro: string;
let operador: string;
let cliente: string;
let embarcador: string;
let gestor: string;
let rodovale: number;
let alimentos: number;
let metalurgica: number;
let andrade: number;
const contrato = chamadasValidadas(() => t, () => admin);

beforeAll(async () => {
  t = await iniciarApp();
  [admin, cadastro, operador, cliente, embarcador, gestor] = await Promise.all(['ADMIN', 'CADASTRO', 'OPERADOR', 'CLIENTE', 'EMBARCADOR', 'GESTOR'].map((u) => t.login(u)));
  [rodovale, alimentos, metalurgica, andrade] = await Promise.all(['RODOVALE', 'SERRA GAÚCHA', 'METALÚRGICA VALE', 'IRMÃOS ANDRADE'].map((n) => idCliente(t, n)));
});
afterAll(async () => {
  await t?.fechar();
  expect(contrato.falhas).toEqual([]);
});

const criar = (configuracao: Record<string, unknown>, token = admin) =>
  contrato.chamar('post', '/api/cadastro_consulta/configuracoes', '/api/cadastro_consulta/configuracoes', { configuracao }, token);
const alterar = (id: number, configuracao: Record<string, unknown>, token = admin) =>
  contrato.chamar('patch', '/api/cadastro_consulta/configuracoes/{id}', `/api/cadastro_consulta/configuracoes/${id}`, { configuracao }, token);
const ler = (id: number, token = admin) => contrato.chamar('get', '/api/cadastro_consulta/configuracoes/{id}', `/api/cadastro_consulta/configuracoes/${id}`, undefined, token);
const grid = (query = '', token = admin) => contrato.chamar('get', '/api/cadastro_consulta/configuracoes', `/api/cadastro_consulta/configuracoes${query}`, undefined, token);

describe('criar, ler, alterar, remover', () => {
  it('cria com a mensagem da especificação; o nome do cliente vem do cadastro dele', async () => {
    const r = await criar({ cliente_id: andrade, razao_social: 'qualquer', criterio: 'INDIVIDUAL', validade_em_dias: 180 });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ message: 'CONFIGURAÇÕES SALVAS COM SUCESSO', id: expect.any(Number) });
    const lida = await ler(r.body.id);
    expect(lida.status).toBe(200);
    expect(lida.body).toMatchObject({ id: r.body.id, cliente_id: andrade, razao_social: 'TRANSPORTES IRMÃOS ANDRADE LTDA', criterio: 'INDIVIDUAL', validade_em_dias: 180 });
  });

  it('um segundo do mesmo cliente e critério é 422 dizendo qual; outro critério pode', async () => {
    expect((await criar({ cliente_id: andrade, criterio: 'EMPRESA', validade_em_dias: 90 })).status).toBe(201);
    const r = await criar({ cliente_id: andrade, criterio: 'EMPRESA', validade_em_dias: 365 });
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('TRANSPORTES IRMÃOS ANDRADE LTDA já tem uma configuração para o critério EMPRESA');
  });

  it.each([
    ['critério fora da lista', { criterio: 'OUTRO' }, { criterio: ['deve ser um de: AUTONOMO, FROTA, AGREGADO, INDIVIDUAL, EMPRESA, VEICULO'] }],
    ['validade fora de 90/180/365', { validade_em_dias: 120 }, { validade_em_dias: ['deve ser 90, 180, 365 dias'] }],
    ['validade em texto', { validade_em_dias: '90' }, { validade_em_dias: ['deve ser um número inteiro'] }],
    ['sem cliente', { cliente_id: null }, { cliente_id: ['Cliente não selecionado'] }],
    ['cliente inexistente', { cliente_id: 999999 }, { cliente_id: ['Cliente não encontrado'] }],
  ])('400 %s', async (_nome, mudanca, errors) => {
    const r = await criar({ cliente_id: andrade, criterio: 'VEICULO', validade_em_dias: 90, ...mudanca });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(errors);
  });

  it('edição muda critério e validade; o cliente é só leitura (400); critério já usado é 422; inexistente é 404', async () => {
    const { body } = await criar({ cliente_id: andrade, criterio: 'AUTONOMO', validade_em_dias: 90 });
    const r = await alterar(body.id, { cliente_id: andrade, criterio: 'AUTONOMO', validade_em_dias: 365 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'CONFIGURAÇÕES SALVAS COM SUCESSO', id: body.id });
    expect((await ler(body.id)).body.validade_em_dias).toBe(365);
    const outro = await alterar(body.id, { cliente_id: rodovale, criterio: 'AUTONOMO', validade_em_dias: 365 });
    expect(outro.status).toBe(400);
    expect(outro.body.errors).toEqual({ cliente_id: ['O cliente não pode ser alterado'] });
    const usado = await alterar(body.id, { cliente_id: andrade, criterio: 'EMPRESA', validade_em_dias: 365 });
    expect(usado.status).toBe(422);
    expect((await ler(body.id)).body).toMatchObject({ cliente_id: andrade, criterio: 'AUTONOMO' });
    expect((await alterar(999999, { cliente_id: andrade, criterio: 'FROTA', validade_em_dias: 90 })).status).toBe(404);
  });

  it('remove com a mensagem; de novo é 404', async () => {
    const { body } = await criar({ cliente_id: andrade, criterio: 'FROTA', validade_em_dias: 180 });
    const r = await contrato.chamar('delete', '/api/cadastro_consulta/configuracoes/remover/{id}', `/api/cadastro_consulta/configuracoes/remover/${body.id}`);
    expect(r.body).toEqual({ message: 'Configuração removida com sucesso' });
    expect((await contrato.chamar('delete', '/api/cadastro_consulta/configuracoes/remover/{id}', `/api/cadastro_consulta/configuracoes/remover/${body.id}`)).status).toBe(404);
    expect((await ler(body.id)).status).toBe(404);
  });

  it('o grupo cadastro (12) grava; o operador lista mas não grava', async () => {
    expect((await criar({ cliente_id: metalurgica, criterio: 'VEICULO', validade_em_dias: 365 }, cadastro)).status).toBe(201);
    expect((await grid('', operador)).status).toBe(200);
    expect((await criar({ cliente_id: metalurgica, criterio: 'EMPRESA', validade_em_dias: 365 }, operador)).status).toBe(403);
  });
});

describe('grid e busca', () => {
  it('18 linhas por padrão, filtro por critério e por cliente', async () => {
    const todas = await grid();
    expect(todas.status).toBe(200);
    expect(todas.body.rows.length).toBeGreaterThan(2);
    expect(todas.body.rows.length).toBeLessThanOrEqual(18);
    const frota = await grid('?criterio=FROTA');
    expect(frota.body.rows.every((r: { criterio: string }) => r.criterio === 'FROTA')).toBe(true);
    const doCliente = await grid(`?cliente_id=${rodovale}`);
    expect(doCliente.body.rows.map((r: { criterio: string }) => r.criterio).sort()).toEqual(['AGREGADO', 'FROTA']);
    expect((await grid('?validade_em_dias=45')).status).toBe(400);
  });

  it('buscar_configuracao_por_filtro: pelo nome do cliente ou pelo critério', async () => {
    const r = await contrato.chamar('get', '/api/cadastro_consulta/configuracoes/buscar_configuracao_por_filtro', '/api/cadastro_consulta/configuracoes/buscar_configuracao_por_filtro?filtro=rodovale');
    expect(r.status).toBe(200);
    expect(r.body.rows.length).toBeGreaterThan(0);
    expect(r.body.rows.every((x: { cliente_id: number }) => x.cliente_id === rodovale)).toBe(true);
    const porCriterio = await t.http.get('/api/cadastro_consulta/configuracoes/buscar_configuracao_por_filtro').query({ filtro: 'agregado' }).set(auth(admin));
    expect(porCriterio.body.rows.map((x: { criterio: string }) => x.criterio)).toContain('AGREGADO');
  });
});

describe('clientes: só as suas, só leitura (isolamento entre clientes)', () => {
  it('o cliente vê só as do seu cliente, no grid e na busca; embarcadores não têm a regra', async () => {
    const doCliente = await grid('?rows=100', cliente);
    expect(doCliente.status).toBe(200);
    expect(new Set(doCliente.body.rows.map((r: { cliente_id: number }) => r.cliente_id))).toEqual(new Set([rodovale]));
    const alheio = await grid(`?cliente_id=${alimentos}`, cliente);
    expect(alheio.body.rows).toEqual([]);
    const busca = await t.http.get('/api/cadastro_consulta/configuracoes/buscar_configuracao_por_filtro').query({ filtro: 'serra' }).set(auth(cliente));
    expect(busca.body.rows).toEqual([]);
    // Shippers and their managers have no rule of the registration context by default.
    expect((await grid('', gestor)).status).toBe(403);
  });

  it('ler a de outro cliente é 403 sem a linha; a própria é 200', async () => {
    const [{ id: deAlimentos }] = await t.sql<{ id: number }>('select id from configuracoes_cadastro where cliente_id = $1 limit 1', [alimentos]);
    const r = await ler(deAlimentos, cliente);
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.body)).not.toContain('Serra');
    const [{ id: propria }] = await t.sql<{ id: number }>('select id from configuracoes_cadastro where cliente_id = $1 limit 1', [rodovale]);
    expect((await ler(propria, cliente)).body).toMatchObject({ id: propria, cliente_id: rodovale });
  });

  it('nenhum grupo de cliente cria, altera ou remove, nem a do próprio cliente', async () => {
    const [{ id }] = await t.sql<{ id: number }>('select id from configuracoes_cadastro where cliente_id = $1 limit 1', [rodovale]);
    const [{ validade_em_dias: antes }] = await t.sql<{ validade_em_dias: number }>('select validade_em_dias from configuracoes_cadastro where id = $1', [id]);
    for (const token of [cliente, embarcador, gestor]) {
      expect((await criar({ cliente_id: rodovale, criterio: 'VEICULO', validade_em_dias: 90 }, token)).status).toBe(403);
      expect((await alterar(id, { cliente_id: rodovale, criterio: 'FROTA', validade_em_dias: 90 }, token)).status).toBe(403);
      expect((await contrato.chamar('delete', '/api/cadastro_consulta/configuracoes/remover/{id}', `/api/cadastro_consulta/configuracoes/remover/${id}`, undefined, token)).status).toBe(403);
    }
    expect((await t.sql('select validade_em_dias from configuracoes_cadastro where id = $1', [id]))[0]).toEqual({ validade_em_dias: antes });
  });
});
