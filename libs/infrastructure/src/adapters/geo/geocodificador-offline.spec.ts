import { GeocodificadorOffline, cidadeMaisProxima, type PontoConhecido } from './geocodificador-offline.js';
import { CIDADES_BR } from './cidades-br.js';

const POSTO_GRAAL: PontoConhecido = { descricao: 'POSTO GRAAL - REGISTRO/SP', latitude: -24.49, longitude: -47.83, raio_ponto: 2 };
// numeric columns come back from pg as strings
const BALANCA: PontoConhecido = { descricao: 'BALANCA BR-116 KM 430', latitude: '-24.4950', longitude: '-47.8400', raio_ponto: '0.50' };
const CD: PontoConhecido = { descricao: 'CD CAJAMAR', latitude: -23.3556, longitude: -46.8769, raio_ponto: null };

describe('GeocodificadorOffline', () => {
  const geo = new GeocodificadorOffline(async () => [POSTO_GRAAL, BALANCA, CD]);

  it('nomeia o ponto conhecido mais próximo cujo raio contém a coordenada', async () => {
    // 0.6 km from the weighing station (radius 0.5) and 1.2 km from the fuel station (radius 2).
    expect(await geo.nomear({ latitude: -24.4904, longitude: -47.8409 })).toBe('POSTO GRAAL - REGISTRO/SP');
    // 0.1 km from the station: inside both areas, the nearer wins.
    expect(await geo.nomear({ latitude: -24.4955, longitude: -47.8408 })).toBe('BALANCA BR-116 KM 430');
    // No radius → the 2 km default.
    expect(await geo.nomear({ latitude: -23.37, longitude: -46.8769 })).toBe('CD CAJAMAR');
  });

  it('recorre à cidade mais próxima a até 60 km, como Cidade/UF', async () => {
    expect(await geo.nomear({ latitude: -24.4, longitude: -47.9 })).toBe('Registro/SP');
    expect(await geo.nomear({ latitude: -23.4, longitude: -46.876 })).toBe('Cajamar/SP');
    expect(await geo.nomear({ latitude: -25.43, longitude: -49.27 })).toBe('Curitiba/PR');
  });

  it('responde null longe de toda cidade, no mar, ou para coordenadas inválidas', async () => {
    expect(await geo.nomear({ latitude: -24, longitude: -40 })).toBeNull();
    expect(await geo.nomear({ latitude: 48.85, longitude: 2.35 })).toBeNull();
    expect(await geo.nomear({ latitude: Number.NaN, longitude: -47 })).toBeNull();
    expect(await geo.nomear({ latitude: -91, longitude: -47 })).toBeNull();
  });

  it('ignora pontos conhecidos com dados ruins e funciona sem uma fonte de pontos', async () => {
    const ruim = new GeocodificadorOffline(async () => [{ descricao: 'RUIM', latitude: 'x', longitude: -47.84, raio_ponto: 100 }, { descricao: '', latitude: -24.49, longitude: -47.83, raio_ponto: 5 }]);
    expect(await ruim.nomear({ latitude: -24.49, longitude: -47.83 })).toBe('Registro/SP');
    expect(await new GeocodificadorOffline().nomear({ latitude: -22.91, longitude: -43.17 })).toBe('Rio de Janeiro/RJ');
  });

  it('aceita sua própria lista de cidades e raio', async () => {
    const cidades = [{ nome: 'Ponto Zero', uf: 'XX', latitude: 0, longitude: 0, lat: 0, lng: 0 }];
    const g = new GeocodificadorOffline(async () => [], { cidades, raioCidadeKm: 10 });
    expect(await g.nomear({ latitude: 0.05, longitude: 0 })).toBe('Ponto Zero/XX');
    expect(await g.nomear({ latitude: 0.2, longitude: 0 })).toBeNull();
  });

  it('cidadeMaisProxima dá a cidade e sua distância', () => {
    const c = cidadeMaisProxima({ latitude: -22.91, longitude: -47.06 });
    expect(c).toMatchObject({ nome: 'Campinas', uf: 'SP' });
    expect(c!.distancia_km).toBeLessThan(1);
    expect(cidadeMaisProxima({ latitude: 0, longitude: 0 }, [])).toBeNull();
    expect(CIDADES_BR.length).toBeGreaterThanOrEqual(150);
  });
});
