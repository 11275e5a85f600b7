import { completarCnpj, completarCpf, FieldErrorBag, ValidationError } from '../shared/index.js';
import { documentosDoPedido, documentoDoProprietario, lerEntradaBlacklist, lerPedidoRegistro, lerProtocoloExterno, partesDaPolitica } from './entradas.js';
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

describe('blacklist: cada regra da entrada', () => {
  const ok = { tipo_documento: 'PJ', tipo_registro: 'MOTORISTA_EMPRESA', documento: cnpj, nome: ' Alfa ', motivo: ' Fraude ' };
  it('PJ com CNPJ, sem placa: nome em maiúsculas, motivo aparado, placa nula', () => {
    expect(lerEntradaBlacklist(ok)).toEqual({ tipo_documento: 'PJ', tipo_registro: 'MOTORISTA_EMPRESA', documento: cnpj, nome: 'ALFA', placa: null, motivo: 'Fraude' });
    expect(lerEntradaBlacklist({ ...ok, placa: '  ' }).placa).toBeNull();
  });
  it('tipos fora da lista, CPF inválido em PF, placa inválida em veículo', () => {
    expect(erros(() => lerEntradaBlacklist({ ...ok, tipo_documento: 'PX', tipo_registro: 'CARRO' }))).toEqual({
      tipo_documento: ['deve ser PF ou PJ'], tipo_registro: ['deve ser MOTORISTA_EMPRESA ou VEÍCULO'],
    });
    expect(erros(() => lerEntradaBlacklist({ ...ok, tipo_documento: 'PF' }))).toEqual({ documento: ['CPF inválido'] });
    expect(erros(() => lerEntradaBlacklist({ ...ok, tipo_registro: 'veículo', placa: 'AB-12' }))).toEqual({ placa: ['Placa inválida'] });
    expect(erros(() => lerEntradaBlacklist({ ...ok, tipo_registro: 'VEÍCULO' }))).toEqual({ placa: ['Placa inválida'] });
    expect(erros(() => lerEntradaBlacklist({}))).toEqual({
      tipo_documento: ['deve ser PF ou PJ'], tipo_registro: ['deve ser MOTORISTA_EMPRESA ou VEÍCULO'], nome: ['PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS'], motivo: ['PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS'],
    });
  });
  it('valores que não são texto contam como vazios', () => {
    expect(erros(() => lerEntradaBlacklist({ ...ok, nome: 5, motivo: ['x'] }))).toEqual({ nome: ['PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS'], motivo: ['PREENCHA TODOS OS CAMPOS OBRIGATÓRIOS'] });
  });
});

