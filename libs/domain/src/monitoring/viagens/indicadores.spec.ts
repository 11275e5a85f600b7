import { describe, expect, it } from '@jest/globals';
import { situacaoExibida, TECLAS_SITUACAO } from './indicadores.js';

describe('situação da viagem nas listas', () => {
  it('F1 a F12 levam às situações 1, 4, 9, 1, 6, 7, 11, 10, 8, 5, 3, 12', () => {
    expect(Array.from({ length: 12 }, (_, i) => TECLAS_SITUACAO[`F${i + 1}`])).toEqual([1, 4, 9, 1, 6, 7, 11, 10, 8, 5, 3, 12]);
  });
  it('mostra a situação 2 numa SM em viagem ainda na situação 1', () => {
    expect(situacaoExibida(2, 1)).toBe(2);
    expect(situacaoExibida(1, 1)).toBe(1);
    expect(situacaoExibida(2, 7)).toBe(7);
    expect(situacaoExibida(2, null)).toBeNull();
  });
});
