import { distanciaKm, interpolarGeodesica, prepararLinha, type Coordenada } from '../../shared/index.js';
import {
  acompanharFix, distanciaEstimada, estadoInicial, PARAMETROS_ACOMPANHAMENTO, previsaoDeChegada, sinalPerdido,
  type EstadoAcompanhamento, type EventoAcompanhamento, type FixAcompanhado, type RotaAcompanhada,
} from './acompanhar.js';

const c = (latitude: number, longitude: number): Coordenada => ({ latitude, longitude });
// The demo's São Paulo → Curitiba route, drawn at road resolution (a vertex every 80 m).
const SAO_PAULO = c(-23.5329, -46.6395);
const REGISTRO = c(-24.4875, -47.8436);
const CURITIBA = c(-25.4195, -49.2646);
const pontos = [...interpolarGeodesica(SAO_PAULO, REGISTRO, 0.08), ...interpolarGeodesica(REGISTRO, CURITIBA, 0.08).slice(1)];
const rota: RotaAcompanhada = { linha: prepararLinha(pontos), paradas: [SAO_PAULO, REGISTRO, CURITIBA], destino: CURITIBA };
const T0 = Date.parse('2026-11-26T08:00:00Z');
const janela = { inicio: new Date(T0), previsaoFim: new Date(T0 + 6 * 3_600_000) };

/** The point `km` along the route, shifted `lateralKm` square to it (to its left). */
function naRota(km: number, lateralKm = 0): Coordenada {
  const { pontos: pts, acumuladoKm } = rota.linha;
  let i = 1;
  while (i < pts.length - 1 && acumuladoKm[i]! < km) i++;
  const a = pts[i - 1]!;
  const b = pts[i]!;
  const f = Math.min(1, Math.max(0, (km - acumuladoKm[i - 1]!) / (acumuladoKm[i]! - acumuladoKm[i - 1]! || 1)));
  const lat = a.latitude + f * (b.latitude - a.latitude);
  const lng = a.longitude + f * (b.longitude - a.longitude);
  const kmLng = 111.32 * Math.cos((lat * Math.PI) / 180);
  const ex = (b.longitude - a.longitude) * kmLng;
  const ny = (b.latitude - a.latitude) * 111.32;
  const n = Math.hypot(ex, ny) || 1;
  return c(lat + ((ex / n) * lateralKm) / 111.32, lng - ((ny / n) * lateralKm) / kmLng);
}

/** Runs fixes through the trip, returning every event with the minute it came. */
function dirigir(fixes: FixAcompanhado[], estado: EstadoAcompanhamento = estadoInicial()) {
  const eventos: Array<EventoAcompanhamento & { minuto: number }> = [];
  const figuras = [];
  for (const f of fixes) {
    const r = acompanharFix(estado, f, rota, janela);
    estado = r.estado;
    if (r.figuras) figuras.push({ minuto: (f.instante.getTime() - T0) / 60_000, ...r.figuras });
    for (const e of r.eventos) eventos.push({ ...e, minuto: (f.instante.getTime() - T0) / 60_000 });
  }
  return { estado, eventos, figuras };
}

const fix = (minuto: number, pos: Coordenada, extra: Partial<FixAcompanhado> = {}): FixAcompanhado => ({
  ...pos, instante: new Date(T0 + minuto * 60_000), velocidade: 70, ignicao: 1, ...extra,
});

