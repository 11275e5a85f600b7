import { adicionarBreadcrumb, arredondarEstimativa, formatarDataHora, textoGridVazio, textosPaginador } from './apresentacao.js';

describe('breadcrumbs (spec 01 §2.2)', () => {
  const a = { descricao: 'Usuários', url: '/usuarios' };
  const b = { descricao: 'Grupos de usuários', url: '/grupousuarios' };
  const c = { descricao: 'Regras de acesso', url: '/usuarios/regras_acesso?id=1' };
  const d = { descricao: 'Clientes', url: '/clientes' };
  it('keeps at most three, dropping the oldest', () => {
    expect(adicionarBreadcrumb([a, b, c], d)).toEqual([b, c, d]);
  });
  it('replaces an entry with the same description in place', () => {
    const nova = { descricao: 'Usuários', url: '/usuarios?page=2' };
    expect(adicionarBreadcrumb([a, b], nova)).toEqual([nova, b]);
  });
});

describe('grid presentation', () => {
  it('shows dates as dd/mm/yyyy HH:mm:ss in São Paulo time', () => {
    expect(formatarDataHora('2026-11-22T02:05:09.000Z')).toBe('21/11/2026 23:05:09');
    expect(formatarDataHora(null)).toBe('');
  });
  it('words the empty row by the noun', () => {
    expect(textoGridVazio('USUÁRIO')).toBe('NENHUM USUÁRIO FOI ENCONTRADO NESTA PESQUISA...');
    expect(textoGridVazio('ROTA', true)).toBe('NENHUMA ROTA FOI ENCONTRADA NESTA PESQUISA...');
  });
});

describe('pager texts', () => {
  it('shows an exact count as it is', () => {
    expect(textosPaginador({ page: 3, rows: 15, total: 7, records: 100 })).toEqual({ paginas: 'de 7', info: 'Exibindo 31 - 45 de 100' });
    expect(textosPaginador({ page: 7, rows: 15, total: 7, records: 100 })).toEqual({ paginas: 'de 7', info: 'Exibindo 91 - 100 de 100' });
    expect(textosPaginador({ page: 1, rows: 15, total: 1, records: 0 })).toEqual({ paginas: 'de 1', info: 'Nenhum registro' });
  });

  it('says an estimate is one: "de ~6.667" pages, "cerca de 100.000" records', () => {
    const t = textosPaginador({ page: 3, rows: 15, total: 6667, records: 100_004, estimado: true });
    expect(t.paginas).toBe('de ~6.667');
    expect(t.info).toBe('Exibindo 31 - 45 de cerca de 100.000');
    expect(t.dica).toMatch(/estimado/);
  });

  it('rounds estimates to two significant digits', () => {
    expect(arredondarEstimativa(100_234)).toBe(100_000);
    expect(arredondarEstimativa(6563)).toBe(6600);
    expect(arredondarEstimativa(15_449)).toBe(15_000);
    expect(arredondarEstimativa(87)).toBe(87);
  });
});
