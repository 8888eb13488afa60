import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { tsBoot } from './boot';

/** What a task's thread posts when it cannot finish: the error becomes the task's. */
export interface TaskFailed {
  kind: 'failed';
  message: string;
}

export interface TaskThreadOptions<M extends { kind: string }, T> {
  /** The module the thread runs (it reads `workerData` and posts messages to `parentPort`). */
  file: URL;
  data: unknown;
  /** What the task is, in the errors it may end with: "The digests of 2026-W48". */
  what: string;
  /** Wall time: past it the thread is ended and the task fails. */
  budgetMs: number;
  /** The thread's heap: past it V8 ends the thread and the task fails. */
  heapMb: number;
  /** Settles the task from one of the thread's messages; undefined: not yet (a progress message). */
  answer(message: M): T | undefined;
}

/**
 * One long task on a new thread of its own, under a time and a heap budget: the thread that serves requests only
 * waits for its answer. Ends the thread once the task is settled, however it ends.
 */
export function runTaskThread<M extends { kind: string }, T>(options: TaskThreadOptions<M, T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(tsBoot(options.file), { eval: true, workerData: options.data, resourceLimits: { maxOldGenerationSizeMb: options.heapMb } });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const fail = (error: Error) => settle(() => reject(error));
    const timer = setTimeout(() => fail(new Error(`${options.what} took longer than ${options.budgetMs} ms`)), options.budgetMs);
    worker.on('message', (message: M | TaskFailed) => {
      if (message.kind === 'failed') return fail(new Error((message as TaskFailed).message));
      try {
        const result = options.answer(message as M);
        if (result !== undefined) settle(() => resolve(result));
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)));
      }
    });
    worker.on('error', (error: Error & { code?: string }) => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new Error(`${options.what} needed more than ${options.heapMb} MB`) : error));
    worker.on('exit', (code) => fail(new Error(`${options.what}: its thread ended (code ${code}) before it was done`)));
  });
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
