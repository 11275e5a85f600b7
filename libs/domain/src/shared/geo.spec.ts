import { geradorComSemente } from './aleatorio.js';
import {
  comprimentoKm, coordenadaValida, distanciaAteRota, distanciaKm, errosCoordenadas, interpolarGeodesica, lerNumeroCoordenada, pontosDaLinha,
  pontosProximos, prepararLinha, progressoNaRota, RAIO_TERRA_KM,
} from './geo.js';
import type { Coordenada, GeometriaRota } from './geo.js';

const c = (latitude: number, longitude: number): Coordenada => ({ latitude, longitude });

/** City centres (decimal degrees, as published by IBGE / distanciacidade.com.br). */
const SAO_PAULO = c(-23.5329, -46.6395);
const RIO = c(-22.9129, -43.2003);
const CURITIBA = c(-25.4195, -49.2646);
const FLORIANOPOLIS = c(-27.5945, -48.5477);
const BELO_HORIZONTE = c(-19.9167, -43.9345);
const BRASILIA = c(-15.7795, -47.9297);
const MANAUS = c(-3.119, -60.0217);
const PORTO_ALEGRE = c(-30.0318, -51.2065);
const RECIFE = c(-8.0476, -34.877);

function dentroDe(valor: number, esperado: number, fracao: number) {
  expect(Math.abs(valor - esperado) / esperado).toBeLessThanOrEqual(fracao);
}

describe('distanciaKm (haversine, spec 03 §9 "Map and route")', () => {
  // Published straight-line ("linha reta") distances between city centres: distanciacidade.com.br's
  // nearest-capital lists (SP–Rio 358,12; SP–Curitiba 338,49; Curitiba–Florianópolis 252,15;
  // Porto Alegre–Florianópolis 374,87; Rio–BH 342,24) and the usual great-circle figures for the
  // long pairs (SP–BH ≈ 490, Brasília–Manaus ≈ 1 932, Porto Alegre–Recife ≈ 2 977).
  it.each([
    ['São Paulo – Rio de Janeiro', SAO_PAULO, RIO, 358.12],
    ['São Paulo – Curitiba', SAO_PAULO, CURITIBA, 338.49],
    ['Curitiba – Florianópolis', CURITIBA, FLORIANOPOLIS, 252.15],
    ['São Paulo – Belo Horizonte', SAO_PAULO, BELO_HORIZONTE, 490],
    ['Brasília – Manaus', BRASILIA, MANAUS, 1932],
    ['Porto Alegre – Recife', PORTO_ALEGRE, RECIFE, 2977],
    ['Porto Alegre – Florianópolis', PORTO_ALEGRE, FLORIANOPOLIS, 374.87],
    ['Rio de Janeiro – Belo Horizonte', RIO, BELO_HORIZONTE, 342.24],
  ])('%s dentro de 0,5 %% da distância publicada', (_n, a, b, km) => {
    dentroDe(distanciaKm(a, b), km, 0.005);
    expect(distanciaKm(b, a)).toBeCloseTo(distanciaKm(a, b), 9);
  });

  it('é zero para o mesmo ponto e um quarto de meridiano do equador a um polo', () => {
    expect(distanciaKm(RIO, RIO)).toBe(0);
    expect(distanciaKm(c(0, 0), c(90, 0))).toBeCloseTo((Math.PI / 2) * RAIO_TERRA_KM, 6);
    expect(distanciaKm(c(0, 0), c(0, 180))).toBeCloseTo(Math.PI * RAIO_TERRA_KM, 6);
  });

  it('um grau de latitude tem cerca de 111,2 km; um grau de longitude encolhe com cos(latitude)', () => {
    expect(distanciaKm(c(-23, -46), c(-24, -46))).toBeCloseTo(111.195, 2);
    dentroDe(distanciaKm(c(-60, 10), c(-60, 11)), 111.195 * 0.5, 0.001);
  });

  it('não sofre com o antimeridiano: pontos dos dois lados de 180° estão perto, não a meio mundo de distância', () => {
    expect(distanciaKm(c(0, 179.5), c(0, -179.5))).toBeCloseTo(111.195, 2);
    const r = distanciaAteRota(c(0.1, 180), [c(0, 179.5), c(0, -179.5)]);
    expect(r.distancia_km).toBeCloseTo(11.12, 1);
    expect(r.km_na_rota).toBeCloseTo(55.6, 1);
    expect(Math.abs(r.ponto.longitude)).toBeCloseTo(180, 6);
  });
});

