import type { ReadStoreTarget } from '@vitrina/infra/config/config';
import type { ReadStore } from './port';

/** Opens the read store the configuration names; the MongoDB driver is loaded only when it is used. */
export async function openReadStore(target: ReadStoreTarget): Promise<ReadStore> {
  switch (target.kind) {
    case 'sqlite': {
      const { SqliteReadStore } = await import('./sqlite');
      return new SqliteReadStore(target.file);
    }
    case 'mongodb': {
      const { MongoReadStore } = await import('./mongo');
      return MongoReadStore.connect(target.url);
    }
    default: {
      const unknown: never = target;
      throw new Error(`Unknown read store target ${JSON.stringify(unknown)}`);
    }
  }
}
