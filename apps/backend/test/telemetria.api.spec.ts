import request from 'supertest';
import { ServidorOsmAnd } from '../src/modules/monitoring/telemetria/osmand.servidor.js';
import { ParticoesPosicoesJob } from '../src/modules/monitoring/telemetria/particoes.job.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';

/**
 * Telemetry in (issue 11): the batch call, Traccar forwarding and the OsmAnd listener, with the
 * requests written exactly as Traccar Client and Traccar's server send them; what each bad input
 * gets; the partitions kept by the job.
 */
let t: AppDeTeste;
let admin: string;
let osmand: ReturnType<typeof request>;
/** Two demo vehicles whose terminal number no other vehicle has. */
let v1: { id: number; terminal: string; tecnologia_id: number };
let v2: { id: number; terminal: string; tecnologia_id: number };

const auth = () => ({ Authorization: `Bearer ${admin}` });
const agoraMenos = (min: number) => new Date(Date.now() - min * 60_000);
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

beforeAll(async () => {
  t = await iniciarApp();
  admin = await t.login('ADMIN');
  osmand = request(`http://127.0.0.1:${t.app.get(ServidorOsmAnd).porta}`);
  [v1, v2] = await t.sql(
    `select min(id) as id, terminal, min(tecnologia_id) as tecnologia_id from veiculos where terminal is not null
     group by terminal having count(*) = 1 order by min(id) limit 2`,
  );
});
afterAll(async () => {
  await t?.fechar();
});

const posicoesDe = (terminal: string) =>
  t.sql<{ data_posicao: Date; latitude: number; velocidade: number; ignicao: boolean; leituras: Record<string, number> | null; veiculo_id: number }>(
    'select data_posicao, latitude, velocidade, ignicao, leituras, veiculo_id from posicoes where terminal = $1 order by data_posicao',
    [terminal],
  );
const ultima = async (veiculoId: number) => (await t.sql<{ data_posicao: Date; latitude: number }>('select data_posicao, latitude from ultimas_posicoes where veiculo_id = $1', [veiculoId]))[0];

