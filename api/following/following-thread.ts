import { parentPort, workerData } from 'node:worker_threads';
import type { Language } from '@vitrina/domain/core/languages';
import { openJobQueue } from '@vitrina/infra/jobs/factory';
import { createLogger } from '@vitrina/infra/log/logger';
import { heapPeakSampler } from '@vitrina/infra/modules/task-thread';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { SqliteSearchIndex } from '@vitrina/infra/search/sqlite';
import { ReadModels } from '@vitrina/projector/projection-state';
import { countDemand } from '@vitrina/worker/demand/measure';
import { buildDigests, queueDigests } from '@vitrina/worker/digests/build';
import type { FollowingTask, FollowingThreadData, FollowingThreadReply } from './off-thread';
import { matchingBrands, newestMatches, searchLabel, type SearchReads } from './saved-searches';

/**
 * One of the following's long reads on a thread of its own (see off-thread.ts): the read store's file, the search
 * index and, for digests, the job queue opened with connections of their own, as a search replica opens the
 * index, so the thread that serves requests neither reads, searches nor writes for it.
 */
const { file, projections, jobs: jobsTarget, logLevel, task } = workerData as FollowingThreadData;
const port = parentPort!;
const reply = (message: FollowingThreadReply) => port.postMessage(message);

const heap = heapPeakSampler();
heap.start();
const store = new SqliteReadStore(file);

async function perform(reads: SearchReads, work: FollowingTask): Promise<FollowingThreadReply> {
  if (work.kind === 'demand') {
    return { kind: 'counted', ...(await countDemand({ readModels: reads.readModels, matchingBrands: (text: string, language: Language) => matchingBrands(reads, text, language) })) };
  }
  const jobs = await openJobQueue({ ...jobsTarget, logger: createLogger(logLevel, 'digests') });
  try {
    const savedSearches = {
      matches: (text: string, language: Language) => newestMatches(reads, text, language),
      label: (text: string, language: Language) => searchLabel(reads, text, language),
    };
    const progress = { after: work.after, save: async (person: string) => reply({ kind: 'progress', after: person }) };
    const built = await buildDigests({ readModels: reads.readModels, savedSearches }, work.period, (page) => queueDigests(jobs, page), progress);
    return { kind: 'built', ...built, heapPeakMb: heap.stop() };
  } finally {
    await jobs.close(0);
  }
}

try {
  const search = await SqliteSearchIndex.open(store);
  try {
    reply(await perform({ search, readModels: new ReadModels(store, projections) }, task));
  } finally {
    await search.close();
  }
} catch (error) {
  reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
} finally {
  heap.stop();
  await store.close();
  port.close();
}
