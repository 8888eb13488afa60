import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import { REDIS, findServer } from '@vitrina/testkit/infra/servers';
import { sessionStoreContract } from '@vitrina/testkit/infra/sessions/contract';
import { openSessionStore } from '@vitrina/infra/sessions/factory';
import { RedisSessionStore } from '@vitrina/infra/sessions/redis';

// Looked up while collecting, so that a missing Redis shows as a skipped suite titled with the reason.
const server = await findServer(REDIS);
const logger = createLogger('silent');

if ('skip' in server) {
  describe.skip(server.skip, () => {
    it('runs the session store contract against Redis', () => {});
  });
} else {
  const inspector = new Redis(server.url);
  afterAll(async () => {
    await inspector.quit();
    await server.stop();
  });

  async function dump(prefix: string): Promise<string> {
    const keys = await inspector.keys(`${prefix}*`);
    const entries = await Promise.all(
      keys.map(async (key) => [key, (await inspector.type(key)) === 'set' ? await inspector.smembers(key) : await inspector.hgetall(key)]),
    );
    return JSON.stringify(entries);
  }

  sessionStoreContract('Redis', () => {
    const prefix = `t-${randomUUID()}:`;
    return {
      open: async (times) => new RedisSessionStore({ url: server.url, prefix, logger, ...times }),
      dump: () => dump(prefix),
    };
  });

  describe('Redis sessions: TTLs', () => {
    it('gives each session key a TTL at its expiry, and the user set one at the longest possible', async () => {
      const prefix = `t-${randomUUID()}:`;
      const times = { idleMs: 60_000, absoluteMs: 120_000, touchAfterMs: 0 };
      const store = new RedisSessionStore({ url: server.url, prefix, logger, ...times });
      try {
        const { id } = await store.create('user-1');
        const [sessionKey] = await inspector.keys(`${prefix}session:*`);
        expect(await inspector.pttl(sessionKey!)).toBeGreaterThan(59_000);
        expect(await inspector.pttl(sessionKey!)).toBeLessThanOrEqual(60_000);
        expect(await inspector.pttl(`${prefix}user-sessions:user-1`)).toBeGreaterThan(119_000);
        expect(await store.get(id)).not.toBeNull();
      } finally {
        await store.close();
      }
    });

    it('lets Redis drop an idle session by itself, and prunes the user set on the next login', async () => {
      const prefix = `t-${randomUUID()}:`;
      const times = { idleMs: 150, absoluteMs: 10_000, touchAfterMs: 0 };
      const store = new RedisSessionStore({ url: server.url, prefix, logger, ...times });
      try {
        const first = await store.create('user-1');
        await new Promise((resolve) => setTimeout(resolve, 250));
        expect(await inspector.keys(`${prefix}session:*`)).toEqual([]);
        expect(await store.get(first.id)).toBeNull();
        await store.create('user-1');
        expect(await inspector.scard(`${prefix}user-sessions:user-1`)).toBe(1);
      } finally {
        await store.close();
      }
    });

    it('openSessionStore picks Redis for a Redis URL, and fails fast on one that does not answer', async () => {
      const store = await openSessionStore({ redisUrl: server.url, sqliteFile: '/nonexistent/unused.sqlite', logger });
      try {
        expect(store).toBeInstanceOf(RedisSessionStore);
      } finally {
        await store.close();
      }
      const down = openSessionStore({ redisUrl: 'redis://127.0.0.1:1', sqliteFile: 'unused', logger });
      await expect(down).rejects.toThrow();
    });
  });
}