describe('POST /api/telemetria/posicoes (a chamada em lote)', () => {
  it('grava as posições boas com seu veículo, conta as ruins por motivo, mantém o resto', async () => {
    const d1 = agoraMenos(30).toISOString();
    const r = await t.http.post('/api/telemetria/posicoes').set(auth()).send({
      posicoes: [
        { terminal: v1.terminal, data_posicao: d1, latitude: -23.5, longitude: -46.6, velocidade: 80, ignicao: true, perifericos: { sensor_porta_motorista: false, 8: 1 } },
        { terminal: v1.terminal, data_posicao: agoraMenos(29).toISOString(), latitude: -23.51, longitude: -46.61, velocidade: 82 },
        { terminal: v1.terminal, data_posicao: d1, latitude: -23.5, longitude: -46.6 }, // same terminal and time
        { terminal: 'NAO-EXISTE', data_posicao: d1, latitude: -23.5, longitude: -46.6 },
        { terminal: v1.terminal, data_posicao: d1, latitude: 91, longitude: -46.6 },
        { terminal: v1.terminal, data_posicao: new Date(Date.now() + 3600_000).toISOString(), latitude: -23.5, longitude: -46.6 },
        { terminal: v1.terminal, data_posicao: '2020-01-01T00:00:00Z', latitude: -23.5, longitude: -46.6 },
        { terminal: v1.terminal, data_posicao: d1, latitude: -23.5, longitude: -46.6, velocidade: -5 },
        { terminal: v1.terminal, latitude: -23.5 },
        'lixo',
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      recebidas: 10,
      gravadas: 2,
      recusadas: { duplicada: 1, terminal_desconhecido: 1, coordenada_invalida: 1, data_futura: 1, data_antiga: 1, velocidade_invalida: 1, formato_invalido: 2 },
    });
    const guardadas = await posicoesDe(v1.terminal);
    expect(guardadas).toHaveLength(2);
    expect(guardadas[0]).toMatchObject({ veiculo_id: v1.id, latitude: -23.5, velocidade: 80, ignicao: true, leituras: { '1': 0, '6': 1, '8': 1 } });
    expect(await t.sql('select periferico_id, valor from ultimas_leituras where veiculo_id = $1 order by periferico_id', [v1.id])).toEqual([
      { periferico_id: 1, valor: 0 }, { periferico_id: 6, valor: 1 }, { periferico_id: 8, valor: 1 },
    ]);
    expect((await ultima(v1.id))?.latitude).toBe(-23.51);
  });

  it('é idempotente, e uma posição mais antiga é gravada sem fazer a última posição voltar', async () => {
    const lote = { posicoes: [{ terminal: v2.terminal, data_posicao: agoraMenos(10).toISOString(), latitude: -22.9, longitude: -43.2 }] };
    expect((await t.http.post('/api/telemetria/posicoes').set(auth()).send(lote)).body).toMatchObject({ gravadas: 1 });
    expect((await t.http.post('/api/telemetria/posicoes').set(auth()).send(lote)).body).toEqual({ recebidas: 1, gravadas: 0, recusadas: { duplicada: 1 } });
    const antiga = { posicoes: [{ terminal: v2.terminal, data_posicao: agoraMenos(60).toISOString(), latitude: -22.0, longitude: -43.0 }] };
    expect((await t.http.post('/api/telemetria/posicoes').set(auth()).send(antiga)).body).toMatchObject({ gravadas: 1 });
    expect(await posicoesDe(v2.terminal)).toHaveLength(2);
    expect((await ultima(v2.id))?.latitude).toBe(-22.9);
  });

  it('um lote com mais de 2.000 posições é 413 e não grava nada; posicoes tem de ser uma lista', async () => {
    const muitas = Array.from({ length: 2001 }, (_, i) => ({ terminal: v2.terminal, data_posicao: new Date(Date.now() - (i + 100) * 1000).toISOString(), latitude: -1, longitude: -1 }));
    const r = await t.http.post('/api/telemetria/posicoes').set(auth()).send({ posicoes: muitas });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ error: 'O lote tem 2001 posições; o máximo é 2.000 por chamada' });
    expect(await posicoesDe(v2.terminal)).toHaveLength(2);
    const semLista = await t.http.post('/api/telemetria/posicoes').set(auth()).send({ posicoes: 'x' });
    expect(semLista.status).toBe(400);
    expect(semLista.body).toEqual({ errors: { posicoes: ['deve ser uma lista de posições'] } });
  });

  it('é para usuários com a regra telemetria#receber: um usuário de cliente recebe 403, sem token 401', async () => {
    const cliente = await t.login('CLIENTE');
    const lote = { posicoes: [{ terminal: v2.terminal, data_posicao: agoraMenos(5).toISOString(), latitude: -22.9, longitude: -43.2 }] };
    expect((await t.http.post('/api/telemetria/posicoes').set('Authorization', `Bearer ${cliente}`).send(lote)).status).toBe(403);
    expect((await t.http.post('/api/telemetria/posicoes').send(lote)).status).toBe(401);
    expect(await posicoesDe(v2.terminal)).toHaveLength(2);
  });
  it('mantém o texto dos atributos como enviado: aspas, barras invertidas, vírgulas e chaves sobrevivem à gravação em massa', async () => {
    const [v3] = await t.sql<{ id: number; terminal: string }>(
      `select min(id) as id, terminal from veiculos where terminal is not null group by terminal having count(*) = 1 order by min(id) offset 2 limit 1`,
    );
    const fix = agoraMenos(7);
    const atributos = { nota: 'a"b\\c,{d} NULL', vazio: '', emoji: 'ç😀' };
    const r = await t.http.post('/api/telemetria/posicoes').set(auth()).send({ posicoes: [{ terminal: v3!.terminal, data_posicao: fix.toISOString(), latitude: -23.5, longitude: -46.6, atributos }] });
    expect(r.body).toEqual({ recebidas: 1, gravadas: 1, recusadas: {} });
    const [p] = await t.sql<{ atributos: Record<string, unknown>; leituras: unknown }>('select atributos, leituras from posicoes where terminal = $1 and data_posicao = $2', [v3!.terminal, fix]);
    expect(p).toEqual({ atributos, leituras: null });
  });
});

