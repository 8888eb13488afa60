import type { JobQueue } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import { buildDigests, digestJobId, type SavedSearchReader } from './build';
import { DIGEST_KINDS, lastPeriod, type DigestPeriod } from './period';

/** Each person's digest email, one job per person and period. */
export const DIGESTS_QUEUE = 'digests';
/** The clock's ticks and the build of each period's digests, one job per period. */
export const DIGEST_BUILDS_QUEUE = 'digest-builds';
const SCHEDULER_ID = 'digests:clock';
/** How often the clock looks for a period that ended. */
export const DIGEST_CHECK_MINUTES = 15;

export interface DigestClockDeps {
  readModels: ReadStoreSession;
  savedSearches: SavedSearchReader;
  jobs: JobQueue;
  logger: Logger;
  timeZone: string;
  now(): Date;
}

/**
 * Digests go out by this clock: every few minutes it asks for the build of the last daily and weekly periods that
 * ended. A build's job id names its period, so however often the clock fires (or how many workers run it) each
 * period is built once; each person's digest job names the person and the period, so a build run again after a
 * crash adds nothing either.
 */
export class DigestClock {
  constructor(private readonly deps: DigestClockDeps) {}

  async start(): Promise<void> {
    this.deps.jobs.work(
      DIGEST_BUILDS_QUEUE,
      async (data, context) => {
        if (context.name === 'build') await this.build((data as { period: DigestPeriod }).period);
        else await this.tick();
      },
      { concurrency: 1 },
    );
    await this.deps.jobs.upsertSchedule(DIGEST_BUILDS_QUEUE, { schedulerId: SCHEDULER_ID, everyMs: DIGEST_CHECK_MINUTES * 60_000, name: 'tick', data: {} });
  }

  /** Asks for the build of each kind's last period that ended (a no-op for one asked for already). */
  async tick(): Promise<DigestPeriod[]> {
    const periods = DIGEST_KINDS.map((kind) => lastPeriod(kind, this.deps.now(), this.deps.timeZone));
    for (const period of periods) await this.deps.jobs.add(DIGEST_BUILDS_QUEUE, 'build', { period }, { jobId: `digests:${period.key}`, attempts: 5, backoffMs: 60_000 });
    return periods;
  }

  async build(period: DigestPeriod): Promise<{ people: number; digests: number }> {
    const started = Date.now();
    const built = await buildDigests(this.deps, period, (jobs) =>
      this.deps.jobs.addMany(DIGESTS_QUEUE, 'digest', jobs.map((job) => ({ data: job, options: { jobId: digestJobId(job.userId, period), attempts: 8, backoffMs: 2_000 } }))),
    );
    this.deps.logger.info({ period: period.key, ...built, ms: Date.now() - started }, 'digests built');
    return built;
  }
}
