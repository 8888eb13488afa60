import type { Logger } from '@vitrina/infra/log/logger';
import type { RateLimiter, RateLimiterClock } from '@vitrina/infra/ratelimit/port';

export interface OpenRateLimiterOptions extends RateLimiterClock {
  /** Set: counters in this Redis. Unset: in the SQLite file `sqliteFile`. */
  redisUrl?: string;
  sqliteFile: string;
  logger?: Logger;
}

/** Opens the rate limiter the configuration asks for and checks it answers, so a wrong URL fails at start. */
export async function openRateLimiter(options: OpenRateLimiterOptions): Promise<RateLimiter> {
  const { redisUrl, sqliteFile, logger, now } = options;
  if (redisUrl) {
    const { RedisRateLimiter } = await import('@vitrina/infra/ratelimit/redis');
    const limiter = new RedisRateLimiter({ url: redisUrl, logger, now });
    try {
      await limiter.ping();
    } catch (error) {
      await limiter.close();
      throw error;
    }
    return limiter;
  }
  const { SqliteRateLimiter } = await import('@vitrina/infra/ratelimit/sqlite');
  return new SqliteRateLimiter({ file: sqliteFile, now });
}
