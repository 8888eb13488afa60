/**
 * The captcha port: registration proves a person (or at least some work) is behind it. Two adapters: ALTCHA, a
 * self-hosted proof of work (the default, no third party), and Google reCAPTCHA v3 when keys are configured.
 *
 * The browser asks `challenge()` (GET /auth/captcha), solves it, and sends a token with the form; the server
 * calls `verify(token)`, which accepts a token once and never throws for a bad one: it answers false.
 */
export interface AltchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export type CaptchaChallenge = { provider: 'altcha'; challenge: AltchaChallenge } | { provider: 'recaptcha'; siteKey: string };

export interface CaptchaContext {
  /** The host name the token must have been made on (reCAPTCHA); defaults to the one configured. */
  hostname?: string;
  /** The client's address, passed on to reCAPTCHA as a hint. */
  remoteIp?: string;
}

export interface CaptchaVerifier {
  readonly provider: CaptchaChallenge['provider'];
  challenge(): Promise<CaptchaChallenge>;
  verify(token: string, context?: CaptchaContext): Promise<boolean>;
}
