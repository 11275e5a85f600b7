import { adicionarBreadcrumb, formatarDataHora, textoGridVazio } from './apresentacao.js';

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
