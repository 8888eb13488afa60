import { randomUUID } from 'node:crypto';
import { applyUpdate, idFirst, upsertDocument } from './documents';
import { parseFilter, type FilterNode } from './filter';
import type { JsonObject } from './paths';
import type { Collection, Doc, Filter, FindOptions, Update, UpdateResult } from './port';
import { asDuplicateKey, assertIndexable, createCollectionTable, tableName, type CollectionInfo } from './sqlite-catalog';
import type { SqliteConnection } from './sqlite-connection';
import { compileOrder, compileWhere, Params, quoteIdentifier } from './sqlite-query';
import { parseUpdate, type UpdateOp } from './update';

/**
 * Runs an operation on a connection: outside a transaction, reads go to the read connection and writes queue
 * for the write connection; inside one, both run on the write connection within the transaction. Both run
 * `work` synchronously when they can; a write returns a promise only when it has to wait for the lock.
 */
export interface Runner {
  read<R>(work: (connection: SqliteConnection) => R): R;
  write<R>(work: (connection: SqliteConnection) => R): R | Promise<R>;
}

type Row = { id: string; doc: string };

/**
 * A collection on SQLite. Calls whose filter is exactly `{ _id: string }` (all a projection's buffered session
 * makes) go straight to statements prepared once per collection; any other filter is compiled to SQL, whose
 * statement is cached by its text.
 */
