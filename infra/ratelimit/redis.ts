import { Redis } from 'ioredis';
import { createLogger, type Logger } from '@vitrina/infra/log/logger';
import type { RateLimit, RateLimitResult, RateLimiter, RateLimiterClock } from '@vitrina/infra/ratelimit/port';
import { checkConsume, decide } from '@vitrina/infra/ratelimit/window';

export interface RedisRateLimiterOptions extends RateLimiterClock {
  url: string;
  /** Prefix of every key (default "vitrina:ratelimit:"); tests use one per test. */
  prefix?: string;
  /** A command that gets no answer in this long fails (default 2 s), so a Redis outage is a 503, not a hang. */
  commandTimeoutMs?: number;
  logger?: Logger;
}

/**
 * KEYS: the window. ARGV: limit, cost, now, windowMs. Makes `decide`'s choice in one atomic step and answers the
 * window as it was before, from which the caller computes the same result with `decide`.
 */
const CONSUME = `
local f = redis.call('HMGET', KEYS[1], 'count', 'resetAt')
local limit, cost, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local count, resetAt = 0, now + tonumber(ARGV[4])
if f[2] and tonumber(f[2]) > now then
  count, resetAt = tonumber(f[1]), tonumber(f[2])
end
if cost > 0 and count + cost <= limit then
  redis.call('HSET', KEYS[1], 'count', count + cost, 'resetAt', string.format('%d', resetAt))
  redis.call('PEXPIRE', KEYS[1], resetAt - now)
end
if f[2] then return { f[1], f[2] } end
return nil
`;

type Consume = (key: string, limit: number, cost: number, now: number, windowMs: number) => Promise<[string, string] | null>;

/** Rate limits in Redis: a hash per key with a PX TTL at the window's end, changed by one Lua script. */
export class RedisRateLimiter implements RateLimiter {
  readonly client: Redis;
  private readonly now: () => number;
  private readonly prefix: string;

  constructor(options: RedisRateLimiterOptions) {
    this.now = options.now ?? Date.now;
    this.prefix = options.prefix ?? 'vitrina:ratelimit:';
    const logger = options.logger ?? createLogger(undefined, 'ratelimit');
    this.client = new Redis(options.url, { maxRetriesPerRequest: 1, commandTimeout: options.commandTimeoutMs ?? 2000 });
    this.client.on('error', (error) => logger.warn({ err: error }, 'redis connection error (rate limits)'));
    this.client.defineCommand('rateLimitConsume', { numberOfKeys: 1, lua: CONSUME });
  }

  async consume(key: string, limit: RateLimit, cost = 1): Promise<RateLimitResult> {
    checkConsume(key, limit, cost);
    const now = this.now();
    const script = (this.client as unknown as { rateLimitConsume: Consume }).rateLimitConsume.bind(this.client);
    const before = await script(this.prefix + key, limit.limit, cost, now, limit.windowMs);
    const window = before ? { count: Number(before[0]), resetAt: Number(before[1]) } : undefined;
    return decide(window, limit, cost, now).result;
  }

  async reset(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
