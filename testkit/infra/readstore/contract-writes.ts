import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Doc, type ReadStore } from '@vitrina/infra/readstore/port';

interface Item extends Doc {
  name?: string;
  stock?: number;
  tags?: string[];
  brand?: { id: string; name?: string };
}

const seed: Item[] = [
  { _id: 'i1', name: 'Coat', stock: 2, tags: ['a', 'b'], brand: { id: 'b1' } },
  { _id: 'i2', name: 'Dress', stock: 0, tags: ['b'], brand: { id: 'b2' } },
  { _id: 'i3', name: 'Scarf', stock: 7, brand: { id: 'b1' } },
];

/** Writes, upserts, unique indexes, transactions and collection management, on a fresh store per test. */
export function writeContract(store: () => ReadStore): void {
  const items = () => store().collection<Item>('items');
  const load = async () => {
    for (const doc of seed) await items().insertOne(doc);
  };
  const get = (id: string) => items().findOne({ _id: id });

  describe('updates', () => {
    it('$set and $unset, dotted or not, count what they matched and changed', async () => {
      await load();
      expect(await items().updateOne({ _id: 'i1' }, { $set: { name: 'Jacket', 'brand.name': 'Alba' }, $unset: { tags: '' } })).toEqual({
        matched: 1,
        modified: 1,
      });
      expect(await get('i1')).toEqual({ _id: 'i1', name: 'Jacket', stock: 2, brand: { id: 'b1', name: 'Alba' } });
      expect(await items().updateOne({ _id: 'i1' }, { $set: { name: 'Jacket' } })).toEqual({ matched: 1, modified: 0 });
      expect(await items().updateOne({ _id: 'zz' }, { $set: { name: 'x' } })).toEqual({ matched: 0, modified: 0 });
    });

    it('$inc adds to a number and creates a missing one', async () => {
      await load();
      await items().updateOne({ _id: 'i2' }, { $inc: { stock: -1, views: 2.5 } });
      expect(await get('i2')).toMatchObject({ stock: -1, views: 2.5 });
      await expect(items().updateOne({ _id: 'i2' }, { $inc: { name: 1 } })).rejects.toThrow();
      expect((await get('i2'))?.name).toBe('Dress');
    });

    it('$addToSet adds absent values only; $pull removes values and $in lists', async () => {
      await load();
      expect(await items().updateOne({ _id: 'i1' }, { $addToSet: { tags: 'a' } })).toEqual({ matched: 1, modified: 0 });
      await items().updateOne({ _id: 'i1' }, { $addToSet: { tags: { $each: ['c', 'b', 'd'] } } });
      expect((await get('i1'))?.tags).toEqual(['a', 'b', 'c', 'd']);
      await items().updateOne({ _id: 'i3' }, { $addToSet: { tags: 'new' } });
      expect((await get('i3'))?.tags).toEqual(['new']);
      await items().updateOne({ _id: 'i1' }, { $pull: { tags: 'a' } });
      await items().updateOne({ _id: 'i1' }, { $pull: { tags: { $in: ['c', 'zz'] } } });
      expect((await get('i1'))?.tags).toEqual(['b', 'd']);
    });

    it('$pull with an object removes the elements that match it', async () => {
      await items().insertOne({
        _id: 'cart',
        lines: [
          { id: 'x', q: 1 },
          { id: 'y', q: 2 },
          { id: 'x', q: 3 },
        ],
      });
      await items().updateOne({ _id: 'cart' }, { $pull: { lines: { id: 'x' } } });
      expect((await get('cart'))?.lines).toEqual([{ id: 'y', q: 2 }]);
    });

    it('updateMany changes every match and counts only real changes', async () => {
      await load();
      expect(await items().updateMany({ 'brand.id': 'b1' }, { $set: { featured: true } })).toEqual({ matched: 2, modified: 2 });
      expect(await items().updateMany({ tags: 'b' }, { $set: { stock: 0 } })).toEqual({ matched: 2, modified: 1 });
      expect(await items().count({ featured: true })).toBe(2);
      expect(await items().updateMany({ name: 'none' }, { $set: { x: 1 } })).toEqual({ matched: 0, modified: 0 });
    });

    it('refuses unknown update operators and changes of _id', async () => {
      await load();
      await expect(items().updateOne({ _id: 'i1' }, { $push: { tags: 'x' } } as never)).rejects.toThrow(/Unsupported update operator/);
      await expect(items().updateOne({ _id: 'i1' }, { $set: { _id: 'other' } })).rejects.toThrow();
      expect(await get('i1')).toEqual(seed[0]);
    });
  });

  describe('upserts and replacements', () => {
    it('an upsert without a match inserts the filter equalities, the update and $setOnInsert', async () => {
      const result = await items().updateOne(
        { _id: 'u1', 'brand.id': 'b9' },
        { $set: { name: 'New' }, $setOnInsert: { createdAt: '2025-01-01' }, $inc: { stock: 1 } },
        { upsert: true },
      );
      expect(result).toEqual({ matched: 0, modified: 0, upsertedId: 'u1' });
      expect(await get('u1')).toEqual({ _id: 'u1', brand: { id: 'b9' }, name: 'New', createdAt: '2025-01-01', stock: 1 });
    });

    it('an upsert with a match updates and skips $setOnInsert', async () => {
      await load();
      const result = await items().updateOne({ _id: 'i3' }, { $inc: { stock: 1 }, $setOnInsert: { createdAt: 'x' } }, { upsert: true });
      expect(result).toEqual({ matched: 1, modified: 1 });
      expect(await get('i3')).toEqual({ ...seed[2], stock: 8 });
    });

    it('an upsert whose filter names no _id gets a string id', async () => {
      const result = await items().updateOne({ name: 'Hat' }, { $set: { stock: 3 } }, { upsert: true });
      expect(typeof result.upsertedId).toBe('string');
      expect(await items().find({ name: 'Hat' })).toEqual([{ _id: result.upsertedId, name: 'Hat', stock: 3 }]);
    });

    it('replaceOne replaces the whole document, refuses a new _id and upserts on request', async () => {
      await load();
      expect(await items().replaceOne({ _id: 'i1' }, { _id: 'i1', name: 'Only' })).toEqual({ matched: 1, modified: 1 });
      expect(await get('i1')).toEqual({ _id: 'i1', name: 'Only' });
      expect(await items().replaceOne({ name: 'Only' }, { _id: 'i1', name: 'Only' })).toEqual({ matched: 1, modified: 0 });
      await expect(items().replaceOne({ _id: 'i1' }, { _id: 'other', name: 'x' })).rejects.toThrow();
      expect(await items().replaceOne({ _id: 'r1' }, { _id: 'r1', name: 'R' })).toEqual({ matched: 0, modified: 0 });
      expect(await items().replaceOne({ _id: 'r1' }, { _id: 'r1', name: 'R' }, { upsert: true })).toEqual({
        matched: 0,
        modified: 0,
        upsertedId: 'r1',
      });
      expect(await get('r1')).toEqual({ _id: 'r1', name: 'R' });
    });
  });

  describe('inserts, deletes and unique keys', () => {
    it('deleteOne removes one match, deleteMany every match', async () => {
      await load();
      expect(await items().deleteOne({ 'brand.id': 'b1' })).toBe(1);
      expect(await items().count({ 'brand.id': 'b1' })).toBe(1);
      expect(await items().deleteMany({})).toBe(2);
      expect(await items().deleteMany({})).toBe(0);
      expect(await items().deleteOne({ _id: 'none' })).toBe(0);
    });

    it('a second document with the same _id is a DuplicateKeyError', async () => {
      await load();
      const error = await items()
        .insertOne({ _id: 'i1', name: 'again' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DuplicateKeyError);
      expect(error).toMatchObject({ code: 'DUPLICATE_KEY', collection: 'items' });
      expect(await get('i1')).toEqual(seed[0]);
    });

    it('a unique index refuses a second value by insert, update, upsert or replace', async () => {
      await store().ensureIndexes('items', [{ fields: { name: 1 }, unique: true }]);
      await store().ensureIndexes('items', [{ fields: { name: 1 }, unique: true }]);
      await load();
      await expect(items().insertOne({ _id: 'x', name: 'Coat' })).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(items().updateOne({ _id: 'i2' }, { $set: { name: 'Coat' } })).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(items().updateOne({ _id: 'n' }, { $set: { name: 'Coat' } }, { upsert: true })).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(items().replaceOne({ _id: 'i3' }, { _id: 'i3', name: 'Dress' })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await items().count({})).toBe(3);
      expect((await get('i2'))?.name).toBe('Dress');
    });

    it('a unique index lets any number of documents lack the field', async () => {
      await store().ensureIndexes('items', [{ fields: { sku: 1 }, unique: true }]);
      await load();
      await items().insertOne({ _id: 'with', sku: 'S1' } as Item);
      await expect(items().insertOne({ _id: 'with2', sku: 'S1' } as Item)).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await items().count({})).toBe(4);
    });

    it('a unique index cannot be made over duplicates', async () => {
      await load();
      await items().insertOne({ _id: 'dup', name: 'Coat' });
      await expect(store().ensureIndexes('items', [{ fields: { name: 1 }, unique: true }])).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('a unique multikey index compares elements across documents', async () => {
      await store().ensureIndexes('items', [{ fields: { codes: 1 }, unique: true, multikey: true }]);
      await items().insertOne({ _id: 'a', codes: ['x', 'y', 'x'] } as Item);
      await expect(items().insertOne({ _id: 'b', codes: ['z', 'y'] } as Item)).rejects.toBeInstanceOf(DuplicateKeyError);
      await items().insertOne({ _id: 'c', codes: ['z'] } as Item);
      expect(await items().find({ codes: 'z' })).toEqual([{ _id: 'c', codes: ['z'] }]);
    });
  });

  describe('transactions', () => {
    it('commits every write together', async () => {
      const result = await store().transaction(async (session) => {
        await session.collection('items').insertOne({ _id: 't1', name: 'A' });
        await session.collection('items').updateOne({ _id: 't2' }, { $set: { name: 'B' } }, { upsert: true });
        await session.collection('checkpoints').replaceOne({ _id: 'p' }, { _id: 'p', position: '42' }, { upsert: true });
        return 'done';
      });
      expect(result).toBe('done');
      expect(await items().count({})).toBe(2);
      expect(await store().collection('checkpoints').findOne({ _id: 'p' })).toEqual({ _id: 'p', position: '42' });
    });

    it('rolls everything back when the work throws', async () => {
      await load();
      const failure = store().transaction(async (session) => {
        await session.collection('items').insertOne({ _id: 't1', name: 'A' });
        await session.collection('items').updateOne({ _id: 'i1' }, { $set: { name: 'Changed' } });
        await session.collection('items').deleteOne({ _id: 'i2' });
        await session.collection('other').insertOne({ _id: 'o' });
        throw new Error('projection failed');
      });
      await expect(failure).rejects.toThrow('projection failed');
      expect(ids(await items().find({}, { sort: { _id: 1 } }))).toEqual(['i1', 'i2', 'i3']);
      expect(await get('i1')).toEqual(seed[0]);
      expect(await store().collection('other').count({})).toBe(0);
    });

    it('reads through the session see its own writes; reads outside do not until commit', async () => {
      await load();
      await store().transaction(async (session) => {
        const inside = session.collection<Item>('items');
        await inside.insertOne({ _id: 't1', name: 'Inside', stock: 1 });
        await inside.updateOne({ _id: 'i1' }, { $inc: { stock: 10 } });
        expect((await inside.findOne({ _id: 't1' }))?.name).toBe('Inside');
        expect(await inside.count({ stock: { $gte: 1 } })).toBe(3);
        expect(ids(await inside.find({ stock: { $gt: 5 } }, { sort: { stock: -1 } }))).toEqual(['i1', 'i3']);
        expect(await items().findOne({ _id: 't1' })).toBeNull();
        expect((await items().findOne({ _id: 'i1' }))?.stock).toBe(2);
      });
      expect((await get('i1'))?.stock).toBe(12);
      expect(await get('t1')).not.toBeNull();
    });

    it('a duplicate key inside a transaction rolls it back', async () => {
      await load();
      const failure = store().transaction(async (session) => {
        await session.collection('items').insertOne({ _id: 'new' });
        await session.collection('items').insertOne({ _id: 'i1' });
      });
      await expect(failure).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await items().count({})).toBe(3);
    });
  });

  describe('collections', () => {
    it('lists the collections that hold data and drops one', async () => {
      await store().collection('alpha').insertOne({ _id: '1' });
      await store().collection('beta_two').insertOne({ _id: '1' });
      await store().collection('CamelCase').insertOne({ _id: '1' });
      expect(await store().listCollections()).toEqual(['CamelCase', 'alpha', 'beta_two']);
      await store().dropCollection('alpha');
      await store().dropCollection('never_made');
      expect(await store().listCollections()).toEqual(['CamelCase', 'beta_two']);
      expect(await store().collection('alpha').count({})).toBe(0);
      await store().collection('alpha').insertOne({ _id: '2' });
      expect(await store().collection('alpha').find({})).toEqual([{ _id: '2' }]);
    });

    it('names differing only in case are different collections', async () => {
      await store().collection('caseTest').insertOne({ _id: 'lower' });
      await store().collection('CaseTest').insertOne({ _id: 'upper' });
      expect(await store().collection('caseTest').find({})).toEqual([{ _id: 'lower' }]);
      expect(await store().collection('CaseTest').find({})).toEqual([{ _id: 'upper' }]);
    });

    it('dropping a collection drops its indexes', async () => {
      await store().ensureIndexes('items', [{ fields: { name: 1 }, unique: true }]);
      await load();
      await store().dropCollection('items');
      await load();
      await items().insertOne({ _id: 'again', name: 'Coat' });
      expect(await items().count({ name: 'Coat' })).toBe(2);
    });

    it('round-trips documents as plain JSON', async () => {
      const doc: Doc = {
        _id: 'json',
        text: 'ñandú 👗 "quoted" \\ \n',
        int: 42,
        negative: -7,
        float: 0.1,
        big: 2 ** 40,
        yes: true,
        no: false,
        nothing: null,
        empty: {},
        list: [],
        nested: { deep: { deeper: [1, 'two', { three: [3] }, null] } },
      };
      await store().collection('json').insertOne(doc);
      const found = await store().collection('json').findOne({ _id: 'json' });
      expect(found).toEqual(doc);
      expect(JSON.stringify(found)).toBe(JSON.stringify(doc));
    });

    it('refuses documents without a string _id', async () => {
      await expect(items().insertOne({ name: 'x' } as unknown as Item)).rejects.toThrow(/string _id/);
      await expect(items().insertOne({ _id: 5 } as unknown as Item)).rejects.toThrow(/string _id/);
    });
  });
}

const ids = (docs: readonly Doc[]) => docs.map((doc) => doc._id);
