import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventRegistry } from '@vitrina/domain/core/events';
import type { DataKeyStore } from '@vitrina/infra/datakeys/port';
import { SqliteDataKeyStore } from '@vitrina/infra/datakeys/sqlite';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import { PersonalDataCipher } from '@vitrina/infra/eventstore/personal-data';
import { openReadStore } from '@vitrina/infra/readstore/factory';

/** The master key of tests that seal personal data (any 32 bytes do). */
const TEST_DATA_KEY = Buffer.alloc(32, 7);

/**
 * A SQLite event store; with `personal`, sealing and opening personal fields as the site does, under data keys
 * kept in `keys.sqlite` beside the log (not in a read store, so a replay into another read file finds them).
 */
export async function openTestEventStore(eventFile: string, registry: EventRegistry, personal = false) {
  if (!personal) return { eventStore: await openEventStore({ kind: 'sqlite', file: eventFile }, registry), keys: null };
  const keys: DataKeyStore = new SqliteDataKeyStore(path.join(path.dirname(eventFile), 'keys.sqlite'), TEST_DATA_KEY);
  const eventStore = await openEventStore({ kind: 'sqlite', file: eventFile }, registry, {}, new PersonalDataCipher(registry, keys));
  return { eventStore, keys };
}

/** A temporary folder with SQLite event and read stores (personal data sealed with `personal`), removed by cleanup(). */
export async function tempStores(registry: EventRegistry, options: { personal?: boolean } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-projector-'));
  const eventFile = path.join(dir, 'events.sqlite');
  const readFile = path.join(dir, 'read.sqlite');
  const { eventStore, keys } = await openTestEventStore(eventFile, registry, options.personal);
  const readStore = await openReadStore({ kind: 'sqlite', file: readFile });
  return {
    dir,
    eventFile,
    readFile,
    eventStore,
    readStore,
    keys,
    async cleanup() {
      await readStore.close();
      await eventStore.close();
      await keys?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
