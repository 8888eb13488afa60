import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOTHES, NEWEST, query } from './contract-fixtures';
import { textContract } from './contract-text';
import { writeContract } from './contract-writes';
import { FACETS, type Facet, type SearchFilters, type SearchIndex } from '@vitrina/infra/search/port';

/**
 * The one suite every search index adapter passes. `open` gives an index on fresh, empty storage; the suite
 * clears and closes each one it opens.
 */
export function searchIndexContract(name: string, open: () => Promise<SearchIndex>): void {
  describe(`search index contract: ${name}`, () => {
    const context = { index: undefined as unknown as SearchIndex };
    beforeAll(async () => {
      context.index = await open();
      await context.index.upsertMany(CLOTHES);
    });
    afterAll(async () => {
      await context.index.clear();
      await context.index.close();
    });
    filterContract(() => context.index);
    textContract(() => context.index);
    writeContract(open);
  });
}

const ids = (result: { items: { id: string }[] }) => result.items.map((item) => item.id);

/** What the filters alone select from NEWEST, worked out directly from the fixtures. */
function expected(filters: SearchFilters): string[] {
  return NEWEST.filter((id) => {
    const doc = CLOTHES.find((cloth) => cloth.id === id)!;
    const values: Record<Facet, string[]> = {
      type: [doc.typeId],
      categories: doc.categoryIds,
      events: doc.eventIds,
      weather: doc.weather,
      season: doc.seasons,
      gender: [doc.gender],
      colors: doc.colorIds ?? [],
      brand: [doc.brandId],
      size: doc.sizes ?? [],
      style: doc.style ? [doc.style] : [],
      materials: doc.materials ?? [],
      details: doc.details ?? [],
      availability: doc.availability ? [doc.availability] : [],
      sale: doc.sale ? [doc.sale] : [],
    };
    return (
      FACETS.every((facet) => !filters[facet]?.length || filters[facet].some((value) => values[facet].includes(value))) &&
      doc.price >= (filters.priceMin ?? -Infinity) &&
      doc.price <= (filters.priceMax ?? Infinity)
    );
  });
}

