import { describe, expect, it } from 'vitest';
import { BitArena } from './bit-arena';
import { fillSlots, popcount32, slotsOf } from './bitset';

let seed = 11;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;

/** A set of the arena with random slots below `end`, each kept with probability `density`. */
function randomSet(arena: BitArena, end: number, density: number): Uint32Array {
  const bits = arena.alloc()!;
  for (let slot = 0; slot < end; slot++) if (random() < density) bits[slot >>> 5]! |= 1 << (slot & 31);
  return bits;
}
const plainCount = (bits: Uint32Array) => bits.reduce((sum, word) => sum + popcount32(word), 0);

describe('BitArena (WebAssembly SIMD kernels)', () => {
  it.each([1, 127, 128, 1_000, 4_099, 70_001])('count, countBoth, intersect, subtract and unite agree with plain loops (%i slots)', (capacity) => {
    const arena = new BitArena(capacity, 8);
    for (const density of [0.01, 0.5, 0.99]) {
      const a = randomSet(arena, capacity, density);
      const b = randomSet(arena, capacity, 0.5);
      expect(arena.count(a)).toBe(plainCount(a));
      expect(arena.countBoth(a, b)).toBe(plainCount(a.map((word, i) => word & b[i]!)));
      const both = arena.intersect(arena.alloc()!, a, b);
      expect([...both]).toEqual([...a.map((word, i) => word & b[i]!)]);
      const only = arena.subtract(arena.alloc()!, a, b);
      expect([...only]).toEqual([...a.map((word, i) => word & ~b[i]!)]);
      arena.release(only);
      const either = Uint32Array.from(a);
      arena.unite(a, b);
      expect([...a]).toEqual([...either.map((word, i) => word | b[i]!)]);
      for (const bits of [a, b, both]) arena.release(bits);
    }
  });

  it('looks only at the blocks in use (2,048 slots each)', () => {
    const arena = new BitArena(8_192, 2);
    const bits = arena.alloc()!;
    bits[0] = 1;
    bits[63] = 1 << 31; // slot 2,047, the first block's last
    bits[64] = 1; // slot 2,048, in the second block
    arena.use(200);
    expect(arena.count(bits)).toBe(2);
    arena.use(2_049);
    expect(arena.count(bits)).toBe(3);
  });

  it('hands out zeroed sets until full, and takes back only its own', () => {
    const arena = new BitArena(256, 2);
    const first = arena.alloc()!;
    first.fill(0xffffffff);
    const second = arena.alloc()!;
    expect(arena.alloc()).toBeUndefined();
    arena.release(new BitArena(256, 1).alloc()!);
    expect(arena.available).toBe(0);
    arena.release(first);
    expect([...arena.alloc()!].every((word) => word === 0)).toBe(true);
    expect(second.byteOffset % 16).toBe(0);
  });
});

describe('slot listing', () => {
  it('lists the slots of a set in order', () => {
    const bits = new Uint32Array(4);
    for (const slot of [0, 31, 32, 77, 127]) bits[slot >>> 5]! |= 1 << (slot & 31);
    expect(slotsOf(bits)).toEqual([0, 31, 32, 77, 127]);
    const out = new Int32Array(5);
    expect(fillSlots(bits, out)).toBe(5);
    expect([...out]).toEqual([0, 31, 32, 77, 127]);
  });
});
