import { openSqlite } from '@vitrina/infra/sqlite/open';
import type Database from 'better-sqlite3';
import type { JobCounts, ListedState, RepeatSpec } from '@vitrina/infra/jobs/port';
import type { ResolvedJobOptions } from '@vitrina/infra/jobs/options';
import { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS } from '@vitrina/infra/jobs/options';
import { JOB_COLUMNS, JOBS_SCHEMA, encodeData, processAlive, scheduledJobId, tickAt, type JobRow, type ScheduleRow } from '@vitrina/infra/jobs/sqlite-schema';

export interface ClaimedJob {
  id: string;
  name: string;
  data: string;
  attempts_made: number;
  max_attempts: number;
  backoff_ms: number;
  /** What an earlier try saved (JSON), or null. */
  progress: string | null;
}

const INTERRUPTED = 'interrupted: the worker stopped during the last attempt';

/**
 * The job tables and every statement on them. Each method is one statement or one transaction, so a claim, a
 * tick or a recovery is atomic even when several processes share the file.
 */
export class SqliteJobStore {
  readonly db: Database.Database;

  constructor(file: string) {
    // FULL: a job acknowledged by add() survives a power cut, not just a process crash.
    this.db = openSqlite(file, { synchronous: 'FULL' });
    this.db.exec(JOBS_SCHEMA);
    // Files made before jobs saved their progress gain the column.
    const columns = this.db.prepare('PRAGMA table_info(jobs)').all() as Array<{ name: string }>;
    if (!columns.some((column) => column.name === 'progress')) this.db.exec('ALTER TABLE jobs ADD COLUMN progress TEXT');
  }

  insert(queue: string, name: string, data: unknown, options: ResolvedJobOptions, now: number): boolean {
    const result = this.db
      .prepare(
        `INSERT INTO jobs (queue, id, name, data, state, max_attempts, backoff_ms, run_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'waiting', ?, ?, ?, ?, ?) ON CONFLICT (queue, id) DO NOTHING`,
      )
      .run(queue, options.jobId, name, encodeData(data), options.attempts, options.backoffMs, now + options.delayMs, now, now);
    return result.changes === 1;
  }

  /** `insert` for each job, in one transaction: one sync to disk for all of them. Returns how many were new. */
  insertMany(queue: string, name: string, jobs: ReadonlyArray<{ data: unknown; options: ResolvedJobOptions }>, now: number): number {
    return this.db.transaction(() => jobs.reduce((added, job) => added + (this.insert(queue, name, job.data, job.options, now) ? 1 : 0), 0))();
  }

  claim(queue: string, owner: string, now: number, leaseMs: number): ClaimedJob | undefined {
    return this.db
      .prepare(
        `UPDATE jobs SET state = 'active', attempts_made = attempts_made + 1, locked_by = ?, locked_until = ?,
           updated_at = ?
         WHERE rowid = (SELECT rowid FROM jobs WHERE queue = ? AND state = 'waiting' AND run_at <= ?
                        ORDER BY run_at, rowid LIMIT 1)
         RETURNING id, name, data, attempts_made, max_attempts, backoff_ms, progress`,
      )
      .get(owner, now + leaseMs, now, queue, now) as ClaimedJob | undefined;
  }

  /** Keeps a running job's progress, if this owner still holds it. */
  saveProgress(queue: string, id: string, owner: string, progress: string, now: number): void {
    this.db
      .prepare(`UPDATE jobs SET progress = ?, updated_at = ? WHERE queue = ? AND id = ? AND state = 'active' AND locked_by = ?`)
      .run(progress, now, queue, id, owner);
  }

  complete(queue: string, id: string, owner: string, now: number): void {
    this.db
      .prepare(
        `UPDATE jobs SET state = 'completed', failed_reason = NULL, locked_by = NULL, locked_until = NULL,
           finished_at = ?, updated_at = ?
         WHERE queue = ? AND id = ? AND state = 'active' AND locked_by = ?`,
      )
      .run(now, now, queue, id, owner);
  }

  /** Back to waiting at `runAt` with the reason kept, or failed for good when `runAt` is null. */
  fail(queue: string, id: string, owner: string, reason: string | null, runAt: number | null, now: number): void {
    this.db
      .prepare(
        `UPDATE jobs SET state = ?, failed_reason = COALESCE(?, failed_reason), run_at = COALESCE(?, run_at),
           finished_at = ?, locked_by = NULL, locked_until = NULL, updated_at = ?
         WHERE queue = ? AND id = ? AND state = 'active' AND locked_by = ?`,
      )
      .run(runAt === null ? 'failed' : 'waiting', reason, runAt, runAt === null ? now : null, now, queue, id, owner);
  }

  renewLeases(owner: string, until: number): void {
    this.db.prepare(`UPDATE jobs SET locked_until = ? WHERE state = 'active' AND locked_by = ?`).run(until, owner);
  }

