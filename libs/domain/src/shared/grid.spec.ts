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
  it('uses the grid defaults', () => {
    expect(parseGridQuery({}, spec)).toEqual({ page: 1, rows: 15, offset: 0, ordem: { campo: 'id', direcao: 'desc' }, filtros: [] });
  });
  it('reads paging, sort and typed filters', () => {
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
  it('ignores empty filter values', () => {
    expect(parseGridQuery({ nome: '  ' }, spec).filtros).toEqual([]);
  });
  it("refuses an object's inherited names as columns", () => {
    expect(erros({ sidx: 'constructor', toString: 'x' })).toEqual({
      sidx: ['coluna desconhecida para ordenação: constructor'],
      toString: ['coluna desconhecida para filtro'],
    });
  });

  it('refuses unknown or non-filterable columns, bad pages and bad values', () => {
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
  it('reads a date range in São Paulo time, whole days', () => {
    const q = parseGridQuery({ data_cadastro: '01/11/2026 - 22/11/2026' }, spec);
    expect(q.filtros[0]).toEqual({
      campo: 'data_cadastro',
      tipo: 'data',
      de: new Date('2026-11-01T03:00:00.000Z'),
      ate: new Date('2026-11-23T02:59:59.999Z'),
    });
  });
});

describe('Brazilian dates', () => {
  it('parses dd/mm/yyyy and dd/mm/yyyy HH:mm at -03:00', () => {
    expect(parseDataBr('22/11/2026')).toEqual(new Date('2026-11-22T03:00:00.000Z'));
    expect(parseDataBr('22/11/2026 14:30')).toEqual(new Date('2026-11-22T17:30:00.000Z'));
  });
  it('refuses impossible dates and inverted ranges', () => {
    expect(parseDataBr('31/02/2026')).toBeUndefined();
    expect(parseDataBr('00/01/2026')).toBeUndefined();
    expect(parsePeriodoBr('10/11/2026 - 01/11/2026')).toBeUndefined();
    expect(parsePeriodoBr('a - b - c')).toBeUndefined();
  });
});

describe('Brazilian dates: impossible times', () => {
  it('refuses hours past 23 and minutes or seconds past 59 instead of rolling them over', () => {
    expect(parseDataBr('22/11/2026 10:75')).toBeUndefined();
    expect(parseDataBr('22/11/2026 24:00')).toBeUndefined();
    expect(parseDataBr('22/11/2026 23:59:60')).toBeUndefined();
    expect(parseDataBr('22/11/2026 23:59:59')).toEqual(new Date('2026-11-23T02:59:59.000Z'));
    expect(parsePeriodoBr('01/11/2026 08:00 - 01/11/2026 08:99')).toBeUndefined();
  });
});

describe('parseGridQuery: paging limits', () => {
  const comMaximo: GridSpec = { ...spec, tamanhoMaximo: 50 };
  it('accepts page=1 and rows from 1 to the grid maximum', () => {
    expect(parseGridQuery({ page: '1', rows: '1' }, comMaximo)).toMatchObject({ page: 1, rows: 1, offset: 0 });
    expect(parseGridQuery({ page: '2', rows: '50' }, comMaximo)).toMatchObject({ page: 2, rows: 50, offset: 50 });
    expect(parseGridQuery({ page: ' 4 ', rows: ' 10 ' }, spec)).toMatchObject({ page: 4, rows: 10, offset: 30 });
    expect(parseGridQuery({ rows: '1000' }, spec).rows).toBe(1000);
  });
  it('refuses page 0, rows 0 and rows past the maximum, naming the range', () => {
    expect(erros({ page: '0' })).toEqual({ page: ['deve ser um número inteiro maior ou igual a 1'] });
    expect(erros({ page: 'x' })).toEqual({ page: ['deve ser um número inteiro maior ou igual a 1'] });
    expect(erros({ rows: '0' })).toEqual({ rows: ['deve ser um número inteiro entre 1 e 1000'] });
    expect(erros({ rows: 'dez' })).toEqual({ rows: ['deve ser um número inteiro entre 1 e 1000'] });
    expect(erros({ rows: '1001' })).toEqual({ rows: ['deve ser um número inteiro entre 1 e 1000'] });
    expect(() => parseGridQuery({ rows: '51' }, comMaximo)).toThrow(new ValidationError({ rows: ['deve ser um número inteiro entre 1 e 50'] }));
  });
  it('treats an empty, null or nested page as absent and reads the last of repeated values', () => {
    expect(parseGridQuery({ page: '', rows: '' }, spec)).toMatchObject({ page: 1, rows: 15 });
    expect(parseGridQuery({ page: null, rows: undefined }, spec)).toMatchObject({ page: 1, rows: 15 });
    expect(parseGridQuery({ page: { $gt: 1 } }, spec).page).toBe(1);
    expect(parseGridQuery({ page: ['2', '3'] }, spec).page).toBe(3);
  });
  it('ignores transport keys, never taking them for columns', () => {
    const q = parseGridQuery({ _search: 'true', nd: '1', _: '17', _data: 'routes/x', formato: 'xlsx', colunas: 'id,nome', index: '1' }, spec);
    expect(q).toEqual({ page: 1, rows: 15, offset: 0, ordem: { campo: 'id', direcao: 'desc' }, filtros: [] });
  });
});

describe('parseGridQuery: sort', () => {
  it('keeps the default direction when only the column is given, and the default column for only a direction', () => {
    expect(parseGridQuery({ sidx: 'nome' }, spec).ordem).toEqual({ campo: 'nome', direcao: 'desc' });
    expect(parseGridQuery({ sord: 'asc' }, spec).ordem).toEqual({ campo: 'id', direcao: 'asc' });
    expect(parseGridQuery({ sidx: 'ativo', sord: 'DESC' }, spec).ordem).toEqual({ campo: 'ativo', direcao: 'desc' });
  });
  it('names the unknown column and the accepted directions', () => {
    expect(erros({ sidx: 'senha' })).toEqual({ sidx: ['coluna desconhecida para ordenação: senha'] });
    expect(erros({ sord: 'up' })).toEqual({ sord: ['deve ser asc ou desc'] });
  });
});

describe('parseGridQuery: filters by type', () => {
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

  it('cuts a text filter at 200 characters', () => {
    expect(filtro('nome', 'a'.repeat(250))).toEqual([{ campo: 'nome', tipo: 'texto', valor: 'a'.repeat(200) }]);
  });
  it('reads whole integers only, negative included', () => {
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
  it('reads pt-BR numbers (1.234,5) and refuses words', () => {
    expect(filtro('valor', '1.234,5')).toEqual([{ campo: 'valor', tipo: 'numero', valor: 1234.5 }]);
    expect(filtro('valor', '0')).toEqual([{ campo: 'valor', tipo: 'numero', valor: 0 }]);
    expect(erro('valor', 'muito')).toEqual({ valor: ['deve ser um número'] });
  });
  it.each(['true', '1', 'sim', 's', 'SIM', 'S'])('reads %p as yes', (palavra) => {
    expect(filtro('ativo', palavra)).toEqual([{ campo: 'ativo', tipo: 'booleano', valor: true }]);
  });
  it.each(['false', '0', 'nao', 'não', 'n', 'NÃO'])('reads %p as no', (palavra) => {
    expect(filtro('ativo', palavra)).toEqual([{ campo: 'ativo', tipo: 'booleano', valor: false }]);
  });
  it('refuses any other yes/no word', () => {
    expect(erro('ativo', 'talvez')).toEqual({ ativo: ['deve ser sim ou não'] });
  });
  it('names the refused value of a list column, also when the column lists none', () => {
    expect(erro('status', 'talvez')).toEqual({ status: ['valor inválido: talvez'] });
    expect(erro('situacao', 'ok')).toEqual({ situacao: ['valor inválido: ok'] });
  });
  it('explains the period format', () => {
    expect(erro('data_cadastro', 'ontem')).toEqual({ data_cadastro: ['período inválido, use dd/mm/aaaa - dd/mm/aaaa'] });
  });
  it('skips an empty or null filter of any type', () => {
    for (const chave of ['id', 'valor', 'ativo', 'status', 'data_cadastro']) expect(filtro(chave, '')).toEqual([]);
    expect(parseGridQuery({ nome: null, id: undefined }, tipos).filtros).toEqual([]);
  });
});

describe('Brazilian dates: boundaries', () => {
  it('accepts January, December, the 1st and the 31st', () => {
    expect(parseDataBr('01/01/2026')).toEqual(new Date('2026-01-01T03:00:00.000Z'));
    expect(parseDataBr('31/12/2026')).toEqual(new Date('2026-12-31T03:00:00.000Z'));
    expect(parseDataBr('31/01/2026')).toEqual(new Date('2026-01-31T03:00:00.000Z'));
    expect(parseDataBr('29/02/2028')).toEqual(new Date('2028-02-29T03:00:00.000Z'));
  });
  it('refuses month 0 and 13, day 0 and a day past the end of its month', () => {
    for (const v of ['01/00/2026', '01/13/2026', '00/01/2026', '32/01/2026', '31/04/2026', '29/02/2026']) expect(parseDataBr(v)).toBeUndefined();
  });
  it('refuses anything around the date', () => {
    for (const v of ['x01/02/2026', '01/02/2026x', '1/2/2026', '01/02/2026 10', '01/02/2026 10:3', '01/02/2026 10:30:5']) expect(parseDataBr(v)).toBeUndefined();
  });
  it('reads surrounding spaces, any spacing before the time, and seconds', () => {
    expect(parseDataBr(' 01/02/2026 ')).toEqual(new Date('2026-02-01T03:00:00.000Z'));
    expect(parseDataBr('01/02/2026   10:30')).toEqual(new Date('2026-02-01T13:30:00.000Z'));
    expect(parseDataBr('01/02/2026 10:30:45')).toEqual(new Date('2026-02-01T13:30:45.000Z'));
  });
  it('ends a day at 23:59:59.999, and a given minute at its last second', () => {
    expect(parseDataBr('01/02/2026', true)).toEqual(new Date('2026-02-02T02:59:59.999Z'));
    expect(parseDataBr('01/02/2026 10:30', true)).toEqual(new Date('2026-02-01T13:30:59.000Z'));
    expect(parseDataBr('01/02/2026 10:30:15', true)).toEqual(new Date('2026-02-01T13:30:15.000Z'));
  });
});

describe('Brazilian periods', () => {
  const dia = (d: string) => ({ de: parseDataBr(d)!, ate: parseDataBr(d, true)! });
  it('reads a single day as the whole day', () => {
    expect(parsePeriodoBr('05/02/2026')).toEqual(dia('05/02/2026'));
  });
  it('splits on a dash or "até" with any spacing', () => {
    const esperado = { de: parseDataBr('01/02/2026')!, ate: parseDataBr('05/02/2026', true)! };
    for (const v of ['01/02/2026 - 05/02/2026', '01/02/2026   -   05/02/2026', '01/02/2026 até 05/02/2026', '01/02/2026  ATÉ  05/02/2026']) {
      expect(parsePeriodoBr(v)).toEqual(esperado);
    }
  });
  it('accepts a period that starts and ends at the same second', () => {
    const instante = parseDataBr('01/02/2026 10:00:30')!;
    expect(parsePeriodoBr('01/02/2026 10:00:30 - 01/02/2026 10:00:30')).toEqual({ de: instante, ate: instante });
    expect(parsePeriodoBr('01/02/2026 10:00:31 - 01/02/2026 10:00:30')).toBeUndefined();
  });
  it('refuses three dates or a bad end', () => {
    expect(parsePeriodoBr('01/02/2026 - 02/02/2026 - 03/02/2026')).toBeUndefined();
    expect(parsePeriodoBr('ontem - 05/02/2026')).toBeUndefined();
    expect(parsePeriodoBr('01/02/2026 - amanhã')).toBeUndefined();
  });
});

describe('gridPage', () => {
  const q = parseGridQuery({ page: '2', rows: '10' }, spec);
  it('counts the pages, one at least', () => {
    expect(gridPage(q, 25, ['a'])).toEqual({ page: 2, total: 3, records: 25, rows: ['a'] });
    expect(gridPage(q, 20, [])).toEqual({ page: 2, total: 2, records: 20, rows: [] });
    expect(gridPage(q, 0, [])).toEqual({ page: 2, total: 1, records: 0, rows: [] });
  });
});

describe('export columns', () => {
  it('are the default view, in order and titled, when the caller names none', () => {
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

  it("follow the caller's columns and order, with the grid's title where it gives none", () => {
    expect(colunasExportacao('nome,interno:Uso interno,id: Nº : A', spec)).toEqual([
      { campo: 'nome', titulo: 'Nome' },
      { campo: 'interno', titulo: 'Uso interno' },
      { campo: 'id', titulo: 'Nº : A' },
    ]);
  });

  it('refuses a column outside the grid (including inherited names) or a repeated parameter', () => {
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
  it('estimates only an unfiltered grid whose estimate is above the limit', () => {
    expect(modoContagem({ filtrada: false, estimativa: 100_000, limite: 10_000 })).toBe('estimada');
    expect(modoContagem({ filtrada: false, estimativa: 10_001, limite: 10_000 })).toBe('estimada');
    expect(modoContagem({ filtrada: false, estimativa: 10_000, limite: 10_000 })).toBe('exata');
    expect(modoContagem({ filtrada: false, estimativa: 12, limite: 10_000 })).toBe('exata');
  });

  it('counts exactly when filtered, without an estimate, or with the estimate turned off', () => {
    expect(modoContagem({ filtrada: true, estimativa: 1_000_000, limite: 10_000 })).toBe('exata');
    expect(modoContagem({ filtrada: false, estimativa: undefined, limite: 10_000 })).toBe('exata');
    expect(modoContagem({ filtrada: false, estimativa: Number.NaN, limite: 10_000 })).toBe('exata');
    expect(modoContagem({ filtrada: false, estimativa: 1_000_000, limite: 0 })).toBe('exata');
  });
});

describe('gridPageEstimada', () => {
  const q = (page: number, rows = 15): GridQuery => ({ page, rows, offset: (page - 1) * rows, ordem: { campo: 'id', direcao: 'desc' }, filtros: [] });
  const linhas = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('answers the estimate, marked, on a full page', () => {
    expect(gridPageEstimada(q(3), 100_000.4, linhas(15))).toEqual({ page: 3, total: 6667, records: 100_000, rows: linhas(15), records_estimado: true });
  });

  it('is exact on a page that is not full: it is the last one', () => {
    const p = gridPageEstimada(q(7), 100_000, linhas(4));
    expect(p).toEqual({ page: 7, total: 7, records: 94, rows: linhas(4) });
    expect(p).not.toHaveProperty('records_estimado');
    expect(gridPageEstimada(q(1), 100_000, [])).toEqual({ page: 1, total: 1, records: 0, rows: [] });
  });

  it('never answers fewer records than the rows seen, and leaves a next page after a full one', () => {
    expect(gridPageEstimada(q(10), 20, linhas(15))).toMatchObject({ records: 151, total: 11, records_estimado: true });
  });

  it('bounds the estimate by the offset on an empty page past the end', () => {
    expect(gridPageEstimada(q(100), 100_000, [])).toMatchObject({ records: 1485, total: 99, rows: [], records_estimado: true });
  });
});
