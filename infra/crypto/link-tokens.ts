import { deriveToken, hashToken, randomToken } from '@vitrina/infra/crypto/tokens';

/**
 * The tokens of emailed links (verify email, reset password). Issuing one makes a random nonce; the link's
 * token is HMAC(server secret, purpose, nonce). The event log keeps the nonce, the token's sha256 and the
 * expiry, never the token: the worker derives the token again from the nonce to write the email, and the api
 * compares the hash of what the link brings back. A new request replaces the pending hash, voiding older links.
 */
export interface LinkPurpose {
  name: string;
  /** How long a link stays valid (SECURITY.md 7). */
  ttlMs: number;
}

export const VERIFY_EMAIL: LinkPurpose = { name: 'verify-email', ttlMs: 48 * 3600_000 };
export const RESET_PASSWORD: LinkPurpose = { name: 'reset-password', ttlMs: 60 * 60_000 };

export interface IssuedLinkToken {
  /** 256 random bits, base64url: what the event stores so the worker can rebuild the link. */
  nonce: string;
  tokenHash: string;
  /** ISO 8601, UTC. */
  expiresAt: string;
}

export function issueLinkToken(secret: Buffer, purpose: LinkPurpose, now: Date, ttlMs = purpose.ttlMs): IssuedLinkToken {
  const nonce = randomToken();
  return {
    nonce,
    tokenHash: hashToken(linkToken(secret, purpose, nonce)),
    expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
  };
}

/** The token of the link for this nonce; only a holder of the server secret can make it. */
export function linkToken(secret: Buffer, purpose: LinkPurpose, nonce: string): string {
  return deriveToken(secret, purpose.name, nonce);
}
