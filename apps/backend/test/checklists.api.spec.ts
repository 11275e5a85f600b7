import { ChecklistsJob } from '../src/modules/checklists/checklists.job.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';

/**
 * Checklists (issue 12): the request, the operator's outcomes and test, the state machine on the
 * server (422 with the spec's message, state unchanged), two operators at once (409), release
 * with an authoriser's password (refused, logged, throttled), retest within 72 hours with the
 * client's flag, tenant scope (403), and the automatic test decided by stored readings.
 */
let t: AppDeTeste;
let admin: string;
let cliente: string;
let embarcador: string;
let operador: string;
let supervisor: string;
let clienteId: number;
let pgrId: number;
const veiculos: Array<{ id: number; terminal: string | null; tecnologia_id: number | null }> = [];
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const de = (ip: string) => ({ 'X-GR-Cliente-Ip': ip, 'X-GR-Proxy-Chave': t.cfg.proxySecret });

beforeAll(async () => {
  t = await iniciarApp();
  [admin, cliente, embarcador, operador, supervisor] = await Promise.all(['ADMIN', 'CLIENTE', 'EMBARCADOR', 'OPERADOR', 'SUPERVISOR'].map((u) => t.login(u)));
  [{ cliente_id: clienteId }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  [{ id: pgrId }] = await t.sql<{ id: number }>('select id from pgr_clientes where cliente_id = $1 order by pgr_padrao desc, id limit 1', [clienteId]);
  // Vehicles of this suite, linked to the client, with trackers of technology 2 (online test).
  const sufixo = String(Date.now() % 100_000).padStart(5, '0');
  for (let i = 0; i < 32; i++) {
    const placa = `C${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (Number(sufixo[0]) % 26))}${i % 10}${String.fromCharCode(65 + (i % 26))}${sufixo.slice(-2)}`;
    const [v] = await t.sql<{ id: number; terminal: string | null; tecnologia_id: number | null }>(
      `insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id, terminal, tecnologia_id`, [placa, `CKT${sufixo}${i}`]);
    await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [clienteId, v!.id]);
    veiculos.push(v!);
  }
});
afterAll(async () => {
  await t?.fechar();
});

let proximo = 0;
async function pedir(extra: Record<string, unknown> = {}) {
  const v = veiculos[proximo++]!;
  const r = await t.http.post('/api/check_lists').set(auth(cliente)).send({
    check_list: { cliente_id: clienteId, pgr_cliente_id: pgrId, veiculo_id: v.id, carroceria: 'FECHADA', fila_expressa: false, nome_contato: 'JOÃO DA SILVA', telefone_contato1: '(11)98765-4321', ...extra },
  });
  expect(r.status).toBe(201);
  return { id: r.body.check_list.id as number, veiculo: v };
}
const statusDe = async (id: number) => (await t.sql<{ status: string }>('select status from check_lists where id = $1', [id]))[0]!.status;
const itensDe = (id: number) => t.sql<{ id: number; periferico_id: number }>('select id, periferico_id from check_list_itens where check_list_id = $1 order by id', [id]);

