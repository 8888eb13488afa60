import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Doc, Filter, ReadStoreSession } from './port';
import { SqliteReadStore } from './sqlite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-readstore-int-'));
let count = 0;
const opened: SqliteReadStore[] = [];

function open(file = path.join(dir, `int-${++count}.sqlite`)): SqliteReadStore {
  const store = new SqliteReadStore(file);
  opened.push(store);
  return store;
}

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function seed(store: SqliteReadStore, n = 200): Promise<void> {
  await store.transaction(async (session) => {
    for (let i = 0; i < n; i++) {
      await session.collection('clothes').insertOne({
        _id: `c${String(i).padStart(4, '0')}`,
        brand: { id: `b${i % 10}` },
        price: i,
        tags: [`t${i % 7}`, `t${i % 3}`],
        published: i % 2 === 0,
      });
    }
  });
}

const usesIndex = (plan: string[]) => plan.some((line) => /USING (COVERING )?INDEX i_/.test(line));

describe('SQLite read store: query plans', () => {
  it('an equality on a declared path searches its expression index', async () => {
    const store = open();
    await seed(store);
    expect(usesIndex(await store.explain('clothes', { 'brand.id': 'b3' }))).toBe(false);
    await store.ensureIndexes('clothes', [{ fields: { 'brand.id': 1, price: -1 } }, { fields: { published: 1 } }]);
    const plan = await store.explain('clothes', { 'brand.id': 'b3' });
    expect(plan.join('\n')).toMatch(/SEARCH .* USING INDEX i_\w+ \(<expr>=\? AND <expr>=\?\)/);
    expect(usesIndex(await store.explain('clothes', { published: true }))).toBe(true);
    expect(usesIndex(await store.explain('clothes', { 'brand.id': { $in: ['b1', 'b2'] } }))).toBe(true);
    expect(await store.collection('clothes').count({ 'brand.id': 'b3' })).toBe(20);
  });

  it('a sort on the index order needs no temporary sort', async () => {
    const store = open();
    await seed(store);
    await store.ensureIndexes('clothes', [{ fields: { 'brand.id': 1, price: -1 } }]);
    const plan = await store.explain('clothes', { 'brand.id': 'b3' }, { sort: { 'brand.id': 1, price: -1 }, limit: 5 });
    expect(usesIndex(plan)).toBe(true);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
    const docs = await store.collection('clothes').find({ 'brand.id': 'b3' }, { sort: { price: -1 }, limit: 3 });
    expect(docs.map((doc) => doc.price)).toEqual([193, 183, 173]);
  });

  it('an element equality on a multikey path searches its side table', async () => {
    const store = open();
    await seed(store);
    await store.ensureIndexes('clothes', [{ fields: { tags: 1 }, multikey: true }]);
    const plan = await store.explain('clothes', { tags: 't5' });
    expect(plan.join('\n')).toMatch(/SEARCH m_\w+ USING (COVERING )?INDEX m_\w+_v/);
    expect(await store.collection('clothes').count({ tags: 't5' })).toBe(await store.collection('clothes').count({ $or: [{ tags: { $all: ['t5'] } }] }));
  });

  it('index specs survive a reopen', async () => {
    const file = path.join(dir, 'reopen.sqlite');
    const first = open(file);
    await seed(first, 20);
    await first.ensureIndexes('clothes', [{ fields: { 'brand.id': 1 } }, { fields: { tags: 1 }, multikey: true }]);
    await first.close();
    const second = open(file);
    expect(usesIndex(await second.explain('clothes', { 'brand.id': 'b1' }))).toBe(true);
    await second.collection('clothes').insertOne({ _id: 'late', tags: ['fresh'] });
    expect((await second.collection('clothes').find({ tags: 'fresh' })).map((doc) => doc._id)).toEqual(['late']);
  });
});

