import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { DEFAULT_CACHE_KB, openSqlite } from './open';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cacheKb = (db: { pragma(source: string, options: { simple: true }): unknown }) => -Number(db.pragma('cache_size', { simple: true }));

describe('openSqlite', () => {
  it('gives a connection SQLite’s own 2,000 KiB page cache (not better-sqlite3’s 16,000) unless asked for more', () => {
    const plain = openSqlite(path.join(dir, 'a.sqlite'));
    const reader = openSqlite(path.join(dir, 'a.sqlite'), { queryOnly: true });
    const larger = openSqlite(path.join(dir, 'b.sqlite'), { cacheKb: 8_000 });
    expect([cacheKb(plain), cacheKb(reader), cacheKb(larger)]).toEqual([DEFAULT_CACHE_KB, DEFAULT_CACHE_KB, 8_000]);
    for (const db of [plain, reader, larger]) db.close();
  });

  it('leaves the read store’s writer, which projections and replays use, its 16,000 KiB', async () => {
    const store = new SqliteReadStore(path.join(dir, 'read.sqlite'));
    const connections = store as unknown as Record<'writer' | 'reader', { db: Parameters<typeof cacheKb>[0] }>;
    expect(cacheKb(connections.writer.db)).toBe(16_000);
    expect(cacheKb(connections.reader.db)).toBe(DEFAULT_CACHE_KB);
    await store.close();
  });
});
