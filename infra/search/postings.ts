/** The documents holding one term, ascending, each with the mask of the columns that hold it. */
export interface Posting {
  slots: Int32Array;
  columns: Uint8Array;
  length: number;
}

/**
 * Postings read from FTS5 (through fts5vocab) on first use and kept, up to `limit` entries in all (a number, or
 * a function read as the catalogue grows); the least recently used go first. The writer patches the cached ones as it changes documents, so a posting is read
 * from SQLite once, not after every write that touches its term.
 */
export class PostingCache {
  private readonly cache = new Map<string, Posting>();
  private entries = 0;

  constructor(
    private readonly load: (term: string) => Posting,
    private readonly limit: number | (() => number) = 8_000_000,
  ) {}

  private get max(): number {
    return typeof this.limit === 'number' ? this.limit : this.limit();
  }

  get size(): number {
    return this.entries;
  }

  /** Whether `entries` more would stay under the share of the limit a warm-up may fill (leaving room to use). */
  hasRoomFor(entries: number): boolean {
    return this.entries + entries <= this.max * 0.8;
  }

  get(term: string): Posting {
    let posting = this.cache.get(term);
    if (posting) {
      this.cache.delete(term);
      this.cache.set(term, posting);
      return posting;
    }
    posting = this.load(term);
    this.cache.set(term, posting);
    this.entries += posting.length;
    this.evict();
    return posting;
  }

  /** A document's terms changed from `before` to `after` (term → column mask). */
  change(slot: number, before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): void {
    for (const term of before.keys()) if (!after.has(term)) this.put(term, slot, 0);
    for (const [term, columns] of after) if (before.get(term) !== columns) this.put(term, slot, columns);
  }

  /** Takes a slot out of every cached posting (when its old terms are not known). */
  forget(slot: number): void {
    for (const term of this.cache.keys()) this.put(term, slot, 0);
  }

  clear(): void {
    this.cache.clear();
    this.entries = 0;
  }

  private put(term: string, slot: number, columns: number): void {
    const posting = this.cache.get(term);
    if (!posting) return;
    const at = lowerBound(posting.slots, posting.length, slot);
    const present = at < posting.length && posting.slots[at] === slot;
    if (present && columns !== 0) {
      posting.columns[at] = columns;
    } else if (present) {
      posting.slots.copyWithin(at, at + 1, posting.length);
      posting.columns.copyWithin(at, at + 1, posting.length);
      posting.length--;
      this.entries--;
    } else if (columns !== 0) {
      if (posting.length === posting.slots.length) {
        const slots = new Int32Array(Math.max(8, posting.length * 2));
        const masks = new Uint8Array(slots.length);
        slots.set(posting.slots);
        masks.set(posting.columns);
        posting.slots = slots;
        posting.columns = masks;
      }
      posting.slots.copyWithin(at + 1, at, posting.length);
      posting.columns.copyWithin(at + 1, at, posting.length);
      posting.slots[at] = slot;
      posting.columns[at] = columns;
      posting.length++;
      this.entries++;
    }
  }

  private evict(): void {
    const max = this.max;
    if (this.entries <= max) return;
    for (const [term, posting] of this.cache) {
      if (this.entries <= max * 0.9) break;
      this.cache.delete(term);
      this.entries -= posting.length;
    }
  }
}

function lowerBound(slots: Int32Array, length: number, slot: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (slots[middle]! < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Builds a posting from fts5vocab "instance" rows [doc, column bit], which come ordered by doc. */
export function postingFrom(rows: ReadonlyArray<readonly [number, number]>): Posting {
  const slots = new Int32Array(Math.max(8, rows.length));
  const columns = new Uint8Array(slots.length);
  let length = 0;
  let sorted = true;
  for (const [slot, column] of rows) {
    if (length > 0 && slots[length - 1] === slot) {
      columns[length - 1]! |= column;
      continue;
    }
    if (length > 0 && slots[length - 1]! > slot) sorted = false;
    slots[length] = slot;
    columns[length] = column;
    length++;
  }
  if (!sorted) return postingFrom([...rows].sort((a, b) => a[0] - b[0]));
  return { slots, columns, length };
}
