import { LANGUAGES } from '@vitrina/domain/core/languages';
import type { Bits } from './bitset';
import { fillSlots, has, slotsOf } from './bitset';
import type { MemoryCatalogue, OrderName } from './memory-catalogue';
import type { SearchHit, SearchQuery } from './port';
import { RANK_KEYS, rankKey, scoreOfKey } from './ranking';
import { languageBit, shownNameBit } from './text';

/**
 * The documents one query word matches. codes[slot] is 0 for no match, else the best way it matches
 * (ranking.ts's wayOf + 1, bits 0–2) and which of the four names hold a term matched that way (bits 3–6).
 */
export interface WordMatch {
  bits: Bits;
  codes: Uint8Array;
}
export const WAY = 0b111;
export const NAME_COLUMNS = 0b1111;

/** Reused between searches (they run one at a time), grown as needed. */
let scratch = { slots: new Int32Array(1024), keys: new Uint16Array(1024) };
const histogram = new Int32Array(RANK_KEYS);

const ORDER_OF: Record<SearchQuery['sort'], OrderName> = {
  relevance: 'newest',
  price_asc: 'priceAsc',
  price_desc: 'priceDesc',
  newest: 'newest',
  favourites: 'favourites',
};

/**
 * One page of the matches `all` (`total` of them) in the query's order. A key order is walked from its start
 * until the page is full, unless the matches are so few that sorting them is cheaper. Relevance counts the
 * matches per score (as rank keys), finds the lowest score that reaches the page's end, keeps the matches above
 * it and fills up with the newest of those at it (walking the newest order when they are many), so ties cost
 * no comparisons.
 */
export function page(
  catalogue: MemoryCatalogue,
  words: readonly WordMatch[],
  all: Bits,
  total: number,
  query: SearchQuery,
  take: () => Bits,
  required = words.length,
  preferred: readonly Bits[] = [],
): SearchHit[] {
  const start = (query.page - 1) * query.pageSize;
  const end = Math.min(total, start + query.pageSize);
  if (start >= end) return [];
  const steps = KEY_STEPS.get(query.language)!;
  const hit = (slot: number): SearchHit => ({ id: catalogue.ids.idAt(slot)!, score: scoreOf(catalogue, words, preferred, steps, slot) });
  if (query.sort !== 'relevance' || words.length + preferred.length === 0) {
    return firstInOrder(catalogue, ORDER_OF[query.sort], all, total, end).slice(start).map(hit);
  }

  // `all` holds the first `required` words; the others only rank. The page is often found among the matches of
  // them all (which score above every other match), which alone then need scoring.
  let candidates = all;
  let count = total;
  const optional = [...words.slice(required).map((word) => word.bits), ...preferred];
  if (optional.length > 0) {
    const full = take();
    catalogue.arena.intersect(full, all, optional[0]!);
    for (const bits of optional.slice(1)) catalogue.arena.intersect(full, full, bits);
    const inFull = catalogue.arena.count(full);
    if (inFull >= end) [candidates, count] = [full, inFull];
  }
  if (scratch.slots.length < count) scratch = { slots: new Int32Array(count * 2), keys: new Uint16Array(count * 2) };
  const { slots, keys } = scratch;
  fillSlots(candidates, slots);
  histogram.fill(0);
  for (let i = 0; i < count; i++) {
    const key = rankKeyOf(catalogue, words, preferred, steps, slots[i]!);
    keys[i] = key;
    histogram[key]!++;
  }
  let threshold = 0;
  let above = 0;
  while (above + histogram[threshold]! < end) above += histogram[threshold++]!;

  const before = catalogue.orders.newest.before;
  const better: number[] = [];
  const tied = take();
  for (let i = 0; i < count; i++) {
    if (keys[i]! < threshold) better.push(i);
    else if (keys[i] === threshold) tied[slots[i]! >>> 5]! |= 1 << (slots[i]! & 31);
  }
  better.sort((a, b) => keys[a]! - keys[b]! || (before(slots[a]!, slots[b]!) ? -1 : 1));
  const ranked = better.map((i) => slots[i]!);
  ranked.push(...firstInOrder(catalogue, 'newest', tied, histogram[threshold]!, end - above));
  return ranked.slice(start).map(hit);
}

/** The first `wanted` of the `count` slots in `set`, in the named order. */
function firstInOrder(catalogue: MemoryCatalogue, name: OrderName, set: Bits, count: number, wanted: number): number[] {
  const order = catalogue.orders[name];
  const live = catalogue.ids.size;
  if (count * Math.log2(count + 1) * 4 < (wanted * live) / count) {
    return slotsOf(set)
      .sort((a, b) => (order.before(a, b) ? -1 : 1))
      .slice(0, wanted);
  }
  const { slots, length } = order.read();
  const found: number[] = [];
  for (let i = 0; i < length && found.length < wanted; i++) {
    if (has(set, slots[i]!)) found.push(slots[i]!);
  }
  return found;
}

/**
 * What one matched word adds to a rank key, per request language, at [names mask << 7 | code]: a document's key is
 * NO_WORDS_KEY plus one step per query word it matches in a row (rankKey is a sum of the words' parts), so ranking a
 * match costs a table read per word rather than working out its shown name and its word's parts each time.
 */
const NO_WORDS_KEY = rankKey(0, 0, 0, 0);
const KEY_STEPS = new Map(
  LANGUAGES.map((language) => {
    const own = languageBit(language);
    const steps = new Int32Array((NAME_COLUMNS + 1) << 7);
    for (let names = 0; names <= NAME_COLUMNS; names++) {
      const shown = shownNameBit(names, own) << 3;
      for (let code = 1; code < 1 << 7; code++) {
        const way = (code & WAY) - 1;
        steps[(names << 7) | code] = rankKey(1, way >>> 1, way & 1, (code & shown) === 0 ? 1 : 0) - NO_WORDS_KEY;
      }
    }
    return [language, steps] as const;
  }),
);

/** What a preferred value held adds to a rank key: a word matched whole, outside the name shown. */
const PREFERRED_STEP = rankKey(1, 0, 0, 1) - NO_WORDS_KEY;

function rankKeyOf(catalogue: MemoryCatalogue, words: readonly WordMatch[], preferred: readonly Bits[], steps: Int32Array, slot: number): number {
  const row = catalogue.names[slot]! << 7;
  let key = NO_WORDS_KEY;
  for (let i = 0; i < words.length; i++) {
    const code = words[i]!.codes[slot]!;
    if (code === 0) break;
    key += steps[row | code]!;
  }
  for (const bits of preferred) if (has(bits, slot)) key += PREFERRED_STEP;
  return key;
}

function scoreOf(catalogue: MemoryCatalogue, words: readonly WordMatch[], preferred: readonly Bits[], steps: Int32Array, slot: number): number {
  return words.length + preferred.length === 0 ? 0 : scoreOfKey(rankKeyOf(catalogue, words, preferred, steps, slot));
}