describe('POST /api/telemetria/traccar (forward.type=json)', () => {
  it('grava uma posição como o Traccar a encaminha: nós para km/h, atributos para leituras', async () => {
    const fix = agoraMenos(3);
    const r = await t.http.post('/api/telemetria/traccar').set(auth()).send({
      position: { id: 99, deviceId: 7, protocol: 'teltonika', serverTime: new Date().toISOString(), deviceTime: fix.toISOString(), fixTime: fix.toISOString(), outdated: false, valid: true,
        latitude: -22.95, longitude: -43.21, altitude: 12, speed: 10, course: 270, address: null, accuracy: 0, network: null,
        attributes: { ignition: false, blocked: true, alarm: 'sos', odometer: 1200, sat: 9 } },
      device: { id: 7, name: 'Caminhão', uniqueId: v2.terminal, status: 'online', lastUpdate: new Date().toISOString() },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ recebidas: 1, gravadas: 1, recusadas: {} });
    const [p] = await t.sql<{ velocidade: number; ignicao: boolean; leituras: Record<string, number>; atributos: Record<string, unknown> }>(
      'select velocidade, ignicao, leituras, atributos from posicoes where terminal = $1 and data_posicao = $2', [v2.terminal, fix],
    );
    expect(p).toEqual({ velocidade: 18.52, ignicao: false, leituras: { '6': 0, '7': 1, '11': 1 }, atributos: { alarm: 'sos', odometer: 1200, sat: 9 } });
  });
  it('um dispositivo desconhecido é ignorado com 200 (o Traccar reenviaria um 4xx para sempre)', async () => {
    const r = await t.http.post('/api/telemetria/traccar').set(auth()).send({ position: { fixTime: new Date().toISOString(), latitude: 1, longitude: 1 }, device: { uniqueId: 'desconhecido' } });
    expect(r.body).toEqual({ recebidas: 1, gravadas: 0, recusadas: { terminal_desconhecido: 1 } });
  });
});

describe('listener OsmAnd (Traccar Client)', () => {
  it('POST com os parâmetros na query string e corpo vazio, como o Traccar Client os envia: 200, vazio', async () => {
    const fix = agoraMenos(2);
    const r = await osmand.post(`/?id=${v1.terminal}&timestamp=${epoch(fix)}&lat=-23.561414&lon=-46.655881&speed=27.0&bearing=182.5&altitude=801.0&accuracy=3.9&batt=76.0&charge=false`);
    expect(r.status).toBe(200);
    expect(r.text).toBe('');
    const [p] = await t.sql<{ velocidade: number; direcao: number; bateria: number; atributos: Record<string, unknown> }>(
      'select velocidade, direcao, bateria, atributos from posicoes where terminal = $1 and data_posicao = $2', [v1.terminal, new Date(epoch(fix) * 1000)],
    );
    expect(p).toEqual({ velocidade: 50.004, direcao: 182.5, bateria: 76, atributos: { charge: false } });
  });

  it('GET, corpo de formulário, location=lat,lon e o JSON dos clientes mais novos também são lidos', async () => {
    const f = (min: number) => agoraMenos(min).toISOString();
    expect((await osmand.get(`/?deviceid=${v1.terminal}&timestamp=${encodeURIComponent(f(4))}&location=-23.5,-46.6`)).status).toBe(200);
    expect((await osmand.post('/').type('form').send(`id=${v1.terminal}&timestamp=${encodeURIComponent(f(5).replace('T', ' ').slice(0, 19))}&lat=-23.4&lon=-46.5`)).status).toBe(200);
    const json = await osmand.post('/').send({ device_id: v1.terminal, location: { timestamp: f(6), coords: { latitude: -23.3, longitude: -46.4, speed: 20, heading: 90 }, battery: { level: 0.5 } } });
    expect(json.status).toBe(200);
    const [p] = await t.sql<{ velocidade: number; bateria: number }>('select velocidade, bateria from posicoes where terminal = $1 and latitude = -23.3', [v1.terminal]);
    expect(p).toEqual({ velocidade: 72, bateria: 50 });
  });

  it('responde 200 de novo a uma posição reenviada, gravando-a uma vez', async () => {
    const url = `/?id=${v1.terminal}&timestamp=${epoch(agoraMenos(7))}&lat=-23.2&lon=-46.3`;
    expect((await osmand.post(url)).status).toBe(200);
    expect((await osmand.post(url)).status).toBe(200);
    expect(await t.sql('select 1 from posicoes where terminal = $1 and latitude = -23.2', [v1.terminal])).toHaveLength(1);
  });

  it.each([
    ['um dispositivo desconhecido', '/?id=999999999999&lat=-23.5&lon=-46.6', 'Dispositivo desconhecido'],
    ['sem id do dispositivo', '/?lat=-23.5&lon=-46.6', 'Dispositivo não informado (parâmetro id)'],
  ])('%s: 400 (nunca pode dar certo), nada gravado; o resto de um dispositivo conhecido é 200 (telemetria-rastreador.api.spec.ts)', async (_caso, url, texto) => {
    const antes = await t.sql<{ n: string }>('select count(*) as n from posicoes');
    const r = await osmand.get(url);
    expect(r.status).toBe(400);
    expect(r.text).toBe(texto);
    expect(await t.sql('select count(*) as n from posicoes')).toEqual(antes);
  });

  it('um corpo acima de 64 KB é 413; outros métodos 405', async () => {
    expect((await osmand.post('/').type('form').send(`id=1&x=${'a'.repeat(70_000)}`)).status).toBe(413);
    expect((await osmand.delete('/?id=1')).status).toBe(405);
  });
});

