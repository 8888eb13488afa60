import type { ReadStoreTarget } from '@vitrina/infra/config/config';
import type { DataKeyStore } from './port';

/** The data keys beside the read store the configuration names: a table of its SQLite file, or a MongoDB collection. */
export async function openDataKeyStore(target: ReadStoreTarget, master: Buffer): Promise<DataKeyStore> {
  if (target.kind === 'mongodb') {
    const { MongoDataKeyStore } = await import('./mongo');
    return MongoDataKeyStore.open(target.url, master);
  }
  const { SqliteDataKeyStore } = await import('./sqlite');
  return new SqliteDataKeyStore(target.file, master);
}
