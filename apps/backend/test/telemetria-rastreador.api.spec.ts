import request from 'supertest';
import { ServidorOsmAnd } from '../src/modules/monitoring/telemetria/osmand.servidor.js';
import { iniciarApp, type AppDeTeste } from './support/app.js';

/**
 * What a real tracker finds (issue 19, items 11–13). The requests of Traccar's own OsmAnd decoder
 * tests, replayed through our OsmAnd door, and the upload loop of Traccar Client, which resends
 * the head of its queue until it gets a 2xx: every request of a known device is acknowledged and
 * what it carried is kept (a fix, a heartbeat as the last contact, a filtered fix with its reason);
 * alarms reach the peripherals; a fix flagged invalid is stored but never the last position.
 * The samples are from 2013–2025: this app keeps positions for 6,000 days so they are stored.
 */
let t: AppDeTeste;
let admin: string;
let osmand: ReturnType<typeof request>;
const auth = () => ({ Authorization: `Bearer ${admin}` });

/** The device ids of Traccar's samples, registered as terminals of demo vehicles. */
const IDS = ['48241179', '658765', '8737767034', '123456', '902064', '353861053849681', '861001000719969', '123456789012345'];
/** Other terminals for the behaviour tests below. */
const NOSSOS = ['T19-A', 'T19-B', 'T19-C', 'T19-D'];
const veiculo: Record<string, number> = {};

beforeAll(async () => {
  t = await iniciarApp({ retencaoPosicoesDias: 6000 });
  admin = await t.login('ADMIN');
  osmand = request(`http://127.0.0.1:${t.app.get(ServidorOsmAnd).porta}`);
  const livres = await t.sql<{ id: number }>('select id from veiculos order by id limit $1', [IDS.length + NOSSOS.length]);
  for (const [i, terminal] of [...IDS, ...NOSSOS].entries()) {
    await t.sql('update veiculos set terminal = $1 where id = $2', [terminal, livres[i]!.id]);
    veiculo[terminal] = livres[i]!.id;
  }
});
afterAll(async () => {
  await t?.fechar();
});

type Linha = Record<string, unknown>;
const posicoes = (terminal: string) =>
  t.sql<Linha>(
    `select data_posicao, latitude, longitude, valida, velocidade, direcao, ignicao, altitude, precisao, bateria, leituras, atributos
     from posicoes where terminal = $1 order by data_posicao`,
    [terminal],
  );
const ultima = async (terminal: string) => (await t.sql<Linha>('select data_posicao, latitude, longitude from ultimas_posicoes where veiculo_id = $1', [veiculo[terminal]]))[0];
const leituras = async (terminal: string) =>
  Object.fromEntries((await t.sql<{ periferico_id: number; valor: number }>('select periferico_id, valor from ultimas_leituras where veiculo_id = $1', [veiculo[terminal]])).map((l) => [l.periferico_id, l.valor]));
const limpar = async (terminal: string) => {
  await t.sql('delete from posicoes where terminal = $1', [terminal]);
  for (const tabela of ['ultimas_posicoes', 'ultimas_leituras', 'ultimos_contatos', 'posicoes_filtradas']) await t.sql(`delete from ${tabela} where veiculo_id = $1`, [veiculo[terminal]]);
};
const json = (corpo: string) => osmand.post('/').set('Content-Type', 'application/json').send(corpo);
const agora = () => Math.floor(Date.now() / 1000);
const perto = (n: number) => expect.closeTo(n, 3);

