import { randomUUID } from 'node:crypto';
import {
  MongoClient,
  type ClientSession,
  type Collection as DriverCollection,
  type Db,
  type Document,
  type Filter as DriverFilter,
  type UpdateFilter,
} from 'mongodb';
import { upsertDocument } from './documents';
import { parseFilter } from './filter';
import { assertCollectionName, normalizeIndex } from './names';
import {
  DuplicateKeyError,
  type Collection,
  type Doc,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadStore,
  type ReadStoreSession,
  type SortSpec,
  type Update,
  type UpdateResult,
} from './port';
import { parseUpdate } from './update';

/**
 * The scaled read store: MongoDB (a replica set, for transactions). Filters and updates are the port's MongoDB
 * subset, so they go to the server as they are, after the same checks the SQLite adapter makes. Documents keep
 * string ids; an upsert that names no _id gets a UUID, as in SQLite.
 */
export class MongoReadStore implements ReadStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** `dbName` defaults to the database in the URL's path, else "vitrina". */
  static async connect(url: string, options: { dbName?: string } = {}): Promise<MongoReadStore> {
    const client = new MongoClient(url, { ignoreUndefined: true, serverSelectionTimeoutMS: 10_000 });
    await client.connect();
    return new MongoReadStore(client, client.db(options.dbName ?? databaseIn(url) ?? 'vitrina'));
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    assertCollectionName(name);
    return new MongoCollection<T>(this.db.collection(name), undefined);
  }

  async transaction<R>(work: (session: ReadStoreSession) => Promise<R>): Promise<R> {
    const session = this.client.startSession();
    try {
      let result: R | undefined;
      await session.withTransaction(async () => {
        result = await work({
          collection: <T extends Doc = Doc>(name: string) => {
            assertCollectionName(name);
            return new MongoCollection<T>(this.db.collection(name), session);
          },
        });
      });
      return result as R;
    } finally {
      await session.endSession();
    }
  }

  async ensureIndexes(collection: string, indexes: readonly IndexSpec[]): Promise<void> {
    assertCollectionName(collection);
    const specs = indexes.map((spec) => normalizeIndex(collection, spec));
    if (specs.length === 0) return;
    try {
      await this.db.collection(collection).createIndexes(
        specs.map((spec) => ({
          key: Object.fromEntries(spec.fields),
          name: spec.name,
          ...(spec.unique
            ? {
                unique: true,
                // Documents without the field do not take part, as in SQLite where a missing value is NULL.
                partialFilterExpression: Object.fromEntries(spec.fields.map(([path]) => [path, { $exists: true }])),
              }
            : {}),
        })),
      );
    } catch (error) {
      throw asDuplicateKey(error, collection);
    }
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections
      .map((collection) => collection.name)
      .filter((name) => !name.startsWith('system.'))
      .sort();
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    try {
      await this.db.dropCollection(name);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 26) throw error; // NamespaceNotFound
    }
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** For tests and operators: the database this store works in. */
  get databaseName(): string {
    return this.db.databaseName;
  }
}

class MongoCollection<T extends Doc> implements Collection<T> {
  readonly name: string;

  constructor(
    private readonly collection: DriverCollection<Document>,
    private readonly session: ClientSession | undefined,
  ) {
    this.name = collection.collectionName;
  }

  async findOne(filter: Filter, options?: Pick<FindOptions, 'sort'>): Promise<T | null> {
    const [first] = await this.find(filter, { sort: options?.sort, limit: 1 });
    return first ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    parseFilter(filter);
    const { skip = 0, limit = 0 } = options;
    if (!Number.isInteger(skip) || skip < 0) throw new Error('skip must be a whole number ≥ 0');
    if (!Number.isInteger(limit) || limit < 0) throw new Error('limit must be a whole number ≥ 0 (0: no limit)');
    const cursor = this.collection.find(filter as DriverFilter<Document>, {
      session: this.session,
      ...(options.sort ? { sort: withIdTieBreak(options.sort) } : {}),
      ...(skip > 0 ? { skip } : {}),
      ...(limit > 0 ? { limit } : {}),
    });
    return (await cursor.toArray()) as unknown as T[];
  }

  async count(filter: Filter = {}): Promise<number> {
    parseFilter(filter);
    return this.collection.countDocuments(filter as DriverFilter<Document>, { session: this.session });
  }

  async insertOne(doc: T): Promise<void> {
    assertId(doc);
    try {
      await this.collection.insertOne({ ...doc } as Document, { session: this.session });
    } catch (error) {
      throw asDuplicateKey(error, this.name);
    }
  }

  async replaceOne(filter: Filter, doc: T, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    parseFilter(filter);
    assertId(doc);
    try {
      const result = await this.collection.replaceOne(filter as DriverFilter<Document>, doc, {
        session: this.session,
        upsert: options.upsert === true,
      });
      return toResult(result);
    } catch (error) {
      throw asDuplicateKey(error, this.name);
    }
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    parseFilter(filter);
    const ops = parseUpdate(update);
    let sent = update;
    if (options.upsert) {
      // Without an _id from the filter or the update, MongoDB would make an ObjectId; the port wants strings.
      const named = upsertDocument(filter, ops, () => '');
      if (named._id === '') sent = { ...update, $setOnInsert: { ...update.$setOnInsert, _id: randomUUID() } };
    }
    try {
      const result = await this.collection.updateOne(filter as DriverFilter<Document>, sent as UpdateFilter<Document>, {
        session: this.session,
        upsert: options.upsert === true,
      });
      return toResult(result);
    } catch (error) {
      throw asDuplicateKey(error, this.name);
    }
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    parseFilter(filter);
    parseUpdate(update);
    try {
      const result = await this.collection.updateMany(filter as DriverFilter<Document>, update as UpdateFilter<Document>, {
        session: this.session,
      });
      return toResult(result);
    } catch (error) {
      throw asDuplicateKey(error, this.name);
    }
  }

  async deleteOne(filter: Filter): Promise<number> {
    parseFilter(filter);
    return (await this.collection.deleteOne(filter as DriverFilter<Document>, { session: this.session })).deletedCount;
  }

  async deleteMany(filter: Filter): Promise<number> {
    parseFilter(filter);
    return (await this.collection.deleteMany(filter as DriverFilter<Document>, { session: this.session })).deletedCount;
  }
}

function withIdTieBreak(sort: SortSpec): SortSpec {
  return Object.hasOwn(sort, '_id') ? sort : { ...sort, _id: 1 };
}

function toResult(result: { matchedCount: number; modifiedCount: number; upsertedId: unknown }): UpdateResult {
  const out: UpdateResult = { matched: result.matchedCount, modified: result.modifiedCount };
  if (result.upsertedId !== null && result.upsertedId !== undefined) out.upsertedId = String(result.upsertedId);
  return out;
}

function assertId(doc: Doc): void {
  if (typeof doc !== 'object' || doc === null || typeof doc._id !== 'string' || doc._id === '') {
    throw new Error('A document needs a non-empty string _id');
  }
}

function asDuplicateKey(error: unknown, collection: string): unknown {
  if ((error as { code?: unknown }).code === 11000) return new DuplicateKeyError(collection, (error as Error).message);
  return error;
}

function databaseIn(url: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(url);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