function filterContract(index: () => SearchIndex): void {
  const FILTERS: Array<{ title: string; filters: SearchFilters; ids: string[] }> = [
    { title: 'type', filters: { type: ['dress'] }, ids: ['d03', 'd02', 'd01'] },
    { title: 'categories', filters: { categories: ['office'] }, ids: ['t01', 's02', 'd02'] },
    { title: 'events', filters: { events: ['concert'] }, ids: ['t02', 's03'] },
    { title: 'weather', filters: { weather: ['rainy'] }, ids: ['t02', 's02'] },
    { title: 'season', filters: { season: ['winter'] }, ids: ['t01', 's02', 'd02'] },
    { title: 'gender', filters: { gender: ['men'] }, ids: ['t01', 's03', 's01'] },
    { title: 'price range, inclusive', filters: { priceMin: 55_000, priceMax: 80_000 }, ids: ['t02', 's02', 't03', 'd02'] },
    { title: 'price floor only', filters: { priceMin: 90_000 }, ids: ['t01', 'd01'] },
    { title: 'price ceiling only', filters: { priceMax: 30_000 }, ids: ['s03', 's01'] },
    { title: 'values of one filter OR', filters: { categories: ['beach', 'casual'] }, ids: ['t02', 's03', 't03', 's01', 'd03'] },
    { title: 'different filters AND', filters: { type: ['shirt'], season: ['summer'] }, ids: ['s03'] },
    { title: 'OR within and AND across', filters: { type: ['dress', 'shirt'], weather: ['hot', 'mild'], gender: ['men'] }, ids: ['s03', 's01'] },
    {
      title: 'every filter at once',
      filters: {
        type: ['shirt'],
        categories: ['office'],
        events: ['graduation'],
        weather: ['cold'],
        season: ['winter'],
        gender: ['unisex'],
        priceMin: 60_000,
        priceMax: 60_000,
      },
      ids: ['s02'],
    },
    { title: 'in stock only', filters: { availability: ['in-stock'] }, ids: ['t02', 't01', 's02', 't03', 's01', 'd03', 'd01'] },
    { title: 'in stock with another filter', filters: { type: ['shirt'], availability: ['in-stock'] }, ids: ['s02', 's01'] },
    { title: 'sold out only', filters: { availability: ['sold-out'] }, ids: ['s03', 'd02'] },
    { title: 'an unknown value matches nothing', filters: { events: ['funeral'] }, ids: [] },
    { title: 'an empty list is no filter', filters: { type: [], gender: [] }, ids: NEWEST },
    { title: 'an empty price range matches nothing', filters: { priceMin: 70_000, priceMax: 60_000 }, ids: [] },
  ];

  describe('filters', () => {
    it.each(FILTERS)('$title', async ({ filters, ids: want }) => {
      expect(want).toEqual(expected(filters));
      const result = await index().search(query({ filters }));
      expect(ids(result)).toEqual(want);
      expect(result.total).toBe(want.length);
    });

    it('never returns a hidden cloth, nor counts it in facets or prices', async () => {
      const result = await index().search(query());
      expect(ids(result)).toEqual(NEWEST);
      expect(result.facets.type).toEqual({ dress: 3, shirt: 3, trousers: 3 });
      expect(result.facets.events).toEqual({ wedding: 1, graduation: 2, concert: 2 });
      expect(result.price).toEqual({ min: 25_000, max: 120_000 });
    });
  });

  describe('facets', () => {
    it('count every value over all visible clothes without filters', async () => {
      const { facets } = await index().search(query());
      expect(facets).toEqual({
        type: { dress: 3, shirt: 3, trousers: 3 },
        categories: { party: 2, office: 3, beach: 2, casual: 4 },
        events: { wedding: 1, graduation: 2, concert: 2 },
        weather: { hot: 3, cold: 3, mild: 3, rainy: 2 },
        season: { summer: 3, spring: 3, winter: 3, autumn: 3 },
        gender: { women: 4, men: 3, unisex: 2 },
        colors: { rojo: 1, negro: 1, blanco: 1, azul: 1 },
        brand: { acme: 7, lumiere: 1, verte: 1 },
        size: { s: 1, m: 3, l: 1 },
        style: { elegante: 1 },
        materials: { seda: 1, lino: 1, denim: 1 },
        details: { plisado: 2, 'tiro-alto': 1 },
        availability: { 'in-stock': 7, 'sold-out': 2 },
        sale: {},
      });
    });

    it('count each facet with every other active filter applied, but not its own', async () => {
      const result = await index().search(query({ filters: { type: ['dress'], season: ['summer'] } }));
      expect(ids(result)).toEqual(['d03', 'd01']);
      expect(result.facets).toEqual({
        type: { dress: 2, shirt: 1 },
        season: { summer: 2, spring: 1, winter: 1 },
        categories: { party: 1, beach: 1 },
        events: { wedding: 1 },
        weather: { hot: 2 },
        gender: { women: 2 },
        colors: { rojo: 1 },
        brand: { lumiere: 1, acme: 1 },
        size: { s: 1, m: 1 },
        style: { elegante: 1 },
        materials: { seda: 1 },
        details: { plisado: 1 },
        availability: { 'in-stock': 2 },
        sale: {},
      });
    });

    it('order by ranking words without narrowing by them: a cloth holding them first, the others after, newest first', async () => {
      const plain = await index().search(query({ filters: { type: ['trousers'] } }));
      expect(ids(plain).sort()).toEqual(['t01', 't02', 't03']);
      const ranked = await index().search(query({ filters: { type: ['trousers'] }, rank: 'recto', sort: 'relevance' }));
      expect(ids(ranked)).toEqual(['t03', ...ids(plain).filter((id) => id !== 't03')]);
      expect(ranked.total).toBe(plain.total);
      expect(ranked.facets).toEqual(plain.facets);
      // Behind the words that must match, more of them first; a ranking word none holds changes nothing.
      expect(ids(await index().search(query({ q: 'pantalon', rank: 'cargo', sort: 'relevance' })))).toEqual(['t02', 't01']);
      expect(ids(await index().search(query({ filters: { type: ['trousers'] }, rank: 'nada', sort: 'relevance' })))).toEqual(ids(plain));
      // Another order than relevance is kept as asked.
      expect(ids(await index().search(query({ filters: { type: ['trousers'] }, rank: 'recto' })))).toEqual(ids(plain));
    });

    it('order by preferred facet values without narrowing by them, each held ranking as a word more', async () => {
      const plain = await index().search(query({ filters: { type: ['trousers'] }, sort: 'relevance' }));
      const preferring = await index().search(query({ filters: { type: ['trousers'] }, prefer: { details: ['plisado'] }, sort: 'relevance' }));
      expect(ids(preferring)).toEqual(['t03', ...ids(plain).filter((id) => id !== 't03')]);
      expect(preferring.total).toBe(plain.total);
      expect(preferring.facets).toEqual(plain.facets);
      // Two preferences held rank above one; with words, behind the words that must match.
      const both = await index().search(query({ prefer: { details: ['plisado'], materials: ['seda'] }, sort: 'relevance' }));
      expect(ids(both).slice(0, 2)).toEqual(['d01', 't03']);
      expect(both.total).toBe(NEWEST.length);
      expect(ids(await index().search(query({ q: 'pantalon', prefer: { details: ['plisado'] }, sort: 'relevance' })))).toEqual(
        ids(await index().search(query({ q: 'pantalon', sort: 'relevance' }))),
      );
    });

    it('filter by a detail its texts name, in any language it was written in, like any facet', async () => {
      const result = await index().search(query({ filters: { details: ['plisado'] } }));
      expect(ids(result).sort()).toEqual(['d01', 't03']);
      expect(result.facets.details).toEqual({ plisado: 2, 'tiro-alto': 1 });
      expect(ids(await index().search(query({ filters: { details: ['plisado'], type: ['trousers'] } })))).toEqual(['t03']);
    });

    it('count availability like the others: with every other filter, not its own', async () => {
      const result = await index().search(query({ filters: { type: ['shirt'], availability: ['in-stock'] } }));
      expect(result.facets.availability).toEqual({ 'in-stock': 2, 'sold-out': 1 });
      expect(result.facets.type).toEqual({ dress: 2, shirt: 2, trousers: 3 });
    });

    it('apply the price range to every facet', async () => {
      const { facets } = await index().search(query({ filters: { type: ['shirt'], priceMax: 30_000 } }));
      expect(facets.type).toEqual({ shirt: 2 });
      expect(facets.gender).toEqual({ men: 2 });
    });

    it('give the price min and max over the matches with every filter but the price', async () => {
      const result = await index().search(query({ filters: { type: ['shirt'], priceMin: 26_000, priceMax: 50_000 } }));
      expect(ids(result)).toEqual(['s01']);
      expect(result.price).toEqual({ min: 25_000, max: 60_000 });
    });

    it('give no price range when nothing matches', async () => {
      const result = await index().search(query({ filters: { type: ['hat'] } }));
      expect(result).toMatchObject({ items: [], total: 0, price: null });
      expect(result.facets.type).toEqual({ dress: 3, shirt: 3, trousers: 3 });
      expect(result.facets.gender).toEqual({});
    });
  });

  describe('sorts and pages', () => {
    it.each([
      ['newest', NEWEST],
      ['relevance', NEWEST],
      ['price_asc', ['s03', 's01', 'd03', 't02', 's02', 't03', 'd02', 't01', 'd01']],
      ['price_desc', ['d01', 't01', 'd02', 's02', 't03', 't02', 'd03', 's01', 's03']],
      ['favourites', ['d02', 's03', 's02', 'd01', 's01', 't03', 't01', 't02', 'd03']],
    ] as const)('%s, ties to the newest then the smaller id', async (sort, want) => {
      expect(ids(await index().search(query({ sort })))).toEqual(want);
    });

    it('pages through a sorted result, the total staying whole', async () => {
      const pages = [];
      for (const page of [1, 2, 3, 4]) pages.push(await index().search(query({ sort: 'price_asc', page, pageSize: 4 })));
      expect(pages.map(ids)).toEqual([['s03', 's01', 'd03', 't02'], ['s02', 't03', 'd02', 't01'], ['d01'], []]);
      expect(pages.map((page) => page.total)).toEqual([9, 9, 9, 9]);
    });

    it('refuses a malformed page', async () => {
      await expect(index().search(query({ page: 0 }))).rejects.toThrow(/page/);
      await expect(index().search(query({ pageSize: 0 }))).rejects.toThrow(/pageSize/);
    });
  });
}
