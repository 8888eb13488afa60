import { createLogger } from '@vitrina/infra/log/logger';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import { rebuild } from '../rebuild';
import { fixtureRegistry, itemsProjection } from './fixtures';

/**
 * A replay process over the fixture domain, for the crash test to kill: `replay-child <events> <read>`.
 * Prints `progress <position>` after each committed batch so the test can aim its kills.
 */
const [eventFile, readFile] = process.argv.slice(2);
const eventStore = await openEventStore({ kind: 'sqlite', file: eventFile! }, fixtureRegistry());
const readStore = await openReadStore({ kind: 'sqlite', file: readFile! });
await rebuild({
  eventStore,
  readStore,
  logger: createLogger('silent'),
  projection: itemsProjection(),
  batchSize: 250,
  graceMs: 0,
  onProgress: (progress) => process.stdout.write(`progress ${progress.position}\n`),
});
await readStore.close();
await eventStore.close();
process.stdout.write('replay-complete\n');
