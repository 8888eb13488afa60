import { has, slotsOf, type Bits } from './bitset';
import type { MemoryCatalogue } from './memory-catalogue';
import { page, type WordMatch } from './memory-page';
import { FACETS, type Facet, type SearchQuery, type SearchResult } from './port';
import { MAX_QUERY_WORDS } from './text';

/** Up to this many matches, a pass over the set beats walking the price order from both ends to find them. */
const FEW_FOR_PRICES = 32;
/** Up to this many matches, facets look each one up rather than count (see below). */
const FEW_FOR_LOOKUPS = 64;

/**
 * Answers a query from the in-memory catalogue and the query words' matches (none without text). Every active
 * filter is a set; the sets "all but filter i" come from prefix and suffix intersections, so k filters cost
 * O(k) set operations, and each facet counts its values against the set that leaves out its own filter. The
 * sets come from the catalogue's arena (at most SEARCH_SETS, reserved by the caller) and go back to it.
 */
export function searchCatalogue(catalogue: MemoryCatalogue, words: readonly WordMatch[], query: SearchQuery, ranked: readonly WordMatch[] = []): SearchResult {
  const arena = catalogue.arena;
  const taken: Bits[] = [];
  const take = (): Bits => {
    const bits = arena.alloc();
    if (!bits) throw new Error('The search ran out of reserved sets');
    taken.push(bits);
    return bits;
  };
  try {
    const base = take();
    base.set(catalogue.visible);
    // A cloth must match every word (each with its typos and prefixes).
    for (const word of words) arena.intersect(base, base, word.bits);

    const constraints: Array<{ key: Facet | 'price'; bits: Bits }> = [];
    for (const facet of FACETS) {
      const values = query.filters[facet];
      if (!values || values.length === 0) continue;
      const bits = take();
      for (const value of values) {
        const valueBits = catalogue.values[facet].get(value);
        if (valueBits) arena.unite(bits, valueBits);
      }
      constraints.push({ key: facet, bits });
    }
    const { priceMin, priceMax } = query.filters;
    if (priceMin !== undefined || priceMax !== undefined) {
      constraints.push({ key: 'price', bits: priceBits(catalogue, take(), priceMin ?? -Infinity, priceMax ?? Infinity) });
    }

    const prefixes: Bits[] = [base];
    for (const { bits } of constraints) prefixes.push(arena.intersect(take(), prefixes.at(-1)!, bits));
    const suffixes: (Bits | undefined)[] = new Array(constraints.length + 1);
    for (let i = constraints.length - 1; i >= 0; i--) {
      const after = suffixes[i + 1];
      suffixes[i] = after ? arena.intersect(take(), constraints[i]!.bits, after) : constraints[i]!.bits;
    }
    const all = prefixes.at(-1)!;
    const without = (key: Facet | 'price'): Bits => {
      const i = constraints.findIndex((constraint) => constraint.key === key);
      if (i < 0) return all;
      const after = suffixes[i + 1];
      return after ? arena.intersect(take(), prefixes[i]!, after) : prefixes[i]!;
    };

    const total = arena.count(all);
    const facets = {} as Record<Facet, Record<string, number>>;
    // Listing a set's slots reads it whole; most facets share one mask (all of the query's filters).
    let allSlots: number[] | undefined;
    for (const facet of FACETS) {
      const mask = without(facet);
      const matches = mask === all ? total : arena.count(mask);
      const counts: Record<string, number> = {};
      // A handful of matches are quicker to look up in each value's set than to count against every set whole.
      const slots = matches > FEW_FOR_LOOKUPS ? undefined : mask === all ? (allSlots ??= slotsOf(all)) : slotsOf(mask);
      for (const [value, bits] of catalogue.values[facet]) {
        let n = 0;
        if (slots) for (const slot of slots) n += (bits[slot >>> 5]! >>> (slot & 31)) & 1;
        else n = arena.countBoth(mask, bits);
        if (n > 0) counts[value] = n;
      }
      facets[facet] = counts;
    }
    const priceMask = without('price');
    const price = priceRange(catalogue, priceMask, priceMask === all ? total : arena.count(priceMask), priceMask === all ? allSlots : undefined);
    // Ranking words and preferred values order the matches after the words they must hold, narrowing nothing; all
    // of them together count as at most MAX_QUERY_WORDS words.
    const room = Math.max(0, MAX_QUERY_WORDS - words.length);
    const preferred: Bits[] = [];
    for (const facet of FACETS) {
      const values = query.prefer?.[facet];
      if (!values || preferred.length >= room) continue;
      const bits = take();
      for (const value of values) {
        const valueBits = catalogue.values[facet].get(value);
        if (valueBits) arena.unite(bits, valueBits);
      }
      preferred.push(bits);
    }
    const scoring = [...words, ...ranked.slice(0, room - preferred.length)];
    return { items: page(catalogue, scoring, all, total, query, take, words.length, preferred), total, facets, price };
  } finally {
    for (const bits of taken) arena.release(bits);
  }
}

