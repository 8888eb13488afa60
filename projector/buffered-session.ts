import { applyUpdate, matches, upsertDocument } from '@vitrina/infra/readstore/documents';
import {
  DuplicateKeyError,
  type Collection,
  type Doc,
  type Filter,
  type FindOptions,
  type ReadStoreSession,
  type Update,
  type UpdateResult,
} from '@vitrina/infra/readstore/port';

/**
 * Write-behind for one projection batch: reads and writes addressed by `_id` are served from memory and each
 * touched document is written once when the batch flushes, inside the same transaction. A replay applies
 * thousands of events to a few hundred documents per batch, so this turns most round trips into none, on
 * SQLite and MongoDB alike. Anything not addressed by `_id` flushes that collection first and goes to the store.
 */
export class BufferedSession implements ReadStoreSession {
  private readonly collections = new Map<string, BufferedCollection<Doc>>();

  /**
   * `cache`, when given, keeps documents across batches. Only a sole writer may pass one: a rebuild, which
   * holds the lock on its private generation. Rolled-back batches must discard it.
   */
  constructor(
    private readonly inner: ReadStoreSession,
    private readonly cache?: DocumentCache,
  ) {}

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new BufferedCollection<Doc>(this.inner.collection<Doc>(name), this.cache?.entries(name));
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  async flush(): Promise<void> {
    for (const collection of this.collections.values()) await collection.flush();
    this.cache?.trim();
  }
}

/** Documents a sole writer already knows, per collection, bounded in count. */
export class DocumentCache {
  private readonly byCollection = new Map<string, Map<string, Entry>>();

  constructor(private readonly maxDocuments = 100_000) {}

  entries(collection: string): Map<string, Entry> {
    let entries = this.byCollection.get(collection);
    if (!entries) {
      entries = new Map();
      this.byCollection.set(collection, entries);
    }
    return entries;
  }

  trim(): void {
    let total = 0;
    for (const entries of this.byCollection.values()) total += entries.size;
    if (total > this.maxDocuments) this.byCollection.clear();
  }
}

interface Entry {
  doc: Doc | null;
  dirty: boolean;
}

function idOf(filter: Filter): string | undefined {
  const id = filter._id;
  if (typeof id === 'string') return id;
  if (id && typeof id === 'object' && !Array.isArray(id) && Object.keys(id).length === 1 && typeof (id as { $eq?: unknown }).$eq === 'string') {
    return (id as { $eq: string }).$eq;
  }
  return undefined;
}

class BufferedCollection<T extends Doc> implements Collection<T> {
  private readonly entries: Map<string, Entry>;
  private readonly keep: boolean;

  constructor(
    private readonly inner: Collection<T>,
    cached?: Map<string, Entry>,
  ) {
    this.entries = cached ?? new Map();
    this.keep = cached !== undefined;
  }

  get name(): string {
    return this.inner.name;
  }

  private async load(id: string): Promise<Entry> {
    let entry = this.entries.get(id);
    if (!entry) {
      entry = { doc: await this.inner.findOne({ _id: id }), dirty: false };
      this.entries.set(id, entry);
    }
    return entry;
  }

  private set(entry: Entry, doc: Doc | null): void {
    entry.doc = doc;
    entry.dirty = true;
  }

  async flush(): Promise<void> {
    for (const [id, entry] of this.entries) {
      if (!entry.dirty) continue;
      if (entry.doc === null) await this.inner.deleteOne({ _id: id });
      else await this.inner.replaceOne({ _id: id }, entry.doc as T, { upsert: true });
      entry.dirty = false;
    }
    if (!this.keep) this.entries.clear();
  }

  async findOne(filter: Filter, options?: Pick<FindOptions, 'sort'>): Promise<T | null> {
    const id = idOf(filter);
    if (id === undefined) {
      await this.flush();
      return this.inner.findOne(filter, options);
    }
    const { doc } = await this.load(id);
    // Not copied: a projection treats what it reads as read-only, and every write below replaces the document.
    return doc && matches(doc, filter) ? (doc as T) : null;
  }

  async find(filter: Filter, options?: FindOptions): Promise<T[]> {
    await this.flush();
    return this.inner.find(filter, options);
  }

  async count(filter?: Filter): Promise<number> {
    await this.flush();
    return this.inner.count(filter);
  }

  async insertOne(doc: T): Promise<void> {
    const entry = await this.load(doc._id);
    if (entry.doc) throw new DuplicateKeyError(this.name, `_id ${doc._id}`);
    this.set(entry, structuredClone(doc));
  }

  async replaceOne(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<UpdateResult> {
    const id = idOf(filter);
    if (id === undefined || (doc._id !== undefined && doc._id !== id)) {
      await this.flush();
      return this.inner.replaceOne(filter, doc, options);
    }
    const entry = await this.load(id);
    if (entry.doc && matches(entry.doc, filter)) {
      this.set(entry, { ...structuredClone(doc), _id: id });
      return { matched: 1, modified: 1 };
    }
    if (!entry.doc && options?.upsert) {
      this.set(entry, { ...structuredClone(doc), _id: id });
      return { matched: 0, modified: 0, upsertedId: id };
    }
    if (entry.doc && options?.upsert) {
      await this.flush();
      return this.inner.replaceOne(filter, doc, options);
    }
    return { matched: 0, modified: 0 };
  }

  async updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult> {
    const id = idOf(filter);
    if (id === undefined) {
      await this.flush();
      return this.inner.updateOne(filter, update, options);
    }
    const entry = await this.load(id);
    if (entry.doc && matches(entry.doc, filter)) {
      this.set(entry, applyUpdate(entry.doc, update, { isInsert: false }));
      return { matched: 1, modified: 1 };
    }
    if (!entry.doc && options?.upsert) {
      this.set(entry, upsertDocument(filter, update, () => id));
      return { matched: 0, modified: 0, upsertedId: id };
    }
    if (entry.doc && options?.upsert) {
      // The id exists but the rest of the filter does not match: the store raises what MongoDB raises.
      await this.flush();
      return this.inner.updateOne(filter, update, options);
    }
    return { matched: 0, modified: 0 };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    await this.flush();
    this.entries.clear();
    return this.inner.updateMany(filter, update);
  }

  async deleteOne(filter: Filter): Promise<number> {
    const id = idOf(filter);
    if (id === undefined) {
      await this.flush();
      return this.inner.deleteOne(filter);
    }
    const entry = await this.load(id);
    if (!entry.doc || !matches(entry.doc, filter)) return 0;
    this.set(entry, null);
    return 1;
  }

  async deleteMany(filter: Filter): Promise<number> {
    await this.flush();
    this.entries.clear();
    return this.inner.deleteMany(filter);
  }
}
