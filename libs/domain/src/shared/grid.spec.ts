import { ValidationError } from './errors.js';
import { parseDataBr, parseGridQuery, parsePeriodoBr, type GridSpec } from './grid.js';

const spec: GridSpec = {
  colunas: {
    id: { tipo: 'inteiro' },
    nome: { tipo: 'texto' },
    ativo: { tipo: 'booleano' },
    status: { tipo: 'enum', valores: ['APROVADO', 'REPROVADO'] },
    data_cadastro: { tipo: 'data' },
    interno: { tipo: 'texto', filtravel: false, ordenavel: false },
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
