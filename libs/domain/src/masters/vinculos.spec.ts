import { BusinessRuleError, FieldErrorBag, ForbiddenError, ValidationError } from '../shared/index.js';
import {
  exigirAlcance, exigirFrotaLivre, exigirMudancaVinculoMotorista, exigirNovoVinculo, idadeVinculo, MENSAGENS_VINCULO, tipoVinculo, tipoVinculoDoVeiculo,
  tipoVinculoInformado, vinculoAoSalvarVeiculo, type VinculoAtivo,
} from './vinculos.js';

const frota10: VinculoAtivo = { id: 1, cliente_id: 10, tipo: 'FROTA' };
const agregado20: VinculoAtivo = { id: 2, cliente_id: 20, tipo: 'AGREGADO' };

describe('tipos de vínculo (spec 03 §5 "Vehicle-client link")', () => {
  const ler = (valor: unknown) => {
    const bag = new FieldErrorBag();
    const tipo = tipoVinculo(bag, 'tipo_vinculo', valor);
    try {
      bag.throwIfAny();
    } catch (e) {
      return { tipo, erros: (e as ValidationError).errors };
    }
    return { tipo };
  };
  it('lê um tipo sem espaços nas pontas e em maiúsculas', () => {
    expect(ler(' agregado ')).toEqual({ tipo: 'AGREGADO' });
    expect(tipoVinculoInformado('frota')).toBe('FROTA');
  });
  it('diz que um tipo vazio não pode ser vazio e lista os aceitos', () => {
    expect(ler('  ')).toEqual({ tipo: null, erros: { tipo_vinculo: ['Tipo vínculo: não pode ser vazio'] } });
    expect(ler(3)).toEqual({ tipo: null, erros: { tipo_vinculo: ['Tipo vínculo: não pode ser vazio'] } });
    expect(ler('proprio')).toEqual({ tipo: null, erros: { tipo_vinculo: ['Tipo vínculo: deve ser um de: FROTA, AGREGADO, AUTONOMO'] } });
    expect(() => tipoVinculoInformado('')).toThrow(new ValidationError({ tipo: ['Tipo vínculo: não pode ser vazio'] }));
    try {
      tipoVinculoInformado(null, 'tipo_vinculo');
    } catch (e) {
      expect((e as ValidationError).errors).toEqual({ tipo_vinculo: ['Tipo vínculo: não pode ser vazio'] });
    }
  });
  it('vincula uma carreta como AUTONOMO e qualquer outro veículo como escolhido', () => {
    expect(tipoVinculoDoVeiculo('CARRETA', 'FROTA')).toBe('AUTONOMO');
    expect(tipoVinculoDoVeiculo('CAVALO', 'FROTA')).toBe('FROTA');
    expect(tipoVinculoDoVeiculo('TRUCK', 'AGREGADO')).toBe('AGREGADO');
  });
});

describe('novos vínculos', () => {
  it('recusa vincular o mesmo cliente de novo, com a mensagem do alvo', () => {
    expect(() => exigirNovoVinculo('veiculo', [frota10], 10, 'FROTA')).toThrow(new BusinessRuleError('VEÍCULO JÁ VINCULADO A ESTE CLIENTE'));
    expect(() => exigirNovoVinculo('motorista', [frota10], 10, 'FROTA')).toThrow(new BusinessRuleError('MOTORISTA JÁ VINCULADO A ESTE CLIENTE'));
    expect(() => exigirNovoVinculo('motorista', [frota10], 10, 'AGREGADO')).toThrow(new BusinessRuleError('MOTORISTA JÁ VINCULADO A ESTE CLIENTE'));
  });
  it("diz que o tipo de vínculo de um veículo não pode mudar", () => {
    expect(() => exigirNovoVinculo('veiculo', [frota10], 10, 'AGREGADO')).toThrow(new BusinessRuleError(MENSAGENS_VINCULO.alterar));
    expect(MENSAGENS_VINCULO.alterar).toBe('PARA ALTERAR O VÍNCULO DESSE VEÍCULO, REMOVA O REGISTRO DO MESMO E CADASTRE NOVAMENTE');
  });
  it('mantém FROTA com um cliente de cada vez, os outros tipos livres', () => {
    expect(() => exigirNovoVinculo('veiculo', [frota10], 30, 'FROTA')).toThrow(new BusinessRuleError('VÍNCULO FROTA JÁ ATRIBUÍDO À OUTRO CLIENTE'));
    expect(() => exigirNovoVinculo('veiculo', [frota10], 30, 'AGREGADO')).not.toThrow();
    expect(() => exigirNovoVinculo('veiculo', [agregado20], 30, 'FROTA')).not.toThrow();
    expect(() => exigirNovoVinculo('motorista', [], 30, 'FROTA')).not.toThrow();
    expect(() => exigirFrotaLivre([frota10], 10, 'FROTA')).not.toThrow();
  });
});

