import { describe, expect, it } from 'vitest';
import type { CaptchaChallenge, CaptchaVerifier } from '@vitrina/infra/captcha/port';

/**
 * One suite every CaptchaVerifier passes, with a fixture that plays the person: `solve` turns a challenge into
 * the token a browser would send. `second()` is another verifier on the same stores, as another api process.
 */
export interface CaptchaFixture {
  verifier: CaptchaVerifier;
  second(): Promise<CaptchaVerifier>;
  solve(challenge: CaptchaChallenge): Promise<string>;
}

export function captchaContract(name: string, newFixture: () => Promise<CaptchaFixture>): void {
  describe(`${name}: captcha contract`, () => {
    it('hands out a challenge of its provider, and accepts its solution', async () => {
      const { verifier, solve } = await newFixture();
      const challenge = await verifier.challenge();
      expect(challenge.provider).toBe(verifier.provider);
      expect(await verifier.verify(await solve(challenge))).toBe(true);
    });

    it('accepts a solution once, in any process', async () => {
      const { verifier, second, solve } = await newFixture();
      const token = await solve(await verifier.challenge());
      const [first, again] = await Promise.all([verifier.verify(token), verifier.verify(token)]);
      expect([first, again].sort()).toEqual([false, true]);
      expect(await (await second()).verify(token)).toBe(false);
      expect(await verifier.verify(await solve(await verifier.challenge()))).toBe(true);
    });

    it('answers false, never throws, for tokens that are not solutions', async () => {
      const { verifier } = await newFixture();
      const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
      const junk = [
        '',
        'x',
        'not base64 !!!',
        json({}),
        json([]),
        json(null),
        json('text'),
        'A'.repeat(100_000),
        json({ algorithm: 'SHA-256', challenge: 'a'.repeat(64), number: 1, salt: 's', signature: 'b'.repeat(64) }),
        undefined as unknown as string,
        42 as unknown as string,
        { token: 'x' } as unknown as string,
      ];
      for (const token of junk) expect(await verifier.verify(token)).toBe(false);
    });
  });
}
