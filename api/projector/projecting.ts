import type { Config } from '@vitrina/infra/config/config';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { ReadStore } from '@vitrina/infra/readstore/port';
import type { SearchIndex } from '@vitrina/infra/search/port';
import type { ReadModels } from '@vitrina/projector/projection-state';
import type { Projection } from '@vitrina/projector/projection';
import { ProjectionRunner, type Projecting } from '@vitrina/projector/runner';
import { SearchIndexer } from '../search/indexer';

export interface ProjectingDeps {
  config: Pick<Config, 'PROJECTOR_BATCH_SIZE' | 'PROJECTOR_BATCH_MS'>;
  eventStore: EventStore;
  readStore: ReadStore;
  readModels: ReadModels;
  projections: Projection[];
  search: SearchIndex;
  logger: Logger;
}

/**
 * The projector and, behind it, the search indexer (the index follows the catalogue's read models, so it runs where
 * the projections do), started together and stopped together, the indexer first.
 */
export async function startProjecting(deps: ProjectingDeps): Promise<Projecting> {
  const runner = new ProjectionRunner({
    eventStore: deps.eventStore,
    readStore: deps.readStore,
    projections: deps.projections,
    logger: deps.logger,
    batchSize: deps.config.PROJECTOR_BATCH_SIZE,
    batchMs: deps.config.PROJECTOR_BATCH_MS,
  });
  await runner.start();
  const indexer = new SearchIndexer({
    eventStore: deps.eventStore,
    readStore: deps.readStore,
    readModels: deps.readModels,
    index: deps.search,
    logger: deps.logger,
    waitFor: (position) => runner.waitFor(position, ['catalogue', 'taxonomy', 'favourites'], 60_000),
  });
  await indexer.start();
  return {
    waitFor: (position, names, timeoutMs) => runner.waitFor(position, names, timeoutMs),
    lag: () => runner.lag(),
    async stop() {
      await indexer.stop();
      await runner.stop();
    },
  };
}
