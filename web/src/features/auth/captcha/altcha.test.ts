import { describe, expect, it } from 'vitest';
import { altchaChallenge } from '../../../test/altchaChallenge';
import { altchaToken, solveAltcha } from './altcha';

describe('ALTCHA proof of work', () => {
  it('finds the number whose SHA-256 of salt + number is the challenge', async () => {
    const challenge = await altchaChallenge(3_217);
    expect(await solveAltcha(challenge, { batchSize: 200 })).toBe(3_217);
  });

  it('finds the first and the last number of the range', async () => {
    expect(await solveAltcha(await altchaChallenge(0, 50))).toBe(0);
    expect(await solveAltcha(await altchaChallenge(50, 50), { batchSize: 7 })).toBe(50);
  });

  it('gives up with null when no number in range matches, or the challenge is not one it can solve', async () => {
    expect(await solveAltcha(await altchaChallenge(900, 899))).toBeNull();
    const challenge = await altchaChallenge(3);
    expect(await solveAltcha({ ...challenge, algorithm: 'MD5' })).toBeNull();
    expect(await solveAltcha({ ...challenge, challenge: 'not hex' })).toBeNull();
  });

  it('yields to the page between slices and can be cancelled', async () => {
    const challenge = await altchaChallenge(4_999);
    const controller = new AbortController();
    const search = solveAltcha(challenge, { batchSize: 10, sliceMs: 0, signal: controller.signal });
    // Only a search that gives the event loop back lets this timer fire before it finishes.
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(search).rejects.toThrow();
  });

  it('sends the challenge back with the number, as base64 JSON', async () => {
    const challenge = await altchaChallenge(42);
    expect(JSON.parse(atob(altchaToken(challenge, 42)))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 42,
      salt: challenge.salt,
      signature: 'sig-123',
    });
  });
});
