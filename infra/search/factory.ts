import type { ReadStoreTarget } from '@vitrina/infra/config/config';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import type { SearchIndex } from './port';

/**
 * Opens the search index beside the read store the configuration names: in the same SQLite file (through the
 * read store's connections and write lock), or in the same MongoDB database with a client of its own, closed
 * with the index. The MongoDB driver is loaded only when it is used.
 */
export async function openSearchIndex(readStore: ReadStore, target: ReadStoreTarget): Promise<SearchIndex> {
  switch (target.kind) {
    case 'sqlite': {
      const { SqliteReadStore } = await import('@vitrina/infra/readstore/sqlite');
      if (!(readStore instanceof SqliteReadStore)) throw new Error('The SQLite search index needs the SQLite read store');
      const { SqliteSearchIndex } = await import('./sqlite');
      return SqliteSearchIndex.open(readStore);
    }
    case 'mongodb': {
      const { MongoClient } = await import('mongodb');
      const { MongoSearchIndex } = await import('./mongo');
      const client = await MongoClient.connect(target.url, { serverSelectionTimeoutMS: 10_000 });
      const database = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(target.url)?.[1];
      return MongoSearchIndex.open(client, { dbName: database ? decodeURIComponent(database) : 'vitrina', ownClient: true });
    }
    default: {
      const unknown: never = target;
      throw new Error(`Unknown read store target ${JSON.stringify(unknown)}`);
    }
  }
}
