import type { BitArena } from './bit-arena';
import type { MemoryCatalogue } from './memory-catalogue';
import { NAME_COLUMNS, WAY, type WordMatch } from './memory-page';
import type { PostingCache } from './postings';
import { wayOf } from './ranking';
import { MAX_QUERY_WORDS } from './text';
import type { Vocabulary } from './vocabulary';

/**
 * The most bytes of word matches kept, at 9 bits a document each (a code byte and a set bit): the last ~37 words
 * at 100,000 clothes. Counted in words (128 before), they held 14 MB there and 141 MB at a million, where they
 * were found again for one query word in nine anyway (a word's matches there cost about what a query does).
 */
export const WORD_BYTES_KEPT = 4 * 2 ** 20;
/**
 * Kept whatever their size: a query's most words, which then never evict one another while it is answered, and
 * typing "vest", "vesti", "vestid" re-reads only the new word.
 */
export const WORDS_KEPT_AT_LEAST = MAX_QUERY_WORDS;

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
  /**
   * Cleared arrays of dropped matches, for the next ones: they are large, and fresh ones cost a collection. They
   * count in WORD_BYTES_KEPT with the matches kept.
   */
  private spare: Uint8Array[] = [];

  constructor(
    private readonly catalogue: MemoryCatalogue,
    private readonly vocabulary: Vocabulary,
    private readonly postings: PostingCache,
  ) {}

  get(word: string, prefix: boolean, version: number): WordMatch {
    if (version !== this.version || this.arena !== this.catalogue.arena) {
      const dropped = [...this.cache.values()];
      this.cache.clear();
      for (const match of dropped) this.drop(match);
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
      const bytes = bytesOf(match);
      // Every match kept has this size (a byte and a bit per slot), so the budget is a count here.
      while (this.cache.size >= WORDS_KEPT_AT_LEAST && (this.cache.size + 1) * bytes > WORD_BYTES_KEPT) {
        const [oldest, evicted] = this.cache.entries().next().value!;
        this.cache.delete(oldest);
        this.drop(evicted);
      }
      this.cache.set(key, match);
    }
    return match;
  }

  /** Drops every match kept and the spare arrays (an index whose searches are answered elsewhere). */
  clear(): void {
    for (const match of this.cache.values()) this.catalogue.arena.release(match.bits);
    this.cache.clear();
    this.spare = [];
  }

  /** The bytes of cleared arrays kept for the next matches. */
  spareBytes(): number {
    return this.spare.reduce((bytes, codes) => bytes + codes.byteLength, 0);
  }

  /** How many words' matches are kept, and their bytes. */
  kept(): { words: number; bytes: number } {
    let bytes = 0;
    for (const match of this.cache.values()) bytes += bytesOf(match);
    return { words: this.cache.size, bytes };
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

  /**
   * Gives a match's set back to the arena, and keeps its arrays, cleared, when they still fit the catalogue and
   * the budget with the matches kept (one at least: an eviction is followed by a build).
   */
  private drop(match: WordMatch): void {
    const room = this.spare.length === 0 || (this.cache.size + this.spare.length + 1) * bytesOf(match) <= WORD_BYTES_KEPT;
    if (match.codes.length === this.catalogue.capacity && room) {
      match.codes.fill(0);
      this.spare.push(match.codes);
    }
    this.catalogue.arena.release(match.bits);
  }
}

const bytesOf = (match: WordMatch): number => match.codes.byteLength + match.bits.byteLength;
