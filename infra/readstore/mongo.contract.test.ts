import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { findServer, MONGO } from '@vitrina/testkit/infra/servers';
import { readStoreContract } from '@vitrina/testkit/infra/readstore/contract';
import { MongoReadStore } from './mongo';

const server = await findServer(MONGO);

if ('skip' in server) {
  describe.skip(`read store contract: MongoDB (${server.skip})`, () => {
    it('needs a MongoDB replica set', () => {});
  });
} else {
  let count = 0;
  beforeAll(() => initiateReplicaSet(server.url), 60_000);
  afterAll(() => server.stop());
  // A database per store, so runs against a shared server never meet; the suite drops what it made.
  readStoreContract('MongoDB', () => MongoReadStore.connect(server.url, { dbName: `vitrina_test_${process.pid}_${Date.now().toString(36)}_${++count}` }));
}

/** A replica set started with --replSet answers nothing until initiated; initiating twice is harmless here. */
async function initiateReplicaSet(url: string): Promise<void> {
  const client = new MongoClient(url, { directConnection: true, serverSelectionTimeoutMS: 15_000 });
  try {
    await client.connect();
    const admin = client.db('admin');
    const status = await admin.command({ replSetGetStatus: 1 }).catch((error: { code?: number }) => error);
    if ((status as { code?: number }).code === 94) {
      const { hostname, port } = new URL(url);
      try {
        await admin.command({ replSetInitiate: { _id: 'rs0', members: [{ _id: 0, host: `${hostname}:${port}` }] } });
      } catch (error) {
        const code = (error as { code?: number }).code;
        // 23: already initiated (a parallel run won); otherwise the host as seen from outside (Docker's mapped
        // port) is not how the server knows itself: let it use its own name.
        if (code !== 23) await admin.command({ replSetInitiate: {} });
      }
    } else if (status instanceof Error) {
      throw new Error(`MongoDB at ${url} is not a replica set, which transactions need: ${status.message}`);
    }
    const deadline = Date.now() + 30_000;
    while (!(await admin.command({ hello: 1 })).isWritablePrimary) {
      if (Date.now() > deadline) throw new Error('MongoDB replica set did not elect a primary within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.close();
  }
}
