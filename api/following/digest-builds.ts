import { Worker } from 'node:worker_threads';
import type { OpenJobQueueOptions } from '@vitrina/infra/jobs/factory';
import type { Logger } from '@vitrina/infra/log/logger';
import { tsBoot } from '@vitrina/infra/modules/boot';
import type { Projection } from '@vitrina/projector/projection';
import type { DigestBuilder } from '@vitrina/worker/digests/build';
import type { DigestPeriod } from '@vitrina/worker/digests/period';

/** A build over a million people takes a few minutes: past this it is stopped, and its job tried again later. */
export const DIGEST_BUILD_BUDGET_MS = 20 * 60_000;
/** The build's heap: 100,000 people take ~400 MB (`npm run bench`); past this the thread is stopped, not the site. */
export const DIGEST_BUILD_HEAP_MB = 1_024;

export interface DigestThreadData {
  file: string;
  projections: ReadonlyArray<Pick<Projection, 'name' | 'collections'>>;
  jobs: Omit<OpenJobQueueOptions, 'logger'>;
  logLevel: string;
  period: DigestPeriod;
  /** Where an earlier try stopped. */
  after: string | undefined;
}
export type DigestThreadReply =
  | { kind: 'progress'; after: string }
  | { kind: 'built'; people: number; digests: number; heapPeakMb: number }
  | { kind: 'failed'; message: string };

export interface ThreadedBuildOptions {
  /** The embedded read store's file, opened again by the thread. */
  file: string;
  projections: readonly Projection[];
  /** The job queue the digests go to, opened again by the thread. */
  jobs: Omit<OpenJobQueueOptions, 'logger'>;
  logger: Logger;
  budgetMs?: number;
  maxOldGenerationSizeMb?: number;
}

/**
 * Digests built on a thread of their own (digest-thread.ts), for the embedded default, where the api, the projector
 * and the worker share one process: a build reads every person, runs every saved search and queues a job per
 * person, seconds of work that would otherwise take turns with requests on the api's thread (their p95 rose ~3×
 * during one, `npm run bench`). The thread opens the read store's file, the search index and the job queue with
 * connections of its own; the index catches up with the file before each search, as a search replica does, and the
 * queue's workers here find its jobs at their next look (a SQLite queue is shared by file). A time and a heap budget
 * bound it. The scaled mode's worker runs alone and builds on its own thread.
 */
export function threadedDigestBuilder(options: ThreadedBuildOptions): DigestBuilder {
  const boot = tsBoot(new URL('./digest-thread.ts', import.meta.url));
  const projections = options.projections.map(({ name, collections }) => ({ name, collections }));
  const heapMb = options.maxOldGenerationSizeMb ?? DIGEST_BUILD_HEAP_MB;
  const budgetMs = options.budgetMs ?? DIGEST_BUILD_BUDGET_MS;
  return (period, progress) =>
    new Promise((resolve, reject) => {
      const data: DigestThreadData = { file: options.file, projections, jobs: options.jobs, logLevel: options.logger.level, period, after: progress?.after };
      const worker = new Worker(boot, { eval: true, workerData: data, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
        void worker.terminate();
      };
      const fail = (error: Error) => settle(() => reject(error));
      const timer = setTimeout(() => fail(new Error(`The digests of ${period.key} took longer than ${budgetMs} ms`)), budgetMs);
      // Progress is saved in order, each after the one before; once built, it no longer matters.
      let saved = Promise.resolve();
      worker.on('message', (message: DigestThreadReply) => {
        if (message.kind === 'progress') {
          saved = saved.then(() => progress?.save(message.after)).catch((error: unknown) => options.logger.warn({ err: error, period: period.key }, 'digest build progress not saved'));
        } else if (message.kind === 'built') {
          settle(() => resolve({ people: message.people, digests: message.digests, heapPeakMb: message.heapPeakMb }));
        } else {
          fail(new Error(message.message));
        }
      });
      worker.on('error', (error: Error & { code?: string }) => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new Error(`The digests of ${period.key} needed more than ${heapMb} MB`) : error));
      worker.on('exit', (code) => fail(new Error(`The digests' thread ended (code ${code}) before it built ${period.key}`)));
    });
}