export class SqliteCollection<T extends Doc> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly runner: Runner,
  ) {}

  findOne(filter: Filter, options?: Pick<FindOptions, 'sort'>): Promise<T | null> {
    return settle(() => {
      const id = options?.sort === undefined ? idOnly(filter) : undefined;
      if (id !== undefined) return this.runner.read((connection) => this.get(connection, id));
      return this.select(filter, { sort: options?.sort, limit: 1 })[0] ?? null;
    });
  }

  find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return settle(() => this.select(filter, options));
  }

  count(filter: Filter = {}): Promise<number> {
    return settle(() => {
      const node = parseFilter(filter);
      return this.runner.read((connection) => {
        const info = connection.lookup(this.name);
        if (!info) return 0;
        const params = new Params();
        const sql = `SELECT count(*) FROM ${quoteIdentifier(info.table)} WHERE ${compileWhere(node, info.context, params)}`;
        return connection.statement(sql, true).get(...params.bindings()) as number;
      });
    });
  }

  insertOne(doc: T): Promise<void> {
    return settle(() => {
      assertId(doc);
      return this.runner.write((connection) => this.insert(connection, this.ensure(connection), doc));
    });
  }

  replaceOne(filter: Filter, doc: T, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return settle(() => {
      const id = idOnly(filter);
      const node = id === undefined ? parseFilter(filter) : undefined;
      assertId(doc);
      return this.runner.write((connection) => {
        const info = options.upsert ? this.ensure(connection) : connection.lookup(this.name);
        const row = info ? this.matching(connection, info, id, node, 1)[0] : undefined;
        if (!row) {
          if (!options.upsert || !info) return { matched: 0, modified: 0 };
          this.insert(connection, info, doc);
          return { matched: 0, modified: 0, upsertedId: doc._id };
        }
        if (doc._id !== row.id) throw new Error(`replaceOne cannot change _id (from "${row.id}" to "${doc._id}")`);
        return { matched: 1, modified: this.rewrite(connection, info!, row, idFirst(doc)) ? 1 : 0 };
      });
    });
  }

  updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return settle(() => this.update(filter, update, options.upsert === true, 1));
  }

  updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return settle(() => this.update(filter, update, false, 0));
  }

  deleteOne(filter: Filter): Promise<number> {
    return settle(() => this.delete(filter, true));
  }

  deleteMany(filter: Filter): Promise<number> {
    return settle(() => this.delete(filter, false));
  }

  private get(connection: SqliteConnection, id: string): T | null {
    const info = connection.lookup(this.name);
    const text = info ? (connection.byId(info).get.get(id) as string | undefined) : undefined;
    return text === undefined ? null : (JSON.parse(text) as T);
  }

  private select(filter: Filter, options: FindOptions): T[] {
    const { skip = 0, limit = 0 } = options;
    const id = options.sort === undefined ? idOnly(filter) : undefined;
    const node = id === undefined ? parseFilter(filter) : undefined;
    if (!Number.isInteger(skip) || skip < 0) throw new Error('skip must be a whole number ≥ 0');
    if (!Number.isInteger(limit) || limit < 0) throw new Error('limit must be a whole number ≥ 0 (0: no limit)');
    return this.runner.read((connection) => {
      if (id !== undefined) {
        const doc = skip === 0 ? this.get(connection, id) : null;
        return doc ? [doc] : [];
      }
      const info = connection.lookup(this.name);
      if (!info) return [];
      const { sql, params } = findSql(info, node!, { ...options, skip, limit });
      const docs = connection.statement(sql, true).all(...params.bindings()) as string[];
      return docs.map((doc) => JSON.parse(doc) as T);
    });
  }

  private update(filter: Filter, update: Update, upsert: boolean, limit: number): UpdateResult | Promise<UpdateResult> {
    const id = idOnly(filter);
    const node = id === undefined ? parseFilter(filter) : undefined;
    const ops = parseUpdate(update);
    return this.runner.write((connection) => {
      const info = upsert ? this.ensure(connection) : connection.lookup(this.name);
      const rows = info ? this.matching(connection, info, id, node, limit) : [];
      if (rows.length === 0) {
        if (!upsert || !info) return { matched: 0, modified: 0 };
        const doc = upsertDocument(filter, ops, randomUUID) as T;
        this.insert(connection, info, doc);
        return { matched: 0, modified: 0, upsertedId: doc._id };
      }
      const apply = () => rows.reduce((modified, row) => modified + (this.updateRow(connection, info!, row, ops) ? 1 : 0), 0);
      return { matched: rows.length, modified: rows.length > 1 ? connection.atomically(apply) : apply() };
    });
  }

  private updateRow(connection: SqliteConnection, info: CollectionInfo, row: Row, ops: readonly UpdateOp[]): boolean {
    const before = JSON.parse(row.doc) as T;
    // applyUpdate copies what it changes, so `before` still holds the stored document.
    return this.rewrite(connection, info, row, applyUpdate(before, ops, { isInsert: false }), before);
  }

  private delete(filter: Filter, one: boolean): number | Promise<number> {
    const id = idOnly(filter);
    const node = id === undefined ? parseFilter(filter) : undefined;
    return this.runner.write((connection) => {
      const info = connection.lookup(this.name);
      if (!info) return 0;
      const { remove, sides } = connection.byId(info);
      if (id !== undefined) {
        if (sides.length === 0) return remove.run(id).changes;
        return connection.atomically(() => {
          const removed = remove.run(id).changes;
          if (removed > 0) for (const side of sides) side.write(id, undefined);
          return removed;
        });
      }
      const params = new Params();
      const table = quoteIdentifier(info.table);
      let where = compileWhere(node!, info.context, params);
      if (one) where = `id IN (SELECT id FROM ${table} WHERE ${where} LIMIT 1)`;
      if (sides.length === 0) return connection.statement(`DELETE FROM ${table} WHERE ${where}`).run(...params.bindings()).changes;
      return connection.atomically(() => {
        const ids = connection.statement(`DELETE FROM ${table} WHERE ${where} RETURNING id`, true).all(...params.bindings()) as string[];
        for (const removed of ids) for (const side of sides) side.write(removed, undefined);
        return ids.length;
      });
    });
  }

  private ensure(connection: SqliteConnection): CollectionInfo {
    const known = connection.lookup(this.name);
    if (known) return known;
    createCollectionTable(connection.db, this.name);
    connection.refresh();
    const info = connection.catalog.get(this.name);
    if (!info) throw new Error(`Table ${tableName(this.name)} for ${this.name} was not created`);
    return info;
  }

  /** The rows a write's filter matches: by primary key when it names only an _id. */
  private matching(connection: SqliteConnection, info: CollectionInfo, id: string | undefined, node: FilterNode | undefined, limit: number): Row[] {
    if (id !== undefined) {
      const doc = connection.byId(info).get.get(id) as string | undefined;
      return doc === undefined ? [] : [{ id, doc }];
    }
    const params = new Params();
    const sql = `SELECT id, doc FROM ${quoteIdentifier(info.table)} WHERE ${compileWhere(node!, info.context, params)}${limit > 0 ? ` LIMIT ${limit}` : ''}`;
    return connection.statement(sql).all(...params.bindings()) as Row[];
  }

  private insert(connection: SqliteConnection, info: CollectionInfo, doc: T): void {
    assertIndexable(info, doc as JsonObject);
    const { insert, sides } = connection.byId(info);
    const text = JSON.stringify(idFirst(doc));
    try {
      if (sides.length === 0) insert.run(doc._id, text);
      else {
        connection.atomically(() => {
          insert.run(doc._id, text);
          for (const side of sides) side.write(doc._id, doc as JsonObject, true);
        });
      }
    } catch (error) {
      throw asDuplicateKey(error, this.name, ...info.indexes);
    }
  }

  /** Writes a changed document back, and the side tables whose elements changed; false when nothing changed. */
  private rewrite(connection: SqliteConnection, info: CollectionInfo, row: Row, next: T, before?: T): boolean {
    const text = JSON.stringify(next);
    if (text === row.doc) return false;
    assertIndexable(info, next as JsonObject);
    const { update, sides } = connection.byId(info);
    let changed = sides;
    if (sides.length > 0) {
      const old = (before ?? JSON.parse(row.doc)) as JsonObject;
      changed = sides.filter((side) => side.differs(old, next as JsonObject));
    }
    try {
      if (changed.length === 0) update.run(text, row.id);
      else {
        connection.atomically(() => {
          update.run(text, row.id);
          for (const side of changed) side.write(row.id, next as JsonObject);
        });
      }
    } catch (error) {
      throw asDuplicateKey(error, this.name, ...info.indexes);
    }
    return true;
  }
}

