import { describe, expect, it } from '@jest/globals';
import { progressoViagem, seloDistancia, situacaoExibida, TECLAS_SITUACAO, textoChegada, textoCopiaSituacao, textoDistancia } from './indicadores.js';

const agora = new Date('2026-11-26T15:00:00Z');
const horasAtras = (h: number) => new Date(agora.getTime() - h * 3_600_000).toISOString();

describe('selo de distância da SM agendada', () => {
  it('sem distância mostra "Sem posição" como aviso', () => {
    expect(seloDistancia(null, horasAtras(5), agora)).toEqual({ estilo: 'aviso', texto: 'Sem posição' });
    expect(seloDistancia(undefined, null, agora).estilo).toBe('aviso');
  });
  it('até 15 km é informativo, mesmo atrasada', () => {
    expect(seloDistancia(15, horasAtras(10), agora).estilo).toBe('info');
    expect(seloDistancia(0.4, horasAtras(10), agora)).toEqual({ estilo: 'info', texto: '400 m' });
  });
  it('acima de 15 km é perigo só quando o início previsto passou de 2 horas', () => {
    expect(seloDistancia(15.1, horasAtras(2.1), agora).estilo).toBe('perigo');
    expect(seloDistancia(40, horasAtras(1.9), agora).estilo).toBe('info');
    expect(seloDistancia(40, horasAtras(-3), agora).estilo).toBe('info');
  });
  it('mostra KM acima de 1 km e metros abaixo', () => {
    expect(textoDistancia(32.25)).toBe('32,3 KM');
    expect(textoDistancia(1)).toBe('1000 m');
  });
});

describe('barra de progresso', () => {
  it('arredonda e limita a 100%', () => {
    expect(progressoViagem({ percentual: 133.4, distancia_percorrida: 10, distancia_percorrida_estimada: 5 })).toEqual({ percentual: 100, atrasada: false });
    expect(progressoViagem({ percentual: 49.5, distancia_percorrida: 10, distancia_percorrida_estimada: 10 }).percentual).toBe(50);
  });
  it('fica vermelha (atrasada) quando o percorrido é menor que o estimado', () => {
    expect(progressoViagem({ percentual: 20, distancia_percorrida: 9.9, distancia_percorrida_estimada: 10 }).atrasada).toBe(true);
  });
  it('texto de chegada', () => {
    expect(textoChegada(0.4)).toBe('Veículo próximo ao destino');
    expect(textoChegada(2.6)).toBe('Tempo estimado para chegada de 3 horas');
    expect(textoChegada(null)).toBeNull();
  });
});

describe('situação da viagem', () => {
  it('F1 a F12 levam às situações 1, 4, 9, 1, 6, 7, 11, 10, 8, 5, 3, 12', () => {
    expect(Array.from({ length: 12 }, (_, i) => TECLAS_SITUACAO[`F${i + 1}`])).toEqual([1, 4, 9, 1, 6, 7, 11, 10, 8, 5, 3, 12]);
  });
  it('mostra a situação 2 numa SM em viagem ainda na situação 1', () => {
    expect(situacaoExibida(2, 1)).toBe(2);
    expect(situacaoExibida(1, 1)).toBe(1);
    expect(situacaoExibida(2, 7)).toBe(7);
  });
  it('copia "situação HH:mm DD-MM" no horário de Brasília', () => {
    expect(textoCopiaSituacao('PARADA', new Date('2026-11-26T15:07:00Z'))).toBe('PARADA 12:07 26-11');
  });
});