describe('validação de coordenadas (spec 03 §4 Point)', () => {
  it('aceita os intervalos inclusive e recusa o que está fora deles ou não é número', () => {
    expect(coordenadaValida(-23.5, -46.6)).toBe(true);
    expect(coordenadaValida(90, 180)).toBe(true);
    expect(coordenadaValida(-90, -180)).toBe(true);
    expect(coordenadaValida(90.0001, 0)).toBe(false);
    expect(coordenadaValida(0, -180.5)).toBe(false);
    expect(coordenadaValida(Number.NaN, 0)).toBe(false);
    expect(coordenadaValida(0, Infinity)).toBe(false);
    expect(coordenadaValida('10', 0)).toBe(false);
    expect(coordenadaValida(null, undefined)).toBe(false);
  });

  it('não dá erro para um par válido, strings numéricas (também com vírgula pt-BR) incluídas', () => {
    expect(errosCoordenadas({ latitude: -23.55, longitude: -46.63 })).toEqual({});
    expect(errosCoordenadas({ latitude: '-23.55', longitude: '-46,63' })).toEqual({});
    expect(errosCoordenadas({ latitude: 0, longitude: 0 })).toEqual({});
  });

  it('escreve cada falha em português, por campo', () => {
    expect(errosCoordenadas({ latitude: 91, longitude: -181 })).toEqual({
      latitude: ['deve estar entre -90 e 90'],
      longitude: ['deve estar entre -180 e 180'],
    });
    expect(errosCoordenadas({})).toEqual({ latitude: ['não pode ficar em branco'], longitude: ['não pode ficar em branco'] });
    expect(errosCoordenadas({ latitude: '  ', longitude: null })).toEqual({ latitude: ['não pode ficar em branco'], longitude: ['não pode ficar em branco'] });
    expect(errosCoordenadas({ latitude: 'abc', longitude: Number.NaN })).toEqual({ latitude: ['deve ser um número'], longitude: ['deve ser um número'] });
    expect(errosCoordenadas({ latitude: -10, longitude: {} })).toEqual({ longitude: ['deve ser um número'] });
  });

  it('lê números de valores de formulário e de query', () => {
    expect(lerNumeroCoordenada(' -25,42 ')).toBe(-25.42);
    expect(lerNumeroCoordenada('')).toBeNull();
    expect(lerNumeroCoordenada(undefined)).toBeNull();
    expect(lerNumeroCoordenada('1e2')).toBe(100);
    expect(lerNumeroCoordenada('x')).toBeNaN();
    expect(lerNumeroCoordenada(Infinity)).toBeNaN();
  });
});

