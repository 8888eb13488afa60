import { createHash } from 'node:crypto';
import type { AltchaChallenge } from '@vitrina/infra/captcha/port';

/**
 * Solves an ALTCHA challenge the way the browser does, for the api and e2e tests (and scripts) that register
 * accounts: finds `number` with sha256(salt + number) === challenge and returns the token the form sends,
 * base64(JSON({ algorithm, challenge, number, salt, signature })). Node-only; the web app solves with WebCrypto.
 */
export function solveAltcha(challenge: AltchaChallenge): string {
  const number = findNumber(challenge);
  if (number === undefined) throw new Error('the ALTCHA challenge has no solution up to maxnumber');
  return altchaToken(challenge, number);
}

export function findNumber(challenge: Pick<AltchaChallenge, 'challenge' | 'salt' | 'maxnumber'>): number | undefined {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (
      createHash('sha256')
        .update(challenge.salt + number)
        .digest('hex') === challenge.challenge
    )
      return number;
  }
  return undefined;
}

export function altchaToken(challenge: AltchaChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number, salt, signature })).toString('base64');
}
