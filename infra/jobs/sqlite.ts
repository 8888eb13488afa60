import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { JobCounts, JobHandler, JobInfo, JobOptions, JobQueue, ListedState, RepeatSpec } from '@vitrina/infra/jobs/port';
import { createLogger, type Logger } from '@vitrina/infra/log/logger';
import { backoffDelay, checkRepeatSpec, errorReason, resolveJobOptions } from '@vitrina/infra/jobs/options';
import { RunningHandlers, graceAfterAbort } from '@vitrina/infra/jobs/running';
import { encodeData, toJobInfo } from '@vitrina/infra/jobs/sqlite-schema';
import { SqliteJobStore, type ClaimedJob } from '@vitrina/infra/jobs/sqlite-store';

export interface SqliteJobQueueOptions {
  file: string;
  /** How often an idle worker looks for jobs added by another process (default 250 ms). */
  pollMs?: number;
  /** How long a claimed job stays ours without a renewal; after that it counts as crashed (default 30 s). */
  leaseMs?: number;
  /** How long completed jobs are kept to refuse duplicates (default 7 days). */
  keepCompletedMs?: number;
  logger?: Logger;
}

interface Worker {
  queue: string;
  handler: JobHandler;
  concurrency: number;
  active: number;
  timer?: NodeJS.Timeout;
}

/** Instances in this process sharing a file, so an add wakes their workers at once instead of at the next poll. */
const neighbours = new Map<string, Set<SqliteJobQueue>>();

/**
 * The embedded job queue: jobs live in a SQLite file, workers run in this process. Several processes may share
 * the file; claims are single statements, so a job runs in one of them.
 */
export class SqliteJobQueue implements JobQueue {
  private readonly store: SqliteJobStore;
  private readonly owner = `${process.pid}:${randomUUID()}`;
  private readonly workers = new Map<string, Worker>();
  private readonly running = new RunningHandlers();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly keepCompletedMs: number;
  private readonly logger: Logger;
  private readonly key: string;
  private readonly maintenance: NodeJS.Timeout;
  private lastPrune = 0;
  private closing = false;
  private closed?: Promise<void>;

  constructor(options: SqliteJobQueueOptions) {
    this.pollMs = options.pollMs ?? 250;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.keepCompletedMs = options.keepCompletedMs ?? 7 * 24 * 3600_000;
    this.logger = options.logger ?? createLogger(undefined, 'jobs');
    this.store = new SqliteJobStore(options.file);
    this.key = path.resolve(options.file);
    if (!neighbours.has(this.key)) neighbours.set(this.key, new Set());
    neighbours.get(this.key)?.add(this);
    this.maintain();
    this.maintenance = setInterval(() => this.maintain(), Math.max(10, Math.floor(this.leaseMs / 3)));
  }

  async add(queue: string, name: string, data: unknown, options: JobOptions): Promise<boolean> {
    const resolved = resolveJobOptions(options);
    const added = this.store.insert(queue, name, data, resolved, Date.now());
    if (added) this.wakeAll(queue);
    return added;
  }

  async addMany(queue: string, name: string, jobs: ReadonlyArray<{ data: unknown; options: JobOptions }>): Promise<void> {
    if (jobs.length === 0) return;
    const added = this.store.insertMany(
      queue,
      name,
      jobs.map((job) => ({ data: job.data, options: resolveJobOptions(job.options) })),
      Date.now(),
    );
    if (added > 0) this.wakeAll(queue);
  }

  work(queue: string, handler: JobHandler, options?: { concurrency?: number }): void {
    if (this.closing) throw new Error('the job queue is closed');
    if (this.workers.has(queue)) throw new Error(`queue ${queue} already has a worker`);
    const concurrency = options?.concurrency ?? 1;
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be an integer >= 1');
    const worker: Worker = { queue, handler, concurrency, active: 0 };
    this.workers.set(queue, worker);
    setImmediate(() => this.pump(worker));
  }

  async upsertSchedule(queue: string, spec: RepeatSpec): Promise<void> {
    checkRepeatSpec(spec);
    this.store.upsertSchedule(queue, spec, Date.now());
    this.wakeAll(queue);
  }

  async removeSchedule(queue: string, schedulerId: string): Promise<void> {
    this.store.removeSchedule(queue, schedulerId);
  }

  async list(queue: string, state: ListedState, limit = 50): Promise<JobInfo[]> {
    const now = Date.now();
    return this.store.list(queue, state, now, limit).map((row) => toJobInfo(row, now));
  }

  async counts(queue: string): Promise<JobCounts> {
    return this.store.counts(queue, Date.now());
  }

