import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimiter } from '@vitrina/infra/ratelimit/port';

/**
 * One suite every RateLimiter adapter passes. A fixture is one isolated place for counters (a fresh SQLite file,
 * a fresh Redis key prefix); `open(now)` may be called more than once to get another instance on the same
 * counters, as another api process would.
 */
export interface RateLimiterFixture {
  open(now?: () => number): Promise<RateLimiter>;
}

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 15, 12);

export function rateLimiterContract(name: string, newFixture: () => RateLimiterFixture | Promise<RateLimiterFixture>) {
  describe(`${name}: rate limiter contract`, () => {
    let fixture: RateLimiterFixture;
    let clock: number;
    const opened: RateLimiter[] = [];
    const open = async (now: (() => number) | undefined = () => clock) => {
      const limiter = await fixture.open(now);
      opened.push(limiter);
      return limiter;
    };
    const login = { limit: 10, windowMs: 15 * MINUTE };

    beforeEach(async () => {
      clock = START;
      fixture = await newFixture();
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((limiter) => limiter.close()));
    });

    it('lets `limit` units through in a window, then refuses with the time left as Retry-After', async () => {
      const limiter = await open();
      for (let n = 1; n <= 10; n += 1) {
        expect(await limiter.consume('login:ana', login)).toEqual({
          allowed: true,
          remaining: 10 - n,
          retryAfterMs: 0,
          resetMs: 15 * MINUTE - (n - 1) * MINUTE,
        });
        clock += MINUTE;
      }
      expect(await limiter.consume('login:ana', login)).toEqual({
        allowed: false,
        remaining: 0,
        retryAfterMs: 5 * MINUTE,
        resetMs: 5 * MINUTE,
      });
      clock += 5 * MINUTE - 1;
      expect(await limiter.consume('login:ana', login)).toMatchObject({ allowed: false, retryAfterMs: 1 });
    });

    it('opens a new window when the last one ends, without carrying anything over', async () => {
      const limiter = await open();
      for (let n = 0; n < 12; n += 1) await limiter.consume('search:guest', { limit: 3, windowMs: MINUTE });
      clock += MINUTE;
      expect(await limiter.consume('search:guest', { limit: 3, windowMs: MINUTE })).toEqual({
        allowed: true,
        remaining: 2,
        retryAfterMs: 0,
        resetMs: MINUTE,
      });
    });

    it('ends a lockout on time however often the key keeps trying', async () => {
      const limiter = await open();
      for (let n = 0; n < 10; n += 1) await limiter.consume('login:bea', login);
      for (let n = 0; n < 50; n += 1) {
        clock += 10_000;
        expect((await limiter.consume('login:bea', login)).allowed).toBe(false);
      }
      clock = START + 15 * MINUTE;
      expect((await limiter.consume('login:bea', login)).allowed).toBe(true);
    });

    it('keeps keys apart', async () => {
      const limiter = await open();
      for (let n = 0; n < 10; n += 1) await limiter.consume('login:account:1', login);
      expect((await limiter.consume('login:account:1', login)).allowed).toBe(false);
      expect(await limiter.consume('login:account:2', login)).toMatchObject({ allowed: true, remaining: 9 });
      expect(await limiter.consume('login:ip:203.0.113.7', login)).toMatchObject({ allowed: true, remaining: 9 });
    });

    it('counts costs, refuses one that does not fit without counting it, never passes one over the limit', async () => {
      const limiter = await open();
      const daily = { limit: 5, windowMs: 24 * 60 * MINUTE };
      expect(await limiter.consume('quota', daily, 3)).toMatchObject({ allowed: true, remaining: 2 });
      expect(await limiter.consume('quota', daily, 3)).toMatchObject({ allowed: false, remaining: 2 });
      expect(await limiter.consume('quota', daily, 2)).toMatchObject({ allowed: true, remaining: 0 });
      expect(await limiter.consume('big', daily, 6)).toMatchObject({
        allowed: false,
        remaining: 5,
        retryAfterMs: daily.windowMs,
        resetMs: 0,
      });
      expect(await limiter.consume('big', daily, 5)).toMatchObject({ allowed: true, remaining: 0 });
    });

    it('cost 0 counts nothing and says whether one more unit would pass', async () => {
      const limiter = await open();
      const small = { limit: 2, windowMs: MINUTE };
      expect(await limiter.consume('peek', small, 0)).toEqual({
        allowed: true,
        remaining: 2,
        retryAfterMs: 0,
        resetMs: 0,
      });
      await limiter.consume('peek', small);
      clock += 1000;
      expect(await limiter.consume('peek', small, 0)).toEqual({
        allowed: true,
        remaining: 1,
        retryAfterMs: 0,
        resetMs: MINUTE - 1000,
      });
      await limiter.consume('peek', small);
      expect(await limiter.consume('peek', small, 0)).toEqual({
        allowed: false,
        remaining: 0,
        retryAfterMs: MINUTE - 1000,
        resetMs: MINUTE - 1000,
      });
    });

    it('reset forgets a key', async () => {
      const limiter = await open();
      for (let n = 0; n < 10; n += 1) await limiter.consume('login:cai', login);
      await limiter.reset('login:cai');
      await limiter.reset('login:unknown');
      expect(await limiter.consume('login:cai', login)).toMatchObject({ allowed: true, remaining: 9 });
    });

    it('lets exactly `limit` of 20 concurrent consumes through, across two instances on one store', async () => {
      const first = await open(Date.now);
      const second = await open(Date.now);
      const limit = { limit: 10, windowMs: MINUTE };
      const results = await Promise.all(Array.from({ length: 20 }, (_, n) => (n % 2 === 0 ? first : second).consume('register:ip:198.51.100.1', limit)));
      const allowed = results.filter((result) => result.allowed);
      expect(allowed).toHaveLength(10);
      expect(allowed.map((result) => result.remaining).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(results.filter((result) => !result.allowed).every((result) => result.retryAfterMs > 0)).toBe(true);
      await first.ping();
    });

    it('refuses nonsense arguments', async () => {
      const limiter = await open();
      await expect(limiter.consume('', login)).rejects.toThrow(/key/);
      await expect(limiter.consume('k', { limit: 0, windowMs: 1000 })).rejects.toThrow(/limit/);
      await expect(limiter.consume('k', { limit: 1.5, windowMs: 1000 })).rejects.toThrow(/limit/);
      await expect(limiter.consume('k', { limit: 1, windowMs: 0 })).rejects.toThrow(/windowMs/);
      await expect(limiter.consume('k', login, -1)).rejects.toThrow(/cost/);
      await expect(limiter.consume('k', login, 0.5)).rejects.toThrow(/cost/);
    });
  });
}
