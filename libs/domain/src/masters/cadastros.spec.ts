import {
  BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, ValidationError, completarCnpj, completarCpf,
} from '../shared/index.js';
import type { EscopoTenant } from '../identity/index.js';
import { ConsultarCnpj, SalvarCliente } from './cliente.js';
import { ConsultarCpf, SalvarFuncionario, validarPerfis, VincularMotorista } from './funcionario.js';
import type {
  CarretaRepository, Cliente, ClienteRepository, Funcionario, FuncionarioRepository, NovoCliente, NovoFuncionario, NovoVeiculo, NovoVinculo,
  ReferenciasCadastro, Veiculo, VeiculoRepository, VinculoRepository,
} from './ports.js';
import { AdicionarCarreta, SalvarVeiculo, tipoVeiculoValido, VincularVeiculo, placaParaVerificacao } from './veiculo.js';
import {
  exigirNovoVinculo, idadeVinculo, MENSAGENS_VINCULO, tipoVinculoDoVeiculo, tipoVinculoInformado, vinculoAoSalvarVeiculo, type VinculoAtivo,
} from './vinculos.js';

const STAFF: EscopoTenant = { tipo: 'todos' };
const CLIENTE_1: EscopoTenant = { tipo: 'clientes', ids: [1] };
const V0 = new Date('2026-01-01T00:00:00.000Z');
const proxima = (d: Date) => new Date(d.getTime() + 1);

async function falha(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('esperava uma falha');
}
async function errosDe(p: Promise<unknown>): Promise<Record<string, string[]>> {
  const e = await falha(p);
  expect(e).toBeInstanceOf(ValidationError);
  return (e as ValidationError).errors;
}

class MemoriaClientes implements ClienteRepository {
  lista: Cliente[] = [];
  async findById(id: number) { return this.lista.find((c) => c.id === id) ?? null; }
  async idPorCnpj(cnpj: string) { return this.lista.find((c) => c.cnpj === cnpj)?.id ?? null; }
  async tipos(ids: number[]) { return new Map(this.lista.filter((c) => ids.includes(c.id)).map((c) => [c.id, c.tipo] as [number, string])); }
  async create(d: NovoCliente) {
    const c = { ...d, id: this.lista.length + 1, data_cadastro: V0, updated_at: V0 };
    this.lista.push(c);
    return c;
  }
  async update(c: Cliente) {
    const i = this.lista.findIndex((x) => x.id === c.id);
    if (this.lista[i]!.updated_at.getTime() !== c.updated_at.getTime()) throw new ConflictError();
    this.lista[i] = { ...c, updated_at: proxima(c.updated_at) };
    return this.lista[i]!;
  }
}

class MemoriaVinculos implements VinculoRepository {
  veiculos: Array<VinculoAtivo & { alvo: number }> = [];
  motoristas: Array<VinculoAtivo & { alvo: number }> = [];
  private seq = 100;
  async ativosDoVeiculo(id: number) { return this.veiculos.filter((v) => v.alvo === id); }
  async ativosDoMotorista(id: number) { return this.motoristas.filter((v) => v.alvo === id); }
  async criarVinculoVeiculo(alvo: number, v: NovoVinculo) { this.veiculos.push({ ...v, id: ++this.seq, alvo }); return this.seq; }
  async criarVinculoMotorista(alvo: number, v: NovoVinculo) { this.motoristas.push({ ...v, id: ++this.seq, alvo }); return this.seq; }
  async alterarTipoVinculoMotorista(id: number, tipo: VinculoAtivo['tipo']) { this.motoristas.find((m) => m.id === id)!.tipo = tipo; }
}

class MemoriaVeiculos implements VeiculoRepository, CarretaRepository {
  lista: Veiculo[] = [];
  engates: Array<{ id: number; cavalo: number; carreta: number }> = [];
  constructor(private readonly vinculos: MemoriaVinculos) {}
  async findById(id: number) { return this.lista.find((v) => v.id === id) ?? null; }
  async idPorPlaca(placa: string) { return this.lista.find((v) => v.placa === placa)?.id ?? null; }
  async create(d: NovoVeiculo, vinculo: NovoVinculo | null) {
    const v = { ...d, id: this.lista.length + 1, data_cadastro: V0, updated_at: V0 };
    this.lista.push(v);
    if (vinculo) await this.vinculos.criarVinculoVeiculo(v.id, vinculo);
    return v;
  }
  async update(v: Veiculo, vinculo: NovoVinculo | null) {
    const i = this.lista.findIndex((x) => x.id === v.id);
    this.lista[i] = { ...v, updated_at: proxima(v.updated_at) };
    if (vinculo) await this.vinculos.criarVinculoVeiculo(v.id, vinculo);
    return this.lista[i]!;
  }
  async carretasDoCavalo(c: number) { return this.engates.filter((e) => e.cavalo === c).map((e) => e.carreta); }
  async cavaloDaCarreta(c: number) { return this.engates.find((e) => e.carreta === c)?.cavalo ?? null; }
  async engatar(cavalo: number, carreta: number) { this.engates.push({ id: this.engates.length + 1, cavalo, carreta }); return this.engates.length; }
}

class MemoriaFuncionarios implements FuncionarioRepository {
  lista: Funcionario[] = [];
  constructor(private readonly vinculos: MemoriaVinculos) {}
  async findById(id: number) { return this.lista.find((f) => f.id === id) ?? null; }
  async findByCpf(cpf: string) { return this.lista.find((f) => f.cpf === cpf) ?? null; }
  async create(d: NovoFuncionario, vinculo: NovoVinculo | null) {
    const f = { ...d, id: this.lista.length + 1, data_cadastro: V0, updated_at: V0 };
    this.lista.push(f);
    if (vinculo) await this.vinculos.criarVinculoMotorista(f.id, vinculo);
    return f;
  }
  async update(f: Funcionario, link: Parameters<FuncionarioRepository['update']>[1]) {
    const i = this.lista.findIndex((x) => x.id === f.id);
    this.lista[i] = { ...f, updated_at: proxima(f.updated_at) };
    if (link && 'criar' in link) await this.vinculos.criarVinculoMotorista(f.id, link.criar);
    if (link && 'alterar' in link) await this.vinculos.alterarTipoVinculoMotorista(link.alterar.id, link.alterar.tipo);
    return this.lista[i]!;
  }
}