describe('documento do proprietário: o tipo decide', () => {
  it('tipo em minúsculas e com espaços ainda é PF; sem tipo é CNPJ; máscara é tirada', () => {
    const bag = new FieldErrorBag();
    expect(documentoDoProprietario(bag, 'a', ' pf ', cpf.replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'))).toBe(cpf);
    expect(documentoDoProprietario(bag, 'b', undefined, cnpj)).toBe(cnpj);
    expect(documentoDoProprietario(bag, 'c', undefined, cpf)).toBeNull();
    expect(bag.errors).toEqual({ c: [MENSAGENS_CADASTRO.cnpjProprietario] });
  });
});

describe('protocolo externo: cada campo', () => {
  const ok = { cliente_id: 3, fonte: ' gr consulting ', protocolo: ' P-1 ', validade: '2026-11-23', politica: '1', motorista_id: 4 };
  it('lê e apara tudo; política em texto vale', () => {
    expect(lerProtocoloExterno(ok, '2026-11-22')).toEqual({ cliente_id: 3, fonte: 'GR CONSULTING', protocolo: 'P-1', validade: '2026-11-23', politica: 1, motorista_id: 4, veiculo_id: null });
  });
  it('cliente e itens só com ids inteiros positivos', () => {
    for (const v of [0, -1, 1.5, '3', null]) {
      expect(erros(() => lerProtocoloExterno({ ...ok, cliente_id: v, motorista_id: v }, '2026-11-22'))).toEqual({
        cliente_id: ['Cliente não selecionado'], motorista_id: [MENSAGENS_CADASTRO.protocoloSemItem],
      });
    }
  });
  it('protocolo vazio, data fora do formato ou inexistente, sem política', () => {
    expect(erros(() => lerProtocoloExterno({ ...ok, protocolo: '  ', validade: '23/11/2026', politica: undefined }, '2026-11-22'))).toEqual({
      protocolo: [MENSAGENS_CADASTRO.obrigatorios], validade: ['deve ser uma data (aaaa-mm-dd)'], politica: ['Política inválida para protocolo'],
    });
    expect(erros(() => lerProtocoloExterno({ ...ok, validade: '2026-13-45' }, '2026-11-22'))).toEqual({ validade: ['deve ser uma data (aaaa-mm-dd)'] });
    expect(erros(() => lerProtocoloExterno({ ...ok, validade: 'x2026-11-23' }, '2026-11-22'))).toEqual({ validade: ['deve ser uma data (aaaa-mm-dd)'] });
    expect(erros(() => lerProtocoloExterno({ ...ok, validade: '2026-11-233' }, '2026-11-22'))).toEqual({ validade: ['deve ser uma data (aaaa-mm-dd)'] });
  });
  it('a validade de hoje vale; a de ontem não', () => {
    expect(lerProtocoloExterno({ ...ok, validade: '2026-11-22' }, '2026-11-22').validade).toBe('2026-11-22');
  });
});

describe('lerPedidoRegistro: cada parte do modelo', () => {
  const base = { cliente_id: 3, finalidade: ' Análise ', base_legal: ' legítimo interesse ' };
  const veiculo = { placa: 'abc-1d23', renavan: '123.456.789-01', uf: 'sp', tipo_proprietario: 'pf', documento_proprietario: cpf };
  it('motorista completo: RG e UF, só dígitos em CNH, telefones e CEP; finalidade e base aparadas', () => {
    const p = lerPedidoRegistro({
      ...base, politica: 5, observacao: '  ', motorista: { cpf, nome: ' ana ', rg: ' 12.345 ', rg_uf: 'sp', cnh: '123.456.789-01', fone1: '(11) 9999-0000', fone2: '', cep: '01310-100' },
    });
    expect(p).toEqual({
      cliente_id: 3, politica: 5, is_pesquisa_conjunto: false, observacao: null, finalidade: 'Análise', base_legal: 'LEGÍTIMO INTERESSE',
      motorista: { cpf, nome: 'ANA', rg: '12.345', rg_uf: 'SP', cnh: '12345678901', fone1: '1199990000', fone2: null, cep: '01310100' },
      empresa: null, veiculos: [], proprietarios: [],
    });
  });
  it('motorista: ausente, sem nome ou com CPF e CNH inválidos', () => {
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 5 }))).toEqual({ motorista: [MENSAGENS_CADASTRO.obrigatorios] });
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 5, motorista: [] }))).toEqual({ motorista: [MENSAGENS_CADASTRO.obrigatorios] });
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 5, motorista: { cpf } }))).toEqual({ motorista: [MENSAGENS_CADASTRO.obrigatorios] });
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 5, motorista: { cpf: '11111111111', nome: 'A', cnh: '123' } }))).toEqual({
      'motorista.cpf': ['CPF inválido'], 'motorista.cnh': ['CNH deve ter 11 dígitos'],
    });
  });
  it('empresa (política 6): CNPJ e razão social, só ela', () => {
    const p = lerPedidoRegistro({ ...base, politica: 6, empresa: { cnpj, razao_social: ' alfa ', fone1: '11 3333', cep: null }, motorista: { cpf, nome: 'A' } });
    expect(p).toMatchObject({ motorista: null, empresa: { cnpj, razao_social: 'ALFA', fone1: '113333', cep: null }, veiculos: [] });
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 6, empresa: { cnpj: '1' } }))).toEqual({
      'empresa.cnpj': [MENSAGENS_CADASTRO.cnpj], 'empresa.razao_social': [MENSAGENS_CADASTRO.obrigatorios],
    });
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 6 }))).toHaveProperty(['empresa.cnpj']);
  });
  it('veículo (política 7): placa normalizada, Renavam só dígitos, UF, proprietário pelo tipo', () => {
    const p = lerPedidoRegistro({ ...base, politica: 7, veiculos: [veiculo], motorista: { cpf, nome: 'A' } });
    expect(p.motorista).toBeNull();
    expect(p.veiculos).toEqual([{ placa: 'ABC1D23', renavan: '12345678901', uf: 'SP', tipo_proprietario: 'PF', documento_proprietario: cpf }]);
    expect(lerPedidoRegistro({ ...base, politica: 7, veiculos: [{ placa: 'ABC1D23', documento_proprietario: cnpj }] }).veiculos[0]).toEqual({
      placa: 'ABC1D23', renavan: null, uf: null, tipo_proprietario: 'PJ', documento_proprietario: cnpj,
    });
  });
  it('veículo: sem veículos, placa e Renavam inválidos, documento do proprietário do tipo errado', () => {
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 7 }))).toEqual({ veiculos: [MENSAGENS_CADASTRO.obrigatorios] });
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 7, veiculos: 'x' }))).toEqual({ veiculos: [MENSAGENS_CADASTRO.obrigatorios] });
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 7, veiculos: [{ ...veiculo, placa: '1', renavan: '12', documento_proprietario: cnpj }] }))).toEqual({
      'veiculos.0.placa': ['Placa inválida'], 'veiculos.0.renavan': ['Renavam deve ter 11 dígitos'], 'veiculos.0.documento_proprietario': [MENSAGENS_CADASTRO.cpfProprietario],
    });
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 7, is_pesquisa_conjunto: true, veiculos: [veiculo, { ...veiculo, placa: 'ABC1D23' }] }))).toEqual({
      'veiculos.1.placa': ['Placa repetida na pesquisa'],
    });
  });
  it('fora da pesquisa conjunta: um veículo e nenhum proprietário extra, com as mensagens', () => {
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 7, veiculos: [veiculo, { ...veiculo, placa: 'XYZ9A88' }], proprietarios: [{ documento: cpf, tipo_proprietario: 'PF' }] }))).toEqual({
      veiculos: ['Mais de um veículo só na pesquisa conjunta'], proprietarios: ['Proprietários adicionais só na pesquisa conjunta'],
    });
    // is_pesquisa_conjunto only when exactly true.
    expect(() => lerPedidoRegistro({ ...base, politica: 7, is_pesquisa_conjunto: 'true', veiculos: [veiculo, { ...veiculo, placa: 'XYZ9A88' }] })).toThrow(ValidationError);
  });
  it('proprietários extras: documento pelo tipo, nome em maiúsculas, data de nascimento aaaa-mm-dd', () => {
    const p = lerPedidoRegistro({
      ...base, politica: 2, is_pesquisa_conjunto: true, motorista: { cpf, nome: 'A' }, veiculos: [veiculo],
      proprietarios: [{ documento: cnpj, nome: ' beto ', data_nascimento: '1980-01-02' }, { documento: cpf, tipo_proprietario: 'pf' }],
    });
    expect(p.proprietarios).toEqual([
      { documento: cnpj, tipo_proprietario: 'PJ', nome: 'BETO', data_nascimento: '1980-01-02' },
      { documento: cpf, tipo_proprietario: 'PF', nome: null, data_nascimento: null },
    ]);
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 2, is_pesquisa_conjunto: true, motorista: { cpf, nome: 'A' }, veiculos: [veiculo], proprietarios: [{ documento: cpf, data_nascimento: '02/01/1980' }] }))).toEqual({
      'proprietarios.0.documento': [MENSAGENS_CADASTRO.cnpjProprietario], 'proprietarios.0.data_nascimento': ['deve ser uma data (aaaa-mm-dd)'],
    });
  });
  it('observação guardada até 2000 caracteres; finalidade até 200', () => {
    const p = lerPedidoRegistro({ ...base, finalidade: 'f'.repeat(300), politica: 5, observacao: 'o'.repeat(2500), motorista: { cpf, nome: 'A' } });
    expect([p.observacao!.length, p.finalidade.length]).toEqual([2000, 200]);
  });
  it('cliente inteiro positivo; política da lista', () => {
    for (const c of [0, 1.5, '3', undefined]) expect(erros(() => lerPedidoRegistro({ ...base, cliente_id: c, politica: 5, motorista: { cpf, nome: 'A' } }))).toEqual({ cliente_id: ['Cliente não selecionado'] });
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 9 }))).toEqual({ politica: ['deve ser uma de: 1, 2, 3, 5, 6, 7'] });
  });
});

