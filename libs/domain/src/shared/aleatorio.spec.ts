import { geradorComSemente } from './aleatorio.js';

describe('gerador com semente', () => {
  it('repete sua sequência para uma semente e difere entre sementes', () => {
    const a = geradorComSemente(20261122), b = geradorComSemente(20261122), c = geradorComSemente(42);
    const sa = Array.from({ length: 50 }, a.proximo);
    expect(Array.from({ length: 50 }, b.proximo)).toEqual(sa);
    expect(Array.from({ length: 50 }, c.proximo)).not.toEqual(sa);
    expect(sa.every((x) => x >= 0 && x < 1)).toBe(true);
    // mulberry32's first value for seed 1: the demo data depends on this exact sequence.
    expect(geradorComSemente(1).proximo()).toBeCloseTo(0.6270739405881613, 15);
  });

  it('sorteia inteiros dentro dos limites, itens de lista e chances', () => {
    const g = geradorComSemente(7);
    const ints = Array.from({ length: 2000 }, () => g.int(3, 5));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]));
    expect(['a', 'b']).toContain(g.um(['a', 'b']));
    expect(Array.from({ length: 100 }, () => g.chance(0))).not.toContain(true);
    expect(Array.from({ length: 100 }, () => g.chance(1))).not.toContain(false);
  });
});
