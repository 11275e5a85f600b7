import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParadaRoteamento } from '@gr/domain';
import { RoteadorOsrm } from './roteador-osrm.js';

/**
 * The OSRM adapter against a real local HTTP server that answers like OSRM's `route` service
 * (HTTP API v5): what is tested is the request it builds and how it maps each kind of answer.
 */
type Responder = (req: IncomingMessage, res: ServerResponse) => void;
let responder: Responder;
let pedidos: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    pedidos.push(req.url ?? '');
    responder(req, res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((ok) => server.close(() => ok()));
});
beforeEach(() => {
  pedidos = [];
});

function json(status: number, corpo: unknown): Responder {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(corpo));
  };
}

const SAO_PAULO: ParadaRoteamento = { descricao: 'CD SAO PAULO', latitude: -23.5505, longitude: -46.6333 };
const REGISTRO: ParadaRoteamento = { descricao: 'POSTO REGISTRO', latitude: -24.4979, longitude: -47.8449 };
const CURITIBA: ParadaRoteamento = { descricao: 'CD CURITIBA', latitude: -25.4284, longitude: -49.2733 };
const PARADAS = [SAO_PAULO, REGISTRO, CURITIBA];

const OK = {
  code: 'Ok',
  routes: [
    {
      geometry: { type: 'LineString', coordinates: [[-46.6333, -23.5505], [-47.2, -24.0], [-47.8449, -24.4979], [-48.6, -25.0], [-49.2733, -25.4284]] },
      distance: 408123.4,
      duration: 20111.6,
      legs: [{ distance: 190000.2, duration: 9000 }, { distance: 218123.2, duration: 11111.6 }],
      weight: 20111.6,
      weight_name: 'routability',
    },
  ],
  waypoints: [
    { hint: 'abc', distance: 3.1, name: 'Rua X', location: [-46.6333, -23.5505] },
    { hint: 'def', distance: 10.5, name: 'BR-116', location: [-47.8449, -24.4979] },
    { hint: 'ghi', distance: 1.2, name: 'Rua Y', location: [-49.2733, -25.4284] },
  ],
};