describe("requisições do OsmAndProtocolDecoderTest do Traccar, pela nossa porta OsmAnd", () => {
  const JSON_AMOSTRAS: Array<[string, string, string, Linha]> = [
    [
      'JSON, Traccar Client com o plugin de geolocalização em segundo plano',
      '48241179',
      '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
      {
        data_posicao: new Date('2025-06-15T13:45:12.862Z'), latitude: 37.4219983, longitude: -122.084, valida: true, velocidade: 0, direcao: null, altitude: 5, precisao: 5, bateria: 100,
        atributos: { is_moving: false, odometer: 0, event: 'motionchange', activity: 'still', charge: false },
      },
    ],
    [
      'JSON com extras de todo tipo',
      '48241179',
      '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{"device_string_test":"long_device_id","device_bool_test":true,"device_bool_false_test":false,"device_integer_test":1,"device_integer_twelve_test":12,"device_double_test":1.345,"device_very_long_double_test":1763636.3442},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
      {
        atributos: {
          is_moving: false, odometer: 0, event: 'motionchange', activity: 'still', charge: false,
          device_string_test: 'long_device_id', device_bool_test: true, device_bool_false_test: false, device_integer_test: 1,
          device_integer_twelve_test: 12, device_double_test: 1.345, device_very_long_double_test: 1763636.3442,
        },
      },
    ],
    [
      'JSON from an iOS simulator: mock location, no speed, heading or battery',
      '658765',
      '{"location":{"extras":{},"mock":true,"coords":{"speed_accuracy":-1,"speed":-1,"longitude":-122.406417,"ellipsoidal_altitude":0,"floor":null,"heading_accuracy":-1,"latitude":37.785834000000001,"accuracy":5,"altitude_accuracy":-1,"altitude":0,"heading":-1},"is_moving":false,"age":188,"odometer":0,"uuid":"2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8","event":"motionchange","battery":{"level":-1,"is_charging":false},"activity":{"type":"unknown","confidence":100},"timestamp":"2025-05-09T04:11:30.579Z"},"device_id":"658765"}',
      {
        data_posicao: new Date('2025-05-09T04:11:30.579Z'), latitude: 37.785834, longitude: -122.406417, velocidade: null, direcao: null, altitude: 0, precisao: 5, bateria: null,
        atributos: { mock: true, is_moving: false, odometer: 0, event: 'motionchange', activity: 'unknown', charge: false },
      },
    ],
    [
      'JSON moving at 18.67 m/s',
      '8737767034',
      '{"location":{"event":"motionchange","is_moving":false,"uuid":"0e9a2473-a9a7-4c00-997b-fb97d2154e75","timestamp":"2021-07-21T08:06:34.444Z","odometer":0,"coords":{"latitude":-6.1148096,"longitude":106.6837015,"accuracy":3.8,"speed":18.67,"speed_accuracy":0.26,"heading":63,"heading_accuracy":0.28,"altitude":35.7,"altitude_accuracy":3.8},"activity":{"type":"still","confidence":100},"battery":{"is_charging":false,"level":0.79},"extras":{}},"device_id":"8737767034"}',
      {
        data_posicao: new Date('2021-07-21T08:06:34.444Z'), latitude: -6.1148096, longitude: 106.6837015, velocidade: perto(67.212), direcao: 63, altitude: perto(35.7), precisao: perto(3.8), bateria: 79,
        atributos: { event: 'motionchange', is_moving: false, odometer: 0, activity: 'still', charge: false },
      },
    ],
  ];

  it.each(JSON_AMOSTRAS)('%s: 200 e os campos decodificados gravados', async (_caso, terminal, corpo, esperado) => {
    await limpar(terminal);
    const r = await json(corpo);
    expect([r.status, r.text]).toEqual([200, '']);
    const [p, ...outras] = await posicoes(terminal);
    expect(outras).toEqual([]);
    expect(p).toMatchObject(esperado);
  });

  const CONSULTAS: Array<[string, string, Linha]> = [
    ['hora ISO, hdop', '/?id=902064&lat=42.06288&lon=-88.23412&timestamp=2016-01-27T18%3A55%3A47Z&hdop=6.0&altitude=224.0&speed=0.0',
      { data_posicao: new Date('2016-01-27T18:55:47Z'), latitude: 42.06288, longitude: -88.23412, velocidade: 0, altitude: 224, atributos: { hdop: 6 } }],
    ['hora em milissegundos', '/?id=902064&lat=42.06288&lon=-88.23412&timestamp=1442068686579&hdop=6.0&altitude=224.0&speed=0.0',
      { data_posicao: new Date(1442068686579), latitude: 42.06288, atributos: { hdop: 6 } }],
    ['"yyyy-MM-dd HH:mm:ss" time, id last', '/?lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&altitude=384.7&speed=0.0&id=353861053849681',
      { data_posicao: new Date('2014-06-04T09:10:11Z'), latitude: 49.60688, longitude: 6.15788, altitude: perto(384.7), velocidade: 0, atributos: null }],
    ['velocidade, rumo, altitude e hdop em zero', '/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0&speed=0.0&bearing=0.0&altitude=0&hdop=0.0',
      { data_posicao: new Date(1377177267_000), latitude: 60, longitude: 30, velocidade: 0, direcao: 0, altitude: 0, atributos: { hdop: 0 } }],
    ['só o essencial', '/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0',
      { data_posicao: new Date(1377177267_000), latitude: 60, longitude: 30, velocidade: null, atributos: null }],
    ['deviceid, sem hora (vale a chegada), heading e extras de precisão', '/?lat=60.0&lon=30.0&speed=0.0&heading=0.0&vacc=0&hacc=0&altitude=0&deviceid=123456',
      { latitude: 60, longitude: 30, direcao: 0, atributos: { vacc: 0, hacc: 0 } }],
    ['bateria, sem hora', '/?id=861001000719969&lat=41.666667&lon=-0.883333&altitude=350.059479&speed=0.000000&batt=87',
      { latitude: 41.666667, longitude: -0.883333, altitude: perto(350.059479), bateria: 87, atributos: null }],
    ['location=lat,lon', '/?id=123456&timestamp=1377177267&location=60.0,30.0',
      { data_posicao: new Date(1377177267_000), latitude: 60, longitude: 30 }],
    ['ignição e extras numéricos', '/?id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&ignition=true&rpm=933&fuel=24',
      { data_posicao: new Date(1504763810_000), latitude: 40.7232948571, longitude: -74.0061408571, direcao: perto(7.19889788244), velocidade: perto(74.08), ignicao: true, leituras: { '6': 1 }, atributos: { rpm: 933, fuel: 24 } }],
  ];

  it.each(CONSULTAS)('query, %s: 200 e os campos decodificados gravados', async (_caso, url, esperado) => {
    const terminal = new URL(url, 'http://x').searchParams.get('id') ?? new URL(url, 'http://x').searchParams.get('deviceid')!;
    await limpar(terminal);
    const antes = Date.now();
    const r = await osmand.get(url);
    expect([r.status, r.text]).toEqual([200, '']);
    const [p, ...outras] = await posicoes(terminal);
    expect(outras).toEqual([]);
    expect(p).toMatchObject({ valida: true, ...esperado });
    if (!url.includes('timestamp=')) expect((p!.data_posicao as Date).getTime()).toBeGreaterThanOrEqual(antes - 1000);
    expect(await ultima(terminal)).toMatchObject({ latitude: esperado.latitude });
  });

  it('só células e wifi (sem coordenadas): 200, guardado como o último contato com cada célula e ponto de acesso, a posição intocada', async () => {
    await limpar('123456');
    await osmand.get('/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0');
    const r = await osmand.get('/?id=123456&timestamp=1377177267&cell=257,02,16,2224&cell=257,02,16,2223,-90&wifi=00-14-22-01-23-45,-80&wifi=00-1C-B3-09-85-15,-70');
    expect([r.status, r.text]).toEqual([200, '']);
    expect(await posicoes('123456')).toHaveLength(1);
    expect(await t.sql('select terminal, data_contato, atributos from ultimos_contatos where veiculo_id = $1', [veiculo['123456']])).toEqual([
      { terminal: '123456', data_contato: new Date(1377177267_000), atributos: { cell: ['257,02,16,2224', '257,02,16,2223,-90'], wifi: ['00-14-22-01-23-45,-80', '00-1C-B3-09-85-15,-70'] } },
    ]);
  });

  it('sem id de dispositivo: 400, a única amostra que o Traccar não decodifica (nunca pode dar certo)', async () => {
    const r = await osmand.get('/?timestamp=1377177267&lat=60.0&lon=30.0');
    expect([r.status, r.text]).toEqual([400, 'Dispositivo não informado (parâmetro id)']);
  });
});

