import { formatarCnpj, formatarCpf } from '@gr/domain';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, novaPlaca, novoCnpj, novoCpf } from './support/masters.js';
import { chamadasValidadas } from './support/openapi.js';

/**
 * Blacklist (issue 13; spec 03 §3 "Blacklist entry", §5, §7, §8): the grid with the masked
 * document filter, the check and the search, inclusion by the wizard's rules (CPF for PF, CNPJ
 * for PJ, a plate only for a vehicle, a reason), duplicates, removal, the LGPD record of both,
 * the desk only (403 for every client-side group, even with the rule granted by mistake), and
 * every checklist request consulting it.
 */
let t: AppDeTeste;
let admin: string;
let cadastro: string;
let operador: string;
const clientes: Record<string, string> = {};
const contrato = chamadasValidadas(() => t, () => admin);

beforeAll(async () => {
  t = await iniciarApp();
  [admin, cadastro, operador] = await Promise.all(['ADMIN', 'CADASTRO', 'OPERADOR'].map((u) => t.login(u)));
  for (const u of ['CLIENTE', 'EMBARCADOR', 'GESTOR']) clientes[u] = await t.login(u);
});
afterAll(async () => {
  await t?.fechar();
  expect(contrato.falhas).toEqual([]);
});

const incluir = (blacklist: Record<string, unknown>, token = cadastro) => contrato.chamar('post', '/api/blacklist/create', '/api/blacklist/create', { blacklist }, token);
const tratamentos = (documento: string) => t.sql<{ operacao: string; finalidade: string; base_legal: string; usuario: string }>(
  'select operacao, finalidade, base_legal, usuario from lgpd_tratamentos where documento = $1 order by id', [documento]);

