import { FieldErrorBag } from '../shared/errors.js';
import { dinheiro, duracao, formatarDinheiro, parseDinheiro, parseHorarioRodagem } from './valores.js';

describe('money in R$ (numeric(14,2))', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['R$ 1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['1234', 1234],
    ['1.234', 1234],
    ['1.500.000,00', 1_500_000],
    ['0,01', 0.01],
    ['12.5', 12.5],
    [' 99,90 ', 99.9],
    [1234.567, 1234.57],
    [0, 0],
  ])('reads %p as %p', (entrada, esperado) => {
    expect(parseDinheiro(entrada)).toBe(esperado);
  });

  it.each(['12,3,4', 'abc', '1.23,45', '1,234.56', '12.345.6', '1,234', '--1', 'R$', '1e5', 'NaN'])('refuses %p', (entrada) => {
    if (entrada === 'R$') expect(parseDinheiro(entrada)).toBeNull();
    else expect(parseDinheiro(entrada)).toBeUndefined();
  });

  it('treats blanks as empty and refuses other types', () => {
    expect(parseDinheiro('')).toBeNull();
    expect(parseDinheiro(null)).toBeNull();
    expect(parseDinheiro(undefined)).toBeNull();
    expect(parseDinheiro(true)).toBeUndefined();
    expect(parseDinheiro(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('records negative, malformed, too large and missing values in the bag', () => {
    const bag = new FieldErrorBag();
    expect(dinheiro(bag, 'a', '-1,00')).toBe(-1);
    dinheiro(bag, 'b', 'x');
    dinheiro(bag, 'c', 1e13);
    dinheiro(bag, 'd', '', true);
    expect(dinheiro(bag, 'e', '999.999.999.999,99')).toBe(999_999_999_999.99);
    expect(() => bag.throwIfAny()).toThrow(expect.objectContaining({
      errors: { a: ['não pode ser negativo'], b: ['valor inválido (use 1.234,56)'], c: ['valor acima do permitido'], d: ['não pode ficar em branco'] },
    }));
  });

  it('formats back in pt-BR and round-trips every cent value of a generated sample', () => {
    expect(formatarDinheiro(1234.5)).toBe('R$ 1.234,50');
    expect(formatarDinheiro(0)).toBe('R$ 0,00');
    expect(formatarDinheiro(-1_000_000)).toBe('-R$ 1.000.000,00');
    let s = 7;
    for (let i = 0; i < 500; i++) {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      const centavos = s % 10 ** (1 + (i % 12));
      const valor = centavos / 100;
      expect(parseDinheiro(formatarDinheiro(valor))).toBe(valor);
    }
  });
});

describe('running hours HH:mm - HH:mm', () => {
  it('reads a window and flags one that crosses midnight', () => {
    expect(parseHorarioRodagem('05:00 - 22:00')).toEqual({ horario_rodagem: '05:00 - 22:00', horario_rodagem_inicio: '05:00', horario_rodagem_termino: '22:00', horario_rodagem_vira_dia: false });
    expect(parseHorarioRodagem('22:00-05:30')).toMatchObject({ horario_rodagem: '22:00 - 05:30', horario_rodagem_vira_dia: true });
    expect(parseHorarioRodagem('')).toBeNull();
  });
  it.each(['25:00 - 07:00', '07:60 - 08:00', '7:00 - 08:00', '07:00', '07:00 - ', 'abc', '07:00 - 24:00'])('refuses %p', (v) => {
    expect(parseHorarioRodagem(v)).toBeUndefined();
  });
});

describe('durations HH:mm:ss', () => {
  it('reads, completes HH:mm and refuses the rest', () => {
    const bag = new FieldErrorBag();
    expect(duracao(bag, 'a', '00:10:00')).toBe('00:10:00');
    expect(duracao(bag, 'a', '01:30')).toBe('01:30:00');
    expect(duracao(bag, 'a', '48:00:00')).toBe('48:00:00');
    expect(bag.empty).toBe(true);
    duracao(bag, 'b', '1:00');
    duracao(bag, 'c', '00:61:00');
    duracao(bag, 'd', null, true);
    expect(() => bag.throwIfAny()).toThrow(expect.objectContaining({
      errors: { b: ["tempo inválido (use 'HH:mm:ss')"], c: ["tempo inválido (use 'HH:mm:ss')"], d: ['não pode ficar em branco'] },
    }));
  });
});
