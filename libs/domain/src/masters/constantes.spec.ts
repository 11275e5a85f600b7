import {
  CATEGORIAS_CNH, CORES_VEICULO, ESTADOS_BR, FUNCOES_PADRAO, isTelemonitorado, MAXIMO_CARRETAS_POR_CAVALO, permiteChecklistOnline, PRIORIDADE_MAXIMA_CONTATO,
  TECNOLOGIA, TECNOLOGIAS_CHECKLIST_ONLINE, TECNOLOGIAS_DO_SISTEMA, TECNOLOGIAS_PADRAO, TIPOS_CLIENTE, TIPOS_CONTATO, TIPOS_FUNCIONARIO, TIPOS_VEICULO, TIPOS_VINCULO,
} from './constantes.js';

describe('listas fixas do contexto de cadastros (spec 03 §3, spec 01 §9)', () => {
  it('oferece os tipos de cliente, veículo, vínculo, funcionário e contato da especificação', () => {
    expect(TIPOS_CLIENTE).toEqual(['EMBARCADOR', 'TRANSPORTADOR', 'SEGURADOR', 'CORRETOR']);
    expect(TIPOS_VEICULO).toEqual(['CARRETA', 'CAVALO', 'TRUCK', 'PASSEIO', 'VAN', 'TOCO']);
    expect(TIPOS_VINCULO).toEqual(['FROTA', 'AGREGADO', 'AUTONOMO']);
    expect(TIPOS_FUNCIONARIO).toEqual(['MOTORISTA', 'AJUDANTE', 'ADMINISTRATIVO']);
    expect(TIPOS_CONTATO).toEqual(['OPERACIONAL', 'COMERCIAL', 'FINANCEIRO', 'EMERGENCIA']);
  });
  it('oferece as cores de veículo e as categorias de CNH dos formulários', () => {
    expect(CORES_VEICULO).toEqual(['VERMELHO', 'AMARELO', 'AZUL', 'VERDE', 'BRANCO', 'PRETO', 'PRATA', 'CINZA', 'BEGE', 'LARANJA', 'MARROM', 'DOURADO']);
    expect(CATEGORIAS_CNH).toEqual(['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE']);
  });
  it('mantém os limites: prioridade de contato 1-9, três carretas por cavalo', () => {
    expect([PRIORIDADE_MAXIMA_CONTATO, MAXIMO_CARRETAS_POR_CAVALO]).toEqual([9, 3]);
  });
  it('começa as funções com MOTORISTA', () => {
    expect(FUNCOES_PADRAO[0]).toBe('MOTORISTA');
  });
  it('lista as 27 unidades federativas pelos nomes', () => {
    expect(Object.fromEntries(ESTADOS_BR.map((e) => [e.uf, e.nome]))).toEqual({
      AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará', DF: 'Distrito Federal', ES: 'Espírito Santo', GO: 'Goiás',
      MA: 'Maranhão', MT: 'Mato Grosso', MS: 'Mato Grosso do Sul', MG: 'Minas Gerais', PA: 'Pará', PB: 'Paraíba', PR: 'Paraná', PE: 'Pernambuco',
      PI: 'Piauí', RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte', RS: 'Rio Grande do Sul', RO: 'Rondônia', RR: 'Roraima', SC: 'Santa Catarina',
      SP: 'São Paulo', SE: 'Sergipe', TO: 'Tocantins',
    });
  });
});

describe('tecnologias de rastreamento (spec 03 §9 "Other")', () => {
  it('fixa ONIXSAT 2, OMNILINK 4 e TELEMONITORADO 13 no catálogo da primeira instalação', () => {
    expect(TECNOLOGIA).toEqual({ ONIXSAT: 2, OMNILINK: 4, TELEMONITORADO: 13 });
    expect(TECNOLOGIAS_PADRAO).toEqual([
      { id: 1, descricao: 'AUTOTRAC' }, { id: 2, descricao: 'ONIXSAT' }, { id: 3, descricao: 'SASCAR' }, { id: 4, descricao: 'OMNILINK' },
      { id: 5, descricao: 'JABURSAT' }, { id: 6, descricao: 'RODOSIS' }, { id: 7, descricao: 'POSITRON' }, { id: 8, descricao: 'CONTROLLOC' },
      { id: 9, descricao: 'GLOBALSAT' }, { id: 10, descricao: 'MEU BRUTO' }, { id: 11, descricao: 'LOGÍSTICO' }, { id: 12, descricao: 'SIGHRA' },
      { id: 13, descricao: 'TELEMONITORADO' }, { id: 14, descricao: 'MAXTRACK' }, { id: 15, descricao: 'CEABS' },
    ]);
    expect(TECNOLOGIAS_DO_SISTEMA).toEqual([2, 4, 13]);
    expect(TECNOLOGIAS_CHECKLIST_ONLINE).toEqual([2, 4]);
  });
  it('permite o checklist online só para as tecnologias 2 e 4', () => {
    expect([null, undefined, 1, 2, 3, 4, 13].map(permiteChecklistOnline)).toEqual([false, false, false, true, false, true, false]);
  });
  it('chama de telemonitorada só a tecnologia 13', () => {
    expect([null, undefined, 2, 12, 13, 14].map(isTelemonitorado)).toEqual([false, false, false, false, true, false]);
  });
});
