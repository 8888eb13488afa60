import { z } from 'zod';
import { createLogger, type Logger } from '@vitrina/infra/log/logger';
import type { CaptchaChallenge, CaptchaContext, CaptchaVerifier } from '@vitrina/infra/captcha/port';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaVerifierOptions {
  siteKey: string;
  secret: string;
  /** The site's host name (from PUBLIC_URL); a token made on any other host is refused. */
  hostname: string;
  /** The lowest score accepted, 0 (bot) to 1 (person); default 0.5, Google's suggestion. */
  minScore?: number;
  /** The action the web app passes to grecaptcha.execute (default "submit"). */
  action?: string;
  verifyUrl?: string;
  /** Injectable for tests, which answer from a local server; no other network exists there. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  logger?: Logger;
}

const MAX_TOKEN_LENGTH = 4_000;

const SiteVerifyAnswer = z.looseObject({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * reCAPTCHA v3: the browser gets a token from Google and the server asks Google's siteverify what it is worth.
 * Accepted only when Google says success, for our action and host name, with a score at or above the minimum.
 * Google answers a token once (a second use gets "timeout-or-duplicate"); an unreachable Google is a refusal.
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly provider = 'recaptcha' as const;
  private readonly fetch: typeof globalThis.fetch;
  private readonly logger: Logger;

  constructor(private readonly options: RecaptchaVerifierOptions) {
    if (!options.siteKey || !options.secret || !options.hostname) {
      throw new Error('reCAPTCHA needs a site key, a secret and the site host name');
    }
    const minScore = options.minScore ?? 0.5;
    if (!(minScore >= 0 && minScore <= 1)) throw new Error('minScore must be between 0 and 1');
    this.fetch = options.fetch ?? globalThis.fetch;
    this.logger = options.logger ?? createLogger(undefined, 'captcha');
  }

  async challenge(): Promise<CaptchaChallenge> {
    return { provider: 'recaptcha', siteKey: this.options.siteKey };
  }

  async verify(token: string, context: CaptchaContext = {}): Promise<boolean> {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return false;
    const body = new URLSearchParams({ secret: this.options.secret, response: token });
    if (context.remoteIp) body.set('remoteip', context.remoteIp);
    let answer: z.infer<typeof SiteVerifyAnswer>;
    try {
      const response = await this.fetch(this.options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      answer = SiteVerifyAnswer.parse(await response.json());
    } catch (error) {
      this.logger.warn({ err: error }, 'reCAPTCHA verification failed; refusing the token');
      return false;
    }
    return (
      answer.success &&
      answer.action === (this.options.action ?? 'submit') &&
      answer.hostname === (context.hostname ?? this.options.hostname) &&
      typeof answer.score === 'number' &&
      answer.score >= (this.options.minScore ?? 0.5)
    );
  }
}
