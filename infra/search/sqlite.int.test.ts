import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { CLOTHES, NEWEST, query } from '@vitrina/testkit/infra/search/contract-fixtures';
import { openSearchIndex } from './factory';
import type { SearchIndex, SearchQuery } from './port';
import { PriceBands } from './price-bands';
import { SortedSlots } from './sorted-slots';
import { SqliteSearchIndex } from './sqlite';
import { SearchMirror } from './sqlite-mirror';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-search-'));
let files = 0;
const opened: Array<{ close(): Promise<void> }> = [];

async function open(file: string, name?: string): Promise<SqliteSearchIndex> {
  const store = new SqliteReadStore(file);
  const index = await SqliteSearchIndex.open(store, name ? { name } : {});
  opened.push(index, store);
  return index;
}
const ids = async (index: SearchIndex, overrides: Partial<SearchQuery> = {}) => (await index.search(query(overrides))).items.map((item) => item.id);

afterEach(async () => {
  for (const thing of opened.splice(0)) await thing.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite search index in a file', () => {
  it('finds what it held after a reopen', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const first = await open(file);
    await first.upsertMany(CLOTHES);
    await first.remove('t03');
    await first.setFavourites('d03', 50);
    const before = await first.search(query({ q: 'camis', sort: 'relevance' }));

    const again = await open(file);
    expect(await again.search(query({ q: 'camis', sort: 'relevance' }))).toEqual(before);
    expect(await ids(again)).toEqual(NEWEST.filter((id) => id !== 't03'));
    expect((await ids(again, { sort: 'favourites' }))[0]).toBe('d03');
    expect(again.stats().documents).toBe(9);
  });

  it('warms up after a reopen: the common terms’ postings read into memory, the answers unchanged', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const first = await open(file);
    await first.upsertMany(CLOTHES);
    const answers = await Promise.all(['camisa', 'vestid', 'lin'].map((q) => first.search(query({ q, sort: 'relevance' }))));

    const cold = await open(file);
    expect(cold.stats().cachedPostings).toBe(0);
    const stopped = new AbortController();
    stopped.abort();
    expect(await cold.warmUp(stopped.signal)).toBe(0);
    const read = await cold.warmUp();
    expect(read).toBeGreaterThan(0);
    expect(cold.stats().cachedPostings).toBe(read);
    expect(await Promise.all(['camisa', 'vestid', 'lin'].map((q) => cold.search(query({ q, sort: 'relevance' }))))).toEqual(answers);
  });

  it('warms up the sort orders and price bands a reopen leaves for first use, so no search waits for them', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const first = await open(file);
    await first.upsertMany(CLOTHES);
    const sorted = (index: SearchIndex) =>
      Promise.all([
        ...(['newest', 'price_asc', 'price_desc', 'favourites'] as const).map((sort) => index.search(query({ sort }))),
        index.search(query({ filters: { priceMin: 1_000, priceMax: 50_000 } })),
      ]);
    const answers = await sorted(first);
    const rebuilds = vi.spyOn(SortedSlots.prototype as unknown as { rebuild(): void }, 'rebuild');
    const bands = vi.spyOn(PriceBands, 'build');
    try {
      const cold = await open(file);
      await cold.warmUp();
      expect(rebuilds).toHaveBeenCalledTimes(4);
      expect(bands).toHaveBeenCalledTimes(1);
      expect(await sorted(cold)).toEqual(answers);
      expect(rebuilds).toHaveBeenCalledTimes(4);
      expect(bands).toHaveBeenCalledTimes(1);
    } finally {
      rebuilds.mockRestore();
      bands.mockRestore();
    }
  });

  it('is what the factory opens beside a SQLite read store, and only beside one', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const store = new SqliteReadStore(file);
    opened.push(store);
    const index = await openSearchIndex(store, { kind: 'sqlite', file });
    opened.push(index);
    await index.upsertMany(CLOTHES);
    expect(await ids(index, { q: 'camisa ' })).toEqual(['s02', 's01']);
    const other = { ...store } as unknown as SqliteReadStore;
    await expect(openSearchIndex(other, { kind: 'sqlite', file })).rejects.toThrow(/SQLite read store/);
  });

  it('keeps indexes of different names in one file apart', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const clothes = await open(file);
    const other = await open(file, 'other');
    await clothes.upsertMany(CLOTHES);
    expect((await other.search(query())).total).toBe(0);
  });
});

/** Two indexes on one file: the reader has read the clothes, then the writer renames d01 "Falda plisada" behind it. */
async function renamedBehindReader(file: string): Promise<{ writer: SqliteSearchIndex; reader: SqliteSearchIndex }> {
  const writer = await open(file);
  const reader = await open(file);
  await writer.upsertMany(CLOTHES);
  await reader.search(query());
  await writer.upsert({ ...CLOTHES.find((doc) => doc.id === 'd01')!, names: { es: 'Falda plisada' } });
  return { writer, reader };
}