/** The SELECT behind find(), also used to explain a query's plan. */
export function findSql(info: CollectionInfo, node: FilterNode, options: FindOptions): { sql: string; params: Params } {
  const { skip = 0, limit = 0 } = options;
  const params = new Params();
  const where = compileWhere(node, info.context, params);
  const order = options.sort ? ` ORDER BY ${compileOrder(options.sort, info.context, node)}` : '';
  const page = limit > 0 || skip > 0 ? ` LIMIT ${limit > 0 ? params.add(limit) : -1} OFFSET ${params.add(skip)}` : '';
  return { sql: `SELECT doc FROM ${quoteIdentifier(info.table)} WHERE ${where}${order}${page}`, params };
}

/** The _id of a filter that is exactly `{ _id: <string> }`, the shape with a prepared statement of its own. */
function idOnly(filter: Filter): string | undefined {
  if (typeof filter !== 'object' || filter === null || !Object.hasOwn(filter, '_id')) return undefined;
  const id = filter._id;
  if (typeof id !== 'string') return undefined;
  for (const key in filter) if (key !== '_id') return undefined;
  return id;
}

/** One promise per call: what `work` returns, or a rejection with what it throws. */
function settle<R>(work: () => R | Promise<R>): Promise<R> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}

function assertId(doc: Doc): void {
  if (typeof doc !== 'object' || doc === null || typeof doc._id !== 'string' || doc._id === '') {
    throw new Error('A document needs a non-empty string _id');
  }
}
