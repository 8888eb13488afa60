import type { EventStore } from '@vitrina/infra/eventstore/port';
import type { JobQueue } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import { countDemand, recordDemand, type DemandCounter } from '../demand/measure';
import { buildDigests, countRecipients, queueDigests, type BuildProgress, type DigestBuilder, type SavedSearchReader } from './build';
import { DIGEST_KINDS, lastPeriod, type DigestPeriod } from './period';

/** The clock's ticks and the build of each period's digests, one job per period. */
export const DIGEST_BUILDS_QUEUE = 'digest-builds';
/** The schedule of the clock's ticks. */
export const DIGEST_CLOCK_SCHEDULE = 'digests:clock';
/**
 * From this many people (or saved searches, for demand) a build (or a measure) goes to `digestBuilder` (or
 * `demandCounter`), a thread of its own in the embedded default: a thread takes ~1 s to start, a build for fewer
 * people a few milliseconds here.
 */
export const OFF_THREAD_FROM = 1_000;
/** How often the clock looks for a period that ended. */
export const DIGEST_CHECK_MINUTES = 15;

export interface DigestClockDeps {
  eventStore: EventStore;
  readModels: ReadStoreSession;
  savedSearches: SavedSearchReader;
  /** Where builds for OFF_THREAD_FROM people or more run; unset, or for fewer, on this thread (buildDigests). */
  digestBuilder?: DigestBuilder;
  /** Where demand over OFF_THREAD_FROM saved searches or more is counted; unset, or for fewer, on this thread (countDemand). */
  demandCounter?: DemandCounter;
  /** OFF_THREAD_FROM unless set (tests). */
  offThreadFrom?: number;
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
        if (context.name === 'build') {
          const after = typeof context.progress === 'string' ? context.progress : undefined;
          await this.build((data as { period: DigestPeriod }).period, { after, save: (person) => context.saveProgress(person) });
        } else if (context.name === 'demand') await this.measureDemand((data as { day: string }).day);
        else await this.tick();
      },
      { concurrency: 1 },
    );
    await this.deps.jobs.upsertSchedule(DIGEST_BUILDS_QUEUE, {
      schedulerId: DIGEST_CLOCK_SCHEDULE,
      everyMs: DIGEST_CHECK_MINUTES * 60_000,
      name: 'tick',
      data: {},
    });
  }

  /**
   * Asks for the build of each kind's last period that ended, and for the measure of brands' demand on the day the
   * daily period ended (a no-op for one asked for already).
   */
  async tick(): Promise<DigestPeriod[]> {
    const periods = DIGEST_KINDS.map((kind) => lastPeriod(kind, this.deps.now(), this.deps.timeZone));
    for (const period of periods)
      await this.deps.jobs.add(DIGEST_BUILDS_QUEUE, 'build', { period }, { jobId: `digests:${period.key}`, attempts: 5, backoffMs: 60_000 });
    const day = periods[0]!.key.slice('daily:'.length);
    await this.deps.jobs.add(DIGEST_BUILDS_QUEUE, 'demand', { day }, { jobId: `demand:${day}`, attempts: 5, backoffMs: 60_000 });
    return periods;
  }

  /**
   * Asks for a measure of the day's demand after `delayMs`, beside the clock's: a first start's demo searches are
   * measured once the search index holds the demo clothes (the clock's own first measure ran on an empty site).
   */
  async measureDemandSoon(delayMs: number): Promise<void> {
    const day = lastPeriod('daily', this.deps.now(), this.deps.timeZone).key.slice('daily:'.length);
    await this.deps.jobs.add(DIGEST_BUILDS_QUEUE, 'demand', { day }, { jobId: `demand:${day}:first-start`, delayMs, attempts: 5, backoffMs: 60_000 });
  }

  /** Brands' demand from saved searches as it stands now, recorded as the day's (worker/demand/measure.ts). */
  async measureDemand(day: string): Promise<{ searches: number; brands: number }> {
    const started = Date.now();
    const { demandCounter } = this.deps;
    const offThread = demandCounter && (await this.deps.readModels.collection('savedSearches').count()) >= (this.deps.offThreadFrom ?? OFF_THREAD_FROM);
    const count = offThread
      ? demandCounter
      : () => countDemand({ ...this.deps, matchingBrands: (search, language) => this.deps.savedSearches.brands(search, language) });
    const { searches, demand } = await count();
    const measured = { searches, brands: await recordDemand(this.deps, demand, day, this.deps.now()) };
    this.deps.logger.info({ day, ...measured, ms: Date.now() - started }, 'demand measured');
    return measured;
  }

  /** Builds a period's digests, from where an earlier try stopped when its progress is given. */
  async build(period: DigestPeriod, progress?: BuildProgress): Promise<{ people: number; digests: number }> {
    const started = Date.now();
    const { digestBuilder } = this.deps;
    const offThread = digestBuilder && (await countRecipients(this.deps.readModels, period)) >= (this.deps.offThreadFrom ?? OFF_THREAD_FROM);
    const built = offThread
      ? await digestBuilder(period, progress)
      : await buildDigests(this.deps, period, (page) => queueDigests(this.deps.jobs, page), progress);
    this.deps.logger.info({ period: period.key, ...built, resumedAfter: progress?.after, ms: Date.now() - started }, 'digests built');
    return built;
  }
}
