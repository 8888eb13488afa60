import type { RateLimit, RateLimiter } from '@vitrina/infra/ratelimit/port';
import { tooManyRequests } from '../http/errors';

/** How soon to try again when the budget is held only by attempts still running (about one password check). */
const IN_FLIGHT_RETRY_MS = 1_000;

/**
 * A limit that counts failed attempts only, so an office or a school behind one address logs in all day without
 * spending it. A failure is known only after the password check, so each attempt first asks (cost 0) whether one
 * more would pass and counts itself only if it fails. Attempts still running are held against what is left:
 * otherwise a burst of concurrent guesses would all pass the question before the first failure was counted. That
 * hold is per process; with N api processes a burst may pass at most N times what is left.
 */
export class FailureBudget {
  private readonly running = new Map<string, number>();

  constructor(
    private readonly limiter: RateLimiter,
    private readonly rule: RateLimit,
    private readonly refusal: { code: string; message: string },
  ) {}

  /**
   * Runs `attempt` when `key` has budget left, or answers 429 with a Retry-After. An error `isFailure` accepts
   * costs one unit and is then rethrown; a result, or any other error, costs nothing.
   */
  async run<T>(key: string, attempt: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T> {
    const check = await this.limiter.consume(key, this.rule, 0);
    const running = this.running.get(key) ?? 0;
    if (!check.allowed) this.refuse(check.retryAfterMs);
    if (running >= check.remaining) this.refuse(IN_FLIGHT_RETRY_MS);
    this.running.set(key, running + 1);
    try {
      return await attempt();
    } catch (error) {
      // Counted before this attempt stops holding its place, so no check in between sees neither.
      if (isFailure(error)) await this.limiter.consume(key, this.rule);
      throw error;
    } finally {
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
    }
  }

  private refuse(retryAfterMs: number): never {
    throw tooManyRequests(this.refusal.code, this.refusal.message, retryAfterMs);
  }
}