describe('pedido (assistente)', () => {
  it('cria em VERIFICANDO com os itens do PGR e um protocolo; um segundo pedido do mesmo veículo é recusado', async () => {
    const { id, veiculo } = await pedir();
    const c = await t.http.get(`/api/check_lists/visualizar/${id}`).set(auth(cliente));
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ status: 'VERIFICANDO', cliente_id: clienteId, carroceria: 'FECHADA', acoes: expect.arrayContaining(['EDITAR', 'CANCELAR']) });
    expect(c.body.protocolo).toMatch(/^CK\d{8}\d{6}$/);
    expect(c.body.itens.length).toBeGreaterThan(3);
    expect(c.body.eventos).toEqual([expect.objectContaining({ acao: 'CRIADO', status_depois: 'VERIFICANDO', username: 'CLIENTE' })]);

    const v = await t.http.get('/api/check_lists/find_placa').query({ cliente_id: clienteId, veiculo_id: veiculo.id }).set(auth(cliente));
    expect(v.body).toMatchObject({ codigo: 'CHECKLIST_ANDAMENTO', checklist_id: id });
    const outro = await t.http.post('/api/check_lists').set(auth(cliente)).send({ check_list: { cliente_id: clienteId, pgr_cliente_id: pgrId, veiculo_id: veiculo.id, carroceria: 'ABERTA', fila_expressa: false } });
    expect(outro.status).toBe(422);
    expect(outro.body.error).toBe('O CHECKLIST NÃO FOI REGISTRADO VEÍCULO INFORMADO POSSUI CHECKLIST EM ANDAMENTO');
  });

  it('campos do passo 1 e 3 com as mensagens da especificação', async () => {
    const r = await t.http.post('/api/check_lists').set(auth(cliente)).send({ check_list: { carroceria: 'X', nome_contato: 'JO', telefone_contato1: '1199' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({
      pgr_cliente_id: ['PGR não selecionado'], veiculo_id: ['Não foi possivel consultas a placa'], fila_expressa: ['Tipo de fila não selecionado'],
      nome_contato: ['Nome do contato incompleto (mínimo 5 caracteres)'],
    });
    const sem = await t.http.post('/api/check_lists').set(auth(cliente)).send({});
    expect(sem.status).toBe(400);
  });

  it('usuário de outro cliente: 403 ao ler, agir ou pedir para este cliente; o grid dele não mostra', async () => {
    const { id, veiculo } = await pedir();
    for (const [metodo, url] of [['get', `/api/check_lists/visualizar/${id}`], ['get', `/api/check_lists/listar/${id}`], ['get', `/api/check_lists/${id}`], ['patch', `/api/check_lists/${id}/ocultar`]] as const) {
      const r = await t.http[metodo](url).set(auth(embarcador));
      expect([url, r.status]).toEqual([url, 403]);
    }
    const pedido = await t.http.post('/api/check_lists').set(auth(embarcador)).send({ check_list: { cliente_id: clienteId, pgr_cliente_id: pgrId, veiculo_id: veiculo.id, carroceria: 'ABERTA' } });
    expect(pedido.status).toBe(403);
    const grid = await t.http.get('/api/check_lists').query({ rows: 200 }).set(auth(embarcador));
    expect(grid.body.rows.map((r: { cliente_id: number }) => r.cliente_id)).not.toContain(clienteId);
    expect(await statusDe(id)).toBe('VERIFICANDO');
  });
});

describe('fluxo do operador', () => {
  it('EC leva a EM_TESTE; dois operadores ao mesmo tempo: um vence, o outro recebe 409', async () => {
    const { id } = await pedir();
    const [a, b] = await Promise.all([
      t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'EC' }).set(auth(operador)),
      t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'EC' }).set(auth(supervisor)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.error).toMatch(/^Checklist já assumido pelo operador (OPERADOR|SUPERVISOR)$/);
    expect(await statusDe(id)).toBe('EM_TESTE');
  });

  it('teste manual: item sem marca é 400; um REPROVADO reprova; editar depois é 422 com a mensagem e nada muda', async () => {
    const { id } = await pedir();
    expect((await t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'EC' }).set(auth(operador))).body).toMatchObject({ status: 'EM_TESTE' });
    const itens = await itensDe(id);
    const parcial = await t.http.post('/api/check_lists/tratamento').set(auth(operador)).send({ check_list: { id, itens: [{ id: itens[0]!.id, status: 'APROVADO' }] } });
    expect(parcial.status).toBe(400);
    expect(parcial.body.errors[`itens.${itens[1]!.id}`]).toEqual(['Marque APROVADO ou REPROVADO em todos os itens']);
    expect(await statusDe(id)).toBe('EM_TESTE');

    const marcas = itens.map((i, n) => ({ id: i.id, status: n === 0 ? 'REPROVADO' : 'APROVADO' }));
    const r = await t.http.post('/api/check_lists/tratamento').set(auth(operador)).send({ check_list: { id, itens: marcas } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Status do checklist atualizado', id, status: 'REPROVADO' });

    const edit = await t.http.patch(`/api/check_lists/${id}`).set(auth(cliente)).send({ check_list: { carroceria: 'ABERTA' } });
    expect(edit.status).toBe(422);
    expect(edit.body).toMatchObject({ error: 'NÃO É POSSÍVEL EDITAR O CHECKLIST' });
    const cancel = await t.http.post('/api/check_lists/cancelar').set(auth(operador)).send({ id, observacao_cancelamento: 'x' });
    expect(cancel.status).toBe(422);
    expect(await statusDe(id)).toBe('REPROVADO');
  });

  it('o cliente não tem as ações do operador (403)', async () => {
    const { id } = await pedir();
    expect((await t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'EC' }).set(auth(cliente))).status).toBe(403);
    expect((await t.http.get('/api/check_lists/operador').set(auth(cliente))).status).toBe(403);
    expect((await t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'XX' }).set(auth(operador))).status).toBe(400);
  });

  it('fila do operador: status vazio mostra VERIFICANDO, PENDENTE e EM_TESTE; TODOS mostra os demais', async () => {
    const fila = await t.http.get('/api/check_lists/operador').query({ rows: 200 }).set(auth(operador));
    expect(fila.status).toBe(200);
    expect(new Set(fila.body.rows.map((r: { status: string }) => r.status))).not.toContain('REPROVADO');
    const todos = await t.http.get('/api/check_lists/operador').query({ rows: 200, status: 'TODOS' }).set(auth(operador));
    expect(todos.body.rows.map((r: { status: string }) => r.status)).toContain('REPROVADO');
    expect((await t.http.get('/api/check_lists/operador').query({ status: 'QUALQUER' }).set(auth(operador))).status).toBe(400);
  });
});

