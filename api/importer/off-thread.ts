import type { RunOutcome } from '@vitrina/domain/importer/events';
import type { Config } from '@vitrina/infra/config/config';
import type { Logger } from '@vitrina/infra/log/logger';
import { runTaskThread } from '@vitrina/infra/modules/task-thread';
import type { ImportThread } from '@vitrina/worker/importer/jobs';

/** A run of 10,000 products with new images takes minutes: past this it is stopped, and its job tried again later. */
export const IMPORT_THREAD_BUDGET_MS = 60 * 60_000;
/** The run's heap (its images are re-encoded in a child process of their own): 5,000 products peak far under it (`npm run bench`). */
export const IMPORT_THREAD_HEAP_MB = 256;

export interface ImportThreadData {
  config: Config;
  brandId: string;
  runId: string;
  /** The api's clock less the thread's (test servers may run on a clock of their own). */
  clockOffsetMs: number;
  logLevel: string;
}
export type ImportThreadDone = { outcome: RunOutcome | null; heapPeakMb: number };

/**
 * Import runs on a thread of their own (import-thread.ts), for the embedded default, where the api, the projector and
 * the worker share one process: a run of thousands of products fetches, compares and appends for minutes, work that
 * otherwise takes turns with requests on the api's thread. The thread opens the event store, the read store and the
 * image folder again from the configuration; the projector here sees its appends as it sees another process's. A time
 * and a heap budget bound each run (5,000 products peak at ~51 MB of heap, `npm run bench`); a run that fails is
 * tried again by its job.
 */
export function importOffThread(options: { config: Config; logger: Logger; now: () => Date; budgetMs?: number; heapMb?: number }): ImportThread {
  const thread = new URL('./import-thread.ts', import.meta.url);
  return async (brandId, runId) => {
    const data: ImportThreadData = {
      config: options.config,
      brandId,
      runId,
      clockOffsetMs: options.now().getTime() - Date.now(),
      logLevel: options.logger.level,
    };
    const done = await runTaskThread<ImportThreadDone>({
      file: thread,
      data,
      what: `The import run ${runId}`,
      budgetMs: options.budgetMs ?? IMPORT_THREAD_BUDGET_MS,
      heapMb: options.heapMb ?? IMPORT_THREAD_HEAP_MB,
    });
    options.logger.info({ brandId, runId, outcome: done.outcome, heapPeakMb: done.heapPeakMb }, 'import run finished on its thread');
  };
}
