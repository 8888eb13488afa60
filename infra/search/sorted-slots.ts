/**
 * Slots kept in one sort order (price, newest, favourites) so that a page of the first matches is found by
 * walking from the start instead of sorting every match. `before` must be a strict total order (ties broken
 * by id), and the keys it reads must not change while a slot is in the order: take it out, change, put it back.
 * One change costs a binary search and a memmove; many at once (a rebuild) mark the order stale instead, and it
 * is sorted again when next read.
 */
export class SortedSlots {
  private slots = new Int32Array(1024);
  private size = 0;
  private stale = false;

  constructor(
    readonly before: (a: number, b: number) => boolean,
    private readonly live: () => Iterable<number>,
  ) {}

  /** The slots in order, the first `length` entries of the array. */
  read(): { slots: Int32Array; length: number } {
    if (this.stale) this.rebuild();
    return { slots: this.slots, length: this.size };
  }

  insert(slot: number): void {
    if (this.stale) return;
    const at = this.position(slot);
    if (this.size === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots.copyWithin(at + 1, at, this.size);
    this.slots[at] = slot;
    this.size++;
  }

  delete(slot: number): void {
    if (this.stale) return;
    const at = this.position(slot);
    if (at >= this.size || this.slots[at] !== slot) throw new Error(`Slot ${slot} is not where its keys say`);
    this.slots.copyWithin(at, at + 1, this.size);
    this.size--;
  }

  invalidate(): void {
    this.stale = true;
  }

  private position(slot: number): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.before(this.slots[middle]!, slot)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private rebuild(): void {
    const slots = Int32Array.from(this.live());
    const ordered = [...slots].sort((a, b) => (a === b ? 0 : this.before(a, b) ? -1 : 1));
    this.slots = new Int32Array(Math.max(1024, ordered.length * 2));
    this.slots.set(ordered);
    this.size = ordered.length;
    this.stale = false;
  }
}
