import request from 'supertest';
import { ComandosJob } from '../src/modules/monitoring/comandos/comandos.job.js';
import { ServidorOsmAnd } from '../src/modules/monitoring/telemetria/osmand.servidor.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';

/**
 * Commands and messages out (issue 11): each call writes to the outbox with user, address and
 * time; the worker sends (offline: records) and records the state; an OsmAnd device takes its
 * command in the answer to its next position; another client's vehicle is 403.
 */
let t: AppDeTeste;
let admin: string;
let cliente: string;
let osmand: ReturnType<typeof request>;
let meu: { id: number; terminal: string; placa: string };
let alheio: { id: number; terminal: string };
const visitante = () => ({ 'X-GR-Cliente-Ip': '203.0.113.9', 'X-GR-Proxy-Chave': t.cfg.proxySecret });

beforeAll(async () => {
  t = await iniciarApp();
  admin = await t.login('ADMIN');
  cliente = await t.login('CLIENTE');
  osmand = request(`http://127.0.0.1:${t.app.get(ServidorOsmAnd).porta}`);
  const [{ cliente_id }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  [meu] = await t.sql(
    `select v.id, v.terminal, v.placa from veiculos v join clientes_veiculos cv on cv.veiculo_id = v.id and cv.ativo and cv.cliente_id = $1
     where v.terminal is not null and (select count(*) from veiculos x where x.terminal = v.terminal) = 1 order by v.id limit 1`, [cliente_id]);
  [alheio] = await t.sql(
    `select v.id, v.terminal from veiculos v where v.terminal is not null and (select count(*) from veiculos x where x.terminal = v.terminal) = 1
     and not exists (select 1 from clientes_veiculos cv where cv.veiculo_id = v.id and cv.cliente_id = $1) order by v.id limit 1`, [cliente_id]);
});
afterAll(async () => {
  await t?.fechar();
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const comando = async (id: number) => (await t.sql('select canal, acao, terminal, telefone, mensagem, username, origem, estado, tentativas from comandos where id = $1', [id]))[0];

describe('POST /api/veiculos/comando', () => {
  it('13 bloqueia o veículo: enfileirado com quem pediu e de onde', async () => {
    const r = await t.http.post('/api/veiculos/comando').set(auth(admin)).set(visitante()).send({ acao_pgr_id: 13, veiculo_id: meu.id });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ message: 'Comando registrado', id: expect.any(Number), estado: 'FILA' });
    expect(await comando(r.body.id)).toEqual({ canal: 'RASTREADOR', acao: 'BLOQUEAR', terminal: meu.terminal, telefone: null, mensagem: 'engineStop', username: 'ADMIN', origem: '203.0.113.9', estado: 'FILA', tentativas: 0 });
  });

  it('um dispositivo OsmAnd recebe seu comando na resposta à sua próxima posição, e ele é entregue quando o dispositivo volta', async () => {
    const r = await t.http.post('/api/veiculos/comando').set(auth(admin)).send({ acao_pgr_id: 21, veiculo_id: alheio.id });
    const agora = Math.floor(Date.now() / 1000);
    const primeira = await osmand.post(`/?id=${alheio.terminal}&timestamp=${agora - 20}&lat=-23.5&lon=-46.6`);
    expect([primeira.status, primeira.text]).toEqual([200, 'positionSingle']);
    expect(await comando(r.body.id)).toMatchObject({ estado: 'ENVIADO', tentativas: 1 });
    const segunda = await osmand.post(`/?id=${alheio.terminal}&timestamp=${agora - 10}&lat=-23.5&lon=-46.6`);
    expect([segunda.status, segunda.text]).toEqual([200, '']);
    expect(await comando(r.body.id)).toMatchObject({ estado: 'ENTREGUE' });
  });

  it.each([
    [{ acao_pgr_id: 12, veiculo_id: 1 }, { acao_pgr_id: ['deve ser 21 (solicitar posição) ou 13 (bloqueio)'] }],
    [{ acao_pgr_id: 13 }, { viagem_id: ['informe a viagem ou o veículo'] }],
  ])('entrada ruim %j → 400', async (corpo, errors) => {
    const r = await t.http.post('/api/veiculos/comando').set(auth(admin)).send(corpo);
    expect([r.status, r.body]).toEqual([400, { errors }]);
  });

  it('404 para veículo ou viagem que não existe; 422 sem terminal', async () => {
    expect((await t.http.post('/api/veiculos/comando').set(auth(admin)).send({ acao_pgr_id: 13, veiculo_id: 999999 })).status).toBe(404);
    expect((await t.http.post('/api/veiculos/comando').set(auth(admin)).send({ acao_pgr_id: 13, viagem_id: 999999 })).body).toEqual({ error: 'Viagem não encontrada' });
    const [sem] = await t.sql<{ id: number }>('select id from veiculos where terminal is null order by id limit 1');
    const r = await t.http.post('/api/veiculos/comando').set(auth(admin)).send({ acao_pgr_id: 13, veiculo_id: sem!.id });
    expect([r.status, r.body]).toEqual([422, { error: 'O veículo não tem terminal cadastrado' }]);
  });
});

describe('POST /api/check_lists/procedimentos_checklist', () => {
  it('um procedimento por chamada, com a mensagem da especificação para bloqueio e sirene', async () => {
    const r = await t.http.post('/api/check_lists/procedimentos_checklist').set(auth(admin)).send({ veiculo_id: meu.id, sirene: true });
    expect(r.body).toMatchObject({ message: 'Comando enviado para bloqueio e sirene', estado: 'FILA' });
    expect(await comando(r.body.id)).toMatchObject({ acao: 'SIRENE', mensagem: 'alarmArm' });
    const dois = await t.http.post('/api/check_lists/procedimentos_checklist').set(auth(admin)).send({ veiculo_id: meu.id, sirene: true, bloquear: true });
    expect(dois.body).toEqual({ errors: { procedimento: ['informe um procedimento: bloquear, desbloquear, sirene, desligar_sirene ou solicitar_posicao'] } });
  });
});

describe('mensagens: SMS, WhatsApp, texto para o teclado', () => {
  it('SMS: o número em dígitos com 0 na frente; o worker registra o que enviaria e marca como enviado', async () => {
    const antes = Number((await t.sql<{ n: string }>("select count(*) as n from mensagens_enviadas where canal = 'sms'"))[0]!.n);
    const r = await t.http.post('/api/integracao/g4flex/enviar_sms').set(auth(admin)).send({ telefone: '(11) 98765-4321', mensagem: 'Favor ligar para a central.' });
    expect(r.body).toMatchObject({ message: 'SMS registrado para envio', estado: 'FILA' });
    expect(await comando(r.body.id)).toMatchObject({ canal: 'SMS', telefone: '011987654321' });
    await t.app.get(ComandosJob).enviar();
    expect(await comando(r.body.id)).toMatchObject({ estado: 'ENVIADO', tentativas: 1 });
    expect(await t.sql("select destinatario, corpo from mensagens_enviadas where canal = 'sms' order by id desc limit 1")).toEqual([{ destinatario: '011987654321', corpo: 'Favor ligar para a central.' }]);
    expect(Number((await t.sql<{ n: string }>("select count(*) as n from mensagens_enviadas where canal = 'sms'"))[0]!.n)).toBe(antes + 1);
  });

  it.each([
    ['/api/integracao/g4flex/enviar_sms', { telefone: '11111111111', mensagem: 'x'.repeat(161) }, { telefone: ['telefone incorreto'], mensagem: ['é muito longa (máximo 160 caracteres)'] }],
    ['/api/integracao/enviar_whatsapp', { telefone: '', mensagem: '' }, { telefone: ['não pode ficar em branco'], mensagem: ['não pode ficar em branco'] }],
    ['/api/integracao/enviar_texto', { mensagem: 'oi' }, { terminal_id: ['não pode ficar em branco'] }],
  ])('%s com entrada ruim → 400 com todos os campos, nada enfileirado', async (url, corpo, errors) => {
    const antes = await t.sql('select count(*) from comandos');
    const r = await t.http.post(url).set(auth(admin)).send(corpo);
    expect([r.status, r.body]).toEqual([400, { errors }]);
    expect(await t.sql('select count(*) from comandos')).toEqual(antes);
  });

  it('texto para um terminal vai para o seu veículo', async () => {
    const r = await t.http.post('/api/integracao/enviar_texto').set(auth(admin)).send({ terminal_id: meu.terminal, mensagem: 'Dirija-se ao posto.' });
    expect(await comando(r.body.id)).toMatchObject({ canal: 'TEXTO', terminal: meu.terminal, mensagem: 'Dirija-se ao posto.' });
  });
});

describe('quem pode comandar o quê', () => {
  it('um usuário de cliente não tem a regra de comandos: 403; a lista mostra só os comandos dos seus veículos', async () => {
    const r = await t.http.post('/api/veiculos/comando').set(auth(cliente)).send({ acao_pgr_id: 13, veiculo_id: meu.id });
    expect(r.status).toBe(403);
    const lista = await t.http.get('/api/comandos').set(auth(cliente));
    expect(lista.status).toBe(200);
    expect(lista.body.rows.length).toBeGreaterThan(0);
    expect(lista.body.rows.every((c: { veiculo_id: number }) => c.veiculo_id === meu.id)).toBe(true);
    expect(lista.body.rows[0]).toMatchObject({ placa: meu.placa, username: 'ADMIN' });
  });

  it('um usuário com escopo e com a regra recebe 403 Não há permissão para o veículo de outro cliente, e nada é enfileirado', async () => {
    const [{ id }] = await t.sql<{ id: number }>("select id from usuarios where username = 'CLIENTE'");
    await t.sql("insert into usuarios_funcoes (usuario_id, funcao_id) select $1, f.id from funcoes_controladores f join controladores c on c.id = f.controlador_id where c.nome = 'monitoramentos' and f.nome = 'update' on conflict do nothing", [id]);
    const token = await t.login('CLIENTE');
    const antes = await t.sql('select count(*) from comandos');
    const r = await t.http.post('/api/veiculos/comando').set(auth(token)).send({ acao_pgr_id: 13, veiculo_id: alheio.id });
    expect([r.status, r.body]).toEqual([403, { error: 'Não há permissão' }]);
    const texto = await t.http.post('/api/integracao/enviar_texto').set(auth(token)).send({ terminal_id: alheio.terminal, mensagem: 'oi' });
    expect(texto.status).toBe(403);
    expect(await t.sql('select count(*) from comandos')).toEqual(antes);
    expect((await t.http.post('/api/veiculos/comando').set(auth(token)).send({ acao_pgr_id: 13, veiculo_id: meu.id })).status).toBe(201);
  });
});
