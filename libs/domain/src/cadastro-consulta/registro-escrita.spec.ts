import { completarCnpj, completarCpf, ForbiddenError, NotFoundError } from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import type { PedidoRegistro } from './entradas.js';
import type { NovoItemRegistro, NovoRegistro, PerfilDoMotorista, RegistroRepository, RegistroTravado, RespostaConsultaDocumentos } from './ports.js';
import { gravarRegistro, itensDoPedido, perfilDoItem, podeAlterarRegistro, podeAnalisarRegistro, travarRegistro, vigenteDoPrincipal } from './registro-escrita.js';

const cpf = completarCpf('123456789');
const cnpj = completarCnpj('112223330001');
const HOJE = '2026-11-25';
const STAFF: EscopoTenant = { tipo: 'todos' };

const pedido = (p: Partial<PedidoRegistro> = {}): PedidoRegistro => ({
  cliente_id: 3, politica: 2, is_pesquisa_conjunto: true, observacao: null, finalidade: 'Análise', base_legal: 'LEGÍTIMO INTERESSE', motorista: null, empresa: null,
  veiculos: [], proprietarios: [], ...p,
});
const resposta = (r: Partial<RespostaConsultaDocumentos> = {}): RespostaConsultaDocumentos => ({ errors: [], pessoas: [], empresas: [], veiculos: [], restricoes: [], ...r });
const motorista = { cpf, nome: 'ANA', rg: '1', rg_uf: 'SP', cnh: null, fone1: null, fone2: null, cep: null };
const pessoa = { cpf, nome: 'ANA', rg: null, cnh: null, cnh_validade: '2026-11-24', fone1: null, funcionario_id: 40, validade_vigente: null, registro_id: 77 };

describe('quem analisa, altera', () => {
  it('analisar pede liberar; alterar pede update; usuário de cliente nunca', () => {
    const equipe = (acoes: string[]) => ({ escopo: STAFF, acessos: { cadastro_consulta: acoes } });
    expect([podeAnalisarRegistro(equipe(['liberar'])), podeAlterarRegistro(equipe(['liberar']))]).toEqual([true, false]);
    expect([podeAnalisarRegistro(equipe(['update'])), podeAlterarRegistro(equipe(['update']))]).toEqual([false, true]);
    expect(podeAnalisarRegistro({ escopo: { tipo: 'clientes', ids: [3] }, acessos: { cadastro_consulta: ['liberar', 'update'] } })).toBe(false);
    expect(podeAlterarRegistro({ escopo: { tipo: 'clientes', ids: [3] }, acessos: { cadastro_consulta: ['liberar', 'update'] } })).toBe(false);
    expect(podeAnalisarRegistro({ escopo: STAFF, acessos: {} })).toBe(false);
  });
});

describe('itensDoPedido', () => {
  it('motorista, empresa, veículos e proprietários, nessa ordem, cada um com o laudo da consulta', () => {
    const p = pedido({
      motorista, empresa: { cnpj, razao_social: 'ALFA', fone1: null, cep: null },
      veiculos: [{ placa: 'ABC1D23', renavan: null, uf: 'SP', tipo_proprietario: 'PJ', documento_proprietario: cnpj }],
      proprietarios: [{ documento: cpf, tipo_proprietario: 'PF', nome: 'BETO', data_nascimento: null }],
    });
    const r = resposta({ pessoas: [pessoa], veiculos: [{ placa: 'ABC1D23', renavan: null, veiculo_id: 9, validade_vigente: null, registro_id: null }], restricoes: [{ chave: cnpj, motivo: 'FRAUDE' }] });
    const itens = itensDoPedido(p, r, HOJE);
    expect(itens.map((i) => [i.tipo_registro, i.documento, i.placa, i.laudo, i.bloqueado, i.motivo])).toEqual([
      ['MOTORISTA', cpf, null, 'REQUER ATENÇÃO', false, 'CNH VENCIDA EM 24/11/2026'],
      ['EMPRESA', cnpj, null, 'REQUER ATENÇÃO', true, 'CONSTA NA BLACKLIST: FRAUDE'],
      // The owner's document blocks the vehicle too.
      ['VEICULO', cnpj, 'ABC1D23', 'REQUER ATENÇÃO', true, 'CONSTA NA BLACKLIST: FRAUDE'],
      ['PROPRIETARIO', cpf, null, 'ACORDO', false, null],
    ]);
    expect(itens[0]).toMatchObject({ funcionario_id: 40, nome: 'ANA', dados: { rg: '1', rg_uf: 'SP', cnh: null, fone1: null, fone2: null, cep: null } });
    expect(itens[2]).toMatchObject({ veiculo_id: 9, dados: { renavan: null, uf: 'SP', tipo_proprietario: 'PJ', documento_proprietario: cnpj } });
    expect(itens[3]).toMatchObject({ nome: 'BETO', dados: { tipo_proprietario: 'PF', data_nascimento: null } });
  });
  it('motorista fora do cadastro: sem funcionário e sem CNH a conferir', () => {
    expect(itensDoPedido(pedido({ motorista }), resposta(), HOJE)[0]).toMatchObject({ funcionario_id: null, laudo: 'ACORDO' });
  });
});