const referencias: ReferenciasCadastro = {
  fabricanteExiste: async (id) => id === 1 || id === 2,
  fabricanteDoModelo: async (id) => (id === 10 ? 1 : id === 20 ? 2 : null),
  tecnologiaExiste: async (id) => id >= 1 && id <= 15,
  funcaoExiste: async (id) => id === 1,
  clienteExiste: async (id) => id >= 1 && id <= 5,
};

describe('regras de vínculo (spec 03 §4 "Vehicle", §5 "Vehicle-client link", "Driver link")', () => {
  const ativos: VinculoAtivo[] = [{ id: 1, cliente_id: 1, tipo: 'AGREGADO' }];

  it('exige o tipo de vínculo com a mensagem da especificação e força AUTONOMO para uma carreta', () => {
    expect(() => tipoVinculoInformado('')).toThrow(ValidationError);
    try {
      tipoVinculoInformado(undefined);
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({ tipo: ['Tipo vínculo: não pode ser vazio'] });
    }
    expect(tipoVinculoInformado(' frota ')).toBe('FROTA');
    expect(tipoVinculoDoVeiculo('CARRETA', 'FROTA')).toBe('AUTONOMO');
    expect(tipoVinculoDoVeiculo('CAVALO', 'FROTA')).toBe('FROTA');
  });

  it('recusa um veículo já vinculado ao cliente e uma troca do seu tipo', () => {
    expect(() => exigirNovoVinculo('veiculo', ativos, 1, 'AGREGADO')).toThrow(MENSAGENS_VINCULO.veiculoJaVinculado);
    expect(() => exigirNovoVinculo('veiculo', ativos, 1, 'FROTA')).toThrow(
      'PARA ALTERAR O VÍNCULO DESSE VEÍCULO, REMOVA O REGISTRO DO MESMO E CADASTRE NOVAMENTE',
    );
    expect(() => exigirNovoVinculo('veiculo', ativos, 2, 'AGREGADO')).not.toThrow();
    expect(() => vinculoAoSalvarVeiculo(ativos, 1, 'FROTA')).toThrow(BusinessRuleError);
    expect(vinculoAoSalvarVeiculo(ativos, 1, 'AGREGADO')).toBeNull();
    expect(vinculoAoSalvarVeiculo(ativos, 2, 'FROTA')).toBe('FROTA');
  });

  it('mantém FROTA com um cliente de cada vez', () => {
    const frota: VinculoAtivo[] = [{ id: 1, cliente_id: 1, tipo: 'FROTA' }];
    expect(() => exigirNovoVinculo('motorista', frota, 2, 'FROTA')).toThrow('VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE');
    expect(() => exigirNovoVinculo('motorista', frota, 2, 'AGREGADO')).not.toThrow();
    expect(() => exigirNovoVinculo('motorista', frota, 1, 'FROTA')).toThrow(MENSAGENS_VINCULO.motoristaJaVinculado);
  });

  it.each([
    [0, 'ATE_30', 'até 30 dias'],
    [30, 'ATE_30', 'até 30 dias'],
    [31, 'ATE_60', 'até 60 dias'],
    [60, 'ATE_60', 'até 60 dias'],
    [61, 'ATE_90', 'até 90 dias'],
    [90, 'ATE_90', 'até 90 dias'],
    [91, 'MAIS_DE_90', 'mais de 90 dias'],
    [400, 'MAIS_DE_90', 'mais de 90 dias'],
  ])('um vínculo de %i dias é "%s" (%s)', (dias, faixa, descricao) => {
    const agora = new Date('2026-11-22T15:00:00Z');
    const idade = idadeVinculo(new Date(agora.getTime() - dias * 86_400_000 - 3600_000), agora);
    expect(idade).toMatchObject({ dias, faixa, descricao });
    expect(idade.linha).toContain(descricao);
  });
});

describe('SalvarCliente', () => {
  let repo: MemoriaClientes;
  let caso: SalvarCliente;
  const cnpj = completarCnpj('998877660001');
  beforeEach(async () => {
    repo = new MemoriaClientes();
    caso = new SalvarCliente(repo);
    await caso.executar({ razao_social: 'Protege Corretora', cnpj: completarCnpj('445556660001'), tipo: 'CORRETOR' });
    await caso.executar({ razao_social: 'Seguradora Nacional', cnpj: completarCnpj('556667770001'), tipo: 'SEGURADOR' });
  });

  it('guarda o CNPJ em dígitos, põe os nomes em maiúsculas e vincula um corretor e uma seguradora', async () => {
    const c = await caso.executar({
      razao_social: ' transportes modelo ltda ', nome_fantasia: 'modelo', cnpj: cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
      tipo: 'transportador', cep: '01310-100', uf: 'sp', corretor_id: 1, segurador_id: 2,
    });
    expect(c).toMatchObject({ razao_social: 'TRANSPORTES MODELO LTDA', nome_fantasia: 'MODELO', cnpj, tipo: 'TRANSPORTADOR', cep: '01310100', uf: 'SP', corretor_id: 1, segurador_id: 2, ativo: true });
  });

  it('responde 400 por campo: CNPJ inválido, CEP, UF, tipo, corretor e seguradora do tipo errado', async () => {
    const erros = await errosDe(caso.executar({ razao_social: '', cnpj: '11.222.333/0001-80', tipo: 'X', cep: '123', uf: 'ZZ', corretor_id: 2, segurador_id: 1 }));
    expect(erros).toEqual({
      razao_social: ['não pode ficar em branco'],
      cnpj: ['CNPJ inválido'],
      tipo: ['deve ser um de: EMBARCADOR, TRANSPORTADOR, SEGURADOR, CORRETOR'],
      cep: ['CEP inválido'],
      uf: ['UF inválida'],
      corretor_id: ['deve ser um cliente do tipo CORRETOR'],
      segurador_id: ['deve ser um cliente do tipo SEGURADOR'],
    });
  });

  it('recusa um CNPJ já cadastrado', async () => {
    expect(await errosDe(caso.executar({ razao_social: 'Outra', cnpj: completarCnpj('445556660001'), tipo: 'EMBARCADOR' }))).toEqual({ cnpj: ['CNPJ já cadastrado'] });
  });

  it('edita só o que foi enviado e responde 409 a um updated_at desatualizado', async () => {
    const c = await caso.executar({ razao_social: 'Modelo', cnpj, tipo: 'EMBARCADOR' });
    const lido = c.updated_at.toISOString();
    const editado = await caso.executar({ cidade: 'Campinas', updated_at: lido }, c.id);
    expect(editado).toMatchObject({ razao_social: 'MODELO', cidade: 'CAMPINAS', tipo: 'EMBARCADOR' });
    expect(await falha(caso.executar({ cidade: 'Santos', updated_at: lido }, c.id))).toBeInstanceOf(ConflictError);
    expect(await falha(caso.executar({}, 999))).toBeInstanceOf(NotFoundError);
  });
});