describe('vínculos salvos com um veículo ou alterados para um motorista', () => {
  it('mantém um vínculo de veículo do mesmo tipo, recusa outro tipo, pede um novo caso contrário', () => {
    expect(vinculoAoSalvarVeiculo([frota10], 10, 'FROTA')).toBeNull();
    expect(() => vinculoAoSalvarVeiculo([frota10], 10, 'AUTONOMO')).toThrow(new BusinessRuleError(MENSAGENS_VINCULO.alterar));
    expect(vinculoAoSalvarVeiculo([frota10], 20, 'AGREGADO')).toBe('AGREGADO');
    expect(() => vinculoAoSalvarVeiculo([frota10], 20, 'FROTA')).toThrow(new BusinessRuleError(MENSAGENS_VINCULO.frotaOutroCliente));
  });
  it("troca o tipo de vínculo de um motorista dentro da regra de FROTA", () => {
    expect(exigirMudancaVinculoMotorista([frota10, agregado20], 20, 'AUTONOMO')).toEqual(agregado20);
    expect(() => exigirMudancaVinculoMotorista([frota10, agregado20], 20, 'FROTA')).toThrow(new BusinessRuleError(MENSAGENS_VINCULO.frotaOutroCliente));
    expect(() => exigirMudancaVinculoMotorista([frota10], 30, 'AGREGADO')).toThrow(new BusinessRuleError('Não há vínculo ativo com este cliente'));
  });
});

describe('idade de um vínculo (spec 03 §4 "Vehicle")', () => {
  const agora = new Date('2026-11-22T12:00:00Z');
  const ha = (dias: number, horas = 0) => new Date(agora.getTime() - dias * 86_400_000 - horas * 3_600_000);
  it.each([
    [0, 'ATE_30', 'até 30 dias', 'Este vínculo existe há até 30 dias (0 dias).'],
    [1, 'ATE_30', 'até 30 dias', 'Este vínculo existe há até 30 dias (1 dia).'],
    [30, 'ATE_30', 'até 30 dias', 'Este vínculo existe há até 30 dias (30 dias).'],
    [31, 'ATE_60', 'até 60 dias', 'Este vínculo existe há até 60 dias (31 dias).'],
    [60, 'ATE_60', 'até 60 dias', 'Este vínculo existe há até 60 dias (60 dias).'],
    [61, 'ATE_90', 'até 90 dias', 'Este vínculo existe há até 90 dias (61 dias).'],
    [90, 'ATE_90', 'até 90 dias', 'Este vínculo existe há até 90 dias (90 dias).'],
    [91, 'MAIS_DE_90', 'mais de 90 dias', 'Este vínculo existe há mais de 90 dias (91 dias).'],
  ])('%i dias é %s', (dias, faixa, descricao, linha) => {
    expect(idadeVinculo(ha(dias), agora)).toEqual({ dias, faixa, descricao, linha });
  });
  it('conta só dias inteiros, e um vínculo com data no futuro como novo', () => {
    expect(idadeVinculo(ha(30, 23), agora).dias).toBe(30);
    expect(idadeVinculo(ha(-2), agora)).toMatchObject({ dias: 0, faixa: 'ATE_30' });
  });
});

describe('alcance de um usuário com escopo', () => {
  it('alcança um veículo ou motorista só por um vínculo ativo com um dos seus clientes', () => {
    expect(() => exigirAlcance({ tipo: 'todos' }, [])).not.toThrow();
    expect(() => exigirAlcance({ tipo: 'clientes', ids: [5, 20] }, [frota10, agregado20])).not.toThrow();
    expect(() => exigirAlcance({ tipo: 'clientes', ids: [5] }, [frota10])).toThrow(new ForbiddenError('Não há permissão'));
    expect(() => exigirAlcance({ tipo: 'clientes', ids: [5] }, [])).toThrow(ForbiddenError);
  });
});
