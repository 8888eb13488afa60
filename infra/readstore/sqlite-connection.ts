import type { Database, Statement } from 'better-sqlite3';
import { indexedElements, type JsonObject } from './paths';
import { Catalog, type CollectionInfo } from './sqlite-catalog';
import { quoteIdentifier } from './sqlite-query';
import { deepEqual, elementKey } from './values';

/** How often a lazily checked connection asks SQLite whether another connection changed the schema. */
const RECHECK_MS = 250;
const MAX_STATEMENTS = 1_000;

/** The statements behind every operation addressed by `_id`, prepared once per collection and schema. */
export interface ByIdStatements {
  /** `SELECT doc … WHERE id = ?`, plucked. */
  get: Statement;
  insert: Statement;
  update: Statement;
  remove: Statement;
  sides: SideTable[];
}

/** A multikey index's side table: the elements a document holds at the index's path. */
export class SideTable {
  private readonly clear: Statement;
  private readonly add: Statement;

  constructor(
    db: Database,
    table: string,
    private readonly segments: readonly string[],
  ) {
    this.clear = db.prepare(`DELETE FROM ${quoteIdentifier(table)} WHERE id = ?`);
    this.add = db.prepare(`INSERT INTO ${quoteIdentifier(table)} (id, band, v) VALUES (?, ?, ?)`);
  }

  /** Whether the side table's rows would differ between two versions of a document. */
  differs(before: JsonObject, after: JsonObject): boolean {
    return !deepEqual(indexedElements(before, this.segments), indexedElements(after, this.segments));
  }

  /** Writes a document's rows; `fresh` when the document was just inserted and can have none yet. */
  write(id: string, doc: JsonObject | undefined, fresh = false): void {
    if (!fresh) this.clear.run(id);
    if (!doc) return;
    for (const element of indexedElements(doc, this.segments)) {
      const key = elementKey(element);
      this.add.run(id, key.band, key.value);
    }
  }
}

/**
 * One better-sqlite3 connection with its view of the schema and its prepared statements. Transactions refresh
 * the write connection's view when they begin. A `lazy` connection (one that serves reads outside transactions)
 * does not ask SQLite for the schema version on every read, which would cost as much as the read: it asks when
 * invalidated, when asked for a collection it does not know, and otherwise at most every RECHECK_MS.
 */
export class SqliteConnection {
  readonly catalog: Catalog;
  private readonly statements = new Map<string, Statement>();
  private readonly plucked = new Map<string, Statement>();
  private byIdStatements = new WeakMap<CollectionInfo, ByIdStatements>();
  private readonly control: Record<'begin' | 'commit' | 'rollback' | 'savepoint' | 'release' | 'rollbackTo', Statement>;

  constructor(
    readonly db: Database,
    private readonly lazy = false,
  ) {
    this.catalog = new Catalog(db);
    this.control = {
      begin: db.prepare('BEGIN IMMEDIATE'),
      commit: db.prepare('COMMIT'),
      rollback: db.prepare('ROLLBACK'),
      savepoint: db.prepare('SAVEPOINT readstore'),
      release: db.prepare('RELEASE readstore'),
      rollbackTo: db.prepare('ROLLBACK TO readstore'),
    };
  }

  /** A statement cached by its SQL text; `pluck` gives the first column of each row. */
  statement(sql: string, pluck = false): Statement {
    const cache = pluck ? this.plucked : this.statements;
    let statement = cache.get(sql);
    if (!statement) {
      if (cache.size >= MAX_STATEMENTS) cache.clear();
      statement = this.db.prepare(sql);
      if (pluck) statement.pluck(true);
      cache.set(sql, statement);
    }
    return statement;
  }

  byId(info: CollectionInfo): ByIdStatements {
    let statements = this.byIdStatements.get(info);
    if (!statements) {
      const table = quoteIdentifier(info.table);
      statements = {
        get: this.db.prepare(`SELECT doc FROM ${table} WHERE id = ?`).pluck(),
        insert: this.db.prepare(`INSERT INTO ${table} (id, doc) VALUES (?, ?)`),
        update: this.db.prepare(`UPDATE ${table} SET doc = ? WHERE id = ?`),
        remove: this.db.prepare(`DELETE FROM ${table} WHERE id = ?`),
        sides: [...info.multikey.values()].map(({ table: side, segments }) => new SideTable(this.db, side, segments)),
      };
      this.byIdStatements.set(info, statements);
    }
    return statements;
  }

  /** The collection as this connection knows it; a lazy connection checks the schema before saying none. */
  lookup(collection: string): CollectionInfo | undefined {
    const info = this.catalog.get(collection);
    if (info || !this.lazy) return info;
    this.refresh();
    return this.catalog.get(collection);
  }

  refresh(): void {
    if (!this.catalog.refresh()) return;
    this.statements.clear();
    this.plucked.clear();
    this.byIdStatements = new WeakMap();
  }

  /** Before a call outside a transaction: a lazy connection refreshes only when invalidated or due. */
  refreshIfDue(): void {
    if (!this.lazy || this.catalog.stale || Date.now() - this.catalog.checkedAt >= RECHECK_MS) this.refresh();
  }

  invalidate(): void {
    this.catalog.invalidate();
  }

  /**
   * Runs `work` in a write transaction (BEGIN IMMEDIATE) on a freshly checked schema, committing once it is done,
   * after its promise settles if it returns one. A failure rolls back and forgets the schema, which the work may
   * have changed before it failed.
   */
  transaction<R>(work: () => R): R {
    const fail = (error: unknown): never => {
      if (this.db.inTransaction) this.control.rollback.run();
      this.invalidate();
      throw error;
    };
    this.control.begin.run();
    try {
      this.refresh();
      const result = work();
      if (!(result instanceof Promise)) {
        this.control.commit.run();
        return result;
      }
      return result
        .then((value: unknown) => {
          this.control.commit.run();
          return value;
        })
        .catch(fail) as R;
    } catch (error) {
      return fail(error);
    }
  }

  /** Runs several writes as one (a savepoint), so a failure part way leaves the surrounding transaction as it was. */
  atomically<R>(work: () => R): R {
    this.control.savepoint.run();
    try {
      const result = work();
      this.control.release.run();
      return result;
    } catch (error) {
      // SQLite may have rolled the whole transaction back already (a full disk, for one).
      if (this.db.inTransaction) {
        this.control.rollbackTo.run();
        this.control.release.run();
      }
      throw error;
    }
  }
}

/** SQLite's error for a table another connection dropped since this one loaded its catalog. */
export function isMissingTable(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'SQLITE_ERROR' && /no such table/.test((error as Error).message);
}
