import { BusinessRuleError, FieldErrorBag, ValidationError } from '../shared/errors.js';
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
