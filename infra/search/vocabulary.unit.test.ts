import { describe, expect, it } from 'vitest';
import { distance, prefixDistance } from '@vitrina/domain/search/damerau';
import { typoBudget } from './text';
import { Vocabulary } from './vocabulary';

const vocabulary = (words: string[]) => {
  const v = new Vocabulary();
  v.reset(words.map((word) => [word, 1]));
  return v;
};
const sorted = (list: ReturnType<Vocabulary['expand']>) => [...list].sort((a, b) => (a.term < b.term ? -1 : 1));

describe('Vocabulary.expand', () => {
  const terms = vocabulary(['camisa', 'camisas', 'camiseta', 'cama', 'casaca', 'lino', 'lina', 'estampada']);

  it('gives the word itself, the words it starts (last word) and those within its typo budget', () => {
    expect(sorted(terms.expand('camisa', true))).toEqual([
      { term: 'camisa', typos: 0, prefix: false },
      { term: 'camisas', typos: 0, prefix: true },
      { term: 'camiseta', typos: 1, prefix: true },
    ]);
    expect(sorted(terms.expand('camisa', false))).toEqual([
      { term: 'camisa', typos: 0, prefix: false },
      { term: 'camisas', typos: 1, prefix: false },
    ]);
  });

  it('allows no typo below five letters, and two from nine', () => {
    expect(terms.expand('lino', false)).toEqual([{ term: 'lino', typos: 0, prefix: false }]);
    expect(terms.expand('estanpadx', false)).toEqual([{ term: 'estampada', typos: 2, prefix: false }]);
  });

  it('finds nothing for an unknown word', () => {
    expect(terms.expand('pantalon', true)).toEqual([]);
  });

  it('sees terms added and removed', () => {
    const v = vocabulary(['rojo']);
    expect(v.expand('roj', true)).toHaveLength(1);
    v.add('roja', 2);
    expect(v.expand('roj', true)).toHaveLength(2);
    v.add('roja', -2);
    expect(v.has('roja')).toBe(false);
    expect(v.expand('roj', true)).toEqual([{ term: 'rojo', typos: 0, prefix: true }]);
  });
});

describe('the trie search', () => {
  it('finds exactly what comparing the word with every term finds', () => {
    let seed = 9;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const word = (max: number) => Array.from({ length: 1 + Math.floor(random() * max) }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    const words = [...new Set(Array.from({ length: 400 }, () => word(10)))];
    const v = vocabulary(words);
    for (let i = 0; i < 300; i++) {
      const query = word(11);
      const prefix = random() < 0.5;
      const budget = typoBudget(query);
      const expected = words.flatMap((term) => {
        const whole = distance(query, term, budget);
        const start = prefix ? prefixDistance(query, term, budget) : budget + 1;
        if (whole <= budget && whole <= start) return [{ term, typos: whole, prefix: false }];
        return start <= budget ? [{ term, typos: start, prefix: true }] : [];
      });
      expect(sorted(v.expand(query, prefix)), `${query}${prefix ? '…' : ''}`).toEqual(sorted(expected));
    }
  });
});
