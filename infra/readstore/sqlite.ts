import { openSqlite } from '@vitrina/infra/sqlite/open';
import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';
import { assertCollectionName, normalizeIndex } from './names';
import { parseFilter } from './filter';
import type { Collection, Doc, Filter, FindOptions, IndexSpec, ReadStore, ReadStoreSession } from './port';
import { createCollectionTable, createIndexes, dropCollectionTables, SCHEMA_SQL, tableName } from './sqlite-catalog';
import { findSql, SqliteCollection, type Runner } from './sqlite-collection';
import { isMissingTable, SqliteConnection } from './sqlite-connection';

/**
 * The embedded read store: one SQLite file (WAL), one table of JSON documents per collection.
 *
 * Two connections. Writes and transactions take the write connection in turn (an async mutex, since a
 * transaction awaits its work between statements; a write that finds the lock free runs at once); reads outside a
 * transaction use the read connection and see committed data only. Other processes may open the same file: each
 * transaction first checks SQLite's schema version and reloads the collections and index specs when another
 * connection changed them. Reads check lazily (see SqliteConnection): a collection made elsewhere is found on
 * first use, a dropped one on the error its table gives, an index added elsewhere within a quarter second.
 * With ':memory:' there is only one connection, so reads outside a transaction may see its uncommitted writes.
 */
/**
 * Whether transaction() follows its work's async context, to refuse a nested transaction or a write through the
 * store inside one (either would wait for its own lock forever). An AsyncLocalStorage turns promise hooks on for
 * the whole process, and they tax every promise (a sixth of a replay's apply time, a twentieth of a search request,
 * measured), so the check runs where such mistakes are made and caught: in the test suites.
 */
const CHECK_NESTING = process.env.VITEST !== undefined || process.env.VITRINA_CHECK_TRANSACTIONS === 'true';

/**
 * The writer's page cache, in KiB (better-sqlite3's default): projection batches and replays write all over the
 * file, and with every connection at 256 KiB a replay ran at 0.55 of the log's read-all rate against 0.62.
 */
const WRITER_CACHE_KB = 16_000;

export class SqliteReadStore implements ReadStore {
  private readonly writer: SqliteConnection;
  private readonly reader: SqliteConnection;
  private readonly mutex = new Mutex();
  private readonly inTransaction = CHECK_NESTING ? new AsyncLocalStorage<{ active: boolean }>() : undefined;
  private readonly collections = new Map<string, SqliteCollection<Doc>>();
  private closed = false;

  constructor(readonly file: string) {
    const memory = file === ':memory:';
    const write = openSqlite(file, { cacheKb: WRITER_CACHE_KB });
    write.exec(SCHEMA_SQL);
    this.writer = new SqliteConnection(write, memory);
    if (memory) {
      this.reader = this.writer;
    } else {
      const read = openSqlite(file, { queryOnly: true });
      this.reader = new SqliteConnection(read, true);
    }
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return cachedCollection(this.collections, name, this.standalone) as unknown as Collection<T>;
  }

  async transaction<R>(work: (session: ReadStoreSession) => Promise<R>): Promise<R> {
    this.assertOutsideTransaction('transaction() does not nest');
    return this.mutex.enqueue(async () => {
      this.assertOpen();
      const state = { active: true };
      try {
        return await this.writer.transaction(() => {
          const session = sessionOf(this.sessionRunner(state));
          return this.inTransaction ? this.inTransaction.run(state, () => work(session)) : work(session);
        });
      } finally {
        state.active = false;
      }
    });
  }

  async ensureIndexes(collection: string, indexes: readonly IndexSpec[]): Promise<void> {
    assertCollectionName(collection);
    for (const spec of indexes) normalizeIndex(collection, spec);
    await this.standalone.write((connection) => {
      if (!connection.catalog.get(collection)) {
        createCollectionTable(connection.db, collection);
        connection.refresh();
      }
      createIndexes(connection, connection.catalog.get(collection)!, indexes);
      connection.invalidate();
    });
    this.reader.invalidate();
  }