describe('polilinhas', () => {
  const geojson: GeometriaRota = { type: 'LineString', coordinates: [[-46.6395, -23.5329], [-49.2646, -25.4195], [-48.5477, -27.5945]] };

  it('lê posições GeoJSON [lng, lat] e mede a extensão da linha', () => {
    expect(pontosDaLinha(geojson)[1]).toEqual(CURITIBA);
    expect(comprimentoKm(geojson)).toBeCloseTo(distanciaKm(SAO_PAULO, CURITIBA) + distanciaKm(CURITIBA, FLORIANOPOLIS), 9);
    expect(comprimentoKm([SAO_PAULO, CURITIBA, FLORIANOPOLIS])).toBeCloseTo(comprimentoKm(geojson), 9);
    expect(comprimentoKm([])).toBe(0);
    expect(comprimentoKm([RIO])).toBe(0);
  });

  it('encontra o ponto mais próximo num segmento por projeção perpendicular', () => {
    // A north–south segment along 48°W; a position 0.1° east of it, level with its middle.
    const linha = [c(-25, -48), c(-26, -48)];
    const r = distanciaAteRota(c(-25.5, -47.9), linha);
    expect(r.ponto.latitude).toBeCloseTo(-25.5, 4);
    expect(r.ponto.longitude).toBeCloseTo(-48, 6);
    expect(r.distancia_km).toBeCloseTo(distanciaKm(c(-25.5, -47.9), c(-25.5, -48)), 3);
    expect(r.distancia_km).toBeCloseTo(10.04, 1);
    expect(r.km_na_rota).toBeCloseTo(55.6, 1);
  });

  it('prende às pontas quando a posição está além da linha e escolhe o mais próximo de vários segmentos', () => {
    const linha = [c(-25, -48), c(-26, -48), c(-26, -47)];
    const antes = distanciaAteRota(c(-24.9, -48), linha);
    expect(antes.km_na_rota).toBe(0);
    expect(antes.distancia_km).toBeCloseTo(11.12, 1);
    const noSegundo = distanciaAteRota(c(-26.05, -47.5), linha);
    expect(noSegundo.ponto.latitude).toBeCloseTo(-26, 3);
    expect(noSegundo.km_na_rota).toBeGreaterThan(distanciaKm(linha[0]!, linha[1]!));
    const depois = distanciaAteRota(c(-26, -46.9), linha);
    expect(depois.km_na_rota).toBeCloseTo(comprimentoKm(linha), 6);
  });

  it('é zero num vértice e trata linhas de um ponto; uma linha vazia é erro', () => {
    expect(distanciaAteRota(CURITIBA, [SAO_PAULO, CURITIBA, FLORIANOPOLIS]).distancia_km).toBeCloseTo(0, 9);
    expect(distanciaAteRota(RIO, [SAO_PAULO])).toEqual({ distancia_km: distanciaKm(RIO, SAO_PAULO), ponto: SAO_PAULO, km_na_rota: 0 });
    expect(() => distanciaAteRota(RIO, [])).toThrow(RangeError);
  });

  it('um ponto no corredor da BR-116 (Registro/SP) está perto da linha São Paulo – Curitiba', () => {
    const registro = c(-24.4979, -47.8449);
    const r = distanciaAteRota(registro, [SAO_PAULO, CURITIBA]);
    expect(r.distancia_km).toBeLessThan(40);
    expect(r.km_na_rota).toBeGreaterThan(120);
    expect(r.km_na_rota).toBeLessThan(220);
  });
});

describe('progressoNaRota', () => {
  const linha = [c(-25, -48), c(-26, -48), c(-27, -48)];
  const total = comprimentoKm(linha);

  it('divide a rota no ponto mais próximo', () => {
    const p = progressoNaRota(c(-26.5, -48.05), linha);
    expect(p.total_km).toBeCloseTo(total, 9);
    expect(p.percorrido_km).toBeCloseTo(total * 0.75, 0);
    expect(p.percorrido_km + p.restante_km).toBeCloseTo(total, 9);
    expect(p.fracao).toBeCloseTo(0.75, 2);
    expect(p.distancia_da_rota_km).toBeCloseTo(5, 0);
  });

  it('é 0 na origem e 1 no destino, também de fora das pontas', () => {
    expect(progressoNaRota(c(-24.5, -48), linha)).toMatchObject({ percorrido_km: 0, fracao: 0 });
    const fim = progressoNaRota(c(-27.2, -48), linha);
    expect(fim.fracao).toBeCloseTo(1, 9);
    expect(fim.restante_km).toBeCloseTo(0, 9);
  });

  it('aceita GeoJSON e uma linha de extensão zero', () => {
    const g: GeometriaRota = { type: 'LineString', coordinates: linha.map((p) => [p.longitude, p.latitude] as [number, number]) };
    expect(progressoNaRota(c(-26, -48), g).fracao).toBeCloseTo(0.5, 6);
    expect(progressoNaRota(RIO, [RIO, RIO]).fracao).toBe(0);
  });

  it('dá a mesma resposta numa linha preparada, cujas extensões acumuladas são calculadas uma vez', () => {
    const longa = interpolarGeodesica(SAO_PAULO, CURITIBA, 0.5);
    const preparada = prepararLinha(longa);
    expect(preparada.totalKm).toBeCloseTo(comprimentoKm(longa), 9);
    expect(prepararLinha(preparada)).toBe(preparada);
    for (const pos of [c(-24.3, -47.9), c(-23.6, -46.7), c(-25.5, -49.3), c(-24.8, -48.2)]) {
      expect(progressoNaRota(pos, preparada)).toEqual(progressoNaRota(pos, longa));
      expect(distanciaAteRota(pos, preparada)).toEqual(distanciaAteRota(pos, longa));
    }
  });
});