  async retry(queue: string, jobId: string): Promise<void> {
    if (!this.store.retry(queue, jobId, Date.now())) throw new Error(`no failed job ${jobId} in queue ${queue}`);
    this.wakeAll(queue);
  }

  async get(queue: string, jobId: string): Promise<JobInfo | null> {
    const row = this.store.get(queue, jobId);
    return row ? toJobInfo(row, Date.now()) : null;
  }

  async ping(): Promise<void> {
    this.store.db.prepare('SELECT 1').get();
  }

  close(timeoutMs = 10_000): Promise<void> {
    this.closed ??= this.shutdown(timeoutMs);
    return this.closed;
  }

  private async shutdown(timeoutMs: number): Promise<void> {
    this.closing = true;
    for (const worker of this.workers.values()) clearTimeout(worker.timer);
    const stuck = await this.running.drain(timeoutMs, graceAfterAbort(timeoutMs));
    if (stuck > 0) {
      this.logger.warn({ stuck }, 'job handlers ignored the abort; their jobs will be recovered when the lease ends');
    }
    clearInterval(this.maintenance);
    this.running.dispose();
    neighbours.get(this.key)?.delete(this);
    this.store.close();
  }

  private wake(queue: string): void {
    const worker = this.workers.get(queue);
    if (worker && !this.closing) {
      clearTimeout(worker.timer);
      worker.timer = setTimeout(() => this.pump(worker), 0);
    }
  }

  private wakeAll(queue: string): void {
    for (const instance of neighbours.get(this.key) ?? []) instance.wake(queue);
  }

  private pump(worker: Worker): void {
    if (this.closing) return;
    clearTimeout(worker.timer);
    let delay = this.pollMs;
    try {
      const now = Date.now();
      this.store.fireSchedules(worker.queue, now);
      while (worker.active < worker.concurrency) {
        const job = this.store.claim(worker.queue, this.owner, now, this.leaseMs);
        if (!job) break;
        this.start(worker, job);
      }
      const due = worker.active < worker.concurrency ? this.store.nextDue(worker.queue) : null;
      if (due !== null) delay = Math.min(this.pollMs, Math.max(0, due - Date.now()));
    } catch (error) {
      this.logger.error({ err: error, queue: worker.queue }, 'job worker poll failed');
    }
    worker.timer = setTimeout(() => this.pump(worker), delay);
  }

  private start(worker: Worker, job: ClaimedJob): void {
    const controller = new AbortController();
    worker.active += 1;
    const run = (async () =>
      worker.handler(JSON.parse(job.data) as unknown, {
        id: job.id,
        name: job.name,
        attempt: job.attempts_made,
        signal: controller.signal,
        progress: job.progress === null ? undefined : (JSON.parse(job.progress) as unknown),
        saveProgress: async (progress) => this.store.saveProgress(worker.queue, job.id, this.owner, encodeData(progress), Date.now()),
      }))();
    // A handler that outlived close() finds the file closed; its job is recovered when the lease runs out.
    const recorded = run.then(
      () => this.store.db.open && this.store.complete(worker.queue, job.id, this.owner, Date.now()),
      (error: unknown) => this.store.db.open && this.recordFailure(worker.queue, job, error, controller.signal.aborted),
    );
    const done = recorded
      .catch((error: unknown) => {
        this.logger.error({ err: error, queue: worker.queue, jobId: job.id }, 'job result lost');
      })
      .finally(() => {
        worker.active -= 1;
        this.pump(worker);
      });
    this.running.track(controller, done);
  }

  private recordFailure(queue: string, job: ClaimedJob, error: unknown, abortedByClose: boolean): void {
    const now = Date.now();
    // Stopped by our own shutdown, not by a fault of the job: it waits again, its attempt counted.
    if (abortedByClose && this.closing) return this.store.fail(queue, job.id, this.owner, null, now, now);
    const retry = job.attempts_made < job.max_attempts;
    const runAt = retry ? now + backoffDelay(job.backoff_ms, job.attempts_made) : null;
    this.store.fail(queue, job.id, this.owner, errorReason(error), runAt, now);
  }

  private maintain(): void {
    try {
      const now = Date.now();
      this.store.renewLeases(this.owner, now + this.leaseMs);
      for (const queue of this.store.recoverAbandoned(now)) this.wakeAll(queue);
      if (now - this.lastPrune > 3600_000) {
        this.lastPrune = now;
        this.store.pruneCompleted(now - this.keepCompletedMs);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'job queue maintenance failed');
    }
  }
}