describe('item 11: a porta confirma toda requisição bem formada de um dispositivo conhecido', () => {
  it('um heartbeat (sem coordenadas) é 200 e o último contato, com bateria e carga; a última posição não se move', async () => {
    const d = 'T19-A';
    await limpar(d);
    expect((await osmand.post(`/?id=${d}&timestamp=${agora() - 60}&lat=-23.5&lon=-46.6`)).status).toBe(200);
    const r = await osmand.post('/').type('form').send(`id=${d}&timestamp=${agora()}&batt=41.0&charge=true`);
    expect([r.status, r.text]).toEqual([200, '']);
    expect(await ultima(d)).toMatchObject({ latitude: -23.5, longitude: -46.6 });
    expect(await posicoes(d)).toHaveLength(1);
    const rastreador = await t.http.get(`/api/veiculos/${veiculo[d]}/rastreador`).set(auth());
    expect(rastreador.status).toBe(200);
    expect(rastreador.body).toEqual({
      veiculo_id: veiculo[d], terminal: d, posicoes_filtradas: [],
      ultimo_contato: { data_contato: expect.any(String), data_recebida: expect.any(String), bateria: 41, carregando: true, atributos: { charge: true } },
    });
  });

  it.each([
    ['0,0', (d: string) => `/?id=${d}&timestamp=${agora()}&lat=0&lon=0`, 'coordenada_invalida', 'Coordenadas impossíveis (fora do globo ou 0,0)'],
    ['uma posição mais de 10 minutos adiante', (d: string) => `/?id=${d}&timestamp=${agora() + 3600}&lat=-23.5&lon=-46.6`, 'data_futura', 'Data mais de 10 minutos adiante do relógio do servidor'],
    ['uma posição mais antiga que a retenção', (d: string) => `/?id=${d}&timestamp=2000-01-01T00:00:00Z&lat=-23.5&lon=-46.6`, 'data_antiga', 'Data anterior ao período guardado'],
    ['coordenadas impossíveis', (d: string) => `/?id=${d}&timestamp=${agora()}&lat=-123&lon=-46.6`, 'coordenada_invalida', 'Coordenadas impossíveis (fora do globo ou 0,0)'],
    ['uma coordenada ilegível', (d: string) => `/?id=${d}&lat=abc&lon=-46.6`, 'formato_invalido', 'Posição malformada (data ou coordenadas ilegíveis)'],
  ])('%s: 200 (o celular segue com sua fila), não é uma posição, registrado com o motivo para o operador', async (_caso, url, motivo, descricao) => {
    const d = 'T19-B';
    await limpar(d);
    const r = await osmand.get(url(d));
    expect([r.status, r.text]).toEqual([200, '']);
    expect(await posicoes(d)).toEqual([]);
    expect(await ultima(d)).toBeUndefined();
    const rastreador = await t.http.get(`/api/veiculos/${veiculo[d]}/rastreador`).set(auth());
    expect(rastreador.body.posicoes_filtradas).toHaveLength(1);
    expect(rastreador.body.posicoes_filtradas[0]).toMatchObject({ data_recebida: expect.any(String), motivo, descricao });
  });

  it('a mesma posição filtrada reenviada é registrada uma vez', async () => {
    const d = 'T19-B';
    await limpar(d);
    const url = `/?id=${d}&timestamp=${agora()}&lat=0&lon=0`;
    expect((await osmand.get(url)).status).toBe(200);
    expect((await osmand.get(url)).status).toBe(200);
    expect(await t.sql('select motivo from posicoes_filtradas where veiculo_id = $1', [veiculo[d]])).toEqual([{ motivo: 'coordenada_invalida' }]);
  });

  it('um dispositivo desconhecido é 400 seja o que for que envie, e nada é guardado', async () => {
    for (const url of ['/?id=NAO-CADASTRADO&lat=-23.5&lon=-46.6', '/?id=NAO-CADASTRADO&batt=50', '/?id=NAO-CADASTRADO&lat=0&lon=0']) {
      const r = await osmand.get(url);
      expect([r.status, r.text]).toEqual([400, 'Dispositivo desconhecido']);
    }
    const r = await json('{"device_id":"NAO-CADASTRADO","location":{"timestamp":"2026-01-01T00:00:00Z"}}');
    expect([r.status, r.text]).toEqual([400, 'Dispositivo desconhecido']);
    expect(await t.sql("select 1 from posicoes_filtradas where terminal = 'NAO-CADASTRADO'")).toEqual([]);
  });

  it('um array JSON de envios (SDK mais novo do Traccar Client) grava cada item', async () => {
    const d = 'T19-C';
    await limpar(d);
    const r = await json(JSON.stringify([
      { id: d, lat: -23.1, lon: -46.1, timestamp: agora() - 20, speed: 10, batt: 90 },
      { id: d, lat: -23.2, lon: -46.2, timestamp: agora() - 10, alarm: 'sos' },
    ]));
    expect([r.status, r.text]).toEqual([200, '']);
    expect((await posicoes(d)).map((p) => p.latitude)).toEqual([-23.1, -23.2]);
    expect(await leituras(d)).toMatchObject({ 11: 1 });
  });

  it('a chamada em lote também registra as posições filtradas de terminais conhecidos, e conta os heartbeats à parte', async () => {
    const d = 'T19-C';
    await limpar(d);
    const r = await t.http.post('/api/telemetria/posicoes').set(auth()).send({
      posicoes: [{ terminal: d, data_posicao: new Date().toISOString(), latitude: 0, longitude: 0 }],
    });
    expect(r.body).toEqual({ recebidas: 1, gravadas: 0, recusadas: { coordenada_invalida: 1 } });
    expect(await t.sql('select motivo, latitude from posicoes_filtradas where veiculo_id = $1', [veiculo[d]])).toEqual([{ motivo: 'coordenada_invalida', latitude: 0 }]);
  });

  it("o veículo de outro cliente é 404 na leitura do rastreador", async () => {
    const cliente = await t.login('CLIENTE');
    const [{ id }] = await t.sql<{ id: number }>(
      "select v.id from veiculos v where not exists (select 1 from clientes_veiculos cv join usuarios u on u.cliente_id = cv.cliente_id where cv.veiculo_id = v.id and u.username = 'CLIENTE') order by v.id limit 1",
    );
    const r = await t.http.get(`/api/veiculos/${id}/rastreador`).set('Authorization', `Bearer ${cliente}`);
    expect([r.status, r.body]).toEqual([404, { error: 'Veículo não encontrado' }]);
  });
});