describe('two processes on one file (each with its own connections and memory)', () => {
  it('each sees what the other wrote at its next search', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const writer = await open(file);
    const reader = await open(file);
    await writer.upsertMany(CLOTHES);
    expect(await ids(reader)).toEqual(NEWEST);

    await writer.upsert({ ...CLOTHES[0]!, names: { es: 'Falda plisada' } });
    await writer.setFavourites('s01', 99);
    await writer.remove('t02');
    expect(await ids(reader, { q: 'plisada' })).toEqual(['d01']);
    expect(await ids(reader, { q: 'abito' })).toEqual([]);
    expect((await ids(reader, { sort: 'favourites' }))[0]).toBe('s01');
    expect(await ids(reader, { q: 'cargo' })).toEqual([]);
  });

  it('gives the other’s new cards and stamps, not the ones it kept', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const writer = await open(file);
    const reader = await open(file);
    await writer.upsertMany(CLOTHES);
    const before = await reader.stamp();
    expect((await reader.cards(['d01'])).get('d01')?.listPrice).toBe(CLOTHES.find((doc) => doc.id === 'd01')!.listPrice);
    await writer.upsert({ ...CLOTHES.find((doc) => doc.id === 'd01')!, brandName: 'Otra', listPrice: 7, price: 7 });
    expect((await reader.cards(['d01'])).get('d01')).toMatchObject({ brandName: 'Otra', listPrice: 7 });
    expect(await reader.stamp()).not.toBe(before);
    await writer.remove('d01');
    expect((await reader.cards(['d01'])).size).toBe(0);
  });

  it('writes after the other without taking its slots', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const one = await open(file);
    const two = await open(file);
    await one.upsertMany(CLOTHES.slice(0, 5));
    await two.upsertMany(CLOTHES.slice(5));
    await one.upsert({ ...CLOTHES[0]!, price: 1 });
    for (const index of [one, two]) {
      expect(await ids(index)).toEqual(NEWEST);
      expect((await ids(index, { sort: 'price_asc' }))[0]).toBe('d01');
    }
  });

  it('keeps its vocabulary from the terms each change names, as a fresh open reads it from the file', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const { writer, reader } = await renamedBehindReader(file);
    await writer.remove('t02');
    // A typo of the new word finds it: the word is in the reader's vocabulary; the removed cloth's words are not.
    expect(await ids(reader, { q: 'plisadda' })).toEqual(['d01']);
    expect(await ids(reader, { q: 'cargo' })).toEqual([]);
    expect(reader.stats().terms).toBe((await open(file)).stats().terms);
  });

  it('reads the whole vocabulary again for changes logged without their terms (a file of an older version)', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const old = new Database(file);
    old.exec('CREATE TABLE search_clothes_log (seq INTEGER PRIMARY KEY AUTOINCREMENT, slot INTEGER NOT NULL, kind INTEGER NOT NULL)');
    old.close();
    const { reader } = await renamedBehindReader(file);
    const db = new Database(file);
    db.prepare('UPDATE search_clothes_log SET terms = NULL').run();
    db.close();
    expect(await ids(reader, { q: 'plisadda' })).toEqual(['d01']);
    expect(reader.stats().terms).toBe((await open(file)).stats().terms);
  });

  it('follows the other’s writes every few milliseconds when asked to, with no search to make it look', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const writer = await open(file);
    const follower = await open(file);
    const idle = await open(file);
    follower.follow(10);
    await writer.upsertMany(CLOTHES);
    await vi.waitFor(() => expect(follower.stats().documents).toBe(CLOTHES.length));
    expect(idle.stats().documents).toBe(0);
    await writer.remove('d01');
    await vi.waitFor(() => expect(follower.stats().documents).toBe(CLOTHES.length - 1));
  });

  it('reads everything again after a catch-up that failed halfway, not the changes it had half applied', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const { reader } = await renamedBehindReader(file);
    const parse = vi.spyOn(JSON, 'parse').mockImplementationOnce(() => {
      throw new Error('unreadable');
    });
    await expect(reader.search(query())).rejects.toThrow('unreadable');
    parse.mockRestore();
    const load = vi.spyOn(SearchMirror.prototype, 'load');
    expect(await ids(reader, { q: 'plisada' })).toEqual(['d01']);
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRestore();
  });

  it('sees a clear, and reloads everything when it missed part of the change log', async () => {
    const file = path.join(dir, `${++files}.sqlite`);
    const writer = await open(file);
    const reader = await open(file);
    await writer.upsertMany(CLOTHES);
    expect((await reader.search(query())).total).toBe(9);
    await writer.clear();
    expect((await reader.search(query())).total).toBe(0);

    await writer.upsertMany(CLOTHES);
    await writer.remove('d01');
    const db = new Database(file);
    db.prepare('DELETE FROM search_clothes_log WHERE seq < (SELECT max(seq) FROM search_clothes_log)').run();
    db.close();
    expect(await ids(reader)).toEqual(NEWEST.filter((id) => id !== 'd01'));
    expect(await ids(reader, { q: 'lumiere' })).toEqual([]);
  });
});
