import type { RateLimit, RateLimiter } from '@vitrina/infra/ratelimit/port';
import { tooManyRequests } from '../http/errors';

const MINUTE = 60_000;

/**
 * Ours, after OWASP ASVS 5.0 (V6.3: brute force and credential stuffing are slowed down without letting anyone lock
 * the owner out) and NIST SP 800-63B 5.2.2 (at most 100 failures an hour on an account):
 * - an address failing on one account waits after its first few failures, 1 s and doubling up to 15 minutes
 *   (the pair's own delay: the owner at another address never waits for it);
 * - an account failing from anywhere, or an address failing on any accounts, past a threshold makes a login ask
 *   for the proof-of-work captcha registration uses, rather than refusing, so an office behind one address and the
 *   owner under attack still get in, and each further guess costs its sender work;
 * - a browser that has logged in to the account before (its device cookie, OWASP's "device cookies") skips the
 *   account's captcha and ceiling; others may fail 100 times an hour on it at most;
 * - the owner is emailed once a day when the account reaches `noticeAfter` failures.
 */
export const LOGIN_THROTTLE = {
  freeFailuresPerPair: 3,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * MINUTE,
  pairWindowMs: 60 * MINUTE,
  accountCaptchaAfter: 5,
  accountCeiling: 100,
  accountWindowMs: 60 * MINUTE,
  addressCaptchaAfter: 20,
  addressWindowMs: 15 * MINUTE,
  noticeAfter: 10,
  noticeEveryMs: 24 * 60 * MINUTE,
};
export type LoginThrottleRules = typeof LOGIN_THROTTLE;

/** How soon another attempt of one address on one account may start while the ones it must wait for still run. */
const IN_FLIGHT_RETRY_MS = 1_000;
/** A counter only: every failure counts, and nothing is refused by the limiter itself. */
const COUNT_ONLY = 1_000_000;

export interface LoginAttempt {
  /** The account's throttle key (a keyed hash of the email: the limits table names no one). */
  account: string;
  address: string;
  /** The browser holds a device cookie of this account. */
  knownDevice: boolean;
}

export const TOO_MANY_ATTEMPTS = { code: 'TOO_MANY_ATTEMPTS', message: 'Too many login attempts. Please try again later.' };

/** The growing wait after the pair's `failures`-th failure: none for the first few, then 1 s, 2 s, 4 s… */
export function delayAfter(failures: number, rules: LoginThrottleRules = LOGIN_THROTTLE): number {
  const over = failures - rules.freeFailuresPerPair;
  if (over <= 0) return 0;
  return Math.min(rules.maxDelayMs, rules.firstDelayMs * 2 ** Math.min(over - 1, 30));
}

/**
 * Counts failed logins and says, before each attempt, whether it may run now and whether it must carry a captcha.
 * Attempts still running are counted as failures in waiting (per process), so a burst of concurrent guesses does
 * not all pass before the first failure is counted; with N api processes a burst passes at most N times.
 */
