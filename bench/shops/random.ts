import { seededRandom } from '@vitrina/domain/core/random';

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
  const next = seededRandom(seed);
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
