import { describe, expect, it } from '@jest/globals';
import { lugarDaOpcao, novaChave, paraApi, pontoResumo } from './paradas';

describe('paradas da rota', () => {
  it('manda um ponto cadastrado pelo id e um ponto do mapa pelas coordenadas com 6 casas', () => {
    expect(paraApi({ ponto_id: 7, descricao: 'CD', latitude: -23.5, longitude: -46.6 }, 2)).toEqual({ ponto_id: 7, tipo_parada_id: 2 });
    expect(paraApi({ descricao: 'Mapa', latitude: -23.1234567, longitude: -46.7654321 }, 3)).toEqual({ latitude: -23.123457, longitude: -46.765432, tipo_parada_id: 3 });
  });

  it('lê um ponto escolhido na busca e um ponto da rota salva', () => {
    expect(lugarDaOpcao({ id: 4, rotulo: 'PORTO', latitude: -20, longitude: -40 })).toEqual({ ponto_id: 4, descricao: 'PORTO', latitude: -20, longitude: -40 });
    expect(Number.isNaN(lugarDaOpcao({ id: 4, rotulo: 'SEM COORDENADA' }).latitude)).toBe(true);
    expect(pontoResumo({ descricao: 'CD', latitude: '-23.5', longitude: '-46.6' })).toEqual({ descricao: 'CD', latitude: -23.5, longitude: -46.6 });
    expect(pontoResumo({ descricao: 'CD', latitude: 1, longitude: 2 }, 'PARADA 1').descricao).toBe('PARADA 1');
  });

  it('dá a cada parada nova uma chave diferente', () => {
    expect(novaChave()).not.toBe(novaChave());
  });
});
