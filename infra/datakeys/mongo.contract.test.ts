import { randomBytes } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { MONGO, findServer } from '@vitrina/testkit/infra/servers';
import { dataKeyContract } from '@vitrina/testkit/infra/datakeys/contract';
import { MongoDataKeyStore } from './mongo';

// Looked up while collecting, so that a missing MongoDB shows as a skipped suite titled with the reason.
const server = await findServer(MONGO);

if ('skip' in server) {
  describe.skip(server.skip, () => {
    it('runs the data key contract against MongoDB', () => {});
  });
} else {
  afterAll(() => server.stop());
  const master = randomBytes(32);
  const url = server.url.replace(/\/(\?|$)/, `/vitrina_keys_${process.pid}$1`);
  dataKeyContract('MongoDB', () => MongoDataKeyStore.open(url, master));
}