describe('vigenteDoPrincipal', () => {
  it('o principal é o motorista, senão a empresa, senão o primeiro veículo', () => {
    const r = resposta({
      pessoas: [pessoa], empresas: [{ cnpj, razao_social: null, validade_vigente: null, registro_id: 5 }],
      veiculos: [{ placa: 'ABC1D23', renavan: null, veiculo_id: 9, validade_vigente: null, registro_id: 6 }],
    });
    const veiculo = { placa: 'ABC1D23', renavan: null, uf: null, tipo_proprietario: 'PF' as const, documento_proprietario: cpf };
    expect(vigenteDoPrincipal(pedido({ motorista, veiculos: [veiculo] }), r)).toBe(77);
    expect(vigenteDoPrincipal(pedido({ empresa: { cnpj, razao_social: 'A', fone1: null, cep: null } }), r)).toBe(5);
    expect(vigenteDoPrincipal(pedido({ veiculos: [veiculo] }), r)).toBe(6);
    expect(vigenteDoPrincipal(pedido(), r)).toBeNull();
    expect(vigenteDoPrincipal(pedido({ motorista }), resposta())).toBeNull();
    expect(vigenteDoPrincipal(pedido({ veiculos: [veiculo] }), resposta())).toBeNull();
  });
});

describe('perfilDoItem', () => {
  const r = { cliente_id: 3, protocolo: 'P'.repeat(45), validade: new Date('2027-01-01T02:59:59Z') };
  const item = { id: 11, tipo_registro: 'MOTORISTA', funcionario_id: 40, laudo: 'ACORDO' as const, bloqueado: false };
  it('motorista favorável e livre grava o protocolo (40 caracteres) e a validade para o cliente', () => {
    expect(perfilDoItem(item, r)).toEqual({ gravar: { funcionario_id: 40, cliente_id: 3, protocolo: 'P'.repeat(40), validade: r.validade, registro_item_id: 11 } });
    expect(perfilDoItem({ ...item, laudo: 'RETIFICADO' }, r)).toHaveProperty('gravar');
  });
  it('bloqueado ou que requer atenção remove o perfil que o item gravou', () => {
    expect(perfilDoItem({ ...item, bloqueado: true }, r)).toEqual({ remover: 11 });
    expect(perfilDoItem({ ...item, laudo: 'REQUER ATENÇÃO' }, r)).toEqual({ remover: 11 });
  });
  it('outro tipo de item, ou motorista fora do cadastro, não mexe em perfil', () => {
    expect(perfilDoItem({ ...item, tipo_registro: 'VEICULO' }, r)).toBeNull();
    expect(perfilDoItem({ ...item, funcionario_id: null }, r)).toBeNull();
  });
});

describe('gravarRegistro e travarRegistro', () => {
  const novo: Omit<NovoRegistro, 'id' | 'protocolo'> & { protocolo: string | null } = {
    cliente_id: 3, politica: 5, status: 'ACORDO', protocolo: null, validade: new Date('2027-02-24T02:59:59Z'), is_pesquisa_conjunto: false, fonte: null, observacao: null,
    finalidade: 'Análise', base_legal: 'LEGÍTIMO INTERESSE', renovado_de: null, usuario: { id: 7, username: 'ANA' }, data: new Date('2026-11-25T15:00:00Z'),
  };
  const itens: NovoItemRegistro[] = [
    { tipo_registro: 'MOTORISTA', documento: cpf, placa: null, nome: 'ANA', funcionario_id: 40, veiculo_id: null, laudo: 'ACORDO', bloqueado: false, motivo: null, dados: {} },
    { tipo_registro: 'MOTORISTA', documento: cpf, placa: null, nome: 'ANA', funcionario_id: 41, veiculo_id: null, laudo: 'ACORDO', bloqueado: true, motivo: 'X', dados: {} },
  ];
  function repo() {
    const feito = { inseridos: [] as NovoRegistro[], perfis: [] as PerfilDoMotorista[], removidos: [] as number[] };
    const r = {
      proximoId: async () => 12,
      inserir: async (n: NovoRegistro, i: readonly NovoItemRegistro[]) => {
        feito.inseridos.push(n);
        return { hash: 'h'.repeat(32), itens: i.map((x, k) => ({ id: 100 + k, tipo_registro: x.tipo_registro, funcionario_id: x.funcionario_id, laudo: x.laudo, bloqueado: x.bloqueado })) };
      },
      gravarPerfil: async (p: PerfilDoMotorista) => void feito.perfis.push(p),
      removerPerfilDoItem: async (id: number) => void feito.removidos.push(id),
      travar: async (id: number) => (id === 1 ? ({ id: 1, cliente_id: 3 } as RegistroTravado) : null),
    };
    return { r: r as unknown as RegistroRepository, feito };
  }
  it('o protocolo sai do id e do dia de Brasília; cada motorista acerta o seu perfil', async () => {
    const { r, feito } = repo();
    expect(await gravarRegistro(r, novo, itens)).toEqual({ id: 12, hash: 'h'.repeat(32), protocolo: 'CC20261125000012', status: 'ACORDO', validade: '2027-02-24T02:59:59.000Z' });
    expect(feito.inseridos[0]).toMatchObject({ id: 12, protocolo: 'CC20261125000012', cliente_id: 3 });
    expect(feito.perfis).toEqual([{ funcionario_id: 40, cliente_id: 3, protocolo: 'CC20261125000012', validade: novo.validade, registro_item_id: 100 }]);
    expect(feito.removidos).toEqual([101]);
  });
  it('um protocolo dado (externo) é mantido', async () => {
    const { r } = repo();
    expect((await gravarRegistro(r, { ...novo, protocolo: 'BN-1' }, [])).protocolo).toBe('BN-1');
  });
  it('travar: 404 quando não existe, 403 quando é de outro cliente', async () => {
    const { r } = repo();
    expect(await travarRegistro(r, 1, STAFF)).toMatchObject({ id: 1 });
    await expect(travarRegistro(r, 2, STAFF)).rejects.toThrow(new NotFoundError('Registro não encontrado'));
    await expect(travarRegistro(r, 1, { tipo: 'clientes', ids: [4] })).rejects.toThrow(ForbiddenError);
  });
});
