import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLOTHES, CLOTHES_INDEXES, FILTER_CASES, SORT_CASES } from './contract-fixtures';
import { writeContract } from './contract-writes';
import type { Doc, ReadStore } from '@vitrina/infra/readstore/port';

/**
 * The one suite every read store adapter passes. `open` gives a store on fresh, empty storage each time; the
 * suite closes it (after dropping what it made).
 */
export function readStoreContract(name: string, open: () => Promise<ReadStore>): void {
  describe(`read store contract: ${name}`, () => {
    queryContract(open, 'plain', false);
    queryContract(open, 'indexed', true);

    describe('per test', () => {
      const context = { store: undefined as unknown as ReadStore };
      beforeEach(async () => {
        context.store = await open();
      });
      afterEach(async () => {
        await dropAll(context.store);
        await context.store.close();
      });
      writeContract(() => context.store);
    });
  });
}

async function dropAll(store: ReadStore): Promise<void> {
  for (const collection of await store.listCollections()) await store.dropCollection(collection);
}

const ids = (docs: readonly Doc[]) => docs.map((doc) => doc._id);

function queryContract(open: () => Promise<ReadStore>, variant: string, indexed: boolean): void {
  describe(`queries (${variant})`, () => {
    let store: ReadStore;
    const clothes = () => store.collection('clothes');

    beforeAll(async () => {
      store = await open();
      if (indexed) await store.ensureIndexes('clothes', CLOTHES_INDEXES);
      for (const doc of CLOTHES) await clothes().insertOne(doc);
    });
    afterAll(async () => {
      await dropAll(store);
      await store.close();
    });

    it.each(FILTER_CASES)('find: $title', async ({ filter, ids: expected }) => {
      expect(ids(await clothes().find(filter, { sort: { _id: 1 } }))).toEqual(expected);
      expect(await clothes().count(filter)).toBe(expected.length);
    });

    it.each(SORT_CASES)('sort: $title', async ({ filter = {}, sort, ids: expected }) => {
      expect(ids(await clothes().find(filter, { sort }))).toEqual(expected);
    });

    it('skip and limit page through a sorted result; limit 0 means no limit', async () => {
      expect(ids(await clothes().find({}, { sort: { _id: 1 }, skip: 1, limit: 2 }))).toEqual(['c2', 'c3']);
      expect(ids(await clothes().find({}, { sort: { _id: 1 }, skip: 4 }))).toEqual(['c5', 'c6']);
      expect(ids(await clothes().find({}, { sort: { _id: 1 }, limit: 0 }))).toHaveLength(6);
      expect(ids(await clothes().find({}, { sort: { _id: 1 }, skip: 10 }))).toEqual([]);
      expect((await clothes().find({ published: true }, { limit: 3 })).length).toBe(3);
    });

    it('findOne takes the first by sort, or null', async () => {
      expect((await clothes().findOne({ published: true }, { sort: { price: -1 } }))?._id).toBe('c4');
      expect((await clothes().findOne({ tags: 'summer' }, { sort: { _id: -1 } }))?._id).toBe('c4');
      expect(await clothes().findOne({ name: 'Nope' })).toBeNull();
    });

    it('count without a filter counts everything', async () => {
      expect(await clothes().count()).toBe(6);
    });

    it('documents come back as they were stored, as plain JSON', async () => {
      for (const doc of CLOTHES) {
        const found = await clothes().findOne({ _id: doc._id });
        expect(found).toEqual(doc);
        expect(Object.keys(found!)).toEqual(Object.keys(doc));
        expect(JSON.parse(JSON.stringify(found))).toEqual(found);
      }
    });

    it('an unknown collection reads as empty', async () => {
      expect(await store.collection('nothing_here').find({})).toEqual([]);
      expect(await store.collection('nothing_here').count({ a: 1 })).toBe(0);
      expect(await store.collection('nothing_here').findOne({})).toBeNull();
    });

    it('refuses unknown operators, bad paths and bad collection names', async () => {
      await expect(clothes().find({ name: { $regex: '^C' } } as never)).rejects.toThrow(/Unsupported query operator \$regex/);
      await expect(clothes().count({ $where: 'true' } as never)).rejects.toThrow(/Unsupported query operator \$where/);
      await expect(clothes().find({ 'a..b': 1 })).rejects.toThrow(/empty segment/);
      await expect(clothes().find({}, { limit: -1 })).rejects.toThrow(/limit/);
      expect(() => store.collection('bad-name')).toThrow(/Invalid collection name/);
      expect(() => store.collection('1abc')).toThrow(/Invalid collection name/);
    });

    it('ping answers', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
