/**
 * The jobs port: side effects (emails, imports, image work) run as jobs with retries. Two adapters: an in-process
 * runner whose jobs live in SQLite (embedded default) and BullMQ on Redis (scaled).
 *
 * A job's id is derived from what triggered it (usually the event id), so enqueuing the same job twice, or
 * re-reading the event after a crash, runs the side effect once.
 */
export interface JobOptions {
  /** Unique per side effect: `${eventId}:${purpose}`. A second add with an id already known is a no-op. */
  jobId: string;
  /** Tries in all, the first included (default 5). */
  attempts?: number;
  /** Base delay of the exponential backoff in ms (default 1000): 1s, 2s, 4s, ... */
  backoffMs?: number;
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobInfo {
  id: string;
  queue: string;
  name: string;
  data: unknown;
  state: JobState;
  attemptsMade: number;
  failedReason?: string;
  /** When the state began (ISO 8601): due (waiting, delayed), started (active), ended (completed, failed). */
  at: string;
}

/** The states an operator looks into: what waits, what runs, what failed for good. */
export const LISTED_STATES = ['waiting', 'delayed', 'active', 'failed'] as const;
export type ListedState = (typeof LISTED_STATES)[number];

export interface JobContext {
  id: string;
  name: string;
  /** 1 on the first try. */
  attempt: number;
  signal: AbortSignal;
  /** What an earlier try of this job saved with `saveProgress` (undefined if none did): a long job resumes there. */
  progress: unknown;
  /** Saves where a long job stands (JSON), for its next try after a failure or a crash. */
  saveProgress(progress: unknown): Promise<void>;
}

/** How many jobs of a queue are in each unfinished state, and how many failed for good. */
export interface JobCounts {
  waiting: number;
  delayed: number;
  active: number;
  failed: number;
}

export type JobHandler = (data: unknown, context: JobContext) => Promise<void>;

export interface RepeatSpec {
  /** A stable id for the schedule, e.g. `import:${brandId}`; upserting it again replaces the schedule. */
  schedulerId: string;
  everyMs: number;
  name: string;
  data: unknown;
}

export interface JobQueue {
  /** Adds a job; resolves to false when a job with that id already exists (nothing is added). */
  add(queue: string, name: string, data: unknown, options: JobOptions): Promise<boolean>;
  /**
   * Adds many jobs of one name at once (a digest per person): each as `add` would, a job whose id is known already
   * being left as it is, in one write (one transaction, one round trip) rather than one per job.
   */
  addMany(queue: string, name: string, jobs: ReadonlyArray<{ data: unknown; options: JobOptions }>): Promise<void>;
  /** Registers the handler for a queue and starts working it, with the given concurrency. */
  work(queue: string, handler: JobHandler, options?: { concurrency?: number }): void;
  /** Creates or replaces a repeating job (the importer's schedules). */
  upsertSchedule(queue: string, spec: RepeatSpec): Promise<void>;
  removeSchedule(queue: string, schedulerId: string): Promise<void>;
  /**
   * Up to `limit` of a queue's jobs in a state, for operators: failed ones (kept after their last try to be read and
   * retried) newest first, the others soonest due or longest running first.
   */
  list(queue: string, state: ListedState, limit?: number): Promise<JobInfo[]>;
  /** The queue's depth by state, for metrics and the operators' view. */
  counts(queue: string): Promise<JobCounts>;
  /** Puts a failed job back to waiting, with its tries reset. */
  retry(queue: string, jobId: string): Promise<void>;
  get(queue: string, jobId: string): Promise<JobInfo | null>;
  ping(): Promise<void>;
  /** Stops taking jobs, waits for running ones to finish (up to the timeout), then closes connections. */
  close(timeoutMs?: number): Promise<void>;
}
