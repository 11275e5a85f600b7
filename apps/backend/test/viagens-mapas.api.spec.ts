import { distanciaKm } from '@gr/domain';
import { iniciarApp, type AppDeTeste } from './support/app.js';
import { auth, idCliente, novaPlaca } from './support/masters.js';
import { viagemDe } from './support/viagens.js';

/**
 * The trip's position map (issue 22; spec 02 §3 "Map data", §6 group 8, §7 "Maps", §9): the
 * four calls answer what the page draws, to whom: staff the whole map, group 8 its own trips
 * without the route line, nearby points and deviations, another client's trip 403, an unknown
 * one 404. The history holds the vehicle's fixes of the window asked for, and only of the trip.
 */
let t: AppDeTeste;
let admin: string;
let operador: string;
let cliente: string;
let clienteId: number;
let outroClienteId: number;
let rota: { id: number; coords: Array<[number, number]>; origem: number; destino: number; paradas: number };

const HORA = 3_600_000;
const atras = (horas: number) => new Date(Date.now() - horas * HORA);

beforeAll(async () => {
  t = await iniciarApp();
  admin = await t.login('ADMIN');
  operador = await t.login('OPERADOR');
  cliente = await t.login('CLIENTE');
  [{ cliente_id: clienteId }] = await t.sql<{ cliente_id: number }>("select cliente_id from usuarios where username = 'CLIENTE'");
  outroClienteId = await idCliente(t, 'IRMÃOS ANDRADE');
  const [r] = await t.sql<{ id: number; geojson: { coordinates: Array<[number, number]> }; ponto_origem_id: number; ponto_destino_id: number; paradas: number }>(
    `select r.id, r.geojson, r.ponto_origem_id, r.ponto_destino_id, (select count(*)::int from pontos_rotas pr where pr.rota_id = r.id) as paradas
       from rotas r where r.cliente_id = $1 and r.ativa and r.geojson is not null and jsonb_array_length(r.geojson->'coordinates') > 20
      order by (select count(*) from pontos_rotas pr where pr.rota_id = r.id) desc, r.id limit 1`,
    [clienteId],
  );
  rota = { id: r!.id, coords: r!.geojson.coordinates, origem: r!.ponto_origem_id, destino: r!.ponto_destino_id, paradas: r!.paradas };
});
afterAll(async () => {
  await t?.fechar();
});

/** A vertex at a fraction of the route, shifted `graus` east. */
const naRota = (fracao: number, graus = 0) => {
  const [lng, lat] = rota.coords[Math.min(rota.coords.length - 1, Math.floor(fracao * (rota.coords.length - 1)))]!;
  return { latitude: lat, longitude: lng + graus };
};

/** A vehicle of its own with a terminal, linked to `cliente`. */
async function veiculo(cliente = clienteId) {
  const placa = novaPlaca();
  const terminal = `MP${placa}`;
  const [v] = await t.sql<{ id: number }>(`insert into veiculos (placa, tipo, tecnologia_id, terminal) values ($1, 'CAVALO', 2, $2) returning id`, [placa, terminal]);
  await t.sql(`insert into clientes_veiculos (cliente_id, veiculo_id, tipo) values ($1, $2, 'FROTA')`, [cliente, v!.id]);
  return { id: v!.id, placa, terminal };
}

/** A trip on the route with its line, started `inicioHorasAtras` ago. */
async function viagem(v: { id: number; placa: string; terminal: string }, extra: Record<string, unknown> = {}, inicioHorasAtras = 5) {
  return viagemDe(t, clienteId, 2, {
    veiculo_id: v.id, placa: v.placa, terminal: v.terminal, rota_id: rota.id,
    previsao_inicio: atras(inicioHorasAtras), data_inicio: atras(inicioHorasAtras), previsao_fim: new Date(Date.now() + 5 * HORA), ...extra,
  });
}

