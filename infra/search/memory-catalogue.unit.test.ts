import { describe, expect, it } from 'vitest';
import { has, slotsOf } from './bitset';
import { MemoryCatalogue, type OrderName, type SlotEntry } from './memory-catalogue';
import { FACETS } from './port';
import { searchCatalogue } from './memory-search';
import { PRICE_BANDS } from './price-bands';

let seed = 5;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;

const NO_VALUES = Object.fromEntries(FACETS.map((facet) => [facet, []])) as unknown as SlotEntry['values'];

function entry(i: number): SlotEntry {
  return {
    id: `c${String(i).padStart(5, '0')}`,
    visible: random() < 0.9,
    price: Math.floor(random() * 20),
    created: Math.floor(random() * 10),
    favourites: Math.floor(random() * 5),
    names: 1,
    values: { ...NO_VALUES, type: [`t${i % 3}`], categories: [`cat${Math.floor(random() * 400)}`], gender: ['f'] },
  };
}

/** What the catalogue should hold, worked out plainly from the entries. */
function expectHolds(catalogue: MemoryCatalogue, entries: Map<number, SlotEntry>): void {
  const slots = [...entries.keys()].sort((a, b) => a - b);
  expect(slotsOf(catalogue.live)).toEqual(slots);
  expect(slotsOf(catalogue.visible)).toEqual(slots.filter((slot) => entries.get(slot)!.visible));
  for (const [value, bits] of catalogue.values.categories) {
    expect(slotsOf(bits), value).toEqual(slots.filter((slot) => entries.get(slot)!.values.categories.includes(value)));
  }
  const newest = (a: SlotEntry, b: SlotEntry) => b.created - a.created || (a.id < b.id ? -1 : 1);
  const orders: Record<OrderName, (a: SlotEntry, b: SlotEntry) => number> = {
    newest,
    priceAsc: (a, b) => a.price - b.price || newest(a, b),
    priceDesc: (a, b) => b.price - a.price || newest(a, b),
    favourites: (a, b) => b.favourites - a.favourites || newest(a, b),
  };
  for (const [name, compare] of Object.entries(orders) as [OrderName, typeof newest][]) {
    const { slots: ordered, length } = catalogue.orders[name].read();
    const want = [...entries.entries()].sort(([, a], [, b]) => compare(a, b)).map(([slot]) => slot);
    expect([...ordered.subarray(0, length)], name).toEqual(want);
  }
}

describe('MemoryCatalogue', () => {
  it('keeps sets and sort orders right through growth, replacements, removals and favourites', () => {
    const catalogue = new MemoryCatalogue();
    const entries = new Map<number, SlotEntry>();
    for (let i = 0; i < 3_000; i++) {
      const slot = catalogue.allocate();
      const value = entry(i);
      catalogue.put(slot, value, i < 1_500);
      entries.set(slot, value);
    }
    expect(catalogue.values.categories.size).toBeGreaterThan(256);
    expectHolds(catalogue, entries);

    for (let round = 0; round < 600; round++) {
      const slot = Math.floor(random() * 3_000);
      const known = entries.get(slot);
      const roll = random();
      if (known && roll < 0.4) {
        const value = { ...entry(Number(known.id.slice(1))), id: known.id };
        catalogue.put(slot, value);
        entries.set(slot, value);
      } else if (known && roll < 0.7) {
        catalogue.delete(slot);
        entries.delete(slot);
      } else if (known) {
        const favourites = Math.floor(random() * 5);
        catalogue.setFavourites(slot, favourites);
        entries.set(slot, { ...known, favourites });
      }
    }
    expectHolds(catalogue, entries);
  });

  it('keeps its price bands exact through replacements, removals and growth, and answers price ranges by them', () => {
    const catalogue = new MemoryCatalogue();
    const entries = new Map<number, SlotEntry>();
    const put = (slot: number, value: SlotEntry, bulk = false) => {
      catalogue.put(slot, value, bulk);
      entries.set(slot, value);
    };
    for (let i = 0; i < 2_000; i++) put(catalogue.allocate(), entry(i), true);
    catalogue.preparePriceBands();
    const built = catalogue.priceBands!;
    expect(built.cuts.length).toBe(PRICE_BANDS - 1);

    const expectExact = () => {
      const bands = catalogue.priceBands!;
      bands.cuts.forEach((cut, k) => {
        const want = [...entries]
          .filter(([, value]) => value.price < cut)
          .map(([slot]) => slot)
          .sort((a, b) => a - b);
        expect(slotsOf(bands.below[k]!), `under ${cut}`).toEqual(want);
      });
      for (const [min, max] of [
        [-Infinity, Infinity],
        [0, 0],
        [3, 7],
        [5, 5],
        [-Infinity, 10],
        [12, Infinity],
        [19, 40],
        [8, 2],
      ] as const) {
        const query = {
          language: 'es',
          filters: { priceMin: min === -Infinity ? undefined : min, priceMax: max === Infinity ? undefined : max },
          sort: 'newest',
          page: 1,
          pageSize: 10,
        } as const;
        const want = [...entries.values()].filter((value) => value.visible && value.price >= min && value.price <= max).length;
        catalogue.reserve(40);
        expect(searchCatalogue(catalogue, [], query).total, `${min}–${max}`).toBe(want);
      }
    };
    expectExact();

    // Changes one at a time keep the bands; new slots past the capacity move them to a larger arena.
    for (let round = 0; round < 3_000; round++) {
      const slot = Math.floor(random() * 2_500);
      const known = entries.get(slot);
      if (known && random() < 0.5) {
        put(slot, { ...entry(Number(known.id.slice(1))), id: known.id });
      } else if (known) {
        catalogue.delete(slot);
        entries.delete(slot);
      } else {
        put(catalogue.allocate(), entry(10_000 + round));
      }
    }
    for (let i = 0; i < 1_500; i++) put(catalogue.allocate(), entry(20_000 + i));
    expect(catalogue.capacity).toBeGreaterThan(2_048);
    expect(catalogue.priceBands!.cuts).toBe(built.cuts);
    expectExact();

    // A bulk load drops them, and the next price filter builds them anew.
    put(catalogue.allocate(), entry(99_999), true);
    expect(catalogue.priceBands).toBeUndefined();
    catalogue.preparePriceBands();
    expectExact();
  });

  it('hands out the holes removals leave before new slots', () => {
    const catalogue = new MemoryCatalogue();
    for (let i = 0; i < 4; i++) catalogue.put(catalogue.allocate(), entry(i));
    catalogue.delete(1);
    expect(catalogue.allocate()).toBe(1);
    catalogue.put(1, entry(10));
    expect(catalogue.allocate()).toBe(4);
    expect(has(catalogue.live, 1)).toBe(true);
  });

  it('refuses to put one document in another one’s slot', () => {
    const catalogue = new MemoryCatalogue();
    catalogue.put(0, entry(1));
    expect(() => catalogue.put(0, entry(2))).toThrow(/holds/);
  });
});