describe('item 12: o botão de pânico e os outros alarmes', () => {
  const D = 'T19-D';
  const fix = (extra: string, segundos: number) => `/?id=${D}&timestamp=${agora() - segundos}&lat=-23.5&lon=-46.6${extra}`;

  it('alarm=sos liga o pânico (11) por query, formulário e JSON; uma leitura sem alarme o mantém; só o sensor o desliga', async () => {
    await limpar(D);
    expect((await osmand.get(fix('&alarm=sos', 100))).status).toBe(200);
    expect(await leituras(D)).toEqual({ 11: 1 });
    expect((await osmand.get(fix('', 90))).status).toBe(200);
    expect((await osmand.get(fix('&alarm=powerCut', 80))).status).toBe(200);
    expect(await leituras(D)).toEqual({ 11: 1 });
    expect((await osmand.get(fix('&botao_panico=0', 70))).status).toBe(200);
    expect(await leituras(D)).toEqual({ 11: 0 });

    expect((await osmand.post('/').type('form').send(`id=${D}&timestamp=${agora() - 60}&lat=-23.5&lon=-46.6&alarm=sos`)).status).toBe(200);
    expect(await leituras(D)).toEqual({ 11: 1 });
    await t.sql('update ultimas_leituras set valor = 0 where veiculo_id = $1', [veiculo[D]]);
    const corpo = { device_id: D, location: { timestamp: new Date(Date.now() - 50_000).toISOString(), coords: { latitude: -23.5, longitude: -46.6, speed: 0, heading: 0, accuracy: 5, altitude: 0 }, alarm: 'sos' } };
    expect((await json(JSON.stringify(corpo))).status).toBe(200);
    expect(await leituras(D)).toEqual({ 11: 1 });
    const [ultimaPosicao] = (await posicoes(D)).slice(-1);
    expect(ultimaPosicao!.atributos).toEqual({ alarm: 'sos' });
  });

  it('um heartbeat com alarm=sos (sem posição possível) ainda liga o pânico', async () => {
    await limpar(D);
    expect((await osmand.get(`/?id=${D}&timestamp=${agora()}&alarm=sos`)).status).toBe(200);
    expect(await leituras(D)).toEqual({ 11: 1 });
  });

  it('o encaminhamento do Traccar "powerCut,sos" liga o pânico e mantém a lista; violação e jamming chegam aos seus periféricos', async () => {
    await limpar(D);
    const encaminhar = (attributes: Record<string, unknown>, segundos: number) =>
      t.http.post('/api/telemetria/traccar').set(auth()).send({
        position: { fixTime: new Date(Date.now() - segundos * 1000).toISOString(), latitude: -22.9, longitude: -43.2, valid: true, outdated: false, speed: 0, course: 0, attributes },
        device: { uniqueId: D },
      });
    expect((await encaminhar({ alarm: 'powerCut,sos' }, 100)).body).toEqual({ recebidas: 1, gravadas: 1, recusadas: {} });
    expect(await leituras(D)).toEqual({ 11: 1 });
    expect((await posicoes(D))[0]!.atributos).toEqual({ alarm: 'powerCut,sos' });
    await encaminhar({ alarm: 'powerCut' }, 90);
    await encaminhar({ ignition: true }, 80);
    expect(await leituras(D)).toEqual({ 6: 1, 11: 1 });
    await encaminhar({ alarm: 'tampering,jamming,lowBattery' }, 70);
    expect(await leituras(D)).toEqual({ 6: 1, 10: 1, 11: 1, 44: 1 });
  });

  it('a chamada em lote lê alarme (ou atributos.alarm) do mesmo jeito', async () => {
    await limpar(D);
    const r = await t.http.post('/api/telemetria/posicoes').set(auth()).send({
      posicoes: [
        { terminal: D, data_posicao: new Date(Date.now() - 20_000).toISOString(), latitude: -23.5, longitude: -46.6, alarme: ['sos', 'powerCut'] },
        { terminal: D, data_posicao: new Date(Date.now() - 10_000).toISOString(), latitude: -23.5, longitude: -46.6, atributos: { alarm: 'door' } },
      ],
    });
    expect(r.body).toMatchObject({ gravadas: 2 });
    expect(await leituras(D)).toEqual({ 1: 1, 11: 1 });
  });
});