/**
 * The slots priced within [min, max]: the slots under the price band cut at or below max, less those under the cut
 * at or below min, then the slots from each of those cuts to its end of the range, read from the price order (see
 * price-bands.ts). The caller builds the bands first (`preparePriceBands`), before the query's sets are taken.
 */
function priceBits(catalogue: MemoryCatalogue, bits: Bits, min: number, max: number): Bits {
  if (min > max) return bits;
  const bands = catalogue.priceBands;
  if (!bands) throw new Error('A price filter needs the price bands (preparePriceBands) before the search');
  const { slots, length } = catalogue.orders.priceAsc.read();
  const price = catalogue.price;
  const firstAtLeast = (bound: number, inclusive: boolean) => {
    let low = 0;
    let high = length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const value = price[slots[middle]!]!;
      if (value < bound || (!inclusive && value === bound)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const setRange = (from: number, to: number) => {
    for (let i = from; i < to; i++) bits[slots[i]! >>> 5]! |= 1 << (slots[i]! & 31);
  };
  const clearRange = (from: number, to: number) => {
    for (let i = from; i < to; i++) bits[slots[i]! >>> 5]! &= ~(1 << (slots[i]! & 31));
  };
  const from = firstAtLeast(min, true);
  const to = firstAtLeast(max, false);
  const top = bands.cutAtMost(max);
  const bottom = bands.cutAtMost(min);
  if (top >= 0) {
    if (bottom >= 0) catalogue.arena.subtract(bits, bands.below[top]!, bands.below[bottom]!);
    else bits.set(bands.below[top]!);
  }
  setRange(top >= 0 ? firstAtLeast(bands.cuts[top]!, true) : 0, to);
  clearRange(bottom >= 0 ? firstAtLeast(bands.cuts[bottom]!, true) : 0, from);
  return bits;
}

/** The lowest and highest price among `mask`'s matches; `listed` lists them when the caller already has. */
function priceRange(catalogue: MemoryCatalogue, mask: Bits, matches: number, listed?: readonly number[]): SearchResult['price'] {
  if (matches === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  if (matches <= FEW_FOR_PRICES) {
    for (const slot of listed ?? slotsOf(mask)) {
      const price = catalogue.price[slot]!;
      if (price < min) min = price;
      if (price > max) max = price;
    }
    return { min, max };
  }
  const { slots, length } = catalogue.orders.priceAsc.read();
  for (let i = 0; i < length; i++) {
    if (has(mask, slots[i]!)) {
      min = catalogue.price[slots[i]!]!;
      break;
    }
  }
  for (let i = length - 1; i >= 0; i--) {
    if (has(mask, slots[i]!)) {
      max = catalogue.price[slots[i]!]!;
      break;
    }
  }
  return { min, max };
}
