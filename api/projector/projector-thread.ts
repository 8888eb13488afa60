import { parentPort, workerData } from 'node:worker_threads';
import { createLogger } from '@vitrina/infra/log/logger';
import { lowerThreadPriority } from '@vitrina/infra/modules/task-thread';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import { openSearchIndex } from '@vitrina/infra/search/factory';
import { ReadModels } from '@vitrina/projector/projection-state';
import { productProjections } from '@vitrina/projector/registry';
import { openEventLog } from '../adapters';
import { PROJECTOR_NICE, type ProjectorAsk, type ProjectorReply, type ProjectorThreadData } from './off-thread';
import { startProjecting } from './projecting';

/**
 * The projector and the search indexer on a thread of their own (see off-thread.ts): the event store, the read store
 * and the search index opened again from the configuration, with connections of their own. The api's thread reads
 * what they write as it would another process's writes, and asks here how far they have got.
 */
const { config, logLevel } = workerData as ProjectorThreadData;
const port = parentPort!;
const reply = (message: ProjectorReply) => port.postMessage(message);
const logger = createLogger(logLevel, 'projector');
// The api's requests come first: a bulk of appends is applied in the time they leave.
lowerThreadPriority(PROJECTOR_NICE);

try {
  const { registry, dataKeys, eventStore } = await openEventLog(config, logger);
  const readStore = await openReadStore(config.readStore);
  const search = await openSearchIndex(readStore, config.readStore);
  const projections = productProjections(registry, { timeZone: config.SITE_TIME_ZONE });
  const projecting = await startProjecting({ config, eventStore, readStore, readModels: new ReadModels(readStore, projections), projections, search, logger });
  port.on('message', (ask: ProjectorAsk) => {
    switch (ask.kind) {
      case 'waitFor':
        void projecting.waitFor(ask.position, ask.names, ask.timeoutMs).then((done) => reply({ kind: 'waited', id: ask.id, done }));
        break;
      case 'lag':
        void projecting.lag().then(
          (lag) => reply({ kind: 'lag', id: ask.id, lag }),
          (error: unknown) => reply({ kind: 'lag', id: ask.id, lag: null, message: error instanceof Error ? error.message : String(error) }),
        );
        break;
      case 'stop':
        void (async () => {
          await projecting.stop();
          await search.close();
          await readStore.close();
          await eventStore.close();
          await dataKeys.close();
          process.exit(0);
        })();
        break;
    }
  });
  reply({ kind: 'ready' });
} catch (error) {
  reply({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  setImmediate(() => process.exit(1));
}
