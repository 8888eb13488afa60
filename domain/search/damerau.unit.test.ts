import { describe, expect, it } from 'vitest';
import { distance, prefixDistance } from './damerau';

describe('distance (optimal string alignment)', () => {
  it.each([
    ['camisa', 'camisa', 0],
    ['camisa', 'camsa', 1],
    ['camsa', 'camisa', 1],
    ['camisa', 'camiza', 1],
    ['camisa', 'caimsa', 1],
    ['camisa', 'acmisa', 1],
    ['estampada', 'estanpadx', 2],
    ['pantalon', 'pamtalox', 2],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['ca', 'abc', 3],
  ])('%s → %s is %i', (a, b, expected) => {
    expect(distance(a, b, 5)).toBe(expected);
  });

  it('stops at max + 1', () => {
    expect(distance('camisa', 'pantalon', 2)).toBe(3);
    expect(distance('abc', 'abcdef', 1)).toBe(2);
    expect(distance('estampada', 'esxanpadx', 2)).toBe(3);
  });

  it('agrees with a plain dynamic programme on random words', () => {
    const letters = 'abcde';
    let seed = 3;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const word = () => Array.from({ length: Math.floor(random() * 7) }, () => letters[Math.floor(random() * 5)]).join('');
    for (let i = 0; i < 500; i++) {
      const [a, b] = [word(), word()];
      expect(distance(a, b, 2), `${a} ${b}`).toBe(Math.min(3, plain(a, b)));
      const toPrefix = Math.min(...Array.from({ length: b.length + 1 }, (_, j) => plain(a, b.slice(0, j))));
      expect(prefixDistance(a, b, 2), `${a} ${b}…`).toBe(Math.min(3, toPrefix));
    }
  });
});

describe('prefixDistance', () => {
  it.each([
    ['vest', 'vestido', 0],
    ['vestdi', 'vestido', 1],
    ['camisa', 'camiseta', 1],
    ['vestido', 'vest', 3],
    ['pantal', 'pantalon', 0],
  ])('%s → a prefix of %s is %i away', (a, b, expected) => {
    expect(prefixDistance(a, b, 3)).toBe(expected);
  });
});

function plain(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
