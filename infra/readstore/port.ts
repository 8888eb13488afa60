/**
 * The read store port: a small, typed subset of MongoDB's query and update language, so projections and queries
 * are written once and run on SQLite (embedded default) or MongoDB (scaled).
 *
 * Documents are plain JSON (no Date, no bigint: dates are ISO strings, positions decimal strings) with a string
 * `_id`. Filters follow MongoDB's semantics, including matching an array field by any of its elements.
 */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export interface Doc {
  _id: string;
  [key: string]: JsonValue | undefined;
}

/** A condition on one (dotted) path. */
export interface Condition {
  $eq?: JsonValue;
  $ne?: JsonValue;
  $in?: JsonValue[];
  $nin?: JsonValue[];
  $gt?: JsonPrimitive;
  $gte?: JsonPrimitive;
  $lt?: JsonPrimitive;
  $lte?: JsonPrimitive;
  /** The array at the path contains every one of these. */
  $all?: JsonValue[];
  $exists?: boolean;
}

/** Keys are dotted paths (`brand.id`); a bare value means equality. `$and`/`$or` combine sub-filters. */
export type Filter = {
  $and?: Filter[];
  $or?: Filter[];
} & { [path: string]: JsonValue | Condition | Filter[] | undefined };

export interface Update {
  $set?: Record<string, JsonValue>;
  /** Only when an upsert inserts. */
  $setOnInsert?: Record<string, JsonValue>;
  $unset?: Record<string, true | '' | 1>;
  $inc?: Record<string, number>;
  /** Adds a value to an array unless an equal one is there; `{ $each: [...] }` adds several. */
  $addToSet?: Record<string, JsonValue | { $each: JsonValue[] }>;
  /** Removes every element equal to the value, or matching `{ $in: [...] }`. */
  $pull?: Record<string, JsonValue | { $in: JsonValue[] }>;
}

export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
}

export interface UpdateResult {
  matched: number;
  modified: number;
  /** The _id of the document an upsert inserted. */
  upsertedId?: string;
}

export interface IndexSpec {
  /** Dotted paths with direction. */
  fields: Record<string, 1 | -1>;
  unique?: boolean;
  /** Set when a field holds arrays, so the SQLite adapter indexes elements rather than whole values. */
  multikey?: boolean;
  name?: string;
}

export interface Collection<T extends Doc = Doc> {
  readonly name: string;
  findOne(filter: Filter, options?: Pick<FindOptions, 'sort'>): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  insertOne(doc: T): Promise<void>;
  /** Inserts or replaces by _id. */
  replaceOne(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
}

/** The collections a transaction sees; every write through it commits or rolls back together. */
export interface ReadStoreSession {
  collection<T extends Doc = Doc>(name: string): Collection<T>;
}

export interface ReadStore extends ReadStoreSession {
  /**
   * Runs `work` in one transaction. Writes through `session` commit together when it resolves and are rolled
   * back when it throws. Reads through `session` see the transaction's own writes. A transient conflict may
   * run `work` again, so it must not have other side effects.
   */
  transaction<R>(work: (session: ReadStoreSession) => Promise<R>): Promise<R>;
  ensureIndexes(collection: string, indexes: readonly IndexSpec[]): Promise<void>;
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  /** Rejects when the store cannot be reached (for /api/ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  readonly code = 'DUPLICATE_KEY';
  constructor(
    readonly collection: string,
    detail: string,
  ) {
    super(`Duplicate key in ${collection}: ${detail}`);
    this.name = 'DuplicateKeyError';
  }
}
