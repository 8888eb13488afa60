import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSessionStore } from '@vitrina/infra/sessions/factory';
import { SqliteSessionStore } from '@vitrina/infra/sessions/sqlite';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-sessions-int-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (store: SqliteSessionStore) => (store.db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n;

describe('SQLite sessions', () => {
  it('purges expired rows lazily, at most once per purge interval', async () => {
    let clock = 1_000_000;
    const store = new SqliteSessionStore({
      file: path.join(dir, 'purge.sqlite'),
      idleMs: 1000,
      absoluteMs: 5000,
      purgeEveryMs: 10_000,
      now: () => clock,
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

  it('takes the lifetimes it is opened with, and keeps 14 days idle and 30 days in all without them', async () => {
    const HOUR = 3_600_000;
    let clock = 1_000_000;
    const now = () => clock;
    const defaults = await openSessionStore({ sqliteFile: path.join(dir, 'defaults.sqlite'), touchAfterMs: 0, now });
    const configured = await openSessionStore({
      sqliteFile: path.join(dir, 'configured.sqlite'),
      idleMs: 2 * HOUR,
      absoluteMs: 5 * HOUR,
      touchAfterMs: 0,
      now,
    });
    try {
      const start = clock;
      const lasting = await defaults.create('user-1');
      expect(lasting.expiresAt).toBe(start + 14 * 24 * HOUR);
      const { id, expiresAt } = await configured.create('user-1');
      expect(expiresAt).toBe(clock + 2 * HOUR);
      const idle = await configured.create('user-2');
      for (let use = 1; use <= 3; use++) {
        clock += 1.5 * HOUR;
        expect((await configured.get(id))?.expiresAt, `after ${use} uses`).toBe(Math.min(clock + 2 * HOUR, 1_000_000 + 5 * HOUR));
      }
      expect(await configured.get(idle.id)).toBeNull();
      // Used at 4.5 h, it slid to the 5-hour absolute end and no further.
      clock += 0.5 * HOUR;
      expect(await configured.get(id)).toBeNull();

      clock += 13 * 24 * HOUR;
      expect((await defaults.get(lasting.id))?.expiresAt).toBe(clock + 14 * 24 * HOUR);
      clock += 13 * 24 * HOUR;
      expect((await defaults.get(lasting.id))?.expiresAt).toBe(start + 30 * 24 * HOUR);
    } finally {
      await defaults.close();
      await configured.close();
    }
  });

  it('refuses times that make no sense', () => {
    const file = path.join(dir, 'bad.sqlite');
    expect(() => new SqliteSessionStore({ file, idleMs: 0 })).toThrow(/idleMs/);
    expect(() => new SqliteSessionStore({ file, idleMs: 10, absoluteMs: 5 })).toThrow(/absoluteMs/);
    expect(() => new SqliteSessionStore({ file, touchAfterMs: -1 })).toThrow(/touchAfterMs/);
  });
});
