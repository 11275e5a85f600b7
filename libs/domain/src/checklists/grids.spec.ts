import { GRID_CHECKLISTS_GESTOR, GRID_CHECKLISTS_OPERADOR, gridOperadorDoGrupo, GRUPOS_GESTOR_CHECKLIST } from './grids.js';

describe('grid do operador por grupo (spec 01 §2.4)', () => {
  it('administrador e supervisor veem a variante do gestor; os demais, a do operador', () => {
    expect(GRUPOS_GESTOR_CHECKLIST).toEqual([3, 4]);
    expect(gridOperadorDoGrupo(3)).toBe(GRID_CHECKLISTS_GESTOR);
    expect(gridOperadorDoGrupo(4)).toBe(GRID_CHECKLISTS_GESTOR);
    for (const g of [1, 6, 7, 10]) expect(gridOperadorDoGrupo(g)).toBe(GRID_CHECKLISTS_OPERADOR);
  });
});
