import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventRegistry } from '@vitrina/domain/core/events';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import { openReadStore } from '@vitrina/infra/readstore/factory';

/** A temporary folder with SQLite event and read stores, removed by cleanup(). */
export async function tempStores(registry: EventRegistry, dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-projector-'))) {
  const eventFile = path.join(dir, 'events.sqlite');
  const readFile = path.join(dir, 'read.sqlite');
  const eventStore = await openEventStore({ kind: 'sqlite', file: eventFile }, registry);
  const readStore = await openReadStore({ kind: 'sqlite', file: readFile });
  return {
    dir,
    eventFile,
    readFile,
    eventStore,
    readStore,
    async cleanup() {
      await readStore.close();
      await eventStore.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
