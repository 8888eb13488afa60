import { describe, expect, it } from 'vitest';
import { CLOTHES, FILTER_CASES, SORT_CASES } from '@vitrina/testkit/infra/readstore/contract-fixtures';
import { applyUpdate, compareForSort, compileMatcher, idFirst, matches, upsertDocument } from './documents';
import type { Doc, Filter } from './port';

describe('matches', () => {
  it.each(FILTER_CASES)('$title', ({ filter, ids }) => {
    expect(CLOTHES.filter((doc) => matches(doc, filter)).map((doc) => doc._id)).toEqual(ids);
  });

  it('compileMatcher parses once and answers like matches', () => {
    const published = compileMatcher({ published: true, price: { $lt: 100 } });
    expect(CLOTHES.filter(published).map((doc) => doc._id)).toEqual(['c3']);
  });

  it('ignores conditions whose value is undefined', () => {
    expect(matches({ _id: 'a', x: 1 }, { x: undefined })).toBe(true);
  });

  it('does not see inherited properties as fields', () => {
    expect(matches({ _id: 'a' }, { constructor: { $exists: true } })).toBe(false);
    expect(matches({ _id: 'a' }, { toString: null })).toBe(true);
  });

  it.each<[string, Filter, RegExp]>([
    ['an unknown operator', { price: { $regex: 'x' } } as unknown as Filter, /Unsupported query operator \$regex/],
    ['an unknown top-level operator', { $nor: [{ a: 1 }] } as unknown as Filter, /Unsupported query operator \$nor/],
    ['operators mixed with fields', { brand: { $exists: true, id: 'b1' } } as unknown as Filter, /mixes operators and field names/],
    ['$in without an array', { tags: { $in: 'x' } } as unknown as Filter, /\$in on "tags" needs an array/],
    ['$exists with a string', { tags: { $exists: 'yes' } } as unknown as Filter, /\$exists on "tags" needs true or false/],
    ['a range on an object', { price: { $gt: { a: 1 } } } as unknown as Filter, /\$gt on "price" needs a string/],
    ['an empty $or', { $or: [] }, /\$or needs a non-empty array/],
    ['an empty path segment', { 'brand..id': 1 }, /empty segment/],
    ['a field starting with $ inside a path', { 'brand.$id': 1 }, /cannot start with \$/],
    ['a __proto__ segment', { '__proto__.x': 1 }, /__proto__/],
    ['a quote in a path', { 'a"b': 1 }, /quotes/],
  ])('refuses %s', (_title, filter, message) => {
    expect(() => matches({ _id: 'a' }, filter)).toThrow(message);
  });
});

describe('compareForSort', () => {
  it.each(SORT_CASES)('$title', ({ filter = {}, sort, ids }) => {
    const sorted = CLOTHES.filter((doc) => matches(doc, filter)).sort((a, b) => compareForSort(a, b, sort));
    expect(sorted.map((doc) => doc._id)).toEqual(ids);
  });

  it('orders objects after strings and before arrays and booleans', () => {
    const docs: Doc[] = [
      { _id: 'bool', v: false },
      { _id: 'obj', v: { a: 1 } },
      { _id: 'str', v: 'z' },
      { _id: 'null', v: null },
      { _id: 'num', v: 1e9 },
    ];
    expect(docs.sort((a, b) => compareForSort(a, b, { v: 1 })).map((doc) => doc._id)).toEqual(['null', 'num', 'str', 'obj', 'bool']);
  });

  it('compares strings by code point, as UTF-8 bytes do', () => {
    const docs: Doc[] = [
      { _id: 'a', v: '\u{1F600}' },
      { _id: 'b', v: '\uFF5E' },
      { _id: 'c', v: 'é' },
    ];
    expect(docs.sort((a, b) => compareForSort(a, b, { v: 1 })).map((doc) => doc._id)).toEqual(['c', 'b', 'a']);
  });

  it('breaks ties by _id and sorts by _id alone without a spec', () => {
    expect(compareForSort({ _id: 'b', v: 1 }, { _id: 'a', v: 1 }, { v: 1 })).toBeGreaterThan(0);
    expect(compareForSort({ _id: 'a' }, { _id: 'b' })).toBeLessThan(0);
  });
});

