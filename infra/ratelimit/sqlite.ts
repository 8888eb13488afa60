import { openSqlite } from '@vitrina/infra/sqlite/open';
import type Database from 'better-sqlite3';
import type { RateLimit, RateLimitResult, RateLimiter, RateLimiterClock } from '@vitrina/infra/ratelimit/port';
import { checkConsume, decide, type FixedWindow } from '@vitrina/infra/ratelimit/window';

export interface SqliteRateLimiterOptions extends RateLimiterClock {
  file: string;
  /** Ended windows are deleted by the first consume after this long since the last sweep (default 10 minutes). */
  purgeEveryMs?: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS rate_limits_reset ON rate_limits (reset_at);
`;

/**
 * Rate limits in a SQLite table. Each consume is one IMMEDIATE transaction (read, decide, write), so processes
 * sharing the file never both take the last unit.
 */
export class SqliteRateLimiter implements RateLimiter {
  readonly db: Database.Database;
  private readonly now: () => number;
  private readonly purgeEveryMs: number;
  private lastPurge = 0;
  private readonly consumeNow: (key: string, limit: RateLimit, cost: number, now: number) => RateLimitResult;
  private readonly statements: ReturnType<typeof prepareStatements>;

  constructor(options: SqliteRateLimiterOptions) {
    this.now = options.now ?? Date.now;
    this.purgeEveryMs = options.purgeEveryMs ?? 600_000;
    // NORMAL: losing the last counts to a power cut is acceptable; an fsync per consume is not.
    this.db = openSqlite(options.file);
    this.db.exec(SCHEMA);
    this.statements = prepareStatements(this.db);
    const transaction = this.db.transaction((key: string, limit: RateLimit, cost: number, now: number) => {
      const row = this.statements.get.get(key);
      const window: FixedWindow | undefined = row ? { count: row.count, resetAt: row.reset_at } : undefined;
      const { result, write } = decide(window, limit, cost, now);
      if (write) this.statements.put.run(key, write.count, write.resetAt);
      return result;
    });
    this.consumeNow = (key, limit, cost, now) => transaction.immediate(key, limit, cost, now);
  }

  async consume(key: string, limit: RateLimit, cost = 1): Promise<RateLimitResult> {
    checkConsume(key, limit, cost);
    const now = this.now();
    if (now - this.lastPurge >= this.purgeEveryMs) {
      this.lastPurge = now;
      this.statements.purge.run(now);
    }
    return this.consumeNow(key, limit, cost, now);
  }

  async reset(key: string): Promise<void> {
    this.statements.remove.run(key);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

function prepareStatements(db: Database.Database) {
  return {
    get: db.prepare<[string], { count: number; reset_at: number }>('SELECT count, reset_at FROM rate_limits WHERE key = ?'),
    put: db.prepare<[string, number, number]>(
      `INSERT INTO rate_limits (key, count, reset_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET count = excluded.count, reset_at = excluded.reset_at`,
    ),
    remove: db.prepare<[string]>('DELETE FROM rate_limits WHERE key = ?'),
    purge: db.prepare<[number]>('DELETE FROM rate_limits WHERE reset_at <= ?'),
  };
}
