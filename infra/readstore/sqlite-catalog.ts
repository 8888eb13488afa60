import { createHash } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { normalizeIndex, sameIndex, type NormalizedIndex } from './names';
import { indexedElements, isPlainObject, pathSegments, type JsonObject } from './paths';
import { DuplicateKeyError, type IndexSpec } from './port';
import { indexedExpressions, jsonPathLiteral, quoteIdentifier, type PathIndex, type QueryContext } from './sqlite-query';
import { elementKey } from './values';

/** What the catalogue needs of a connection: SqliteConnection (sqlite-connection.ts) is one, and this file imports none. */
export interface CatalogConnection {
  readonly db: Database;
  statement(sql: string): Statement;
}

/**
 * The SQLite schema of the read store. A collection `fooBar` is the table `c_foo_bar` (upper case letters become
 * `_` + lower case and `_` becomes `__`, since SQLite table names ignore case). Index specs live in
 * `vitrina_indexes` so a reopened store, or another process on the same file, knows which paths are indexed;
 * a multikey index is a side table (`band`, `v`, `id`) of the elements each document holds. Tables named
 * `c_*` are collections and nothing else; modules that add tables of their own (search) use another prefix.
 */
export const INDEX_TABLE = 'vitrina_indexes';
const TABLE_PREFIX = 'c_';