describe('partes de cada política', () => {
  it('5 motorista; 6 empresa; 7 veículos; 1, 2 e 3 motorista e veículos', () => {
    expect(partesDaPolitica(5)).toEqual({ motorista: true, empresa: false, veiculos: false });
    expect(partesDaPolitica(6)).toEqual({ motorista: false, empresa: true, veiculos: false });
    expect(partesDaPolitica(7)).toEqual({ motorista: false, empresa: false, veiculos: true });
    for (const p of [1, 2, 3] as const) expect(partesDaPolitica(p)).toEqual({ motorista: true, empresa: false, veiculos: true });
  });
});

describe('documentosDoPedido', () => {
  it('sem repetição; proprietário PJ vai para os CNPJs; a empresa também', () => {
    const p = lerPedidoRegistro({
      cliente_id: 3, finalidade: 'F', base_legal: 'LEGÍTIMO INTERESSE', politica: 2, is_pesquisa_conjunto: true, motorista: { cpf, nome: 'A' },
      veiculos: [{ placa: 'ABC1D23', tipo_proprietario: 'PF', documento_proprietario: cpf }, { placa: 'XYZ9A88', tipo_proprietario: 'PJ', documento_proprietario: cnpj }],
      proprietarios: [{ documento: cnpj }, { documento: cpf, tipo_proprietario: 'PF' }],
    });
    expect(documentosDoPedido(p)).toEqual({ cpfs: [cpf], cnpjs: [cnpj], placas: ['ABC1D23', 'XYZ9A88'] });
    const empresa = lerPedidoRegistro({ cliente_id: 3, finalidade: 'F', base_legal: 'LEGÍTIMO INTERESSE', politica: 6, empresa: { cnpj, razao_social: 'A' } });
    expect(documentosDoPedido(empresa)).toEqual({ cpfs: [], cnpjs: [cnpj], placas: [] });
  });
});