describe('ConsultarCnpj (spec 03 §5)', () => {
  const registro = { fonte: 'TESTE', consultar: async (c: string) => (c === completarCnpj('112223330001') ? { cnpj: c, razao_social: 'RODOVALE', nome_fantasia: null, endereco: null, numero: null, complemento: null, bairro: null, cep: null, cidade: 'JUNDIAÍ', uf: 'SP' } : null) };
  const clientes = { idPorCnpj: async (c: string) => (c === completarCnpj('112223330001') ? 7 : null) };
  const caso = new ConsultarCnpj(registro, clientes);
  it('diz "CNPJ não pode ser nulo." para uma entrada vazia e "CNPJ inválido" para uma errada', async () => {
    expect(await errosDe(caso.executar(''))).toEqual({ cnpj: ['CNPJ não pode ser nulo.'] });
    expect(await errosDe(caso.executar(' ./- '))).toEqual({ cnpj: ['CNPJ não pode ser nulo.'] });
    expect(await errosDe(caso.executar('11.222.333/0001-80'))).toEqual({ cnpj: ['CNPJ inválido'] });
  });
  it('tira o que não é dígito e responde encontrado ou não encontrado', async () => {
    expect(await caso.executar('11.222.333/0001-81')).toMatchObject({ encontrado: true, razao_social: 'RODOVALE', uf: 'SP', fonte: 'TESTE' });
    expect(await caso.executar(completarCnpj('123456780001'))).toMatchObject({ encontrado: false, message: 'CNPJ não encontrado na base consultada' });
  });
  it('um usuário com escopo recebe o cadastro do próprio cliente, e de outro só que o CNPJ está cadastrado', async () => {
    expect(await caso.executar('11.222.333/0001-81', { tipo: 'clientes', ids: [7] })).toMatchObject({ encontrado: true, razao_social: 'RODOVALE' });
    expect(await caso.executar('11.222.333/0001-81', { tipo: 'clientes', ids: [8, 9] })).toEqual({
      encontrado: true, cnpj: completarCnpj('112223330001'), fonte: 'TESTE', message: 'CNPJ já cadastrado na gerenciadora',
    });
    expect(await caso.executar(completarCnpj('123456780001'), { tipo: 'clientes', ids: [8] })).toMatchObject({ encontrado: false });
  });
});

