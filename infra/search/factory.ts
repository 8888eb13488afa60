import type { ReadStoreTarget } from '@vitrina/infra/config/config';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import type { SearchIndex } from './port';
import type { ReplicaOptions } from './replicas';

/**
 * Opens the search index beside the read store the configuration names: in the same SQLite file (through the
 * read store's connections and write lock), or in the same MongoDB database with a client of its own, closed
 * with the index. The MongoDB driver is loaded only when it is used. `replicas` spreads a large SQLite index's
 * searches over threads (replicas.ts); unset, one thread answers them all.
 */
export async function openSearchIndex(readStore: ReadStore, target: ReadStoreTarget, replicas?: ReplicaOptions): Promise<SearchIndex> {
  switch (target.kind) {
    case 'sqlite': {
      const { SqliteReadStore } = await import('@vitrina/infra/readstore/sqlite');
      if (!(readStore instanceof SqliteReadStore)) throw new Error('The SQLite search index needs the SQLite read store');
      const { SqliteSearchIndex } = await import('./sqlite');
      const index = await SqliteSearchIndex.open(readStore);
      if (!replicas || replicas.threads === 0 || readStore.file === ':memory:') return index;
      const { ReplicatedSearchIndex } = await import('./replicas');
      return new ReplicatedSearchIndex(index, { file: readStore.file, name: undefined }, replicas);
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
