import { describe, expect, it } from 'vitest';
import { RESET_PASSWORD, VERIFY_EMAIL, issueLinkToken, linkToken } from '@vitrina/infra/crypto/link-tokens';
import { hashToken } from '@vitrina/infra/crypto/tokens';

const secret = Buffer.alloc(32, 3);
const now = new Date(Date.UTC(2026, 0, 15, 12));

describe('link tokens', () => {
  it('issues a random nonce, the hash of the derived token and the expiry of its purpose', () => {
    const verify = issueLinkToken(secret, VERIFY_EMAIL, now);
    expect(verify.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verify.tokenHash).toBe(hashToken(linkToken(secret, VERIFY_EMAIL, verify.nonce)));
    expect(verify.expiresAt).toBe('2026-01-17T12:00:00.000Z');
    expect(issueLinkToken(secret, RESET_PASSWORD, now).expiresAt).toBe('2026-01-15T13:00:00.000Z');
    expect(issueLinkToken(secret, RESET_PASSWORD, now, 5 * 60_000).expiresAt).toBe('2026-01-15T12:05:00.000Z');
    expect(issueLinkToken(secret, VERIFY_EMAIL, now).nonce).not.toBe(verify.nonce);
  });

  it('gives a token that only the same secret and purpose rebuild, and that is not the nonce', () => {
    const { nonce, tokenHash } = issueLinkToken(secret, RESET_PASSWORD, now);
    const token = linkToken(secret, RESET_PASSWORD, nonce);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(nonce);
    expect(hashToken(token)).toBe(tokenHash);
    expect(hashToken(linkToken(secret, VERIFY_EMAIL, nonce))).not.toBe(tokenHash);
    expect(hashToken(linkToken(Buffer.alloc(32, 4), RESET_PASSWORD, nonce))).not.toBe(tokenHash);
  });
});
