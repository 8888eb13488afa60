import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EventRegistry } from '@vitrina/domain/core/events';
import { productEventRegistry } from '@vitrina/domain/registry';
import type { Config } from '@vitrina/infra/config/config';
import { openEventStore } from '@vitrina/infra/eventstore/factory';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { openJobQueue } from '@vitrina/infra/jobs/factory';
import type { JobQueue } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import { ReadModels } from '@vitrina/projector/catalog';
import type { Projection } from '@vitrina/projector/projection';
import { productProjections } from '@vitrina/projector/registry';

/** The adapters chosen by configuration, opened once per process and closed in reverse order. */
export interface Runtime {
  config: Config;
  logger: Logger;
  registry: EventRegistry;
  eventStore: EventStore;
  readStore: ReadStore;
  jobs: JobQueue;
  projections: Projection[];
  readModels: ReadModels;
  close(): Promise<void>;
}

export async function openRuntime(config: Config, logger: Logger): Promise<Runtime> {
  mkdirSync(config.DATA_DIR, { recursive: true });
  const registry = productEventRegistry();
  const eventStore = await openEventStore(config.eventStore, registry, {
    onDrop: (error, attempt) => logger.warn({ err: error, attempt }, 'event subscription dropped; resubscribing'),
  });
  const readStore = await openReadStore(config.readStore);
  const jobs = await openJobQueue({ redisUrl: config.REDIS_URL, sqliteFile: path.join(config.DATA_DIR, 'jobs.sqlite'), logger });
  const projections = productProjections(registry);
  return {
    config,
    logger,
    registry,
    eventStore,
    readStore,
    jobs,
    projections,
    readModels: new ReadModels(readStore, projections),
    async close() {
      await jobs.close(10_000);
      await readStore.close();
      await eventStore.close();
    },
  };
}
