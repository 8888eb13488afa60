import { randomUUID } from 'node:crypto';
import { Job, Queue, Worker, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobCounts, JobHandler, JobInfo, JobOptions, JobQueue, JobState, ListedState, RepeatSpec } from '@vitrina/infra/jobs/port';
import { createLogger, type Logger } from '@vitrina/infra/log/logger';
import { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, checkRepeatSpec, resolveJobOptions } from '@vitrina/infra/jobs/options';
import { RunningHandlers, graceAfterAbort } from '@vitrina/infra/jobs/running';
import { bullJobIdCandidates, fromBullJobId, toBullJobId, toBullSchedulerId } from '@vitrina/infra/jobs/bullmq-ids';

export interface BullMqJobQueueOptions {
  url: string;
  /** Key prefix in Redis (default "vitrina"); tests use one per test. */
  prefix?: string;
  /** How many completed jobs each queue keeps; their ids refuse duplicates meanwhile (default 10 000). */
  keepCompleted?: number;
  /** BullMQ's lock on a running job and how often stalled jobs are looked for (defaults 30 s). */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  logger?: Logger;
}

/** Stored in each job's options: the add that wrote it, so a second add of the same id can tell it did nothing. */
const ADD_TOKEN = 'vitrinaAddToken';

const STATES: Record<string, JobState> = {
  waiting: 'waiting',
  prioritized: 'waiting',
  'waiting-children': 'waiting',
  delayed: 'delayed',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

/** The scaled job queue: BullMQ on Redis. One BullMQ Queue per queue name, made when first used. */
export class BullMqJobQueue implements JobQueue {
  private readonly connection: Redis;
  private readonly workerConnections: Redis[] = [];
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, Worker>();
  private readonly running = new RunningHandlers();
  private readonly prefix: string;
  private readonly logger: Logger;
  private closed?: Promise<void>;

  constructor(private readonly options: BullMqJobQueueOptions) {
    this.prefix = options.prefix ?? 'vitrina';
    this.logger = options.logger ?? createLogger(undefined, 'jobs');
    this.connection = this.connect();
  }

  async add(queue: string, name: string, data: unknown, options: JobOptions): Promise<boolean> {
    const resolved = resolveJobOptions(options);
    const token = randomUUID();
    const bullId = toBullJobId(resolved.jobId);
    const jobOptions: JobsOptions & { [ADD_TOKEN]: string } = {
      jobId: bullId,
      attempts: resolved.attempts,
      backoff: { type: 'exponential', delay: resolved.backoffMs },
      delay: resolved.delayMs,
      removeOnComplete: { count: this.options.keepCompleted ?? 10_000 },
      removeOnFail: false,
      [ADD_TOKEN]: token,
    };
    const target = this.queue(queue);
    // BullMQ answers a duplicate id with the existing job's id and no error; our token says whose job is stored.
    await target.add(name, data ?? null, jobOptions);
    const stored = await Job.fromId(target, bullId);
    if (!stored) return true; // already completed and removed: it can only have been ours, a moment ago
    return (stored.opts as Record<string, unknown>)[ADD_TOKEN] === token;
  }

  async addMany(queue: string, name: string, jobs: ReadonlyArray<{ data: unknown; options: JobOptions }>): Promise<void> {
    if (jobs.length === 0) return;
    // addBulk leaves a job whose id is known as it is, as add does.
    await this.queue(queue).addBulk(
      jobs.map((job) => {
        const resolved = resolveJobOptions(job.options);
        return {
          name,
          data: job.data ?? null,
          opts: {
            jobId: toBullJobId(resolved.jobId),
            attempts: resolved.attempts,
            backoff: { type: 'exponential', delay: resolved.backoffMs },
            delay: resolved.delayMs,
            removeOnComplete: { count: this.options.keepCompleted ?? 10_000 },
            removeOnFail: false,
          },
        };
      }),
    );
  }

  work(queue: string, handler: JobHandler, options?: { concurrency?: number }): void {
    if (this.closed) throw new Error('the job queue is closed');
    if (this.workers.has(queue)) throw new Error(`queue ${queue} already has a worker`);
    const concurrency = options?.concurrency ?? 1;
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be an integer >= 1');
    const connection = this.connect();
    this.workerConnections.push(connection);
    const worker = new Worker(
      queue,
      async (job, _token, bullSignal) => {
        const controller = new AbortController();
        bullSignal?.addEventListener('abort', () => controller.abort(bullSignal.reason), { once: true });
        const run = handler(job.data, {
          id: fromBullJobId(job.id ?? ''),
          name: job.name,
          attempt: job.attemptsMade + 1,
          signal: controller.signal,
          // BullMQ's progress starts at 0: ours is kept wrapped, so a first try reads none.
          progress: savedProgress(job.progress),
          saveProgress: (progress) => job.updateProgress({ saved: progress }),
        });
        this.running.track(controller, run);
        await run;
      },
      {
        connection,
        prefix: this.prefix,
        concurrency,
        lockDuration: this.options.lockDurationMs ?? 30_000,
        stalledInterval: this.options.stalledIntervalMs ?? 30_000,
      },
    );
    worker.on('error', (error) => this.logger.error({ err: error, queue }, 'job worker error'));
    this.workers.set(queue, worker);
  }

  async upsertSchedule(queue: string, spec: RepeatSpec): Promise<void> {
    checkRepeatSpec(spec);
    await this.queue(queue).upsertJobScheduler(
      toBullSchedulerId(spec.schedulerId),
      { every: spec.everyMs },
      {
        name: spec.name,
        data: spec.data ?? null,
        opts: {
          attempts: DEFAULT_ATTEMPTS,
          backoff: { type: 'exponential', delay: DEFAULT_BACKOFF_MS },
          removeOnComplete: { count: this.options.keepCompleted ?? 10_000 },
          removeOnFail: false,
        },
      },
    );
  }

  async removeSchedule(queue: string, schedulerId: string): Promise<void> {
    await this.queue(queue).removeJobScheduler(toBullSchedulerId(schedulerId));
  }

  async list(queue: string, state: ListedState, limit = 50): Promise<JobInfo[]> {
    const types = state === 'waiting' ? (['waiting', 'prioritized'] as const) : ([state] as const);
    // BullMQ keeps waiting jobs newest first and failed ones newest first; `asc` turns the waiting list to due order.
    const jobs = await this.queue(queue).getJobs([...types], 0, limit - 1, state === 'waiting' || state === 'delayed');
    return jobs.filter((job): job is Job => job !== undefined).map((job) => this.info(queue, job, state));
  }

  async counts(queue: string): Promise<JobCounts> {
    const counts = await this.queue(queue).getJobCounts('waiting', 'delayed', 'active', 'failed', 'prioritized', 'waiting-children');
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts['waiting-children'] ?? 0),
      delayed: counts.delayed ?? 0,
      active: counts.active ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  async retry(queue: string, jobId: string): Promise<void> {
    const job = await this.find(queue, jobId);
    if (!job) throw new Error(`no failed job ${jobId} in queue ${queue}`);
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
  }

  async get(queue: string, jobId: string): Promise<JobInfo | null> {
    const job = await this.find(queue, jobId);
    if (!job) return null;
    return this.info(queue, job, STATES[await job.getState()] ?? 'waiting');
  }

  /**
   * Rejects on the connection's next error or within `timeoutMs`: commands otherwise wait for Redis forever
   * (`maxRetriesPerRequest: null`), and a health check or a start must not.
   */
  async ping(timeoutMs = 5000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    let onError: ((error: Error) => void) | undefined;
    const failure = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
      onError = (error) => reject(error);
      this.connection.once('error', onError);
    });
    try {
      await Promise.race([this.connection.ping(), failure]);
    } finally {
      clearTimeout(timer);
      if (onError) this.connection.off('error', onError);
    }
  }

  close(timeoutMs = 10_000): Promise<void> {
    this.closed ??= this.shutdown(timeoutMs);
    return this.closed;
  }

  private async shutdown(timeoutMs: number): Promise<void> {
    const workers = [...this.workers.values()];
    await Promise.all(workers.map((worker) => worker.pause(true)));
    const stuck = await this.running.drain(timeoutMs, graceAfterAbort(timeoutMs));
    if (stuck > 0) {
      this.logger.warn({ stuck }, 'job handlers ignored the abort; BullMQ will find their jobs stalled and rerun them');
    }
    // Forced when handlers are stuck: their locks then lapse and another worker takes the jobs back.
    const workersClosed = Promise.all(workers.map((worker) => worker.close(stuck > 0)));
    if (!(await settlesWithin(workersClosed, CLOSE_LIMIT_MS))) {
      this.logger.warn({ limitMs: CLOSE_LIMIT_MS }, 'BullMQ workers did not close in time; dropping their connections');
      for (const worker of workers)
        void blockingConnectionOf(worker)
          ?.disconnect(false)
          .catch(() => {});
    }
    await settlesWithin(Promise.all([...this.queues.values()].map((queue) => queue.close())), CLOSE_LIMIT_MS);
    await Promise.all([this.connection, ...this.workerConnections].map((connection) => quit(connection)));
    this.running.dispose();
  }

  private connect(): Redis {
    const connection = new Redis(this.options.url, { maxRetriesPerRequest: null });
    connection.on('error', (error) => this.logger.error({ err: error }, 'redis connection error'));
    return connection;
  }

  /** BullMQ's own queue by name, for Bull Board (the operators' view when Redis is used). */
  bullQueue(name: string): Queue {
    return this.queue(name);
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      if (this.closed) throw new Error('the job queue is closed');
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (error) => this.logger.error({ err: error, queue: name }, 'job queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private async find(queue: string, jobId: string): Promise<Job | undefined> {
    for (const bullId of bullJobIdCandidates(jobId)) {
      const job = await Job.fromId(this.queue(queue), bullId);
      if (job) return job;
    }
    return undefined;
  }

  private info(queue: string, job: Job, state: JobState): JobInfo {
    const info: JobInfo = {
      id: fromBullJobId(job.id ?? ''),
      queue,
      name: job.name,
      data: job.data as unknown,
      state,
      attemptsMade: job.attemptsMade,
      at: new Date(state === 'active' ? (job.processedOn ?? job.timestamp) : (job.finishedOn ?? job.timestamp + (job.delay ?? 0))).toISOString(),
    };
    if (job.failedReason) info.failedReason = job.failedReason;
    return info;
  }
}

/** How long each closing step may take once handlers are done; past it, connections are dropped, not quit. */
const CLOSE_LIMIT_MS = 5000;

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * BullMQ keeps the worker's blocking connection to itself; a worker whose close() hangs would hold it open
 * for good, so this reaches in for it (a private field, present throughout BullMQ 5).
 */
function blockingConnectionOf(worker: Worker): { disconnect(wait?: boolean): Promise<void> } | undefined {
  return (worker as unknown as { blockingConnection?: { disconnect(wait?: boolean): Promise<void> } }).blockingConnection;
}

async function quit(connection: Redis): Promise<void> {
  if (connection.status === 'ready') await settlesWithin(connection.quit(), CLOSE_LIMIT_MS);
  connection.disconnect();
}

function savedProgress(progress: unknown): unknown {
  return typeof progress === 'object' && progress !== null && 'saved' in progress ? progress.saved : undefined;
}
