import { createLogger } from '@vitrina/infra/log/logger';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import { rebuild } from '@vitrina/projector/rebuild';
import { CRASH_TARGETS } from './crash-targets';
import { openTestEventStore } from './stores';

/**
 * A replay process, for the crash test to kill: `replay-child <events> <read> <items|analytics|users>`.
 * Prints `progress <position>` after each committed batch so the test can aim its kills.
 */
const [eventFile, readFile, name] = process.argv.slice(2);
const target = CRASH_TARGETS[name as keyof typeof CRASH_TARGETS];
const { eventStore, keys } = await openTestEventStore(eventFile!, target.registry(), target.personal);
const readStore = await openReadStore({ kind: 'sqlite', file: readFile! });
await rebuild({
  eventStore,
  readStore,
  logger: createLogger('silent'),
  projection: target.projection(),
  batchSize: 250,
  graceMs: 0,
  onProgress: (progress) => process.stdout.write(`progress ${progress.position}\n`),
});
await readStore.close();
await eventStore.close();
await keys?.close();
process.stdout.write('replay-complete\n');
