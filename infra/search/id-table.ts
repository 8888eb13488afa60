const EMPTY = -1;
const GONE = -2;

/**
 * The documents' ids by slot, and the slot holding an id: each id's characters as bytes in one buffer, found
 * through an open-addressing table of slots. A string per document, a Map from it and an array of them took
 * ~105 bytes of the collected heap a document (311 MB of heap at a million clothes, with the rest of the engine);
 * this takes ~50–60 bytes outside it. An id with a character beyond Latin-1 is kept as a string apart, so ids
 * compare exactly as strings do.
 */
export class IdTable {
  private bytes = Buffer.alloc(4096);
  /** Bytes written, and those of ids since removed (taken back when the buffer fills). */
  private used = 0;
  private garbage = 0;
  private offsets = new Int32Array(0);
  /** Each slot's id length in bytes, -1 where the slot holds none. */
  private lengths = new Int32Array(0);
  private readonly wide = new Map<number, string>();
  private table = new Int32Array(1024).fill(EMPTY);
  private filled = 0;
  size = 0;

  /** The slot holding `id`. */
  slotOf(id: string): number | undefined {
    const mask = this.table.length - 1;
    for (let at = hashOf(id) & mask; ; at = (at + 1) & mask) {
      const slot = this.table[at]!;
      if (slot === EMPTY) return undefined;
      if (slot !== GONE && this.holds(slot, id)) return slot;
    }
  }

  has(slot: number): boolean {
    return slot < this.lengths.length && this.lengths[slot]! >= 0;
  }

  idAt(slot: number): string | undefined {
    if (!this.has(slot)) return undefined;
    const offset = this.offsets[slot]!;
    if (this.wide.size > 0 && this.wide.has(slot)) return this.wide.get(slot);
    // Buffer's latin1 toString made a query at a million clothes ~15% slower (an id per hit); this did not.
    return String.fromCharCode.apply(null, this.bytes.subarray(offset, offset + this.lengths[slot]!) as unknown as number[]);
  }

  /** Whether slot a's id sorts before slot b's, as strings compare (both slots hold one). */
  before(a: number, b: number): boolean {
    if (this.wide.size > 0 && (this.wide.has(a) || this.wide.has(b))) return this.idAt(a)! < this.idAt(b)!;
    const aAt = this.offsets[a]!;
    const bAt = this.offsets[b]!;
    const aLength = this.lengths[a]!;
    const bLength = this.lengths[b]!;
    for (let i = 0; i < aLength && i < bLength; i++) {
      const difference = this.bytes[aAt + i]! - this.bytes[bAt + i]!;
      if (difference !== 0) return difference < 0;
    }
    return aLength < bLength;
  }

  /** Gives `slot` the id; a slot still holding it (a move seen before the removal) keeps it until deleted. */
  set(slot: number, id: string): void {
    if (this.has(slot)) {
      // A document written again in its slot (most puts): nothing to move.
      if (this.holds(slot, id) && this.slotOf(id) === slot) return;
      this.delete(slot);
    }
    this.ensureSlots(slot + 1);
    const latin1 = isLatin1(id);
    const length = latin1 ? id.length : 0;
    if (this.used + length > this.bytes.length) this.compact(length);
    if (latin1) this.bytes.write(id, this.used, length, 'latin1');
    else this.wide.set(slot, id);
    this.offsets[slot] = this.used;
    this.lengths[slot] = length;
    this.used += length;
    this.size++;

    if ((this.filled + 1) * 2 > this.table.length) this.rehash();
    const mask = this.table.length - 1;
    let free = -1;
    for (let at = hashOf(id) & mask; ; at = (at + 1) & mask) {
      const held = this.table[at]!;
      if (held === EMPTY) {
        if (free < 0) {
          free = at;
          this.filled++;
        }
        break;
      }
      if (held === GONE) {
        if (free < 0) free = at;
      } else if (this.holds(held, id)) {
        free = at;
        break;
      }
    }
    this.table[free] = slot;
  }

  delete(slot: number): void {
    if (!this.has(slot)) return;
    const id = this.idAt(slot)!;
    const mask = this.table.length - 1;
    for (let at = hashOf(id) & mask; ; at = (at + 1) & mask) {
      const held = this.table[at]!;
      if (held === EMPTY) break;
      if (held === slot) {
        this.table[at] = GONE;
        break;
      }
      // Another slot has it now (put there before this one was removed): that one stays found.
      if (held !== GONE && this.holds(held, id)) break;
    }
    this.garbage += this.lengths[slot]!;
    this.lengths[slot] = -1;
    this.wide.delete(slot);
    this.size--;
  }

  clear(): void {
    this.bytes = Buffer.alloc(4096);
    this.used = this.garbage = this.filled = this.size = 0;
    this.offsets = new Int32Array(0);
    this.lengths = new Int32Array(0);
    this.wide.clear();
    this.table = new Int32Array(1024).fill(EMPTY);
  }

  private holds(slot: number, id: string): boolean {
    const length = this.lengths[slot]!;
    if (length === 0 && this.wide.size > 0 && this.wide.has(slot)) return this.wide.get(slot) === id;
    if (length !== id.length) return false;
    const offset = this.offsets[slot]!;
    for (let i = 0; i < length; i++) if (this.bytes[offset + i] !== id.charCodeAt(i)) return false;
    return true;
  }

  private ensureSlots(needed: number): void {
    if (needed <= this.lengths.length) return;
    const capacity = Math.max(1024, this.lengths.length * 2, needed);
    const offsets = new Int32Array(capacity);
    offsets.set(this.offsets);
    const lengths = new Int32Array(capacity).fill(-1);
    lengths.set(this.lengths);
    [this.offsets, this.lengths] = [offsets, lengths];
  }

  /** Room for `more` bytes: the ids held written afresh without the removed ones, in a larger buffer if need be. */
  private compact(more: number): void {
    const live = this.used - this.garbage;
    const bytes = Buffer.alloc(Math.max(4096, Math.ceil((live + more) * 1.25)));
    let used = 0;
    for (let slot = 0; slot < this.lengths.length; slot++) {
      const length = this.lengths[slot]!;
      if (length < 0) continue;
      this.bytes.copy(bytes, used, this.offsets[slot]!, this.offsets[slot]! + length);
      this.offsets[slot] = used;
      used += length;
    }
    [this.bytes, this.used, this.garbage] = [bytes, used, 0];
  }

  /** A table at least twice the ids held (a quarter to half full), without the removed ones' marks. */
  private rehash(): void {
    let size = 1024;
    while (size < (this.size + 1) * 2) size *= 2;
    const table = new Int32Array(size).fill(EMPTY);
    const mask = size - 1;
    let filled = 0;
    for (const slot of this.table) {
      if (slot < 0) continue;
      let at = hashOf(this.idAt(slot)!) & mask;
      while (table[at] !== EMPTY) at = (at + 1) & mask;
      table[at] = slot;
      filled++;
    }
    [this.table, this.filled] = [table, filled];
  }
}

function isLatin1(id: string): boolean {
  for (let i = 0; i < id.length; i++) if (id.charCodeAt(i) > 0xff) return false;
  return true;
}

/** FNV-1a over the id's UTF-16 code units. */
function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
