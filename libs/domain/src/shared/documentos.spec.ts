import { cnpjValido, completarCnpj, completarCpf, cpfValido, emailValido, formatarCnpj, formatarCpf, formatarDocumento, formatarDocumentosNoTexto, normalizarPlaca, placaValida, somenteDigitos } from './documentos.js';

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

describe('check digits at their boundaries (spec 03 §5 "Documents")', () => {
  it('checks the first CPF digit too, not only the last', () => {
    // 529.982.247-33: the last digit is right for a first digit 3, but the first must be 2.
    expect(cpfValido('529.982.247-33')).toBe(false);
  });
  it('turns a remainder of 0 or 1 into digit 0 and a remainder of 2 into digit 9 (CPF)', () => {
    expect(cpfValido('100.001.351-00')).toBe(true); // remainders 0 and 0
    expect(cpfValido('100.000.399-00')).toBe(true); // remainders 1 and 1
    expect(cpfValido('100.000.329-99')).toBe(true); // remainders 2 and 2
    expect(completarCpf('100000329')).toBe('10000032999');
    expect(completarCpf('100000399')).toBe('10000039900');
  });
  it('checks the first CNPJ digit too, not only the last', () => {
    // 11.222.333/0001-90: the last digit is right for a first digit 9, but the first must be 8.
    expect(cnpjValido('11.222.333/0001-90')).toBe(false);
  });
  it('turns a remainder of 0 or 1 into digit 0 and a remainder of 2 into digit 9 (CNPJ)', () => {
    expect(cnpjValido('11.222.333/1171-00')).toBe(true); // remainders 0 and 0
    expect(cnpjValido('11.222.333/0885-00')).toBe(true); // remainders 1 and 1
    expect(cnpjValido('11.222.333/0300-99')).toBe(true); // remainders 2 and 2
    expect(completarCnpj('112223330300')).toBe('11222333030099');
  });
  it('refuses any repeated digit, not only zeros, and lengths one past the limit', () => {
    for (const d of '0123456789') {
      expect(cpfValido(d.repeat(11))).toBe(false);
      expect(cnpjValido(d.repeat(14))).toBe(false);
    }
    expect(cpfValido('529982247250')).toBe(false);
    expect(cnpjValido('112223330001810')).toBe(false);
    expect(cnpjValido(undefined)).toBe(false);
  });
});

describe('masks and plates', () => {
  it('leaves a number of the wrong length as typed', () => {
    expect(formatarCpf('1234')).toBe('1234');
    expect(formatarCnpj('12.345')).toBe('12.345');
    expect(formatarCpf('529.982.247-25')).toBe('529.982.247-25');
  });
  it('strips every non-digit, also from nothing', () => {
    expect(somenteDigitos('(11) 9 8765-4321')).toBe('11987654321');
    expect(somenteDigitos(null)).toBe('');
    expect(somenteDigitos(undefined)).toBe('');
  });
  it('normalises a plate without spaces or dashes, and nothing to empty', () => {
    expect(normalizarPlaca(' abc 1d23 ')).toBe('ABC1D23');
    expect(normalizarPlaca(null)).toBe('');
  });
  it('refuses a plate with anything before or after it, or a letter where a digit goes', () => {
    expect(placaValida('XABC1234')).toBe(false);
    expect(placaValida('ABC12345')).toBe(false);
    expect(placaValida('ABCD234')).toBe(false);
    expect(placaValida('ABC1DD3')).toBe(false);
    expect(placaValida('ABC1D2X')).toBe(false);
    expect(placaValida(null)).toBe(false);
  });
});

describe('e-mail', () => {
  it('accepts name@domain.tld, trimmed', () => {
    expect(emailValido('ana@transportes.com.br')).toBe(true);
    expect(emailValido(' ana@x.io ')).toBe(true);
  });
  it('refuses a missing part, spaces or a second @', () => {
    for (const v of ['ana', 'ana@', '@x.io', 'ana@x', 'ana@x.', 'a na@x.io', 'ana@x@y.io', 'xana@x.io y', '', null, undefined]) expect(emailValido(v)).toBe(false);
  });
});

describe('formatarDocumento', () => {
  it('CPF ou CNPJ pelo número de dígitos; o resto como veio', () => {
    expect(formatarDocumento('52998224725')).toBe('529.982.247-25');
    expect(formatarDocumento('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatarDocumento('123')).toBe('123');
    expect(formatarDocumento(null)).toBe('');
  });
  it('formata só as sequências de 11 ou 14 dígitos de um texto', () => {
    expect(formatarDocumentosNoTexto('MOTORISTA 52998224725 / VEICULO ABC1D23 / EMPRESA 11222333000181 / 123456789012')).toBe(
      'MOTORISTA 529.982.247-25 / VEICULO ABC1D23 / EMPRESA 11.222.333/0001-81 / 123456789012',
    );
  });
});
