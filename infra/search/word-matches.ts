import type { BitArena } from './bit-arena';
import type { MemoryCatalogue } from './memory-catalogue';
import { NAME_COLUMNS, WAY, type WordMatch } from './memory-page';
import type { PostingCache } from './postings';
import { wayOf } from './ranking';
import type { Vocabulary } from './vocabulary';

const CACHE_LIMIT = 128;

/**
 * The documents each query word matches, with the best way each matches it (see ranking.ts), built from the
 * postings of the word's expansions. Kept per word and prefix-ness until the index next changes: typing "vest",
 * "vesti", "vestid" re-reads only the new word. The request's language plays no part here: a document keeps its
 * best (typos, prefix) and the columns holding a term matched that way, and the score looks at its shown name
 * then. The sets come from the catalogue's arena; the caller reserves room for a query's words first (a new
 * arena drops them all).
 */
export class WordMatches {
  private readonly cache = new Map<string, WordMatch>();
  private version = -1;
  private arena: BitArena | undefined;
  /** Cleared arrays of dropped matches, for the next ones: they are large, and fresh ones cost a collection. */
  private spare: Uint8Array[] = [];

  constructor(
    private readonly catalogue: MemoryCatalogue,
    private readonly vocabulary: Vocabulary,
    private readonly postings: PostingCache,
  ) {}

  get(word: string, prefix: boolean, version: number): WordMatch {
    if (version !== this.version || this.arena !== this.catalogue.arena) {
      for (const match of this.cache.values()) this.drop(match);
      this.cache.clear();
      this.version = version;
      this.arena = this.catalogue.arena;
    }
    const key = (prefix ? '*' : '=') + word;
    let match = this.cache.get(key);
    if (match) {
      // Most recent last: the words of the query being answered are never the ones evicted.
      this.cache.delete(key);
      this.cache.set(key, match);
    } else {
      match = this.build(word, prefix);
      if (this.cache.size >= CACHE_LIMIT) {
        const [oldest, evicted] = this.cache.entries().next().value!;
        this.cache.delete(oldest);
        this.drop(evicted);
      }
      this.cache.set(key, match);
    }
    return match;
  }

  private build(word: string, prefix: boolean): WordMatch {
    const capacity = this.catalogue.capacity;
    const bits = this.catalogue.arena.alloc();
    if (!bits) throw new Error('No set reserved for a query word');
    let codes = this.spare.pop();
    while (codes && codes.length !== capacity) codes = this.spare.pop();
    codes ??= new Uint8Array(capacity);
    for (const { term, typos, prefix: partial } of this.vocabulary.expand(word, prefix)) {
      const way = wayOf(typos, partial) + 1;
      const posting = this.postings.get(term);
      const { slots, columns } = posting;
      for (let i = 0; i < posting.length; i++) {
        const slot = slots[i]!;
        if (slot >= capacity) continue;
        const known = codes[slot]! & WAY;
        const names = (columns[i]! & NAME_COLUMNS) << 3;
        if (known === 0 || way < known) {
          codes[slot] = way | names;
          bits[slot >>> 5]! |= 1 << (slot & 31);
        } else if (way === known) {
          codes[slot]! |= names;
        }
      }
    }
    return { bits, codes };
  }

  /** Gives a match's set back to the arena and keeps its arrays, cleared, when they still fit the catalogue. */
  private drop(match: WordMatch): void {
    if (match.codes.length === this.catalogue.capacity && this.spare.length < 16) {
      match.codes.fill(0);
      this.spare.push(match.codes);
    }
    this.catalogue.arena.release(match.bits);
  }
}
