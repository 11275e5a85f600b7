import { codigoOcorrenciaDoEvento, descricaoDoEvento, pontosDaOcorrencia } from './eventos.js';

describe('eventos do acompanhamento como ocorrências (issue 22)', () => {
  it('desvio, parada, perda de sinal, chegada e os periféricos negativos com tipo viram ocorrência; retorno e ignição não', () => {
    expect(codigoOcorrenciaDoEvento({ tipo: 'DESVIO_ROTA', distancia_km: 3, ponto_rota: { latitude: 0, longitude: 0 }, desde: new Date() })).toBe(103);
    expect(codigoOcorrenciaDoEvento({ tipo: 'PARADA_NAO_PROGRAMADA', desde: new Date() })).toBe(101);
    expect(codigoOcorrenciaDoEvento({ tipo: 'PERDA_SINAL' })).toBe(104);
    expect(codigoOcorrenciaDoEvento({ tipo: 'CHEGADA' })).toBe(124);
    expect(codigoOcorrenciaDoEvento({ tipo: 'PERIFERICO', periferico_id: 11 })).toBe(107);
    expect(codigoOcorrenciaDoEvento({ tipo: 'PERIFERICO', periferico_id: 9 })).toBe(106);
    expect(codigoOcorrenciaDoEvento({ tipo: 'PERIFERICO', periferico_id: 44 })).toBeNull();
    expect(codigoOcorrenciaDoEvento({ tipo: 'RETORNO_ROTA', distancia_km: 0.1 })).toBeNull();
    expect(codigoOcorrenciaDoEvento({ tipo: 'IGNICAO', ligada: false })).toBeNull();
  });

  it('descreve cada evento em português, com a distância em km e o nome do periférico', () => {
    expect(descricaoDoEvento({ tipo: 'DESVIO_ROTA', distancia_km: 3.456, ponto_rota: { latitude: 0, longitude: 0 }, desde: new Date() })).toBe('Desvio de rota: veículo a 3,46 km da rota.');
    expect(descricaoDoEvento({ tipo: 'PERIFERICO', periferico_id: 11 })).toBe('Botão de pânico acionado.');
    expect(descricaoDoEvento({ tipo: 'PERDA_SINAL', minutos: 30 })).toBe('Perda de sinal: sem posição há mais de 30 minutos.');
    expect(descricaoDoEvento({ tipo: 'IGNICAO', ligada: true })).toBe('Ignição ligada.');
  });

  it('a ocorrência soma à pontuação da viagem os pontos do seu grau de risco', () => {
    const t = { pontuacao_baixa: 1, pontuacao_media: 5, pontuacao_alta: 12 };
    expect(pontosDaOcorrencia({ grau_risco: 1, ...t })).toBe(1);
    expect(pontosDaOcorrencia({ grau_risco: 2, ...t })).toBe(5);
    expect(pontosDaOcorrencia({ grau_risco: 3, ...t })).toBe(12);
  });
});
