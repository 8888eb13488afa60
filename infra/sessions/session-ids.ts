import { hashToken, randomToken } from '@vitrina/infra/crypto/tokens';
import {
  DEFAULT_SESSION_ABSOLUTE_MS,
  DEFAULT_SESSION_IDLE_MS,
  DEFAULT_SESSION_TOUCH_AFTER_MS,
  type SessionMeta,
  type SessionTimes,
} from '@vitrina/infra/sessions/port';

/** What both adapters share: making ids, telling a well-formed one, and the expiry arithmetic. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

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

const SESSION_HANDLE = /^[0-9a-f]{32}$/;

export function isSessionHandle(handle: string): boolean {
  return typeof handle === 'string' && SESSION_HANDLE.test(handle);
}

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

export interface NewSession {
  id: string;
  /** The stored key of `id` (see sessionKey). */
  key: string;
  now: number;
  expiresAt: number;
  ip: string | undefined;
  userAgent: string | undefined;
}

/** A new session's id, key, clock and expiry, and its meta trimmed, for an adapter's `create` to store. */
export function startSession(times: ResolvedSessionTimes, userId: string, meta: SessionMeta): NewSession {
  if (typeof userId !== 'string' || userId === '') throw new Error('a session needs a user id');
  const now = times.now();
  const id = randomToken();
  return { id, key: sessionKey(id)!, now, expiresAt: expiryOf(times, now, now), ip: trimMeta(meta.ip, 64), userAgent: trimMeta(meta.userAgent, 512) };
}

/** Ips and user agents are for the user's own "where am I signed in" list; cap them so no header bloats a row. */
function trimMeta(value: string | undefined, max: number): string | undefined {
  if (value === undefined || value === '') return undefined;
  return value.length > max ? value.slice(0, max) : value;
}
