import { comprimentoKm, distanciaKm, type ParadaRoteamento } from '@gr/domain';
import { COBERTURA_AMERICA_DO_SUL, RoteadorOffline } from './roteador-offline.js';
import { criarRoteador } from './index.js';
import { RoteadorOsrm } from './roteador-osrm.js';

const SAO_PAULO: ParadaRoteamento = { descricao: 'CD SAO PAULO', latitude: -23.5505, longitude: -46.6333 };
const REGISTRO: ParadaRoteamento = { descricao: 'POSTO REGISTRO', latitude: -24.4979, longitude: -47.8449 };
const CURITIBA: ParadaRoteamento = { descricao: 'CD CURITIBA', latitude: -25.4284, longitude: -49.2733 };

describe('RoteadorOffline (padrão offline da porta Roteador)', () => {
  it('desenha uma linha geodésica pelas paradas com espaçamento de ~5 km e trechos por haversine', async () => {
    const r = await new RoteadorOffline().tracar([SAO_PAULO, REGISTRO, CURITIBA]);
    if (!r.ok) throw new Error(JSON.stringify(r));
    const { geometria, trechos_km, distancia_km, duracao_s, motor } = r.rota;
    expect(motor).toBe('offline');
    expect(geometria.type).toBe('LineString');
    expect(geometria.coordinates[0]).toEqual([SAO_PAULO.longitude, SAO_PAULO.latitude]);
    expect(geometria.coordinates[geometria.coordinates.length - 1]).toEqual([CURITIBA.longitude, CURITIBA.latitude]);
    expect(geometria.coordinates).toContainEqual([REGISTRO.longitude, REGISTRO.latitude]);
    expect(trechos_km).toHaveLength(2);
    expect(trechos_km[0]).toBeCloseTo(distanciaKm(SAO_PAULO, REGISTRO), 9);
    expect(trechos_km[1]).toBeCloseTo(distanciaKm(REGISTRO, CURITIBA), 9);
    expect(distancia_km).toBeCloseTo(trechos_km[0]! + trechos_km[1]!, 9);
    expect(comprimentoKm(geometria)).toBeCloseTo(distancia_km, 1);
    // 60 km/h
    expect(duracao_s).toBe(Math.round(distancia_km * 60));
    // No repeated vertex at the stop between legs; every step at most 5 km.
    for (let i = 1; i < geometria.coordinates.length; i++) {
      const [lngA, latA] = geometria.coordinates[i - 1]!;
      const [lngB, latB] = geometria.coordinates[i]!;
      const passo = distanciaKm({ latitude: latA, longitude: lngA }, { latitude: latB, longitude: lngB });
      expect(passo).toBeGreaterThan(0);
      expect(passo).toBeLessThanOrEqual(5.001);
    }
    for (const [lng, lat] of geometria.coordinates) {
      expect(Math.round(lng * 1e6) / 1e6).toBe(lng);
      expect(Math.round(lat * 1e6) / 1e6).toBe(lat);
    }
  });

  it('menos de duas paradas → dados_incorretos no índice 0', async () => {
    const r = new RoteadorOffline();
    expect(await r.tracar([SAO_PAULO])).toEqual({ ok: false, indice: 0, motivo: 'dados_incorretos' });
    expect(await r.tracar([])).toEqual({ ok: false, indice: 0, motivo: 'dados_incorretos' });
  });

  it('uma parada com coordenadas não finitas ou fora do intervalo → dados_incorretos no seu índice', async () => {
    const r = new RoteadorOffline();
    expect(await r.tracar([SAO_PAULO, { descricao: 'X', latitude: Number.NaN, longitude: -47 }, CURITIBA])).toEqual({ ok: false, indice: 1, motivo: 'dados_incorretos' });
    expect(await r.tracar([SAO_PAULO, CURITIBA, { descricao: 'Y', latitude: -23, longitude: -200 }])).toEqual({ ok: false, indice: 2, motivo: 'dados_incorretos' });
    expect(await r.tracar([{ descricao: 'Z', latitude: '-23' as unknown as number, longitude: -46 }, CURITIBA])).toEqual({ ok: false, indice: 0, motivo: 'dados_incorretos' });
  });

  it('uma parada fora da área de cobertura → nao_encontrado (padrão América do Sul, configurável)', async () => {
    expect(COBERTURA_AMERICA_DO_SUL).toEqual({ latMin: -56, latMax: 13, lngMin: -82, lngMax: -34 });
    const lisboa = { descricao: 'LISBOA', latitude: 38.72, longitude: -9.14 };
    expect(await new RoteadorOffline().tracar([SAO_PAULO, lisboa, CURITIBA])).toEqual({ ok: false, indice: 1, motivo: 'nao_encontrado' });
    const noMar = { descricao: 'ATLANTICO', latitude: -24, longitude: -30 };
    expect(await new RoteadorOffline().tracar([SAO_PAULO, noMar])).toEqual({ ok: false, indice: 1, motivo: 'nao_encontrado' });
    const soSp = new RoteadorOffline({ cobertura: { latMin: -25.4, latMax: -19.7, lngMin: -53.2, lngMax: -44.1 } });
    expect(await soSp.tracar([SAO_PAULO, REGISTRO, CURITIBA])).toEqual({ ok: false, indice: 2, motivo: 'nao_encontrado' });
  });

  it('respeita as opções de passo e velocidade, e traça rota entre duas paradas idênticas', async () => {
    const r = await new RoteadorOffline({ passoKm: 50, velocidadeKmH: 80 }).tracar([SAO_PAULO, CURITIBA]);
    if (!r.ok) throw new Error('esperava ok');
    expect(r.rota.geometria.coordinates.length).toBe(Math.ceil(r.rota.distancia_km / 50) + 1);
    expect(r.rota.duracao_s).toBe(Math.round((r.rota.distancia_km / 80) * 3600));
    const mesmo = await new RoteadorOffline().tracar([SAO_PAULO, SAO_PAULO]);
    expect(mesmo).toMatchObject({ ok: true, rota: { distancia_km: 0, duracao_s: 0, trechos_km: [0] } });
  });
});

describe('criarRoteador (ROUTING_URL)', () => {
  it('OSRM quando uma URL é definida, offline caso contrário', () => {
    expect(criarRoteador({ routingUrl: 'http://osrm.local:5000' })).toBeInstanceOf(RoteadorOsrm);
    expect(criarRoteador({})).toBeInstanceOf(RoteadorOffline);
    expect(criarRoteador()).toBeInstanceOf(RoteadorOffline);
    expect(criarRoteador({ routingUrl: '  ' })).toBeInstanceOf(RoteadorOffline);
    expect(criarRoteador({ routingUrl: null })).toBeInstanceOf(RoteadorOffline);
  });
});