describe('veículos', () => {
  let vinculos: MemoriaVinculos;
  let veiculos: MemoriaVeiculos;
  let salvar: SalvarVeiculo;
  const agora = () => new Date('2026-11-22T12:00:00Z');
  beforeEach(() => {
    vinculos = new MemoriaVinculos();
    veiculos = new MemoriaVeiculos(vinculos);
    salvar = new SalvarVeiculo(veiculos, vinculos, referencias, agora);
  });

  it('vincula o veículo de um usuário de cliente ao próprio cliente e exige o tipo de vínculo', async () => {
    expect(await errosDe(salvar.executar({ placa: 'ABC1D23', tipo: 'CAVALO' }, CLIENTE_1))).toEqual({ vinculo: ['Tipo vínculo: não pode ser vazio'] });
    const v = await salvar.executar({ placa: 'abc-1d23', tipo: 'CAVALO', vinculo: { tipo: 'FROTA' } }, CLIENTE_1);
    expect(v.placa).toBe('ABC1D23');
    expect(vinculos.veiculos).toEqual([expect.objectContaining({ alvo: v.id, cliente_id: 1, tipo: 'FROTA' })]);
    expect(await falha(salvar.executar({ placa: 'BCD1234', tipo: 'TRUCK', cliente_id: 2, vinculo: { tipo: 'FROTA' } }, CLIENTE_1))).toBeInstanceOf(ForbiddenError);
  });

  it('vincula uma carreta como AUTONOMO seja qual for o escolhido', async () => {
    const v = await salvar.executar({ placa: 'CAR0001', tipo: 'CARRETA', cliente_id: 3, vinculo: { tipo: 'FROTA' } }, STAFF);
    expect(vinculos.veiculos.find((x) => x.alvo === v.id)?.tipo).toBe('AUTONOMO');
  });

  it('responde 400 por campo: placa, tipo, cor, anos, RENAVAM, modelo de outro fabricante, placa já usada', async () => {
    await salvar.executar({ placa: 'ABC1234', tipo: 'TRUCK' }, STAFF);
    const erros = await errosDe(salvar.executar({ placa: 'AB-123', tipo: 'MOTO', cor: 'ROSA', ano_fabricacao: 2020, ano_modelo: 2023, renavan: '12345678901', fabricante_id: 1, modelo_id: 20 }, STAFF));
    expect(Object.keys(erros).sort()).toEqual(['ano_modelo', 'cor', 'modelo_id', 'placa', 'renavan', 'tipo']);
    expect(erros.placa).toEqual(['Placa inválida']);
    expect(erros.renavan).toEqual(['RENAVAM inválido']);
    expect(erros.modelo_id).toEqual(['não pertence ao fabricante informado']);
    expect(await errosDe(salvar.executar({ placa: 'abc-1234', tipo: 'TRUCK' }, STAFF))).toEqual({ placa: ['placa já cadastrada'] });
  });

  it('nunca muda o tipo de vínculo pelo formulário; um usuário com escopo edita só os veículos que alcança', async () => {
    const v = await salvar.executar({ placa: 'DEF4G56', tipo: 'CAVALO', vinculo: { tipo: 'AGREGADO' } }, CLIENTE_1);
    const outra = await falha(salvar.executar({ vinculo: { tipo: 'FROTA' } }, CLIENTE_1, v.id));
    expect(outra.message).toBe('PARA ALTERAR O VÍNCULO DESSE VEÍCULO, REMOVA O REGISTRO DO MESMO E CADASTRE NOVAMENTE');
    const mesma = await salvar.executar({ cor: 'azul', vinculo: { tipo: 'AGREGADO' } }, CLIENTE_1, v.id);
    expect(mesma.cor).toBe('AZUL');
    expect(await falha(salvar.executar({ cor: 'preto' }, { tipo: 'clientes', ids: [2] }, v.id))).toBeInstanceOf(ForbiddenError);
  });

  it('vincular_veiculo: tipo obrigatório, carreta AUTONOMO, nenhum segundo vínculo ao mesmo cliente', async () => {
    const carreta = await salvar.executar({ placa: 'CAR0002', tipo: 'CARRETA' }, STAFF);
    const vincular = new VincularVeiculo(veiculos, vinculos);
    expect(await errosDe(vincular.executar({ tipo: '', veiculo_id: carreta.id, cliente_id: 1 }, STAFF))).toEqual({ tipo: ['Tipo vínculo: não pode ser vazio'] });
    expect(await vincular.executar({ tipo: 'FROTA', veiculo_id: carreta.id, cliente_id: 1 }, STAFF)).toMatchObject({ tipo: 'AUTONOMO' });
    expect((await falha(vincular.executar({ tipo: 'AUTONOMO', veiculo_id: carreta.id, cliente_id: 1 }, STAFF))).message).toBe(MENSAGENS_VINCULO.veiculoJaVinculado);
    expect(await falha(vincular.executar({ tipo: 'AUTONOMO', veiculo_id: 999, cliente_id: 1 }, STAFF))).toBeInstanceOf(NotFoundError);
    expect(await falha(vincular.executar({ tipo: 'AUTONOMO', veiculo_id: carreta.id, cliente_id: 2 }, CLIENTE_1))).toBeInstanceOf(ForbiddenError);
  });

  it('engata carretas só num cavalo: "Este veiculo não é do tipo CAVALO!", no máximo três, um cavalo cada', async () => {
    const cavalo = await salvar.executar({ placa: 'CAV0001', tipo: 'CAVALO' }, STAFF);
    const truck = await salvar.executar({ placa: 'TRK0001', tipo: 'TRUCK' }, STAFF);
    const carretas = await Promise.all([1, 2, 3, 4].map((i) => salvar.executar({ placa: `CRT000${i}`, tipo: 'CARRETA' }, STAFF)));
    const engatar = new AdicionarCarreta(veiculos, vinculos, veiculos);
    expect((await falha(engatar.executar({ cavalo_id: truck.id, carreta_id: carretas[0]!.id }, STAFF))).message).toBe('Este veiculo não é do tipo CAVALO!');
    expect((await falha(engatar.executar({ cavalo_id: cavalo.id, carreta_id: truck.id }, STAFF))).message).toBe('Este veiculo não é do tipo CARRETA!');
    for (const c of carretas.slice(0, 3)) await engatar.executar({ cavalo_id: cavalo.id, carreta_id: c.id }, STAFF);
    expect((await falha(engatar.executar({ cavalo_id: cavalo.id, carreta_id: carretas[3]!.id }, STAFF))).message).toMatch(/no máximo 3 carretas/);
    expect((await falha(engatar.executar({ cavalo_id: cavalo.id, carreta_id: carretas[0]!.id }, STAFF))).message).toMatch(/já está engatada neste cavalo/);
    expect(await falha(engatar.executar({ cavalo_id: cavalo.id, carreta_id: carretas[3]!.id }, CLIENTE_1))).toBeInstanceOf(ForbiddenError);
  });

  it('verifica a disponibilidade pelos 7 primeiros caracteres da placa', () => {
    expect(placaParaVerificacao('abc-1234x')).toBe('ABC1234');
  });
});

