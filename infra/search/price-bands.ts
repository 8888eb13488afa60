import type { BitArena } from './bit-arena';
import { add, remove, type Bits } from './bitset';

/** Bands the prices are cut into: a range's ends each fall in one, about 1/64 of the catalogue. */
export const PRICE_BANDS = 64;

/**
 * The slots priced under each of PRICE_BANDS − 1 cuts, the cuts taken at equal steps of the price order when
 * built. A price range is then one set difference (under the cut at or below its top, less under the cut at or
 * below its bottom) and the slots between each end and its cut, read from the price order: a band's worth at
 * most, whatever the range's width. Walking the price order instead costs the range's length, half a million
 * steps for a wide range at a million clothes. Changes keep the sets exact; the cuts stay where they were, so
 * bands drift from equal sizes until the next build (after a bulk load), which costs only time.
 */
export class PriceBands {
  private constructor(
    /** Ascending; below[k] holds the slots priced under cuts[k]. */
    readonly cuts: Float64Array,
    readonly below: Bits[],
  ) {}

  /** Cuts at equal steps of `order` (slots by ascending price), each set from the arena, which must have room. */
  static build(arena: BitArena, order: Int32Array, length: number, price: Float64Array): PriceBands {
    const cuts = new Float64Array(PRICE_BANDS - 1);
    const below: Bits[] = [];
    let at = 0;
    for (let k = 0; k < cuts.length; k++) {
      const bits = arena.alloc();
      if (!bits) throw new Error('No room in the arena for the price bands');
      cuts[k] = length === 0 ? Infinity : price[order[Math.floor(((k + 1) * length) / PRICE_BANDS)]!]!;
      if (k > 0) bits.set(below[k - 1]!);
      for (; at < length && price[order[at]!]! < cuts[k]!; at++) add(bits, order[at]!);
      below.push(bits);
    }
    return new PriceBands(cuts, below);
  }

  /** A slot's price went from `before` to `after` (undefined: the slot held no document then). */
  change(slot: number, before: number | undefined, after: number | undefined): void {
    for (let k = this.cuts.length - 1; k >= 0; k--) {
      const wasBelow = before !== undefined && before < this.cuts[k]!;
      const isBelow = after !== undefined && after < this.cuts[k]!;
      if (!wasBelow && !isBelow) break;
      if (isBelow && !wasBelow) add(this.below[k]!, slot);
      else if (wasBelow && !isBelow) remove(this.below[k]!, slot);
    }
  }

  /** The highest cut at or below `price`, as its index; -1 when every cut is above it. */
  cutAtMost(price: number): number {
    let low = 0;
    let high = this.cuts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cuts[middle]! <= price) low = middle + 1;
      else high = middle;
    }
    return low - 1;
  }

  /** The same bands with each set moved (to a new arena). */
  moved(move: (bits: Bits) => Bits): PriceBands {
    return new PriceBands(this.cuts, this.below.map(move));
  }

  release(arena: BitArena): void {
    for (const bits of this.below) arena.release(bits);
  }
}
