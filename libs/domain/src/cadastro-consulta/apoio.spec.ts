import { completarCnpj, completarCpf, ForbiddenError, ValidationError } from '../shared/index.js';
import { permiteNovo, verificarVeiculo } from '../checklists/index.js';
import { documentoDoTitular, exigirEquipe, filtroDocumentoBlacklist, lerConfiguracao, MENSAGENS_CONFIGURACAO, mensagemPlacaNaBlacklist, OPCOES_VALIDADE_CONFIGURACAO } from './apoio.js';
import { VALIDADES_CONFIGURACAO } from './regras.js';

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
  it('o filtro do documento tira parênteses, pontos, espaços, traços e a barra do CNPJ', () => {
    expect(filtroDocumentoBlacklist('123.456.789-09')).toBe('12345678909');
    expect(filtroDocumentoBlacklist('(11.222.333/0001-81)')).toBe('11222333000181');
    expect(filtroDocumentoBlacklist(' 529 982 ')).toBe('529982');
  });

  it('a placa na blacklist recusa o pedido de checklist com o motivo', () => {
    const fatos = { agora: new Date(), clienteId: 1, veiculo: { id: 9, tipo: 'CAVALO' }, vinculado: true, clienteReteste: false, emViagem: false, checklists: [] };
    const r = verificarVeiculo({ ...fatos, blacklist: { placa: 'ABC1D23', motivo: 'Roubo de carga' } });
    expect(r).toEqual({ codigo: 'ERRO', mensagem: 'PLACA ABC1D23 CONSTA NA BLACKLIST: Roubo de carga' });
    expect(permiteNovo(r)).toBe(false);
    expect(mensagemPlacaNaBlacklist('ABC1D23', 'x')).toBe('PLACA ABC1D23 CONSTA NA BLACKLIST: x');
    expect(verificarVeiculo({ ...fatos, blacklist: null }).codigo).toBe('OK');
  });
});

describe('configuração do cadastro e consulta', () => {
  it('cliente, critério e validade de 90, 180 ou 365 dias', () => {
    expect(lerConfiguracao({ cliente_id: 4, razao_social: 'ignorada', criterio: 'frota', validade_em_dias: 180 })).toEqual({ cliente_id: 4, criterio: 'FROTA', validade_em_dias: 180 });
    expect(lerConfiguracao({ cliente_id: 4, criterio: 'VEÍCULO', validade_em_dias: '365' })).toEqual({ cliente_id: 4, criterio: 'VEICULO', validade_em_dias: 365 });
    expect(OPCOES_VALIDADE_CONFIGURACAO.map((o) => o.dias)).toEqual([...VALIDADES_CONFIGURACAO]);
  });

  it('recusa critério e validade fora da lista e cliente ausente, todos de uma vez', () => {
    expect(erros(() => lerConfiguracao({ criterio: 'OUTRO', validade_em_dias: 120 }))).toEqual({
      cliente_id: [MENSAGENS_CONFIGURACAO.cliente],
      criterio: ['deve ser um de: AUTONOMO, FROTA, AGREGADO, INDIVIDUAL, EMPRESA, VEICULO'],
      validade_em_dias: ['deve ser 90, 180, 365 dias'],
    });
    expect(erros(() => lerConfiguracao({ cliente_id: 1.5, criterio: 'FROTA', validade_em_dias: 90 }))).toEqual({ cliente_id: [MENSAGENS_CONFIGURACAO.cliente] });
  });

  it('na edição o cliente não muda', () => {
    expect(erros(() => lerConfiguracao({ cliente_id: 5, criterio: 'FROTA', validade_em_dias: 90 }, { cliente_id: 4 }))).toEqual({ cliente_id: ['O cliente não pode ser alterado'] });
    expect(lerConfiguracao({ cliente_id: 4, criterio: 'FROTA', validade_em_dias: 90 }, { cliente_id: 4 }).cliente_id).toBe(4);
  });

  it('a mensagem de duplicidade diz qual cliente e critério', () => {
    expect(MENSAGENS_CONFIGURACAO.duplicada('TRANSPORTES X', 'FROTA')).toBe('TRANSPORTES X já tem uma configuração para o critério FROTA');
  });
});

describe('LGPD: documento do titular', () => {
  it('CPF ou CNPJ válido, com ou sem máscara', () => {
    expect(documentoDoTitular(cpf.replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'))).toEqual({ documento: cpf, tipo: 'CPF' });
    expect(documentoDoTitular(cnpj)).toEqual({ documento: cnpj, tipo: 'CNPJ' });
  });
  it('qualquer outra coisa é 400 no campo documento', () => {
    for (const ruim of ['11111111111', '123', `${cpf}1`, '', null, 123, '00000000000000']) {
      expect(erros(() => documentoDoTitular(ruim))).toEqual({ documento: ['CPF ou CNPJ inválido'] });
    }
  });
});

describe('só a equipe', () => {
  it('usuário com escopo de clientes é recusado com 403', () => {
    expect(() => exigirEquipe({ tipo: 'clientes', ids: [1] }, 'não')).toThrow(ForbiddenError);
    expect(() => exigirEquipe({ tipo: 'todos' }, 'não')).not.toThrow();
  });
});
