import { hashToken, randomToken } from '@vitrina/infra/crypto/tokens';
import { DEFAULT_SESSION_ABSOLUTE_MS, DEFAULT_SESSION_IDLE_MS, DEFAULT_SESSION_TOUCH_AFTER_MS, type SessionTimes } from '@vitrina/infra/sessions/port';

/** What both adapters share: making ids, telling a well-formed one, and the expiry arithmetic. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export const newSessionId = randomToken;

/** The stored key of a session id, or undefined for a string that no `create` can have made. */
export function sessionKey(id: string): string | undefined {
  return typeof id === 'string' && SESSION_ID.test(id) ? hashToken(id) : undefined;
}

/**
 * The name a session is listed under (`ListedSession.handle`): a hash of its stored key, so neither the list nor
 * a leaked store ever carries what a cookie holds, and a handle cannot be turned back into a key.
 */
export function sessionHandle(key: string): string {
  return hashToken(`session-handle:${key}`).slice(0, 32);
}

export const SESSION_HANDLE = /^[0-9a-f]{32}$/;

export interface ResolvedSessionTimes {
  idleMs: number;
  absoluteMs: number;
  touchAfterMs: number;
  now: () => number;
}

export function resolveSessionTimes(times: SessionTimes = {}): ResolvedSessionTimes {
  const resolved = {
    idleMs: times.idleMs ?? DEFAULT_SESSION_IDLE_MS,
    absoluteMs: times.absoluteMs ?? DEFAULT_SESSION_ABSOLUTE_MS,
    touchAfterMs: times.touchAfterMs ?? DEFAULT_SESSION_TOUCH_AFTER_MS,
    now: times.now ?? Date.now,
  };
  for (const key of ['idleMs', 'absoluteMs'] as const) {
    if (!Number.isSafeInteger(resolved[key]) || resolved[key] < 1) throw new Error(`${key} must be a positive integer`);
  }
  if (!Number.isSafeInteger(resolved.touchAfterMs) || resolved.touchAfterMs < 0) {
    throw new Error('touchAfterMs must be an integer >= 0');
  }
  if (resolved.idleMs > resolved.absoluteMs) throw new Error('idleMs cannot be longer than absoluteMs');
  return resolved;
}

export function expiryOf(times: ResolvedSessionTimes, createdAt: number, lastSeenAt: number): number {
  return Math.min(lastSeenAt + times.idleMs, createdAt + times.absoluteMs);
}

/** Ips and user agents are for the user's own "where am I signed in" list; cap them so no header bloats a row. */
export function trimMeta(value: string | undefined, max: number): string | undefined {
  if (value === undefined || value === '') return undefined;
  return value.length > max ? value.slice(0, max) : value;
}
