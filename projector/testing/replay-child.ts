import { createLogger } from '@vitrina/infra/log/logger';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import { rebuild } from '../rebuild';
import { CRASH_TARGETS } from './crash-targets';

/**
 * A replay process, for the crash test to kill: `replay-child <events> <read> <items|analytics>`.
 * Prints `progress <position>` after each committed batch so the test can aim its kills.
 */
const [eventFile, readFile, name] = process.argv.slice(2);
const target = CRASH_TARGETS[name as keyof typeof CRASH_TARGETS];
const eventStore = await openEventStore({ kind: 'sqlite', file: eventFile! }, target.registry());
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
process.stdout.write('replay-complete\n');
