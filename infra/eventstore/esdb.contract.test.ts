import { afterAll, describe, it } from 'vitest';
import { EVENTSTOREDB, findServer } from '@vitrina/testkit/infra/servers';
import { eventStoreContract } from '@vitrina/testkit/infra/eventstore/contract';
import { EsdbEventStore } from './esdb';

const server = await findServer(EVENTSTOREDB);

if ('skip' in server) {
  describe.skip(server.skip, () => {
    it('runs the event store contract against EventStoreDB', () => {});
  });
} else {
  afterAll(() => server.stop());
  eventStoreContract('EventStoreDB', async () => ({
    store: EsdbEventStore.connect(server.url),
    cleanup: async () => {},
  }));
}
