import { completarCnpj, completarCpf } from '../shared/documentos.js';
import { FieldErrorBag, ValidationError } from '../shared/errors.js';
import { documentoDoProprietario, lerEntradaBlacklist, lerProtocoloExterno } from './entradas.js';

const cpf = completarCpf('123456789');
const cnpj = completarCnpj('112223330001');
const erros = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as ValidationError).errors;
  }
  throw new Error('deveria recusar');
};

describe('blacklist', () => {
  it('PF com CPF, veículo com placa, só dígitos', () => {
    expect(lerEntradaBlacklist({ tipo_documento: 'pf', tipo_registro: 'VEICULO', documento: cpf.replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'), nome: 'joão', placa: 'abc1d23', motivo: 'Fraude' }))
      .toEqual({ tipo_documento: 'PF', tipo_registro: 'VEÍCULO', documento: cpf, nome: 'JOÃO', placa: 'ABC1D23', motivo: 'Fraude' });
  });
  it('documento do tipo errado, placa fora de veículo, campos vazios', () => {
    expect(erros(() => lerEntradaBlacklist({ tipo_documento: 'PJ', tipo_registro: 'MOTORISTA_EMPRESA', documento: cpf, placa: 'ABC1D23' }))).toEqual({
      documento: ['CNPJ inválido'], nome: ['PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS'], motivo: ['PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS'], placa: ['Placa só para registro de veículo'],
    });
  });
});

describe('documento do proprietário', () => {
  it('PF pede CPF, os outros CNPJ, com as mensagens do envio', () => {
    const bag = new FieldErrorBag();
    expect(documentoDoProprietario(bag, 'a', 'PF', cpf)).toBe(cpf);
    expect(documentoDoProprietario(bag, 'b', 'PJ', cnpj)).toBe(cnpj);
    expect(documentoDoProprietario(bag, 'c', 'PF', cnpj)).toBeNull();
    expect(documentoDoProprietario(bag, 'd', 'PJ', '11111111111111')).toBeNull();
    expect(() => bag.throwIfAny()).toThrow(/c : CPF DO PROPRIETÁRIO INVÁLIDO; d : CNPJ DO PROPRIETÁRIO INVÁLIDO/);
  });
});

describe('protocolo externo', () => {
  const ok = { cliente_id: 3, fonte: 'buonny', protocolo: 'BN-123', validade: '2026-11-22', politica: 2, veiculo_id: 9 };
  it('fonte da lista, validade a partir de hoje, política diferente de 6, motorista ou veículo', () => {
    expect(lerProtocoloExterno(ok, '2026-11-22')).toMatchObject({ fonte: 'BUONNY', politica: 2, veiculo_id: 9, motorista_id: null });
    expect(erros(() => lerProtocoloExterno({ ...ok, fonte: 'X', validade: '2026-11-21', politica: 6, veiculo_id: null }, '2026-11-22'))).toEqual({
      fonte: [expect.stringMatching(/^deve ser uma de: GR CONSULTING, BUONNY/)], validade: ['A validade começa hoje'], politica: ['Política inválida para protocolo'],
      motorista_id: ['Adicione um veiculo ou motorista para vincular ao protocolo'],
    });
  });
});
