import { TermTrie, type Expansion } from './term-trie';
import { typoBudget } from './text';

export type { Expansion } from './term-trie';

const CACHE_LIMIT = 2_000;

/**
 * The terms of the index with the number of documents holding each, and the expansion of a query word into the
 * terms it matches: itself, the terms within its typo budget and, for the last word, the terms it starts and
 * those whose start is within that budget. Expansions are kept until a term appears or disappears, which is
 * rare next to queries.
 */
export class Vocabulary {
  private readonly trie = new TermTrie();
  private readonly expansions = new Map<string, Expansion[]>();

  get size(): number {
    return this.trie.size;
  }

  has(term: string): boolean {
    return this.trie.count(term) > 0;
  }

  /** Adds `delta` documents to the term's count; a term at zero leaves the vocabulary. */
  add(term: string, delta: number): void {
    const { appeared, vanished } = this.trie.add(term, delta);
    if (appeared || vanished) this.expansions.clear();
  }

  reset(entries: Iterable<readonly [string, number]> = []): void {
    this.trie.clear();
    for (const [term, count] of entries) if (count > 0) this.trie.add(term, count);
    this.expansions.clear();
  }

  expand(word: string, prefix: boolean): Expansion[] {
    const key = (prefix ? '*' : '=') + word;
    let found = this.expansions.get(key);
    if (!found) {
      found = this.trie.search(word, typoBudget(word), prefix);
      if (this.expansions.size >= CACHE_LIMIT) this.expansions.clear();
      this.expansions.set(key, found);
    }
    return found;
  }
}
