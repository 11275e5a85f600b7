import { FieldErrorBag } from '../shared/index.js';
import { dinheiro, duracao, formatarDinheiro, parseDinheiro, parseHorarioRodagem } from './valores.js';

describe('dinheiro em R$ (numeric(14,2))', () => {
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
  ])('lê %p como %p', (entrada, esperado) => {
    expect(parseDinheiro(entrada)).toBe(esperado);
  });

  it.each(['12,3,4', 'abc', '1.23,45', '1,234.56', '12.345.6', '1,234', '--1', 'R$', '1e5', 'NaN'])('recusa %p', (entrada) => {
    if (entrada === 'R$') expect(parseDinheiro(entrada)).toBeNull();
    else expect(parseDinheiro(entrada)).toBeUndefined();
  });

  it('trata brancos como vazio e recusa outros tipos', () => {
    expect(parseDinheiro('')).toBeNull();
    expect(parseDinheiro(null)).toBeNull();
    expect(parseDinheiro(undefined)).toBeNull();
    expect(parseDinheiro(true)).toBeUndefined();
    expect(parseDinheiro(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('registra valores negativos, malformados, grandes demais e faltando na bolsa de erros', () => {
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

  it('formata de volta em pt-BR e vai e volta com todo valor em centavos de uma amostra gerada', () => {
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

describe('horário de rodagem HH:mm - HH:mm', () => {
  it('lê uma janela e marca uma que passa da meia-noite', () => {
    expect(parseHorarioRodagem('05:00 - 22:00')).toEqual({ horario_rodagem: '05:00 - 22:00', horario_rodagem_inicio: '05:00', horario_rodagem_termino: '22:00', horario_rodagem_vira_dia: false });
    expect(parseHorarioRodagem('22:00-05:30')).toMatchObject({ horario_rodagem: '22:00 - 05:30', horario_rodagem_vira_dia: true });
    expect(parseHorarioRodagem('')).toBeNull();
  });
  it.each(['25:00 - 07:00', '07:60 - 08:00', '7:00 - 08:00', '07:00', '07:00 - ', 'abc', '07:00 - 24:00'])('recusa %p', (v) => {
    expect(parseHorarioRodagem(v)).toBeUndefined();
  });
});

describe('durações HH:mm:ss', () => {
  it('lê, completa HH:mm e recusa o resto', () => {
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

describe('dinheiro, limites', () => {
  const campo = (valor: unknown, obrigatorio = false) => {
    const bag = new FieldErrorBag();
    const n = dinheiro(bag, 'valor', valor, obrigatorio);
    try {
      bag.throwIfAny();
    } catch (e) {
      return { n, erros: (e as { errors: unknown }).errors };
    }
    return { n };
  };
  it('aceita dinheiro zero', () => {
    expect(campo(0)).toEqual({ n: 0 });
    expect(campo('0,00')).toEqual({ n: 0 });
    expect(campo('R$ 0')).toEqual({ n: 0 });
  });
  it('lê um sinal com espaços, duas casas decimais sem pontos de milhar, e um ponto decimal de máquina', () => {
    expect(parseDinheiro('- 5,00')).toBe(-5);
    expect(parseDinheiro('1234,56')).toBe(1234.56);
    expect(parseDinheiro('12.55')).toBe(12.55);
    expect(parseDinheiro('r$1,5')).toBe(1.5);
  });
  it('recusa R$ em qualquer lugar que não seja na frente', () => {
    expect(parseDinheiro('5 R$')).toBeUndefined();
    expect(campo('5 R$')).toEqual({ n: null, erros: { valor: ['valor inválido (use 1.234,56)'] } });
  });
});

describe('horário de rodagem, limites', () => {
  it('lê nada como nenhuma janela e recusa o que não é texto', () => {
    expect(parseHorarioRodagem(null)).toBeNull();
    expect(parseHorarioRodagem(undefined)).toBeNull();
    expect(parseHorarioRodagem('   ')).toBeNull();
    expect(parseHorarioRodagem(600)).toBeUndefined();
  });
  it('aceita 00:00 a 23:59 dos dois lados, sem espaços nas pontas', () => {
    expect(parseHorarioRodagem(' 00:00-23:59 ')).toEqual({ horario_rodagem: '00:00 - 23:59', horario_rodagem_inicio: '00:00', horario_rodagem_termino: '23:59', horario_rodagem_vira_dia: false });
    expect(parseHorarioRodagem('19:00 - 09:59')).toMatchObject({ horario_rodagem_vira_dia: true });
  });
  it('não chama de virada de dia uma janela que começa e termina no mesmo minuto', () => {
    expect(parseHorarioRodagem('05:00 - 05:00')).toMatchObject({ horario_rodagem_vira_dia: false });
  });
  it.each(['24:00 - 05:00', '05:00 - 24:00', '05:60 - 06:00', '05:00 - 06:60', 'x05:00 - 06:00', '05:00 - 06:00x', '5:00 - 06:00', '05:00 06:00'])('recusa %p', (v) => {
    expect(parseHorarioRodagem(v)).toBeUndefined();
  });
});

describe('durações, limites', () => {
  const campo = (valor: unknown, obrigatorio?: boolean) => {
    const bag = new FieldErrorBag();
    const d = duracao(bag, 'tempo', valor, obrigatorio);
    try {
      bag.throwIfAny();
    } catch (e) {
      return { d, erros: (e as { errors: unknown }).errors };
    }
    return { d };
  };
  it('deixa uma duração opcional vazia sem reclamar', () => {
    expect(campo(null)).toEqual({ d: null });
    expect(campo(undefined)).toEqual({ d: null });
    expect(campo('  ')).toEqual({ d: null });
  });
  it('exige uma obrigatória', () => {
    expect(campo(undefined, true)).toEqual({ d: null, erros: { tempo: ['não pode ficar em branco'] } });
    expect(campo(' ', true)).toEqual({ d: null, erros: { tempo: ['não pode ficar em branco'] } });
  });
  it('tira os espaços das pontas do texto e recusa números ou caracteres sobrando no fim', () => {
    expect(campo(' 01:30 ')).toEqual({ d: '01:30:00' });
    expect(campo(90)).toEqual({ d: null, erros: { tempo: ["tempo inválido (use 'HH:mm:ss')"] } });
    expect(campo('01:30:00x')).toEqual({ d: null, erros: { tempo: ["tempo inválido (use 'HH:mm:ss')"] } });
  });
});
