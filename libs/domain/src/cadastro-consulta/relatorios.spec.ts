import { ValidationError } from '../shared/index.js';
import { MENSAGENS_CADASTRO } from './regras.js';
import {
  BLOQUEIOS_FILTRO, bloqueadoDoFiltro, CAMPOS_FILTRO_RELATORIO, COLUNAS_RELATORIO_CADASTRO, descreverPeriodo, FORMATOS_RELATORIO, GRID_RELATORIO_CADASTRO, LAUDOS_FILTRO,
  laudosDoFiltro, lerFiltroRelatorio, nomeArquivoRelatorio, registroDoRelatorio, ROTULOS_BLOQUEIO_FILTRO, ROTULOS_CRITERIO, ROTULOS_FORMATO, ROTULOS_LAUDO_FILTRO,
  ROTULOS_PERIODO, STATUS_EXPORTACAO, STATUS_RELATORIO, type ItemDoRelatorio,
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

describe('lerFiltroRelatorio: cada valor', () => {
  const base = { ...TODOS, periodo: 'MES_ATUAL' };
  it('verdadeiro e falso nas formas que as telas e os clientes mandam', () => {
    for (const v of ['true', 'TRUE', '1', 'on', 'sim', 'S', true, 1]) expect(ler({ ...base, is_todos_clientes: v }).is_todos_clientes).toBe(true);
    for (const v of ['false', '0', 'off', 'nao', 'NÃO', 'n', false, 0, '', null]) expect(erros({ ...base, is_todos_clientes: v })).toEqual({ cliente_id: [MENSAGENS_CADASTRO.relatorioCliente] });
    // Unreadable is refused, and counts as false (so the parameter is asked for too).
    const ilegivel = { is_todos_parametros: ['deve ser verdadeiro ou falso'], parametro: [MENSAGENS_CADASTRO.relatorioParametro] };
    expect(erros({ ...base, is_todos_parametros: 'talvez' })).toEqual(ilegivel);
    expect(erros({ ...base, is_todos_parametros: {} })).toEqual(ilegivel);
  });
  it('valores aparados; vazio é ausente; herdados do protótipo não contam', () => {
    expect(ler({ ...base, laudo: '  acordo ', bloqueio: '' })).toMatchObject({ laudo: 'ACORDO', bloqueio: 'TODOS' });
    expect(ler(Object.assign(Object.create({ laudo: 'ACORDO' }), base)).laudo).toBe('TODOS');
    expect(ler({ ...base, periodo: ' mes_atual ', cliente_id: ' 7 ', is_todos_clientes: 'false' })).toMatchObject({ periodo: 'MES_ATUAL', cliente_id: 7 });
  });
  it('cliente: até 10 dígitos, de 1 a 2147483647', () => {
    expect(ler({ ...base, is_todos_clientes: 'false', cliente_id: 2147483647 }).cliente_id).toBe(2147483647);
    expect(ler({ ...base, cliente_id: '1' }).cliente_id).toBe(1);
    for (const c of ['0', '-1', '1.5', '12345678901', ' ', [{}]]) {
      const e = erros({ ...base, is_todos_clientes: 'false', cliente_id: c });
      expect(e.cliente_id ?? ['ausente']).toEqual([c === ' ' ? MENSAGENS_CADASTRO.relatorioCliente : 'deve ser um número inteiro positivo']);
    }
  });
  it('parâmetro com acento ou sublinhado; desconhecido lista os critérios', () => {
    expect(ler({ ...base, is_todos_parametros: 'false', parametro: 'autônomo' }).parametro).toBe('AUTONOMO');
    expect(ler({ ...base, is_todos_parametros: 'false', parametro: 'Veículo' }).parametro).toBe('VEICULO');
    expect(erros({ ...base, is_todos_parametros: 'false', parametro: 'MOTO' })).toEqual({ parametro: ['deve ser um de: AUTONOMO, FROTA, AGREGADO, INDIVIDUAL, EMPRESA, VEICULO'] });
    expect(erros({ ...base, laudo: 'TALVEZ', bloqueio: 1 })).toEqual({ laudo: ['deve ser um de: TODOS, ACORDO, DESACORDO'], bloqueio: ['deve ser um de: TODOS, BLOQUEADO, NÃO BLOQUEADO'] });
  });
  it('formato: xlsx, pdf ou excel em qualquer caixa; objeto é recusado', () => {
    expect(ler({ ...base, formato: 'EXCEL' }).formato).toBe('xlsx');
    expect(ler({ ...base, formato: 'Xlsx' }).formato).toBe('xlsx');
    expect(erros({ ...base, formato: { a: 1 } })).toEqual({ formato: [MENSAGENS_CADASTRO.relatorioFormato] });
  });
  it('período ausente ou ilegível; as datas só ficam no período que as usa, com no máximo 10 caracteres', () => {
    expect(Object.keys(erros({ ...TODOS }))).toEqual(['periodo']);
    expect(Object.keys(erros({ ...TODOS, periodo: ['MES_ATUAL', {}] }))).toEqual(['periodo']);
    expect(ler({ ...base, data_inicio: '01/10/2026', data_fim: '15/10/2026' })).toMatchObject({ data_inicio: null, data_fim: null });
    const i = ler({ ...TODOS, periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: '01/10/2026 lixo', data_fim: '15/10/2026' });
    expect(i.data_inicio).toBe('01/10/2026');
    expect(erros({ ...TODOS, periodo: 'SELECIONAR_INTERVALO_DATA', data_inicio: { a: 1 }, data_fim: '15/10/2026' })).toEqual({ data_inicio: [MENSAGENS_CADASTRO.relatorioIntervalo] });
  });
  it('cada período conta a partir de hoje em Brasília', () => {
    const p = (periodo: string) => {
      const f = ler({ ...TODOS, periodo });
      return [f.de, f.ate];
    };
    expect(p('ULTIMO_TRES_MESES')).toEqual(['2026-08-22T03:00:00.000Z', '2026-11-23T03:00:00.000Z']);
    expect(p('ULTIMO_SEIS_MESES')).toEqual(['2026-05-22T03:00:00.000Z', '2026-11-23T03:00:00.000Z']);
    expect(p('ANO_ATUAL')).toEqual(['2026-01-01T03:00:00.000Z', '2026-11-23T03:00:00.000Z']);
  });
});

describe('descreverPeriodo', () => {
  it('o rótulo do período com o primeiro e o último dia', () => {
    expect(descreverPeriodo(ler({ ...TODOS, periodo: 'MES_ATUAL' }))).toBe('Mês atual (01/11/2026 a 22/11/2026)');
    expect(descreverPeriodo(ler({ ...TODOS, periodo: 'ULTIMO_DEZ_DIAS' }))).toBe('Últimos 10 dias (12/11/2026 a 22/11/2026)');
    expect(descreverPeriodo(ler({ ...TODOS, periodo: 'ANO_ANTERIOR' }))).toBe('Ano anterior (01/01/2025 a 31/12/2025)');
  });
  it('os rótulos das escolhas da tela', () => {
    expect(ROTULOS_PERIODO).toEqual({
      MES_ATUAL: 'Mês atual', ULTIMO_DEZ_DIAS: 'Últimos 10 dias', ULTIMO_TRES_MESES: 'Últimos 3 meses', ULTIMO_SEIS_MESES: 'Últimos 6 meses', ANO_ATUAL: 'Ano atual',
      ANO_ANTERIOR: 'Ano anterior', SELECIONAR_INTERVALO_DATA: 'Selecionar intervalo de datas', INFORMAR_DATA_VALIDADE: 'Informar data de validade',
    });
    expect([ROTULOS_LAUDO_FILTRO, ROTULOS_BLOQUEIO_FILTRO, ROTULOS_FORMATO]).toEqual([
      { TODOS: 'Todos', ACORDO: 'Acordo', DESACORDO: 'Desacordo' }, { TODOS: 'Todos', BLOQUEADO: 'Bloqueado', 'NÃO BLOQUEADO': 'Não bloqueado' }, { xlsx: 'Excel', pdf: 'PDF' },
    ]);
    expect(ROTULOS_CRITERIO).toEqual({ AUTONOMO: 'Autônomo', FROTA: 'Frota', AGREGADO: 'Agregado', INDIVIDUAL: 'Individual', EMPRESA: 'Empresa', VEICULO: 'Veículo' });
    expect(CAMPOS_FILTRO_RELATORIO).toEqual(['cliente_id', 'is_todos_clientes', 'parametro', 'is_todos_parametros', 'periodo', 'data_inicio', 'data_fim', 'laudo', 'bloqueio', 'formato']);
  });
});

describe('vencimento do registro do relatório', () => {
  const item = {
    id: 7, registro_id: 3, protocolo: 'P', cliente_id: 1, cnpj: null, razao_social: null, criterio: 'FROTA', tipo_registro: 'VEICULO', documento: null, nome: null, placa: 'ABC1D23',
    laudo: 'ACORDO', bloqueado: false, motivo: null, data_registro: '2026-11-22T15:00:00.000Z', data_vencimento: '2027-11-23T02:59:59.000Z', meses: null, usuario: 'A', fonte: null,
    status_registro: 'ACORDO', observacao: null,
  } satisfies ItemDoRelatorio;
  it('é o dia de Brasília do instante, qualquer que seja o fuso do servidor (23:59:59 em Brasília é 02:59:59Z do dia seguinte)', () => {
    const tz = process.env.TZ;
    try {
      for (const fuso of ['UTC', 'America/Sao_Paulo', 'Asia/Tokyo']) {
        process.env.TZ = fuso;
        expect(registroDoRelatorio(item).vencimento).toBe('22/11/2027');
        expect(registroDoRelatorio({ ...item, data_vencimento: '2027-11-23T03:00:00.000Z' }).vencimento).toBe('23/11/2027');
      }
    } finally {
      process.env.TZ = tz;
    }
  });
  it('um dia de calendário (aaaa-mm-dd) é o próprio dia, nunca o anterior', () => {
    expect(registroDoRelatorio({ ...item, data_vencimento: '2027-11-23' }).vencimento).toBe('23/11/2027');
  });
  it('os meses do agregado: número, texto de até 3 dígitos; outro texto usa a regra sem meses', () => {
    const agregado = { ...item, criterio: 'AGREGADO' };
    expect(registroDoRelatorio({ ...agregado, meses: 2 }).validade_relatorio).toBe('2027-01-22T15:00:00.000Z');
    expect(registroDoRelatorio({ ...agregado, meses: ' 2 ' }).validade_relatorio).toBe('2027-01-22T15:00:00.000Z');
    const semMeses = registroDoRelatorio({ ...agregado, meses: null }).validade_relatorio;
    for (const m of ['1234', 'dois', '']) expect(registroDoRelatorio({ ...agregado, meses: m }).validade_relatorio).toBe(semMeses);
  });
});

describe('exportações', () => {
  it('as 18 colunas na ordem e com os títulos da planilha (spec 03 §9)', () => {
    expect(COLUNAS_RELATORIO_CADASTRO.map((c) => `${c.campo}:${c.titulo}`)).toEqual([
      'protocolo:Protocolo', 'razao_social:Cliente', 'cnpj:CNPJ do cliente', 'criterio:Critério', 'tipo_registro:Tipo', 'documento:Documento', 'nome:Nome', 'placa:Placa',
      'status:Laudo', 'bloqueado:Bloqueado', 'motivo:Motivo', 'data_registro:Data do registro', 'validade_relatorio:Validade do relatório', 'vencimento:Vencimento',
      'usuario:Usuário', 'fonte:Fonte', 'status_registro:Status do registro', 'observacao:Observação',
    ]);
  });
  it('o grid: 50 linhas (até 500), mais recentes primeiro; laudo, bloqueio, critério e datas não se filtram pela coluna (o filtro do relatório manda)', () => {
    const g = GRID_RELATORIO_CADASTRO;
    expect([g.tamanhoPadrao, g.tamanhoMaximo, g.ordemPadrao]).toEqual([50, 500, { campo: 'data_registro', direcao: 'desc' }]);
    const colunas = Object.entries(g.colunas) as Array<[string, { filtravel?: boolean; ordenavel?: boolean; oculta?: boolean; tipo: string }]>;
    expect(colunas.filter(([, c]) => c.filtravel === false).map(([k]) => k)).toEqual(['criterio', 'status', 'bloqueado', 'data_registro', 'validade_relatorio', 'vencimento', 'cliente_id']);
    expect(colunas.filter(([, c]) => c.ordenavel === false).map(([k]) => k)).toEqual(['validade_relatorio']);
    expect(colunas.filter(([, c]) => c.oculta).map(([k]) => k)).toEqual(['id', 'cnpj', 'cliente_id', 'registro_id']);
    expect(g.colunas.status.valores).toEqual(['ACORDO', 'RETIFICADO', 'DESACORDO']);
    expect(STATUS_RELATORIO).toEqual(['ACORDO', 'RETIFICADO', 'DESACORDO']);
    expect(g.colunas.tipo_registro.valores).toEqual(['MOTORISTA', 'VEICULO', 'PROPRIETARIO', 'EMPRESA']);
  });
  it('estados do job e formatos', () => {
    expect([STATUS_EXPORTACAO, FORMATOS_RELATORIO, LAUDOS_FILTRO, BLOQUEIOS_FILTRO]).toEqual([
      ['PENDENTE', 'PROCESSANDO', 'PRONTO', 'ERRO'], ['xlsx', 'pdf'], ['TODOS', 'ACORDO', 'DESACORDO'], ['TODOS', 'BLOQUEADO', 'NÃO BLOQUEADO'],
    ]);
    expect(nomeArquivoRelatorio('pdf', new Date('2026-01-05T02:07:00Z'))).toBe('relatorio-cadastro-2026-01-04-23h07.pdf');
  });
});
