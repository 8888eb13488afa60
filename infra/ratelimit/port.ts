/**
 * The rate limit port: counters for login (per account and per IP), register, forgot-password and the guest
 * search quota. Two adapters: SQLite (embedded default) and Redis (scaled), both atomic under concurrency.
 *
 * Fixed windows that start at a key's first counted hit: the first consume opens a window of `windowMs`, at
 * most `limit` units pass in it, and the next consume after it ends opens a new one. Why fixed and not sliding:
 * one small record per key (a count and an end) that both stores update in one atomic step, an exact
 * Retry-After (the window's end), and a lockout that always ends on time, so an attacker cannot keep a user
 * locked out by trying more; a window that starts at the first hit also gives a guest their daily quota from
 * their first search rather than from midnight. The price is a burst of up to 2 × limit across the end of a
 * window, which for login (10 in 15 minutes) stays far below ASVS's 100 an hour.
 */
export interface RateLimit {
  /** Units allowed per window; at least 1. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Units left in the current window after this consume. */
  remaining: number;
  /** 0 when allowed; otherwise how long until a consume of this cost can pass (the Retry-After). */
  retryAfterMs: number;
  /** How long until the current window ends and the count starts again (0 when no window is open). */
  resetMs: number;
}

export interface RateLimiter {
  /**
   * Counts `cost` units against `key` when they fit in what is left of the window; a refused consume counts
   * nothing. Cost 0 counts nothing and answers whether one more unit would pass (to check before trying).
   */
  consume(key: string, limit: RateLimit, cost?: number): Promise<RateLimitResult>;
  /** Forgets the key's window (for example the per-account failures after a good login). */
  reset(key: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimiterClock {
  /** The clock, for tests. */
  now?: () => number;
}