describe('RoteadorOsrm', () => {
  it('pede ao serviço de rotas origem, paradas e destino com um overview GeoJSON completo', async () => {
    responder = json(200, OK);
    const r = await new RoteadorOsrm(`${base}/`).tracar(PARADAS);
    expect(pedidos).toEqual([
      '/route/v1/driving/-46.6333,-23.5505;-47.8449,-24.4979;-49.2733,-25.4284?overview=full&geometries=geojson&steps=false',
    ]);
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.rota).toMatchObject({ geometria: OK.routes[0]!.geometry, duracao_s: 20112, motor: 'osrm' });
    expect(r.rota.distancia_km).toBeCloseTo(408.1234, 9);
    expect(r.rota.trechos_km).toHaveLength(2);
    expect(r.rota.trechos_km[0]).toBeCloseTo(190.0002, 9);
    expect(r.rota.trechos_km[1]).toBeCloseTo(218.1232, 9);
  });

  it('usa o perfil configurado e arredonda as coordenadas para 6 casas decimais', () => {
    const r = new RoteadorOsrm('http://osrm:5000', fetch, 1000, 'truck');
    expect(r.url([{ descricao: 'A', latitude: -23.12345678, longitude: -46.1 }, CURITIBA])).toBe(
      'http://osrm:5000/route/v1/truck/-46.1,-23.123457;-49.2733,-25.4284?overview=full&geometries=geojson&steps=false',
    );
  });

  it('NoSegment nomeando uma coordenada (HTTP 400) → nao_encontrado naquela parada', async () => {
    responder = json(400, { code: 'NoSegment', message: 'Could not find a matching segment for coordinate 1' });
    expect(await new RoteadorOsrm(base).tracar(PARADAS)).toEqual({ ok: false, indice: 1, motivo: 'nao_encontrado' });
  });

  it('NoSegment/NoRoute com informação de waypoint → a parada ajustada longe demais; sem informação nenhuma → a última parada', async () => {
    responder = json(400, {
      code: 'NoRoute',
      message: 'No route found between points',
      waypoints: [{ distance: 2 }, { distance: 1 }, { distance: 48000 }].map((w, i) => ({ ...w, location: [0, i] })),
    });
    expect(await new RoteadorOsrm(base).tracar([SAO_PAULO, REGISTRO, CURITIBA])).toEqual({ ok: false, indice: 2, motivo: 'nao_encontrado' });
    responder = json(400, { code: 'NoSegment', message: 'Could not find a matching segment for any coordinate', waypoints: [{ distance: 1 }, null, { distance: 1 }] });
    expect(await new RoteadorOsrm(base).tracar(PARADAS)).toEqual({ ok: false, indice: 1, motivo: 'nao_encontrado' });
    responder = json(400, { code: 'NoRoute', message: 'Impossible route between points' });
    expect(await new RoteadorOsrm(base).tracar(PARADAS)).toEqual({ ok: false, indice: 2, motivo: 'nao_encontrado' });
  });

  it('qualquer outra resposta que traga uma mensagem é um erro do motor (spec 03 §7), mesmo com code Ok', async () => {
    responder = json(400, { code: 'InvalidQuery', message: 'Query string malformed close to position 28' });
    expect(await new RoteadorOsrm(base).tracar(PARADAS)).toEqual({
      ok: false, indice: null, motivo: 'indisponivel', detalhe: 'InvalidQuery: Query string malformed close to position 28',
    });
    responder = json(200, { ...OK, message: 'Too many table coordinates', hints: ['x'] });
    expect(await new RoteadorOsrm(base).tracar(PARADAS)).toMatchObject({ ok: false, indice: null, motivo: 'indisponivel', detalhe: 'Ok: Too many table coordinates' });
    responder = json(200, { code: 'Ok', routes: [] });
    expect(await new RoteadorOsrm(base).tracar(PARADAS)).toMatchObject({ ok: false, indice: null, motivo: 'indisponivel' });
  });

  it('respostas 5xx e não JSON → indisponivel', async () => {
    responder = json(500, { code: 'Ok' });
    expect(await new RoteadorOsrm(base).tracar(PARADAS)).toEqual({ ok: false, indice: null, motivo: 'indisponivel', detalhe: 'HTTP 500' });
    responder = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy error</html>');
    };
    expect(await new RoteadorOsrm(base).tracar(PARADAS)).toMatchObject({ ok: false, indice: null, motivo: 'indisponivel', detalhe: 'HTTP 200: resposta não é JSON' });
  });

  it('um servidor que não responde a tempo → indisponivel depois do timeout', async () => {
    responder = () => {
      /* never answers */
    };
    const inicio = Date.now();
    const r = await new RoteadorOsrm(base, fetch, 150).tracar(PARADAS);
    expect(r).toEqual({ ok: false, indice: null, motivo: 'indisponivel', detalhe: 'tempo esgotado após 150 ms' });
    expect(Date.now() - inicio).toBeLessThan(3000);
    server.closeAllConnections();
  });

  it('uma falha de rede (nada escutando) → indisponivel', async () => {
    const morto = createServer();
    await new Promise<void>((ok) => morto.listen(0, '127.0.0.1', ok));
    const porta = (morto.address() as AddressInfo).port;
    await new Promise<void>((ok) => morto.close(() => ok()));
    const r = await new RoteadorOsrm(`http://127.0.0.1:${porta}`).tracar(PARADAS);
    expect(r).toMatchObject({ ok: false, indice: null, motivo: 'indisponivel' });
    expect((r as { detalhe: string }).detalhe).toMatch(/^falha de rede/);
  });

  it('paradas ruins são recusadas antes de qualquer requisição', async () => {
    responder = json(200, OK);
    const r = new RoteadorOsrm(base);
    expect(await r.tracar([SAO_PAULO])).toEqual({ ok: false, indice: 0, motivo: 'dados_incorretos' });
    expect(await r.tracar([SAO_PAULO, { descricao: 'X', latitude: 95, longitude: -47 }, CURITIBA])).toEqual({ ok: false, indice: 1, motivo: 'dados_incorretos' });
    expect(pedidos).toEqual([]);
  });

  it('usa o fetch injetado', async () => {
    const chamadas: string[] = [];
    const falso = (async (url: string | URL | Request) => {
      chamadas.push(String(url));
      return new Response(JSON.stringify(OK), { status: 200 });
    }) as typeof fetch;
    const r = await new RoteadorOsrm('http://osrm.invalid', falso).tracar(PARADAS);
    expect(r.ok).toBe(true);
    expect(chamadas).toHaveLength(1);
  });
});
