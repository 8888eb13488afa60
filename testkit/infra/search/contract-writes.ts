import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLOTHES, query } from './contract-fixtures';
import { cardOf, type ClothSearchDoc, type SearchIndex, type SearchQuery } from '@vitrina/infra/search/port';

/** Changes to the index, each test starting from the fixtures again. */
export function writeContract(open: () => Promise<SearchIndex>): void {
  describe('writes', () => {
    let index: SearchIndex;
    const doc = (id: string) => CLOTHES.find((cloth) => cloth.id === id)!;
    const find = async (overrides: Partial<SearchQuery>) => (await index.search(query(overrides))).items.map((item) => item.id);

    beforeAll(async () => {
      index = await open();
    });
    beforeEach(async () => {
      await index.clear();
      await index.upsertMany(CLOTHES);
    });
    afterAll(async () => {
      await index.clear();
      await index.close();
    });

    it('removes a cloth from results, facets and prices', async () => {
      await index.remove('d01');
      expect(await find({ q: 'lumiere' })).toEqual([]);
      const result = await index.search(query({ filters: { type: ['dress'] } }));
      expect(result.items.map((item) => item.id)).toEqual(['d03', 'd02']);
      expect(result.facets.events).toEqual({ graduation: 1 });
      expect(result.price).toEqual({ min: 45_000, max: 80_000 });
    });

    it('ignores the removal of an unknown id', async () => {
      await index.remove('nope');
      expect((await index.search(query())).total).toBe(9);
    });

    it('replaces a cloth on upsert: old words, values and price go, new ones come', async () => {
      const changed: ClothSearchDoc = { ...doc('d01'), names: { es: 'Falda plisada' }, typeId: 'skirt', price: 10_000, tags: [] };
      await index.upsert(changed);
      expect(await find({ q: 'abito' })).toEqual([]);
      expect(await find({ q: 'fiesta ' })).toEqual(['d02', 'd01']);
      expect(await find({ q: 'plisada' })).toEqual(['d01']);
      expect(await find({ q: 'lumiere' })).toEqual(['d01']);
      const result = await index.search(query({ sort: 'price_asc' }));
      expect(result.items[0]?.id).toBe('d01');
      expect(result.total).toBe(9);
      expect(result.facets.type).toEqual({ skirt: 1, dress: 2, shirt: 3, trousers: 3 });
    });

    it('hides and shows a cloth', async () => {
      await index.upsert({ ...doc('s01'), visible: false });
      expect(await find({ q: 'lino ' })).toEqual(['t02']);
      await index.upsert({ ...doc('h01'), visible: true });
      expect(await find({ q: 'secreto' })).toEqual(['h01']);
      expect((await index.search(query())).facets.type).toEqual({ dress: 4, shirt: 2, trousers: 3 });
    });

    it('moves a cloth between in stock and sold out, in the filter, the facet and its card', async () => {
      const inStock = { filters: { availability: ['in-stock'] } };
      await index.upsert({ ...doc('s01'), availability: 'sold-out' });
      expect(await find(inStock)).toEqual(['t02', 't01', 's02', 't03', 'd03', 'd01']);
      expect((await index.search(query())).facets.availability).toEqual({ 'in-stock': 6, 'sold-out': 3 });
      expect((await index.cards(['s01'])).get('s01')?.availability).toBe('sold-out');
      await index.upsert(doc('s01'));
      expect(await find(inStock)).toEqual(['t02', 't01', 's02', 't03', 's01', 'd03', 'd01']);
      expect((await index.cards(['s01'])).get('s01')?.availability).toBe('in-stock');
    });

    it('puts a cloth on sale and off it, in the filter and the facet', async () => {
      const onSale = { filters: { sale: ['on-sale'] } };
      await index.upsert({ ...doc('s01'), price: 21_000, listPrice: 30_000, discountedPrice: 21_000, sale: 'on-sale' });
      expect(await find(onSale)).toEqual(['s01']);
      expect(await find({ filters: { ...onSale.filters, type: ['dress'] } })).toEqual([]);
      expect((await index.search(query())).facets.sale).toEqual({ 'on-sale': 1 });
      await index.upsert(doc('s01'));
      expect(await find(onSale)).toEqual([]);
    });

    it('updates favourites and their order; an unknown id changes nothing', async () => {
      await index.setFavourites('d03', 50);
      await index.setFavourites('nope', 1);
      expect((await find({ sort: 'favourites' })).slice(0, 3)).toEqual(['d03', 'd02', 's03']);
      expect((await index.search(query())).total).toBe(9);
    });

    it('finds a cloth added after others by a new word, a typo and a prefix of it', async () => {
      await index.upsert({ ...doc('t03'), id: 'n01', names: { en: 'Corduroy jacket' }, createdAt: '2025-06-01T00:00:00.000Z' });
      expect(await find({ q: 'corduroy', language: 'es' })).toEqual(['n01']);
      expect(await find({ q: 'corduroi ' })).toEqual(['n01']);
      expect(await find({ q: 'cord' })).toEqual(['n01']);
      expect(await find({})).toHaveLength(10);
    });

    it('upserts many at once, a repeated id keeping the last version', async () => {
      await index.clear();
      await index.upsertMany([doc('s01'), { ...doc('s01'), price: 1 }, doc('s02')]);
      const result = await index.search(query({ sort: 'price_asc' }));
      expect(result.items.map((item) => item.id)).toEqual(['s01', 's02']);
      expect(result.price).toEqual({ min: 1, max: 60_000 });
    });

    it('clears everything', async () => {
      await index.clear();
      const result = await index.search(query({ q: 'camisa' }));
      expect(result).toEqual({
        items: [],
        total: 0,
        price: null,
        facets: {
          type: {},
          categories: {},
          events: {},
          weather: {},
          season: {},
          gender: {},
          colors: {},
          brand: {},
          size: {},
          style: {},
          materials: {},
          details: {},
          availability: {},
          sale: {},
        },
      });
    });

    it('gives the cards of the documents it holds, as last written, and leaves out what it does not hold', async () => {
      const cards = await index.cards(['s02', 'nope', 'd01']);
      expect([...cards.keys()].sort()).toEqual(['d01', 's02']);
      expect(cards.get('s02')).toEqual(cardOf(doc('s02')));
      const onSale: ClothSearchDoc = { ...doc('s02'), brandName: 'Acme Sur', price: 42_000, listPrice: 60_000, discountedPrice: 42_000, image: null };
      await index.upsert(onSale);
      expect((await index.cards(['s02'])).get('s02')).toEqual(cardOf(onSale));
      await index.remove('d01');
      expect([...(await index.cards(['d01', 's02'])).keys()]).toEqual(['s02']);
      expect((await index.cards([])).size).toBe(0);
    });

    it('moves its stamp with every write, and not with a search (or has none)', async () => {
      const first = await index.stamp();
      if (first === null) return;
      const stamps = [first];
      const moved = async () => {
        const now = await index.stamp();
        expect(stamps).not.toContain(now);
        stamps.push(now!);
      };
      await index.search(query({ q: 'camisa' }));
      await index.cards(['s01']);
      expect(await index.stamp()).toBe(first);
      await index.upsert({ ...doc('s01'), price: 1 });
      await moved();
      await index.setFavourites('s01', 40);
      await moved();
      await index.remove('s01');
      await moved();
      await index.clear();
      await moved();
    });

    it('refuses a document without an id or with a bad price, writing nothing', async () => {
      await expect(index.upsert({ ...doc('s01'), id: '' })).rejects.toThrow(/id/);
      await expect(
        index.upsertMany([
          { ...doc('s02'), id: 'x1' },
          { ...doc('s03'), id: 'x2', price: Number.NaN },
        ]),
      ).rejects.toThrow(/price/);
      expect((await index.search(query())).total).toBe(9);
    });
  });
}