describe('inclusão', () => {
  it('PF: 201 com a mensagem do assistente, quem cadastrou e o registro LGPD; a segunda vez é 422', async () => {
    const cpf = novoCpf();
    const r = await incluir({ tipo_documento: 'PF', tipo_registro: 'MOTORISTA_EMPRESA', documento: formatarCpf(cpf), nome: 'joão da silva', motivo: 'Roubo de carga' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ message: 'INCLUSÃO REALIZADA COM SUCESSO', id: expect.any(Number) });
    const [linha] = await t.sql('select documento, nome, placa, usuario_que_cadastrou from blacklist where id = $1', [r.body.id]);
    expect(linha).toEqual({ documento: cpf, nome: 'JOÃO DA SILVA', placa: null, usuario_que_cadastrou: 'CADASTRO' });
    expect(await tratamentos(cpf)).toEqual([{ operacao: 'BLACKLIST_INCLUSAO', finalidade: 'Prevenção de fraude e roubo de carga', base_legal: 'LEGÍTIMO INTERESSE', usuario: 'CADASTRO' }]);

    const de_novo = await incluir({ tipo_documento: 'PF', tipo_registro: 'MOTORISTA_EMPRESA', documento: cpf, nome: 'OUTRO NOME', motivo: 'x' });
    expect(de_novo.status).toBe(422);
    expect(de_novo.body).toEqual({ error: 'Documento já consta na blacklist' });
  });

  it('PJ e veículo (placa normalizada); a mesma placa de novo é 422', async () => {
    const pj = await incluir({ tipo_documento: 'PJ', tipo_registro: 'MOTORISTA_EMPRESA', documento: formatarCnpj(novoCnpj()), nome: 'Fachada Ltda', motivo: 'Fraude de frete' }, admin);
    expect(pj.status).toBe(201);
    const placa = novaPlaca();
    const veiculo = await incluir({ tipo_documento: 'PF', tipo_registro: 'VEICULO', documento: novoCpf(), nome: 'Dono', placa: `${placa.slice(0, 3)}-${placa.slice(3).toLowerCase()}`, motivo: 'Placa clonada' });
    expect(veiculo.status).toBe(201);
    expect((await t.sql('select placa, tipo_registro from blacklist where id = $1', [veiculo.body.id]))[0]).toEqual({ placa, tipo_registro: 'VEÍCULO' });
    const outroDono = await incluir({ tipo_documento: 'PF', tipo_registro: 'VEÍCULO', documento: novoCpf(), nome: 'Outro', placa, motivo: 'x' });
    expect(outroDono.status).toBe(422);
    expect(outroDono.body.error).toBe(`Placa ${placa} já consta na blacklist`);
  });

  it.each([
    ['CPF inválido', { tipo_documento: 'PF', documento: '111.111.111-11' }, { documento: ['CPF inválido'] }],
    ['CNPJ para PJ', { tipo_documento: 'PJ', documento: '52998224725' }, { documento: ['CNPJ inválido'] }],
    ['placa fora de veículo', { placa: 'ABC1D23' }, { placa: ['Placa só para registro de veículo'] }],
    ['veículo sem placa', { tipo_registro: 'VEÍCULO' }, { placa: ['Placa inválida'] }],
    ['veículo com placa inválida', { tipo_registro: 'VEÍCULO', placa: 'AB12' }, { placa: ['Placa inválida'] }],
    ['sem motivo', { motivo: '   ' }, { motivo: ['PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS'] }],
    ['sem nome', { nome: '' }, { nome: ['PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS'] }],
    ['tipos desconhecidos', { tipo_documento: 'XX', tipo_registro: 'CARRO' }, { tipo_documento: ['deve ser PF ou PJ'], tipo_registro: ['deve ser MOTORISTA_EMPRESA ou VEÍCULO'] }],
    ['motivo longo demais', { motivo: 'x'.repeat(2001) }, { motivo: ['deve ter no máximo 2000 caracteres'] }],
  ])('400 %s, nada gravado', async (_nome, mudanca, errors) => {
    const [{ n: antes }] = await t.sql<{ n: string }>('select count(*) as n from blacklist');
    const r = await incluir({ tipo_documento: 'PF', tipo_registro: 'MOTORISTA_EMPRESA', documento: novoCpf(), nome: 'NOME', motivo: 'Motivo', ...mudanca });
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject(errors);
    const [{ n: depois }] = await t.sql<{ n: string }>('select count(*) as n from blacklist');
    expect(depois).toBe(antes);
  });
});

