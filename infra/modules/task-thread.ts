import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { tsPoolThreads } from './boot';

/** What a task's thread is given: the task's data, and the port its messages go by while it runs (progress, a stream). */
export interface ThreadTask<D> {
  data: D;
  port: MessagePort;
}

/** How long a task's thread may take to start (the TypeScript loader, then its module and what it imports). */
const START_TIMEOUT_MS = 30_000;
/** A thread with no task for this long ends, giving its memory back. */
const IDLE_MS = 30_000;

/** A module's threads under one heap limit, and the tasks waiting or in hand there (the controllers that refuse them). */
interface Threads {
  pool: Piscina;
  tasks: Set<AbortController>;
}

const pools = new Map<string, Threads>();

/**
 * The threads of the TypeScript module `file` (its default export runs one task, given a ThreadTask) with a heap of
 * `heapMb`: one piscina pool for each, kept for the process, with a thread for every task asked at once (as when each
 * task started a thread of its own), each ended after IDLE_MS without a task. An idle thread does not keep the process
 * alive.
 */
function threadsOf(file: URL, heapMb: number): Threads {
  const key = `${heapMb} ${file.href}`;
  const known = pools.get(key);
  if (known) return known;
  const pool = new Piscina({
    ...tsPoolThreads(file, START_TIMEOUT_MS),
    minThreads: 0,
    maxThreads: Infinity,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  const threads: Threads = { pool, tasks: new Set() };
  // A thread that failed to start (piscina says so with 'error'): with none left, no task is in hand, and those
  // waiting are refused, as a start that failed would fail again for each.
  pool.on('error', (error: Error) => {
    if (pool.threads.length === 0) for (const task of threads.tasks) task.abort(error);
  });
  pools.set(key, threads);
  return threads;
}

export interface OnThreadOptions {
  /** The module whose default export runs the task. */
  file: URL;
  data: unknown;
  /** The thread's heap: past it V8 ends the thread and the task rejects with `tooMuchMemory`. */
  heapMb: number;
  tooMuchMemory: () => Error;
  /** Aborted: the task's thread is ended (or the task, waiting, dropped) and it rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Told of each message the thread posts on the task's port (of the type the caller's thread posts). */
  onMessage?: (message: never) => void;
}

/**
 * One task on a thread of its module's pool (threadsOf): what its default export returned, or the error it threw, or
 * why it was refused. `port` is this side of the task's port, closed once the task is settled.
 */
export function runOnThread<T>(options: OnThreadOptions): { result: Promise<T>; port: MessagePort } {
  const { pool, tasks } = threadsOf(options.file, options.heapMb);
  const { port1, port2 } = new MessageChannel();
  const { onMessage } = options;
  if (onMessage) port1.on('message', (message: unknown) => onMessage(message as never));
  const refusal = new AbortController();
  const onAbort = () => refusal.abort(options.signal!.reason);
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener('abort', onAbort, { once: true });
  tasks.add(refusal);
  const task: ThreadTask<unknown> = { data: options.data, port: port2 };
  const result = (pool.run(task, { signal: refusal.signal, transferList: [port2] }) as Promise<T>)
    .catch((error: Error & { code?: string; cause?: unknown }) => {
      if (error.name === 'AbortError' && error.cause instanceof Error) throw error.cause;
      throw error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? options.tooMuchMemory() : error;
    })
    .finally(() => {
      tasks.delete(refusal);
      options.signal?.removeEventListener('abort', onAbort);
      port1.close();
    });
  return { result, port: port1 };
}

export interface TaskThreadOptions extends Omit<OnThreadOptions, 'tooMuchMemory'> {
  /** What the task is, in the errors it may end with: "The digests of 2026-W48". */
  what: string;
  /** Wall time from asking: past it the task's thread is ended and the task fails. */
  budgetMs: number;
  /** The task's error past its time or its heap (else "… took longer than" / "… needed more than"). */
  overBudget?: (budget: 'time' | 'heap') => Error;
}

/**
 * One long task on a thread (runOnThread), under a time and a heap budget: the thread that serves requests only
 * waits for its answer. Past either the thread is ended and the task fails.
 */
export function runTaskThread<T>(options: TaskThreadOptions): Promise<T> {
  const { what, budgetMs, heapMb, overBudget } = options;
  const tooSlow = () => overBudget?.('time') ?? new Error(`${what} took longer than ${budgetMs} ms`);
  const tooMuchMemory = () => overBudget?.('heap') ?? new Error(`${what} needed more than ${heapMb} MB`);
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(tooSlow()), budgetMs);
  const signal = options.signal ? AbortSignal.any([budget.signal, options.signal]) : budget.signal;
  return runOnThread<T>({ ...options, signal, tooMuchMemory }).result.finally(() => clearTimeout(timer));
}

/** The heap's peak on this thread, sampled every 100 ms from `start()` (for the figures a task thread reports). */
export function heapPeakSampler(): { start(): void; stop(): number } {
  let peak = process.memoryUsage().heapUsed;
  let timer: NodeJS.Timeout | undefined;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().heapUsed));
  return {
    start() {
      timer = setInterval(sample, 100);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      sample();
      return Math.round(peak / 2 ** 20);
    },
  };
}

/**
 * Lowers this thread's scheduling priority (Linux keeps a nice value per thread; the threads and processes it
 * starts inherit it): above 0, the api's thread gets a core first whenever both want one. Where the system has no
 * `/proc/thread-self` or refuses, the thread keeps the process's priority.
 */
export function lowerThreadPriority(nice: number): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: the thread runs at the process's priority.
  }
}
