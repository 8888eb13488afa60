/** A term a query word stands for, and how: `typos` edits away, `prefix` when the word only starts it. */
export interface Expansion {
  term: string;
  typos: number;
  prefix: boolean;
}

interface TrieNode {
  children: Map<number, TrieNode> | undefined;
  /** Documents holding the term that ends here; 0 when none does. */
  count: number;
  term: string | undefined;
}

const node = (): TrieNode => ({ children: undefined, count: 0, term: undefined });

/**
 * The vocabulary as a trie, searched the way a Levenshtein automaton would be: one row of the edit-distance
 * table (optimal string alignment, so a swap of neighbours costs one) per trie edge, shared by every term below
 * it, and a branch abandoned once its row holds nothing within the budget. A word of 8 letters with one typo
 * visits a few hundred nodes of a 20,000-term vocabulary rather than computing 20,000 distances. Terms are
 * added and removed in place; a node whose term went stays as a fork.
 */
export class TermTrie {
  private root = node();
  private terms = 0;

  get size(): number {
    return this.terms;
  }

  count(term: string): number {
    return this.find(term)?.count ?? 0;
  }

  /** Adds `delta` documents to the term's count; the term is gone at zero. */
  add(term: string, delta: number): { appeared: boolean; vanished: boolean } {
    let at = this.root;
    for (let i = 0; i < term.length; i++) {
      at.children ??= new Map();
      let next = at.children.get(term.charCodeAt(i));
      if (!next) at.children.set(term.charCodeAt(i), (next = node()));
      at = next;
    }
    const before = at.count;
    at.count = Math.max(0, before + delta);
    at.term = at.count > 0 ? term : undefined;
    const appeared = before === 0 && at.count > 0;
    const vanished = before > 0 && at.count === 0;
    this.terms += appeared ? 1 : vanished ? -1 : 0;
    return { appeared, vanished };
  }

  clear(): void {
    this.root = node();
    this.terms = 0;
  }

  /**
   * The terms within `budget` edits of `word`, and with `prefix` also those that start with something within
   * `budget` of it, each with its best way: fewer typos first, then a whole word before a prefix.
   */
  search(word: string, budget: number, prefix: boolean): Expansion[] {
    const found: Expansion[] = [];
    const n = word.length;
    const first = Int32Array.from({ length: n + 1 }, (_, i) => i);
    const visit = (at: TrieNode, letter: number, previous: Int32Array, before: Int32Array | undefined, previousLetter: number, bestStart: number) => {
      const row = new Int32Array(n + 1);
      row[0] = previous[0]! + 1;
      let rowMin = row[0]!;
      for (let i = 1; i <= n; i++) {
        const own = word.charCodeAt(i - 1);
        let value = Math.min(previous[i]! + 1, row[i - 1]! + 1, previous[i - 1]! + (own === letter ? 0 : 1));
        if (before && i > 1 && own === previousLetter && word.charCodeAt(i - 2) === letter) value = Math.min(value, before[i - 2]! + 1);
        row[i] = value;
        if (value < rowMin) rowMin = value;
      }
      const start = Math.min(bestStart, row[n]!);
      if (at.term !== undefined) this.offer(found, at.term, row[n]!, prefix ? start : Infinity, budget);
      if (prefix && start <= budget && rowMin > budget) {
        // Deeper rows only grow: every term below starts within the budget, and none is within it whole.
        this.below(at, (term) => found.push({ term, typos: start, prefix: true }));
        return;
      }
      if (rowMin > budget || !at.children) return;
      for (const [next, child] of at.children) visit(child, next, row, previous, letter, start);
    };
    if (this.root.children) {
      for (const [letter, child] of this.root.children) visit(child, letter, first, undefined, -1, prefix ? n : Infinity);
    }
    return found;
  }

  private offer(found: Expansion[], term: string, whole: number, start: number, budget: number): void {
    if (whole <= budget && whole <= start) found.push({ term, typos: whole, prefix: false });
    else if (start <= budget) found.push({ term, typos: start, prefix: true });
  }

  /** Every term strictly below `at`. */
  private below(at: TrieNode, visit: (term: string) => void): void {
    if (!at.children) return;
    for (const child of at.children.values()) {
      if (child.term !== undefined) visit(child.term);
      this.below(child, visit);
    }
  }

  private find(term: string): TrieNode | undefined {
    let at: TrieNode | undefined = this.root;
    for (let i = 0; i < term.length && at; i++) at = at.children?.get(term.charCodeAt(i));
    return at;
  }
}
