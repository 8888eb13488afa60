/**
 * The sessions port: who is signed in. A session id is 32 random bytes (base64url) handed to the browser in an
 * HttpOnly cookie; stores keep only its sha256, so a leaked store cannot be replayed as cookies. Two adapters:
 * SQLite (embedded default) and Redis (scaled).
 *
 * Expiry slides: each `get` that finds a session counts as activity and pushes `expiresAt` to `idleMs` from now,
 * but never past `absoluteMs` after `createdAt`. Times are epoch milliseconds.
 */
export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

export interface Session extends SessionMeta {
  userId: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  /** Set when this `get` slid the expiry: the cookie must be sent again with the new `expiresAt`. */
  renewed?: true;
}

export interface CreatedSession {
  /** The secret for the cookie; not kept anywhere on the server. */
  id: string;
  expiresAt: number;
}

export interface SessionStore {
  create(userId: string, meta?: SessionMeta): Promise<CreatedSession>;
  /** The live session with this id, its expiry slid forward; null when unknown, malformed or expired. */
  get(id: string): Promise<Session | null>;
  /** Ends one session (logout). Unknown ids are ignored. */
  destroy(id: string): Promise<void>;
  /** Ends every session of a user but `except` (password reset, deactivation, type change); how many ended. */
  destroyAllForUser(userId: string, options?: { except?: string }): Promise<number>;
  /** A user's live sessions, newest first, without their ids; `current` marks the one with that id (the caller's). */
  listForUser(userId: string, options?: { current?: string }): Promise<ListedSession[]>;
  /** Ends the user's session that `listForUser` named `handle`; false when the user has no such live session. */
  destroyByHandle(userId: string, handle: string): Promise<boolean>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A session as its person may read it (their data export): when, from where, on what; never its secret. */
export interface ListedSession extends SessionMeta {
  /** A name for the session that its person may send back to end it: derived from the stored key, never the cookie. */
  handle: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  current: boolean;
}

export interface SessionTimes {
  /** A session unused for this long ends (default 14 days). */
  idleMs?: number;
  /** A session ends this long after it began, used or not (default 30 days). */
  absoluteMs?: number;
  /**
   * A `get` within this long of the last recorded activity does not write (default 60 s): one write a minute per
   * active session instead of one per request, at the price of an idle expiry that may come a minute early.
   */
  touchAfterMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export const DEFAULT_SESSION_IDLE_MS = 14 * 24 * 3600_000;
export const DEFAULT_SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
export const DEFAULT_SESSION_TOUCH_AFTER_MS = 60_000;