  async listCollections(): Promise<string[]> {
    this.assertOpen();
    this.reader.refresh();
    return this.reader.catalog.names();
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    await this.standalone.write((connection) => {
      const info = connection.catalog.get(name);
      if (!info) return;
      dropCollectionTables(connection.db, info);
      connection.invalidate();
    });
    this.reader.invalidate();
  }

  async ping(): Promise<void> {
    this.assertOpen();
    this.reader.statement('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.mutex.enqueue(() => {
      this.closed = true;
      if (this.reader !== this.writer) this.reader.db.close();
      this.writer.db.close();
    });
  }

  /** SQLite's plan for a find(), one line per step: to check that a query uses the index meant for it. */
  async explain(collection: string, filter: Filter, options: FindOptions = {}): Promise<string[]> {
    assertCollectionName(collection);
    const node = parseFilter(filter);
    return this.standalone.read((connection) => {
      const info = connection.catalog.get(collection);
      if (!info) return [];
      const { sql, params } = findSql(info, node, options);
      const rows = connection.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params.bindings()) as { detail: string }[];
      return rows.map((row) => row.detail);
    });
  }

  /**
   * For modules that keep SQL of their own beside the documents (full-text search with FTS5): the table that
   * holds a collection, and the connections. Write only through `exclusive`, which holds the write lock.
   */
  tableName(collection: string): string {
    assertCollectionName(collection);
    return tableName(collection);
  }

  get readConnection(): Database.Database {
    return this.reader.db;
  }

  async exclusive<R>(work: (db: Database.Database) => R): Promise<R> {
    return this.standalone.write((connection) => work(connection.db));
  }

  private readonly standalone: Runner = {
    read: (work) => {
      this.assertOpen();
      const reader = this.reader;
      reader.refreshIfDue();
      try {
        return work(reader);
      } catch (error) {
        if (!isMissingTable(error)) throw error;
        reader.refresh();
        return work(reader);
      }
    },
    write: (work) => {
      this.assertOutsideTransaction('inside transaction(), write through its session, not the store');
      return this.mutex.run(() => {
        this.assertOpen();
        return this.writer.transaction(() => work(this.writer));
      });
    },
  };

  private sessionRunner(state: { active: boolean }): Runner {
    const connection = this.writer;
    const check = () => {
      if (!state.active) throw new Error('This transaction has ended; its session can no longer be used');
    };
    return {
      read: (work) => {
        check();
        return work(connection);
      },
      write: (work) => {
        check();
        try {
          return work(connection);
        } catch (error) {
          connection.invalidate();
          throw error;
        }
      },
    };
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The read store is closed');
  }

  private assertOutsideTransaction(message: string): void {
    if (this.inTransaction?.getStore()?.active) throw new Error(message);
  }
}

function sessionOf(runner: Runner): ReadStoreSession {
  const collections = new Map<string, SqliteCollection<Doc>>();
  return {
    collection<T extends Doc = Doc>(name: string): Collection<T> {
      return cachedCollection(collections, name, runner) as unknown as Collection<T>;
    },
  };
}

/** Collections hold no state beyond their name and runner, so each name's is made once. */
function cachedCollection(cache: Map<string, SqliteCollection<Doc>>, name: string, runner: Runner): SqliteCollection<Doc> {
  let collection = cache.get(name);
  if (!collection) {
    assertCollectionName(name);
    if (cache.size >= 1_000) cache.clear();
    collection = new SqliteCollection<Doc>(name, runner);
    cache.set(name, collection);
  }
  return collection;
}

/** Runs tasks one at a time, in the order they were queued. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  /** Tasks running or waiting. */
  private held = 0;
  private readonly release = () => {
    this.held--;
  };

  /** A synchronous task runs at once when nothing holds or waits for the lock, saving the queue's turn. */
  run<T>(task: () => T): T | Promise<T> {
    return this.held === 0 ? task() : this.enqueue(task);
  }

  enqueue<T>(task: () => T | Promise<T>): Promise<T> {
    this.held++;
    const result = this.tail.then(task);
    this.tail = result.then(this.release, this.release);
    return result;
  }
}
