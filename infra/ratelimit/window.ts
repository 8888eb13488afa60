import type { RateLimit, RateLimitResult } from '@vitrina/infra/ratelimit/port';

/** A key's open window as both stores keep it: units counted and when the window ends (epoch ms). */
export interface FixedWindow {
  count: number;
  resetAt: number;
}

/** Checks the arguments of a consume; both adapters refuse the same mistakes. */
export function checkConsume(key: string, limit: RateLimit, cost: number): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) {
    throw new Error('a rate limit key must be 1-512 characters');
  }
  if (!Number.isSafeInteger(limit.limit) || limit.limit < 1) throw new Error('limit must be an integer >= 1');
  if (!Number.isSafeInteger(limit.windowMs) || limit.windowMs < 1) throw new Error('windowMs must be an integer >= 1');
  if (!Number.isSafeInteger(cost) || cost < 0) throw new Error('cost must be an integer >= 0');
}

/**
 * The decision of a consume, given the key's stored window (if any): the result, and the window to store when
 * units are counted. The Redis script makes the same decision; the contract suite holds them together.
 */
export function decide(window: FixedWindow | undefined, limit: RateLimit, cost: number, now: number): { result: RateLimitResult; write?: FixedWindow } {
  const open = window && window.resetAt > now ? window : undefined;
  const count = open?.count ?? 0;
  const resetAt = open?.resetAt ?? now + limit.windowMs;
  const wanted = Math.max(cost, 1);
  const allowed = count + wanted <= limit.limit;
  const resetMs = open ? resetAt - now : 0;
  if (!allowed) {
    // A cost larger than the limit never passes; it is told to wait for a fresh window all the same.
    const retryAfterMs = open ? resetMs : limit.windowMs;
    return { result: { allowed, remaining: Math.max(0, limit.limit - count), retryAfterMs, resetMs } };
  }
  if (cost === 0) return { result: { allowed, remaining: limit.limit - count, retryAfterMs: 0, resetMs } };
  return {
    result: { allowed, remaining: limit.limit - count - cost, retryAfterMs: 0, resetMs: resetAt - now },
    write: { count: count + cost, resetAt },
  };
}
