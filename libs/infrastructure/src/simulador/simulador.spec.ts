import { acompanharFix, distanciaKm, estadoInicial, geradorComSemente, interpolarGeodesica, lerOsmAnd, NOS_PARA_KMH, prepararLinha } from '@gr/domain';
import { linhaDoGeojson, pontoNaLinha, SimuladorFrota } from './simulador.js';

/** A repeatable random sequence. */
const semente = (s: number) => geradorComSemente(s).proximo;

const LINHA = [{ latitude: -23.5, longitude: -46.6 }, { latitude: -23.0, longitude: -46.6 }, { latitude: -23.0, longitude: -46.0 }];

describe('simulador da frota de demonstração', () => {
  it('encontra um ponto ao longo da linha e seu rumo', () => {
    const marcos = [0, distanciaKm(LINHA[0]!, LINHA[1]!), distanciaKm(LINHA[0]!, LINHA[1]!) + distanciaKm(LINHA[1]!, LINHA[2]!)];
    const meio = pontoNaLinha(LINHA, marcos, marcos[1]! / 2);
    expect(meio.ponto.latitude).toBeCloseTo(-23.25, 5);
    expect(meio.rumo).toBeCloseTo(0, 0); // north
    expect(pontoNaLinha(LINHA, marcos, marcos[2]!).ponto).toEqual(LINHA[2]);
    expect(pontoNaLinha(LINHA, marcos, 999).ponto).toEqual(LINHA[2]);
  });

  it('começa na parte da viagem já percorrida (0 a 1) quando a conhece; fora do intervalo fica na ponta', () => {
    const parado = () => 0.5; // no stop (0.5 >= 0.03), speed unchanged
    const posicao = (inicio: number) => {
      const [p] = new SimuladorFrota([{ terminal: 'T', linha: LINHA, inicio }], parado).passo(Date.parse('2026-11-22T12:00:00Z'), 0);
      return { latitude: Number(p!.lat), longitude: Number(p!.lon) };
    };
    expect(posicao(0)).toEqual(LINHA[0]);
    expect(posicao(1)).toEqual(LINHA[2]);
    expect(posicao(7)).toEqual(LINHA[2]);
    expect(posicao(0.25).latitude).toBeCloseTo(-23.0 - 0.5 * (1 - (0.25 * (distanciaKm(LINHA[0]!, LINHA[1]!) + distanciaKm(LINHA[1]!, LINHA[2]!))) / distanciaKm(LINHA[0]!, LINHA[1]!)), 3);
  });

  it('fala OsmAnd como o Traccar Client: toda requisição é lida de volta como uma posição válida na linha', () => {
    const sim = new SimuladorFrota([{ terminal: 'T1', linha: LINHA }, { terminal: 'T2', linha: [LINHA[0]!] }], semente(7));
    expect(sim.quantidade).toBe(1); // a line needs two points
    let t = Date.parse('2026-11-22T12:00:00Z');
    const velocidades: number[] = [];
    for (let i = 0; i < 200; i++) {
      t += 15_000;
      const [p] = sim.passo(t, 15);
      const lida = lerOsmAnd(p!, new Date(t));
      if (!lida.ok) throw new Error(lida.motivo);
      expect(lida.posicao.terminal).toBe('T1');
      expect(lida.posicao.data_posicao.getTime()).toBe(Math.floor(t / 1000) * 1000);
      expect(lida.posicao.latitude).toBeGreaterThanOrEqual(-23.5);
      expect(lida.posicao.latitude).toBeLessThanOrEqual(-23.0);
      velocidades.push(Number(p!.speed) * NOS_PARA_KMH);
    }
    expect(Math.max(...velocidades)).toBeLessThanOrEqual(90.1);
    expect(velocidades.some((v) => v === 0)).toBe(true); // it stops now and then
    expect(velocidades.filter((v) => v > 0).every((v) => v >= 34.9)).toBe(true);
  });

  it('lê a linha de um GeoJSON de rota', () => {
    expect(linhaDoGeojson({ type: 'LineString', coordinates: [[-46.6, -23.5], [-46.5, -23.4]] })).toEqual([{ latitude: -23.5, longitude: -46.6 }, { latitude: -23.4, longitude: -46.5 }]);
    expect(linhaDoGeojson({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'LineString', coordinates: [[1, 2], [3, 4]] } }] })).toHaveLength(2);
    expect(linhaDoGeojson(null)).toEqual([]);
  });
});

describe('os roteiros do simulador fazem a mesa ver o que a issue 22 pede', () => {
  it('o desvio, a parada e o pânico, passados pela regra do acompanhamento, viram um evento cada, e a volta à rota', () => {
    const SP = { latitude: -23.5329, longitude: -46.6395 };
    const CURITIBA = { latitude: -25.4195, longitude: -49.2646 };
    const linha = interpolarGeodesica(SP, CURITIBA, 0.5);
    const rota = { linha: prepararLinha(linha), paradas: [SP, CURITIBA], destino: CURITIBA };
    const roteiros = ['desvio', 'parada', 'panico'] as const;
    const sim = new SimuladorFrota(roteiros.map((roteiro) => ({ terminal: roteiro, linha, inicio: 0.1, roteiro })), () => 0.5);
    const inicio = Date.parse('2026-11-26T12:00:00Z');
    const janela = { inicio: new Date(inicio), previsaoFim: new Date(inicio + 8 * 3_600_000) };
    const estados = new Map(roteiros.map((r) => [r as string, estadoInicial()]));
    const eventos = new Map(roteiros.map((r) => [r as string, [] as string[]]));
    for (let t = inicio; t < inicio + 90 * 60_000; t += 15_000) {
      for (const pedido of sim.passo(t, 15)) {
        const lido = lerOsmAnd(pedido, new Date(t));
        if (!lido.ok) throw new Error(lido.motivo);
        const p = lido.posicao;
        const r = acompanharFix(estados.get(p.terminal)!, { ...p, instante: p.data_posicao, ignicao: p.ignicao === null ? null : p.ignicao ? 1 : 0 }, rota, janela);
        estados.set(p.terminal, r.estado);
        eventos.get(p.terminal)!.push(...r.eventos.map((e) => (e.tipo === 'PERIFERICO' ? `PERIFERICO ${e.periferico_id}` : e.tipo)));
      }
    }
    // 90 minutes from a whole hour: detours at 10–18, 40–48 and 70–78 min; stops at 20–40 and from 80
    // (engine off again, not 15 minutes yet); panic at 5 and 50 min.
    expect(eventos.get('desvio')!.filter((e) => e !== 'IGNICAO')).toEqual(['DESVIO_ROTA', 'RETORNO_ROTA', 'DESVIO_ROTA', 'RETORNO_ROTA', 'DESVIO_ROTA', 'RETORNO_ROTA']);
    expect(eventos.get('parada')).toEqual(['IGNICAO', 'PARADA_NAO_PROGRAMADA', 'IGNICAO', 'IGNICAO']);
    expect(eventos.get('panico')).toEqual(['PERIFERICO 11', 'PERIFERICO 11']);
  });
});
