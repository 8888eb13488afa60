import { createHash } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { z } from 'zod';
import type { AltchaChallenge, CaptchaChallenge, CaptchaVerifier } from '@vitrina/infra/captcha/port';
import type { RateLimiter } from '@vitrina/infra/ratelimit/port';

export interface AltchaVerifierOptions {
  /** The HMAC key that signs challenges; a secret of the server (derived from the server secret by default). */
  hmacKey: string;
  /**
   * Remembers used solutions until their challenge expires: a used signature is a rate limit of 1 for the rest
   * of the challenge's life, so one store (SQLite or Redis) serves both and every api process sees it.
   */
  usedTokens: RateLimiter;
  /** The upper bound of the secret number: the work is half of it on average (default 100 000; small in tests). */
  maxNumber?: number;
  /** How long a challenge can be solved and sent (default 10 minutes). */
  expiresMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

const MAX_TOKEN_LENGTH = 2_000;

const Payload = z
  .object({
    algorithm: z.literal('SHA-256'),
    challenge: z.string().regex(/^[0-9a-f]{64}$/),
    number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    salt: z.string().min(1).max(500),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();

/** ALTCHA: the browser finds `number` with sha256(salt + number) === challenge; the signature proves we made it. */
export class AltchaVerifier implements CaptchaVerifier {
  readonly provider = 'altcha' as const;
  private readonly maxNumber: number;
  private readonly expiresMs: number;
  private readonly now: () => number;

  constructor(private readonly options: AltchaVerifierOptions) {
    if (options.hmacKey.length < 16) throw new Error('the ALTCHA HMAC key must be at least 16 characters');
    this.maxNumber = options.maxNumber ?? 100_000;
    this.expiresMs = options.expiresMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
    if (!Number.isSafeInteger(this.maxNumber) || this.maxNumber < 1) {
      throw new Error('maxNumber must be an integer >= 1');
    }
    if (!Number.isSafeInteger(this.expiresMs) || this.expiresMs < 1000) throw new Error('expiresMs must be >= 1000');
  }

  async challenge(): Promise<CaptchaChallenge> {
    const made = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.options.hmacKey,
      maxnumber: this.maxNumber,
      expires: new Date(this.now() + this.expiresMs),
    });
    const challenge: AltchaChallenge = {
      algorithm: 'SHA-256',
      challenge: made.challenge,
      maxnumber: made.maxnumber ?? this.maxNumber,
      salt: made.salt,
      signature: made.signature,
    };
    return { provider: 'altcha', challenge };
  }

  async verify(token: string): Promise<boolean> {
    const payload = decode(token);
    if (!payload) return false;
    const expiresAt = Number(extractParams(payload).expires) * 1000;
    const now = this.now();
    if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
    // The expiry was checked above against our clock; the library checks the number and the signature.
    if (!(await verifySolution(payload, this.options.hmacKey, false))) return false;
    const key = `captcha:altcha:${createHash('sha256').update(payload.signature).digest('hex')}`;
    const first = await this.options.usedTokens.consume(key, { limit: 1, windowMs: expiresAt - now });
    return first.allowed;
  }
}

function decode(token: unknown): z.infer<typeof Payload> | undefined {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  try {
    const parsed = Payload.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
