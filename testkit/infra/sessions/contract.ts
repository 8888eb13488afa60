import { hashToken } from '@vitrina/infra/crypto/tokens';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionStore, SessionTimes } from '@vitrina/infra/sessions/port';

/**
 * One suite every SessionStore adapter passes. A store is one isolated place for sessions (a fresh SQLite file,
 * a fresh Redis key prefix); `open()` may be called more than once to get a second instance on the same data, as
 * another api process would. `dump()` returns everything the store holds, as text, to prove what it keeps.
 */
export interface SessionStoreFixture {
  open(times: SessionTimes): Promise<SessionStore>;
  dump(): Promise<string>;
}

const DAY = 24 * 3600_000;
const START = Date.UTC(2026, 0, 15, 12);

export function sessionStoreContract(name: string, newFixture: () => SessionStoreFixture | Promise<SessionStoreFixture>): void {
  describe(`${name}: session store contract`, () => {
    let fixture: SessionStoreFixture;
    let clock: number;
    const opened: SessionStore[] = [];
    const open = async (times: SessionTimes = {}) => {
      const defaults = { idleMs: 14 * DAY, absoluteMs: 30 * DAY, touchAfterMs: 0, now: () => clock };
      const store = await fixture.open({ ...defaults, ...times });
      opened.push(store);
      return store;
    };

    beforeEach(async () => {
      clock = START;
      fixture = await newFixture();
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    it('creates a session with a 256-bit id and finds it again, with its user, times and client', async () => {
      const store = await open();
      const created = await store.create('user-1', { ip: '203.0.113.7', userAgent: 'Firefox/140' });
      expect(created.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(created.expiresAt).toBe(START + 14 * DAY);
      expect(await store.get(created.id)).toEqual({
        userId: 'user-1',
        createdAt: START,
        lastSeenAt: START,
        expiresAt: START + 14 * DAY,
        ip: '203.0.113.7',
        userAgent: 'Firefox/140',
        renewed: true, // touchAfterMs is 0 here: every get records activity
      });
      const other = await store.create('user-1');
      expect(other.id).not.toBe(created.id);
      expect(await store.get(other.id)).toEqual({
        userId: 'user-1',
        createdAt: START,
        lastSeenAt: START,
        expiresAt: START + 14 * DAY,
        renewed: true,
      });
    });

    it('keeps only the sha256 of a session id, never the id itself', async () => {
      const store = await open();
      const { id } = await store.create('user-1');
      const stored = await fixture.dump();
      expect(stored).toContain(createHash('sha256').update(id).digest('hex'));
      expect(stored).not.toContain(id);
      expect(stored).not.toContain(Buffer.from(id, 'base64url').toString('hex'));
    });

    it('answers null for unknown and malformed ids', async () => {
      const store = await open();
      const { id } = await store.create('user-1');
      const stem = id.slice(0, 42);
      const malformed = ['', 'x', `${id}x`, id.slice(1), `${stem}=`, `${stem}/`, 'A'.repeat(10_000)];
      for (const bad of malformed) {
        expect(await store.get(bad)).toBeNull();
      }
      expect(await store.get('A'.repeat(43))).toBeNull();
      expect(await store.get(id)).not.toBeNull();
    });

    it('ends a session left idle for the idle time, and slides the expiry of one in use', async () => {
      const store = await open();
      const idle = await store.create('user-1');
      const used = await store.create('user-1');
      const edge = await store.create('user-1');
      clock = START + 10 * DAY;
      expect(await store.get(used.id)).toMatchObject({ lastSeenAt: START + 10 * DAY, expiresAt: START + 24 * DAY });
      clock = START + 14 * DAY - 1;
      expect(await store.get(edge.id)).toMatchObject({ createdAt: START, lastSeenAt: clock });
      clock = START + 14 * DAY;
      expect(await store.get(idle.id)).toBeNull();
      expect(await store.get(used.id)).toMatchObject({ lastSeenAt: clock, expiresAt: START + 28 * DAY });
      clock = START + 28 * DAY;
      expect(await store.get(used.id)).toBeNull();
      clock = START;
      expect(await store.get(idle.id)).toBeNull();
      expect(await store.get(used.id)).toBeNull();
    });

    it('ends every session at the absolute limit, however much it is used', async () => {
      const store = await open();
      const { id } = await store.create('user-1');
      for (let day = 7; day < 30; day += 7) {
        clock = START + day * DAY;
        expect(await store.get(id)).toMatchObject({ expiresAt: Math.min(clock + 14 * DAY, START + 30 * DAY) });
      }
      clock = START + 30 * DAY - 1;
      expect(await store.get(id)).toMatchObject({ expiresAt: START + 30 * DAY });
      clock = START + 30 * DAY;
      expect(await store.get(id)).toBeNull();
    });

    it('records activity at most once per touchAfterMs', async () => {
      const store = await open({ touchAfterMs: 60_000 });
      const { id } = await store.create('user-1');
      clock += 59_999;
      const unchanged = await store.get(id);
      expect(unchanged).toMatchObject({ lastSeenAt: START, expiresAt: START + 14 * DAY });
      expect(unchanged?.renewed).toBeUndefined();
      clock += 1;
      // `renewed` tells the api to send the cookie again with the new expiry, or the browser would drop it first.
      expect(await store.get(id)).toMatchObject({ lastSeenAt: START + 60_000, expiresAt: START + 60_000 + 14 * DAY, renewed: true });
    });

    it('destroy ends one session and ignores unknown ones', async () => {
      const store = await open();
      const first = await store.create('user-1');
      const second = await store.create('user-1');
      await store.destroy(first.id);
      await store.destroy(first.id);
      await store.destroy('not-a-session');
      expect(await store.get(first.id)).toBeNull();
      expect(await store.get(second.id)).not.toBeNull();
      expect(await store.destroyAllForUser('user-1')).toBe(1);
    });

    it('destroyAllForUser ends the live sessions of one user, but the one kept, and counts them', async () => {
      const store = await open();
      const stale = await store.create('user-1');
      clock += 13 * DAY;
      const kept = await store.create('user-1');
      const live = await store.create('user-1');
      const gone = await store.create('user-1');
      const stranger = await store.create('user-2');
      await store.destroy(gone.id);
      clock += 2 * DAY;

      expect(await store.destroyAllForUser('user-1', { except: kept.id })).toBe(1);
      expect(await store.get(kept.id)).toMatchObject({ userId: 'user-1' });
      expect(await store.get(live.id)).toBeNull();
      expect(await store.get(stale.id)).toBeNull();
      expect(await store.get(stranger.id)).toMatchObject({ userId: 'user-2' });
      expect(await store.destroyAllForUser('user-1', { except: kept.id })).toBe(0);
      expect(await store.destroyAllForUser('user-1', { except: 'malformed' })).toBe(1);
      expect(await store.get(kept.id)).toBeNull();
      expect(await store.destroyAllForUser('nobody')).toBe(0);
      expect(await store.get(stranger.id)).toMatchObject({ userId: 'user-2' });
    });

    it('lists a user’s live sessions newest first, marking the caller’s, with no secret in them', async () => {
      const store = await open();
      const old = await store.create('user-1', { ip: '198.51.100.7', userAgent: 'Firefox' });
      clock += 1_000;
      const mine = await store.create('user-1', { userAgent: 'Chromium' });
      await store.create('user-2');
      const expired = await store.create('user-1');
      await store.destroy(expired.id);
      const listed = await store.listForUser('user-1', { current: mine.id });
      expect(listed).toEqual([
        {
          handle: expect.stringMatching(/^[0-9a-f]{32}$/),
          createdAt: START + 1_000,
          lastSeenAt: START + 1_000,
          expiresAt: mine.expiresAt,
          userAgent: 'Chromium',
          current: true,
        },
        {
          handle: expect.stringMatching(/^[0-9a-f]{32}$/),
          createdAt: START,
          lastSeenAt: START,
          expiresAt: old.expiresAt,
          ip: '198.51.100.7',
          userAgent: 'Firefox',
          current: false,
        },
      ]);
      expect(JSON.stringify(listed)).not.toContain(mine.id);
      expect(JSON.stringify(listed)).not.toContain(hashToken(mine.id));
      clock += 15 * DAY;
      expect(await store.listForUser('user-1')).toEqual([]);
      expect(await store.listForUser('nobody')).toEqual([]);
    });

    it('ends one session by the handle it was listed under, and only for its own user', async () => {
      const store = await open();
      const phone = await store.create('user-1', { userAgent: 'Phone' });
      clock += 1_000;
      const laptop = await store.create('user-1', { userAgent: 'Laptop' });
      const someoneElse = await store.create('user-2');
      const [listedLaptop, listedPhone] = await store.listForUser('user-1', { current: laptop.id });
      expect(listedPhone).toMatchObject({ userAgent: 'Phone', current: false });
      const [theirs] = await store.listForUser('user-2');
      // Another user's handle, a malformed one and an unknown one end nothing.
      expect(await store.destroyByHandle('user-1', theirs!.handle)).toBe(false);
      expect(await store.destroyByHandle('user-1', 'not a handle')).toBe(false);
      expect(await store.destroyByHandle('user-1', '0'.repeat(32))).toBe(false);
      expect(await store.destroyByHandle('user-1', listedPhone!.handle)).toBe(true);
      expect(await store.get(phone.id)).toBeNull();
      expect(await store.get(laptop.id)).toMatchObject({ userId: 'user-1' });
      expect(await store.get(someoneElse.id)).toMatchObject({ userId: 'user-2' });
      expect(await store.destroyByHandle('user-1', listedPhone!.handle)).toBe(false);
      expect((await store.listForUser('user-1')).map((session) => session.handle)).toEqual([listedLaptop!.handle]);
    });

    it('is shared by every instance on the same store, as several api processes would be', async () => {
      const first = await open();
      const second = await open();
      const { id } = await first.create('user-1');
      clock += DAY;
      expect(await second.get(id)).toMatchObject({ userId: 'user-1', lastSeenAt: START + DAY });
      expect(await first.get(id)).toMatchObject({ lastSeenAt: START + DAY });
      expect(await second.destroyAllForUser('user-1')).toBe(1);
      expect(await first.get(id)).toBeNull();
      await first.ping();
    });

    it('creates sessions concurrently without losing any', async () => {
      const store = await open();
      const created = await Promise.all(Array.from({ length: 20 }, (_, n) => store.create(`user-${n % 2}`)));
      expect(new Set(created.map((session) => session.id)).size).toBe(20);
      expect(await store.destroyAllForUser('user-0')).toBe(10);
      expect(await store.destroyAllForUser('user-1')).toBe(10);
    });
  });
}
