import type { Language } from '@vitrina/domain/core/languages';
import { openJobQueue } from '@vitrina/infra/jobs/factory';
import type { JobQueue } from '@vitrina/infra/jobs/port';
import { createLogger } from '@vitrina/infra/log/logger';
import { heapPeakSampler, type ThreadTask } from '@vitrina/infra/modules/task-thread';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { SqliteSearchIndex } from '@vitrina/infra/search/sqlite';
import { ReadModels } from '@vitrina/projector/projection-state';
import { countDemand } from '@vitrina/worker/demand/measure';
import { buildDigests, queueDigests, type BuildProgress } from '@vitrina/worker/digests/build';
import type { DigestPeriod } from '@vitrina/worker/digests/period';
import type { DemandCounted, DigestsBuilt, FollowingProgress, FollowingThreadData } from './off-thread';
import { matchingBrands, newestMatches, searchLabel, type SearchReads } from './saved-searches';

/**
 * One of the following's long reads on a thread of its own (see off-thread.ts): the read store's file, the search
 * index and, for digests, the job queue opened with connections of their own, as a search replica opens the
 * index, so the thread that serves requests neither reads, searches nor writes for it. A digest build's progress
 * goes by the task's port.
 */
export default async function followingTask({ data, port }: ThreadTask<FollowingThreadData>): Promise<DigestsBuilt | DemandCounted> {
  const { file, projections, jobs, logLevel, task } = data;
  const heap = heapPeakSampler();
  heap.start();
  const store = new SqliteReadStore(file);
  try {
    const search = await SqliteSearchIndex.open(store);
    try {
      const reads: SearchReads = { search, readModels: new ReadModels(store, projections) };
      if (task.kind === 'demand')
        return await countDemand({ readModels: reads.readModels, matchingBrands: (text: string, language: Language) => matchingBrands(reads, text, language) });
      const progress = { after: task.after, save: async (person: string) => port.postMessage({ after: person } satisfies FollowingProgress) };
      const built = await buildPeriod(reads, task.period, progress, await openJobQueue({ ...jobs, logger: createLogger(logLevel, 'digests') }));
      return { ...built, heapPeakMb: heap.stop() };
    } finally {
      await search.close();
    }
  } finally {
    heap.stop();
    await store.close();
  }
}

/** A period's digests built from every person's saved searches, each page of them queued on `jobs` (closed after). */
async function buildPeriod(reads: SearchReads, period: DigestPeriod, progress: BuildProgress, jobs: JobQueue) {
  try {
    const savedSearches = {
      matches: (text: string, language: Language) => newestMatches(reads, text, language),
      label: (text: string, language: Language) => searchLabel(reads, text, language),
    };
    return await buildDigests({ readModels: reads.readModels, savedSearches }, period, (page) => queueDigests(jobs, page), progress);
  } finally {
    await jobs.close(0);
  }
}
