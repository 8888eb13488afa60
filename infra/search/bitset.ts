/**
 * Sets of document slots as plain Uint32Arrays, 32 slots a word: the single-slot operations and the listings.
 * Whole-set operations (counts, intersections, unions) are bit-arena.ts's, in WebAssembly. Functions rather
 * than a class, so the hot loops stay monomorphic.
 */
export type Bits = Uint32Array;

export function has(bits: Bits, slot: number): boolean {
  return ((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
}

export function add(bits: Bits, slot: number): void {
  bits[slot >>> 5]! |= 1 << (slot & 31);
}

export function remove(bits: Bits, slot: number): void {
  bits[slot >>> 5]! &= ~(1 << (slot & 31));
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function forEachSlot(bits: Bits, visit: (slot: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      visit((i << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}

/** The slots in ascending order. */
export function slotsOf(bits: Bits): number[] {
  const slots: number[] = [];
  forEachSlot(bits, (slot) => slots.push(slot));
  return slots;
}

/** Writes the slots in ascending order into `out` (long enough for all of them); returns how many. */
export function fillSlots(bits: Bits, out: Int32Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      out[n++] = (i << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return n;
}
