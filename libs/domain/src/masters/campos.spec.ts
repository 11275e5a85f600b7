import { BusinessRuleError, FieldErrorBag, ValidationError } from '../shared/index.js';
import * as campos from './campos.js';
import { validarContato } from './contato.js';
import { erroDuplicado, exigirExclusaoPermitida, LISTAS, validarLista } from './listas.js';
import { exigirSemReferencias, juntarLista, mesmaVersao } from './exclusao.js';

function erros(fn: (bag: FieldErrorBag) => unknown): Record<string, string[]> {
  const bag = new FieldErrorBag();
  fn(bag);
  try {
    bag.throwIfAny();
    return {};
  } catch (e) {
    return (e as ValidationError).errors;
  }
}

describe('document fields (spec 03 §5 "Documents")', () => {
  it('stores CPF and CNPJ digits only and says "CPF inválido" / "CNPJ inválido"', () => {
    const bag = new FieldErrorBag();
    expect(campos.cpf(bag, 'cpf', '529.982.247-25')).toBe('52998224725');
    expect(campos.cnpj(bag, 'cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(bag.empty).toBe(true);
    expect(erros((b) => campos.cpf(b, 'cpf', '111.111.111-11'))).toEqual({ cpf: ['CPF inválido'] });
    expect(erros((b) => campos.cpf(b, 'cpf', '529.982.247-24'))).toEqual({ cpf: ['CPF inválido'] });
    expect(erros((b) => campos.cnpj(b, 'cnpj', '11.222.333/0001-80'))).toEqual({ cnpj: ['CNPJ inválido'] });
    expect(erros((b) => campos.cnpj(b, 'cnpj', '00000000000000'))).toEqual({ cnpj: ['CNPJ inválido'] });
    expect(erros((b) => campos.cnpj(b, 'cnpj', ''))).toEqual({ cnpj: ['não pode ficar em branco'] });
    expect(erros((b) => campos.cpf(b, 'cpf', null, false))).toEqual({});
  });

  it('normalises old and Mercosul plates and refuses others', () => {
    const bag = new FieldErrorBag();
    expect(campos.placa(bag, 'placa', 'abc-1234')).toBe('ABC1234');
    expect(campos.placa(bag, 'placa', 'bra2e19')).toBe('BRA2E19');
    expect(bag.empty).toBe(true);
    expect(erros((b) => campos.placa(b, 'placa', 'AB-12345'))).toEqual({ placa: ['Placa inválida'] });
    expect(erros((b) => campos.placa(b, 'placa', '1234ABC'))).toEqual({ placa: ['Placa inválida'] });
  });
});

describe('phones, CEP, UF and the other masks (spec 03 §5 "Masks")', () => {
  it('accepts (99)9999-9999 with an optional ninth digit, digits only', () => {
    const bag = new FieldErrorBag();
    expect(campos.telefone(bag, 'telefone', '(11) 3456-7890')).toBe('1134567890');
    expect(campos.telefone(bag, 'telefone', '(11) 98765-4321')).toBe('11987654321');
    expect(bag.empty).toBe(true);
    for (const ruim of ['3456-7890', '(11) 98765-43210', '(00) 0000-0000', '0119876543']) {
      expect(erros((b) => campos.telefone(b, 'telefone', ruim))).toEqual({ telefone: ['Telefone inválido'] });
    }
  });
  it('asks fone1 for at least 11 digits (spec 03 §5 "Employee")', () => {
    expect(erros((b) => campos.telefone(b, 'fone1', '(11) 3456-7890', { minimo: 11 }))).toEqual({ fone1: ['deve ter no mínimo 11 dígitos'] });
    expect(erros((b) => campos.telefone(b, 'fone1', '', { minimo: 11, obrigatorio: true }))).toEqual({ fone1: ['não pode ficar em branco'] });
    expect(erros((b) => campos.telefone(b, 'fone1', '(11) 98765-4321', { minimo: 11 }))).toEqual({});
  });
  it('checks CEP (99999-999 or 99.999-999) and UF among the 27', () => {
    const bag = new FieldErrorBag();
    expect(campos.cep(bag, 'cep', '01.310-100')).toBe('01310100');
    expect(campos.uf(bag, 'uf', 'sp')).toBe('SP');
    expect(bag.empty).toBe(true);
    expect(erros((b) => campos.cep(b, 'cep', '1310-100'))).toEqual({ cep: ['CEP inválido'] });
    expect(erros((b) => campos.cep(b, 'cep', '00000-000'))).toEqual({ cep: ['CEP inválido'] });
    expect(erros((b) => campos.uf(b, 'uf', 'XX'))).toEqual({ uf: ['UF inválida'] });
  });
  it('checks RENAVAM with its check digit and the 11-digit CNH', () => {
    const renavam = campos.completarRenavam('0063986138');
    expect(renavam).toHaveLength(11);
    expect(campos.renavamValido(renavam)).toBe(true);
    const errado = renavam.slice(0, 10) + String((Number(renavam[10]) + 1) % 10);
    expect(campos.renavamValido(errado)).toBe(false);
    expect(campos.renavamValido('11111111111')).toBe(false);
    expect(erros((b) => campos.registroCnh(b, 'registro_cnh', '1234567890'))).toEqual({ registro_cnh: ['CNH inválida'] });
    expect(erros((b) => campos.registroCnh(b, 'registro_cnh', '02650306461'))).toEqual({});
  });
  it('reads days as yyyy-mm-dd or dd/mm/yyyy and refuses impossible dates', () => {
    const bag = new FieldErrorBag();
    expect(campos.dataDia(bag, 'd', '31/12/2027')).toBe('2027-12-31');
    expect(campos.dataDia(bag, 'd', '2027-01-05T00:00:00.000Z')).toBe('2027-01-05');
    expect(erros((b) => campos.dataDia(b, 'd', '31/02/2027'))).toEqual({ d: ['data inválida'] });
  });
  it('uppercases names, folds spaces and limits lengths; lists take listed values only', () => {
    const bag = new FieldErrorBag();
    expect(campos.texto(bag, 'n', '  joão   da silva ', { max: 50, maiusculas: true })).toBe('JOÃO DA SILVA');
    expect(campos.opcao(bag, 'cor', 'prata', ['PRATA', 'PRETO'])).toBe('PRATA');
    expect(bag.empty).toBe(true);
    expect(erros((b) => campos.texto(b, 'n', 'x'.repeat(11), { max: 10 }))).toEqual({ n: ['deve ter no máximo 10 caracteres'] });
    expect(erros((b) => campos.opcao(b, 'cor', 'ROSA', ['PRATA']))).toEqual({ cor: ['deve ser um de: PRATA'] });
  });
});

describe('contacts (spec 01 §5, spec 03 §3 "Contact")', () => {
  it('defaults to OPERACIONAL, priority 1, and stores the phone as digits', () => {
    expect(validarContato({ cliente_id: 1, nome: 'maria souza', telefone: '(31) 99876-5432' }, null)).toEqual({
      cliente_id: 1, nome: 'MARIA SOUZA', telefone: '31998765432', email: null, tipo: 'OPERACIONAL', prioridade: 1,
    });
  });
  it('calls a name shorter than 5 characters incomplete and needs a phone or an e-mail', () => {
    expect(() => validarContato({ cliente_id: 1, nome: 'Ana', telefone: '11987654321' }, null)).toThrow(ValidationError);
    try {
      validarContato({ nome: 'Ana', telefone: '123', email: 'x@' }, null);
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({
        cliente_id: ['não pode ficar em branco'],
        nome: ['nome incompleto: informe ao menos 5 caracteres'],
        telefone: ['Telefone inválido'],
        email: ['não é um e-mail válido'],
      });
    }
  });
});

describe('reference lists', () => {
  it('uppercases descriptions and keeps a free text as typed', () => {
    expect(validarLista(LISTAS.tecnologias, { descricao: ' sascar ' }, null)).toEqual({ descricao: 'SASCAR' });
    expect(validarLista(LISTAS.emails, { descricao: 'alerta', assunto: 'Alerta de {placa}', texto: 'Olá,\n\nveículo {placa}.' }, null)).toEqual({
      descricao: 'ALERTA', assunto: 'Alerta de {placa}', texto: 'Olá,\n\nveículo {placa}.',
    });
    expect(validarLista(LISTAS.modelos, { nome: 'fh 540' }, { nome: 'FH 460', fabricante_id: 2 })).toEqual({ nome: 'FH 540', fabricante_id: 2 });
  });
  it('answers 400 per field for blanks, bad references and bad UFs', () => {
    expect(() => validarLista(LISTAS.modelos, { nome: '', fabricante_id: 'x' }, null)).toThrow(ValidationError);
    try {
      validarLista(LISTAS.estados, { uf: 'ZZ', nome: '' }, null);
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({ uf: ['UF inválida'], nome: ['não pode ficar em branco'] });
    }
    expect(erroDuplicado(LISTAS.modelos)).toEqual({ nome: ['já está em uso'] });
  });
  it('keeps the technologies the rules name (2, 4, 13) and names the delete messages', () => {
    expect(() => exigirExclusaoPermitida(LISTAS.tecnologias, 13)).toThrow(/telemonitoramento/);
    expect(() => exigirExclusaoPermitida(LISTAS.tecnologias, 5)).not.toThrow();
    expect(LISTAS.tecnologias.mensagens.removido).toBe('Tecnologia removida com sucesso');
    expect(LISTAS.tecnologias.mensagens.salvo).toBe('Tecnologia salva com sucesso');
    expect(LISTAS.emails.mensagens.removido).toBe('Layout removido com sucesso');
  });
});

describe('deleting referenced rows and stale edits', () => {
  it('refuses with a plain message naming what refers to the row', () => {
    expect(juntarLista(['usuários', 'contatos', 'vínculos de veículos'])).toBe('usuários, contatos e vínculos de veículos');
    expect(() => exigirSemReferencias('o cliente', ['usuários'])).toThrow('Não é possível excluir o cliente: existem usuários ligados a este registro. Nada foi removido.');
    expect(() => exigirSemReferencias('o cliente', [])).not.toThrow();
  });
  it('compares the updated_at read with the row at millisecond precision', () => {
    const atual = new Date('2026-11-22T12:00:00.123Z');
    expect(mesmaVersao('2026-11-22T12:00:00.123Z', atual)).toBe(true);
    expect(mesmaVersao('2026-11-22T12:00:00.122Z', atual)).toBe(false);
    expect(mesmaVersao(undefined, atual)).toBe(true);
    expect(mesmaVersao('ontem', atual)).toBe(false);
  });
});

describe('deleting and versions, edges', () => {
  it('joins zero, one and two names', () => {
    expect(juntarLista([])).toBe('');
    expect(juntarLista(['contatos'])).toBe('contatos');
    expect(juntarLista(['contatos', 'usuários'])).toBe('contatos e usuários');
  });
  it('deletes what nothing references, and names the references otherwise', () => {
    expect(() => exigirSemReferencias('o cliente', [])).not.toThrow();
    expect(() => exigirSemReferencias('o cliente', ['contatos'])).toThrow(new BusinessRuleError('Não é possível excluir o cliente: existem contatos ligados a este registro. Nada foi removido.'));
  });
  it('takes an edit without a version as current and an unreadable one as stale', () => {
    const atual = new Date('2026-11-22T12:00:00.123Z');
    expect(mesmaVersao(undefined, atual)).toBe(true);
    expect(mesmaVersao('', atual)).toBe(true);
    expect(mesmaVersao('2026-11-22T12:00:00.123Z', atual)).toBe(true);
    expect(mesmaVersao('ontem', atual)).toBe(false);
  });
});

describe('field rules at their boundaries', () => {
  it('texts: required, minimum and maximum length, kept as typed unless names', () => {
    expect(erros((b) => campos.texto(b, 'n', '   ', { max: 10, obrigatorio: true }))).toEqual({ n: ['não pode ficar em branco'] });
    expect(erros((b) => campos.texto(b, 'n', null, { max: 10 }))).toEqual({});
    expect(erros((b) => campos.texto(b, 'n', 'abc', { max: 10, min: 4 }))).toEqual({ n: ['deve ter no mínimo 4 caracteres'] });
    expect(erros((b) => campos.texto(b, 'n', 'abcd', { max: 4, min: 4 }))).toEqual({});
    const bag = new FieldErrorBag();
    expect(campos.texto(bag, 'n', ' Rua  Sete ', { max: 20 })).toBe('Rua Sete');
    expect(campos.texto(bag, 'n', 12, { max: 20 })).toBe('12');
  });
  it('fixed lists: blank is an error only when required', () => {
    expect(erros((b) => campos.opcao(b, 'tipo', ' ', ['A'], true))).toEqual({ tipo: ['não pode ficar em branco'] });
    expect(erros((b) => campos.opcao(b, 'tipo', null, ['A']))).toEqual({});
    expect(erros((b) => campos.opcao(b, 'tipo', 'c', ['A', 'B']))).toEqual({ tipo: ['deve ser um de: A, B'] });
  });
  it('documents: optional ones may be blank, a plate may not', () => {
    expect(erros((b) => campos.cnpj(b, 'cnpj', '', false))).toEqual({});
    expect(erros((b) => campos.cpf(b, 'cpf', ''))).toEqual({ cpf: ['não pode ficar em branco'] });
    expect(erros((b) => campos.placa(b, 'placa', ' - '))).toEqual({ placa: ['não pode ficar em branco'] });
  });
  it('phones: 10 or 11 digits, never all the same digit nor starting with 0', () => {
    expect(erros((b) => campos.telefone(b, 't', '1134567890'))).toEqual({});
    expect(erros((b) => campos.telefone(b, 't', '113456789'))).toEqual({ t: ['Telefone inválido'] });
    expect(erros((b) => campos.telefone(b, 't', '119876543210'))).toEqual({ t: ['Telefone inválido'] });
    expect(erros((b) => campos.telefone(b, 't', '2222222222'))).toEqual({ t: ['Telefone inválido'] });
    expect(erros((b) => campos.telefone(b, 't', '', {}))).toEqual({});
    expect(erros((b) => campos.telefone(b, 't', '(11) 3456-789', { minimo: 11 }))).toEqual({ t: ['deve ter no mínimo 11 dígitos'] });
  });
  it('CEP: exactly 8 digits, blank allowed', () => {
    expect(erros((b) => campos.cep(b, 'cep', '013101000'))).toEqual({ cep: ['CEP inválido'] });
    expect(erros((b) => campos.cep(b, 'cep', '0131010'))).toEqual({ cep: ['CEP inválido'] });
    expect(erros((b) => campos.cep(b, 'cep', '01000000'))).toEqual({});
    expect(erros((b) => campos.cep(b, 'cep', ''))).toEqual({});
  });
  it('UF: required only when asked, any of the 27', () => {
    expect(erros((b) => campos.uf(b, 'uf', '', true))).toEqual({ uf: ['não pode ficar em branco'] });
    expect(erros((b) => campos.uf(b, 'uf', ''))).toEqual({});
    expect(['AC', 'TO', 'DF'].every(campos.ufValida)).toBe(true);
    expect(campos.ufValida('sp')).toBe(false);
  });
  it('e-mail: lowercased, at most 150 characters, blank allowed', () => {
    const bag = new FieldErrorBag();
    expect(campos.email(bag, 'email', ' Ana@X.IO ')).toBe('ana@x.io');
    expect(campos.email(bag, 'email', '')).toBeNull();
    const longo = `${'a'.repeat(141)}@empresa.io`;
    expect(longo).toHaveLength(152);
    expect(erros((b) => campos.email(b, 'email', longo))).toEqual({ email: ['deve ter no máximo 150 caracteres'] });
    expect(erros((b) => campos.email(b, 'email', `${'a'.repeat(139)}@empresa.io`))).toEqual({});
  });
  it('RENAVAM: 11 digits whose last checks the first ten; blank allowed', () => {
    const valido = campos.completarRenavam('0063986138');
    expect(erros((b) => campos.renavam(b, 'renavan', valido))).toEqual({});
    expect(erros((b) => campos.renavam(b, 'renavan', valido.slice(1)))).toEqual({ renavan: ['RENAVAM inválido'] });
    expect(erros((b) => campos.renavam(b, 'renavan', ''))).toEqual({});
    expect(campos.renavamValido(`${valido}0`)).toBe(false);
    // A check sum whose remainder is 10 gives the digit 0.
    const comZero = ['1000000001', '1000000002', '1000000003', '1000000004', '1000000005', '1000000006', '1000000007', '1000000008', '1000000009', '1000000010']
      .map(campos.completarRenavam).filter((r) => r.endsWith('0'));
    expect(comZero.length).toBeGreaterThan(0);
    for (const r of comZero) expect(campos.renavamValido(r)).toBe(true);
  });
  it('CNH: required only when asked, 11 digits not all the same', () => {
    expect(erros((b) => campos.registroCnh(b, 'cnh', '', true))).toEqual({ cnh: ['não pode ficar em branco'] });
    expect(erros((b) => campos.registroCnh(b, 'cnh', ''))).toEqual({});
    expect(erros((b) => campos.registroCnh(b, 'cnh', '22222222222'))).toEqual({ cnh: ['CNH inválida'] });
    expect(erros((b) => campos.registroCnh(b, 'cnh', '026503064610'))).toEqual({ cnh: ['CNH inválida'] });
  });
  it('days: years 1900 to 2200, real dates, blank allowed', () => {
    const bag = new FieldErrorBag();
    expect(campos.dataDia(bag, 'd', '01/01/1900')).toBe('1900-01-01');
    expect(campos.dataDia(bag, 'd', '2200-12-31')).toBe('2200-12-31');
    expect(campos.dataDia(bag, 'd', '')).toBeNull();
    expect(bag.empty).toBe(true);
    for (const v of ['31/12/1899', '2201-01-01', '2027-02-29', '2027-13-01', '32/01/2027', 'x2027-01-01', '01/01/2027x', '2027-01-01 10:00']) {
      expect([v, erros((b) => campos.dataDia(b, 'd', v))]).toEqual([v, { d: ['data inválida'] }]);
    }
  });
  it('integers: within the range, blank allowed unless required', () => {
    const bag = new FieldErrorBag();
    expect(campos.inteiro(bag, 'p', ' 1 ', 1, 9)).toBe(1);
    expect(campos.inteiro(bag, 'p', 9, 1, 9)).toBe(9);
    expect(campos.inteiro(bag, 'p', '-2', -5, 9)).toBe(-2);
    expect(campos.inteiro(bag, 'p', '', 1, 9)).toBeNull();
    expect(bag.empty).toBe(true);
    for (const v of ['0', '10', '1.5', 'x1', '1x', '1234567890']) expect([v, erros((b) => campos.inteiro(b, 'p', v, 0 + 1, 9))]).toEqual([v, { p: ['deve ser um número inteiro entre 1 e 9'] }]);
    expect(erros((b) => campos.inteiro(b, 'p', null, 1, 9, true))).toEqual({ p: ['não pode ficar em branco'] });
  });
});

describe('contacts, edits and limits', () => {
  const atual = validarContato({ cliente_id: 3, nome: 'maria souza', email: 'm@x.io', tipo: 'financeiro', prioridade: 2 }, null);
  it('keeps the fields an edit leaves out', () => {
    expect(atual).toEqual({ cliente_id: 3, nome: 'MARIA SOUZA', telefone: null, email: 'm@x.io', tipo: 'FINANCEIRO', prioridade: 2 });
    expect(validarContato({ prioridade: 9 }, atual)).toEqual({ ...atual, prioridade: 9 });
  });
  it('takes names of exactly 5 characters and priorities 1 to 9 only', () => {
    expect(validarContato({ cliente_id: 1, nome: 'maria', email: 'm@x.io' }, null).nome).toBe('MARIA');
    try {
      validarContato({ cliente_id: 1, nome: 'maria', email: 'm@x.io', prioridade: 10, tipo: 'pessoal' }, null);
      throw new Error('aceitou');
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({
        tipo: ['deve ser um de: OPERACIONAL, COMERCIAL, FINANCEIRO, EMERGENCIA'],
        prioridade: ['deve ser um número inteiro entre 1 e 9'],
      });
    }
  });
  it('names the missing phone or e-mail on the phone', () => {
    try {
      validarContato({ cliente_id: 1, nome: 'maria souza' }, null);
      throw new Error('aceitou');
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({ telefone: ['informe o telefone ou o e-mail'] });
    }
  });
});

describe('field rules that fixed numbers pin', () => {
  it('accepts a phone ending in repeated digits, refusing only one digit repeated throughout', () => {
    expect(erros((b) => campos.telefone(b, 't', '(11) 99999-9999'))).toEqual({});
    expect(erros((b) => campos.telefone(b, 't', '(99) 99999-9999'))).toEqual({ t: ['Telefone inválido'] });
  });
  it('checks RENAVAM digits against known numbers, a remainder of 10 giving 0', () => {
    expect(campos.renavamValido('10000000130')).toBe(true);
    expect(campos.renavamValido('10000000067')).toBe(true);
    expect(campos.renavamValido('10000000060')).toBe(false);
    expect(campos.renavamValido('00000000000')).toBe(false);
    expect(campos.completarRenavam('1000000013')).toBe('10000000130');
  });
  it('refuses anything before a dd/mm/yyyy day, and day 0', () => {
    expect(erros((b) => campos.dataDia(b, 'd', 'x01/01/2027'))).toEqual({ d: ['data inválida'] });
    expect(erros((b) => campos.dataDia(b, 'd', '00/01/2027'))).toEqual({ d: ['data inválida'] });
    expect(erros((b) => campos.dataDia(b, 'd', '2027-01-00'))).toEqual({ d: ['data inválida'] });
  });
});

describe('contacts, required fields', () => {
  const errosContato = (dados: Parameters<typeof validarContato>[0]) => {
    try {
      validarContato(dados, null);
    } catch (e) {
      return (e as ValidationError).errors;
    }
    return undefined;
  };
  it('needs a name, a type and a priority when they are sent blank', () => {
    expect(errosContato({ cliente_id: 1, nome: null, email: 'm@x.io' })).toEqual({ nome: ['não pode ficar em branco'] });
    expect(errosContato({ cliente_id: 1, nome: 'maria souza', email: 'm@x.io', tipo: '', prioridade: '' as unknown as number })).toEqual({
      tipo: ['não pode ficar em branco'],
      prioridade: ['não pode ficar em branco'],
    });
    expect(validarContato({ cliente_id: 1, nome: 'maria souza', email: 'm@x.io', tipo: null, prioridade: null }, null)).toMatchObject({ tipo: 'OPERACIONAL', prioridade: 1 });
  });
});
