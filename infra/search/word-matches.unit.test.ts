import { describe, expect, it, vi } from 'vitest';
import { has } from './bitset';
import { MemoryCatalogue, type SlotEntry } from './memory-catalogue';
import { FACETS } from './port';
import { PostingCache, postingFrom } from './postings';
import { Vocabulary } from './vocabulary';
import { WORD_BYTES_KEPT, WORDS_KEPT_AT_LEAST, WordMatches } from './word-matches';

/** A catalogue of `size` documents, and the words w0, w1… each held by three of them. */
function setUp(size: number, words: number) {
  const catalogue = new MemoryCatalogue();
  for (let i = 0; i < size; i++) {
    const values = Object.fromEntries(FACETS.map((facet) => [facet, []])) as unknown as SlotEntry['values'];
    catalogue.put(catalogue.allocate(), { id: `c${i}`, visible: true, price: 1, created: i, favourites: 0, names: 1, values }, true);
  }
  const vocabulary = new Vocabulary();
  for (let w = 0; w < words; w++) vocabulary.add(`w${w}`, 3);
  const load = vi.fn((term: string) => postingFrom([0, 1, 2].map((k) => [(Number(term.slice(1)) * 3 + k) % size, 1] as const)));
  const matches = new WordMatches(catalogue, vocabulary, new PostingCache(load));
  const get = (word: string) => {
    catalogue.reserve(1);
    return matches.get(word, false, 1);
  };
  return { catalogue, matches, get, load };
}

describe('WordMatches', () => {
  it('keeps the most recent words within its bytes, never fewer than a query may have', () => {
    const { catalogue, matches, get } = setUp(60_000, 200);
    const perWord = catalogue.capacity + catalogue.capacity / 8;
    const room = Math.floor(WORD_BYTES_KEPT / perWord);
    expect(room).toBeGreaterThan(WORDS_KEPT_AT_LEAST);
    for (let w = 0; w < 200; w++) {
      const match = get(`w${w}`);
      expect(has(match.bits, w * 3 + 1)).toBe(true);
    }
    expect(matches.kept()).toEqual({ words: room, bytes: room * perWord });

    // The last words are found again as they were; one long gone is built anew.
    const last = get('w199');
    expect(get('w199')).toBe(last);
    const spy = vi.spyOn(Vocabulary.prototype, 'expand');
    get(`w${200 - room}`);
    expect(spy).not.toHaveBeenCalled();
    const rebuilt = get('w0');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    // Built in the arrays of a dropped word, cleared: codes only where w0 matches.
    expect([...rebuilt.codes.keys()].filter((slot) => rebuilt.codes[slot] !== 0)).toEqual([0, 1, 2]);
  });

  it('keeps a whole query’s words however large the catalogue', () => {
    const { catalogue, matches, get } = setUp(600_000, WORDS_KEPT_AT_LEAST + 5);
    expect(Math.floor(WORD_BYTES_KEPT / (catalogue.capacity * 1.125))).toBeLessThan(WORDS_KEPT_AT_LEAST);
    const query = Array.from({ length: WORDS_KEPT_AT_LEAST }, (_, w) => get(`w${w + 5}`));
    expect(matches.kept().words).toBe(WORDS_KEPT_AT_LEAST);
    // Each word's set is still its own: none was dropped (and its set given to another) while the query was read.
    query.forEach((match, i) => expect(has(match.bits, (i + 5) * 3)).toBe(true));
    get('w0');
    expect(matches.kept().words).toBe(WORDS_KEPT_AT_LEAST);
  });

  it('keeps arrays for the next matches only within its bytes, with those kept', () => {
    const { catalogue, matches, get } = setUp(600_000, 40);
    const perWord = catalogue.capacity + catalogue.capacity / 8;
    for (let w = 0; w < 20; w++) get(`w${w}`);
    expect(matches.spareBytes()).toBeLessThanOrEqual(catalogue.capacity);
    // A write drops every match kept: their arrays wait for the next words, within the budget.
    catalogue.reserve(1);
    matches.get('w20', false, 2);
    expect(matches.spareBytes()).toBeGreaterThan(catalogue.capacity);
    expect(matches.kept().bytes + matches.spareBytes()).toBeLessThanOrEqual(WORD_BYTES_KEPT);
    for (let w = 21; w < 40; w++) {
      catalogue.reserve(1);
      matches.get(`w${w}`, false, 2);
      // Beyond the budget only a query's words, and the one array an eviction leaves for the next build.
      expect(matches.kept().bytes + matches.spareBytes()).toBeLessThanOrEqual(Math.max(WORD_BYTES_KEPT, WORDS_KEPT_AT_LEAST * perWord) + catalogue.capacity);
    }
  });
});