describe('pontosProximos (spec 03 §9: raio de ponto próximo 5 km)', () => {
  const pontos = [
    { id: 1, descricao: 'LONGE', ...c(-25.6, -49.26) },
    { id: 2, descricao: 'PERTO', ...c(-25.43, -49.27) },
    { id: 3, descricao: 'MEIO', ...c(-25.44, -49.3) },
    { id: 4, descricao: 'INVALIDO', latitude: Number.NaN, longitude: -49.26 },
  ];

  it('mantém os que estão dentro do raio, o mais próximo primeiro, com sua distância e seus próprios campos', () => {
    const r = pontosProximos(CURITIBA, pontos, 5);
    expect(r.map((p) => p.id)).toEqual([2, 3]);
    expect(r[0]!.descricao).toBe('PERTO');
    expect(r[0]!.distancia_km).toBeCloseTo(distanciaKm(CURITIBA, pontos[1]!), 9);
    expect(r[0]!.distancia_km).toBeLessThan(r[1]!.distancia_km);
  });

  it('inclui um ponto exatamente no raio e não devolve nada para uma lista vazia', () => {
    const d = distanciaKm(CURITIBA, pontos[0]!);
    expect(pontosProximos(CURITIBA, pontos, d).map((p) => p.id)).toEqual([2, 3, 1]);
    expect(pontosProximos(CURITIBA, [], 100)).toEqual([]);
  });
});

describe('interpolarGeodesica', () => {
  it('inclui as duas pontas e espaça os pontos igualmente, a no máximo um passo de distância', () => {
    const pts = interpolarGeodesica(SAO_PAULO, CURITIBA, 5);
    const d = distanciaKm(SAO_PAULO, CURITIBA);
    expect(pts[0]).toEqual(SAO_PAULO);
    expect(pts[pts.length - 1]).toEqual(CURITIBA);
    expect(pts.length).toBe(Math.ceil(d / 5) + 1);
    for (let i = 1; i < pts.length; i++) {
      const passo = distanciaKm(pts[i - 1]!, pts[i]!);
      expect(passo).toBeLessThanOrEqual(5 + 1e-9);
      expect(passo).toBeCloseTo(d / (pts.length - 1), 6);
    }
    expect(comprimentoKm(pts)).toBeCloseTo(d, 6);
  });

  it('segue o círculo máximo (o ponto médio de um arco equatorial fica no equador; um arco longo se curva em direção ao polo)', () => {
    const eq = interpolarGeodesica(c(0, -50), c(0, -40), 1000);
    expect(eq).toHaveLength(3);
    expect(eq[1]!.latitude).toBeCloseTo(0, 9);
    expect(eq[1]!.longitude).toBeCloseTo(-45, 9);
    const sul = interpolarGeodesica(c(-30, -70), c(-30, -30), 2000);
    expect(sul).toHaveLength(3);
    expect(sul[1]!.longitude).toBeCloseTo(-50, 9);
    // Vertex of the great circle: tan φ = tan 30° / cos 20°.
    expect(sul[1]!.latitude).toBeCloseTo(-Math.atan(Math.tan(Math.PI / 6) / Math.cos(Math.PI / 9)) * (180 / Math.PI), 9);
  });

  it('cruza o antimeridiano pelo caminho curto e recusa um passo não positivo', () => {
    const pts = interpolarGeodesica(c(0, 179), c(0, -179), 100);
    expect(pts).toHaveLength(4);
    for (const p of pts) expect(Math.abs(p.longitude)).toBeGreaterThanOrEqual(179 - 1e-9);
    expect(interpolarGeodesica(RIO, RIO, 5)).toEqual([RIO, RIO]);
    expect(() => interpolarGeodesica(RIO, SAO_PAULO, 0)).toThrow(RangeError);
    expect(() => interpolarGeodesica(RIO, SAO_PAULO, Number.NaN)).toThrow(RangeError);
  });
});

