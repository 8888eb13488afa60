import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventStoreContract } from '@vitrina/testkit/infra/eventstore/contract';
import { SqliteEventStore } from './sqlite';

eventStoreContract('SQLite', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vitrina-events-'));
  return {
    store: new SqliteEventStore(path.join(folder, 'events.sqlite')),
    cleanup: async () => rmSync(folder, { recursive: true, force: true }),
  };
});
