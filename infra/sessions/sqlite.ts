import { openSqlite } from '@vitrina/infra/sqlite/open';
import type Database from 'better-sqlite3';
import type { CreatedSession, ListedSession, Session, SessionMeta, SessionStore, SessionTimes } from '@vitrina/infra/sessions/port';
import {
  expiryOf,
  isSessionHandle,
  resolveSessionTimes,
  sessionHandle,
  sessionKey,
  startSession,
  type ResolvedSessionTimes,
} from '@vitrina/infra/sessions/session-ids';

export interface SqliteSessionStoreOptions extends SessionTimes {
  file: string;
  /** Expired rows are deleted by the first write after this long since the last sweep (default 10 minutes). */
  purgeEveryMs?: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sessions (
  id_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  ip TEXT,
  user_agent TEXT
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions (expires_at);
`;

interface SessionRow {
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string | null;
  user_agent: string | null;
}

/** Sessions in a SQLite table keyed by sha256(id); expired rows are swept lazily by later writes. */
export class SqliteSessionStore implements SessionStore {
  readonly db: Database.Database;
  private readonly times: ResolvedSessionTimes;
  private readonly purgeEveryMs: number;
  private lastPurge = 0;
  private readonly statements: ReturnType<typeof prepareStatements>;

  constructor(options: SqliteSessionStoreOptions) {
    this.times = resolveSessionTimes(options);
    this.purgeEveryMs = options.purgeEveryMs ?? 600_000;
    this.db = openSqlite(options.file);
    this.db.exec(SCHEMA);
    this.statements = prepareStatements(this.db);
  }

  async create(userId: string, meta: SessionMeta = {}): Promise<CreatedSession> {
    const { id, key, now, expiresAt, ip, userAgent } = startSession(this.times, userId, meta);
    this.statements.insert.run({ key, userId, now, expiresAt, ip: ip ?? null, userAgent: userAgent ?? null });
    this.maybePurge(now);
    return { id, expiresAt };
  }

  async get(id: string): Promise<Session | null> {
    const key = sessionKey(id);
    if (!key) return null;
    const now = this.times.now();
    const row = this.statements.get.get(key);
    if (!row) return null;
    if (row.expires_at <= now) {
      this.statements.removeExpired.run(key, now);
      return null;
    }
    if (now - row.last_seen_at < this.times.touchAfterMs) return toSession(row);
    const touched = this.statements.touch.get(now, expiryOf(this.times, row.created_at, now), key, now);
    return touched ? { ...toSession(touched), renewed: true } : null;
  }

  async destroy(id: string): Promise<void> {
    const key = sessionKey(id);
    if (key) this.statements.remove.run(key);
  }

  async destroyAllForUser(userId: string, options: { except?: string } = {}): Promise<number> {
    const now = this.times.now();
    const except = options.except === undefined ? null : (sessionKey(options.except) ?? null);
    return this.db.transaction(() => {
      this.statements.removeExpiredOfUser.run(userId, now);
      return this.statements.removeLiveOfUser.run(userId, except, now).changes;
    })();
  }

  async listForUser(userId: string, options: { current?: string } = {}): Promise<ListedSession[]> {
    const current = options.current === undefined ? null : sessionKey(options.current);
    const rows = this.statements.liveOfUser.all(userId, this.times.now()) as Array<SessionRow & { id_hash: string }>;
    return rows.map((row) => {
      const { userId: _, ...session } = toSession(row);
      return { ...session, handle: sessionHandle(row.id_hash), current: row.id_hash === current };
    });
  }

  async destroyByHandle(userId: string, handle: string): Promise<boolean> {
    if (!isSessionHandle(handle)) return false;
    const now = this.times.now();
    const key = this.statements.keysOfUser.all(userId, now).find((row) => sessionHandle(row.id_hash) === handle)?.id_hash;
    return key !== undefined && this.statements.remove.run(key).changes > 0;
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private maybePurge(now: number): void {
    if (now - this.lastPurge < this.purgeEveryMs) return;
    this.lastPurge = now;
    this.statements.purge.run(now);
  }
}

const COLUMNS = 'user_id, created_at, last_seen_at, expires_at, ip, user_agent';

function prepareStatements(db: Database.Database) {
  return {
    insert: db.prepare(`INSERT INTO sessions (id_hash, ${COLUMNS}) VALUES (@key, @userId, @now, @now, @expiresAt, @ip, @userAgent)`),
    get: db.prepare<[string], SessionRow>(`SELECT ${COLUMNS} FROM sessions WHERE id_hash = ?`),
    touch: db.prepare<[number, number, string, number], SessionRow>(
      `UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE id_hash = ? AND expires_at > ? RETURNING ${COLUMNS}`,
    ),
    removeExpired: db.prepare('DELETE FROM sessions WHERE id_hash = ? AND expires_at <= ?'),
    remove: db.prepare('DELETE FROM sessions WHERE id_hash = ?'),
    removeLiveOfUser: db.prepare('DELETE FROM sessions WHERE user_id = ? AND id_hash IS NOT ? AND expires_at > ?'),
    removeExpiredOfUser: db.prepare('DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?'),
    purge: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
    keysOfUser: db.prepare<[string, number], { id_hash: string }>('SELECT id_hash FROM sessions WHERE user_id = ? AND expires_at > ?'),
    liveOfUser: db.prepare(`SELECT id_hash, ${COLUMNS} FROM sessions WHERE user_id = ? AND expires_at > ? ORDER BY created_at DESC`),
  };
}

function toSession(row: SessionRow): Session {
  const session: Session = {
    userId: row.user_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
  if (row.ip !== null) session.ip = row.ip;
  if (row.user_agent !== null) session.userAgent = row.user_agent;
  return session;
}
