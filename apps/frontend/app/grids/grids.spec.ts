import { describe, expect, it } from '@jest/globals';
import { colunasOcultasGrupo8, colunasPadrao, GRUPO, pode, REGRAS_PADRAO_POR_GRUPO, type GridSpec, type ListaViagens } from '@gr/domain';
import { ordenavel, paramDaColuna, type GridDef } from '~/components/grid/tipos';
import { GRIDS } from './index';
import { gridChecklists } from './checklists';

/**
 * The screens' grids and the API's grids are declared once (libs/domain GridSpec): the screen's
 * headers are the spreadsheet's, and what the screen shows by default, in its order, is what an
 * API export gives when it names no columns.
 */
const daApi = Object.values(GRIDS)
  .filter((g): g is GridDef<any> & { spec: GridSpec } => !!g.spec)
  .map((g) => [g.id, g] as const);

describe('declarações de grid', () => {
  it('toda grid exportável tem por trás a grid da API que ela exporta', () => {
    expect(Object.values(GRIDS).filter((g) => g.exportavel !== false && !g.spec).map((g) => g.id)).toEqual([]);
    expect(daApi.length).toBeGreaterThanOrEqual(25);
  });

  it.each(daApi)("%s: toda coluna tem um título, o da própria grid da API onde ela tem a coluna", (_id, def) => {
    for (const c of def.colunas) {
      expect({ campo: c.campo, titulo: c.titulo.trim() }).toEqual({ campo: c.campo, titulo: expect.stringMatching(/\S/) });
      if (Object.hasOwn(def.spec.colunas, c.campo)) expect({ campo: c.campo, titulo: c.titulo }).toEqual({ campo: c.campo, titulo: def.spec.colunas[c.campo]!.titulo });
    }
  });

  it.each(daApi)("%s: a visão padrão da tela é a exportação padrão da API, na mesma ordem", (_id, def) => {
    const naApi = def.colunas.filter((c) => Object.hasOwn(def.spec.colunas, c.campo));
    expect(naApi.filter((c) => !c.oculta).map((c) => ({ campo: c.campo, titulo: c.titulo }))).toEqual(colunasPadrao(def.spec));
    // The columns a user can bring back keep the API grid's order too.
    const campos = naApi.map((c) => c.campo);
    expect(campos).toEqual(Object.keys(def.spec.colunas).filter((k) => campos.includes(k)));
  });

  it.each(daApi)('%s: o que a tela filtra ou ordena, a API filtra ou ordena (senão, 400)', (_id, def) => {
    const daGrid = def.colunas.filter((c) => !c.valor && Object.hasOwn(def.spec.colunas, paramDaColuna(c)));
    expect(daGrid.filter((c) => c.filtro && def.spec.colunas[paramDaColuna(c)]!.filtravel === false).map((c) => c.campo)).toEqual([]);
    expect(daGrid.filter((c) => ordenavel(c) && def.spec.colunas[paramDaColuna(c)]!.ordenavel === false).map((c) => c.campo)).toEqual([]);
  });

  it.each(daApi)('%s: toda coluna que a tela exporta é uma que a API conhece', (_id, def) => {
    // Values computed on the screen (`valor`) are left out of the export (recursos.exportar).
    expect(def.colunas.filter((c) => !c.valor && !Object.hasOwn(def.spec.colunas, c.campo)).map((c) => c.campo)).toEqual([]);
  });
});

describe('listas de viagem (spec 02 §2, §6)', () => {
  const campos = (id: string) => GRIDS[id]!.colunas.map((c) => c.campo);
  const DA_EQUIPE = ['agendada', 'emviagem', 'finalizada', 'finalizadas_corretora', 'cancelada', 'controle', 'viagens', 'sm-viagem', 'sm-cancelada', 'sm-finalizada'];

  it('as da equipe, as do embarcador e as do cliente têm por trás a grid do domínio, e as da equipe exportam para Excel', () => {
    const viagens = Object.values(GRIDS).filter((g) => g.controlador === 'monitoramentos');
    expect(viagens.filter((g) => !g.spec).map((g) => g.id)).toEqual([]);
    for (const id of DA_EQUIPE) expect({ id, exportavel: GRIDS[id]?.exportavel ?? true }).toEqual({ id, exportavel: true });
  });

  it.each([
    ['agendada', 'agendadas'], ['emviagem', 'emViagem'], ['finalizada', 'finalizadas'], ['finalizadas_corretora', 'finalizadas'], ['cancelada', 'canceladas'],
    ['viagens', 'porPlaca'], ['sm-viagem', 'simplificadas'], ['sm-finalizada', 'simplificadas'],
  ] as Array<[string, ListaViagens]>)('%s do usuário cliente (grupo 8): as colunas da equipe menos as que o §6 esconde', (id, lista) => {
    const ocultas = colunasOcultasGrupo8(lista);
    expect(ocultas.length).toBeGreaterThan(0);
    expect(campos(`${id}-cliente`)).toEqual(campos(id).filter((c) => !ocultas.includes(c)));
    expect(GRIDS[`${id}-cliente`]!.semMenuParaGrupos).toEqual([GRUPO.CLIENTE]);
  });

  it('o cliente vê a previsão de início na agendada (ele planeja por ela), não em viagem', () => {
    expect(campos('agendada-cliente')).toContain('previsao_inicio');
    expect(campos('emviagem-cliente')).not.toContain('previsao_inicio');
    expect(campos('emviagem-cliente')).not.toContain('vinculado_tecnologia');
  });
});

describe('barra de ferramentas da grid de checklists do cliente', () => {
  // What the grid kit shows on the toolbar for a user with these default rules (use-acoes-linha.ts's filter).
  const naBarra = (grupo: number) => {
    const regras = REGRAS_PADRAO_POR_GRUPO[grupo] as Record<string, string[]>;
    return (gridChecklists.acoes?.menu ?? [])
      .filter((m) => m.naBarra && (!m.requer || pode(regras, gridChecklists.controlador, m.requer)))
      .map((m) => m.rotulo);
  };
  it('não oferece a um gestor de leitura (grupo 11) nenhum botão que altere um checklist, e ao usuário de cliente todos eles', () => {
    expect(naBarra(GRUPO.GESTOR_EMBARCADOR)).toEqual([]);
    expect(naBarra(GRUPO.EMBARCADOR)).toEqual([]);
    expect(naBarra(GRUPO.CLIENTE)).toEqual(['Editar', 'Liberar', 'Reteste', 'Fila expressa']);
  });
});