describe('grid, consulta e busca', () => {
  let cpf: string;
  let placa: string;
  beforeAll(async () => {
    cpf = novoCpf();
    placa = novaPlaca();
    expect((await incluir({ tipo_documento: 'PF', tipo_registro: 'VEÍCULO', documento: cpf, nome: 'Zélia Bloqueada', placa, motivo: 'Receptação' })).status).toBe(201);
  });

  it('o grid tem 18 linhas, as mais recentes primeiro, e o filtro de documento aceita a máscara', async () => {
    const todas = await contrato.chamar('get', '/api/blacklist/list', '/api/blacklist/list');
    expect(todas.status).toBe(200);
    expect(todas.body.rows.length).toBeLessThanOrEqual(18);
    const ids = todas.body.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const filtrada = await contrato.chamar('get', '/api/blacklist/list', `/api/blacklist/list?documento=${encodeURIComponent(`(${formatarCpf(cpf)})`)}`);
    expect(filtrada.body.rows).toEqual([expect.objectContaining({ documento: cpf, placa, nome: 'ZÉLIA BLOQUEADA', tipo_registro: 'VEÍCULO', usuario_que_cadastrou: 'CADASTRO' })]);
    expect(filtrada.body.records).toBe(1);
    const porPlaca = await t.http.get('/api/blacklist/list').query({ placa, tipo_registro: 'VEÍCULO' }).set(auth(admin));
    expect(porPlaca.body.rows.map((r: { placa: string }) => r.placa)).toEqual([placa]);
    expect((await contrato.chamar('get', '/api/blacklist/list', '/api/blacklist/list?coluna_x=1')).status).toBe(400);
  });

  it('verificar_registro_blacklist: por documento (com máscara) ou placa; limpo é bloqueado false; inválido ou vazio é 400', async () => {
    const porDoc = await contrato.chamar('get', '/api/blacklist/verificar_registro_blacklist', `/api/blacklist/verificar_registro_blacklist?documento=${formatarCpf(cpf)}`);
    expect(porDoc.status).toBe(200);
    expect(porDoc.body).toEqual({ bloqueado: true, registros: [expect.objectContaining({ documento: cpf, motivo: 'Receptação' })] });
    const porPlaca = await contrato.chamar('get', '/api/blacklist/verificar_registro_blacklist', `/api/blacklist/verificar_registro_blacklist?placa=${placa.toLowerCase()}`);
    expect(porPlaca.body.bloqueado).toBe(true);
    const limpo = await contrato.chamar('get', '/api/blacklist/verificar_registro_blacklist', `/api/blacklist/verificar_registro_blacklist?documento=${novoCpf()}`);
    expect(limpo.body).toEqual({ bloqueado: false, registros: [] });
    const ruim = await contrato.chamar('get', '/api/blacklist/verificar_registro_blacklist', '/api/blacklist/verificar_registro_blacklist?documento=123&placa=X');
    expect(ruim.status).toBe(400);
    expect(ruim.body.errors).toEqual({ documento: ['CPF ou CNPJ inválido'], placa: ['Placa inválida'] });
    const vazio = await contrato.chamar('get', '/api/blacklist/verificar_registro_blacklist', '/api/blacklist/verificar_registro_blacklist');
    expect(vazio.body.errors).toEqual({ documento: ['Informe o documento ou a placa'] });
  });

  it('find_registros: por parte do nome, dígitos do documento ou placa, até 20', async () => {
    for (const filtro of ['zélia', formatarCpf(cpf).slice(0, 7), placa.slice(0, 5)]) {
      const r = await contrato.chamar('get', '/api/blacklist/find_registros', `/api/blacklist/find_registros?filtro=${encodeURIComponent(filtro)}`);
      expect([filtro, r.status]).toEqual([filtro, 200]);
      expect(r.body.map((x: { documento: string }) => x.documento)).toContain(cpf);
      expect(r.body.length).toBeLessThanOrEqual(20);
    }
    expect((await contrato.chamar('get', '/api/blacklist/find_registros', '/api/blacklist/find_registros')).body).toEqual([]);
  });
});

