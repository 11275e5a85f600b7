/**
 * The one seeded random generator (mulberry32) for what must come out the same on every run: the
 * demo data (every demo database holds the same rows) and the property tests and the simulator's
 * tests (a failing case replays from its seed). Not for secrets: it is predictable by design.
 */
export function geradorComSemente(semente: number) {
  let s = semente >>> 0;
  /** The next number in [0, 1). */
  const proximo = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [min, max]. */
  const int = (min: number, max: number) => min + Math.floor(proximo() * (max - min + 1));
  const um = <T>(lista: readonly T[]): T => lista[Math.floor(proximo() * lista.length)]!;
  const chance = (p: number) => proximo() < p;
  return { proximo, int, um, chance };
}

export type GeradorComSemente = ReturnType<typeof geradorComSemente>;