describe('funcionários', () => {
  let vinculos: MemoriaVinculos;
  let repo: MemoriaFuncionarios;
  let salvar: SalvarFuncionario;
  const cpf = completarCpf('123456789');
  const dados = { nome: 'José Pereira', cpf, fone1: '(11) 98765-4321', registro_cnh: '02650306461', cnh: 'E' };
  beforeEach(() => {
    vinculos = new MemoriaVinculos();
    repo = new MemoriaFuncionarios(vinculos);
    salvar = new SalvarFuncionario(repo, vinculos, referencias);
  });

  it('cria um motorista vinculado ao próprio cliente do usuário de cliente', async () => {
    const f = await salvar.executar(dados, { vinculo: 'FROTA' }, CLIENTE_1);
    expect(f).toMatchObject({ nome: 'JOSÉ PEREIRA', cpf, fone1: '11987654321', tipo: 'MOTORISTA' });
    expect(vinculos.motoristas).toEqual([expect.objectContaining({ alvo: f.id, cliente_id: 1, tipo: 'FROTA' })]);
  });

  it('responde 400 por campo: CPF inválido, fone1 com menos de 11 dígitos, telefones, CEP, CNH e tipo de vínculo faltando', async () => {
    const erros = await errosDe(salvar.executar({ nome: 'Jo', cpf: '123.456.789-00', fone1: '(11) 3456-7890', fone2: '123', cep: '1', uf: 'XX', cnh: 'Z' }, {}, CLIENTE_1));
    expect(erros).toEqual({
      nome: ['deve ter no mínimo 3 caracteres'],
      cpf: ['CPF inválido'],
      registro_cnh: ['não pode ficar em branco'],
      cnh: ['deve ser um de: A, B, C, D, E, AB, AC, AD, AE'],
      fone1: ['deve ter no mínimo 11 dígitos'],
      fone2: ['Telefone inválido'],
      cep: ['CEP inválido'],
      uf: ['UF inválida'],
      vinculo: ['Tipo vínculo: não pode ser vazio'],
    });
  });

  it('recusa um CPF já cadastrado e um vínculo FROTA já dado a outro cliente', async () => {
    const f = await salvar.executar(dados, { cliente_id: 2, vinculo: 'FROTA' }, STAFF);
    expect(await errosDe(salvar.executar(dados, null, STAFF))).toEqual({ cpf: ['CPF já cadastrado'] });
    const vincular = new VincularMotorista(repo, vinculos);
    expect((await falha(vincular.executar({ cpf, vinculo: 'FROTA' }, CLIENTE_1))).message).toBe('VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE');
    // Another client's driver: a client user links by the CPF it typed, never by an id it guessed.
    expect(await falha(vincular.executar({ funcionario_id: f.id, vinculo: 'AGREGADO' }, CLIENTE_1))).toBeInstanceOf(NotFoundError);
    expect(await errosDe(vincular.executar({ vinculo: 'AGREGADO' }, CLIENTE_1))).toEqual({ funcionario_id: ['não pode ficar em branco'] });
    expect(await errosDe(vincular.executar({ cpf: '123.456.789-00', vinculo: 'AGREGADO' }, CLIENTE_1))).toEqual({ cpf: ['CPF inválido'] });
    expect(await vincular.executar({ cpf, vinculo: 'AGREGADO' }, CLIENTE_1)).toEqual({ message: 'Vínculo cadastrado com sucesso', funcionario_id: f.id });
    expect((await falha(vincular.executar({ funcionario_id: f.id, vinculo: 'AGREGADO' }, CLIENTE_1))).message).toBe(MENSAGENS_VINCULO.motoristaJaVinculado);
    expect(await vincular.executar({ funcionario_id: f.id, vinculo: 'AUTONOMO', criar_vinculo: false }, CLIENTE_1)).toEqual({ message: 'Vínculo atualizado com sucesso', funcionario_id: f.id });
    expect(vinculos.motoristas.find((m) => m.cliente_id === 1)?.tipo).toBe('AUTONOMO');
  });

  it('consultar_cpf: CPF NÃO PODE SER NULO, CPF inválido, livre, cadastrado em outro lugar, vinculado', async () => {
    const consultar = new ConsultarCpf(repo, vinculos);
    expect(await errosDe(consultar.executar('', 1))).toEqual({ cpf: ['CPF NÃO PODE SER NULO'] });
    expect(await errosDe(consultar.executar('123.456.789-00', 1))).toEqual({ cpf: ['CPF inválido'] });
    expect(await consultar.executar(cpf, 1)).toEqual({ status: 'DISPONIVEL', message: 'CPF DISPONÍVEL PARA CADASTRO' });
    const f = await salvar.executar(dados, { cliente_id: 2, vinculo: 'AGREGADO' }, STAFF);
    expect(await consultar.executar(cpf, 1)).toEqual({ status: 'CADASTRADO', message: 'FUNCIONÁRIO JÁ CADASTRADO. DESEJA CRIAR UM VÍNCULO COM ESTE CLIENTE?', funcionario: { id: f.id, nome: 'JOSÉ PEREIRA' } });
    expect(await consultar.executar(cpf, 2)).toMatchObject({ status: 'VINCULADO', vinculo: { tipo: 'AGREGADO' } });
    // A client user asking about another client's employee learns only that the CPF is registered.
    expect(await consultar.executar(cpf, 1, CLIENTE_1)).toEqual({ status: 'CADASTRADO', message: 'FUNCIONÁRIO JÁ CADASTRADO. DESEJA CRIAR UM VÍNCULO COM ESTE CLIENTE?' });
    expect(await consultar.executar(cpf, 2, { tipo: 'clientes', ids: [2] })).toEqual({
      status: 'VINCULADO', message: 'FUNCIONÁRIO JÁ CADASTRADO E VINCULADO A ESTE CLIENTE', funcionario: { id: f.id, nome: 'JOSÉ PEREIRA' }, vinculo: expect.objectContaining({ tipo: 'AGREGADO' }),
    });
  });

  it('edita só dentro do alcance, e troca o tipo do próprio vínculo do motorista', async () => {
    const f = await salvar.executar(dados, { vinculo: 'AGREGADO' }, CLIENTE_1);
    expect(await falha(salvar.executar({ rg: '123' }, null, { tipo: 'clientes', ids: [2] }, f.id))).toBeInstanceOf(ForbiddenError);
    await salvar.executar({ rg: 'mg-12.345.678' }, { vinculo: 'FROTA' }, CLIENTE_1, f.id);
    expect(vinculos.motoristas).toEqual([expect.objectContaining({ cliente_id: 1, tipo: 'FROTA' })]);
    expect((await repo.findById(f.id))?.rg).toBe('MG-12.345.678');
    expect(await falha(salvar.executar({ rg: 'x' , updated_at: V0.toISOString() }, null, CLIENTE_1, f.id))).toBeInstanceOf(ConflictError);
  });
});

