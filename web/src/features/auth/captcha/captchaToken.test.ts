import { afterEach, describe, expect, it, vi } from 'vitest';
import { altchaChallenge } from '../../../test/altchaChallenge';
import { fakeApi, json } from '../../../test/fakeApi';
import { CaptchaFailedError, obtainCaptchaToken } from './captchaToken';

function recaptchaScript(): HTMLScriptElement | null {
  return document.head.querySelector('script[src^="https://www.google.com/recaptcha/api.js"]');
}

afterEach(() => {
  recaptchaScript()?.remove();
  delete window.grecaptcha;
});

describe('captcha token', () => {
  it('solves the proof of work when the server runs ALTCHA', async () => {
    const challenge = await altchaChallenge(321);
    fakeApi({ 'GET /api/auth/captcha': () => json(200, { provider: 'altcha', challenge }) });
    expect(JSON.parse(atob(await obtainCaptchaToken()))).toMatchObject({ number: 321, salt: challenge.salt });
  });

  it("loads Google's script for the site key and runs the action 'submit'", async () => {
    fakeApi({ 'GET /api/auth/captcha': () => json(200, { provider: 'recaptcha', siteKey: 'site-key-1' }) });
    const execute = vi.fn(async () => 'recaptcha-token');
    const token = obtainCaptchaToken();

    await vi.waitFor(() => expect(recaptchaScript()).not.toBeNull());
    expect(recaptchaScript()?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    recaptchaScript()?.dispatchEvent(new Event('load'));

    expect(await token).toBe('recaptcha-token');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'submit' });
  });

  it('counts a script that fails to load as a failed captcha, and tries afresh next time', async () => {
    fakeApi({ 'GET /api/auth/captcha': () => json(200, { provider: 'recaptcha', siteKey: 'site-key-2' }) });
    const first = obtainCaptchaToken();
    await vi.waitFor(() => expect(recaptchaScript()).not.toBeNull());
    recaptchaScript()?.dispatchEvent(new Event('error'));

    const error = await first.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CaptchaFailedError);
    expect((error as CaptchaFailedError).code).toBe('CAPTCHA_FAILED');
    expect(recaptchaScript()).toBeNull();

    const second = obtainCaptchaToken();
    await vi.waitFor(() => expect(recaptchaScript()).not.toBeNull());
    recaptchaScript()?.dispatchEvent(new Event('error'));
    await expect(second).rejects.toBeInstanceOf(CaptchaFailedError);
  });
});
