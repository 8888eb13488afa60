import { createLogger } from '@vitrina/infra/log/logger';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import { replayProjections } from '../replay';
import { fixtureRegistry, itemsProjection } from './fixtures';

/** A replay process over the fixture domain, for the crash test to kill: `replay-child <events> <read>`. */
const [eventFile, readFile] = process.argv.slice(2);
const eventStore = await openEventStore({ kind: 'sqlite', file: eventFile! }, fixtureRegistry());
const readStore = await openReadStore({ kind: 'sqlite', file: readFile! });
await replayProjections({
  eventStore,
  readStore,
  logger: createLogger('silent'),
  projections: [itemsProjection()],
  targets: 'all',
  batchSize: 250,
  graceMs: 0,
  output: { write: () => true, isTTY: false } as unknown as NodeJS.WriteStream,
});
await readStore.close();
await eventStore.close();
process.stdout.write('replay-complete\n');
