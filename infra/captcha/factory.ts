import type { AltchaVerifierOptions } from '@vitrina/infra/captcha/altcha';
import type { CaptchaVerifier } from '@vitrina/infra/captcha/port';
import type { RecaptchaVerifierOptions } from '@vitrina/infra/captcha/recaptcha';

/** reCAPTCHA v3 when its keys are configured; otherwise the self-hosted ALTCHA proof of work. */
export type OpenCaptchaOptions = { recaptcha: RecaptchaVerifierOptions } | { altcha: AltchaVerifierOptions };

export async function openCaptchaVerifier(options: OpenCaptchaOptions): Promise<CaptchaVerifier> {
  if ('recaptcha' in options) {
    const { RecaptchaVerifier } = await import('@vitrina/infra/captcha/recaptcha');
    return new RecaptchaVerifier(options.recaptcha);
  }
  const { AltchaVerifier } = await import('@vitrina/infra/captcha/altcha');
  return new AltchaVerifier(options.altcha);
}
