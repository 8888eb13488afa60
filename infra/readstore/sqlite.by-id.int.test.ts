import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Filter, ReadStoreSession } from './port';
import { SqliteReadStore } from './sqlite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-readstore-by-id-'));
let count = 0;
const opened: SqliteReadStore[] = [];

function open(file = path.join(dir, `by-id-${++count}.sqlite`)): SqliteReadStore {
  const store = new SqliteReadStore(file);
  opened.push(store);
  return store;
}

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
