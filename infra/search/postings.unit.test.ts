import { describe, expect, it } from 'vitest';
import { PostingCache, postingFrom } from './postings';

const load = (term: string) => postingFrom(Array.from({ length: Number(term) }, (_, slot) => [slot, 1] as const));

describe('the posting cache', () => {
  it('keeps postings up to its limit, letting the least recently used go first', () => {
    const cache = new PostingCache(load, 100);
    cache.get('40');
    cache.get('30');
    cache.get('40');
    cache.get('50');
    expect(cache.size).toBe(90);
    // '30' was used least recently: it went, '40' stayed.
    let reads = 0;
    const counting = new PostingCache((term) => (reads++, load(term)), 100);
    for (const term of ['40', '30', '40', '50', '40']) counting.get(term);
    expect(reads).toBe(3);
  });

  it('reads a limit given as a function as it changes (the catalogue growing)', () => {
    let limit = 50;
    const cache = new PostingCache(load, () => limit);
    cache.get('30');
    expect(cache.hasRoomFor(20)).toBe(false);
    limit = 500;
    expect(cache.hasRoomFor(20)).toBe(true);
    cache.get('200');
    expect(cache.size).toBe(230);
    limit = 100;
    cache.get('10');
    expect(cache.size).toBeLessThanOrEqual(100);
  });
});
