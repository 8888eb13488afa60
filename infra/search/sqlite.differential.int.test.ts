import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { oracleSearch } from '@vitrina/testkit/infra/search/oracle';
import type { ClothSearchDoc } from './port';
import { random, randomDoc, randomQuery } from '@vitrina/testkit/infra/search/random-fixtures';
import { SqliteSearchIndex } from './sqlite';

/**
 * Random catalogues, changes and queries: the SQLite index must answer exactly as the oracle does, scores,
 * facets and prices included. The words are chosen to sit a typo or a prefix away from each other.
 */
describe('SQLite search index against the oracle', () => {
  let store: SqliteReadStore;
  let index: SqliteSearchIndex;
  const docs = new Map<string, ClothSearchDoc>();

  beforeAll(async () => {
    store = new SqliteReadStore(':memory:');
    index = await SqliteSearchIndex.open(store, { postingLimit: 400 });
  });
  afterAll(async () => {
    await index.close();
    await store.close();
  });

  const agree = async (queries: number) => {
    for (let i = 0; i < queries; i++) {
      const query = randomQuery();
      expect(await index.search(query), JSON.stringify(query)).toEqual(oracleSearch([...docs.values()], query));
    }
  };

  it('after a bulk load', async () => {
    const batch = Array.from({ length: 300 }, (_, i) => randomDoc(`d${i}`));
    await index.upsertMany(batch);
    for (const doc of batch) docs.set(doc.id, doc);
    await agree(250);
  });

  it('after single changes: replacements, removals, favourites and new documents', async () => {
    for (let round = 0; round < 120; round++) {
      const id = `d${Math.floor(random() * 340)}`;
      const roll = random();
      if (roll < 0.5) {
        const doc = randomDoc(id);
        await index.upsert(doc);
        docs.set(id, doc);
      } else if (roll < 0.7) {
        await index.remove(id);
        docs.delete(id);
      } else if (docs.has(id)) {
        const favourites = Math.floor(random() * 8);
        await index.setFavourites(id, favourites);
        docs.set(id, { ...docs.get(id)!, favourites });
      }
      if (round % 10 === 0) await agree(10);
    }
    await agree(150);
  });
});
