import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@vitrina/infra/log/logger';
import { captchaContract } from '@vitrina/testkit/infra/captcha/contract';
import { openCaptchaVerifier } from '@vitrina/infra/captcha/factory';
import { RecaptchaVerifier, type RecaptchaVerifierOptions } from '@vitrina/infra/captcha/recaptcha';
import { startFakeSiteVerify, type FakeSiteVerify } from '@vitrina/testkit/infra/captcha/recaptcha-fake';

const secret = 'server-side-secret';
const logger = createLogger('silent');
let google: FakeSiteVerify;

beforeAll(async () => {
  google = await startFakeSiteVerify(secret);
});
afterAll(() => google.close());

const options = (extra: Partial<RecaptchaVerifierOptions> = {}): RecaptchaVerifierOptions => ({
  siteKey: 'site-key-1',
  secret,
  hostname: 'vitrina.test',
  verifyUrl: google.url,
  logger,
  ...extra,
});

captchaContract('reCAPTCHA v3', async () => {
  const verifier = new RecaptchaVerifier(options());
  return { verifier, second: async () => new RecaptchaVerifier(options()), solve: async () => google.token() };
});

describe('reCAPTCHA v3', () => {
  it('hands the site key to the browser and posts the secret, the token and the client address', async () => {
    const verifier = await openCaptchaVerifier({ recaptcha: options() });
    expect(verifier).toBeInstanceOf(RecaptchaVerifier);
    expect(await verifier.challenge()).toEqual({ provider: 'recaptcha', siteKey: 'site-key-1' });
    const token = google.token();
    expect(await verifier.verify(token, { remoteIp: '203.0.113.9' })).toBe(true);
    expect(google.requests.at(-1)).toEqual({ secret, response: token, remoteip: '203.0.113.9' });
  });

  it('accepts only success, for the action "submit", on our host, with a score of at least the minimum', async () => {
    const verifier = new RecaptchaVerifier(options({ minScore: 0.7 }));
    expect(await verifier.verify(google.token({ score: 0.7 }))).toBe(true);
    expect(await verifier.verify(google.token({ score: 0.69 }))).toBe(false);
    expect(await verifier.verify(google.token({ action: 'login' }))).toBe(false);
    expect(await verifier.verify(google.token({ action: undefined }))).toBe(false);
    expect(await verifier.verify(google.token({ hostname: 'evil.test' }))).toBe(false);
    expect(await verifier.verify(google.token({ success: false }))).toBe(false);
    expect(await verifier.verify(google.token({ score: undefined }))).toBe(false);
    expect(await verifier.verify(google.token(), { hostname: 'other.test' })).toBe(false);
    expect(await verifier.verify(google.token({ hostname: 'other.test' }), { hostname: 'other.test' })).toBe(true);
  });

  it('refuses when Google refuses our secret, answers an error or no JSON, or does not answer in time', async () => {
    expect(await new RecaptchaVerifier(options({ secret: 'wrong' })).verify(google.token())).toBe(false);
    const verifier = new RecaptchaVerifier(options({ timeoutMs: 200 }));
    for (const how of [500, 'not-json', 'hang'] as const) {
      const token = google.token();
      google.failNext(how);
      expect(await verifier.verify(token)).toBe(false);
    }
    const unreachable = new RecaptchaVerifier(options({ verifyUrl: 'http://127.0.0.1:1/siteverify' }));
    expect(await unreachable.verify(google.token())).toBe(false);
  });

  it('uses the injected fetch', async () => {
    const seen: string[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      seen.push(String(input));
      return globalThis.fetch(google.url, init);
    };
    const verifier = new RecaptchaVerifier(options({ verifyUrl: 'https://recaptcha.invalid/siteverify', fetch }));
    expect(await verifier.verify(google.token())).toBe(true);
    expect(seen).toEqual(['https://recaptcha.invalid/siteverify']);
  });

  it('refuses to start without its keys or with a score outside 0..1', () => {
    expect(() => new RecaptchaVerifier(options({ secret: '' }))).toThrow();
    expect(() => new RecaptchaVerifier(options({ hostname: '' }))).toThrow();
    expect(() => new RecaptchaVerifier(options({ minScore: 1.5 }))).toThrow(/minScore/);
  });
});
