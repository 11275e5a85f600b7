import { describe, expect, it } from '@jest/globals';
import { diaCurto, formatarEixo, formatarValor } from './formatos';

describe('números dos dashboards em pt-BR', () => {
  it('inteiros com milhar, reais com duas casas; eixos de reais abreviados', () => {
    expect(formatarValor(1234567)).toBe('1.234.567');
    expect(formatarValor(243146050, 'moeda')).toBe('R$ 243.146.050,00');
    expect(formatarEixo(243146050, 'moeda')).toBe('R$ 243,1 mi');
    expect(formatarEixo(35000, 'moeda')).toBe('R$ 35 mil');
    expect(formatarValor(null)).toBe('—');
    expect(formatarEixo('x')).toBe('');
  });

  it('o dia da série como dd/mm', () => {
    expect(diaCurto('2026-11-03')).toBe('03/11');
  });
});
