import type { AltchaChallenge } from '../features/auth/api/getCaptcha';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A challenge as the server makes one: the hash of salt + a secret number below maxnumber. */
export async function altchaChallenge(number: number, maxnumber = 5_000, salt = 'c0ffee?expires=1'): Promise<AltchaChallenge> {
  return { algorithm: 'SHA-256', challenge: await sha256Hex(`${salt}${number}`), maxnumber, salt, signature: 'sig-123' };
}