const enviar = async (terminal: string, fixes: Array<{ horasAtras: number; fracao: number; velocidade?: number; ignicao?: boolean }>) => {
  const r = await t.http.post('/api/telemetria/posicoes').set(auth(admin)).send({
    posicoes: fixes.map((f) => ({
      terminal, data_posicao: atras(f.horasAtras).toISOString(), ...naRota(f.fracao), velocidade: f.velocidade ?? 60, ignicao: f.ignicao ?? true,
    })),
  });
  expect(r.status).toBe(200);
  expect(r.body.gravadas).toBe(fixes.length);
};

const get = (token: string, id: number, chamada: string, query: Record<string, unknown> = {}) =>
  t.http.get(`/api/monitoramentos/${id}/${chamada}`).query(query).set(auth(token));

describe('GET monitoramentos/{id}/posicao_mapa', () => {
  it('a equipe recebe a posição do veículo, origem, destino, paradas, rota, terminal e o traçado da rota', async () => {
    const v = await veiculo();
    const sm = await viagem(v);
    await enviar(v.terminal, [{ horasAtras: 0.5, fracao: 0.3 }, { horasAtras: 0.1, fracao: 0.4, velocidade: 72, ignicao: true }]);
    const r = await get(operador, sm.id, 'posicao_mapa');
    expect(r.status).toBe(200);
    const ultima = naRota(0.4);
    expect(r.body).toMatchObject({ id: sm.id, placa: v.placa, status: 2, veiculo_id: v.id, terminal_id: v.terminal, rota_id: rota.id, mapa_completo: true, zoom: 9 });
    expect(r.body.posicao).toMatchObject({ latitude: ultima.latitude, longitude: ultima.longitude, velocidade: 72, ignicao: true });
    expect(Math.abs(new Date(r.body.posicao.data_posicao).getTime() - atras(0.1).getTime())).toBeLessThan(60_000);
    const [o] = await t.sql<{ latitude: string; longitude: string }>('select latitude, longitude from pontos where id = $1', [rota.origem]);
    expect(r.body.origem).toMatchObject({ id: rota.origem, latitude: Number(o!.latitude), longitude: Number(o!.longitude) });
    expect(r.body.destino.id).toBe(rota.destino);
    expect(rota.paradas).toBeGreaterThan(0);
    expect(r.body.pontos).toHaveLength(rota.paradas);
    expect(r.body.pontos.map((p: { ordem: number }) => p.ordem)).toEqual([...r.body.pontos.map((p: { ordem: number }) => p.ordem)].sort((a, b) => a - b));
    for (const p of r.body.pontos) expect(p).toEqual(expect.objectContaining({ descricao: expect.any(String), tipo_parada: expect.any(String), latitude: expect.any(Number) }));
    expect(r.body.geojson).toEqual({ type: 'LineString', coordinates: rota.coords });
    // The header of the route-on-map page: the trip's client, the route's length and its corridor (null: the default).
    const [dados] = await t.sql<{ razao_social: string; distancia_km: number; descricao: string }>(
      'select c.razao_social, r.distancia_km::float as distancia_km, r.descricao from clientes c, rotas r where c.id = $1 and r.id = $2', [clienteId, rota.id]);
    expect(r.body).toMatchObject({ cliente: dados!.razao_social, rota: dados!.descricao, distancia_km: dados!.distancia_km, corredor_km: null });
    await t.sql('update rotas set corredor_km = 2.5 where id = $1', [rota.id]);
    try {
      expect((await get(operador, sm.id, 'posicao_mapa')).body.corredor_km).toBe(2.5);
    } finally {
      await t.sql('update rotas set corredor_km = null where id = $1', [rota.id]);
    }
  });

  it('o cliente (grupo 8) vê o mapa da sua SM sem o traçado da rota', async () => {
    const v = await veiculo();
    const sm = await viagem(v);
    await enviar(v.terminal, [{ horasAtras: 0.2, fracao: 0.5 }]);
    const r = await get(cliente, sm.id, 'posicao_mapa');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: sm.id, mapa_completo: false, geojson: null, rota_id: rota.id, distancia_km: null, corredor_km: null, cliente: expect.any(String) });
    expect(r.body.posicao).toMatchObject(naRota(0.5));
    expect(r.body.origem.id).toBe(rota.origem);
    expect(r.body.pontos).toHaveLength(rota.paradas);
  });

  it('uma SM finalizada mostra a última posição dentro da viagem, não a de agora', async () => {
    const v = await veiculo();
    const sm = await viagem(v, { status: 3, data_fim: atras(1) });
    await enviar(v.terminal, [{ horasAtras: 2, fracao: 0.6 }, { horasAtras: 1.5, fracao: 0.7 }, { horasAtras: 0.2, fracao: 0.1 }]);
    const r = await get(operador, sm.id, 'posicao_mapa');
    expect(r.status).toBe(200);
    expect(r.body.posicao).toMatchObject(naRota(0.7));
  });

  it('SM de outro cliente: 403 para o cliente em cada chamada do mapa; SM inexistente: 404', async () => {
    const alheia = await viagemDe(t, outroClienteId, 2);
    for (const chamada of ['posicao_mapa', 'pontos_proximos', 'desvio_rota', 'ultimas_posicoes']) {
      const r = await get(cliente, alheia.id, chamada);
      expect([chamada, r.status, r.body]).toEqual([chamada, 403, { error: 'Não há permissão' }]);
      const n = await get(operador, 999_999, chamada);
      expect([chamada, n.status]).toEqual([chamada, 404]);
    }
    // The desk reads any client's trip.
    expect((await get(operador, alheia.id, 'posicao_mapa')).status).toBe(200);
  });
});

