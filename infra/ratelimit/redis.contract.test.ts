import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import { REDIS, findServer } from '@vitrina/testkit/infra/servers';
import { rateLimiterContract } from '@vitrina/infra/ratelimit/contract';
import { openRateLimiter } from '@vitrina/infra/ratelimit/factory';
import { RedisRateLimiter } from '@vitrina/infra/ratelimit/redis';

// Looked up while collecting, so that a missing Redis shows as a skipped suite titled with the reason.
const server = await findServer(REDIS);
const logger = createLogger('silent');

if ('skip' in server) {
  describe.skip(server.skip, () => {
    it('runs the rate limiter contract against Redis', () => {});
  });
} else {
  afterAll(() => server.stop());

  rateLimiterContract('Redis', () => {
    const prefix = `t-${randomUUID()}:`;
    return { open: async (now) => new RedisRateLimiter({ url: server.url, prefix, logger, now }) };
  });

  describe('Redis rate limits', () => {
    it('gives each window a TTL at its end, so Redis forgets ended windows by itself', async () => {
      const prefix = `t-${randomUUID()}:`;
      const limiter = new RedisRateLimiter({ url: server.url, prefix, logger });
      const inspector = new Redis(server.url);
      try {
        await limiter.consume('login:ana', { limit: 10, windowMs: 60_000 });
        const ttl = await inspector.pttl(`${prefix}login:ana`);
        expect(ttl).toBeGreaterThan(59_000);
        expect(ttl).toBeLessThanOrEqual(60_000);
        await limiter.consume('login:ana', { limit: 10, windowMs: 60_000 }, 0);
        await limiter.consume('never-counted', { limit: 10, windowMs: 60_000 }, 0);
        expect(await inspector.keys(`${prefix}*`)).toEqual([`${prefix}login:ana`]);
      } finally {
        await inspector.quit();
        await limiter.close();
      }
    });

    it('openRateLimiter picks Redis for a Redis URL, and fails fast on one that does not answer', async () => {
      const limiter = await openRateLimiter({ redisUrl: server.url, sqliteFile: '/nonexistent/unused.sqlite', logger });
      try {
        expect(limiter).toBeInstanceOf(RedisRateLimiter);
      } finally {
        await limiter.close();
      }
      const down = openRateLimiter({ redisUrl: 'redis://127.0.0.1:1', sqliteFile: 'unused', logger });
      await expect(down).rejects.toThrow();
    });
  });
}
