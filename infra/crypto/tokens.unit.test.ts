import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveToken, hashToken, randomToken, safeEqual } from '@vitrina/infra/crypto/tokens';

describe('tokens', () => {
  it('randomToken gives 256 random bits as 43 base64url characters, never the same twice', () => {
    const tokens = Array.from({ length: 200 }, randomToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('hashToken is sha256 in hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('abd')).not.toBe(hashToken('abc'));
  });

  it('deriveToken is an HMAC-SHA256 of the purpose and id, stable for one secret and different otherwise', () => {
    const secret = Buffer.alloc(32, 7);
    const token = deriveToken(secret, 'verify-email', 'evt-1');
    const expected = createHmac('sha256', secret).update('12:verify-email').update('evt-1').digest('base64url');
    expect(token).toBe(expected);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deriveToken(secret, 'verify-email', 'evt-1')).toBe(token);
    expect(deriveToken(secret, 'reset-password', 'evt-1')).not.toBe(token);
    expect(deriveToken(secret, 'verify-email', 'evt-2')).not.toBe(token);
    expect(deriveToken(Buffer.alloc(32, 8), 'verify-email', 'evt-1')).not.toBe(token);
    expect(deriveToken(secret, 'a:b', 'c')).not.toBe(deriveToken(secret, 'a', 'b:c'));
    expect(deriveToken(secret, 'ab', 'c')).not.toBe(deriveToken(secret, 'a', 'bc'));
    expect(() => deriveToken(secret, '', 'evt-1')).toThrow();
    expect(() => deriveToken(secret, 'verify-email', '')).toThrow();
  });

  it('safeEqual compares strings of any length', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('é', 'e\u0301')).toBe(false);
  });
});