describe('acompanharFix numa viagem São Paulo → Curitiba (issue 22)', () => {
  const total = rota.linha.totalKm;

  it('um caminhão que vai, desvia, para, aperta o pânico, volta e chega: cada evento uma vez, não um por posição', () => {
    const fixes: FixAcompanhado[] = [];
    let km = 0;
    let minuto = 0;
    const passo = (lateral = 0, extra: Partial<FixAcompanhado> = {}, kmPorMinuto = 70 / 60) => {
      km = Math.min(total, km + kmPorMinuto / 2);
      minuto += 0.5;
      fixes.push(fix(minuto, naRota(km, lateral), extra));
    };
    for (let i = 0; i < 120; i++) passo(); // an hour on the road
    for (let i = 0; i < 20; i++) passo(3); // ten minutes 3 km off it (a detour)
    for (let i = 0; i < 20; i++) passo(); // back on the road
    for (let i = 0; i < 50; i++) passo(0.2, { velocidade: 0, ignicao: i < 2 ? 1 : 0 }, 0); // 25 min stopped on the shoulder, engine off
    for (let i = 0; i < 6; i++) passo(0, { leituras: [{ periferico_id: 11, valor: 1 }] }); // panic held for three minutes
    while (km < total) passo(0, { leituras: [{ periferico_id: 11, valor: 0 }] });
    passo(); // one more fix at the destination

    const { eventos, figuras } = dirigir(fixes);
    const tipos = eventos.map((e) => e.tipo);
    expect(tipos.filter((t) => t === 'DESVIO_ROTA')).toHaveLength(1);
    expect(tipos.filter((t) => t === 'RETORNO_ROTA')).toHaveLength(1);
    expect(tipos.filter((t) => t === 'PARADA_NAO_PROGRAMADA')).toHaveLength(1);
    expect(tipos.filter((t) => t === 'CHEGADA')).toHaveLength(1);
    expect(eventos.filter((e) => e.tipo === 'PERIFERICO')).toEqual([expect.objectContaining({ periferico_id: 11 })]);
    expect(eventos.filter((e) => e.tipo === 'IGNICAO').map((e) => (e as { ligada: boolean }).ligada)).toEqual([false, true]);

    const desvio = eventos.find((e) => e.tipo === 'DESVIO_ROTA')!;
    // Raised after two minutes outside the corridor, with how far and from which point of the route.
    expect(desvio.minuto).toBeGreaterThanOrEqual(62);
    expect(desvio.minuto).toBeLessThan(63);
    expect((desvio as { distancia_km: number }).distancia_km).toBeGreaterThan(2.5);
    expect(distanciaKm((desvio as { ponto_rota: Coordenada }).ponto_rota, naRota((desvio.minuto * 70) / 60))).toBeLessThan(1);
    const parada = eventos.find((e) => e.tipo === 'PARADA_NAO_PROGRAMADA')!;
    expect(parada.minuto - 80).toBeGreaterThanOrEqual(15);
    const chegada = eventos.find((e) => e.tipo === 'CHEGADA')!;
    expect(figuras.find((f) => f.minuto === chegada.minuto)!.restante_km).toBeLessThanOrEqual(2);

    // Progress only grows along the road and ends at 100.
    expect(figuras.at(-1)!.percentual).toBe(100);
    expect(figuras.at(-1)!.previsao_de_chegada).toBe(0);
    expect(figuras[119]!.percentual).toBe(Math.round((70 / total) * 100));
  });

  it('um caminhão no acostamento, entre 0,9 e 1,1 km da rota, não levanta desvio; desviado, só volta bem dentro do corredor', () => {
    const acostamento = Array.from({ length: 40 }, (_, i) => fix(i * 0.5, naRota(10 + i * 0.5, i % 2 ? 0.9 : 1.1)));
    expect(dirigir(acostamento).eventos.filter((e) => e.tipo === 'DESVIO_ROTA')).toEqual([]);

    const fora = Array.from({ length: 10 }, (_, i) => fix(i * 0.5, naRota(10 + i * 0.5, 2)));
    // Back to 0.6–0.9 km (inside the corridor, but not well inside): still deviated.
    const quase = Array.from({ length: 10 }, (_, i) => fix(5 + i * 0.5, naRota(15 + i * 0.5, i % 2 ? 0.6 : 0.9)));
    const dentro = [fix(10.5, naRota(21, 0.3))];
    const r = dirigir([...fora, ...quase, ...dentro]);
    expect(r.eventos.map((e) => e.tipo)).toEqual(['DESVIO_ROTA', 'RETORNO_ROTA']);
    expect(r.eventos[1]!.minuto).toBe(10.5);
  });

  it('uma posição mais velha que a última aplicada é guardada pelo veículo e não muda a viagem', () => {
    const primeira = acompanharFix(estadoInicial(), fix(10, naRota(12)), rota, janela);
    const velha = acompanharFix(primeira.estado, fix(9, naRota(200, 5)), rota, janela);
    expect(velha).toEqual({ aplicado: false, estado: primeira.estado, figuras: null, eventos: [] });
    expect(acompanharFix(primeira.estado, fix(10, naRota(12)), rota, janela).aplicado).toBe(false);
  });

  it('usa o corredor da rota quando ela tem um, e o raio do destino para a chegada', () => {
    const larga = { ...rota, corredorKm: 5 };
    const fora = Array.from({ length: 10 }, (_, i) => fix(i * 0.5, naRota(10 + i * 0.5, 3)));
    expect(dirigir(fora).eventos.map((e) => e.tipo)).toContain('DESVIO_ROTA');
    let estado = estadoInicial();
    for (const f of fora) estado = acompanharFix(estado, f, larga, janela).estado;
    expect(estado.emDesvio).toBe(false);

    const perto = fix(300, naRota(total - 4));
    expect(acompanharFix(estadoInicial(), perto, rota, janela).eventos).toEqual([]);
    expect(acompanharFix(estadoInicial(), perto, { ...rota, destino: { ...CURITIBA, raio_km: 5 } }, janela).eventos).toEqual([{ tipo: 'CHEGADA' }]);
  });

  it('uma rota com corredor de 3 km não levanta desvio a 2 km da linha; a do corredor padrão (1 km) levanta, uma vez, depois de 2 min', () => {
    const aDoisKm = Array.from({ length: 12 }, (_, i) => fix(20 + i * 0.5, naRota(30 + i * 0.5, 2)));
    const padrao = dirigir(aDoisKm);
    expect(padrao.eventos.filter((e) => e.tipo === 'DESVIO_ROTA')).toEqual([expect.objectContaining({ minuto: 22 })]);
    let estado = estadoInicial();
    const eventos: EventoAcompanhamento[] = [];
    for (const f of aDoisKm) {
      const r = acompanharFix(estado, f, { ...rota, corredorKm: 3 }, janela);
      estado = r.estado;
      eventos.push(...r.eventos);
    }
    expect(eventos.filter((e) => e.tipo === 'DESVIO_ROTA')).toEqual([]);
    expect(estado).toMatchObject({ emDesvio: false, foraDesde: null });
    // null (a route without a corridor of its own) is the default.
    expect(acompanharFix(estadoInicial(), aDoisKm[0]!, { ...rota, corredorKm: null }, janela).estado.foraDesde).not.toBeNull();
  });

  it('parado num ponto planejado (origem, parada, destino) não é parada não programada', () => {
    const emRegistro = Array.from({ length: 50 }, (_, i) => fix(i, REGISTRO, { velocidade: 0 }));
    expect(dirigir(emRegistro).eventos.filter((e) => e.tipo === 'PARADA_NAO_PROGRAMADA')).toEqual([]);
    const noMato = Array.from({ length: 50 }, (_, i) => fix(i, naRota(60), { velocidade: 1 }));
    expect(dirigir(noMato).eventos.filter((e) => e.tipo === 'PARADA_NAO_PROGRAMADA')).toEqual([expect.objectContaining({ minuto: 15 })]);
  });

  it('guarda poucas amostras de velocidade, qualquer que seja a frequência do rastreador, e a previsão segue o ritmo da janela', () => {
    // A fix every 10 s for two hours at 60 km/h, then 40 minutes at 30 km/h.
    const fixes = [
      ...Array.from({ length: 720 }, (_, i) => fix(i / 6, naRota(i / 6))),
      ...Array.from({ length: 240 }, (_, i) => fix(120 + (i + 1) / 6, naRota(120 + (i + 1) / 12))),
    ];
    const { estado, figuras } = dirigir(fixes);
    // The window (30 min) over samples 5 min apart, plus the newest: a few, not the 180 fixes of the window.
    expect(estado.amostras.length).toBeLessThanOrEqual(8);
    expect(estado.amostras.length).toBeGreaterThanOrEqual(6);
    for (let i = 1; i < estado.amostras.length - 1; i++) expect(estado.amostras[i]![0] - estado.amostras[i - 1]![0]).toBeGreaterThanOrEqual(5 * 60_000);
    expect(estado.amostras.at(-1)![0]).toBe(fixes.at(-1)!.instante.getTime());
    expect(T0 + 160 * 60_000 - estado.amostras[0]![0]).toBeLessThanOrEqual(30 * 60_000 + 5 * 60_000);
    // Kilometres to the metre.
    for (const [, km] of estado.amostras) expect(Math.round(km * 1000) / 1000).toBe(km);
    // The last 30+ minutes went at 30 km/h: the estimate is the remaining distance at that pace.
    const ultima = figuras.at(-1)!;
    expect(ultima.previsao_de_chegada).toBeCloseTo(ultima.restante_km / 30, 1);
  });

  it('atrasada quando percorreu menos que o esperado pelo tempo planejado (barra vermelha, spec 02 §4)', () => {
    // Two hours into a six-hour trip, a third of the route is expected.
    const devagar = acompanharFix(estadoInicial(), fix(120, naRota(total / 4)), rota, janela).figuras!;
    expect(devagar.distancia_percorrida_estimada).toBeCloseTo(total / 3, 1);
    expect(devagar.atrasada).toBe(true);
    const rapido = acompanharFix(estadoInicial(), fix(120, naRota(total / 2)), rota, janela).figuras!;
    expect(rapido.atrasada).toBe(false);
    expect(rapido.percentual).toBe(50);
  });
});