  /**
   * Active jobs whose lease ran out, or whose owner process is gone, were left by a crash: their attempt counts,
   * and they wait again (or fail when that was their last try). Returns the queues that got jobs back.
   */
  recoverAbandoned(now: number): string[] {
    const recover = this.db.transaction(() => {
      const owners = this.db.prepare(`SELECT DISTINCT locked_by FROM jobs WHERE state = 'active'`).pluck().all() as string[];
      const dead = owners.filter((owner) => {
        const pid = Number(owner.split(':')[0]);
        return Number.isInteger(pid) && pid !== process.pid && !processAlive(pid);
      });
      const where = `state = 'active' AND (locked_until < ? OR locked_by IN (SELECT value FROM json_each(?)))`;
      const args = [now, JSON.stringify(dead)];
      const queues = this.db
        .prepare(`SELECT DISTINCT queue FROM jobs WHERE ${where}`)
        .pluck()
        .all(...args) as string[];
      if (queues.length === 0) return queues;
      this.db
        .prepare(
          `UPDATE jobs SET
             state = CASE WHEN attempts_made >= max_attempts THEN 'failed' ELSE 'waiting' END,
             failed_reason = CASE WHEN attempts_made >= max_attempts THEN ? ELSE failed_reason END,
             finished_at = CASE WHEN attempts_made >= max_attempts THEN ? ELSE NULL END,
             run_at = ?, locked_by = NULL, locked_until = NULL, updated_at = ?
           WHERE ${where}`,
        )
        .run(INTERRUPTED, now, now, now, ...args);
      return queues;
    });
    return recover.immediate();
  }

  retry(queue: string, id: string, now: number): boolean {
    const result = this.db
      .prepare(
        `UPDATE jobs SET state = 'waiting', attempts_made = 0, failed_reason = NULL, finished_at = NULL, run_at = ?,
           updated_at = ?
         WHERE queue = ? AND id = ? AND state = 'failed'`,
      )
      .run(now, now, queue, id);
    return result.changes === 1;
  }

  get(queue: string, id: string): JobRow | undefined {
    return this.db.prepare(`SELECT ${JOB_COLUMNS} FROM jobs WHERE queue = ? AND id = ?`).get(queue, id) as JobRow | undefined;
  }

  /** A state's jobs as `list` orders them; a waiting job whose run_at is ahead is delayed. */
  list(queue: string, state: ListedState, now: number, limit: number): JobRow[] {
    const where = {
      waiting: `state = 'waiting' AND run_at <= @now ORDER BY run_at, rowid`,
      delayed: `state = 'waiting' AND run_at > @now ORDER BY run_at, rowid`,
      active: `state = 'active' ORDER BY updated_at, rowid`,
      failed: `state = 'failed' ORDER BY finished_at DESC, rowid DESC`,
    }[state];
    return this.db.prepare(`SELECT ${JOB_COLUMNS} FROM jobs WHERE queue = @queue AND ${where} LIMIT @limit`).all({ queue, now, limit }) as JobRow[];
  }

  /** Jobs by state; a waiting job whose run_at is ahead counts as delayed. */
  counts(queue: string, now: number): JobCounts {
    const rows = this.db
      .prepare(
        `SELECT CASE WHEN state = 'waiting' AND run_at > ? THEN 'delayed' ELSE state END AS s, COUNT(*) AS n
         FROM jobs WHERE queue = ? AND state != 'completed' GROUP BY s`,
      )
      .all(now, queue) as Array<{ s: keyof JobCounts; n: number }>;
    const counts: JobCounts = { waiting: 0, delayed: 0, active: 0, failed: 0 };
    for (const row of rows) counts[row.s] = row.n;
    return counts;
  }

  /** The earliest time something in the queue becomes due: a waiting job or a schedule's tick. */
  nextDue(queue: string): number | null {
    return this.db
      .prepare(
        `SELECT MIN(t) FROM (SELECT MIN(run_at) AS t FROM jobs WHERE queue = ? AND state = 'waiting'
                             UNION ALL SELECT MIN(next_tick_at) FROM job_schedules WHERE queue = ?)`,
      )
      .pluck()
      .get(queue, queue) as number | null;
  }

  upsertSchedule(queue: string, spec: RepeatSpec, now: number): void {
    this.db
      .prepare(
        `INSERT INTO job_schedules (queue, scheduler_id, every_ms, name, data, next_tick_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (queue, scheduler_id) DO UPDATE SET every_ms = excluded.every_ms, name = excluded.name,
           data = excluded.data, next_tick_at = excluded.next_tick_at, updated_at = excluded.updated_at`,
      )
      .run(queue, spec.schedulerId, spec.everyMs, spec.name, encodeData(spec.data), tickAt(spec.everyMs, now), now);
  }

  removeSchedule(queue: string, schedulerId: string): void {
    this.db.prepare(`DELETE FROM job_schedules WHERE queue = ? AND scheduler_id = ?`).run(queue, schedulerId);
  }

  /** Enqueues the current tick of each due schedule; the tick's id makes a second process's insert a no-op. */
  fireSchedules(queue: string, now: number): void {
    const fire = this.db.transaction(() => {
      const due = this.db.prepare(`SELECT * FROM job_schedules WHERE queue = ? AND next_tick_at <= ?`).all(queue, now) as ScheduleRow[];
      for (const schedule of due) {
        const tick = tickAt(schedule.every_ms, now);
        this.db
          .prepare(
            `INSERT INTO jobs (queue, id, name, data, state, max_attempts, backoff_ms, run_at, created_at, updated_at)
             VALUES (?, ?, ?, ?, 'waiting', ?, ?, ?, ?, ?) ON CONFLICT (queue, id) DO NOTHING`,
          )
          .run(queue, scheduledJobId(schedule.scheduler_id, tick), schedule.name, schedule.data, DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, now, now, now);
        this.db
          .prepare(`UPDATE job_schedules SET next_tick_at = ? WHERE queue = ? AND scheduler_id = ?`)
          .run(tick + schedule.every_ms, queue, schedule.scheduler_id);
      }
    });
    fire.immediate();
  }

  /** Completed jobs are kept for a while so that a late duplicate add is still refused, then dropped. */
  pruneCompleted(olderThan: number): void {
    this.db.prepare(`DELETE FROM jobs WHERE state = 'completed' AND finished_at < ?`).run(olderThan);
  }

  close(): void {
    this.db.close();
  }
}