async function reprovado() {
  const { id, veiculo } = await pedir();
  await t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'EC' }).set(auth(operador));
  const itens = await itensDe(id);
  await t.http.post('/api/check_lists/tratamento').set(auth(operador)).send({ check_list: { id, itens: itens.map((i) => ({ id: i.id, status: 'REPROVADO' })) } });
  expect(await statusDe(id)).toBe('REPROVADO');
  return { id, veiculo };
}

describe('liberação com usuário e senha de um autorizador', () => {
  it('senha errada: recusada e registrada; repetida, 429; a certa libera, grava no log com o IP e o cliente vê LIBERADO', async () => {
    const { id } = await reprovado();
    const errada = await t.http.post(`/api/check_lists/liberar/${id}`).set(auth(cliente)).set(de('198.51.100.7')).send({ username: 'SUPERVISOR', password: 'errada', tempo: 2 });
    expect(errada.status).toBe(422);
    expect(errada.body.error).toBe('Usuário ou senha do autorizador inválidos');
    expect(await t.sql('select acao, username, origem from check_list_eventos where check_list_id = $1 and acao = $2', [id, 'LIBERACAO_RECUSADA'])).toEqual([
      { acao: 'LIBERACAO_RECUSADA', username: 'CLIENTE', origem: '198.51.100.7' },
    ]);
    for (let i = 0; i < 4; i++) await t.http.post(`/api/check_lists/liberar/${id}`).set(auth(cliente)).set(de('198.51.100.7')).send({ username: 'SUPERVISOR', password: 'errada', tempo: 2 });
    const bloqueada = await t.http.post(`/api/check_lists/liberar/${id}`).set(auth(cliente)).set(de('198.51.100.7')).send({ username: 'SUPERVISOR', password: 'demo1234', tempo: 2 });
    expect(bloqueada.status).toBe(429);
    expect(await statusDe(id)).toBe('REPROVADO');

    const ok = await t.http.post(`/api/check_lists/liberar/${id}`).set(auth(cliente)).set(de('198.51.100.8')).send({ username: 'SUPERVISOR', password: 'demo1234', tempo: 2, observacao: 'liberado pela central' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'LIBERADO' });
    expect(await t.sql('select usuario_logado, usuario_liberacao, tipo, ip from liberacoes where check_list_id = $1', [id])).toEqual([
      { usuario_logado: 'CLIENTE', usuario_liberacao: 'SUPERVISOR', tipo: 'CHECKLIST', ip: '198.51.100.8' },
    ]);
    const validade = await t.http.get(`/api/check_lists/validade_liberacao/${id}`).set(auth(cliente));
    const dias = (new Date(validade.body.validade).getTime() - Date.now()) / 86_400_000;
    expect(dias).toBeGreaterThan(1.9);
    expect(dias).toBeLessThan(2.1);
    const grid = await t.http.get('/api/check_lists').query({ rows: 200, status: 'LIBERADO' }).set(auth(cliente));
    expect(grid.body.rows.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('um cliente não é autorizador, e sem usuário ou com tempo fora de 1 a 30 dias é 400', async () => {
    const { id } = await reprovado();
    const cli = await t.http.post(`/api/check_lists/liberar/${id}`).set(auth(cliente)).set(de('198.51.100.20')).send({ username: 'CLIENTE', password: 'demo1234', tempo: 2 });
    expect([cli.status, cli.body.error]).toEqual([422, 'Usuário sem permissão para liberar checklist']);
    const ruim = await t.http.post(`/api/check_lists/liberar/${id}`).set(auth(cliente)).send({ tempo: 31 });
    expect(ruim.status).toBe(400);
    expect(Object.keys(ruim.body.errors).sort()).toEqual(['password', 'tempo', 'username']);
    expect(await statusDe(id)).toBe('REPROVADO');
  });
});

describe('reteste', () => {
  it('nas 72 h com a operação do cliente volta a VERIFICANDO; sem a operação ou depois de 72 h, recusado', async () => {
    const a = await reprovado();
    await t.sql('update clientes set reteste = false where id = $1', [clienteId]);
    const sem = await t.http.get(`/api/check_lists/${a.id}/solicitar_reteste`).set(auth(cliente));
    expect([sem.status, sem.body.error]).toEqual([422, 'Cliente não possui a operação de reteste']);
    await t.sql('update clientes set reteste = true where id = $1', [clienteId]);
    const ok = await t.http.get(`/api/check_lists/${a.id}/solicitar_reteste`).set(auth(cliente));
    expect(ok.body).toMatchObject({ message: 'Reteste realizado!', status: 'VERIFICANDO' });
    expect((await t.http.get(`/api/check_lists/${a.id}/reteste_pendente`).set(auth(cliente))).body).toEqual({ reteste_pendente: true });

    const b = await reprovado();
    await t.sql(`update check_lists set data_cadastro = now() - interval '73 hours' where id = $1`, [b.id]);
    const tarde = await t.http.get(`/api/check_lists/${b.id}/solicitar_reteste`).set(auth(cliente));
    expect([tarde.status, tarde.body.error]).toEqual([422, 'Reteste disponível só nas 72 horas após o cadastro']);
    expect(await statusDe(b.id)).toBe('REPROVADO');
  });
});

describe('teste automático pelas leituras que chegam', () => {
  async function emTesteOnline() {
    const { id, veiculo } = await pedir();
    expect((await t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'SE' }).set(auth(operador))).body).toMatchObject({ status: 'PENDENTE' });
    const r = await t.http.post(`/api/check_lists/${id}/inicia_teste_online`).set(auth(operador));
    expect(r.body).toMatchObject({ status: 'EM_TESTE' });
    // The readings below are sent as if they arrived during the last five minutes of the test.
    const [{ inicio }] = await t.sql<{ inicio: Date }>(`update check_lists set inicio_teste_online = now() - interval '5 minutes' where id = $1 returning inicio_teste_online as inicio`, [id]);
    return { id, veiculo, inicio: new Date(inicio).getTime() };
  }
  /** Readings through the batch door, a second apart from `base` seconds after the start. */
  async function leituras(terminal: string, inicio: number, sequencia: Array<Record<number, number>>) {
    const posicoes = sequencia.map((perifericos, i) => ({ terminal, data_posicao: new Date(inicio + (i + 1) * 1000).toISOString(), latitude: -23.5, longitude: -46.6, perifericos }));
    const r = await t.http.post('/api/telemetria/posicoes').set(auth(admin)).send({ posicoes });
    expect(r.body.gravadas).toBe(sequencia.length);
  }

  it('aprova quando cada periférico muda duas vezes; o job aplica o resultado', async () => {
    const { id, veiculo, inicio } = await emTesteOnline();
    const ps = [...new Set((await itensDe(id)).map((i) => i.periferico_id))];
    const base = Object.fromEntries(ps.map((p) => [p, 0]));
    await leituras(veiculo.terminal!, inicio, [base, ...ps.flatMap((p) => [{ ...base, [p]: 1 }, base])]);
    const parcial = await t.http.get(`/api/check_lists/em_teste/${id}`).set(auth(operador));
    expect(parcial.body.teste).toMatchObject({ concluido: true, aprovado: true });
    const job = await t.app.get(ChecklistsJob).rodar();
    expect(job?.testes).toBeGreaterThanOrEqual(1);
    expect(await statusDe(id)).toBe('APROVADO');
    const v = await t.http.get(`/api/check_lists/visualizar/${id}`).set(auth(cliente));
    expect(v.body.itens.every((i: { status: string; status_teste: number }) => i.status === 'APROVADO' && i.status_teste === 2)).toBe(true);
    expect(new Date(v.body.data_validade).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('reprova quando um sensor negativo fica violado; sem leituras, fica aguardando', async () => {
    const { id, veiculo, inicio } = await emTesteOnline();
    const semNada = await t.http.post(`/api/check_lists/${id}/analise_checklist`).set(auth(operador));
    expect(semNada.body).toMatchObject({ status: null, teste: { concluido: false } });
    const ps = [...new Set((await itensDe(id)).map((i) => i.periferico_id))];
    const base = Object.fromEntries(ps.map((p) => [p, 0]));
    // Every sensor toggles, but 8 (negative) ends in violation: 0 → 1 → 0 → 1.
    await leituras(veiculo.terminal!, inicio, [base, ...ps.flatMap((p) => [{ ...base, [p]: 1 }, base]), { ...base, 8: 1 }]);
    const r = await t.http.post(`/api/check_lists/${id}/analise_checklist`).set(auth(operador));
    expect(r.body).toMatchObject({ status: 'REPROVADO', teste: { concluido: true, aprovado: false } });
    expect(r.body.teste.itens.find((i: { periferico_id: number }) => i.periferico_id === 8)).toMatchObject({ estado: 'ERRO', violacao: true });
  });

  it('um sensor negativo em 1 já na primeira leitura do teste é violação, gravada e no histórico do veículo', async () => {
    const { id, veiculo, inicio } = await emTesteOnline();
    await leituras(veiculo.terminal!, inicio, [{ 8: 1 }]);
    const r = await t.http.post(`/api/check_lists/${id}/analise_checklist`).set(auth(operador));
    expect(r.body.teste.itens.find((i: { periferico_id: number }) => i.periferico_id === 8)).toMatchObject({ valor: 1, violacao: true, estado: 'AGUARDANDO' });
    const h = await t.http.get(`/api/check_lists/historico_problemas_veiculo/${veiculo.id}`).set(auth(cliente));
    expect(h.body).toEqual([expect.objectContaining({ check_list_id: id, periferico_id: 8, violacao: true })]);
  });

  it('só tecnologias 2 e 4; um checklist já finalizado não reinicia', async () => {
    const { id, veiculo } = await pedir();
    await t.sql('update check_lists set tecnologia_id = 1 where id = $1', [id]);
    await t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'ESC' }).set(auth(operador));
    const r = await t.http.post(`/api/check_lists/${id}/inicia_teste_online`).set(auth(operador));
    expect([r.status, r.body.error]).toEqual([422, 'Erro ao liberar Checklist para teste automático']);
    expect(await statusDe(id)).toBe('PENDENTE');
    expect(veiculo).toBeDefined();
  });
});

describe('pré-teste, fechar, reteste realizado e as consultas do assistente', () => {
  it('pré-teste: portas que respondem ficam PRÉ-APROVADO; aplicado, viram APROVADO; bloqueio e sirene vão para a fila de comandos', async () => {
    const { id, veiculo } = await pedir();
    const r = await t.http.patch(`/api/check_lists/${id}`).set(auth(operador)).send({ monitorando_preteste: true });
    expect(r.body).toMatchObject({ message: 'Processando checklist em pré-teste', status: 'VERIFICANDO' });
    const [{ inicio }] = await t.sql<{ inicio: Date }>(`update check_lists set inicio_preteste = now() - interval '2 minutes' where id = $1 returning inicio_preteste as inicio`, [id]);
    const de = new Date(inicio).getTime();
    const posicoes = [{ 1: 0, 2: 0 }, { 1: 1, 2: 0 }, { 1: 0, 2: 0 }, { 1: 0, 2: 1 }, { 1: 0, 2: 0 }, { 1: 0, 2: 0, 8: 1 }].map((perifericos, i) => ({
      terminal: veiculo.terminal, data_posicao: new Date(de + (i + 1) * 1000).toISOString(), latitude: -23.5, longitude: -46.6, perifericos,
    }));
    expect((await t.http.post('/api/telemetria/posicoes').set(auth(admin)).send({ posicoes })).body.gravadas).toBe(6);
    const p = await t.http.get(`/api/check_lists/${id}/itens_preteste`).set(auth(operador));
    expect(p.body.grupos).toEqual([
      { chave: 'portas', titulo: 'Portas', estado: 'ITEM APROVADO' },
      { chave: 'desengate', titulo: 'Desengate', estado: 'AGUARDANDO' },
      { chave: 'bloqueio_sirene', titulo: 'Bloqueio e sirene', estado: 'AGUARDANDO' },
    ]);
    const porPeriferico = Object.fromEntries(p.body.itens.map((i: { periferico_id: number; status: number }) => [i.periferico_id, i.status]));
    expect(porPeriferico).toMatchObject({ 1: 2, 2: 2, 8: 0 });
    const usado = await t.http.post(`/api/check_lists/${id}/preteste_usado`).set(auth(operador));
    expect(usado.body).toMatchObject({ message: 'Itens de pré-teste registrados!' });
    expect(await t.sql('select periferico_id, status from check_list_itens where check_list_id = $1 and status is not null order by periferico_id', [id])).toEqual([
      { periferico_id: 1, status: 'APROVADO' }, { periferico_id: 2, status: 'APROVADO' },
    ]);
    const cmd = await t.http.post(`/api/check_lists/${id}/bloqueio_sirene_pre_teste`).set(auth(operador));
    expect(cmd.body).toMatchObject({ message: 'Comando enviado para bloqueio e sirene' });
    expect(await t.sql('select acao, terminal, username from comandos where id = any($1) order by id', [cmd.body.comandos])).toEqual([
      { acao: 'BLOQUEAR', terminal: veiculo.terminal, username: 'OPERADOR' }, { acao: 'SIRENE', terminal: veiculo.terminal, username: 'OPERADOR' },
    ]);
    expect((await t.http.patch(`/api/check_lists/${id}`).set(auth(operador)).send({})).status).toBe(400);
  });

  it('fechar: outro operador recebe 409; quem assumiu solta e o checklist fica livre', async () => {
    const { id } = await pedir();
    await t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'EC' }).set(auth(operador));
    const [{ id: centralId }] = await t.sql<{ id: number }>(`select id from usuarios where username = 'CENTRAL'`);
    expect(centralId).toBeGreaterThan(0);
    const central = await t.login('CENTRAL');
    expect((await t.http.get(`/api/check_lists/fechar/${id}`).set(auth(central))).status).toBe(409);
    const ok = await t.http.get(`/api/check_lists/fechar/${id}`).set(auth(operador));
    expect(ok.body).toMatchObject({ message: 'Teste fechado', status: 'EM_TESTE' });
    expect(await t.sql('select operador_username from check_lists where id = $1', [id])).toEqual([{ operador_username: null }]);
  });

  it('teste automático depois do EC: começa uma vez; reteste realizado baixa a pendência uma vez', async () => {
    const { id } = await pedir();
    await t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'EC' }).set(auth(operador));
    const a = await t.http.post(`/api/check_lists/${id}/atualizar_data_em_teste_online`).set(auth(operador));
    expect(a.body).toMatchObject({ message: 'Checklist está disponivel para teste automático', status: 'EM_TESTE' });
    const b = await t.http.post(`/api/check_lists/${id}/atualizar_data_em_teste_online`).set(auth(operador));
    expect([b.status, b.body.error]).toEqual([422, 'Teste automático já iniciado']);

    const r = await reprovado();
    await t.http.get(`/api/check_lists/${r.id}/solicitar_reteste`).set(auth(cliente));
    expect((await t.http.post(`/api/check_lists/${r.id}/reteste_realizado`).set(auth(operador))).body).toMatchObject({ message: 'Reteste realizado!' });
    const de_novo = await t.http.post(`/api/check_lists/${r.id}/reteste_realizado`).set(auth(operador));
    expect([de_novo.status, de_novo.body.error]).toEqual([422, 'Não há reteste pendente neste checklist']);
  });

  it('tecnologia do veículo, vínculo pelo assistente e a lista do embarcador respeitam o cliente', async () => {
    const v = veiculos[veiculos.length - 1]!;
    expect((await t.http.get(`/api/check_lists/get_tecnologia_by_veiculo/${v.id}`).set(auth(cliente))).body).toMatchObject({ id: 2, teste_online: true });
    expect((await t.http.get(`/api/check_lists/get_tecnologia_by_veiculo/${v.id}`).set(auth(embarcador))).status).toBe(403);
    const [nv] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo) values ('CKV${String(Date.now() % 10)}Z${String(Date.now() % 100).padStart(2, '0')}', 'TRUCK') returning id`);
    const vazio = await t.http.post('/api/check_lists/vinculo_salvar').set(auth(cliente)).send({ tipo: '', veiculo_id: nv!.id, cliente_id: clienteId });
    expect(vazio.body).toEqual({ errors: { tipo: ['Tipo vínculo: não pode ser vazio'] } });
    const ok = await t.http.post('/api/check_lists/vinculo_salvar').set(auth(cliente)).send({ tipo: 'AGREGADO', veiculo_id: nv!.id, cliente_id: clienteId });
    expect(ok.body).toMatchObject({ message: 'Vínculo atualizado com sucesso', vinculo: { tipo: 'AGREGADO' } });
    const lista = await t.http.get('/api/embarcador/lista_checklists').query({ rows: 200 }).set(auth(embarcador));
    expect(lista.status).toBe(200);
    const [{ cliente_id: doEmbarcador }] = await t.sql<{ cliente_id: number }>(`select cliente_id from usuarios where username = 'EMBARCADOR'`);
    expect(new Set(lista.body.rows.map((r: { cliente_id: number }) => r.cliente_id))).toEqual(new Set(lista.body.rows.length ? [doEmbarcador] : []));
  });
});

describe('alertas de checklist no teste', () => {
  it('as definições ativas disparam pelo tempo no estágio, com a sugestão', async () => {
    const { id } = await pedir();
    await t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'EC' }).set(auth(operador));
    const semAlerta = await t.http.get(`/api/check_lists/em_teste/${id}`).set(auth(operador));
    expect(semAlerta.body.alertas).toEqual([]);
    await t.sql(`update check_lists set data_em_teste = now() - interval '31 minutes' where id = $1`, [id]);
    const r = await t.http.get(`/api/check_lists/em_teste/${id}`).set(auth(operador));
    expect(r.body.alertas).toEqual(expect.arrayContaining([
      expect.objectContaining({ descricao: 'CHECKLIST EM TESTE HÁ MUITO TEMPO', disparos: 1, t: 1_800_000, sugestao: 'Verificar com o operador o motivo da demora.' }),
      expect.objectContaining({ descricao: 'CHECKLIST AGUARDANDO TESTE', disparos: 3, proximo: null }),
    ]));
  });
});

describe('as demais chamadas da §7.1', () => {
  it('reutilizar: o válido de outro cliente vira um checklist REUTILIZADO deste, com a mesma validade', async () => {
    const { id, veiculo } = await pedir();
    await t.http.get(`/api/check_lists/status/${id}`).query({ tipo: 'EC' }).set(auth(operador));
    const itens = await itensDe(id);
    await t.http.post('/api/check_lists/tratamento').set(auth(operador)).send({ check_list: { id, itens: itens.map((i) => ({ id: i.id, status: 'APROVADO' })) } });
    const [{ cliente_id: outro }] = await t.sql<{ cliente_id: number }>(`select cliente_id from usuarios where username = 'EMBARCADOR'`);
    await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'AGREGADO')`, [outro, veiculo.id]);
    // The shipper's user only reads checklists (check_lists LER): the desk checks and reuses for it.
    const v = await t.http.get('/api/check_lists/find_placa').query({ cliente_id: outro, veiculo_id: veiculo.id }).set(auth(admin));
    expect(v.body).toMatchObject({ codigo: 'REUTILIZAR', checklist_id: id });
    expect((await t.http.get('/api/check_lists/find_placa').query({ cliente_id: outro, veiculo_id: veiculo.id }).set(auth(embarcador))).status).toBe(403);
    const r = await t.http.patch(`/api/check_lists/${id}/reutilizar`).set(auth(admin)).send({ id, cliente_id: outro });
    expect(r.body).toMatchObject({ message: 'Checklist reutilizado com sucesso', check_list: { status: 'APROVADO' } });
    const [novo] = await t.sql<{ reutilizado: boolean; cliente_id: number; iguais: boolean }>(
      'select n.reutilizado, n.cliente_id, n.data_validade = o.data_validade as iguais from check_lists n join check_lists o on o.id = n.reutilizado_de where n.id = $1', [r.body.check_list.id]);
    expect(novo).toEqual({ reutilizado: true, cliente_id: outro, iguais: true });
    for (const cliente_id of [outro, clienteId + 100000]) {
      const recusado = await t.http.patch(`/api/check_lists/${id}/reutilizar`).set(auth(admin)).send({ id, cliente_id });
      expect([recusado.status, recusado.body.error]).toEqual([422, 'NÃO FOI POSSIVEL REUTILIZAR CHECKLIST!']);
    }
  });

  it('ocultar só finalizado; some do grid do cliente', async () => {
    const { id } = await reprovado();
    expect((await t.http.patch(`/api/check_lists/${id}/ocultar`).set(auth(cliente))).body).toEqual({ message: 'CHECKLIST OCULTADO !' });
    const grid = await t.http.get('/api/check_lists').query({ rows: 200 }).set(auth(cliente));
    expect(grid.body.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    const aberto = await pedir();
    const r = await t.http.patch(`/api/check_lists/${aberto.id}/ocultar`).set(auth(cliente));
    expect([r.status, r.body.error]).toEqual([422, 'NÃO FOI POSSIVEL OCULTAR CHECKLIST!']);
  });

  it('fila expressa: com a operação do cliente; aparece nos avisos dos grupos 3, 4, 6 e 7 com os minutos restantes', async () => {
    const { id } = await pedir();
    await t.sql('update clientes set expresso = false where id = $1', [clienteId]);
    const sem = await t.http.post(`/api/check_lists/${id}/enviar_para_filaexpressa`).set(auth(cliente));
    expect([sem.status, sem.body.error]).toEqual([422, 'Cliente não possui a operação de fila expressa']);
    await t.sql('update clientes set expresso = true where id = $1', [clienteId]);
    expect((await t.http.post(`/api/check_lists/${id}/enviar_para_filaexpressa`).set(auth(cliente))).body).toEqual({ message: 'Checklist enviado para a fila expressa' });
    const avisos = await t.http.get('/api/check_lists/em_processamento_rapido').set(auth(operador));
    expect(avisos.body).toEqual(expect.arrayContaining([expect.objectContaining({ id, tempo_minutos: 45 })]));
    expect((await t.http.get('/api/check_lists/em_processamento_rapido').set(auth(cliente))).status).toBe(403);
  });

  it('consultas do assistente: PGRs, operações, status de cancelamento e histórico de problemas', async () => {
    const pgrs = await t.http.get(`/api/check_lists/pgr_find/${clienteId}`).set(auth(cliente));
    expect(pgrs.body[0]).toMatchObject({ id: expect.any(Number), descricao: expect.any(String), validade: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await t.http.get(`/api/check_lists/pgr_find/${clienteId}`).set(auth(embarcador))).status).toBe(403);
    expect((await t.http.post('/api/check_lists/operacoes_disponiveis_checklist').set(auth(cliente)).send({ cliente_id: clienteId, pgr_id: pgrId })).body).toEqual({ reteste: true, expresso: true });
    expect((await t.http.get('/api/check_lists/itens_status_cancelados').set(auth(cliente))).body).toEqual({ itens_status_cancelados: ['APROVADO', 'REPROVADO'] });
    const { id, veiculo } = await reprovado();
    const h = await t.http.get(`/api/check_lists/historico_problemas_veiculo/${veiculo.id}`).set(auth(cliente));
    expect(h.body.length).toBeGreaterThan(0);
    expect(h.body.every((p: { check_list_id: number; status_item: string }) => p.check_list_id === id && p.status_item === 'REPROVADO')).toBe(true);
    expect((await t.http.get(`/api/check_lists/historico_problemas_veiculo/${veiculo.id}`).set(auth(embarcador))).status).toBe(403);
  });
});
