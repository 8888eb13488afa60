import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AltchaVerifier } from '@vitrina/infra/captcha/altcha';
import { altchaToken, findNumber, solveAltcha } from '@vitrina/testkit/infra/captcha/altcha-solver';
import type { AltchaChallenge } from '@vitrina/infra/captcha/port';
import { SqliteRateLimiter } from '@vitrina/infra/ratelimit/sqlite';

const hmacKey = 'test-hmac-key-0123456789';

function setup(options: { maxNumber?: number; now?: () => number; key?: string } = {}) {
  const usedTokens = new SqliteRateLimiter({ file: ':memory:', now: options.now });
  const verifier = new AltchaVerifier({
    hmacKey: options.key ?? hmacKey,
    usedTokens,
    maxNumber: options.maxNumber ?? 500,
    now: options.now,
  });
  const challenge = async () => {
    const made = await verifier.challenge();
    if (made.provider !== 'altcha') throw new Error('expected ALTCHA');
    return made.challenge;
  };
  return { verifier, challenge };
}

describe('ALTCHA', () => {
  it('hands out signed SHA-256 challenges with the configured work and a 10-minute expiry', async () => {
    const now = Date.UTC(2026, 0, 15, 12);
    const { challenge } = setup({ maxNumber: 777, now: () => now });
    const made = await challenge();
    expect(made).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 777,
      salt: expect.stringMatching(/^[0-9a-f]{24}\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(Number(/expires=(\d+)/.exec(made.salt)![1])).toBe((now + 10 * 60_000) / 1000);
    const number = findNumber(made)!;
    expect(number).toBeLessThanOrEqual(777);
    expect(
      createHash('sha256')
        .update(made.salt + number)
        .digest('hex'),
    ).toBe(made.challenge);
    expect((await challenge()).salt).not.toBe(made.salt);
  });

  it('refuses a wrong number, a changed salt or challenge, and a solution signed with another key', async () => {
    const { verifier, challenge } = setup();
    const made = await challenge();
    const number = findNumber(made)!;
    expect(await verifier.verify(altchaToken(made, number + 1))).toBe(false);
    const otherSalt = made.salt.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    expect(await verifier.verify(altchaToken({ ...made, salt: otherSalt }, number))).toBe(false);
    const forged: AltchaChallenge = {
      ...made,
      challenge: createHash('sha256')
        .update(made.salt + '0')
        .digest('hex'),
    };
    expect(await verifier.verify(altchaToken(forged, 0))).toBe(false);
    const foreign = await setup({ key: 'another-key-0123456789' }).challenge();
    expect(await verifier.verify(solveAltcha(foreign))).toBe(false);
    expect(await verifier.verify(altchaToken(made, number))).toBe(true);
  });

  it('refuses a solution sent after its challenge expired, or one whose expiry was edited', async () => {
    let clock = Date.UTC(2026, 0, 15, 12);
    const { verifier, challenge } = setup({ now: () => clock });
    const late = await challenge();
    const edited = await challenge();
    const onTime = await challenge();
    clock += 10 * 60_000 - 1000;
    expect(await verifier.verify(solveAltcha(onTime))).toBe(true);
    const later = edited.salt.replace(/expires=\d+/, `expires=${(clock + 3600_000) / 1000}`);
    expect(await verifier.verify(altchaToken({ ...edited, salt: later }, findNumber(edited)!))).toBe(false);
    clock += 1000;
    expect(await verifier.verify(solveAltcha(late))).toBe(false);
  });

  it('refuses weak settings', () => {
    const usedTokens = new SqliteRateLimiter({ file: ':memory:' });
    expect(() => new AltchaVerifier({ hmacKey: 'short', usedTokens })).toThrow(/HMAC key/);
    expect(() => new AltchaVerifier({ hmacKey, usedTokens, maxNumber: 0 })).toThrow(/maxNumber/);
  });
});