describe('previsão de chegada, distância estimada, perda de sinal', () => {
  const janela = { inicio: new Date(0), previsaoFim: new Date(10 * 3_600_000) };

  it('usa o ritmo recente ao longo da rota; parado ou sem amostras, o ritmo planejado; sem nada, null', () => {
    expect(previsaoDeChegada(120, [[0, 0], [3_600_000, 60]], 600, janela)).toBe(2);
    expect(previsaoDeChegada(120, [[0, 50], [3_600_000, 52]], 600, janela)).toBe(2); // 2 km/h: the plan's 60 km/h
    expect(previsaoDeChegada(120, [], 0, { inicio: new Date(0), previsaoFim: new Date(0) })).toBeNull();
    expect(previsaoDeChegada(0, [], 600, janela)).toBe(0);
  });

  it('a distância esperada cresce com o tempo planejado, entre 0 e o total', () => {
    expect(distanciaEstimada(600, janela, new Date(-1))).toBe(0);
    expect(distanciaEstimada(600, janela, new Date(5 * 3_600_000))).toBe(300);
    expect(distanciaEstimada(600, janela, new Date(20 * 3_600_000))).toBe(600);
  });

  it('perde o sinal depois do tempo do PGR; um PGR sem tempo nunca avisa', () => {
    const agora = new Date(T0);
    expect(sinalPerdido(new Date(T0 - 31 * 60_000), agora, 30)).toBe(true);
    expect(sinalPerdido(new Date(T0 - 29 * 60_000), agora, 30)).toBe(false);
    expect(sinalPerdido(null, agora, 30)).toBe(true);
    expect(sinalPerdido(null, agora, null)).toBe(false);
    expect(sinalPerdido(new Date(0), agora, 0)).toBe(false);
  });

  it('os parâmetros padrão são os que a documentação da decisão diz', () => {
    expect(PARAMETROS_ACOMPANHAMENTO).toMatchObject({ corredorKm: 1, fracaoRetorno: 0.5, desvioAposMs: 120_000, paradaAposMs: 900_000 });
  });
});