export function tableName(collection: string): string {
  return TABLE_PREFIX + collection.replace(/_/g, '__').replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function collectionOf(table: string): string | undefined {
  if (!table.startsWith(TABLE_PREFIX)) return undefined;
  const name = table.slice(TABLE_PREFIX.length).replace(/_(_|[a-z])/g, (_match, next: string) => (next === '_' ? '_' : next.toUpperCase()));
  return tableName(name) === table ? name : undefined;
}

function internalName(prefix: 'i_' | 'm_', collection: string, index: string): string {
  return prefix + createHash('sha256').update(`${collection}\0${index}`).digest('hex').slice(0, 20);
}

export interface CollectionInfo {
  name: string;
  table: string;
  indexes: NormalizedIndex[];
  /** Paths of non-multikey indexes, which must never hold an array, with their segments. */
  scalarPaths: Map<string, readonly string[]>;
  /** Path of each multikey index → its side table. */
  multikey: Map<string, { table: string; segments: readonly string[] }>;
  context: QueryContext;
}

export const SCHEMA_SQL = `CREATE TABLE IF NOT EXISTS ${INDEX_TABLE} (
  collection TEXT NOT NULL, name TEXT NOT NULL, spec TEXT NOT NULL, PRIMARY KEY (collection, name))`;

/** What one connection knows of the schema, reloaded whenever SQLite's schema version moves. */
export class Catalog {
  private version = -1;
  private collections = new Map<string, CollectionInfo>();
  private readonly schemaVersion: Statement;
  /** When `refresh` last asked SQLite (Date.now()). */
  checkedAt = 0;

  constructor(private readonly db: Database) {
    this.schemaVersion = db.prepare('PRAGMA schema_version').pluck();
  }

  /** True when the schema changed since the last load (the caller drops cached statements then). */
  refresh(): boolean {
    const version = this.schemaVersion.get() as number;
    this.checkedAt = Date.now();
    if (version === this.version) return false;
    this.load();
    this.version = version;
    return true;
  }

  invalidate(): void {
    this.version = -1;
  }

  get stale(): boolean {
    return this.version === -1;
  }

  get(collection: string): CollectionInfo | undefined {
    return this.collections.get(collection);
  }

  names(): string[] {
    return [...this.collections.keys()].sort();
  }

  private load(): void {
    const tables = this.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'c\\_%' ESCAPE '\\'`).pluck().all() as string[];
    const specs = this.db.prepare(`SELECT collection, spec FROM ${INDEX_TABLE} ORDER BY rowid`).all() as { collection: string; spec: string }[];
    const collections = new Map<string, CollectionInfo>();
    for (const table of tables) {
      const name = collectionOf(table);
      if (name !== undefined) collections.set(name, describe(name, table, []));
    }
    for (const { collection, spec } of specs) {
      const info = collections.get(collection);
      if (info) collections.set(collection, describe(collection, info.table, [...info.indexes, JSON.parse(spec) as NormalizedIndex]));
    }
    this.collections = collections;
  }
}

function describe(name: string, table: string, indexes: NormalizedIndex[]): CollectionInfo {
  const scalarPaths = new Map<string, readonly string[]>();
  const multikey = new Map<string, { table: string; segments: readonly string[] }>();
  for (const index of indexes) {
    if (index.multikey) {
      const path = index.fields[0]![0];
      multikey.set(path, { table: internalName('m_', name, index.name), segments: pathSegments(path) });
    } else {
      for (const [path] of index.fields) scalarPaths.set(path, pathSegments(path));
    }
  }
  const context: QueryContext = {
    indexOf(path: string): PathIndex | undefined {
      if (scalarPaths.has(path)) return { kind: 'scalar' };
      const side = multikey.get(path);
      return side ? { kind: 'multikey', table: side.table } : undefined;
    },
  };
  return { name, table, indexes, scalarPaths, multikey, context };
}

export function createCollectionTable(db: Database, collection: string): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${quoteIdentifier(tableName(collection))} (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)`);
}

/** Refuses a document that holds an array where a non-multikey index expects a single value. */
export function assertIndexable(info: CollectionInfo, doc: JsonObject): void {
  for (const [path, segments] of info.scalarPaths) {
    let value: unknown = doc;
    for (const segment of segments) {
      if (!isPlainObject(value)) break;
      value = Object.hasOwn(value, segment) ? value[segment] : undefined;
      if (Array.isArray(value)) {
        throw new Error(`${info.name}: "${path}" holds an array in document "${String(doc._id)}", but its index is not multikey`);
      }
    }
  }
}

/** Rewrites a document's rows in every multikey side table. */
export function writeElements(connection: CatalogConnection, info: CollectionInfo, id: string, doc: JsonObject | undefined): void {
  for (const { table, segments } of info.multikey.values()) {
    const quoted = quoteIdentifier(table);
    connection.statement(`DELETE FROM ${quoted} WHERE id = ?`).run(id);
    if (!doc) continue;
    const insert = connection.statement(`INSERT INTO ${quoted} (id, band, v) VALUES (?, ?, ?)`);
    for (const element of indexedElements(doc, segments)) {
      const key = elementKey(element);
      insert.run(id, key.band, key.value);
    }
  }
}

/** Creates what `specs` declare and records them; an existing index of the same name must be identical. */
export function createIndexes(connection: CatalogConnection, info: CollectionInfo, specs: readonly IndexSpec[]): void {
  const db = connection.db;
  const existing = new Map(info.indexes.map((index) => [index.name, index]));
  const record = db.prepare(`INSERT INTO ${INDEX_TABLE} (collection, name, spec) VALUES (?, ?, ?)`);
  for (const spec of specs) {
    const index = normalizeIndex(info.name, spec);
    const before = existing.get(index.name);
    if (before) {
      if (!sameIndex(before, index)) throw new Error(`Index ${index.name} on ${info.name} exists with a different spec`);
      continue;
    }
    for (const [path] of index.fields) {
      const clash = [...existing.values()].find((other) => other.multikey !== index.multikey && other.fields.some(([p]) => p === path));
      if (clash) throw new Error(`"${path}" on ${info.name} cannot be both multikey and not (index ${clash.name})`);
    }
    try {
      if (index.multikey) createMultikey(connection, info, index);
      else createScalar(db, info, index);
    } catch (error) {
      throw asDuplicateKey(error, info.name, index);
    }
    record.run(info.name, index.name, JSON.stringify(index));
    existing.set(index.name, index);
  }
}

function createScalar(db: Database, info: CollectionInfo, index: NormalizedIndex): void {
  const table = quoteIdentifier(info.table);
  for (const [path] of index.fields) {
    const segments = pathSegments(path);
    const arrays = segments.map((_, i) => `json_type(doc, ${jsonPathLiteral(segments.slice(0, i + 1))}) = 'array'`);
    const offender = db
      .prepare(`SELECT id FROM ${table} WHERE ${arrays.join(' OR ')} LIMIT 1`)
      .pluck()
      .get() as string | undefined;
    if (offender !== undefined) {
      throw new Error(`${info.name}: "${path}" holds an array in document "${offender}"; declare the index multikey`);
    }
  }
  const columns = index.fields.flatMap(([path, direction]) => {
    const { band, value } = indexedExpressions(path);
    const dir = direction === 1 ? 'ASC' : 'DESC';
    return [`${band} ${dir}`, `${value} ${dir}`];
  });
  // The id makes every sort on the indexed fields, with its id tie-break, an index scan.
  if (!index.unique) columns.push('id');
  const name = quoteIdentifier(internalName('i_', info.name, index.name));
  db.exec(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ${name} ON ${table} (${columns.join(', ')})`);
}

function createMultikey(connection: CatalogConnection, info: CollectionInfo, index: NormalizedIndex): void {
  const db = connection.db;
  const side = internalName('m_', info.name, index.name);
  const quoted = quoteIdentifier(side);
  db.exec(`CREATE TABLE ${quoted} (id TEXT NOT NULL, band INTEGER NOT NULL, v)`);
  db.exec(`CREATE INDEX ${quoteIdentifier(`${side}_id`)} ON ${quoted} (id)`);
  db.exec(
    index.unique
      ? `CREATE UNIQUE INDEX ${quoteIdentifier(`${side}_v`)} ON ${quoted} (band, v)`
      : `CREATE INDEX ${quoteIdentifier(`${side}_v`)} ON ${quoted} (band, v, id)`,
  );
  const described = describe(info.name, info.table, [index]);
  const rows = db.prepare(`SELECT id, doc FROM ${quoteIdentifier(info.table)}`).all() as { id: string; doc: string }[];
  for (const row of rows) writeElements(connection, described, row.id, JSON.parse(row.doc) as JsonObject);
}

export function dropCollectionTables(db: Database, info: CollectionInfo): void {
  for (const { table } of info.multikey.values()) db.exec(`DROP TABLE IF EXISTS ${quoteIdentifier(table)}`);
  db.exec(`DROP TABLE IF EXISTS ${quoteIdentifier(info.table)}`);
  db.prepare(`DELETE FROM ${INDEX_TABLE} WHERE collection = ?`).run(info.name);
}

/** SQLite's unique violations as the port's DuplicateKeyError, naming the index rather than its SQL name. */
export function asDuplicateKey(error: unknown, collection: string, ...indexes: NormalizedIndex[]): unknown {
  const code = (error as { code?: unknown }).code;
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return error;
  const message = (error as Error).message;
  if (/\.id\b/.test(message) && !/index '/.test(message)) return new DuplicateKeyError(collection, 'index _id_');
  const violated = indexes.find((index) =>
    [internalName('i_', collection, index.name), internalName('m_', collection, index.name)].some((name) => message.includes(name)),
  );
  return new DuplicateKeyError(collection, violated ? `index ${violated.name} (${violated.fields.map(([path]) => path).join(', ')})` : message);
}