describe('SalvarCliente, campos e edições', () => {
  let repo: MemoriaClientes;
  let caso: SalvarCliente;
  const cnpj = completarCnpj('998877660001');
  beforeEach(async () => {
    repo = new MemoriaClientes();
    caso = new SalvarCliente(repo);
    await caso.executar({ razao_social: 'Protege Corretora', cnpj: completarCnpj('445556660001'), tipo: 'CORRETOR' });
    await caso.executar({ razao_social: 'Seguradora Nacional', cnpj: completarCnpj('556667770001'), tipo: 'SEGURADOR' });
  });

  it('começa sem reteste nem fila expressa e ativo, e mantém as flags que uma edição deixa de fora', async () => {
    const c = await caso.executar({ razao_social: 'Modelo', cnpj, tipo: 'EMBARCADOR' });
    expect(c).toMatchObject({ reteste: false, expresso: false, ativo: true, corretor_id: null, segurador_id: null, nome_fantasia: null, cep: null, uf: null });
    const e = await caso.executar({ reteste: true, expresso: true, ativo: false }, c.id);
    expect(e).toMatchObject({ reteste: true, expresso: true, ativo: false });
    expect(await caso.executar({ cidade: 'Santos' }, c.id)).toMatchObject({ reteste: true, expresso: true, ativo: false, cnpj, tipo: 'EMBARCADOR', razao_social: 'MODELO' });
  });

  it('mantém o próprio CNPJ numa edição e seu corretor e seguradora a menos que mudem', async () => {
    const c = await caso.executar({ razao_social: 'Modelo', cnpj, tipo: 'EMBARCADOR', corretor_id: 1, segurador_id: 2 });
    await expect(caso.executar({ cnpj, razao_social: 'Modelo SA' }, c.id)).resolves.toMatchObject({ razao_social: 'MODELO SA', corretor_id: 1, segurador_id: 2 });
    await expect(caso.executar({ corretor_id: null }, c.id)).resolves.toMatchObject({ corretor_id: null, segurador_id: 2 });
  });

  it('exige CNPJ e tipo, e limita cada texto', async () => {
    expect(await errosDe(caso.executar({ razao_social: 'Modelo' }))).toEqual({ cnpj: ['não pode ficar em branco'], tipo: ['não pode ficar em branco'] });
    const longo = (n: number) => 'x'.repeat(n);
    expect(await errosDe(caso.executar({
      razao_social: longo(201), nome_fantasia: longo(151), cnpj, tipo: 'EMBARCADOR', endereco: longo(201), numero: longo(21), complemento: longo(101), bairro: longo(101), cidade: longo(101),
    }))).toEqual({
      razao_social: ['deve ter no máximo 200 caracteres'],
      nome_fantasia: ['deve ter no máximo 150 caracteres'],
      endereco: ['deve ter no máximo 200 caracteres'],
      numero: ['deve ter no máximo 20 caracteres'],
      complemento: ['deve ter no máximo 100 caracteres'],
      bairro: ['deve ter no máximo 100 caracteres'],
      cidade: ['deve ter no máximo 100 caracteres'],
    });
    await expect(caso.executar({
      razao_social: longo(200), nome_fantasia: longo(150), cnpj, tipo: 'EMBARCADOR', endereco: longo(200), numero: longo(20), complemento: longo(100), bairro: longo(100), cidade: longo(100),
    })).resolves.toMatchObject({ numero: 'X'.repeat(20), complemento: 'X'.repeat(100), bairro: 'X'.repeat(100), cidade: 'X'.repeat(100) });
  });

  it('não consulta um CNPJ malformado, e nomeia um corretor ou seguradora que não existe', async () => {
    expect(await errosDe(caso.executar({ razao_social: 'A', cnpj: '123', tipo: 'EMBARCADOR', corretor_id: 77, segurador_id: 78 }))).toEqual({
      cnpj: ['CNPJ inválido'],
      corretor_id: ['deve ser um cliente do tipo CORRETOR'],
      segurador_id: ['deve ser um cliente do tipo SEGURADOR'],
    });
  });
});

describe('ConsultarCnpj, respostas', () => {
  it('devolve o que o cadastro sabe com sua fonte, e os dígitos quando nada é encontrado', async () => {
    const dados = { cnpj: completarCnpj('112223330001'), razao_social: 'RODOVALE', nome_fantasia: null, endereco: null, numero: null, complemento: null, bairro: null, cep: null, cidade: 'JUNDIAÍ', uf: 'SP' };
    const caso = new ConsultarCnpj({ fonte: 'RECEITA', consultar: async (c: string) => (c === dados.cnpj ? dados : null) });
    expect(await caso.executar('11.222.333/0001-81')).toEqual({ encontrado: true, ...dados, fonte: 'RECEITA' });
    const outro = completarCnpj('123456780001');
    expect(await caso.executar(outro)).toEqual({ encontrado: false, cnpj: outro, fonte: 'RECEITA', message: 'CNPJ não encontrado na base consultada' });
    expect(await errosDe(caso.executar(null))).toEqual({ cnpj: ['CNPJ não pode ser nulo.'] });
  });
});

