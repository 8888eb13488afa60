import { Binary, type Collection, type MongoClient } from 'mongodb';
import { KeyCache } from './cache';
import type { DataKeyStore } from './port';
import { newWrappedKey, unwrapKey } from './wrap';

interface KeyDoc {
  _id: string;
  wrapped: Binary | null;
  createdAt: Date;
  destroyedAt?: Date;
}

/** Data keys in a MongoDB collection (`data_keys`) of the read store's database; made with an atomic upsert. */
export class MongoDataKeyStore implements DataKeyStore {
  private readonly cache = new KeyCache();

  private constructor(
    private readonly client: MongoClient,
    private readonly keys: Collection<KeyDoc>,
    private readonly master: Buffer,
  ) {}

  static async open(url: string, master: Buffer): Promise<MongoDataKeyStore> {
    const { MongoClient } = await import('mongodb');
    const client = await MongoClient.connect(url, { serverSelectionTimeoutMS: 10_000 });
    return new MongoDataKeyStore(client, client.db().collection<KeyDoc>('data_keys'), master);
  }

  async keyFor(subject: string): Promise<Buffer | null> {
    const found = await this.find(subject);
    if (found !== undefined) return found;
    const { wrapped } = newWrappedKey(this.master, subject);
    const doc = await this.keys.findOneAndUpdate(
      { _id: subject },
      { $setOnInsert: { wrapped: new Binary(wrapped), createdAt: new Date() } },
      { upsert: true, returnDocument: 'after' },
    );
    return this.remember(subject, doc);
  }

  async find(subject: string): Promise<Buffer | null | undefined> {
    const cached = this.cache.get(subject);
    if (cached !== undefined) return cached;
    const doc = await this.keys.findOne({ _id: subject });
    return doc ? this.remember(subject, doc) : undefined;
  }

  async destroy(subject: string): Promise<void> {
    await this.keys.updateOne(
      { _id: subject },
      { $set: { wrapped: null, destroyedAt: new Date() }, $setOnInsert: { createdAt: new Date() } },
      { upsert: true },
    );
    this.cache.set(subject, null);
  }

  async destroyedCount(): Promise<number> {
    return this.keys.countDocuments({ wrapped: null });
  }

  async close(): Promise<void> {
    this.cache.clear();
    await this.client.close();
  }

  private remember(subject: string, doc: KeyDoc | null): Buffer | null {
    const key = doc?.wrapped ? unwrapKey(this.master, subject, Buffer.from(doc.wrapped.buffer)) : null;
    this.cache.set(subject, key);
    return key;
  }
}