describe('limites de coordenadas nomeados pela especificação (spec 03 §4 Point)', () => {
  it('aceita latitude -90 e 90 e longitude -180 e 180 exatamente', () => {
    expect(errosCoordenadas({ latitude: -90, longitude: 180 })).toEqual({});
    expect(errosCoordenadas({ latitude: 90, longitude: -180 })).toEqual({});
    expect(errosCoordenadas({ latitude: '-90,0', longitude: '180' })).toEqual({});
  });
  it('recusa textos numéricos e números não finitos onde números são exigidos', () => {
    expect(coordenadaValida('-23.5', -46.6)).toBe(false);
    expect(coordenadaValida(-23.5, '-46.6')).toBe(false);
    expect(coordenadaValida(Number.NaN, -46.6)).toBe(false);
    expect(coordenadaValida(-23.5, Infinity)).toBe(false);
    expect(coordenadaValida(-90.0001, 0)).toBe(false);
    expect(coordenadaValida(0, 180.0001)).toBe(false);
  });
  it('pula pontos com coordenadas inválidas na busca de pontos próximos', () => {
    const aqui = { latitude: -23.55, longitude: -46.63 };
    const pontos = [{ id: 1, latitude: -23.55, longitude: -46.63 }, { id: 2, latitude: 91, longitude: -46.63 }, { id: 3, latitude: Number.NaN, longitude: 0 }];
    expect(pontosProximos(aqui, pontos, 5).map((p) => p.id)).toEqual([1]);
  });
  it('nomeia o erro de uma linha vazia e de um passo ruim', () => {
    expect(() => distanciaAteRota({ latitude: 0, longitude: 0 }, [])).toThrow(new RangeError('linha sem pontos'));
    expect(() => interpolarGeodesica({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 1 }, 0)).toThrow(new RangeError('passoKm deve ser positivo'));
  });
});

describe('distanciaAteRota numa linha de estrada (grade de segmentos)', () => {
  /** A road-like line: a random walk with a vertex every ~80 m, turns, a hairpin and a stretch run back over itself. */
  function estrada(semente: number, vertices: number): Coordenada[] {
    const g = geradorComSemente(semente);
    const pts: Coordenada[] = [c(-23.5 - g.proximo(), -46.6 - g.proximo())];
    let rumo = g.proximo() * 2 * Math.PI;
    for (let i = 1; i < vertices; i++) {
      rumo += (g.proximo() - 0.5) * 0.6;
      if (i === Math.floor(vertices / 3)) rumo += Math.PI; // a hairpin: the road comes back beside itself
      const passo = 0.0007 * (0.5 + g.proximo());
      const u = pts[i - 1]!;
      pts.push(c(u.latitude + Math.sin(rumo) * passo, u.longitude + Math.cos(rumo) * passo));
    }
    return pts;
  }

  it('acha o mesmo segmento, ponto e km que a varredura de todos, perto, longe, em cima de vértices e fora da linha', () => {
    for (const semente of [1, 2, 20261126]) {
      const linha = estrada(semente, 3000);
      const preparada = prepararLinha(linha);
      const g = geradorComSemente(semente * 7);
      const posicoes: Coordenada[] = [];
      for (let k = 0; k < 300; k++) {
        const v = linha[Math.floor(g.proximo() * linha.length)]!;
        // Mostly within a few hundred metres of the road, some kilometres off, some far away.
        const escala = k % 10 === 0 ? 0.5 : k % 3 === 0 ? 0.03 : 0.003;
        posicoes.push(c(v.latitude + (g.proximo() - 0.5) * escala, v.longitude + (g.proximo() - 0.5) * escala));
      }
      posicoes.push(linha[0]!, linha[1500]!, linha[linha.length - 1]!, c(-10, -40), c(-23.5, 0));
      // The reference: a copy of the prepared line, asked once, is scanned whole.
      for (const pos of posicoes) expect(distanciaAteRota(pos, preparada)).toEqual(distanciaAteRota(pos, { ...preparada }));
    }
  });

  it('uma linha que cruza o antimeridiano e uma posição do outro lado são varridas inteiras, com a mesma resposta', () => {
    const linha = interpolarGeodesica(c(-16, 178), c(-17, -178), 0.05);
    const preparada = prepararLinha(linha);
    for (const pos of [c(-16.4, 179.9), c(-16.6, -179.95), c(-16.5, 179.5)]) {
      distanciaAteRota(pos, preparada);
      expect(distanciaAteRota(pos, preparada)).toEqual(distanciaAteRota(pos, linha));
    }
  });
});