describe('SQLite read store: connections and processes', () => {
  it('a second store on the same file sees committed writes and indexes made after it opened', async () => {
    const file = path.join(dir, 'shared.sqlite');
    const server = open(file);
    const replay = open(file);
    await server.collection('items').insertOne({ _id: 'a', tags: ['x'] });
    expect(await replay.collection('items').findOne({ _id: 'a' })).toEqual({ _id: 'a', tags: ['x'] });
    await replay.ensureIndexes('items', [
      { fields: { tags: 1 }, multikey: true },
      { fields: { name: 1 }, unique: true },
    ]);
    // The server learns of the new indexes from SQLite's schema version: its writes keep the side table right.
    await server.collection('items').insertOne({ _id: 'b', tags: ['y'], name: 'B' });
    expect((await replay.collection('items').find({ tags: 'y' })).map((doc) => doc._id)).toEqual(['b']);
    await expect(server.collection('items').insertOne({ _id: 'c', name: 'B' })).rejects.toThrow(/Duplicate key in items: index name_1/);
    await replay.dropCollection('items');
    expect(await server.collection('items').find({})).toEqual([]);
    expect(await server.listCollections()).toEqual([]);
  });

  it('a read outside a transaction does not see its uncommitted writes', async () => {
    const file = path.join(dir, 'isolation.sqlite');
    const store = open(file);
    const other = open(file);
    await store.collection('items').insertOne({ _id: 'before' });
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const transaction = store.transaction(async (session) => {
      await session.collection('items').insertOne({ _id: 'during' });
      await session.collection('fresh').insertOne({ _id: 'new collection' });
      written();
      await paused;
    });
    await wrote;
    expect(await store.collection('items').count({})).toBe(1);
    expect(await other.collection('items').count({})).toBe(1);
    expect(await store.collection('fresh').find({})).toEqual([]);
    expect(await store.listCollections()).toEqual(['items']);
    release();
    await transaction;
    expect(await store.collection('items').count({})).toBe(2);
    expect(await other.collection('fresh').count({})).toBe(1);
  });

  it('transactions queue one after another on the write connection', async () => {
    const store = open();
    await store.collection('counters').insertOne({ _id: 'n', value: 0 });
    const bump = () =>
      store.transaction(async (session) => {
        const current = (await session.collection('counters').findOne({ _id: 'n' }))!.value as number;
        await new Promise((resolve) => setTimeout(resolve, 5));
        await session.collection('counters').updateOne({ _id: 'n' }, { $set: { value: current + 1 } });
      });
    await Promise.all([bump(), bump(), bump(), store.collection('counters').updateOne({ _id: 'n' }, { $inc: { value: 10 } })]);
    expect((await store.collection('counters').findOne({ _id: 'n' }))?.value).toBe(13);
  });

  it('refuses writes through the store, nested transactions and sessions used after the end', async () => {
    const store = open();
    let leaked: { collection: (name: string) => { insertOne: (doc: Doc) => Promise<void> } } | undefined;
    await expect(
      store.transaction(async (session) => {
        leaked = session;
        await store.collection('items').insertOne({ _id: 'x' });
      }),
    ).rejects.toThrow(/write through its session/);
    await expect(store.transaction(async () => store.transaction(async () => 1))).rejects.toThrow(/does not nest/);
    await expect(leaked!.collection('items').insertOne({ _id: 'y' })).rejects.toThrow(/transaction has ended/);
    expect(await store.transaction(async (session) => session.collection('items').count({}))).toBe(0);
  });

  it('a failed call inside a transaction leaves its earlier writes in place', async () => {
    const store = open();
    await store.ensureIndexes('items', [{ fields: { tags: 1 }, multikey: true, unique: true }]);
    await store.transaction(async (session) => {
      await session.collection('items').insertOne({ _id: 'a', tags: ['x'] });
      await expect(session.collection('items').insertOne({ _id: 'b', tags: ['y', 'x'] })).rejects.toThrow(/Duplicate key/);
      await session.collection('items').insertOne({ _id: 'c', tags: ['y'] });
    });
    expect((await store.collection('items').find({}, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual(['a', 'c']);
    expect((await store.collection('items').find({ tags: 'y' })).map((doc) => doc._id)).toEqual(['c']);
  });

  it('an updateMany that fails part way changes nothing, inside a transaction or not', async () => {
    const store = open();
    await store.collection('nums').insertOne({ _id: '1', n: 1 });
    await store.collection('nums').insertOne({ _id: '2', n: 'two' });
    await expect(store.collection('nums').updateMany({}, { $inc: { n: 1 } })).rejects.toThrow(/Cannot \$inc "n"/);
    await store.transaction(async (session) => {
      await expect(session.collection('nums').updateMany({}, { $inc: { n: 1 } })).rejects.toThrow(/Cannot \$inc/);
      await session.collection('nums').insertOne({ _id: '3', n: 3 });
    });
    expect((await store.collection('nums').find({}, { sort: { _id: 1 } })).map((doc) => doc.n)).toEqual([1, 'two', 3]);
  });

  it('field names with quotes, spaces and brackets are data, not SQL', async () => {
    const store = open();
    const doc = { _id: "x'); DROP TABLE c_items; --", "it's a": { 'b [0] "c"': 1, 'd e': ['f'] } } as unknown as Doc;
    await store.collection('items').insertOne(doc);
    await expect(store.collection('items').find({ 'it\'s a.b [0] "c"': 1 })).rejects.toThrow(/quotes/);
    expect(await store.collection('items').find({ "it's a.d e": 'f' })).toEqual([doc]);
    await store.ensureIndexes('items', [{ fields: { "it's a.d e": 1 }, multikey: true }]);
    expect(await store.collection('items').find({ "it's a.d e": 'f', _id: "x'); DROP TABLE c_items; --" })).toEqual([doc]);
    expect(await store.listCollections()).toEqual(['items']);
  });
});

describe('SQLite read store: index rules', () => {
  it('refuses an array where a non-multikey index expects one value', async () => {
    const store = open();
    await store.collection('items').insertOne({ _id: 'a', tags: ['x'] });
    await expect(store.ensureIndexes('items', [{ fields: { tags: 1 } }])).rejects.toThrow(/declare the index multikey/);
    await store.ensureIndexes('items', [{ fields: { 'brand.id': 1 } }]);
    await expect(store.collection('items').insertOne({ _id: 'b', brand: [{ id: 'x' }] })).rejects.toThrow(/"brand.id" holds an array/);
    await expect(store.collection('items').updateOne({ _id: 'a' }, { $set: { brand: { id: ['x'] } } })).rejects.toThrow(/holds an array/);
    expect(await store.collection('items').count({})).toBe(1);
  });

  it('refuses a second spec under an existing name, compound multikey and _id fields', async () => {
    const store = open();
    await store.ensureIndexes('items', [{ fields: { a: 1 }, name: 'by_a' }]);
    await expect(store.ensureIndexes('items', [{ fields: { a: -1 }, name: 'by_a' }])).rejects.toThrow(/different spec/);
    await expect(store.ensureIndexes('items', [{ fields: { a: 1, b: 1 }, multikey: true }])).rejects.toThrow(/exactly one field/);
    await expect(store.ensureIndexes('items', [{ fields: { _id: 1 } }])).rejects.toThrow(/always indexed/);
    await expect(store.ensureIndexes('items', [{ fields: { a: 1 }, multikey: true, name: 'a_multi' }])).rejects.toThrow(/both multikey and not/);
    await expect(store.ensureIndexes('other', [{ fields: { b: 1 } }, { fields: { b: 1 }, multikey: true, name: 'b_multi' }])).rejects.toThrow(
      /both multikey and not/,
    );
    expect(await store.explain('other', { b: 1 })).not.toContainEqual(expect.stringMatching(/INDEX i_/));
  });
});

/** Rows a multikey side table holds for one document. */
function sideRows(store: SqliteReadStore, id: string): number {
  const db = store.readConnection;
  const sides = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'm\\_%' ESCAPE '\\'`).pluck().all() as string[];
  return sides.reduce((total, side) => total + (db.prepare(`SELECT count(*) FROM "${side}" WHERE id = ?`).pluck().get(id) as number), 0);
}

async function checkShapes(session: ReadStoreSession): Promise<void> {
  const items = session.collection('items');
  await items.insertOne({ _id: 'a', n: 1 });
  await items.insertOne({ _id: 'b', n: 2 });
  expect(await items.findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 1 });
  expect(await items.findOne({ _id: 'a', n: 2 })).toBeNull();
  expect(await items.findOne({ _id: { $eq: 'b' } })).toEqual({ _id: 'b', n: 2 });
  expect(await items.findOne({ _id: 'a', n: undefined })).toEqual({ _id: 'a', n: 1 });
  expect(await items.findOne({ _id: 'a' }, { sort: { n: -1 } })).toEqual({ _id: 'a', n: 1 });
  expect(await items.find({ _id: 'a' }, { skip: 1 })).toEqual([]);
  await expect(items.find({ _id: 'a' }, { limit: -1 })).rejects.toThrow(/limit/);
  // An inherited _id is no condition: the filter is empty and matches both.
  expect(await items.count(Object.create({ _id: 'a' }) as Filter)).toBe(2);
  expect(await items.updateOne({ _id: 'a', n: 5 }, { $set: { m: 1 } })).toEqual({ matched: 0, modified: 0 });
  expect(await items.updateMany({ _id: 'a' }, { $inc: { n: 1 } })).toEqual({ matched: 1, modified: 1 });
  expect(await items.updateOne({ _id: 'a' }, { $set: { n: 2 } })).toEqual({ matched: 1, modified: 0 });
  expect(await items.replaceOne({ _id: 'a' }, { _id: 'a', n: 2 })).toEqual({ matched: 1, modified: 0 });
  await expect(items.replaceOne({ _id: 'a' }, { _id: 'c', n: 3 })).rejects.toThrow(/cannot change _id/);
  expect(await items.deleteOne({ _id: 'none' })).toBe(0);
  expect(await items.deleteOne({ _id: 'b' })).toBe(1);
  expect(await items.find({})).toEqual([{ _id: 'a', n: 2 }]);
}

describe('SQLite read store: calls by _id', () => {
  it('only an exact { _id: string } is a key lookup; other shapes keep their meaning, outside a transaction', async () => {
    await checkShapes(open());
  });

  it('the same inside a transaction', async () => {
    const store = open();
    await store.transaction((session) => checkShapes(session));
    expect(await store.collection('items').find({})).toEqual([{ _id: 'a', n: 2 }]);
  });

  it('keeps multikey side tables right whether an update changes, keeps or drops the elements', async () => {
    const store = open();
    await store.ensureIndexes('items', [{ fields: { tags: 1 }, multikey: true }]);
    const items = store.collection('items');
    const tagged = async (tag: string) => (await items.find({ tags: tag })).map((doc) => doc._id);
    await items.insertOne({ _id: 'a', tags: ['x', 'y'], n: 0 });
    await items.updateOne({ _id: 'a' }, { $inc: { n: 1 } });
    expect(sideRows(store, 'a')).toBe(2);
    expect(await tagged('y')).toEqual(['a']);
    await items.replaceOne({ _id: 'a' }, { _id: 'a', tags: ['z'], n: 1 });
    expect([await tagged('x'), await tagged('z')]).toEqual([[], ['a']]);
    await store.transaction(async (session) => {
      await session.collection('items').updateOne({ _id: 'a' }, { $addToSet: { tags: 'w' } }, { upsert: true });
      await session.collection('items').replaceOne({ _id: 'a' }, { _id: 'a', tags: ['z', 'w'], n: 2 }, { upsert: true });
    });
    expect([await tagged('w'), sideRows(store, 'a')]).toEqual([['a'], 2]);
    await items.updateOne({ _id: 'a' }, { $unset: { tags: 1 } });
    expect([await tagged('z'), sideRows(store, 'a')]).toEqual([[], 0]);
    await items.replaceOne({ _id: 'a' }, { _id: 'a', tags: ['q'] });
    await store.transaction((session) => session.collection('items').deleteOne({ _id: 'a' }));
    expect([await tagged('q'), sideRows(store, 'a')]).toEqual([[], 0]);
  });

  it('a write outside a transaction waits for the running one, then runs', async () => {
    const store = open();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = store.transaction(async (session) => {
      await session.collection('items').insertOne({ _id: 'in' });
      await gate;
    });
    let written = false;
    const write = store
      .collection('items')
      .insertOne({ _id: 'out' })
      .then(() => (written = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toBe(false);
    release();
    await Promise.all([transaction, write]);
    expect((await store.collection('items').find({}, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual(['in', 'out']);
  });
});

describe('SQLite read store: schema changes by another store on the file', () => {
  it('reads notice a dropped collection at once and an added index soon after', async () => {
    const file = path.join(dir, 'shared.sqlite');
    const writer = open(file);
    const reader = open(file);
    await writer.collection('items').insertOne({ _id: 'x', tags: ['t'] });
    expect(await reader.collection('items').findOne({ _id: 'x' })).toEqual({ _id: 'x', tags: ['t'] });
    await writer.dropCollection('items');
    expect(await reader.collection('items').findOne({ _id: 'x' })).toBeNull();
    expect(await reader.collection('items').find({ tags: 't' })).toEqual([]);

    await writer.collection('items').insertOne({ _id: 'y', tags: ['t'] });
    expect((await reader.collection('items').find({ tags: 't' })).map((doc) => doc._id)).toEqual(['y']);
    await writer.ensureIndexes('items', [{ fields: { tags: 1 }, multikey: true }]);
    await writer.collection('items').insertOne({ _id: 'z', tags: ['t'] });
    expect((await reader.collection('items').find({ tags: 't' })).map((doc) => doc._id)).toEqual(['y', 'z']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await reader.explain('items', { tags: 't' })).join('\n')).toMatch(/SEARCH m_\w+/);
  });
});
