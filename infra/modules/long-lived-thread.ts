import { Worker } from 'node:worker_threads';
import { tsBoot } from './boot';

/** What a long-lived thread posts once it has started, or, before it ends, why it could not (a 'failed' after 'ready' is the caller's). */
export type ThreadStarted = { kind: 'ready' } | { kind: 'failed'; message: string };

export interface LongLivedThreadOptions<M> {
  /** The TypeScript module the thread runs: it reads `workerData`, posts ThreadStarted, then answers on `parentPort`. */
  file: URL;
  workerData: unknown;
  /** What the thread is, in the error it fails to start with: "The projector thread". */
  what: string;
  /** The thread's heap (V8's old generation); past it V8 ends the thread. */
  heapMb?: number;
  /** Told of each of its messages from the first, so none posted just after 'ready' is missed. */
  onMessage?: (message: M) => void;
}

/** How a long-lived thread ended: its exit code, and why when it said so (its failure, an error, its heap). */
export interface ThreadEnd {
  code: number;
  reason: string | undefined;
}

/**
 * A thread that lives as long as what it holds (the projector, a search replica: state of its own, where a pool's
 * threads run tasks), running the TypeScript module `file` under the loader the api runs under. `started` resolves
 * once it posts 'ready', and rejects if it ends before ("… ended (code 1) before it started: why"); `ended` resolves
 * when it ends, whenever: what follows (a start again, a replica dropped) is the caller's.
 */
export function startLongLivedThread<M>(options: LongLivedThreadOptions<M>): { worker: Worker; started: Promise<void>; ended: Promise<ThreadEnd> } {
  const { heapMb } = options;
  const worker = new Worker(tsBoot(options.file), {
    eval: true,
    workerData: options.workerData,
    ...(heapMb ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {}),
  });
  let reason: string | undefined;
  worker.on('error', (error: Error & { code?: string }) => {
    reason = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `it needed more than ${heapMb} MB` : (error.stack ?? error.message);
  });
  const ended = new Promise<ThreadEnd>((resolve) => worker.once('exit', (code) => resolve({ code, reason })));
  let ready = false;
  const started = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: M | ThreadStarted) => {
      const said = message as ThreadStarted;
      if (said.kind === 'ready') {
        ready = true;
        resolve();
      } else if (said.kind === 'failed' && !ready) {
        reason = said.message;
      }
      options.onMessage?.(message as M);
    });
    void ended.then(({ code }) => reject(new Error(`${options.what} ended (code ${code}) before it started${reason ? `: ${reason}` : ''}`)));
  });
  return { worker, started, ended };
}
