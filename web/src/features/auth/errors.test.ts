import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { errorTextFor } from '../../lib/errorText';
import { CaptchaFailedError } from './captcha/captchaToken';
import { LOGIN_ERRORS, LOGIN_FALLBACK, REGISTER_ERRORS, REGISTER_FALLBACK, RESET_ERRORS, RESET_FALLBACK } from './errors';

const registerText = (error: unknown) => errorTextFor(error, REGISTER_ERRORS, REGISTER_FALLBACK);

describe('error code to message', () => {
  it('translates the register codes the spec names', () => {
    expect(registerText(new ApiError(409, 'USERNAME_EXISTS', 'Username already exists.', true))).toEqual({
      id: 'register.error.usernameExists',
    });
    expect(registerText(new ApiError(409, 'EMAIL_EXISTS', 'Email already exists.'))).toEqual({
      id: 'register.error.emailExists',
    });
    expect(registerText(new ApiError(400, 'CAPTCHA_FAILED', 'Captcha verification failed. Please try again.'))).toEqual({
      id: 'register.error.captcha',
    });
  });

  it('treats a captcha that fails in the browser (script, no solution) as CAPTCHA_FAILED', () => {
    expect(registerText(new CaptchaFailedError('reCAPTCHA could not be loaded'))).toEqual({ id: 'register.error.captcha' });
  });

  it("shows the server's message for other codes, else the fallback", () => {
    expect(registerText(new ApiError(400, 'VALIDATION_FAILED', 'dateOfBirth: Invalid date', true))).toEqual({
      text: 'dateOfBirth: Invalid date',
    });
    expect(registerText(new ApiError(502, 'HTTP_502', 'Bad Gateway'))).toEqual({ id: 'error.generic' });
    expect(registerText(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'))).toEqual({ id: 'error.generic' });
    expect(registerText(new TypeError('boom'))).toEqual({ id: 'error.generic' });
  });

  it('gives login and reset failures their own texts and fallbacks', () => {
    expect(errorTextFor(new ApiError(401, 'INVALID_CREDENTIALS', 'x'), LOGIN_ERRORS, LOGIN_FALLBACK)).toEqual({
      id: 'login.error.invalid',
    });
    expect(errorTextFor(new ApiError(0, 'NETWORK_ERROR', 'x'), LOGIN_ERRORS, LOGIN_FALLBACK)).toEqual({
      id: 'login.error.invalid',
    });
    expect(errorTextFor(new ApiError(400, 'INVALID_TOKEN', 'x'), RESET_ERRORS, RESET_FALLBACK)).toEqual({
      id: 'error.invalidLink',
    });
    expect(errorTextFor(new ApiError(500, 'HTTP_500', 'Internal Server Error'), RESET_ERRORS, RESET_FALLBACK)).toEqual({
      id: 'reset.error.failed',
    });
    expect(errorTextFor(new ApiError(400, 'INVALID_TOKEN', 'x', true), {}, RESET_FALLBACK)).toEqual({ text: 'x' });
  });
});
