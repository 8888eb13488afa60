import { afterAll } from 'vitest';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { searchIndexContract } from '@vitrina/testkit/infra/search/contract';
import { SqliteSearchIndex } from './sqlite';

const stores: SqliteReadStore[] = [];

afterAll(async () => {
  for (const store of stores) await store.close();
});

searchIndexContract('SQLite', async () => {
  const store = new SqliteReadStore(':memory:');
  stores.push(store);
  return SqliteSearchIndex.open(store);
});