export class LoginThrottle {
  private readonly running = new Map<string, number>();
  private readonly pair: RateLimit;
  private readonly account: RateLimit;
  private readonly address: RateLimit;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly rules: LoginThrottleRules = LOGIN_THROTTLE,
  ) {
    this.pair = { limit: COUNT_ONLY, windowMs: rules.pairWindowMs };
    this.account = { limit: rules.accountCeiling, windowMs: rules.accountWindowMs };
    this.address = { limit: COUNT_ONLY, windowMs: rules.addressWindowMs };
  }

  /**
   * Runs `attempt` (told whether a captcha is needed) unless the pair must wait or the account's ceiling is reached
   * for this browser (429 with Retry-After). An error that `isFailure` accepts is counted and rethrown;
   * `onNotice(failures)` runs once a day an account when its failures reach the notice threshold.
   */
  async run<T>(
    who: LoginAttempt,
    attempt: (needsCaptcha: boolean) => Promise<T>,
    isFailure: (error: unknown) => boolean,
    onNotice: (failures: number) => Promise<void>,
  ): Promise<T> {
    const keys = keysOf(who);
    const [wait, pair, account, address] = await Promise.all([
      this.limiter.consume(keys.wait, { limit: 1, windowMs: 1 }, 0),
      this.limiter.consume(keys.pair, this.pair, 0),
      this.limiter.consume(keys.account, this.account, 0),
      this.limiter.consume(keys.address, this.address, 0),
    ]);
    if (!wait.allowed) refuse(wait.retryAfterMs);
    // Past its free failures a pair waits between tries, so tries running at once must not outnumber what is left.
    if (COUNT_ONLY - pair.remaining + this.runningOf(keys.pair) >= this.rules.freeFailuresPerPair) {
      if (this.runningOf(keys.pair) > 0) refuse(IN_FLIGHT_RETRY_MS);
    }
    const accountFailures = this.rules.accountCeiling - account.remaining + this.runningOf(keys.account);
    const addressFailures = COUNT_ONLY - address.remaining + this.runningOf(keys.address);
    if (!who.knownDevice && accountFailures >= this.rules.accountCeiling) refuse(account.resetMs || account.retryAfterMs);
    const needsCaptcha = (!who.knownDevice && accountFailures >= this.rules.accountCaptchaAfter) || addressFailures >= this.rules.addressCaptchaAfter;

    const held = [keys.pair, keys.account, keys.address];
    for (const key of held) this.running.set(key, this.runningOf(key) + 1);
    try {
      return await attempt(needsCaptcha);
    } catch (error) {
      // Counted before this attempt stops holding its place, so no check in between sees neither.
      if (isFailure(error)) {
        const failures = await this.failed(keys);
        if (failures >= this.rules.noticeAfter && (await this.limiter.consume(keys.notice, { limit: 1, windowMs: this.rules.noticeEveryMs })).allowed) {
          await onNotice(failures);
        }
      }
      throw error;
    } finally {
      for (const key of held) {
        const left = this.runningOf(key) - 1;
        if (left > 0) this.running.set(key, left);
        else this.running.delete(key);
      }
    }
  }

  /** A good login: this address starts afresh on the account (an attack elsewhere keeps its own counts). */
  async succeeded(who: Pick<LoginAttempt, 'account' | 'address'>): Promise<void> {
    const keys = keysOf(who);
    await Promise.all([this.limiter.reset(keys.pair), this.limiter.reset(keys.wait)]);
  }

  /** The password was reset from `address`: the account's counts start again, and so does that address's. */
  async cleared(who: Pick<LoginAttempt, 'account' | 'address'>): Promise<void> {
    const keys = keysOf(who);
    await Promise.all([keys.account, keys.pair, keys.wait].map((key) => this.limiter.reset(key)));
  }

  /** Counts one failure everywhere it counts; answers the account's failures in its window. */
  private async failed(keys: ReturnType<typeof keysOf>): Promise<number> {
    const [pair, account] = await Promise.all([
      this.limiter.consume(keys.pair, this.pair),
      this.limiter.consume(keys.account, this.account),
      this.limiter.consume(keys.address, this.address),
    ]);
    const delay = delayAfter(COUNT_ONLY - pair.remaining, this.rules);
    if (delay > 0) await this.limiter.consume(keys.wait, { limit: 1, windowMs: delay });
    return this.rules.accountCeiling - account.remaining;
  }

  private runningOf(key: string): number {
    return this.running.get(key) ?? 0;
  }
}

function keysOf({ account, address }: Pick<LoginAttempt, 'account' | 'address'>) {
  return {
    pair: `login:pair:${account}:${address}`,
    wait: `login:wait:${account}:${address}`,
    account: `login:account:${account}`,
    address: `login:ip:${address}`,
    notice: `login:notice:${account}`,
  };
}

function refuse(retryAfterMs: number): never {
  throw tooManyRequests(TOO_MANY_ATTEMPTS.code, TOO_MANY_ATTEMPTS.message, retryAfterMs);
}
