import type { ImportRunRequested } from '@vitrina/domain/importer/events';
import { importerStream } from '@vitrina/domain/importer/events';
import { importerDecider } from '@vitrina/domain/importer/importer';
import { runAllowance } from '@vitrina/domain/importer/limits';
import { loadState, runCommand } from '@vitrina/infra/eventstore/commands';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { JobHandler, JobQueue } from '@vitrina/infra/jobs/port';
import type { z } from 'zod';
import type { Reactor } from '../reactor';
import { uploadTierOf } from '../subscriptions/tier';
import { runImport, type ImportDeps } from './run';

export const IMPORTS_QUEUE = 'imports';
/** Tries of one run: a shop down for a moment gets two more chances, minutes apart, before an operator looks. */
export const IMPORT_ATTEMPTS = 3;

/** A run on a thread of its own (the embedded default's, api/importer/off-thread.ts); it settles when the run has. */
export type ImportThread = (brandId: string, runId: string) => Promise<void>;
/**
 * Runs that may read this many products or more go to the import thread, where there is one: a thread takes about a
 * second to start, and a run of a few hundred products is short enough to take turns with requests.
 */
export const IMPORT_OFF_THREAD_FROM = 500;

export interface ImportJobDeps extends ImportDeps {
  importThread?: ImportThread;
  /** IMPORT_OFF_THREAD_FROM unless set (tests). */
  importOffThreadFrom?: number;
}

export interface ImportJob {
  brandId: string;
  runId: string;
}

/** Each run asked for becomes one job, its id the run's (one schedule tick, one job, however often it is read). */
export function importRunsReactor(jobs: JobQueue): Reactor {
  return {
    name: 'importRuns',
    eventTypes: ['ImportRunRequested'],
    async react(event: RecordedEvent) {
      const run = event.data as z.infer<typeof ImportRunRequested>;
      const job: ImportJob = { brandId: run.brandId, runId: run.runId };
      await jobs.add(IMPORTS_QUEUE, 'run', job, { jobId: `import:${run.runId}`, attempts: IMPORT_ATTEMPTS, backoffMs: 60_000 });
    },
  };
}

/**
 * Runs an import job. A try that throws (the store or the network failing under it) is tried again with backoff;
 * the last one first writes the run's report as failed, so the admin tab shows it, and stays in the queue's failed
 * list for an operator.
 */
export function importJobHandler(deps: ImportJobDeps): JobHandler {
  return async (data, context) => {
    const { brandId, runId } = data as ImportJob;
    try {
      // The run's limit as the run decides it (the plan's allowance, or the brand's number).
      const config = (await loadState(deps.eventStore, importerStream(brandId), importerDecider)).state?.config;
      const limit = config ? runAllowance(config.limit, await uploadTierOf(deps.eventStore, brandId)).limit : 0;
      if (deps.importThread && limit >= (deps.importOffThreadFrom ?? IMPORT_OFF_THREAD_FROM)) await deps.importThread(brandId, runId);
      else await runImport(deps, brandId, runId);
      // The run's images, cropped and encoded now that its clothes are in, in the image process of low priority.
      makeWaitingImages(deps);
    } catch (error) {
      if (context.attempt >= IMPORT_ATTEMPTS) {
        const now = deps.now().toISOString();
        const counts = { pages: 0, found: 0, created: 0, updated: 0, unchanged: 0, failed: 0, hidden: 0, shown: 0 };
        await runCommand(
          deps.eventStore,
          importerStream(brandId),
          importerDecider,
          { type: 'FinishRun', brandId, runId, outcome: 'failed', counts, problems: [], reason: 'RUN_FAILED', hidden: [], shown: [], startedAt: now, now },
          { correlationId: runId, now: deps.now() },
        );
      }
      throw error;
    }
  };
}

/** Makes the images imports left waiting, in the background (see LocalImageStore.putLater); a failure is logged, and they are made at their first view. */
export function makeWaitingImages(deps: Pick<ImportDeps, 'images' | 'logger'>): void {
  deps.images.makeWaiting().then(
    (made) => made > 0 && deps.logger.info({ made }, 'imported images made'),
    (error: unknown) => deps.logger.warn({ err: error }, 'imported images not made; they are made at their first view'),
  );
}
