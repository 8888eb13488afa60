import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '@vitrina/domain/core/random';
import { compareForSort, matches } from './documents';
import type { Doc, Filter, IndexSpec, JsonPrimitive, JsonValue, SortSpec } from './port';
import { SqliteReadStore } from './sqlite';
import { compareStrings } from './values';

/**
 * Random documents and random filters and sorts, seeded: the SQL the SQLite adapter compiles (through the JSON,
 * through scalar expression indexes, through multikey side tables) must select and order exactly what the
 * JavaScript semantics in documents.ts select and order.
 */
function random(seed: number) {
  const next = seededRandom(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

const PRIMITIVES: readonly JsonPrimitive[] = [-1, 0, 1, 2, 2.5, 10, '', 'a', 'b', 'ab', 'B', '10', true, false, null];
const MISSING = Symbol('missing');

function makeDocs(seed: number, count: number): Doc[] {
  const { int, pick } = random(seed);
  const prim = () => pick(PRIMITIVES);
  const prims = () => Array.from({ length: int(4) }, prim);
  const maybe = <T>(make: () => T): T | typeof MISSING => (int(5) === 0 ? MISSING : make());
  const docs: Doc[] = [];
  for (let i = 0; i < count; i++) {
    const fields: Record<string, JsonValue | typeof MISSING> = {
      s: maybe(prim),
      n: maybe(() => pick([() => ({ x: prim() }), () => ({ y: prim() }), () => null, prim])()),
      a: maybe(() => pick([prim, prims, () => [prims(), prim()], () => ({ x: prim() })])()),
      o: maybe(() =>
        pick([() => Array.from({ length: int(3) }, () => (int(4) === 0 ? prim() : { x: prim(), y: prims() })), () => ({ x: prim(), y: prims() }), prim])(),
      ),
      m: maybe(() => (int(3) === 0 ? prim() : prims())),
    };
    const doc: Doc = { _id: `d${String(i).padStart(3, '0')}` };
    for (const [key, value] of Object.entries(fields)) if (value !== MISSING) doc[key] = value;
    docs.push(doc);
  }
  return docs;
}

const PATHS = ['s', 'n', 'n.x', 'a', 'a.x', 'o', 'o.x', 'o.y', 'm', '_id'];

function makeFilters(seed: number, count: number): Filter[] {
  const { int, pick } = random(seed);
  const operand = (): JsonValue => pick([() => pick(PRIMITIVES), () => pick(PRIMITIVES), () => [pick(PRIMITIVES)], () => ({ x: pick(PRIMITIVES) })])();
  const list = () => Array.from({ length: int(4) }, operand);
  const condition = (): JsonValue => {
    switch (int(10)) {
      case 0:
        return operand();
      case 1:
        return { $ne: operand() };
      case 2:
        return { $in: list() };
      case 3:
        return { $nin: list() };
      case 4:
        return { $all: list() };
      case 5:
        return { $exists: int(2) === 0 };
      case 6:
        return { $gte: pick(PRIMITIVES), $lt: pick(PRIMITIVES) };
      default:
        return { [pick(['$gt', '$gte', '$lt', '$lte'])]: pick(PRIMITIVES) };
    }
  };
  const filter = (depth: number): Filter => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i <= int(2); i++) {
      const path = pick(PATHS);
      out[path] = path === '_id' ? pick([`d00${int(10)}`, { $in: [`d01${int(10)}`, 'x'] }, { $gt: `d0${int(10)}` }]) : condition();
    }
    if (depth < 2 && int(4) === 0) out[pick(['$and', '$or'])] = [filter(depth + 1), filter(depth + 1)];
    return out as Filter;
  };
  return Array.from({ length: count }, () => filter(0));
}

function makeSorts(seed: number, count: number): SortSpec[] {
  const { int, pick } = random(seed);
  return Array.from({ length: count }, () => {
    const sort: SortSpec = {};
    for (let i = 0; i <= int(2); i++) sort[pick(['s', 'n.x', 'a', 'm', 'o', 'o.x', 'n'])] = pick([1, -1] as const);
    return sort;
  });
}

const INDEXES: readonly IndexSpec[] = [
  { fields: { s: 1, 'n.x': -1 } },
  { fields: { 'n.x': 1 } },
  { fields: { m: 1 }, multikey: true },
  { fields: { a: 1 }, multikey: true },
  { fields: { 'o.x': 1 }, multikey: true },
  { fields: { 'o.y': 1 }, multikey: true },
];

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-readstore-diff-'));
const docs = makeDocs(20250101, 150);
const stores: Record<string, SqliteReadStore> = {};

beforeAll(async () => {
  stores.plain = new SqliteReadStore(path.join(dir, 'plain.sqlite'));
  stores.indexed = new SqliteReadStore(path.join(dir, 'indexed.sqlite'));
  await stores.indexed.ensureIndexes('docs', INDEXES);
  for (const store of Object.values(stores)) {
    await store.transaction(async (session) => {
      for (const doc of docs) await session.collection('docs').insertOne(doc);
    });
  }
});

afterAll(async () => {
  for (const store of Object.values(stores)) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(['plain', 'indexed'])('SQLite (%s) agrees with documents.ts', (variant) => {
  it('on 400 random filters', async () => {
    const collection = stores[variant]!.collection('docs');
    let nonTrivial = 0;
    for (const filter of makeFilters(7, 400)) {
      const expected = docs.filter((doc) => matches(doc, filter)).map((doc) => doc._id);
      const actual = (await collection.find(filter)).map((doc) => doc._id).sort(compareStrings);
      expect({ filter, ids: actual }).toEqual({ filter, ids: expected });
      if (expected.length > 0 && expected.length < docs.length) nonTrivial++;
    }
    // The generator must produce filters that split the documents, or the comparison proves little.
    expect(nonTrivial).toBeGreaterThan(150);
  });

  it('on 100 random sorts', async () => {
    const collection = stores[variant]!.collection('docs');
    for (const sort of makeSorts(11, 100)) {
      const expected = [...docs].sort((a, b) => compareForSort(a, b, sort)).map((doc) => doc._id);
      const actual = (await collection.find({}, { sort })).map((doc) => doc._id);
      expect({ sort, ids: actual }).toEqual({ sort, ids: expected });
    }
  });
});
