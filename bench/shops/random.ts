/** A seeded random source (mulberry32), so the generated shops are the same on every machine and every run. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in the order given. */
  some<T>(items: readonly T[], count: number): T[];
  between(low: number, high: number): number;
}

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return {
    next,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    some: (items, count) => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
    },
    between,
  };
}
