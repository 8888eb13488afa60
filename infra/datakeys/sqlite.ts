import type Database from 'better-sqlite3';
import { openSqlite } from '@vitrina/infra/sqlite/open';
import { KeyCache } from './cache';
import type { DataKeyStore } from './port';
import { newWrappedKey, unwrapKey } from './wrap';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS data_keys (
  subject TEXT PRIMARY KEY,
  wrapped BLOB,
  created_at INTEGER NOT NULL,
  destroyed_at INTEGER
) WITHOUT ROWID;`;

interface Row {
  wrapped: Buffer | null;
}

/**
 * Data keys in a table of the read store's SQLite file (its own connection; projections and replays never touch
 * the table). The first of two processes making a subject's key at once wins; the other reads it.
 */
export class SqliteDataKeyStore implements DataKeyStore {
  private readonly db: Database.Database;
  private readonly cache = new KeyCache();
  private readonly statements: ReturnType<typeof prepare>;

  constructor(
    file: string,
    private readonly master: Buffer,
  ) {
    this.db = openSqlite(file, { synchronous: 'FULL' });
    this.db.exec(SCHEMA);
    this.statements = prepare(this.db);
  }

  async keyFor(subject: string): Promise<Buffer | null> {
    const found = await this.find(subject);
    if (found !== undefined) return found;
    const { key, wrapped } = newWrappedKey(this.master, subject);
    this.statements.insert.run(subject, wrapped, Date.now());
    // Another process may have made it first: the stored key is the one.
    const stored = this.read(subject);
    return stored === undefined ? key : stored;
  }

  async find(subject: string): Promise<Buffer | null | undefined> {
    const cached = this.cache.get(subject);
    if (cached !== undefined) return cached;
    return this.read(subject);
  }

  async destroy(subject: string): Promise<void> {
    this.statements.destroy.run({ subject, now: Date.now() });
    this.cache.set(subject, null);
  }

  async destroyedCount(): Promise<number> {
    return this.statements.destroyed.get() as number;
  }

  async close(): Promise<void> {
    this.cache.clear();
    if (this.db.open) this.db.close();
  }

  private read(subject: string): Buffer | null | undefined {
    const row = this.statements.get.get(subject) as Row | undefined;
    if (!row) return undefined;
    const key = row.wrapped === null ? null : unwrapKey(this.master, subject, row.wrapped);
    this.cache.set(subject, key);
    return key;
  }
}

function prepare(db: Database.Database) {
  return {
    get: db.prepare('SELECT wrapped FROM data_keys WHERE subject = ?'),
    insert: db.prepare('INSERT OR IGNORE INTO data_keys (subject, wrapped, created_at) VALUES (?, ?, ?)'),
    destroy: db.prepare(
      `INSERT INTO data_keys (subject, wrapped, created_at, destroyed_at) VALUES (@subject, NULL, @now, @now)
       ON CONFLICT (subject) DO UPDATE SET wrapped = NULL, destroyed_at = COALESCE(destroyed_at, excluded.destroyed_at)`,
    ),
    destroyed: db.prepare('SELECT COUNT(*) FROM data_keys WHERE wrapped IS NULL').pluck(true),
  };
}
