import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { findServer, MONGO } from '@vitrina/testkit/infra/servers';
import { searchIndexContract } from '@vitrina/testkit/infra/search/contract';
import { MongoSearchIndex } from './mongo';

const server = await findServer(MONGO);

if ('skip' in server) {
  describe.skip(`search index contract: MongoDB (${server.skip})`, () => {
    it('needs a MongoDB replica set', () => {});
  });
} else {
  const client = new MongoClient(server.url, { serverSelectionTimeoutMS: 15_000 });
  const databases: string[] = [];
  beforeAll(() => readyReplicaSet(server.url), 60_000);
  afterAll(async () => {
    for (const name of databases) await client.db(name).dropDatabase();
    await client.close();
    await server.stop();
  });
  // A database per index, so runs against a shared server never meet.
  searchIndexContract('MongoDB', async () => {
    const dbName = `vitrina_search_test_${process.pid}_${Date.now().toString(36)}_${databases.length}`;
    databases.push(dbName);
    return MongoSearchIndex.open(client, { dbName });
  });
}

/** A server started with --replSet answers nothing until initiated (as in infra/readstore's MongoDB suite). */
async function readyReplicaSet(url: string): Promise<void> {
  const admin = new MongoClient(url, { directConnection: true, serverSelectionTimeoutMS: 15_000 });
  try {
    await admin.connect();
    const db = admin.db('admin');
    const status = await db.command({ replSetGetStatus: 1 }).catch((error: { code?: number }) => error);
    if ((status as { code?: number }).code === 94) {
      await db.command({ replSetInitiate: {} }).catch((error: { code?: number }) => {
        if (error.code !== 23) throw error;
      });
    }
    const deadline = Date.now() + 30_000;
    while (!(await db.command({ hello: 1 })).isWritablePrimary) {
      if (Date.now() > deadline) throw new Error('MongoDB replica set did not elect a primary within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await admin.close();
  }
}
