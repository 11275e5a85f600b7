import { cnpjValido, completarCnpj, completarCpf, cpfValido, emailValido, formatarCnpj, formatarCpf, formatarDocumento, formatarDocumentosNoTexto, formatarPlaca, formatarTelefone, normalizarPlaca, placaValida, somenteDigitos } from './documentos.js';

describe('CPF (spec 01 §5)', () => {
  it('aceita um CPF com dígitos verificadores corretos, com ou sem máscara', () => {
    expect(cpfValido('529.982.247-25')).toBe(true);
    expect(cpfValido('52998224725')).toBe(true);
  });
  it('recusa dígitos verificadores errados, dígitos repetidos e tamanhos errados', () => {
    expect(cpfValido('529.982.247-24')).toBe(false);
    expect(cpfValido('111.111.111-11')).toBe(false);
    expect(cpfValido('5299822472')).toBe(false);
    expect(cpfValido('')).toBe(false);
    expect(cpfValido(null)).toBe(false);
  });
  it('completa uma base com seus dígitos verificadores', () => {
    expect(completarCpf('529982247')).toBe('52998224725');
    expect(formatarCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('CNPJ (spec 01 §5)', () => {
  it('aceita um CNPJ com dígitos verificadores corretos', () => {
    expect(cnpjValido('11.222.333/0001-81')).toBe(true);
    expect(cnpjValido('11222333000181')).toBe(true);
  });
  it('recusa dígitos errados, dígitos todos iguais e tamanhos diferentes de 14', () => {
    expect(cnpjValido('11.222.333/0001-80')).toBe(false);
    expect(cnpjValido('00000000000000')).toBe(false);
    expect(cnpjValido('1122233300018')).toBe(false);
  });
  it('tira o que não é dígito e completa uma base', () => {
    expect(somenteDigitos('11.222.333/0001-81')).toBe('11222333000181');
    expect(completarCnpj('112223330001')).toBe('11222333000181');
    expect(formatarCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('placas', () => {
  it('aceita placas antigas e Mercosul e as normaliza', () => {
    expect(placaValida('ABC-1234')).toBe(true);
    expect(placaValida('abc1d23')).toBe(true);
    expect(normalizarPlaca('abc-1234')).toBe('ABC1234');
  });
  it('recusa placas malformadas', () => {
    expect(placaValida('AB-1234')).toBe(false);
    expect(placaValida('ABCD123')).toBe(false);
    expect(placaValida('')).toBe(false);
  });
});

describe('dígitos verificadores nos seus limites (spec 03 §5 "Documents")', () => {
  it('verifica também o primeiro dígito do CPF, não só o último', () => {
    // 529.982.247-33: the last digit is right for a first digit 3, but the first must be 2.
    expect(cpfValido('529.982.247-33')).toBe(false);
  });
  it('transforma um resto 0 ou 1 no dígito 0 e um resto 2 no dígito 9 (CPF)', () => {
    expect(cpfValido('100.001.351-00')).toBe(true); // remainders 0 and 0
    expect(cpfValido('100.000.399-00')).toBe(true); // remainders 1 and 1
    expect(cpfValido('100.000.329-99')).toBe(true); // remainders 2 and 2
    expect(completarCpf('100000329')).toBe('10000032999');
    expect(completarCpf('100000399')).toBe('10000039900');
  });
  it('verifica também o primeiro dígito do CNPJ, não só o último', () => {
    // 11.222.333/0001-90: the last digit is right for a first digit 9, but the first must be 8.
    expect(cnpjValido('11.222.333/0001-90')).toBe(false);
  });
  it('transforma um resto 0 ou 1 no dígito 0 e um resto 2 no dígito 9 (CNPJ)', () => {
    expect(cnpjValido('11.222.333/1171-00')).toBe(true); // remainders 0 and 0
    expect(cnpjValido('11.222.333/0885-00')).toBe(true); // remainders 1 and 1
    expect(cnpjValido('11.222.333/0300-99')).toBe(true); // remainders 2 and 2
    expect(completarCnpj('112223330300')).toBe('11222333030099');
  });
  it('recusa qualquer dígito repetido, não só zeros, e tamanhos uma unidade além do limite', () => {
    for (const d of '0123456789') {
      expect(cpfValido(d.repeat(11))).toBe(false);
      expect(cnpjValido(d.repeat(14))).toBe(false);
    }
    expect(cpfValido('529982247250')).toBe(false);
    expect(cnpjValido('112223330001810')).toBe(false);
    expect(cnpjValido(undefined)).toBe(false);
  });
});

describe('máscaras e placas', () => {
  it('deixa um número de tamanho errado como digitado', () => {
    expect(formatarCpf('1234')).toBe('1234');
    expect(formatarCnpj('12.345')).toBe('12.345');
    expect(formatarCpf('529.982.247-25')).toBe('529.982.247-25');
  });
  it('mostra o telefone guardado com a máscara de 10 ou 11 dígitos; outro tamanho como veio', () => {
    expect(formatarTelefone('11987654321')).toBe('(11)98765-4321');
    expect(formatarTelefone('1133334444')).toBe('(11)3333-4444');
    expect(formatarTelefone('(11) 98765-4321')).toBe('(11)98765-4321');
    expect(formatarTelefone('0800123')).toBe('0800123');
    expect(formatarTelefone(null)).toBe('');
  });
  it('mostra a placa antiga com traço e a Mercosul sem', () => {
    expect(formatarPlaca('abc1234')).toBe('ABC-1234');
    expect(formatarPlaca('ABC-1234')).toBe('ABC-1234');
    expect(formatarPlaca('ABC1D23')).toBe('ABC1D23');
    expect(formatarPlaca('AB')).toBe('AB');
    expect(formatarPlaca(null)).toBe('');
  });
  it('tira todo não dígito, também de nada', () => {
    expect(somenteDigitos('(11) 9 8765-4321')).toBe('11987654321');
    expect(somenteDigitos(null)).toBe('');
    expect(somenteDigitos(undefined)).toBe('');
  });
  it('normaliza uma placa sem espaços nem traços, e nada para vazio', () => {
    expect(normalizarPlaca(' abc 1d23 ')).toBe('ABC1D23');
    expect(normalizarPlaca(null)).toBe('');
  });
  it('recusa uma placa com qualquer coisa antes ou depois dela, ou uma letra onde vai um dígito', () => {
    expect(placaValida('XABC1234')).toBe(false);
    expect(placaValida('ABC12345')).toBe(false);
    expect(placaValida('ABCD234')).toBe(false);
    expect(placaValida('ABC1DD3')).toBe(false);
    expect(placaValida('ABC1D2X')).toBe(false);
    expect(placaValida(null)).toBe(false);
  });
});

describe('e-mail', () => {
  it('aceita nome@dominio.tld, sem espaços nas pontas', () => {
    expect(emailValido('ana@transportes.com.br')).toBe(true);
    expect(emailValido(' ana@x.io ')).toBe(true);
  });
  it('recusa uma parte faltando, espaços ou um segundo @', () => {
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
