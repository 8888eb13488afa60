import type { JobInfo, JobState } from '@vitrina/infra/jobs/port';

/**
 * Tables of the embedded job queue. A job's `state` is one of waiting, active, completed, failed; "delayed" is a
 * waiting job whose `run_at` is still ahead, computed on read. An active job carries the instance that claimed
 * it (`locked_by`, "pid:uuid") and a lease (`locked_until`) that instance keeps renewing; a lease that runs out,
 * or an owner process that no longer exists, marks a crash and the job is recovered.
 */
export const JOBS_SCHEMA = `
CREATE TABLE IF NOT EXISTS jobs (
  queue TEXT NOT NULL,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  data TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('waiting', 'active', 'completed', 'failed')),
  attempts_made INTEGER NOT NULL DEFAULT 0,
  max_attempts INTEGER NOT NULL,
  backoff_ms INTEGER NOT NULL,
  run_at INTEGER NOT NULL,
  failed_reason TEXT,
  locked_by TEXT,
  locked_until INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  finished_at INTEGER,
  progress TEXT,
  PRIMARY KEY (queue, id)
);
CREATE INDEX IF NOT EXISTS jobs_due ON jobs (queue, state, run_at);
CREATE INDEX IF NOT EXISTS jobs_locks ON jobs (state, locked_until);
CREATE TABLE IF NOT EXISTS job_schedules (
  queue TEXT NOT NULL,
  scheduler_id TEXT NOT NULL,
  every_ms INTEGER NOT NULL,
  name TEXT NOT NULL,
  data TEXT NOT NULL,
  next_tick_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (queue, scheduler_id)
);
`;

export type StoredState = Exclude<JobState, 'delayed'>;

export interface JobRow {
  queue: string;
  id: string;
  name: string;
  data: string;
  state: StoredState;
  attempts_made: number;
  max_attempts: number;
  backoff_ms: number;
  run_at: number;
  failed_reason: string | null;
  updated_at: number;
  finished_at: number | null;
}

export interface ScheduleRow {
  queue: string;
  scheduler_id: string;
  every_ms: number;
  name: string;
  data: string;
  next_tick_at: number;
}

export const JOB_COLUMNS = 'queue, id, name, data, state, attempts_made, max_attempts, backoff_ms, run_at, failed_reason, updated_at, finished_at';

export function toJobInfo(row: JobRow, now: number): JobInfo {
  const info: JobInfo = {
    id: row.id,
    queue: row.queue,
    name: row.name,
    data: JSON.parse(row.data) as unknown,
    state: row.state === 'waiting' && row.run_at > now ? 'delayed' : row.state,
    attemptsMade: row.attempts_made,
    at: new Date(row.state === 'active' ? row.updated_at : (row.finished_at ?? row.run_at)).toISOString(),
  };
  if (row.failed_reason !== null) info.failedReason = row.failed_reason;
  return info;
}

/** `null` for `undefined`, so that what a handler receives is what was stored. */
export function encodeData(data: unknown): string {
  return JSON.stringify(data ?? null) ?? 'null';
}

/** The tick of a schedule that covers `now`: ticks sit on multiples of `everyMs`, so every process agrees on them. */
export function tickAt(everyMs: number, now: number): number {
  return Math.floor(now / everyMs) * everyMs;
}

export function scheduledJobId(schedulerId: string, tick: number): string {
  return `${schedulerId}:${tick}`;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
