import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Tokens that travel in links and cookies. They are never stored as they are: a store keeps `hashToken(token)`,
 * or nothing at all when the token can be derived again from the server secret (`deriveToken`).
 */
export const TOKEN_BYTES = 32;

/** 256 random bits, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What a store keeps instead of a token: sha256, hex. Tokens carry enough entropy that no salt is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A token only the server can make: HMAC-SHA256(secret, purpose, id), base64url. The email links use it with the
 * event's id, so the link's token is never stored anywhere, and a new secret voids every link at once.
 */
export function deriveToken(secret: Buffer | string, purpose: string, id: string): string {
  if (purpose.length === 0 || id.length === 0) throw new Error('deriveToken needs a purpose and an id');
  const hmac = createHmac('sha256', secret);
  // Length-prefixed, so ("a:b", "c") and ("a", "b:c") can never give the same input.
  hmac.update(`${Buffer.byteLength(purpose, 'utf8')}:${purpose}`, 'utf8');
  hmac.update(id, 'utf8');
  return hmac.digest('base64url');
}

/** Compares two secrets in time that depends on neither their content nor their length. */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right);
}
