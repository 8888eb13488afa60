import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface OpenSqliteOptions {
  /** FULL where a lost commit would lose work (jobs); NORMAL (WAL's safe default) elsewhere. */
  synchronous?: 'NORMAL' | 'FULL';
  busyTimeoutMs?: number;
  /** A second connection that only reads (a read store's query connection). */
  queryOnly?: boolean;
}

/**
 * Pages a connection's write-ahead log may reach before the commit that passes it checkpoints inline: SQLite's
 * 1,000, or, once this process checkpoints on a thread of its own (`checkpointInBackground`), a safety net far above
 * what that thread lets the log reach: a single projector batch writes more than 1,000 pages, and its commit would
 * otherwise copy them and sync the file on the event loop.
 */
let autoCheckpointPages = 1_000;
const BACKGROUND_SAFETY_PAGES = 16_384;

/** From now on, this process's writer connections leave checkpoints to a thread (infra/sqlite/checkpoints.ts). */
export function checkpointInBackground(): void {
  autoCheckpointPages = BACKGROUND_SAFETY_PAGES;
}

/**
 * The one way the embedded adapters open a SQLite file: its folder made if missing, write-ahead logging so readers
 * never block the writer (and other processes, such as a replay, can share the file), and a busy timeout so two
 * processes wait for each other instead of failing.
 */
export function openSqlite(file: string, options: OpenSqliteOptions = {}): Database.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
  if (options.queryOnly) {
    db.pragma('query_only = 1');
    return db;
  }
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  db.pragma(`wal_autocheckpoint = ${autoCheckpointPages}`);
  return db;
}
