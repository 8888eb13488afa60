import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Doc, IndexSpec, ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { BufferedSession } from '@vitrina/projector/buffered-session';
import { sized } from './size';

/**
 * `npx tsx bench/readstore.ts`: µs per call of the SQLite read store's by-_id operations on 10,000 documents,
 * inside one transaction per 1,000 calls (as projections batch) and outside, on collections without indexes,
 * with scalar indexes, and with a multikey one too. Each figure is the median (and best) of BENCH_ROUNDS runs;
 * better-sqlite3's own primary-key get and update show the floor. BENCH_ADAPTER=<path to a copy of sqlite.ts>
 * measures another version of the adapter, for a before/after comparison.
 */
const DOCS = sized('BENCH_DOCS', 10_000, 2_000);
const ROUNDS = sized('BENCH_ROUNDS', 5, 1);
const BATCH = 1_000;

const COLLECTIONS: Record<string, IndexSpec[]> = {
  plain: [],
  scalar: [{ fields: { 'brand.id': 1, price: -1 } }, { fields: { published: 1 } }],
  multikey: [{ fields: { 'brand.id': 1, price: -1 } }, { fields: { tags: 1 }, multikey: true }],
};

const ids = Array.from({ length: DOCS }, (_, i) => `doc-${String(i).padStart(6, '0')}`);