describe('leituras: o histórico de um terminal, a última posição, o histórico de leituras', () => {
  it('GET /api/veiculos/posicoes: as posições de um terminal numa janela, em ordem', async () => {
    const r = await t.http.get(`/api/veiculos/posicoes?terminal_id=${v1.terminal}&horas=1`).set(auth());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ terminal: v1.terminal, veiculo_id: v1.id });
    const datas = r.body.posicoes.map((p: { data_posicao: string }) => p.data_posicao);
    expect(datas.length).toBe(7); // 2 from the batch, 5 from the OsmAnd tests
    expect([...datas].sort()).toEqual(datas);
    expect(r.body.posicoes[0]).toMatchObject({ latitude: -23.5, longitude: -46.6, velocidade: 80, ignicao: true, leituras: { '1': 0, '6': 1, '8': 1 } });
    const periodo = await t.http.get(`/api/veiculos/posicoes?terminal_id=${v1.terminal}&inicio=${encodeURIComponent(agoraMenos(29.5).toISOString())}&fim=${encodeURIComponent(agoraMenos(28).toISOString())}`).set(auth());
    expect(periodo.body.posicoes).toHaveLength(1);
  });

  it.each([
    ['', { terminal_id: ['não pode ficar em branco'] }],
    ['terminal_id=X&horas=3', { horas: ['deve ser 1, 2, 4, 6 ou 24'] }],
    ['terminal_id=X&inicio=2026-11-20T00:00:00Z&fim=2026-11-22T00:00:00Z', { fim: ['o período máximo é de 24 horas'] }],
    ['terminal_id=X&inicio=ontem', { inicio: ['deve ser uma data e hora ISO 8601 com fuso (ex.: 2026-11-22T08:00:00-03:00)'] }],
  ])('GET /api/veiculos/posicoes?%s → 400', async (q, errors) => {
    const r = await t.http.get(`/api/veiculos/posicoes?${q.replace('X', v1.terminal)}`).set(auth());
    expect([r.status, r.body]).toEqual([400, { errors }]);
  });

  it('um terminal que nenhum veículo tem é 404', async () => {
    const r = await t.http.get('/api/veiculos/posicoes?terminal_id=NAOEXISTE').set(auth());
    expect([r.status, r.body]).toEqual([404, { error: 'Terminal não encontrado' }]);
  });

  it('GET /api/check_lists/ultima_posicao/{veiculo_id}: última posição e a última leitura de cada periférico, violações marcadas', async () => {
    const r = await t.http.get(`/api/check_lists/ultima_posicao/${v1.id}`).set(auth());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ veiculo_id: v1.id, terminal: v1.terminal, latitude: expect.any(Number) });
    expect(r.body.leituras).toEqual([
      { periferico_id: 1, descricao: 'Porta do motorista', valor: 0, violacao: false, data_posicao: expect.any(String) },
      { periferico_id: 6, descricao: 'Ignição', valor: 1, violacao: false, data_posicao: expect.any(String) },
      { periferico_id: 8, descricao: 'Desengate da carreta 1', valor: 1, violacao: true, data_posicao: expect.any(String) },
    ]);
    const [semPosicao] = await t.sql<{ id: number }>('select id from veiculos where id not in (select veiculo_id from ultimas_posicoes) order by id limit 1');
    const vazio = await t.http.get(`/api/check_lists/ultima_posicao/${semPosicao!.id}`).set(auth());
    expect(vazio.body).toMatchObject({ veiculo_id: semPosicao!.id, data_posicao: null, latitude: null, leituras: [] });
    expect((await t.http.get('/api/check_lists/ultima_posicao/999999').set(auth())).status).toBe(404);
  });

  it('GET /api/veiculos/{id}/leituras: o histórico de leituras', async () => {
    const r = await t.http.get(`/api/veiculos/${v1.id}/leituras?horas=1`).set(auth());
    expect(r.status).toBe(200);
    expect(r.body.leituras[0]).toEqual({ data_posicao: expect.any(String), leituras: { '1': 0, '6': 1, '8': 1 } });
  });

  it('um usuário de cliente alcança só veículos vinculados aos seus clientes: o veículo de outro cliente é 404 em toda leitura', async () => {
    const cliente = await t.login('CLIENTE');
    const [{ cliente_id }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
    await t.sql('delete from clientes_veiculos where veiculo_id = $1 and cliente_id = $2', [v1.id, cliente_id]);
    const h = { Authorization: `Bearer ${cliente}` };
    expect((await t.http.get(`/api/veiculos/posicoes?terminal_id=${v1.terminal}`).set(h)).status).toBe(404);
    expect((await t.http.get(`/api/check_lists/ultima_posicao/${v1.id}`).set(h)).status).toBe(404);
    expect((await t.http.get(`/api/veiculos/${v1.id}/leituras`).set(h)).status).toBe(404);
    await t.sql("insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'AGREGADO')", [cliente_id, v1.id]);
    expect((await t.http.get(`/api/veiculos/posicoes?terminal_id=${v1.terminal}`).set(h)).status).toBe(200);
    expect((await t.http.get(`/api/check_lists/ultima_posicao/${v1.id}`).set(h)).status).toBe(200);
    await t.sql('delete from clientes_veiculos where veiculo_id = $1 and cliente_id = $2', [v1.id, cliente_id]);
  });
});