describe('veículos, campos e edições', () => {
  let vinculos: MemoriaVinculos;
  let veiculos: MemoriaVeiculos;
  let salvar: SalvarVeiculo;
  beforeEach(() => {
    vinculos = new MemoriaVinculos();
    veiculos = new MemoriaVeiculos(vinculos);
    salvar = new SalvarVeiculo(veiculos, vinculos, referencias, () => new Date('2026-11-22T12:00:00Z'));
  });

  it('aceita anos de 1950 até o ano que vem, o ano do modelo igual ou o seguinte', async () => {
    await expect(salvar.executar({ placa: 'AAA1111', tipo: 'TRUCK', ano_fabricacao: 1950, ano_modelo: 1951 }, STAFF)).resolves.toMatchObject({ ano_fabricacao: 1950, ano_modelo: 1951 });
    await expect(salvar.executar({ placa: 'AAA1112', tipo: 'TRUCK', ano_fabricacao: 2027, ano_modelo: 2028 }, STAFF)).resolves.toMatchObject({ ano_fabricacao: 2027, ano_modelo: 2028 });
    await expect(salvar.executar({ placa: 'AAA1113', tipo: 'TRUCK', ano_fabricacao: 2020, ano_modelo: 2020 }, STAFF)).resolves.toMatchObject({ ano_modelo: 2020 });
    expect(await errosDe(salvar.executar({ placa: 'AAA1114', tipo: 'TRUCK', ano_fabricacao: 1949, ano_modelo: 2029 }, STAFF))).toEqual({
      ano_fabricacao: ['deve ser um número inteiro entre 1950 e 2027'],
      ano_modelo: ['deve ser um número inteiro entre 1950 e 2028'],
    });
    for (const ano_modelo of [2019, 2022]) {
      expect(await errosDe(salvar.executar({ placa: 'AAA1115', tipo: 'TRUCK', ano_fabricacao: 2020, ano_modelo }, STAFF))).toEqual({ ano_modelo: ['deve ser o ano de fabricação ou o seguinte'] });
    }
  });

  it('nomeia fabricante, modelo, tecnologia e cliente faltando', async () => {
    expect(await errosDe(salvar.executar({ placa: 'AAA1111', tipo: 'TRUCK', fabricante_id: 3, modelo_id: 30, tecnologia_id: 16, cliente_id: 9, vinculo: { tipo: 'FROTA' } }, STAFF))).toEqual({
      fabricante_id: ['fabricante não encontrado'],
      modelo_id: ['modelo não encontrado'],
      tecnologia_id: ['tecnologia não encontrada'],
      cliente_id: ['cliente não encontrado'],
    });
    await expect(salvar.executar({ placa: 'AAA1111', tipo: 'TRUCK', modelo_id: 20, tecnologia_id: 15 }, STAFF)).resolves.toMatchObject({ modelo_id: 20, fabricante_id: null, tecnologia_id: 15 });
  });

  it('mantém um terminal em maiúsculas de no máximo 30 caracteres e tudo o que uma edição deixa de fora', async () => {
    const v = await salvar.executar({ placa: 'AAA1111', tipo: 'TRUCK', numero: ' ab-12 ', cor: 'prata', renavan: '', fabricante_id: 1, modelo_id: 10, ano_fabricacao: 2020 }, STAFF);
    expect(v).toMatchObject({ terminal: 'AB-12', cor: 'PRATA', renavan: null });
    await expect(salvar.executar({ placa: 'AAA1111', tecnologia_id: 2 }, STAFF, v.id)).resolves.toMatchObject({ terminal: 'AB-12', cor: 'PRATA', fabricante_id: 1, modelo_id: 10, ano_fabricacao: 2020, tecnologia_id: 2, tipo: 'TRUCK' });
    expect(await errosDe(salvar.executar({ numero: 'x'.repeat(31) }, STAFF, v.id))).toEqual({ numero: ['deve ter no máximo 30 caracteres'] });
    await expect(salvar.executar({ numero: 'x'.repeat(30) }, STAFF, v.id)).resolves.toMatchObject({ terminal: 'X'.repeat(30) });
  });

  it('não precisa de tipo de vínculo para editar um veículo de um cliente, e o vincula a outro cliente quando a equipe envia um', async () => {
    const v = await salvar.executar({ placa: 'AAA1111', tipo: 'CAVALO', vinculo: { tipo: 'AGREGADO' } }, CLIENTE_1);
    await expect(salvar.executar({ cor: 'azul' }, CLIENTE_1, v.id)).resolves.toMatchObject({ cor: 'AZUL' });
    expect(vinculos.veiculos).toHaveLength(1);
    await salvar.executar({ cliente_id: 2, vinculo: { tipo: 'FROTA' } }, STAFF, v.id);
    expect(vinculos.veiculos.map((x) => [x.cliente_id, x.tipo])).toEqual([[1, 'AGREGADO'], [2, 'FROTA']]);
    expect(await falha(salvar.executar({ cor: 'azul' }, STAFF, 999))).toEqual(new NotFoundError('Veículo não encontrado'));
  });

  it('recusa uma carreta já atrás de outro cavalo, e veículos desconhecidos', async () => {
    const [c1, c2, carreta] = await Promise.all([
      salvar.executar({ placa: 'CAV0001', tipo: 'CAVALO' }, STAFF),
      salvar.executar({ placa: 'CAV0002', tipo: 'CAVALO' }, STAFF),
      salvar.executar({ placa: 'CRT0001', tipo: 'CARRETA' }, STAFF),
    ]);
    const engatar = new AdicionarCarreta(veiculos, vinculos, veiculos);
    expect(await engatar.executar({ cavalo_id: c1.id, carreta_id: carreta.id }, STAFF)).toBe(1);
    expect((await falha(engatar.executar({ cavalo_id: c2.id, carreta_id: carreta.id }, STAFF))).message).toBe('Esta carreta já está engatada em outro cavalo');
    expect(await falha(engatar.executar({ cavalo_id: 999, carreta_id: carreta.id }, STAFF))).toEqual(new NotFoundError('Veículo não encontrado'));
    expect(await falha(engatar.executar({ cavalo_id: c1.id, carreta_id: 999 }, STAFF))).toEqual(new NotFoundError('Veículo não encontrado'));
  });

  it('responde o id e o tipo de um novo vínculo, e conhece os tipos de veículo', async () => {
    const v = await salvar.executar({ placa: 'AAA1111', tipo: 'TRUCK' }, STAFF);
    expect(await new VincularVeiculo(veiculos, vinculos).executar({ tipo: 'agregado', veiculo_id: v.id, cliente_id: 3 }, STAFF)).toEqual({ id: 101, tipo: 'AGREGADO' });
    expect(['CARRETA', 'TOCO', 'MOTO'].map(tipoVeiculoValido)).toEqual([true, true, false]);
  });
});