function makeDoc(id: string, i: number, views: number): Doc {
  return {
    _id: id,
    name: `Cloth ${i}`,
    brand: { id: `brand-${i % 50}`, name: `Brand ${i % 50}` },
    price: (i * 37) % 1_000,
    published: i % 2 === 0,
    tags: [`t${i % 7}`, `t${i % 11}`],
    views,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

/** `stamp` differs between measurements, so that every write changes its document. */
type Op = (session: ReadStoreSession, name: string, id: string, i: number, stamp: number) => Promise<unknown>;

const OPS: Record<string, Op> = {
  findOne: (s, name, id) => s.collection(name).findOne({ _id: id }),
  'replaceOne upsert': (s, name, id, i, stamp) => s.collection(name).replaceOne({ _id: id }, makeDoc(id, i, stamp), { upsert: true }),
  'updateOne $inc upsert': (s, name, id) => s.collection(name).updateOne({ _id: id }, { $inc: { views: 1 } }, { upsert: true }),
  'updateOne $set upsert': (s, name, id, _i, stamp) => s.collection(name).updateOne({ _id: id }, { $set: { updatedAt: `stamp ${stamp}` } }, { upsert: true }),
};

let stamps = 0;

/** µs per call over all documents, in transactions of BATCH calls or one call at a time. */
async function time(store: SqliteReadStore, name: string, op: Op, inTransaction: boolean): Promise<number> {
  const stamp = ++stamps;
  await checkpoint(store);
  const started = performance.now();
  if (inTransaction) {
    for (let from = 0; from < DOCS; from += BATCH) {
      await store.transaction(async (session) => {
        for (let i = from; i < Math.min(DOCS, from + BATCH); i++) await op(session, name, ids[i]!, i, stamp);
      });
    }
  } else {
    for (let i = 0; i < DOCS; i++) await op(store, name, ids[i]!, i, stamp);
  }
  return ((performance.now() - started) * 1000) / DOCS;
}

/** Empties the WAL, so that no measurement pays for a checkpoint of the writes the one before made. */
async function checkpoint(store: SqliteReadStore): Promise<void> {
  const db = new Database(store.file);
  try {
    db.pragma('busy_timeout = 5000');
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    if (result?.busy) throw new Error('The WAL checkpoint was blocked');
  } finally {
    db.close();
  }
}

/** A projection batch: a BufferedSession loads each touched document by _id and writes it back as an upsert. */
async function projectionBatches(store: SqliteReadStore, name: string, round: number): Promise<number> {
  await checkpoint(store);
  const started = performance.now();
  for (let from = 0; from < DOCS; from += BATCH) {
    await store.transaction(async (inner) => {
      const session = new BufferedSession(inner);
      const collection = session.collection(name);
      for (let i = from; i < Math.min(DOCS, from + BATCH); i++) {
        const doc = await collection.findOne({ _id: ids[i]! });
        await collection.replaceOne({ _id: ids[i]! }, { ...(doc ?? makeDoc(ids[i]!, i, round)), views: ++stamps }, { upsert: true });
      }
      await session.flush();
    });
  }
  return ((performance.now() - started) * 1000) / DOCS;
}

/** Inserts DOCS new documents, then deletes them again by _id (so the collection keeps its size). */
async function insertAndDelete(store: SqliteReadStore, name: string, round: number): Promise<{ insert: number; remove: number }> {
  const fresh = ids.map((id) => `${id}-new-${round}`);
  const timed = async (work: (session: ReadStoreSession, i: number) => Promise<unknown>) => {
    await checkpoint(store);
    const started = performance.now();
    for (let from = 0; from < DOCS; from += BATCH) {
      await store.transaction(async (session) => {
        for (let i = from; i < Math.min(DOCS, from + BATCH); i++) await work(session, i);
      });
    }
    return ((performance.now() - started) * 1000) / DOCS;
  };
  return {
    insert: await timed((session, i) => session.collection(name).insertOne(makeDoc(fresh[i]!, i, round))),
    remove: await timed((session, i) => session.collection(name).deleteOne({ _id: fresh[i]! })),
  };
}

/**
 * better-sqlite3 alone on a collection's table, warmed up, with JSON parsed and written as the adapter does
 * (but no side-table rows): the floor the adapter's overhead sits on.
 */
function floor(file: string, table: string): Record<string, number> {
  const db = new Database(file);
  try {
    const get = db.prepare(`SELECT doc FROM "${table}" WHERE id = ?`).pluck();
    const update = db.prepare(`UPDATE "${table}" SET doc = ? WHERE id = ?`);
    const perCall = (work: () => void) => {
      const started = performance.now();
      work();
      return ((performance.now() - started) * 1000) / DOCS;
    };
    const bump = (id: string) => {
      const doc = JSON.parse(get.get(id) as string) as Doc;
      update.run(JSON.stringify({ ...doc, views: ++stamps }), id);
    };
    perCall(() => ids.forEach((id) => get.get(id)));
    return {
      'get + JSON.parse (autocommit)': perCall(() => ids.forEach((id) => JSON.parse(get.get(id) as string))),
      'get, parse, stringify, update (tx)': perCall(() => db.transaction(() => ids.forEach(bump))()),
      'get, parse, stringify, update (autocommit)': perCall(() => ids.forEach(bump)),
    };
  } finally {
    db.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const show = (values: number[]) => `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)})`;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-readstore-'));
  const file = path.join(dir, 'read.sqlite');
  const adapter = process.env.BENCH_ADAPTER ? path.resolve(process.env.BENCH_ADAPTER) : '@vitrina/infra/readstore/sqlite';
  const { SqliteReadStore: Store } = (await import(adapter)) as { SqliteReadStore: typeof SqliteReadStore };
  const store = new Store(file);
  const samples = new Map<string, Map<string, number[]>>();
  const record = (row: string, column: string, value: number) => {
    if (!samples.has(row)) samples.set(row, new Map());
    const columns = samples.get(row)!;
    if (!columns.has(column)) columns.set(column, []);
    columns.get(column)!.push(value);
  };
  try {
    for (const [name, indexes] of Object.entries(COLLECTIONS)) {
      if (indexes.length > 0) await store.ensureIndexes(name, indexes);
      await store.transaction(async (session) => {
        for (let i = 0; i < DOCS; i++) await session.collection(name).insertOne(makeDoc(ids[i]!, i, 0));
      });
    }
    for (let round = 1; round <= ROUNDS; round++) {
      process.stderr.write(`round ${round}/${ROUNDS}…\n`);
      for (const name of Object.keys(COLLECTIONS)) {
        for (const [label, op] of Object.entries(OPS)) {
          record(`${label} (tx)`, name, await time(store, name, op, true));
          record(`${label} (no tx)`, name, await time(store, name, op, false));
        }
        const { insert, remove } = await insertAndDelete(store, name, round);
        record('insertOne (tx)', name, insert);
        record('deleteOne by _id (tx)', name, remove);
        record('projection batch: findOne + replaceOne per doc (tx)', name, await projectionBatches(store, name, round));
      }
      for (const name of Object.keys(COLLECTIONS)) {
        for (const [label, value] of Object.entries(floor(file, `c_${name}`))) record(`better-sqlite3 floor: ${label}`, name, value);
      }
    }
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const table: Record<string, Record<string, string>> = {};
  for (const [row, columns] of samples) {
    table[row] = Object.fromEntries([...columns].map(([column, values]) => [column, show(values)]));
  }
  console.log(`\nSQLite read store, µs per call on ${DOCS.toLocaleString('en')} documents: median (best) of ${ROUNDS} rounds`);
  console.table(table);
}

void main();
