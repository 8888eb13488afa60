import { Worker } from 'node:worker_threads';
import { tsBoot } from '@vitrina/infra/modules/boot';
import type { Proposal } from './detect';
import type { ExtractionConfig, PageExtraction } from './extract';

/** A page read on a reader thread: auto-detect, or the items a config reads. */
export type ReadTask = { kind: 'detect'; html: string } | { kind: 'extract'; html: string; url: string; config: ExtractionConfig };
type ResultOf<T extends ReadTask> = T extends { kind: 'detect' } ? Proposal | null : PageExtraction;

export type TooComplexReason = 'TOO_DEEP' | 'TOO_MANY_ELEMENTS' | 'TOO_SLOW' | 'TOO_MUCH_MEMORY';

export type ReadRequest = { id: number; task: ReadTask };
export type ReadReply =
  | { kind: 'ready' }
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'tooComplex'; id: number; reason: TooComplexReason; limit: number }
  | { kind: 'failed'; id: number; message: string };

const REASONS: Record<TooComplexReason, (limit: number) => string> = {
  TOO_DEEP: (limit) => `its elements nest more than ${limit.toLocaleString('en')} levels deep`,
  TOO_MANY_ELEMENTS: (limit) => `it has more than ${limit.toLocaleString('en')} elements`,
  TOO_SLOW: (limit) => `reading it took more than ${limit.toLocaleString('en')} ms`,
  TOO_MUCH_MEMORY: (limit) => `reading it needed more than ${limit.toLocaleString('en')} MB`,
};

/**
 * A page the importer will not read: too deep or too large to parse (found before parsing), or its reading went
 * over the thread's time or memory budget. The page's own request pays for it; nothing else waits.
 */
export class PageTooComplexError extends Error {
  constructor(
    readonly reason: TooComplexReason,
    readonly limit: number,
  ) {
    super(`The page is too complex to read: ${REASONS[reason](limit)}.`);
    this.name = 'PageTooComplexError';
  }
}

export interface ReadPoolOptions {
  /** Reader threads at most; each starts with the first page that finds none free. */
  threads?: number;
  /** Wall time one page may take on its thread; past it the thread is ended (and another started when needed). */
  budgetMs?: number;
  /** A thread with no page for this long ends, giving its memory back. */
  idleMs?: number;
  /** Each thread's heap (V8's old generation); a page that needs more ends its thread. */
  maxOldGenerationSizeMb?: number;
  /** How long a thread may take to start (load the TypeScript loader and cheerio). */
  startTimeoutMs?: number;
}

export const READ_POOL_DEFAULTS: Required<ReadPoolOptions> = { threads: 2, budgetMs: 2_000, idleMs: 30_000, maxOldGenerationSizeMb: 256, startTimeoutMs: 30_000 };

interface Queued {
  id: number;
  task: ReadTask;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  /** The page in hand, with its budget's timer. */
  busy: { queued: Queued; timer: NodeJS.Timeout } | null;
  /** Until it starts (startTimeoutMs), then while it has no page (idleMs). */
  timer: NodeJS.Timeout | undefined;
}

/**
 * The importer's reader threads (issue 29): pages are parsed, detected and extracted here, never on the event
 * loop that answers the site's requests. A small pool (READ_POOL_DEFAULTS: two threads, started on first use,
 * ended after idleMs without a page); each thread reads one page at a time under a wall-time budget and a heap
 * limit: past either, the thread is ended (and another started) and that page alone is refused
 * (PageTooComplexError). Pages wait here, in order, while every thread is busy. An idle thread does not keep the
 * process alive.
 */
export class ReadPool {
  private readonly options: Required<ReadPoolOptions>;
  private readonly threads: Thread[] = [];
  private readonly queue: Queued[] = [];
  private nextId = 0;
  private closed = false;

  constructor(options: ReadPoolOptions = {}) {
    this.options = { ...READ_POOL_DEFAULTS, ...options };
  }

  /** Threads running now (starting, reading or idle). */
  get size(): number {
    return this.threads.length;
  }

