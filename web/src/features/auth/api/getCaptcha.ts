import { CaptchaChallenge } from '@vitrina/contract/accounts';
import { api } from '../../../lib/api';

export type { CaptchaChallenge };
/** The proof of work an ALTCHA challenge asks for (the api's algorithm is SHA-256). */
export type AltchaChallenge = Extract<CaptchaChallenge, { provider: 'altcha' }>['challenge'];

/** A fresh challenge every time: a solution is accepted once, so answers are never cached. */
export async function getCaptcha(signal?: AbortSignal): Promise<CaptchaChallenge> {
  return CaptchaChallenge.parse(await api.get('auth/captcha', signal ? { signal } : {}));
}