describe('GET monitoramentos/{id}/pontos_proximos', () => {
  it('pontos do cliente da SM e de todos a até 5 km da posição, do mais perto ao mais longe, com a distância; nunca os de outro cliente', async () => {
    const v = await veiculo();
    const sm = await viagem(v);
    await enviar(v.terminal, [{ horasAtras: 0.1, fracao: 0.55 }]);
    const aqui = naRota(0.55);
    // Points north of the position: ~0.8 km (the client's), ~3 km (everyone's), ~0.4 km (another client's), ~7 km (the client's, too far).
    const norte = (km: number) => ({ latitude: Number((aqui.latitude + km / 111.32).toFixed(6)), longitude: Number(aqui.longitude.toFixed(6)) });
    const ponto = async (descricao: string, dono: number | null, km: number) => {
      const p = norte(km);
      const [row] = await t.sql<{ id: number }>(
        'insert into pontos (cliente_id, descricao, latitude, longitude, raio_ponto) values ($1, $2, $3, $4, 1) returning id', [dono, descricao, p.latitude, p.longitude]);
      return row!.id;
    };
    const perto = await ponto(`PONTO PERTO ${v.placa}`, clienteId, 0.8);
    const global = await ponto(`PONTO GLOBAL ${v.placa}`, null, 3);
    const alheio = await ponto(`PONTO ALHEIO ${v.placa}`, outroClienteId, 0.4);
    const longe = await ponto(`PONTO LONGE ${v.placa}`, clienteId, 7);

    const r = await get(operador, sm.id, 'pontos_proximos');
    expect(r.status).toBe(200);
    expect(r.body.raio_km).toBe(5);
    expect(r.body.posicao).toMatchObject(aqui);
    const ids = r.body.pontos.map((p: { id: number }) => p.id);
    expect(ids.filter((id: number) => [perto, global, alheio, longe].includes(id))).toEqual([perto, global]);
    const distancias = r.body.pontos.map((p: { distancia: number }) => p.distancia);
    expect(distancias).toEqual([...distancias].sort((a, b) => a - b));
    expect(Math.max(...distancias)).toBeLessThanOrEqual(5);
    const pertoNaResposta = r.body.pontos.find((p: { id: number }) => p.id === perto);
    expect(pertoNaResposta).toMatchObject({ descricao: `PONTO PERTO ${v.placa}`, cliente_id: clienteId, raio_ponto: 1, tipo: 'MANUAL' });
    expect(pertoNaResposta.distancia).toBeCloseTo(distanciaKm(aqui, norte(0.8)), 2);
    expect(r.body.pontos.find((p: { id: number }) => p.id === global)).toMatchObject({ cliente_id: null });
    // Every answer a registered point of the trip's client or of everyone.
    const donos = await t.sql<{ cliente_id: number | null }>('select distinct cliente_id from pontos where id = any($1)', [ids]);
    for (const d of donos) expect([clienteId, null]).toContain(d.cliente_id);
  });

  it('sem posição do veículo, nenhum ponto', async () => {
    const v = await veiculo();
    const sm = await viagem(v);
    const r = await get(operador, sm.id, 'pontos_proximos');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ raio_km: 5, posicao: null, pontos: [] });
  });

  it('o cliente (grupo 8) não carrega os pontos próximos nem da sua SM: 403', async () => {
    const v = await veiculo();
    const sm = await viagem(v);
    const r = await get(cliente, sm.id, 'pontos_proximos');
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('O usuário cliente não vê a rota, os pontos próximos nem os desvios no mapa');
  });
});

