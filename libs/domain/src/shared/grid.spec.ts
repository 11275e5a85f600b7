import { ValidationError } from './errors.js';
import { colunasExportacao, colunasPadrao, gridPage, gridPageEstimada, type GridQuery, type GridSpec, modoContagem, parseDataBr, parseGridQuery, parsePeriodoBr } from './grid.js';

const spec: GridSpec = {
  colunas: {
    id: { tipo: 'inteiro', titulo: 'Código' },
    nome: { tipo: 'texto', titulo: 'Nome' },
    ativo: { tipo: 'booleano', titulo: 'Ativo' },
    status: { tipo: 'enum', titulo: 'Status', valores: ['APROVADO', 'REPROVADO'] },
    data_cadastro: { tipo: 'data', titulo: 'Data de cadastro' },
    interno: { tipo: 'texto', titulo: 'Interno', filtravel: false, ordenavel: false, oculta: true },
  },
  ordemPadrao: { campo: 'id', direcao: 'desc' },
  tamanhoPadrao: 15,
};

function erros(raw: Record<string, unknown>): Record<string, string[]> {
  try {
    parseGridQuery(raw, spec);
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
  throw new Error('esperava erro');
}

describe('parseGridQuery', () => {
  it('usa os padrões do grid', () => {
    expect(parseGridQuery({}, spec)).toEqual({ page: 1, rows: 15, offset: 0, ordem: { campo: 'id', direcao: 'desc' }, filtros: [] });
  });
  it('lê paginação, ordenação e filtros tipados', () => {
    const q = parseGridQuery({ page: '3', rows: '20', sidx: 'nome', sord: 'ASC', nome: " O'Brien ", ativo: 'false', status: 'aprovado', id: '7', _search: 'true', nd: '123' }, spec);
    expect(q.page).toBe(3);
    expect(q.offset).toBe(40);
    expect(q.ordem).toEqual({ campo: 'nome', direcao: 'asc' });
    expect(q.filtros).toEqual([
      { campo: 'nome', tipo: 'texto', valor: "O'Brien" },
      { campo: 'ativo', tipo: 'booleano', valor: false },
      { campo: 'status', tipo: 'enum', valor: 'APROVADO' },
      { campo: 'id', tipo: 'inteiro', valor: 7 },
    ]);
  });
  it('ignora valores de filtro vazios', () => {
    expect(parseGridQuery({ nome: '  ' }, spec).filtros).toEqual([]);
  });
  it("recusa os nomes herdados de um objeto como colunas", () => {
    expect(erros({ sidx: 'constructor', toString: 'x' })).toEqual({
      sidx: ['coluna desconhecida para ordenação: constructor'],
      toString: ['coluna desconhecida para filtro'],
    });
  });

  it('recusa colunas desconhecidas ou não filtráveis, páginas ruins e valores ruins', () => {
    expect(erros({ senha: 'x' })).toEqual({ senha: ['coluna desconhecida para filtro'] });
    expect(erros({ interno: 'x' })).toEqual({ interno: ['coluna desconhecida para filtro'] });
    expect(erros({ sidx: 'interno' }).sidx).toBeDefined();
    expect(erros({ sidx: 'nome; drop table x' }).sidx).toBeDefined();
    expect(erros({ page: '-1' }).page).toBeDefined();
    expect(erros({ page: '0' }).page).toBeDefined();
    expect(erros({ page: '1.5' }).page).toBeDefined();
    expect(erros({ rows: '5000' }).rows).toBeDefined();
    expect(erros({ id: '1 or 1=1' }).id).toEqual(['deve ser um número inteiro']);
    expect(erros({ status: 'QUALQUER' }).status).toBeDefined();
    expect(erros({ data_cadastro: '2026-01-01' }).data_cadastro).toBeDefined();
  });
  it('lê um intervalo de datas no horário de São Paulo, dias inteiros', () => {
    const q = parseGridQuery({ data_cadastro: '01/11/2026 - 22/11/2026' }, spec);
    expect(q.filtros[0]).toEqual({
      campo: 'data_cadastro',
      tipo: 'data',
      de: new Date('2026-11-01T03:00:00.000Z'),
      ate: new Date('2026-11-23T02:59:59.999Z'),
    });
  });
});

describe('datas brasileiras', () => {
  it('lê dd/mm/yyyy e dd/mm/yyyy HH:mm a -03:00', () => {
    expect(parseDataBr('22/11/2026')).toEqual(new Date('2026-11-22T03:00:00.000Z'));
    expect(parseDataBr('22/11/2026 14:30')).toEqual(new Date('2026-11-22T17:30:00.000Z'));
  });
  it('recusa datas impossíveis e intervalos invertidos', () => {
    expect(parseDataBr('31/02/2026')).toBeUndefined();
    expect(parseDataBr('00/01/2026')).toBeUndefined();
    expect(parsePeriodoBr('10/11/2026 - 01/11/2026')).toBeUndefined();
    expect(parsePeriodoBr('a - b - c')).toBeUndefined();
  });
});

describe('datas brasileiras: horários impossíveis', () => {
  it('recusa horas acima de 23 e minutos ou segundos acima de 59 em vez de fazê-los virar', () => {
    expect(parseDataBr('22/11/2026 10:75')).toBeUndefined();
    expect(parseDataBr('22/11/2026 24:00')).toBeUndefined();
    expect(parseDataBr('22/11/2026 23:59:60')).toBeUndefined();
    expect(parseDataBr('22/11/2026 23:59:59')).toEqual(new Date('2026-11-23T02:59:59.000Z'));
    expect(parsePeriodoBr('01/11/2026 08:00 - 01/11/2026 08:99')).toBeUndefined();
  });
});

describe('parseGridQuery: limites de paginação', () => {
  const comMaximo: GridSpec = { ...spec, tamanhoMaximo: 50 };
  it('aceita page=1 e rows de 1 ao máximo do grid', () => {
    expect(parseGridQuery({ page: '1', rows: '1' }, comMaximo)).toMatchObject({ page: 1, rows: 1, offset: 0 });
    expect(parseGridQuery({ page: '2', rows: '50' }, comMaximo)).toMatchObject({ page: 2, rows: 50, offset: 50 });
    expect(parseGridQuery({ page: ' 4 ', rows: ' 10 ' }, spec)).toMatchObject({ page: 4, rows: 10, offset: 30 });
    expect(parseGridQuery({ rows: '1000' }, spec).rows).toBe(1000);
  });
  it('recusa page 0, rows 0 e rows acima do máximo, nomeando o intervalo', () => {
    expect(erros({ page: '0' })).toEqual({ page: ['deve ser um número inteiro maior ou igual a 1'] });
    expect(erros({ page: 'x' })).toEqual({ page: ['deve ser um número inteiro maior ou igual a 1'] });
    expect(erros({ rows: '0' })).toEqual({ rows: ['deve ser um número inteiro entre 1 e 1000'] });
    expect(erros({ rows: 'dez' })).toEqual({ rows: ['deve ser um número inteiro entre 1 e 1000'] });
    expect(erros({ rows: '1001' })).toEqual({ rows: ['deve ser um número inteiro entre 1 e 1000'] });
    expect(() => parseGridQuery({ rows: '51' }, comMaximo)).toThrow(new ValidationError({ rows: ['deve ser um número inteiro entre 1 e 50'] }));
  });
  it('trata uma page vazia, nula ou aninhada como ausente e lê o último de valores repetidos', () => {
    expect(parseGridQuery({ page: '', rows: '' }, spec)).toMatchObject({ page: 1, rows: 15 });
    expect(parseGridQuery({ page: null, rows: undefined }, spec)).toMatchObject({ page: 1, rows: 15 });
    expect(parseGridQuery({ page: { $gt: 1 } }, spec).page).toBe(1);
    expect(parseGridQuery({ page: ['2', '3'] }, spec).page).toBe(3);
  });
  it('ignora chaves de transporte, nunca as tomando por colunas', () => {
    const q = parseGridQuery({ _search: 'true', nd: '1', _: '17', _data: 'routes/x', formato: 'xlsx', colunas: 'id,nome', index: '1' }, spec);
    expect(q).toEqual({ page: 1, rows: 15, offset: 0, ordem: { campo: 'id', direcao: 'desc' }, filtros: [] });
  });
});

describe('parseGridQuery: ordenação', () => {
  it('mantém a direção padrão quando só a coluna é dada, e a coluna padrão quando só a direção', () => {
    expect(parseGridQuery({ sidx: 'nome' }, spec).ordem).toEqual({ campo: 'nome', direcao: 'desc' });
    expect(parseGridQuery({ sord: 'asc' }, spec).ordem).toEqual({ campo: 'id', direcao: 'asc' });
    expect(parseGridQuery({ sidx: 'ativo', sord: 'DESC' }, spec).ordem).toEqual({ campo: 'ativo', direcao: 'desc' });
  });
  it('nomeia a coluna desconhecida e as direções aceitas', () => {
    expect(erros({ sidx: 'senha' })).toEqual({ sidx: ['coluna desconhecida para ordenação: senha'] });
    expect(erros({ sord: 'up' })).toEqual({ sord: ['deve ser asc ou desc'] });
  });
});

describe('parseGridQuery: filtros por tipo', () => {
  const tipos: GridSpec = {
    ...spec,
    colunas: {
      ...spec.colunas,
      valor: { tipo: 'numero' },
      situacao: { tipo: 'enum' },
    },
  };
  const filtro = (chave: string, valor: string) => parseGridQuery({ [chave]: valor }, tipos).filtros;
  const erro = (chave: string, valor: string) => {
    try {
      parseGridQuery({ [chave]: valor }, tipos);
    } catch (e) {
      return (e as ValidationError).errors;
    }
    return undefined;
  };

  it('corta um filtro de texto em 200 caracteres', () => {
    expect(filtro('nome', 'a'.repeat(250))).toEqual([{ campo: 'nome', tipo: 'texto', valor: 'a'.repeat(200) }]);
  });
  it('lê só inteiros, negativos incluídos', () => {
    expect(filtro('id', '1234')).toEqual([{ campo: 'id', tipo: 'inteiro', valor: 1234 }]);
    expect(filtro('id', '-5')).toEqual([{ campo: 'id', tipo: 'inteiro', valor: -5 }]);
    expect(erro('id', 'x12')).toEqual({ id: ['deve ser um número inteiro'] });
    expect(erro('id', '12x')).toEqual({ id: ['deve ser um número inteiro'] });
    // Integer columns are int4: the filter stops at its limits, both ends.
    expect(filtro('id', '2147483647')).toEqual([{ campo: 'id', tipo: 'inteiro', valor: 2147483647 }]);
    expect(filtro('id', '-2147483648')).toEqual([{ campo: 'id', tipo: 'inteiro', valor: -2147483648 }]);
    expect(erro('id', '2147483648')).toEqual({ id: ['deve ser um número inteiro'] });
    expect(erro('id', '-2147483649')).toEqual({ id: ['deve ser um número inteiro'] });
    expect(erro('id', '99999999999')).toEqual({ id: ['deve ser um número inteiro'] });
  });
  it('lê números pt-BR (1.234,5) e recusa palavras', () => {
    expect(filtro('valor', '1.234,5')).toEqual([{ campo: 'valor', tipo: 'numero', valor: 1234.5 }]);
    expect(filtro('valor', '0')).toEqual([{ campo: 'valor', tipo: 'numero', valor: 0 }]);
    expect(erro('valor', 'muito')).toEqual({ valor: ['deve ser um número'] });
  });
  it.each(['true', '1', 'sim', 's', 'SIM', 'S'])('lê %p como sim', (palavra) => {
    expect(filtro('ativo', palavra)).toEqual([{ campo: 'ativo', tipo: 'booleano', valor: true }]);
  });
  it.each(['false', '0', 'nao', 'não', 'n', 'NÃO'])('lê %p como não', (palavra) => {
    expect(filtro('ativo', palavra)).toEqual([{ campo: 'ativo', tipo: 'booleano', valor: false }]);
  });
  it('recusa qualquer outra palavra de sim/não', () => {
    expect(erro('ativo', 'talvez')).toEqual({ ativo: ['deve ser sim ou não'] });
  });
  it('nomeia o valor recusado de uma coluna de lista, também quando a coluna não lista nenhum', () => {
    expect(erro('status', 'talvez')).toEqual({ status: ['valor inválido: talvez'] });
    expect(erro('situacao', 'ok')).toEqual({ situacao: ['valor inválido: ok'] });
  });
  it('explica o formato do período', () => {
    expect(erro('data_cadastro', 'ontem')).toEqual({ data_cadastro: ['período inválido, use dd/mm/aaaa - dd/mm/aaaa'] });
  });
  it('pula um filtro vazio ou nulo de qualquer tipo', () => {
    for (const chave of ['id', 'valor', 'ativo', 'status', 'data_cadastro']) expect(filtro(chave, '')).toEqual([]);
    expect(parseGridQuery({ nome: null, id: undefined }, tipos).filtros).toEqual([]);
  });
});

describe('datas brasileiras: limites', () => {
  it('aceita janeiro, dezembro, o dia 1º e o dia 31', () => {
    expect(parseDataBr('01/01/2026')).toEqual(new Date('2026-01-01T03:00:00.000Z'));
    expect(parseDataBr('31/12/2026')).toEqual(new Date('2026-12-31T03:00:00.000Z'));
    expect(parseDataBr('31/01/2026')).toEqual(new Date('2026-01-31T03:00:00.000Z'));
    expect(parseDataBr('29/02/2028')).toEqual(new Date('2028-02-29T03:00:00.000Z'));
  });
  it('recusa o mês 0 e 13, o dia 0 e um dia depois do fim do seu mês', () => {
    for (const v of ['01/00/2026', '01/13/2026', '00/01/2026', '32/01/2026', '31/04/2026', '29/02/2026']) expect(parseDataBr(v)).toBeUndefined();
  });
  it('recusa qualquer coisa em volta da data', () => {
    for (const v of ['x01/02/2026', '01/02/2026x', '1/2/2026', '01/02/2026 10', '01/02/2026 10:3', '01/02/2026 10:30:5']) expect(parseDataBr(v)).toBeUndefined();
  });
  it('lê espaços em volta, qualquer espaçamento antes da hora, e segundos', () => {
    expect(parseDataBr(' 01/02/2026 ')).toEqual(new Date('2026-02-01T03:00:00.000Z'));
    expect(parseDataBr('01/02/2026   10:30')).toEqual(new Date('2026-02-01T13:30:00.000Z'));
    expect(parseDataBr('01/02/2026 10:30:45')).toEqual(new Date('2026-02-01T13:30:45.000Z'));
  });
  it('termina um dia às 23:59:59.999, e um minuto dado no seu último segundo', () => {
    expect(parseDataBr('01/02/2026', true)).toEqual(new Date('2026-02-02T02:59:59.999Z'));
    expect(parseDataBr('01/02/2026 10:30', true)).toEqual(new Date('2026-02-01T13:30:59.000Z'));
    expect(parseDataBr('01/02/2026 10:30:15', true)).toEqual(new Date('2026-02-01T13:30:15.000Z'));
  });
});

describe('períodos brasileiros', () => {
  const dia = (d: string) => ({ de: parseDataBr(d)!, ate: parseDataBr(d, true)! });
  it('lê um único dia como o dia inteiro', () => {
    expect(parsePeriodoBr('05/02/2026')).toEqual(dia('05/02/2026'));
  });
  it('divide num traço ou em "até" com qualquer espaçamento', () => {
    const esperado = { de: parseDataBr('01/02/2026')!, ate: parseDataBr('05/02/2026', true)! };
    for (const v of ['01/02/2026 - 05/02/2026', '01/02/2026   -   05/02/2026', '01/02/2026 até 05/02/2026', '01/02/2026  ATÉ  05/02/2026']) {
      expect(parsePeriodoBr(v)).toEqual(esperado);
    }
  });
  it('aceita um período que começa e termina no mesmo segundo', () => {
    const instante = parseDataBr('01/02/2026 10:00:30')!;
    expect(parsePeriodoBr('01/02/2026 10:00:30 - 01/02/2026 10:00:30')).toEqual({ de: instante, ate: instante });
    expect(parsePeriodoBr('01/02/2026 10:00:31 - 01/02/2026 10:00:30')).toBeUndefined();
  });
  it('recusa três datas ou um fim ruim', () => {
    expect(parsePeriodoBr('01/02/2026 - 02/02/2026 - 03/02/2026')).toBeUndefined();
    expect(parsePeriodoBr('ontem - 05/02/2026')).toBeUndefined();
    expect(parsePeriodoBr('01/02/2026 - amanhã')).toBeUndefined();
  });
});

describe('gridPage', () => {
  const q = parseGridQuery({ page: '2', rows: '10' }, spec);
  it('conta as páginas, uma no mínimo', () => {
    expect(gridPage(q, 25, ['a'])).toEqual({ page: 2, total: 3, records: 25, rows: ['a'] });
    expect(gridPage(q, 20, [])).toEqual({ page: 2, total: 2, records: 20, rows: [] });
    expect(gridPage(q, 0, [])).toEqual({ page: 2, total: 1, records: 0, rows: [] });
  });
});

describe('colunas de exportação', () => {
  it('são a visão padrão, em ordem e com título, quando quem chama não nomeia nenhuma', () => {
    const padrao = [
      { campo: 'id', titulo: 'Código' },
      { campo: 'nome', titulo: 'Nome' },
      { campo: 'ativo', titulo: 'Ativo' },
      { campo: 'status', titulo: 'Status' },
      { campo: 'data_cadastro', titulo: 'Data de cadastro' },
    ];
    expect(colunasPadrao(spec)).toEqual(padrao);
    expect(colunasExportacao(undefined, spec)).toEqual(padrao);
    expect(colunasExportacao('', spec)).toEqual(padrao);
  });

  it("seguem as colunas e a ordem de quem chama, com o título do grid onde ele não dá nenhum", () => {
    expect(colunasExportacao('nome,interno:Uso interno,id: Nº : A', spec)).toEqual([
      { campo: 'nome', titulo: 'Nome' },
      { campo: 'interno', titulo: 'Uso interno' },
      { campo: 'id', titulo: 'Nº : A' },
    ]);
  });

  it('recusa uma coluna fora do grid (incluindo nomes herdados) ou um parâmetro repetido', () => {
    const erro = (raw: unknown) => {
      try {
        colunasExportacao(raw, spec);
      } catch (e) {
        if (e instanceof ValidationError) return e.errors;
        throw e;
      }
      throw new Error('esperava erro');
    };
    expect(erro('id,senha:Senha,constructor')).toEqual({ colunas: ['coluna desconhecida: senha, constructor'] });
    expect(erro(['id', 'nome'])).toEqual({ colunas: ['formato inválido'] });
  });
});

describe('modoContagem', () => {
  it('estima só um grid sem filtro cuja estimativa está acima do limite', () => {
    expect(modoContagem({ filtrada: false, estimativa: 100_000, limite: 10_000 })).toBe('estimada');
    expect(modoContagem({ filtrada: false, estimativa: 10_001, limite: 10_000 })).toBe('estimada');
    expect(modoContagem({ filtrada: false, estimativa: 10_000, limite: 10_000 })).toBe('exata');
    expect(modoContagem({ filtrada: false, estimativa: 12, limite: 10_000 })).toBe('exata');
  });

  it('conta exatamente quando filtrado, sem estimativa, ou com a estimativa desligada', () => {
    expect(modoContagem({ filtrada: true, estimativa: 1_000_000, limite: 10_000 })).toBe('exata');
    expect(modoContagem({ filtrada: false, estimativa: undefined, limite: 10_000 })).toBe('exata');
    expect(modoContagem({ filtrada: false, estimativa: Number.NaN, limite: 10_000 })).toBe('exata');
    expect(modoContagem({ filtrada: false, estimativa: 1_000_000, limite: 0 })).toBe('exata');
  });
});

describe('gridPageEstimada', () => {
  const q = (page: number, rows = 15): GridQuery => ({ page, rows, offset: (page - 1) * rows, ordem: { campo: 'id', direcao: 'desc' }, filtros: [] });
  const linhas = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('responde a estimativa, marcada, numa página cheia', () => {
    expect(gridPageEstimada(q(3), 100_000.4, linhas(15))).toEqual({ page: 3, total: 6667, records: 100_000, rows: linhas(15), records_estimado: true });
  });

  it('é exato numa página que não está cheia: ela é a última', () => {
    const p = gridPageEstimada(q(7), 100_000, linhas(4));
    expect(p).toEqual({ page: 7, total: 7, records: 94, rows: linhas(4) });
    expect(p).not.toHaveProperty('records_estimado');
    expect(gridPageEstimada(q(1), 100_000, [])).toEqual({ page: 1, total: 1, records: 0, rows: [] });
  });

  it('nunca responde menos registros que as linhas vistas, e deixa uma próxima página depois de uma cheia', () => {
    expect(gridPageEstimada(q(10), 20, linhas(15))).toMatchObject({ records: 151, total: 11, records_estimado: true });
  });

  it('limita a estimativa pelo offset numa página vazia além do fim', () => {
    expect(gridPageEstimada(q(100), 100_000, [])).toMatchObject({ records: 1485, total: 99, rows: [], records_estimado: true });
  });
});