describe('remoção', () => {
  it('remove com a mensagem, registra no LGPD; de novo é 404', async () => {
    const cpf = novoCpf();
    const { body } = await incluir({ tipo_documento: 'PF', tipo_registro: 'MOTORISTA_EMPRESA', documento: cpf, nome: 'A remover', motivo: 'Engano' });
    const r = await contrato.chamar('delete', '/api/blacklist/remover/{id}', `/api/blacklist/remover/${body.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Registro removido da blacklist' });
    expect((await tratamentos(cpf)).map((x) => x.operacao)).toEqual(['BLACKLIST_INCLUSAO', 'BLACKLIST_REMOCAO']);
    const de_novo = await contrato.chamar('delete', '/api/blacklist/remover/{id}', `/api/blacklist/remover/${body.id}`);
    expect(de_novo.status).toBe(404);
    expect(de_novo.body).toEqual({ error: 'Registro não encontrado na blacklist' });
  });
});

describe('acesso', () => {
  it('grupos de cliente recebem 403 em toda chamada; o operador só consulta', async () => {
    const { body } = await incluir({ tipo_documento: 'PF', tipo_registro: 'MOTORISTA_EMPRESA', documento: novoCpf(), nome: 'Acesso', motivo: 'x' });
    const chamadas: Array<['get' | 'post' | 'delete', string, string, unknown?]> = [
      ['get', '/api/blacklist/list', '/api/blacklist/list'],
      ['get', '/api/blacklist/verificar_registro_blacklist', '/api/blacklist/verificar_registro_blacklist?documento=52998224725'],
      ['get', '/api/blacklist/find_registros', '/api/blacklist/find_registros?filtro=a'],
      ['post', '/api/blacklist/create', '/api/blacklist/create', { blacklist: { tipo_documento: 'PF', tipo_registro: 'MOTORISTA_EMPRESA', documento: novoCpf(), nome: 'X', motivo: 'x' } }],
      ['delete', '/api/blacklist/remover/{id}', `/api/blacklist/remover/${body.id}`],
    ];
    for (const [quem, token] of Object.entries(clientes)) {
      for (const [metodo, caminho, url, corpo] of chamadas) {
        const r = await contrato.chamar(metodo, caminho, url, corpo, token);
        expect([quem, url, r.status]).toEqual([quem, url, 403]);
      }
    }
    expect((await contrato.chamar('get', '/api/blacklist/list', '/api/blacklist/list', undefined, operador)).status).toBe(200);
    const [, , , [m, c, u, corpo]] = chamadas;
    expect((await contrato.chamar(m, c, u, corpo, operador)).status).toBe(403);
    expect((await t.sql('select id from blacklist where id = $1', [body.id])).length).toBe(1);
  });

  it('um usuário de cliente com a regra dada por engano continua recusado', async () => {
    await t.sql(`insert into usuarios_funcoes (usuario_id, funcao_id)
      select u.id, f.id from usuarios u, funcoes_controladores f join controladores c on c.id = f.controlador_id
      where u.username = 'CLIENTE' and c.nome = 'blacklist' on conflict do nothing`);
    const token = await t.login('CLIENTE');
    const r = await t.http.get('/api/blacklist/list').set(auth(token));
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: 'A blacklist é restrita à equipe da gerenciadora' });
  });
});

describe('checklist consulta a blacklist', () => {
  it('find_placa responde ERRO com o motivo e o pedido é 422; fora da blacklist, volta a OK', async () => {
    const [{ cliente_id: clienteId }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
    const [{ id: pgrId }] = await t.sql<{ id: number }>('select id from pgr_clientes where cliente_id = $1 order by pgr_padrao desc, id limit 1', [clienteId]);
    const placa = novaPlaca();
    const [v] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id) values ($1, 'CAVALO', 2) returning id`, [placa]);
    await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [clienteId, v!.id]);
    const bloqueio = await incluir({ tipo_documento: 'PJ', tipo_registro: 'VEÍCULO', documento: novoCnpj(), nome: 'Dona', placa, motivo: 'Roubo em 2025' });
    expect(bloqueio.status).toBe(201);

    const mensagem = `PLACA ${placa} CONSTA NA BLACKLIST: Roubo em 2025`;
    const verificar = () => t.http.get('/api/check_lists/find_placa').query({ cliente_id: clienteId, veiculo_id: v!.id }).set(auth(clientes.CLIENTE!));
    expect((await verificar()).body).toEqual({ codigo: 'ERRO', mensagem });
    const pedido = await t.http.post('/api/check_lists').set(auth(clientes.CLIENTE!))
      .send({ check_list: { cliente_id: clienteId, pgr_cliente_id: pgrId, veiculo_id: v!.id, carroceria: 'FECHADA', fila_expressa: false, nome_contato: 'JOÃO DA SILVA' } });
    expect(pedido.status).toBe(422);
    expect(pedido.body.error).toContain(mensagem);
    expect(await t.sql('select id from check_lists where veiculo_id = $1', [v!.id])).toEqual([]);

    expect((await t.http.delete(`/api/blacklist/remover/${bloqueio.body.id}`).set(auth(admin))).status).toBe(200);
    expect((await verificar()).body).toEqual({ codigo: 'OK', mensagem: 'OK' });
  });
});
