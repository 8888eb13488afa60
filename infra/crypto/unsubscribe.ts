import type { UnsubscribeKind } from '@vitrina/domain/accounts/profile';
import { deriveToken, safeEqual } from './tokens';

/**
 * The token of a one-click unsubscribe link (RFC 8058): HMAC of the person and the kind of email under the server
 * secret, so a link turns off exactly that kind for exactly that person, is never stored, and no other can be made.
 */
export function unsubscribeToken(secret: Buffer, userId: string, kind: UnsubscribeKind): string {
  return deriveToken(secret, `unsubscribe:${kind}`, userId);
}

export function isUnsubscribeToken(secret: Buffer, userId: string, kind: UnsubscribeKind, token: string): boolean {
  return safeEqual(unsubscribeToken(secret, userId, kind), token);
}

/**
 * The parameters an unsubscribe address carries and signs; any other one was added on the way (`utm_source`,
 * `fbclid`: mail clients and trackers) and means nothing to the link.
 */
export const UNSUBSCRIBE_PARAMS = ['u', 'k', 't'] as const;

/** The query of an unsubscribe address: the api's one-click POST and the web page share it. */
export function unsubscribeQuery(secret: Buffer, userId: string, kind: UnsubscribeKind): string {
  return new URLSearchParams({ u: userId, k: kind, t: unsubscribeToken(secret, userId, kind) }).toString();
}