describe('GET monitoramentos/{id}/desvio_rota', () => {
  it('os desvios da SM, mais novos primeiro, com posição, ponto da rota e distância; o aberto com fim nulo', async () => {
    const v = await veiculo();
    const sm = await viagem(v);
    const outra = await viagem(await veiculo());
    const desvio = (smId: number, inicio: Date, fim: Date | null, distancia: number) =>
      t.sql(
        `insert into monitoramento_desvios (solicitacao_monitoramento_id, inicio, fim, latitude_atual, longitude_atual, latitude_rota, longitude_rota, distancia)
         values ($1, $2, $3, -23.5, -46.6, -23.51, -46.61, $4)`,
        [smId, inicio, fim, distancia],
      );
    await desvio(sm.id, atras(3), atras(2.5), 4.2);
    await desvio(sm.id, atras(0.5), null, 0.75);
    await desvio(outra.id, atras(1), null, 9);

    const r = await get(operador, sm.id, 'desvio_rota');
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(2);
    expect(r.body[0]).toEqual({
      id: expect.any(Number), inicio: expect.any(String), fim: null,
      latitude_atual: -23.5, longitude_atual: -46.6, latitude_rota: -23.51, longitude_rota: -46.61, distancia: 0.75,
    });
    expect(r.body[1]).toMatchObject({ distancia: 4.2, fim: expect.any(String) });
    expect(new Date(r.body[0].inicio).getTime()).toBeGreaterThan(new Date(r.body[1].inicio).getTime());
  });

  it('o cliente (grupo 8) não carrega os desvios: 403', async () => {
    const v = await veiculo();
    const sm = await viagem(v);
    const r = await get(cliente, sm.id, 'desvio_rota');
    expect(r.status).toBe(403);
    expect(r.body.error).toMatch(/desvios/);
  });
});