describe('item 13: posições inválidas, tipos de atributo', () => {
  const D = 'T19-A';

  it('valid=false é gravado marcado como inválido, nunca a última posição, fora do histórico, mostrado ao operador', async () => {
    await limpar(D);
    expect((await osmand.get(`/?id=${D}&timestamp=${agora() - 60}&lat=-23.5&lon=-46.6`)).status).toBe(200);
    const r = await osmand.get(`/?id=${D}&timestamp=${agora() - 30}&lat=-10.0&lon=-40.0&valid=false&sensor_bau1=1`);
    expect([r.status, r.text]).toEqual([200, '']);
    expect((await posicoes(D)).map((p) => [p.latitude, p.valida])).toEqual([[-23.5, true], [-10, false]]);
    expect(await ultima(D)).toMatchObject({ latitude: -23.5, longitude: -46.6 });
    expect(await leituras(D)).toEqual({ 3: 1 }); // the unit's sensors still speak
    const historico = await t.http.get(`/api/veiculos/posicoes?terminal_id=${D}&horas=1`).set(auth());
    expect(historico.body.posicoes.map((p: { latitude: number }) => p.latitude)).toEqual([-23.5]);
    const rastreador = await t.http.get(`/api/veiculos/${veiculo[D]}/rastreador`).set(auth());
    expect(rastreador.body.posicoes_filtradas).toMatchObject([{ motivo: 'posicao_invalida', latitude: -10, longitude: -40 }]);
  });

  it('o encaminhamento do Traccar valid: false e o valida: false do lote são marcados do mesmo jeito; outdated é um heartbeat', async () => {
    await limpar(D);
    await t.http.post('/api/telemetria/posicoes').set(auth()).send({ posicoes: [{ terminal: D, data_posicao: new Date(Date.now() - 90_000).toISOString(), latitude: -23.5, longitude: -46.6 }] });
    await t.http.post('/api/telemetria/traccar').set(auth()).send({ position: { fixTime: new Date(Date.now() - 60_000).toISOString(), latitude: -1, longitude: -1, valid: false, attributes: {} }, device: { uniqueId: D } });
    await t.http.post('/api/telemetria/posicoes').set(auth()).send({ posicoes: [{ terminal: D, data_posicao: new Date(Date.now() - 50_000).toISOString(), latitude: -2, longitude: -2, valida: false }] });
    const outdated = await t.http.post('/api/telemetria/traccar').set(auth()).send({
      position: { fixTime: new Date(Date.now() - 40_000).toISOString(), latitude: -3, longitude: -3, valid: true, outdated: true, attributes: { batteryLevel: 12 } }, device: { uniqueId: D },
    });
    expect(outdated.body).toEqual({ recebidas: 1, gravadas: 0, recusadas: { sem_coordenadas: 1 } });
    expect((await posicoes(D)).map((p) => [p.latitude, p.valida])).toEqual([[-23.5, true], [-1, false], [-2, false]]);
    expect(await ultima(D)).toMatchObject({ latitude: -23.5 });
    expect(await t.sql('select bateria from ultimos_contatos where veiculo_id = $1', [veiculo[D]])).toEqual([{ bateria: 12 }]);
  });

  it('números de atributo do OsmAnd são números, booleanos booleanos, texto texto; uma posição com célula e wifi repetidos os mantém como listas', async () => {
    await limpar(D);
    const r = await osmand.get(`/?id=${D}&timestamp=${agora()}&lat=-23.5&lon=-46.6&charge=false&hdop=1.5&sat=9&driverUniqueId=0042&iccid=89550123456789012345&cell=724,05,1,2&cell=724,05,1,3&wifi=aa-bb,-70`);
    expect(r.status).toBe(200);
    expect((await posicoes(D))[0]!.atributos).toEqual({
      charge: false, hdop: 1.5, sat: 9, driverUniqueId: '0042', iccid: '89550123456789012345', cell: ['724,05,1,2', '724,05,1,3'], wifi: ['aa-bb,-70'],
    });
  });
});
