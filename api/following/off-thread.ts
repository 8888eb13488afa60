import type { OpenJobQueueOptions } from '@vitrina/infra/jobs/factory';
import type { Logger } from '@vitrina/infra/log/logger';
import { runTaskThread } from '@vitrina/infra/modules/task-thread';
import type { Projection } from '@vitrina/projector/projection';
import type { BrandDemand, DemandCounter } from '@vitrina/worker/demand/measure';
import type { DigestBuilder } from '@vitrina/worker/digests/build';
import type { DigestPeriod } from '@vitrina/worker/digests/period';

/** A build over a million people takes a few minutes: past this it is stopped, and its job tried again later. */
export const OFF_THREAD_BUDGET_MS = 20 * 60_000;
/** The thread's heap: a build for 100,000 people peaks under 100 MB (`npm run bench`); past this it is stopped, not the site. */
export const OFF_THREAD_HEAP_MB = 1_024;

export type FollowingTask = { kind: 'digests'; period: DigestPeriod; after: string | undefined } | { kind: 'demand' };

export interface FollowingThreadData {
  file: string;
  projections: ReadonlyArray<Pick<Projection, 'name' | 'collections'>>;
  jobs: Omit<OpenJobQueueOptions, 'logger'>;
  logLevel: string;
  task: FollowingTask;
}
/** A digest build's progress, posted on the task's port as each person is done. */
export type FollowingProgress = { after: string };
export type DigestsBuilt = { people: number; digests: number; heapPeakMb: number };
export type DemandCounted = { searches: number; demand: BrandDemand };

export interface OffThreadOptions {
  /** The embedded read store's file, opened again by the thread. */
  file: string;
  projections: readonly Projection[];
  /** The job queue digests go to, opened again by the thread. */
  jobs: Omit<OpenJobQueueOptions, 'logger'>;
  logger: Logger;
  budgetMs?: number;
  maxOldGenerationSizeMb?: number;
}

/**
 * The following's long reads on a thread of their own (following-thread.ts), for the embedded default, where the
 * api, the projector and the worker share one process: a digest build reads every person, runs every saved search
 * and queues a job per person, and the demand measure runs every distinct saved search, seconds of work that would
 * otherwise take turns with requests on the api's thread (their p95 rose ~3× during a build, `npm run bench`). The
 * thread opens the read store's file, the search index and the job queue with connections of its own; the index
 * catches up with the file before each search, as a search replica does, and the queue's workers here find its jobs
 * at their next look (a SQLite queue is shared by file). A time and a heap budget bound each run. Demand's events
 * are appended here, from the figures the thread counted. The scaled mode's worker runs alone, on its own thread.
 */
export function offThread(options: OffThreadOptions): { digestBuilder: DigestBuilder; demandCounter: DemandCounter } {
  const thread = new URL('./following-thread.ts', import.meta.url);
  const projections = options.projections.map(({ name, collections }) => ({ name, collections }));
  const heapMb = options.maxOldGenerationSizeMb ?? OFF_THREAD_HEAP_MB;
  const budgetMs = options.budgetMs ?? OFF_THREAD_BUDGET_MS;

  /** Runs a task on a thread (its answer: DigestsBuilt or DemandCounted, as its kind); `onMessage` is told of its progress. */
  const run = <T>(task: FollowingTask, what: string, onMessage?: (progress: FollowingProgress) => void) => {
    const data: FollowingThreadData = { file: options.file, projections, jobs: options.jobs, logLevel: options.logger.level, task };
    return runTaskThread<T>({ file: thread, data, what, budgetMs, heapMb, ...(onMessage ? { onMessage } : {}) });
  };

  return {
    digestBuilder: (period, progress) => {
      // Progress is saved in order, each after the one before; once built, it no longer matters.
      let saved = Promise.resolve();
      return run<DigestsBuilt>({ kind: 'digests', period, after: progress?.after }, `The digests of ${period.key}`, ({ after }) => {
        saved = saved
          .then(() => progress?.save(after))
          .catch((error: unknown) => options.logger.warn({ err: error, period: period.key }, 'digest build progress not saved'));
      });
    },
    demandCounter: () => run<DemandCounted>({ kind: 'demand' }, 'Counting demand'),
  };
}
