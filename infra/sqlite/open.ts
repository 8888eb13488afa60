import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface OpenSqliteOptions {
  /** FULL where a lost commit would lose work (jobs); NORMAL (WAL's safe default) elsewhere. */
  synchronous?: 'NORMAL' | 'FULL';
  busyTimeoutMs?: number;
  /** A second connection that only reads (a read store's query connection). */
  queryOnly?: boolean;
  /** The most memory its page cache may take, in KiB: DEFAULT_CACHE_KB unless the connection's work needs more. */
  cacheKb?: number;
}

/**
 * SQLite's own default page cache, 2,000 KiB. better-sqlite3 builds SQLite with 16,000, which the api's seven
 * connections filled under the search bench: with 2,000 (the read store's writer keeping 16,000, see
 * readstore/sqlite.ts) its RSS there fell from 309–321 to 286–289 MB, for the same CPU per search.
 */
export const DEFAULT_CACHE_KB = 2_000;

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
  db.pragma(`cache_size = -${options.cacheKb ?? DEFAULT_CACHE_KB}`);
  if (options.queryOnly) {
    db.pragma('query_only = 1');
    return db;
  }
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  db.pragma(`wal_autocheckpoint = ${autoCheckpointPages}`);
  return db;
}
