import { ValidationError } from '../shared/index.js';
import { MENSAGENS_CADASTRO } from './regras.js';
import {
  bloqueadoDoFiltro, COLUNAS_RELATORIO_CADASTRO, descreverPeriodo, GRID_RELATORIO_CADASTRO, laudosDoFiltro, lerFiltroRelatorio, nomeArquivoRelatorio,
  registroDoRelatorio, type ItemDoRelatorio,
} from './relatorios.js';

const hoje = new Date('2026-11-22T15:00:00Z');
const ler = (raw: Record<string, unknown>, exigirFormato = false) => lerFiltroRelatorio(raw, hoje, { exigirFormato });
const erros = (raw: Record<string, unknown>, exigirFormato = false) => {
  try {
    ler(raw, exigirFormato);
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
  throw new Error('esperava um erro de validação');
};
const TODOS = { is_todos_clientes: 'true', is_todos_parametros: 'true' };

describe('filtros de laudo e de bloqueio', () => {
  it('ACORDO seleciona ACORDO e RETIFICADO; DESACORDO é REQUER ATENÇÃO; TODOS não filtra', () => {
    expect(laudosDoFiltro('ACORDO')).toEqual(['ACORDO', 'RETIFICADO']);
    expect(laudosDoFiltro('DESACORDO')).toEqual(['REQUER ATENÇÃO']);
    expect(laudosDoFiltro('TODOS')).toBeNull();
  });

  it('BLOQUEADO, NÃO BLOQUEADO e TODOS', () => {
    expect([bloqueadoDoFiltro('BLOQUEADO'), bloqueadoDoFiltro('NÃO BLOQUEADO'), bloqueadoDoFiltro('TODOS')]).toEqual([true, false, null]);
  });
});

describe('lerFiltroRelatorio', () => {
  it('lê a query da tela: todos os clientes e parâmetros, mês atual, padrões TODOS, intervalo em dias de Brasília', () => {
    const f = ler({ ...TODOS, periodo: 'MES_ATUAL' });
    expect(f).toMatchObject({ cliente_id: null, parametro: null, laudo: 'TODOS', bloqueio: 'TODOS', formato: null, periodo: 'MES_ATUAL' });
    expect(f.de).toBe('2026-11-01T03:00:00.000Z');
    expect(f.ate).toBe('2026-11-23T03:00:00.000Z');
  });

  it('cliente, parâmetro, laudo, bloqueio e formato em qualquer caixa; NAO BLOQUEADO sem acento', () => {
    const f = ler({ cliente_id: '12', parametro: 'frota', periodo: 'ano_anterior', laudo: 'desacordo', bloqueio: 'nao bloqueado', formato: 'PDF' });
    expect(f).toMatchObject({ cliente_id: 12, parametro: 'FROTA', laudo: 'DESACORDO', bloqueio: 'NÃO BLOQUEADO', formato: 'pdf', periodo: 'ANO_ANTERIOR' });
    expect([f.de, f.ate]).toEqual(['2025-01-01T03:00:00.000Z', '2026-01-01T03:00:00.000Z']);
    expect(ler({ ...TODOS, periodo: 'MES_ATUAL', bloqueio: 'NÃO_BLOQUEADO', laudo: 'REQUER ATENÇÃO' })).toMatchObject({ bloqueio: 'NÃO BLOQUEADO', laudo: 'DESACORDO' });
  });

  it('um corpo JSON com booleanos e números de verdade; um parâmetro repetido vale o último', () => {
    const f = ler({ is_todos_clientes: true, is_todos_parametros: true, periodo: ['ANO_ATUAL', 'ULTIMO_DEZ_DIAS'], formato: 'xlsx' }, true);
    expect(f).toMatchObject({ periodo: 'ULTIMO_DEZ_DIAS', formato: 'xlsx' });
    expect(f.de).toBe('2026-11-12T03:00:00.000Z');
  });

  it('intervalo selecionado: do primeiro dia ao fim do último; a data de validade é um dia de vencimento', () => {
    const i = ler({ ...TODOS, periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: '01/10/2026', data_fim: '15/10/2026' });
    expect([i.de, i.ate, i.data_inicio, i.data_fim]).toEqual(['2026-10-01T03:00:00.000Z', '2026-10-16T03:00:00.000Z', '01/10/2026', '15/10/2026']);
    const v = ler({ ...TODOS, periodo: 'INFORMAR_DATA_VALIDADE', data_inicio: '20/12/2026', data_fim: '31/12/2026' });
    expect([v.de, v.ate, v.data_fim]).toEqual(['2026-12-20T03:00:00.000Z', '2026-12-21T03:00:00.000Z', null]);
    expect(descreverPeriodo(v)).toBe('Informar data de validade (vencimento em 20/12/2026)');
    expect(descreverPeriodo(i)).toBe('Selecionar intervalo de datas (01/10/2026 a 15/10/2026)');
  });

  it('todos os parâmetros ignora o parâmetro enviado', () => {
    expect(ler({ ...TODOS, parametro: 'FROTA', periodo: 'MES_ATUAL' }).parametro).toBeNull();
  });

  it('recusa sem formato ao exportar, e formato desconhecido sempre; listar não exige formato', () => {
    expect(erros({ ...TODOS, periodo: 'MES_ATUAL' }, true)).toEqual({ formato: [MENSAGENS_CADASTRO.relatorioFormato] });
    expect(erros({ ...TODOS, periodo: 'MES_ATUAL', formato: 'csv' })).toEqual({ formato: [MENSAGENS_CADASTRO.relatorioFormato] });
    expect(ler({ ...TODOS, periodo: 'MES_ATUAL', formato: 'excel' }).formato).toBe('xlsx');
  });

  it('recusa o intervalo faltando, invertido ou impossível, e a data de validade ausente', () => {
    expect(erros({ ...TODOS, periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: '01/10/2026' })).toEqual({ data_inicio: [MENSAGENS_CADASTRO.relatorioIntervalo] });
    expect(erros({ ...TODOS, periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: '15/10/2026', data_fim: '01/10/2026' })).toEqual({ data_inicio: [MENSAGENS_CADASTRO.relatorioIntervalo] });
    expect(erros({ ...TODOS, periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: '31/02/2026', data_fim: '01/03/2026' })).toEqual({ data_inicio: [MENSAGENS_CADASTRO.relatorioIntervalo] });
    expect(erros({ ...TODOS, periodo: 'INFORMAR_DATA_VALIDADE' })).toEqual({ data_inicio: [MENSAGENS_CADASTRO.relatorioValidade] });
  });

  it('cliente e parâmetro obrigatórios sem "todos"; valores ilegíveis com a mensagem do campo', () => {
    expect(erros({ periodo: 'MES_ATUAL' })).toEqual({ cliente_id: [MENSAGENS_CADASTRO.relatorioCliente], parametro: [MENSAGENS_CADASTRO.relatorioParametro] });
    const e = erros({ cliente_id: '0x2', parametro: 'MOTO', is_todos_clientes: 'talvez', periodo: 'ONTEM', laudo: 'X', bloqueio: { a: 1 } });
    expect(Object.keys(e).sort()).toEqual(['bloqueio', 'cliente_id', 'is_todos_clientes', 'laudo', 'parametro', 'periodo']);
    expect(e.cliente_id).toEqual(['deve ser um número inteiro positivo']);
    expect(erros({ ...TODOS, cliente_id: '2147483648', periodo: 'MES_ATUAL' })).toEqual({ cliente_id: ['deve ser um número inteiro positivo'] });
  });
});

describe('registro do relatório', () => {
  const item: ItemDoRelatorio = {
    id: 7, registro_id: 3, protocolo: 'GR2026112200001', cliente_id: 1, cnpj: '11222333000181', razao_social: 'RODOVALE', criterio: 'AGREGADO',
    tipo_registro: 'MOTORISTA', documento: '52998224725', nome: 'JOÃO', placa: null, laudo: 'REQUER ATENÇÃO', bloqueado: true, motivo: 'CNH vencida',
    data_registro: '2026-11-22T15:00:00.000Z', data_vencimento: '2027-05-22T02:00:00.000Z', meses: '4', usuario: 'ADMIN', fonte: null,
    status_registro: 'REQUER ATENÇÃO', observacao: null,
  };

  it('DESACORDO com o vencimento mascarado; a validade do agregado pelos meses do item', () => {
    const r = registroDoRelatorio(item);
    expect(r).toMatchObject({ status: 'DESACORDO', vencimento: '**/**/****', validade_relatorio: '2027-03-22T15:00:00.000Z', bloqueado: true });
    expect(r).not.toHaveProperty('laudo');
  });

  it('ACORDO e RETIFICADO mostram o vencimento (dia de Brasília)', () => {
    expect(registroDoRelatorio({ ...item, laudo: 'RETIFICADO' }).vencimento).toBe('21/05/2027');
    expect(registroDoRelatorio({ ...item, laudo: 'ACORDO', criterio: 'AUTONOMO' })).toMatchObject({ status: 'ACORDO', validade_relatorio: '2026-11-24T15:00:00.000Z' });
  });

  it('18 colunas de exportação, todas campos do registro do relatório', () => {
    expect(COLUNAS_RELATORIO_CADASTRO).toHaveLength(18);
    const r = registroDoRelatorio(item);
    for (const c of COLUNAS_RELATORIO_CADASTRO) expect(Object.hasOwn(r, c.campo)).toBe(true);
    for (const c of Object.keys(GRID_RELATORIO_CADASTRO.colunas)) expect(Object.hasOwn(r, c)).toBe(true);
  });

  it('nome do arquivo com a hora de São Paulo', () => {
    expect(nomeArquivoRelatorio('xlsx', hoje)).toBe('relatorio-cadastro-2026-11-22-12h00.xlsx');
  });
});
