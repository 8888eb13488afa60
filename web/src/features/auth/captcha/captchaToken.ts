import { getCaptcha } from '../api/getCaptcha';
import { altchaToken, solveAltcha } from './altcha';
import { recaptchaToken } from './recaptcha';

/** The captcha could not be passed in the browser; shown as the server's CAPTCHA_FAILED would be. */
export class CaptchaFailedError extends Error {
  override readonly name = 'CaptchaFailedError';
  readonly code = 'CAPTCHA_FAILED';
}

/** Asks the server for a challenge and answers it, whichever provider the server runs. */
export async function obtainCaptchaToken(signal?: AbortSignal): Promise<string> {
  const captcha = await getCaptcha(signal);
  if (captcha.provider === 'altcha') {
    const number = await solveAltcha(captcha.challenge, signal ? { signal } : {});
    if (number === null) throw new CaptchaFailedError('No solution in range');
    return altchaToken(captcha.challenge, number);
  }
  try {
    return await recaptchaToken(captcha.siteKey);
  } catch (cause) {
    throw new CaptchaFailedError(cause instanceof Error ? cause.message : String(cause));
  }
}
