import { completarCnpj, completarCpf, FieldErrorBag, ValidationError } from '../shared/index.js';
import { documentosDoPedido, documentoDoProprietario, lerEntradaBlacklist, lerPedidoRegistro, lerProtocoloExterno } from './entradas.js';
import { MENSAGENS_CADASTRO } from './regras.js';

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

describe('lerPedidoRegistro (assistente /novo)', () => {
  const base = { cliente_id: 3, finalidade: 'Análise', base_legal: 'LEGÍTIMO INTERESSE' };
  const cpf = completarCpf('123456789');
  it('individual exige motorista; veículos são ignorados fora do modelo', () => {
    const p = lerPedidoRegistro({ ...base, politica: 5, motorista: { cpf: cpf.replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'), nome: 'joão' }, veiculos: [{ placa: 'x' }] });
    expect(p).toMatchObject({ politica: 5, motorista: { cpf, nome: 'JOÃO' }, veiculos: [] });
  });
  it('política 4 vale 5', () => {
    expect(lerPedidoRegistro({ ...base, politica: 4, motorista: { cpf, nome: 'A' } }).politica).toBe(5);
  });
  it('pesquisa conjunta aceita 5 veículos e 5 proprietários (o do principal e 4 extras); fora dela, um veículo e nenhum proprietário extra', () => {
    const veiculos = ['ABC1D21', 'ABC1D22', 'ABC1D23', 'ABC1D24', 'ABC1D25'].map((placa) => ({ placa, tipo_proprietario: 'PF', documento_proprietario: cpf }));
    const proprietarios = Array.from({ length: 5 }, () => ({ documento: cpf, tipo_proprietario: 'PF' }));
    const p = lerPedidoRegistro({ ...base, politica: 7, is_pesquisa_conjunto: true, veiculos, proprietarios: proprietarios.slice(0, 4) });
    expect([p.veiculos.length, p.proprietarios.length]).toEqual([5, 4]);
    try {
      lerPedidoRegistro({ ...base, politica: 7, is_pesquisa_conjunto: true, veiculos, proprietarios });
      throw new Error('aceitou o sexto proprietário');
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({ proprietarios: [MENSAGENS_CADASTRO.muitosProprietarios] });
    }
    expect(() => lerPedidoRegistro({ ...base, politica: 7, veiculos: veiculos.slice(0, 2) })).toThrow(ValidationError);
    expect(() => lerPedidoRegistro({ ...base, politica: 7, veiculos: [veiculos[0], veiculos[0]], is_pesquisa_conjunto: true })).toThrow(ValidationError);
  });
  it('sem finalidade ou com base legal fora da lista (nenhuma de crédito) é recusado', () => {
    try {
      lerPedidoRegistro({ cliente_id: 3, politica: 5, motorista: { cpf, nome: 'A' }, base_legal: 'PROTEÇÃO DO CRÉDITO' });
      throw new Error('aceitou');
    } catch (e) {
      expect(Object.keys((e as ValidationError).errors).sort()).toEqual(['base_legal', 'finalidade']);
    }
  });
  it('documentosDoPedido junta os CPFs e CNPJs do motorista, dos proprietários dos veículos e dos extras', () => {
    const cnpj = completarCnpj('112223330001');
    const p = lerPedidoRegistro({ ...base, politica: 2, motorista: { cpf, nome: 'A' }, veiculos: [{ placa: 'ABC1D23', tipo_proprietario: 'PJ', documento_proprietario: cnpj }] });
    expect(documentosDoPedido(p)).toEqual({ cpfs: [cpf], cnpjs: [cnpj], placas: ['ABC1D23'] });
  });
});
