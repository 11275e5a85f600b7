import { cnpjValido, completarCnpj, completarCpf, cpfValido, formatarCnpj, formatarCpf, normalizarPlaca, placaValida, somenteDigitos } from './documentos.js';

describe('CPF (spec 01 §5)', () => {
  it('accepts a CPF with correct check digits, masked or not', () => {
    expect(cpfValido('529.982.247-25')).toBe(true);
    expect(cpfValido('52998224725')).toBe(true);
  });
  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    expect(cpfValido('529.982.247-24')).toBe(false);
    expect(cpfValido('111.111.111-11')).toBe(false);
    expect(cpfValido('5299822472')).toBe(false);
    expect(cpfValido('')).toBe(false);
    expect(cpfValido(null)).toBe(false);
  });
  it('completes a base with its check digits', () => {
    expect(completarCpf('529982247')).toBe('52998224725');
    expect(formatarCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('CNPJ (spec 01 §5)', () => {
  it('accepts a CNPJ with correct check digits', () => {
    expect(cnpjValido('11.222.333/0001-81')).toBe(true);
    expect(cnpjValido('11222333000181')).toBe(true);
  });
  it('refuses wrong digits, all-same digits and non-14 lengths', () => {
    expect(cnpjValido('11.222.333/0001-80')).toBe(false);
    expect(cnpjValido('00000000000000')).toBe(false);
    expect(cnpjValido('1122233300018')).toBe(false);
  });
  it('strips non-digits and completes a base', () => {
    expect(somenteDigitos('11.222.333/0001-81')).toBe('11222333000181');
    expect(completarCnpj('112223330001')).toBe('11222333000181');
    expect(formatarCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('plates', () => {
  it('accepts old and Mercosul plates and normalises them', () => {
    expect(placaValida('ABC-1234')).toBe(true);
    expect(placaValida('abc1d23')).toBe(true);
    expect(normalizarPlaca('abc-1234')).toBe('ABC1234');
  });
  it('refuses malformed plates', () => {
    expect(placaValida('AB-1234')).toBe(false);
    expect(placaValida('ABCD123')).toBe(false);
    expect(placaValida('')).toBe(false);
  });
});
