import { parentPort, workerData } from 'node:worker_threads';
import type { Language } from '@vitrina/domain/core/languages';
import { openJobQueue } from '@vitrina/infra/jobs/factory';
import { createLogger } from '@vitrina/infra/log/logger';
import { SqliteReadStore } from '@vitrina/infra/readstore/sqlite';
import { SqliteSearchIndex } from '@vitrina/infra/search/sqlite';
import { ReadModels } from '@vitrina/projector/catalog';
import { buildDigests, queueDigests } from '@vitrina/worker/digests/build';
import type { DigestThreadData, DigestThreadReply } from './digest-builds';
import { newestMatches, searchLabel } from './saved-searches';

/**
 * One period's digests built on a thread of their own (see digest-builds.ts): the read store's file, the search
 * index and the job queue opened with connections of their own, as a search replica opens the index, so the
 * thread that serves requests neither reads, searches nor writes for the build.
 */
const { file, projections, jobs: jobsTarget, logLevel, period, after } = workerData as DigestThreadData;
const port = parentPort!;
const reply = (message: DigestThreadReply) => port.postMessage(message);

let heapPeak = process.memoryUsage().heapUsed;
const sample = () => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed));
const sampler = setInterval(sample, 100);
const store = new SqliteReadStore(file);
try {
  const [search, jobs] = await Promise.all([SqliteSearchIndex.open(store), openJobQueue({ ...jobsTarget, logger: createLogger(logLevel, 'digests') })]);
  try {
    const reads = { search, readModels: new ReadModels(store, projections) };
    const savedSearches = {
      matches: (text: string, language: Language) => newestMatches(reads, text, language),
      label: (text: string, language: Language) => searchLabel(reads, text, language),
    };
    const progress = { after, save: async (person: string) => reply({ kind: 'progress', after: person }) };
    const built = await buildDigests({ readModels: reads.readModels, savedSearches }, period, (page) => queueDigests(jobs, page), progress);
    sample();
    reply({ kind: 'built', ...built, heapPeakMb: Math.round(heapPeak / 2 ** 20) });
  } finally {
    await Promise.all([search.close(), jobs.close(0)]);
  }
} catch (error) {
  reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
} finally {
  clearInterval(sampler);
  await store.close();
  port.close();
}
