import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { normalizeEmail } from '@vitrina/domain/accounts/reservation';
import { deriveToken, safeEqual } from '@vitrina/infra/crypto/tokens';
import { readCookie } from '../auth/cookies';

/**
 * OWASP's device cookie: a browser that logged in to an account gets a cookie only the server can make for that
 * account (a nonce and HMAC(server secret, account, nonce); it names no one), and the login throttle lets it skip
 * the account's captcha and ceiling, so an attack on an account slows its attackers, not its owner's own browsers.
 * One cookie a browser: the last account that logged in from it.
 */
const DEVICE_DAYS = 180;
const PURPOSE = 'login-device';
const NONCE_LENGTH = 22;

export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-vitrina_device' : 'vitrina_device';
}

/** The login throttle's key of an account: a keyed hash of its email, so the limits table names no one. */
export function throttleAccountKey(secret: Buffer, email: string): string {
  return deriveToken(secret, 'login-throttle', normalizeEmail(email)).slice(0, 32);
}

export function isKnownDevice(req: Request, secure: boolean, secret: Buffer, accountKey: string): boolean {
  const value = readCookie(req, deviceCookieName(secure));
  if (!value || value.length <= NONCE_LENGTH) return false;
  const nonce = value.slice(0, NONCE_LENGTH);
  return safeEqual(value.slice(NONCE_LENGTH), deriveToken(secret, PURPOSE, `${accountKey}:${nonce}`));
}

export function setDeviceCookie(res: Response, secure: boolean, secret: Buffer, accountKey: string): void {
  const nonce = randomBytes(16).toString('base64url');
  res.cookie(deviceCookieName(secure), nonce + deriveToken(secret, PURPOSE, `${accountKey}:${nonce}`), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: DEVICE_DAYS * 24 * 3600_000,
  });
}
