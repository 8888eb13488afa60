import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSessionStore } from '@vitrina/infra/sessions/factory';
import { SqliteSessionStore } from '@vitrina/infra/sessions/sqlite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-sessions-int-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (store: SqliteSessionStore) =>
  (store.db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n;

describe('SQLite sessions', () => {
  it('purges expired rows lazily, at most once per purge interval', async () => {
    let clock = 1_000_000;
    const store = new SqliteSessionStore({
      file: path.join(dir, 'purge.sqlite'), idleMs: 1000, absoluteMs: 5000, purgeEveryMs: 10_000, now: () => clock,
    });
    try {
      await store.create('user-1');
      await store.create('user-2');
      clock += 2000;
      await store.create('user-3');
      expect(count(store)).toBe(3);
      clock += 8000;
      await store.create('user-4');
      expect(count(store)).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('keeps sessions across a restart, in a folder it makes', async () => {
    const file = path.join(dir, 'nested', 'sessions.sqlite');
    const before = await openSessionStore({ sqliteFile: file });
    const { id } = await before.create('user-1', { ip: '::1' });
    await before.close();
    const after = await openSessionStore({ sqliteFile: file });
    try {
      expect(after).toBeInstanceOf(SqliteSessionStore);
      expect(await after.get(id)).toMatchObject({ userId: 'user-1', ip: '::1' });
    } finally {
      await after.close();
    }
  });

  it('refuses times that make no sense', () => {
    const file = path.join(dir, 'bad.sqlite');
    expect(() => new SqliteSessionStore({ file, idleMs: 0 })).toThrow(/idleMs/);
    expect(() => new SqliteSessionStore({ file, idleMs: 10, absoluteMs: 5 })).toThrow(/absoluteMs/);
    expect(() => new SqliteSessionStore({ file, touchAfterMs: -1 })).toThrow(/touchAfterMs/);
  });
});
