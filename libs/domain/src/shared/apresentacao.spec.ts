import { adicionarBreadcrumb, arredondarEstimativa, DURACAO, formatarData, formatarDataHora, MAX_BREADCRUMBS, textoGridVazio, textosPaginador } from './apresentacao.js';

describe('trilha de navegação (spec 01 §2.2)', () => {
  const a = { descricao: 'Usuários', url: '/usuarios' };
  const b = { descricao: 'Grupos de usuários', url: '/grupousuarios' };
  const c = { descricao: 'Regras de acesso', url: '/usuarios/regras_acesso?id=1' };
  const d = { descricao: 'Clientes', url: '/clientes' };
  it('mantém no máximo três, descartando a mais antiga', () => {
    expect(adicionarBreadcrumb([a, b, c], d)).toEqual([b, c, d]);
  });
  it('substitui no lugar uma entrada com a mesma descrição', () => {
    const nova = { descricao: 'Usuários', url: '/usuarios?page=2' };
    expect(adicionarBreadcrumb([a, b], nova)).toEqual([nova, b]);
  });
});

describe('apresentação do grid', () => {
  it('mostra datas como dd/mm/yyyy HH:mm:ss no horário de São Paulo', () => {
    expect(formatarDataHora('2026-11-22T02:05:09.000Z')).toBe('21/11/2026 23:05:09');
    expect(formatarDataHora(null)).toBe('');
  });
  it('escreve a linha vazia pelo substantivo', () => {
    expect(textoGridVazio('USUÁRIO')).toBe('NENHUM USUÁRIO FOI ENCONTRADO NESTA PESQUISA...');
    expect(textoGridVazio('ROTA', true)).toBe('NENHUMA ROTA FOI ENCONTRADA NESTA PESQUISA...');
  });
});

describe('datas como dias', () => {
  it('mostra um dia do calendário como ele é e um instante como seu dia em Brasília', () => {
    expect(formatarData('2026-03-01')).toBe('01/03/2026');
    expect(formatarData('2026-11-22T02:05:09.000Z')).toBe('21/11/2026');
    expect(formatarData(null)).toBe('');
    expect(formatarData('')).toBe('');
  });
});

describe('regras de apresentação, casos limite', () => {
  const a = { descricao: 'A', url: '/a' };
  const b = { descricao: 'B', url: '/b' };
  it('acrescenta a uma lista curta e mantém um máximo personalizado', () => {
    expect(adicionarBreadcrumb([], a)).toEqual([a]);
    expect(adicionarBreadcrumb([a], b)).toEqual([a, b]);
    expect(adicionarBreadcrumb([a], b, 1)).toEqual([b]);
    expect(MAX_BREADCRUMBS).toBe(3);
  });
  it('substitui a primeira entrada no lugar', () => {
    const nova = { descricao: 'A', url: '/a?x=1' };
    expect(adicionarBreadcrumb([a, b], nova)).toEqual([nova, b]);
    expect(adicionarBreadcrumb([b, a], nova)).toEqual([b, nova]);
  });
  it('temporiza os avisos (spec 01 §2.2, spec 03 §9)', () => {
    expect(DURACAO).toEqual({ padrao: 5000, acessoNegado: 4000, copiado: 1200, confirmacao: 3000, salvar: 3000, recuperarSenha: 8000 });
  });
  it('formata números e textos como datas, não mostra nada para nada e um valor ilegível como veio', () => {
    expect(formatarDataHora(Date.UTC(2026, 0, 1, 3, 0, 0))).toBe('01/01/2026 00:00:00');
    expect(formatarDataHora(new Date('2026-12-31T23:59:59-03:00'))).toBe('31/12/2026 23:59:59');
    expect(formatarDataHora('2026-06-15T15:04:05Z')).toBe('15/06/2026 12:04:05');
    expect(formatarDataHora(undefined)).toBe('');
    expect(formatarDataHora('')).toBe('');
    expect(formatarDataHora('ontem')).toBe('ontem');
  });
});

describe('textos do paginador', () => {
  it('mostra uma contagem exata como ela é', () => {
    expect(textosPaginador({ page: 3, rows: 15, total: 7, records: 100 })).toEqual({ paginas: 'de 7', info: 'Exibindo 31 - 45 de 100' });
    expect(textosPaginador({ page: 7, rows: 15, total: 7, records: 100 })).toEqual({ paginas: 'de 7', info: 'Exibindo 91 - 100 de 100' });
    expect(textosPaginador({ page: 1, rows: 15, total: 1, records: 0 })).toEqual({ paginas: 'de 1', info: 'Nenhum registro' });
  });

  it('separa os milhares com ponto, como o pt-BR escreve', () => {
    expect(textosPaginador({ page: 66_668, rows: 15, total: 82_305, records: 1_234_567 })).toEqual({
      paginas: 'de 82.305',
      info: 'Exibindo 1.000.006 - 1.000.020 de 1.234.567',
    });
    expect(textosPaginador({ page: 1, rows: 1000, total: 2, records: 1999 })).toEqual({ paginas: 'de 2', info: 'Exibindo 1 - 1.000 de 1.999' });
  });

  it('diz que uma estimativa é estimativa: "de ~6.667" páginas, "cerca de 100.000" registros', () => {
    const t = textosPaginador({ page: 3, rows: 15, total: 6667, records: 100_004, estimado: true });
    expect(t.paginas).toBe('de ~6.667');
    expect(t.info).toBe('Exibindo 31 - 45 de cerca de 100.000');
    expect(t.dica).toMatch(/estimado/);
  });

  it('arredonda estimativas para dois algarismos significativos', () => {
    expect(arredondarEstimativa(100_234)).toBe(100_000);
    expect(arredondarEstimativa(6563)).toBe(6600);
    expect(arredondarEstimativa(15_449)).toBe(15_000);
    expect(arredondarEstimativa(87)).toBe(87);
  });
});