describe('applyUpdate', () => {
  const base = (): Doc => ({
    _id: 'd',
    name: 'Coat',
    stock: 2,
    tags: ['a', 'b'],
    brand: { id: 'b1' },
    items: [
      { id: 1, q: 1 },
      { id: 2, q: 5 },
    ],
  });

  it('$set replaces a field and creates nested objects on the way', () => {
    const next = applyUpdate(base(), { $set: { name: 'Jacket', 'seo.es.title': 'Chaqueta' } }, { isInsert: false });
    expect(next).toMatchObject({ name: 'Jacket', seo: { es: { title: 'Chaqueta' } } });
  });

  it('leaves the input untouched and shares what it did not change', () => {
    const doc = base();
    const snapshot = JSON.stringify(doc);
    const next = applyUpdate(doc, { $set: { 'brand.name': 'Alba' }, $inc: { stock: 1 } }, { isInsert: false });
    expect(JSON.stringify(doc)).toBe(snapshot);
    expect(next.brand).toEqual({ id: 'b1', name: 'Alba' });
    expect(next.tags).toBe(doc.tags);
  });

  it('$unset removes fields, dotted or not, and ignores missing ones', () => {
    const next = applyUpdate(base(), { $unset: { name: '', 'brand.id': true, 'missing.deep': 1 } }, { isInsert: false });
    expect(next).not.toHaveProperty('name');
    expect(next.brand).toEqual({});
    expect(next).not.toHaveProperty('missing');
  });

  it('$inc adds, creates missing fields, and refuses non-numbers', () => {
    expect(applyUpdate(base(), { $inc: { stock: -3, views: 1.5 } }, { isInsert: false })).toMatchObject({ stock: -1, views: 1.5 });
    expect(() => applyUpdate(base(), { $inc: { name: 1 } }, { isInsert: false })).toThrow(/Cannot \$inc "name"/);
  });

  it('$addToSet adds only absent values, with $each, and creates the array', () => {
    const next = applyUpdate(base(), { $addToSet: { tags: { $each: ['b', 'c', 'c'] }, colors: 'red' } }, { isInsert: false });
    expect(next.tags).toEqual(['a', 'b', 'c']);
    expect(next.colors).toEqual(['red']);
    expect(() => applyUpdate(base(), { $addToSet: { name: 'x' } }, { isInsert: false })).toThrow(/not an array/);
  });

  it('$pull removes equal values, $in lists, and objects that match field by field', () => {
    expect(applyUpdate(base(), { $pull: { tags: 'a' } }, { isInsert: false }).tags).toEqual(['b']);
    expect(applyUpdate(base(), { $pull: { tags: { $in: ['a', 'b', 'z'] } } }, { isInsert: false }).tags).toEqual([]);
    expect(applyUpdate(base(), { $pull: { items: { id: 2 } } }, { isInsert: false }).items).toEqual([{ id: 1, q: 1 }]);
    expect(applyUpdate(base(), { $pull: { nothing: 'x' } }, { isInsert: false })).toEqual(base());
  });

  it('$set with a numeric segment writes into an array', () => {
    expect(applyUpdate(base(), { $set: { 'tags.1': 'B', 'items.0.q': 9 } }, { isInsert: false })).toMatchObject({
      tags: ['a', 'B'],
      items: [
        { id: 1, q: 9 },
        { id: 2, q: 5 },
      ],
    });
  });

  it('adds new fields in name order across operators, as MongoDB does', () => {
    const next: Doc = applyUpdate<Doc>({ _id: 'd' }, { $set: { zeta: 1, 'm.b': 1, 'm.a': 1 }, $inc: { alpha: 1 } }, { isInsert: false });
    expect(Object.keys(next)).toEqual(['_id', 'alpha', 'm', 'zeta']);
    expect(Object.keys(next.m as object)).toEqual(['a', 'b']);
  });

  it('$setOnInsert applies only on insert', () => {
    expect(applyUpdate(base(), { $setOnInsert: { createdAt: 't' } }, { isInsert: false })).not.toHaveProperty('createdAt');
    expect(applyUpdate(base(), { $setOnInsert: { createdAt: 't' } }, { isInsert: true })).toHaveProperty('createdAt', 't');
  });

  it.each<[string, object, RegExp]>([
    ['an unknown operator', { $push: { tags: 'x' } }, /Unsupported update operator \$push/],
    ['a plain field instead of operators', { name: 'x' }, /takes operators/],
    ['an empty update', {}, /at least one operator/],
    ['conflicting paths', { $set: { brand: {} }, $unset: { 'brand.id': 1 } }, /conflict/],
    ['a field inside a scalar', { $set: { 'name.first': 'x' } }, /Cannot create field "first"/],
    ['a change of _id', { $set: { _id: 'other' } }, /_id is immutable/],
    ['$inc with a string', { $inc: { stock: '1' } }, /needs a number/],
  ])('refuses %s', (_title, update, message) => {
    expect(() => applyUpdate(base(), update as never, { isInsert: false })).toThrow(message);
  });
});

describe('upsertDocument', () => {
  it('seeds equality fields from the filter, then applies the update with $setOnInsert, _id first', () => {
    const doc = upsertDocument(
      { 'brand.id': 'b1', slug: { $eq: 'coat' }, price: { $gt: 3 }, $and: [{ lang: 'es' }] },
      { $set: { name: 'Coat' }, $setOnInsert: { createdAt: 't' }, $inc: { count: 1 } },
      () => 'new-id',
    );
    expect(doc).toEqual({ _id: 'new-id', brand: { id: 'b1' }, slug: 'coat', lang: 'es', name: 'Coat', createdAt: 't', count: 1 });
    expect(Object.keys(doc)[0]).toBe('_id');
  });

  it('keeps the _id the filter names and takes one from a single-branch $or', () => {
    expect(upsertDocument({ $or: [{ _id: 'x' }] }, { $set: { a: 1 } }, () => 'unused')).toEqual({ _id: 'x', a: 1 });
  });

  it('refuses a non-string _id', () => {
    expect(() => upsertDocument({ _id: 5 } as unknown as Filter, { $set: { a: 1 } }, () => 'x')).toThrow(/_id must be a string/);
  });
});

describe('idFirst', () => {
  it('moves _id to the front and keeps the rest in order', () => {
    expect(Object.keys(idFirst({ a: 1, _id: 'x', b: 2 } as Doc))).toEqual(['_id', 'a', 'b']);
    const already: Doc = { _id: 'x', a: 1 };
    expect(idFirst(already)).toBe(already);
  });
});