  /** Reads a page on a thread: its result, or PageTooComplexError, or the error the reading threw. */
  run<T extends ReadTask>(task: T): Promise<ResultOf<T>> {
    if (this.closed) return Promise.reject(new Error('The reader pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Ends every thread; pages waiting or in hand are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.splice(0)) queued.reject(new Error('The reader pool is closed'));
    await Promise.all([...this.threads].map((thread) => this.end(thread, new Error('The reader pool is closed'))));
  }

  /** Hands waiting pages to idle threads, and starts threads (up to the limit) for the pages left. */
  private dispatch(): void {
    for (const thread of this.threads) {
      if (this.queue.length === 0) return;
      if (thread.ready && !thread.busy) this.assign(thread, this.queue.shift()!);
    }
    const starting = this.threads.filter((thread) => !thread.ready).length;
    for (let wanted = this.queue.length - starting; wanted > 0 && this.threads.length < this.options.threads; wanted--) this.start();
  }

  private assign(thread: Thread, queued: Queued): void {
    clearTimeout(thread.timer);
    thread.timer = undefined;
    const timer = setTimeout(() => void this.end(thread, new PageTooComplexError('TOO_SLOW', this.options.budgetMs)), this.options.budgetMs);
    thread.busy = { queued, timer };
    thread.worker.ref();
    thread.worker.postMessage({ id: queued.id, task: queued.task } satisfies ReadRequest);
  }

  private start(): void {
    const worker = new Worker(BOOT, { eval: true, resourceLimits: { maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb } });
    const thread: Thread = { worker, ready: false, busy: null, timer: undefined };
    thread.timer = setTimeout(() => void this.end(thread, new Error(`A reader thread did not start within ${this.options.startTimeoutMs} ms`)), this.options.startTimeoutMs);
    this.threads.push(thread);
    worker.on('message', (reply: ReadReply) => this.answer(thread, reply));
    worker.on('error', (error: Error & { code?: string }) => {
      void this.end(thread, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new PageTooComplexError('TOO_MUCH_MEMORY', this.options.maxOldGenerationSizeMb) : error);
    });
    worker.on('exit', (code) => void this.end(thread, new Error(`A reader thread ended (code ${code})`)));
  }

  private answer(thread: Thread, reply: ReadReply): void {
    if (reply.kind === 'ready') {
      thread.ready = true;
      this.rest(thread);
      this.dispatch();
      return;
    }
    const busy = thread.busy;
    if (!busy || busy.queued.id !== reply.id) return;
    clearTimeout(busy.timer);
    thread.busy = null;
    if (reply.kind === 'done') busy.queued.resolve(reply.value);
    else if (reply.kind === 'tooComplex') busy.queued.reject(new PageTooComplexError(reply.reason, reply.limit));
    else busy.queued.reject(new Error(reply.message));
    this.rest(thread);
    this.dispatch();
  }

  /** An idle thread: it lets the process end, and ends itself after idleMs. */
  private rest(thread: Thread): void {
    clearTimeout(thread.timer);
    thread.worker.unref();
    thread.timer = setTimeout(() => void this.end(thread, null), this.options.idleMs);
    thread.timer.unref();
  }

  /**
   * Ends a thread (once): its page in hand is refused with `error`; a thread that failed to start refuses the
   * pages waiting for one (a start that fails would fail again for each). One ended for its page's budget is
   * replaced at once (and ends after idleMs if no page comes); others are started again as pages need them.
   */
  private async end(thread: Thread, error: Error | null): Promise<void> {
    const at = this.threads.indexOf(thread);
    if (at < 0) return;
    this.threads.splice(at, 1);
    clearTimeout(thread.timer);
    const reason = error ?? new Error('A reader thread ended');
    if (thread.busy) {
      clearTimeout(thread.busy.timer);
      thread.busy.queued.reject(reason);
      thread.busy = null;
    } else if (!thread.ready && this.threads.length === 0) {
      for (const queued of this.queue.splice(0)) queued.reject(reason);
    }
    thread.worker.removeAllListeners('message');
    if (!this.closed) {
      // A thread ended by a page over its budget is replaced at once, so the next page does not wait for a start.
      if (error instanceof PageTooComplexError && this.threads.length < this.options.threads) this.start();
      this.dispatch();
    }
    await thread.worker.terminate();
  }
}

/** The code a thread starts with: the TypeScript loader registered, then the module `file`. */
export const threadBoot = tsBoot;

const BOOT = threadBoot(new URL('./read-worker.ts', import.meta.url));