describe('GET monitoramentos/{id}/ultimas_posicoes', () => {
  /** Fixes before the trip's start (6 h ago) and in it, and another vehicle's fix 20 min ago. */
  async function cenario() {
    const v = await veiculo();
    const sm = await viagem(v, {}, 5);
    await enviar(v.terminal, [
      { horasAtras: 6, fracao: 0.05 },
      { horasAtras: 4.5, fracao: 0.1 },
      { horasAtras: 3, fracao: 0.2 },
      { horasAtras: 1.5, fracao: 0.3 },
      { horasAtras: 0.5, fracao: 0.4 },
      { horasAtras: 0.15, fracao: 0.45 },
    ]);
    const outro = await veiculo();
    await enviar(outro.terminal, [{ horasAtras: 0.3, fracao: 0.9 }]);
    return { v, sm };
  }
  const fracoes = (posicoes: Array<{ latitude: number; longitude: number }>) =>
    posicoes.map((p) => [0.05, 0.1, 0.2, 0.3, 0.4, 0.45].find((f) => naRota(f).latitude === p.latitude && naRota(f).longitude === p.longitude) ?? 'outra');

  it('as posições do veículo na janela pedida, da mais antiga à mais nova, nunca antes do início da viagem nem de outro veículo', async () => {
    const { sm } = await cenario();
    const esperado: Record<number, number[]> = { 1: [0.4, 0.45], 2: [0.3, 0.4, 0.45], 4: [0.2, 0.3, 0.4, 0.45], 6: [0.1, 0.2, 0.3, 0.4, 0.45], 24: [0.1, 0.2, 0.3, 0.4, 0.45] };
    for (const [horas, fr] of Object.entries(esperado)) {
      const r = await get(operador, sm.id, 'ultimas_posicoes', { horas });
      expect(r.status).toBe(200);
      expect([horas, fracoes(r.body.posicoes)]).toEqual([horas, fr]);
      expect(r.body.horas).toBe(Number(horas));
    }
    const r = await get(operador, sm.id, 'ultimas_posicoes', { horas: 24 });
    // The window never starts before the trip did.
    const [{ data_inicio }] = await t.sql<{ data_inicio: Date }>('select data_inicio from monitoramentos where id = $1', [sm.id]);
    expect(new Date(r.body.inicio).getTime()).toBe(data_inicio.getTime());
    expect(r.body.posicoes[0]).toEqual({ data_posicao: expect.any(String), latitude: expect.any(Number), longitude: expect.any(Number), velocidade: 60, direcao: null, ignicao: true });
    // Without horas, the last hour.
    expect(fracoes((await get(operador, sm.id, 'ultimas_posicoes')).body.posicoes)).toEqual([0.4, 0.45]);
    // The client reads the history of its own trip.
    const c = await get(cliente, sm.id, 'ultimas_posicoes', { horas: 2 });
    expect(c.status).toBe(200);
    expect(fracoes(c.body.posicoes)).toEqual([0.3, 0.4, 0.45]);
  });

  it('uma SM finalizada: as últimas N horas até o fim dela', async () => {
    const v = await veiculo();
    const sm = await viagem(v, { status: 3, data_fim: atras(1) }, 5);
    await enviar(v.terminal, [{ horasAtras: 2.5, fracao: 0.2 }, { horasAtras: 1.5, fracao: 0.3 }, { horasAtras: 0.5, fracao: 0.4 }]);
    const r = await get(operador, sm.id, 'ultimas_posicoes', { horas: 1 });
    expect(r.status).toBe(200);
    expect(fracoes(r.body.posicoes)).toEqual([0.3]);
    expect(new Date(r.body.fim).getTime()).toBe((await t.sql<{ data_fim: Date }>('select data_fim from monitoramentos where id = $1', [sm.id]))[0]!.data_fim.getTime());
  });

  it('uma SM agendada ainda não tem histórico', async () => {
    const v = await veiculo();
    const sm = await viagemDe(t, clienteId, 1, { veiculo_id: v.id, placa: v.placa, terminal: v.terminal, rota_id: rota.id });
    await enviar(v.terminal, [{ horasAtras: 0.2, fracao: 0.1 }]);
    const r = await get(operador, sm.id, 'ultimas_posicoes', { horas: 24 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ horas: 24, inicio: null, fim: null, posicoes: [] });
    // Its map shows where the vehicle is now.
    expect((await get(operador, sm.id, 'posicao_mapa')).body.posicao).toMatchObject(naRota(0.1));
  });

  it.each(['3', '0', '12', '1.5', 'uma'])('janela %p: 400 com as janelas aceitas', async (horas) => {
    const v = await veiculo();
    const sm = await viagem(v);
    const r = await get(operador, sm.id, 'ultimas_posicoes', { horas });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: { horas: ['deve ser 1, 2, 4, 6 ou 24'] } });
  });
});