describe('lerPedidoRegistro: tamanhos e mensagens', () => {
  const base = { cliente_id: 3, finalidade: 'F', base_legal: 'LEGÍTIMO INTERESSE' };
  it('textos cortados no tamanho das colunas: nome e razão social 150, RG 20, UF 2, nome do proprietário 150', () => {
    const m = lerPedidoRegistro({ ...base, politica: 5, motorista: { cpf, nome: 'n'.repeat(200), rg: 'r'.repeat(30), rg_uf: 'sao' } }).motorista!;
    expect([m.nome.length, m.rg, m.rg_uf]).toEqual([150, 'r'.repeat(20), 'SA']);
    expect(lerPedidoRegistro({ ...base, politica: 6, empresa: { cnpj, razao_social: 'r'.repeat(200) } }).empresa!.razao_social).toHaveLength(150);
    const p = lerPedidoRegistro({
      ...base, politica: 7, is_pesquisa_conjunto: true, veiculos: [{ placa: 'ABC1D23', documento_proprietario: cnpj, uf: 'spx' }], proprietarios: [{ documento: cnpj, nome: 'b'.repeat(200) }],
    });
    expect([p.proprietarios[0]!.nome!.length, p.veiculos[0]!.uf]).toEqual([150, 'SP']);
  });
  it('base legal fora da lista diz as aceitas; veículo que não é objeto é um veículo vazio', () => {
    expect(erros(() => lerPedidoRegistro({ ...base, base_legal: 'CRÉDITO', politica: 5, motorista: { cpf, nome: 'A' } }))).toEqual({
      base_legal: ['deve ser uma de: EXECUÇÃO DE CONTRATO, OBRIGAÇÃO LEGAL, EXERCÍCIO REGULAR DE DIREITOS, LEGÍTIMO INTERESSE, PROTEÇÃO DA VIDA'],
    });
    expect(erros(() => lerPedidoRegistro({ ...base, politica: 7, veiculos: [null] }))).toEqual({
      'veiculos.0.placa': ['Placa inválida'], 'veiculos.0.documento_proprietario': [MENSAGENS_CADASTRO.cnpjProprietario],
    });
  });
});