describe('POST /api/veiculos/posicao_falsa (só o usuário de id 1)', () => {
  it('envia os estados de periférico escolhidos pelo pipeline, na última posição quando nenhuma é dada', async () => {
    expect(await t.sql("select id from usuarios where username = 'ADMIN'")).toEqual([{ id: 1 }]);
    const [{ placa }] = await t.sql<{ placa: string }>('select placa from veiculos where id = $1', [v2.id]);
    const r = await t.http.post('/api/veiculos/posicao_falsa').set(auth()).send({ placa: `${placa.slice(0, 3)}-${placa.slice(3)}`, posicao_falsa: { sensor_bau1: true, botao_panico: true, ignicao: false } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Posição falsa enviada', recebidas: 1, gravadas: 1, recusadas: {} });
    const ultimaLeitura = await t.http.get(`/api/check_lists/ultima_posicao/${v2.id}`).set(auth());
    expect(ultimaLeitura.body.leituras.filter((l: { valor: number }) => l.valor === 1).map((l: { descricao: string; violacao: boolean }) => [l.descricao, l.violacao])).toEqual([
      ['Porta do baú 1', false], ['Botão de pânico', true],
    ]);
    expect(ultimaLeitura.body).toMatchObject({ latitude: -22.95, longitude: -43.21 }); // where Traccar last put it
  });
  it('outro usuário recebe 403 e nada é enviado; entrada ruim 400, placa desconhecida 404', async () => {
    const supervisor = await t.login('SUPERVISOR');
    const antes = await t.sql('select count(*) from posicoes');
    const r = await t.http.post('/api/veiculos/posicao_falsa').set('Authorization', `Bearer ${supervisor}`).send({ placa: 'ABC1D23', posicao_falsa: { ignicao: true } });
    expect([r.status, r.body]).toEqual([403, { error: 'Somente o usuário 1 pode enviar posição falsa' }]);
    expect((await t.http.post('/api/veiculos/posicao_falsa').set(auth()).send({ posicao_falsa: {} })).body).toEqual({ errors: { placa: ['não pode ficar em branco'] } });
    expect((await t.http.post('/api/veiculos/posicao_falsa').set(auth()).send({ placa: 'ZZZ9Z99', posicao_falsa: {} })).status).toBe(404);
    const [{ placa }] = await t.sql<{ placa: string }>('select placa from veiculos where id = $1', [v1.id]);
    expect((await t.http.post('/api/veiculos/posicao_falsa').set(auth()).send({ placa, posicao_falsa: { latitude: 91, longitude: 0 } })).body).toEqual({ errors: { latitude: ['deve estar entre -90 e 90'] } });
    expect(await t.sql('select count(*) from posicoes')).toEqual(antes);
  });
});

describe('GET /api/integracao/disponibilidade_integracoes: saúde pelas chegadas reais', () => {
  it('as cinco tecnologias que contam, cada uma com a fração dos seus veículos que reportaram na última hora', async () => {
    const sascar = await t.sql<{ terminal: string }>(
      "select terminal from veiculos where tecnologia_id = 3 and terminal is not null group by terminal having count(*) = 1 order by terminal limit 2",
    );
    const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from veiculos where tecnologia_id = 3 and terminal is not null');
    const antes = await t.http.get('/api/integracao/disponibilidade_integracoes').set(auth());
    expect(antes.body.map((x: { tecnologia: string }) => x.tecnologia)).toEqual(['ONIXSAT', 'SASCAR', 'OMNILINK', 'MEU BRUTO', 'LOGÍSTICO']);
    expect(antes.body[1]).toEqual({ tecnologia_id: 3, tecnologia: 'SASCAR', veiculos: n, veiculos_ativos: 0, veiculos_com_posicao: 0, saude_posicionamento: -1, ultima_posicao: null });
    await t.http.post('/api/telemetria/posicoes').set(auth()).send({
      posicoes: sascar.map((v, i) => ({ terminal: v.terminal, data_posicao: agoraMenos(i + 1).toISOString(), latitude: -20, longitude: -45 })),
    });
    const depois = await t.http.get('/api/integracao/disponibilidade_integracoes').set(auth());
    expect(depois.body[1]).toMatchObject({ veiculos: n, veiculos_ativos: 2, veiculos_com_posicao: 2, saude_posicionamento: 100 });
    // One of them last heard from 3 hours ago: in service, not reporting now.
    await t.sql("update ultimas_posicoes set data_recebida = now() - interval '3 hours' where terminal = $1", [sascar[0]!.terminal]);
    const meia = await t.http.get('/api/integracao/disponibilidade_integracoes').set(auth());
    expect(meia.body[1]).toMatchObject({ veiculos_ativos: 2, veiculos_com_posicao: 1, saude_posicionamento: 50 });
    expect(Date.now() - new Date(depois.body[1].ultima_posicao).getTime()).toBeLessThan(60_000);
  });

  it('um rastreador que só manda batimento (vivo, sem posição) conta como ativo e baixa a saúde do posicionamento', async () => {
    const [v] = await t.sql<{ terminal: string }>(
      'select terminal from veiculos where tecnologia_id = 4 and terminal is not null group by terminal having count(*) = 1 order by terminal limit 1',
    );
    const antes = (await t.http.get('/api/integracao/disponibilidade_integracoes').set(auth())).body.find((x: { tecnologia_id: number }) => x.tecnologia_id === 4);
    expect((await osmand.get(`/?id=${v!.terminal}&batt=55`)).status).toBe(200);
    const depois = (await t.http.get('/api/integracao/disponibilidade_integracoes').set(auth())).body.find((x: { tecnologia_id: number }) => x.tecnologia_id === 4);
    expect([depois.veiculos_ativos, depois.veiculos_com_posicao]).toEqual([antes.veiculos_ativos + 1, antes.veiculos_com_posicao]);
    expect(depois.ultima_posicao).toEqual(antes.ultima_posicao);
  });

  it("um usuário de cliente conta só a própria frota, nunca os veículos de outro cliente (issue 19)", async () => {
    const [{ id: proprio }] = await t.sql<{ id: number }>("select cliente_id as id from usuarios where username = 'CLIENTE'");
    const [{ id: outro }] = await t.sql<{ id: number }>('select id from clientes where id <> $1 order by id limit 1', [proprio]);
    const contar = (cliente: number) =>
      t.sql<{ n: number }>(
        `select count(*)::int as n from veiculos v where v.tecnologia_id = 10 and v.terminal is not null
         and exists (select 1 from clientes_veiculos l where l.veiculo_id = v.id and l.ativo and l.cliente_id = $1)`,
        [cliente],
      );
    const [{ n: antes }] = await contar(proprio);
    // A vehicle of technology 10 (MEU BRUTO) of another client only, reporting now.
    const [alheio] = await t.sql<{ id: number }>("insert into veiculos (placa, tipo, tecnologia_id, terminal) values ('QZX9A19', 'CAVALO', 10, 'INTEG-ALHEIO-1') returning id");
    await t.sql("insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')", [outro, alheio!.id]);
    await t.http.post('/api/telemetria/posicoes').set(auth()).send({ posicoes: [{ terminal: 'INTEG-ALHEIO-1', data_posicao: agoraMenos(1).toISOString(), latitude: -20, longitude: -45 }] });
    const cliente = await t.login('CLIENTE');
    const r = await t.http.get('/api/integracao/disponibilidade_integracoes').set('Authorization', `Bearer ${cliente}`);
    expect(r.status).toBe(200);
    const meuBruto = r.body.find((x: { tecnologia_id: number }) => x.tecnologia_id === 10);
    expect(meuBruto).toMatchObject({ veiculos: antes, veiculos_com_posicao: 0 });
    // Staff see the whole fleet, the other client's vehicle included.
    const todos = (await t.http.get('/api/integracao/disponibilidade_integracoes').set(auth())).body.find((x: { tecnologia_id: number }) => x.tecnologia_id === 10);
    expect(todos.veiculos_com_posicao).toBeGreaterThanOrEqual(1);
    expect(todos.veiculos).toBeGreaterThan(antes);
  });
});

describe('partições de posicoes', () => {
  it('hoje e os próximos três dias existem; partições além da retenção são descartadas pelo job', async () => {
    const dia = (d: number) => `posicoes_p${new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')}`;
    await t.sql("create table posicoes_p20200101 partition of posicoes for values from ('2020-01-01T00:00:00Z') to ('2020-01-02T00:00:00Z')");
    const { descartadas } = await t.app.get(ParticoesPosicoesJob).manter();
    expect(descartadas).toEqual(['posicoes_p20200101']);
    const nomes = (await t.sql<{ relname: string }>("select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent where p.relname = 'posicoes'")).map((x) => x.relname);
    expect(nomes).toEqual(expect.arrayContaining([dia(0), dia(1), dia(2), dia(3)]));
    expect(nomes).not.toContain('posicoes_p20200101');
  });
});
