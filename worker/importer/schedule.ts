import cronParser from 'cron-parser';
import type { Schedule } from '@vitrina/domain/importer/config';
import { importerStream, runIdOf } from '@vitrina/domain/importer/events';
import { importerDecider } from '@vitrina/domain/importer/importer';
import { FailureError } from '@vitrina/domain/core/failures';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import type { JobQueue } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { ImporterDoc } from '@vitrina/projector/importer';

export const IMPORT_SCHEDULE_QUEUE = 'import-schedule';
const SCHEDULER_ID = 'imports:clock';
/** How often the clock looks for schedules that came due. */
export const IMPORT_CHECK_MINUTES = 5;

/** "Daily" and "weekly" are cron expressions too: six in the morning in the site's time zone, weekly on Mondays. */
const CRON: Record<Exclude<Schedule['kind'], 'off' | 'cron'>, string> = { daily: '0 6 * * *', weekly: '0 6 * * 1' };

/** The latest moment a schedule came due at or before `now`, in the site's time zone; null when it is off. */
export function lastDue(schedule: Schedule, now: Date, timeZone: string): Date | null {
  if (schedule.kind === 'off') return null;
  const expression = schedule.kind === 'cron' ? schedule.expression : CRON[schedule.kind];
  return cronParser
    .parseExpression(expression, { currentDate: new Date(now.getTime() + 1), tz: timeZone })
    .prev()
    .toDate();
}

export interface ImportClockDeps {
  eventStore: EventStore;
  readModels: ReadStoreSession;
  jobs: JobQueue;
  logger: Logger;
  timeZone: string;
  now(): Date;
}

/**
 * Importers run on their schedules by this clock: every few minutes, each importer whose schedule came due since
 * it was saved asks for the run of that tick. The run's id names the tick, so asking again (the next check, a
 * second worker) adds nothing; a tick that finds a run in progress is asked for again at the next check.
 */
export class ImportClock {
  constructor(private readonly deps: ImportClockDeps) {}

  async start(): Promise<void> {
    this.deps.jobs.work(IMPORT_SCHEDULE_QUEUE, () => this.tick(), { concurrency: 1 });
    await this.deps.jobs.upsertSchedule(IMPORT_SCHEDULE_QUEUE, { schedulerId: SCHEDULER_ID, everyMs: IMPORT_CHECK_MINUTES * 60_000, name: 'tick', data: {} });
  }

  async tick(): Promise<void> {
    const { eventStore, readModels, logger, timeZone } = this.deps;
    const now = this.deps.now();
    for (const importer of await readModels.collection<ImporterDoc>('importers').find({ 'config.schedule.kind': { $ne: 'off' } })) {
      const due = lastDue(importer.config.schedule, now, timeZone);
      if (!due || due.toISOString() <= importer.configuredAt) continue;
      const dueAt = due.toISOString();
      const command = {
        type: 'RequestRun' as const,
        brandId: importer.brandId,
        runId: runIdOf(importer.brandId, importer.version, dueAt),
        trigger: 'schedule' as const,
        dueAt,
        by: null,
        now: now.toISOString(),
      };
      try {
        await runCommand(eventStore, importerStream(importer.brandId), importerDecider, command, { correlationId: `import-clock-${dueAt}`, now });
      } catch (error) {
        if (error instanceof FailureError && error.failure.code === 'IMPORT_RUN_IN_PROGRESS') continue;
        logger.error({ err: error, brandId: importer.brandId }, 'import schedule failed for a brand; the next check tries again');
      }
    }
  }
}
