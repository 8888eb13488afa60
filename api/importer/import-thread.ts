import { createLogger } from '@vitrina/infra/log/logger';
import { heapPeakSampler, lowerThreadPriority, type ThreadTask } from '@vitrina/infra/modules/task-thread';
import { openReadStore } from '@vitrina/infra/readstore/factory';
import { ReadModels } from '@vitrina/projector/projection-state';
import { productProjections } from '@vitrina/projector/registry';
import { runImport } from '@vitrina/worker/importer/run';
import { openEventLog, pageFetcherFor } from '../adapters';
import { imageStoreFor } from '../catalogue/images';
import type { ImportThreadData, ImportThreadDone } from './off-thread';

/**
 * One import run on a thread of its own (see off-thread.ts): the event store, the read store and the image folder
 * opened again from the configuration, with connections of their own, so the thread that serves requests neither
 * fetches, compares, nor appends for it; it only projects what the run appended, as it would from another process.
 */
export default async function importRun({ data }: ThreadTask<ImportThreadData>): Promise<ImportThreadDone> {
  const { config, brandId, runId, clockOffsetMs, logLevel } = data;
  const heap = heapPeakSampler();
  heap.start();
  // Bulk work: the site's requests come first (the run's reader threads and image process inherit this).
  lowerThreadPriority(10);
  const logger = createLogger(logLevel, 'importer');
  try {
    const { registry, dataKeys, eventStore } = await openEventLog(config, logger);
    const readStore = await openReadStore(config.readStore);
    try {
      const readModels = new ReadModels(readStore, productProjections(registry, { timeZone: config.SITE_TIME_ZONE }));
      const now = () => new Date(Date.now() + clockOffsetMs);
      const report = await runImport(
        { eventStore, readStore, readModels, pages: pageFetcherFor(config), images: imageStoreFor(config), logger, now },
        brandId,
        runId,
      );
      return { outcome: report?.outcome ?? null, heapPeakMb: heap.stop() };
    } finally {
      await readStore.close();
      await eventStore.close();
      await dataKeys.close();
    }
  } finally {
    heap.stop();
  }
}
