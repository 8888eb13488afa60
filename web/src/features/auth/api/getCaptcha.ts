import * as z from 'zod/mini';
import { api } from '../../../lib/api';

export const AltchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().check(z.int(), z.nonnegative()),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallenge>;

/** What the server asks the browser to prove before registering: a proof of work, or Google reCAPTCHA v3. */
export const CaptchaChallenge = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challenge: AltchaChallenge }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string().check(z.minLength(1)) }),
]);
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** A fresh challenge every time: a solution is accepted once, so answers are never cached. */
export async function getCaptcha(signal?: AbortSignal): Promise<CaptchaChallenge> {
  return CaptchaChallenge.parse(await api.get('auth/captcha', signal ? { signal } : {}));
}
