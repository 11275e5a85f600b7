import { ValidationError } from './errors.js';
import { colunasExportacao, colunasPadrao, gridPageEstimada, modoContagem, parseDataBr, parseGridQuery, parsePeriodoBr, type GridQuery, type GridSpec } from './grid.js';

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