describe('funcionários, campos, vínculos e perfis', () => {
  let vinculos: MemoriaVinculos;
  let repo: MemoriaFuncionarios;
  let salvar: SalvarFuncionario;
  const cpf = completarCpf('123456789');
  const dados = { nome: 'José Pereira', cpf, fone1: '(11) 98765-4321', registro_cnh: '02650306461', cnh: 'E' };
  beforeEach(() => {
    vinculos = new MemoriaVinculos();
    repo = new MemoriaFuncionarios(vinculos);
    salvar = new SalvarFuncionario(repo, vinculos, referencias);
  });

  it('é motorista por padrão; outros tipos não precisam de CNH', async () => {
    await expect(salvar.executar(dados, null, STAFF)).resolves.toMatchObject({ tipo: 'MOTORISTA', registro_cnh: '02650306461', cnh: 'E', funcao_id: null });
    await expect(salvar.executar({ nome: 'Ana Lima', cpf: completarCpf('987654321'), fone1: '11987654321', tipo: 'ajudante' }, null, STAFF)).resolves.toMatchObject({ tipo: 'AJUDANTE', registro_cnh: null });
  });

  it('nomeia uma função ou um cliente faltando e limita cada texto', async () => {
    const longo = (n: number) => 'x'.repeat(n);
    expect(await errosDe(salvar.executar({ ...dados, funcao_id: 2, rg: longo(21), endereco: longo(201), numero: longo(21), complemento: longo(101), bairro: longo(101), cidade: longo(101), nome: longo(151) }, { cliente_id: 9, vinculo: 'FROTA' }, STAFF))).toEqual({
      nome: ['deve ter no máximo 150 caracteres'],
      rg: ['deve ter no máximo 20 caracteres'],
      endereco: ['deve ter no máximo 200 caracteres'],
      numero: ['deve ter no máximo 20 caracteres'],
      complemento: ['deve ter no máximo 100 caracteres'],
      bairro: ['deve ter no máximo 100 caracteres'],
      cidade: ['deve ter no máximo 100 caracteres'],
      funcao_id: ['função não encontrada'],
      cliente_id: ['cliente não encontrado'],
    });
    await expect(salvar.executar({ ...dados, funcao_id: 1, rg: longo(20), numero: longo(20), cnh_validade: '31/12/2030', fone3: '1134567890', uf: 'mg', cep: '30130-010' }, null, STAFF)).resolves.toMatchObject({
      funcao_id: 1, rg: 'X'.repeat(20), cnh_validade: '2030-12-31', fone3: '1134567890', uf: 'MG', cep: '30130010',
    });
  });

  it('mantém o que uma edição deixa de fora, o próprio CPF, e seu vínculo quando o tipo é o mesmo', async () => {
    const f = await salvar.executar({ ...dados, rg: '123', funcao_id: 1, cidade: 'Campinas' }, { vinculo: 'AGREGADO' }, CLIENTE_1);
    const e = await salvar.executar({ cpf, fone2: '1134567890' }, { vinculo: 'AGREGADO' }, CLIENTE_1, f.id);
    expect(e).toMatchObject({ nome: 'JOSÉ PEREIRA', rg: '123', funcao_id: 1, cidade: 'CAMPINAS', fone2: '1134567890', cnh: 'E' });
    await salvar.executar({ rg: '456' }, { cliente_id: 1 }, CLIENTE_1, f.id);
    expect(vinculos.motoristas.map((m) => [m.cliente_id, m.tipo])).toEqual([[1, 'AGREGADO']]);
  });

  it('vincula um funcionário editado a outro cliente, dentro da regra de FROTA', async () => {
    const f = await salvar.executar(dados, { cliente_id: 1, vinculo: 'FROTA' }, STAFF);
    await salvar.executar({}, { cliente_id: 2, vinculo: 'agregado' }, STAFF, f.id);
    expect(vinculos.motoristas.map((m) => [m.cliente_id, m.tipo])).toEqual([[1, 'FROTA'], [2, 'AGREGADO']]);
    expect((await falha(salvar.executar({}, { cliente_id: 3, vinculo: 'FROTA' }, STAFF, f.id))).message).toBe('VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE');
    expect((await falha(salvar.executar({}, { cliente_id: 2, vinculo: 'FROTA' }, STAFF, f.id))).message).toBe('VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE');
    expect(await falha(salvar.executar({}, null, STAFF, 999))).toEqual(new NotFoundError('Funcionário não encontrado'));
  });

  it('vincular_motorista precisa de um cliente e de um funcionário existente', async () => {
    const vincular = new VincularMotorista(repo, vinculos);
    expect(await errosDe(vincular.executar({ funcionario_id: 1, vinculo: 'FROTA' }, STAFF))).toEqual({ cliente_id: ['não pode ficar em branco'] });
    expect(await falha(vincular.executar({ funcionario_id: 999, vinculo: 'FROTA', cliente_id: 1 }, STAFF))).toEqual(new NotFoundError('Funcionário não encontrado'));
    expect(await errosDe(vincular.executar({ funcionario_id: 1, vinculo: 'x', cliente_id: 1 }, STAFF))).toEqual({ vinculo: ['Tipo vínculo: deve ser um de: FROTA, AGREGADO, AUTONOMO'] });
  });

  it('consultar_cpf sem cliente diz só que o funcionário existe; vinculado mostra o vínculo', async () => {
    const consultar = new ConsultarCpf(repo, vinculos);
    const f = await salvar.executar(dados, { cliente_id: 2, vinculo: 'AGREGADO' }, STAFF);
    expect(await consultar.executar(cpf, null)).toEqual({ status: 'CADASTRADO', message: 'FUNCIONÁRIO JÁ CADASTRADO', funcionario: { id: f.id, nome: 'JOSÉ PEREIRA' } });
    expect(await consultar.executar(cpf, 2)).toEqual({
      status: 'VINCULADO', message: 'FUNCIONÁRIO JÁ CADASTRADO E VINCULADO A ESTE CLIENTE', funcionario: { id: f.id, nome: 'JOSÉ PEREIRA' }, vinculo: { id: vinculos.motoristas[0]!.id, tipo: 'AGREGADO' },
    });
  });

  it('valida perfis: um cliente uma vez cada, um protocolo em maiúsculas de no máximo 40 e sua validade', () => {
    expect(validarPerfis([{ cliente_id: 1, protocolo: ' ab-1 ', validade_protocolo: '31/12/2027' }, { cliente_id: 2 }])).toEqual([
      { cliente_id: 1, protocolo: 'AB-1', validade_protocolo: '2027-12-31' },
      { cliente_id: 2, protocolo: null, validade_protocolo: null },
    ]);
    expect(validarPerfis([])).toEqual([]);
    try {
      validarPerfis([{ cliente_id: 1 }, { cliente_id: 1, protocolo: 'x'.repeat(41) }, { protocolo: 'a', validade_protocolo: '31/02/2027' }]);
      throw new Error('aceitou');
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({
        'perfis.1.cliente_id': ['cliente repetido'],
        'perfis.1.protocolo': ['deve ter no máximo 40 caracteres'],
        'perfis.2.cliente_id': ['não pode ficar em branco'],
        'perfis.2.validade_protocolo': ['data inválida'],
      });
    }
  });
});
